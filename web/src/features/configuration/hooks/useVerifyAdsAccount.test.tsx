import { act, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApolloHook } from '../../../testing/renderApolloHook.tsx';
import { showError, showSuccess } from '../../../ui/toaster.ts';
import { VERIFY_ACCOUNT } from '../graphql.ts';
import { adsAccountsMock } from './configMocks.ts';
import { useCompanyAdsAccounts } from './useCompanyAdsAccounts.ts';
import { useVerifyAdsAccount } from './useVerifyAdsAccount.ts';

vi.mock('../../../ui/toaster.ts', () => ({ showError: vi.fn(), showSuccess: vi.fn(), showWarning: vi.fn(), showInfo: vi.fn() }));

const verify = { request: { query: VERIFY_ACCOUNT, variables: { companyCode: '022', adsAccountCode: 'retail_ads' } } };
const verified = {
  ...verify,
  result: {
    data: {
      verifyAdsAccounts: [
        {
          __typename: 'AdsAccount',
          technicalName: 'retail_ads',
          apiCheckedAt: '2026-01-02T10:00:00Z',
          apiHealth: [{ __typename: 'ApiHealth', platform: 'FBK', state: 'AVAILABLE', errorKind: null, error: null }],
        },
      ],
    },
  },
};
const render = (mocks: unknown[]) =>
  renderApolloHook(() => ({ list: useCompanyAdsAccounts(), ...useVerifyAdsAccount() }), { mocks: mocks as never });

describe('useVerifyAdsAccount', () => {
  beforeEach(() => vi.clearAllMocks());

  it('names the account while it is checked, says so and the list shows when it was checked', async () => {
    const { result } = render([adsAccountsMock(null), { ...verified, delay: 30 }, adsAccountsMock('2026-01-02T10:00:00Z')]);
    await waitFor(() => expect(result.current.list.companies[0]?.adsAccounts[0]?.apiCheckedAt).toBeNull());
    let done: Promise<void> | undefined;
    act(() => {
      done = result.current.verify('022', 'retail_ads');
    });
    await waitFor(() => expect(result.current.verifying).toBe('retail_ads'));
    await act(async () => done);
    expect(result.current.verifying).toBeNull();
    expect(showSuccess).toHaveBeenCalledWith('Se ha verificado la cuenta revise el detalle.');
    expect(result.current.list.companies[0]?.adsAccounts[0]?.apiCheckedAt).toBe('2026-01-02T10:00:00Z');
  });

  it('a failure says so in Spanish', async () => {
    const { result } = render([adsAccountsMock(null), { ...verify, error: new Error('socket hang up') }]);
    await act(async () => result.current.verify('022', 'retail_ads'));
    expect(showError).toHaveBeenCalledWith('No se ha podido verificar la cuenta.');
    expect(result.current.verifying).toBeNull();
  });
});
