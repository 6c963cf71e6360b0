import type { ReactNode } from 'react';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PREVIEW_RULES } from '../graphql/index.ts';
import type { SummaryLine } from '../components/RulesSummaryPanel.tsx';
import { usePreviewCampaignRules } from './usePreviewCampaignRules.ts';

vi.mock('../../../ui/toaster.ts', () => ({ showError: vi.fn(), showSuccess: vi.fn(), showWarning: vi.fn(), showInfo: vi.fn() }));
const { showError, showSuccess } = await import('../../../ui/toaster.ts');

const input = [{ groupId: '1', variableId: '3', value: '40', items: [], rangeStart: null, rangeEnd: null }];
const lines = [
  {
    __typename: 'RulesSummaryLine',
    name: 'Clientes',
    quantity: 1234,
    children: [{ __typename: 'RulesSummaryLine', name: 'Edad', quantity: 900 }],
  },
];
const mocks = [
  { request: { query: PREVIEW_RULES, variables: { campaignId: '7', params: input } }, result: { data: { previewCampaignRules: lines } } },
  { request: { query: PREVIEW_RULES, variables: { campaignId: '7', params: input } }, error: new Error('network') },
];
const wrapper = ({ children }: { children: ReactNode }) => <MockedProvider mocks={mocks as never}>{children}</MockedProvider>;

beforeEach(() => vi.clearAllMocks());

describe('usePreviewCampaignRules', () => {
  it('answers the summary the rules on screen would give, then previewError when it cannot be computed', async () => {
    const { result } = renderHook(() => usePreviewCampaignRules('7', 'CAMP-7'), { wrapper });
    let summary: SummaryLine[] | undefined;
    await act(async () => {
      summary = await result.current.preview(input);
    });
    expect(summary).toMatchObject([{ name: 'Clientes', quantity: 1234, children: [{ name: 'Edad', quantity: 900 }] }]);
    expect(showSuccess).toHaveBeenCalledWith('Resumen calculado.');
    await act(async () => {
      summary = await result.current.preview(input);
    });
    expect(summary).toBeUndefined();
    expect(showError).toHaveBeenCalledWith('No se pudo calcular la vista previa de la campaña.');
  });
});
