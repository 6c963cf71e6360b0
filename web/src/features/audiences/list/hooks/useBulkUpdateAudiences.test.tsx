import { GraphQLError } from 'graphql';
import { act, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApolloHook, standInQuery } from '../../../../testing/renderApolloHook.tsx';
import { showError, showSuccess } from '../../../../ui/toaster.ts';
import { BULK_UPDATE_AUDIENCES } from '../graphql.ts';
import { useBulkUpdateAudiences } from './useBulkUpdateAudiences.ts';

vi.mock('../../../../ui/toaster.ts', () => ({ showError: vi.fn(), showSuccess: vi.fn(), showWarning: vi.fn(), showInfo: vi.fn() }));

const ask = {
  request: {
    query: BULK_UPDATE_AUDIENCES,
    variables: { input: { ids: ['1', '2'], endDate: '2026-12-31', frequency: 'MONTHLY', updateDay: 5 } },
  },
};

describe('useBulkUpdateAudiences', () => {
  beforeEach(() => vi.clearAllMocks());

  it('updates the chosen audiences, counts them in the toast and the list reads again', async () => {
    const list = standInQuery('AudienceList');
    const { result } = renderApolloHook(() => ({ shown: list.useStandIn(), ...useBulkUpdateAudiences() }), {
      mocks: [
        ...list.mocks,
        { ...ask, result: { data: { bulkUpdateAudiences: { __typename: 'BulkUpdateResult', updatedCount: 2, message: 'ok' } } } },
      ],
    });
    await waitFor(() => expect(result.current.shown).toBe(1));
    await act(async () => {
      expect(await result.current.update(['1', '2'], { endDate: '2026-12-31', frequency: 'MONTHLY', updateDay: '5' })).toEqual({
        ok: true,
      });
    });
    expect(showSuccess).toHaveBeenCalledWith('Se han actualizado 2 audiencias correctamente.');
    expect(result.current.shown).toBe(2);
  });

  it('any refusal is the §8 failure toast', async () => {
    const { result } = renderApolloHook(() => useBulkUpdateAudiences(), {
      mocks: [{ ...ask, result: { errors: [new GraphQLError('Fecha inválida', { extensions: { code: 'BAD_USER_INPUT' } })] } }],
    });
    await act(async () => {
      expect(await result.current.update(['1', '2'], { endDate: '2026-12-31', frequency: 'MONTHLY', updateDay: '5' })).toEqual({
        ok: false,
      });
    });
    expect(showError).toHaveBeenCalledWith('No se ha podido actualizar las audiencias.');
  });
});
