import type { ReactNode } from 'react';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CAMPAIGNS_PAGE } from '../graphql/index.ts';
import { useCampaigns } from './useCampaigns.ts';

const campaignRow = (id: string, code: string) => ({
  __typename: 'Campaign',
  id,
  companyCode: '011',
  corporate: false,
  code,
  description: `Campaña ${code}`,
  startDate: '2026-12-01',
  endDate: '2026-12-31',
  status: 'ACTIVA',
  incaStatus: 1,
  incaStatusName: 'Pendiente',
  minimumAmount: 10000,
  createdAt: '2026-11-01T10:00:00Z',
  modifiedAt: '2026-11-02T10:00:00Z',
  priority: 1,
  usageStartDate: null,
  usageEndDate: null,
  discountType: null,
  omnichannel: 'S',
  flashType: null,
  brandCode: null,
  instant: 'N',
  digitalType2: null,
  editable: true,
  rulesModifiedAt: null,
  variableGroups: [],
});
const groups = [{ __typename: 'CampaignVariableGroup', id: '4', name: 'Segmentación', priority: 1 }];
const page = (codes: string[], totalCount: number) => ({
  data: {
    campaigns: { __typename: 'CampaignPage', totalCount, showCompany: true, nodes: codes.map((c, i) => campaignRow(String(i + 1), c)) },
    campaignVariableGroupOptions: groups,
  },
});

const mocks = [
  { request: { query: CAMPAIGNS_PAGE, variables: { filter: {}, page: 1 } }, result: page(['CAMP-1', 'CAMP-2'], 12) },
  { request: { query: CAMPAIGNS_PAGE, variables: { filter: {}, page: 2 } }, result: page(['CAMP-11'], 12), delay: 50 },
];
const wrapper = ({ children }: { children: ReactNode }) => <MockedProvider mocks={mocks as never}>{children}</MockedProvider>;

describe('useCampaigns', () => {
  it('answers the page of campaigns, the total and the groups a row may take; nothing is shown before it answers', async () => {
    const { result } = renderHook(() => useCampaigns({}, 1), { wrapper });
    expect(result.current).toMatchObject({ loaded: false, loading: true, rows: [], total: 0 });
    await waitFor(() => expect(result.current.loaded).toBe(true));
    expect(result.current.rows.map((r) => r.code)).toEqual(['CAMP-1', 'CAMP-2']);
    expect(result.current).toMatchObject({ total: 12, showCompany: true, loading: false });
    expect(result.current.groups.map((g) => g.name)).toEqual(['Segmentación']);
  });

  it('keeps the rows shown while the next page loads, then shows the new ones', async () => {
    let page = 1;
    const { result, rerender } = renderHook(() => useCampaigns({}, page), { wrapper });
    await waitFor(() => expect(result.current.rows).toHaveLength(2));
    page = 2;
    act(() => rerender());
    expect(result.current.loading).toBe(true);
    expect(result.current.rows.map((r) => r.code)).toEqual(['CAMP-1', 'CAMP-2']);
    await waitFor(() => expect(result.current.rows.map((r) => r.code)).toEqual(['CAMP-11']));
  });
});
