import type { ReactNode } from 'react';
import { MockedProvider } from '@apollo/client/testing/react';
import { renderHook, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { CAMPAIGN_RULES } from '../graphql/index.ts';
import { rulesMock } from './testFixtures.ts';
import { useCampaignRules } from './useCampaignRules.ts';

const refused = {
  request: { query: CAMPAIGN_RULES, variables: { id: '99' } },
  result: { errors: [new GraphQLError('La campaña no existe.', { extensions: { code: 'NOT_FOUND' } })] },
};
const wrapper = ({ children }: { children: ReactNode }) => (
  <MockedProvider mocks={[rulesMock(), refused] as never}>{children}</MockedProvider>
);

describe('useCampaignRules', () => {
  it("answers the campaign's general data and every parameter of its groups", async () => {
    const { result } = renderHook(() => useCampaignRules('7'), { wrapper });
    expect(result.current).toMatchObject({ campaign: undefined, missing: false });
    await waitFor(() => expect(result.current.campaign?.code).toBe('CAMP-7'));
    expect(result.current.params.map((p) => p.variableName)).toEqual(['Categoría', 'Subcategoría', 'Edad']);
    expect(result.current.campaign?.rulesSummary[0]).toMatchObject({ name: 'Clientes', quantity: 120 });
  });

  it('says the campaign is missing when it cannot be read, or when there is none to read', async () => {
    const unknown = renderHook(() => useCampaignRules('99'), { wrapper });
    await waitFor(() => expect(unknown.result.current.missing).toBe(true));
    expect(renderHook(() => useCampaignRules(undefined), { wrapper }).result.current.missing).toBe(true);
  });
});
