import { GraphQLError } from 'graphql';
import { act, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApolloHook, standInQuery } from '../../../../testing/renderApolloHook.tsx';
import { showError, showSuccess } from '../../../../ui/toaster.ts';
import { START_BILLING } from '../graphql.ts';
import { useStartBilling } from './useStartBilling.ts';

vi.mock('../../../../ui/toaster.ts', () => ({ showError: vi.fn(), showSuccess: vi.fn(), showWarning: vi.fn(), showInfo: vi.fn() }));

const ask = { request: { query: START_BILLING, variables: { id: '17' } } };

describe('useStartBilling', () => {
  beforeEach(() => vi.clearAllMocks());

  it('starts billing with the spec’s toast and the billing reads again before it answers', async () => {
    const billing = standInQuery('AudienceBilling');
    const { result } = renderApolloHook(() => ({ shown: billing.useStandIn(), ...useStartBilling() }), {
      mocks: [
        ...billing.mocks,
        {
          ...ask,
          result: {
            data: { startBilling: { __typename: 'StartBillingResult', message: 'ok', audience: { __typename: 'Audience', id: '17' } } },
          },
        },
      ],
    });
    await waitFor(() => expect(result.current.shown).toBe(1));
    await act(async () => {
      expect(await result.current.start('17')).toBe(true);
    });
    expect(showSuccess).toHaveBeenCalledWith('Se ha iniciado la facturación');
    expect(result.current.shown).toBe(2);
  });

  it('a refusal shows the service’s message; a network failure the spec’s', async () => {
    const { result } = renderApolloHook(() => useStartBilling(), {
      mocks: [
        { ...ask, result: { errors: [new GraphQLError('La audiencia ya se está facturando.')] } },
        { ...ask, error: new Error('socket hang up') },
      ],
    });
    await act(async () => {
      expect(await result.current.start('17')).toBe(false);
    });
    expect(showError).toHaveBeenLastCalledWith('La audiencia ya se está facturando.');
    await act(async () => {
      expect(await result.current.start('17')).toBe(false);
    });
    expect(showError).toHaveBeenLastCalledWith('No se pudo iniciar la facturación.');
  });
});
