import type { ReactNode } from 'react';
import { MockedProvider } from '@apollo/client/testing/react';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CAMPAIGN_INFO } from '../graphql/index.ts';
import { useCampaignInfo } from './useCampaignInfo.ts';

const info = [
  { __typename: 'CampaignInfoEntry', key: 'Canal', value: 'Tienda' },
  { __typename: 'CampaignInfoEntry', key: 'Marca', value: 'INCA' },
];
const wrapper = ({ children }: { children: ReactNode }) => (
  <MockedProvider
    mocks={[{ request: { query: CAMPAIGN_INFO, variables: { id: '7' } }, result: { data: { campaignInfo: info } } }] as never}
  >
    {children}
  </MockedProvider>
);

describe('useCampaignInfo', () => {
  it("loads the campaign's key and value pairs in order", async () => {
    const { result } = renderHook(() => useCampaignInfo('7'), { wrapper });
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.entries.map((e) => [e.key, e.value])).toEqual([
      ['Canal', 'Tienda'],
      ['Marca', 'INCA'],
    ]);
  });
});
