import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApolloHook } from '../../../testing/renderApolloHook.tsx';
import { adsAccountsMock } from './configMocks.ts';
import { useCompanyAdsAccounts } from './useCompanyAdsAccounts.ts';

describe('useCompanyAdsAccounts', () => {
  it('lists the companies with their ads accounts and each channel’s health', async () => {
    const { result } = renderApolloHook(() => useCompanyAdsAccounts(), { mocks: [adsAccountsMock('2026-01-02T10:00:00Z')] });
    expect(result.current.loading).toBe(true);
    expect(result.current.companies).toEqual([]);
    await waitFor(() => expect(result.current.companies).toHaveLength(1));
    const account = result.current.companies[0]!.adsAccounts[0]!;
    expect(account.businessName).toBe('Retail Publicidad');
    expect(account.apiHealth.map((h) => [h.platform, h.state])).toEqual([['FBK', 'AVAILABLE']]);
    expect(result.current.loading).toBe(false);
  });
});
