import type { ReactNode } from 'react';
import { MockedProvider } from '@apollo/client/testing/react';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CAMPAIGN_COMPANIES } from '../graphql/index.ts';
import { useCampaignCompanies } from './useCampaignCompanies.ts';

const companies = [
  { __typename: 'CampaignCompany', code: '011', description: 'Retail' },
  { __typename: 'CampaignCompany', code: '032', description: 'Corporativo' },
];
const wrapper = ({ children }: { children: ReactNode }) => (
  <MockedProvider mocks={[{ request: { query: CAMPAIGN_COMPANIES }, result: { data: { campaignCompanies: companies } } }] as never}>
    {children}
  </MockedProvider>
);

describe('useCampaignCompanies', () => {
  it('offers no company until the list answers, then each by code and description', async () => {
    const { result } = renderHook(() => useCampaignCompanies(), { wrapper });
    expect(result.current).toEqual([]);
    await waitFor(() => expect(result.current.map((c) => `${c.code} · ${c.description}`)).toEqual(['011 · Retail', '032 · Corporativo']));
  });
});
