import { GraphQLError } from 'graphql';
import { act, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApolloHook } from '../../../testing/renderApolloHook.tsx';
import { showSuccess } from '../../../ui/toaster.ts';
import { SAVE_ADS_ACCOUNT } from '../graphql.ts';
import { adsAccountFormOf, adsAccountInputOf } from '../schemas/adsAccountForm.ts';
import { adsAccountsMock } from './configMocks.ts';
import { useCompanyAdsAccounts } from './useCompanyAdsAccounts.ts';
import { useSaveAdsAccount } from './useSaveAdsAccount.ts';

vi.mock('../../../ui/toaster.ts', () => ({ showError: vi.fn(), showSuccess: vi.fn(), showWarning: vi.fn(), showInfo: vi.fn() }));

const values = adsAccountFormOf();
const input = adsAccountInputOf('022', {
  ...values,
  businessName: ' Retail Publicidad ',
  technicalName: 'retail_ads',
  channels: { ...values.channels, FBK: { ...values.channels.FBK, enabled: true, accountId: '1234567890' } },
});
const save = { request: { query: SAVE_ADS_ACCOUNT, variables: { id: null, input } } };
const render = (mocks: unknown[]) =>
  renderApolloHook(() => ({ list: useCompanyAdsAccounts(), ...useSaveAdsAccount() }), { mocks: mocks as never });

describe('useSaveAdsAccount', () => {
  beforeEach(() => vi.clearAllMocks());

  it('sends trimmed texts, says so and the accounts list reloads', async () => {
    expect(input.businessName).toBe('Retail Publicidad');
    expect(input.channels.find((c) => c.platform === 'FBK')).toMatchObject({ enabled: true, accountId: '1234567890', secret: null });
    const { result } = render([
      adsAccountsMock(null),
      { ...save, result: { data: { saveAdsAccount: { __typename: 'AdsAccountSettings', id: '5' } } } },
      adsAccountsMock('2026-01-02T10:00:00Z'),
    ]);
    await waitFor(() => expect(result.current.list.companies).toHaveLength(1));
    await act(async () => {
      expect(await result.current.saveAdsAccount(null, input)).toEqual({});
    });
    expect(showSuccess).toHaveBeenCalledWith('El registro se guardó correctamente.');
    await waitFor(() => expect(result.current.list.companies[0]?.adsAccounts[0]?.apiCheckedAt).toBe('2026-01-02T10:00:00Z'));
  });

  it('a refusal comes back per form field, with what belongs to no field apart, and no toast', async () => {
    const refusal = new GraphQLError('Ya existe una cuenta con ese nombre técnico.', {
      extensions: {
        code: 'CONFLICT',
        details: {
          fields: {
            technicalName: 'Ya existe una cuenta con ese nombre técnico.',
            'channels.FBK.accountId':
              'El ID de la cuenta publicitaria de Facebook es act_ seguido de dígitos (por ejemplo act_1234567890).',
          },
        },
      },
    });
    const { result } = render([{ ...save, result: { errors: [refusal] } }]);
    let outcome;
    await act(async () => {
      outcome = await result.current.saveAdsAccount(null, input);
    });
    expect(outcome).toEqual({
      refusal: {
        fields: {
          technicalName: 'Ya existe una cuenta con ese nombre técnico.',
          'channels.FBK.accountId': 'El ID de la cuenta publicitaria de Facebook es act_ seguido de dígitos (por ejemplo act_1234567890).',
        },
        general: [],
      },
    });
    expect(showSuccess).not.toHaveBeenCalled();
  });
});
