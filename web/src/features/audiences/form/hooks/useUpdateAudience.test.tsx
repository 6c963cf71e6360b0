import { GraphQLError } from 'graphql';
import { act, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApolloHook, standInQuery } from '../../../../testing/renderApolloHook.tsx';
import { showError, showSuccess } from '../../../../ui/toaster.ts';
import { UPDATE_AUDIENCE } from '../graphql.ts';
import { useUpdateAudience } from './useUpdateAudience.ts';

vi.mock('../../../../ui/toaster.ts', () => ({ showError: vi.fn(), showSuccess: vi.fn(), showWarning: vi.fn(), showInfo: vi.fn() }));

const input = { name: 'INCA_Retail_nuevo', description: 'x' } as never;
const ask = { request: { query: UPDATE_AUDIENCE, variables: { id: '17', input } } };
const saved = {
  __typename: 'Audience',
  id: '17',
  name: 'INCA_Retail_nuevo',
  description: 'x',
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  frequency: 'WEEKLY',
  updateDay: 1,
  recipients: [],
};

describe('useUpdateAudience', () => {
  beforeEach(() => vi.clearAllMocks());

  it('saves with the spec’s toast and the list reads again', async () => {
    const list = standInQuery('AudienceList');
    const { result } = renderApolloHook(() => ({ shown: list.useStandIn(), ...useUpdateAudience('17') }), {
      mocks: [...list.mocks, { ...ask, result: { data: { updateAudience: saved } } }],
    });
    await waitFor(() => expect(result.current.shown).toBe(1));
    await act(async () => {
      expect(await result.current.update(input)).toEqual({ saved: true });
    });
    expect(showSuccess).toHaveBeenCalledWith('La audiencia se actualizó correctamente');
    await waitFor(() => expect(result.current.shown).toBe(2));
  });

  it('a refusal is the spec’s toast with the service’s reason for the form', async () => {
    const { result } = renderApolloHook(() => useUpdateAudience('17'), {
      mocks: [
        {
          ...ask,
          result: {
            errors: [new GraphQLError('La fecha de término es anterior a la de inicio.', { extensions: { code: 'BAD_USER_INPUT' } })],
          },
        },
      ],
    });
    await act(async () => {
      expect(await result.current.update(input)).toEqual({ saved: false, problem: 'La fecha de término es anterior a la de inicio.' });
    });
    expect(showError).toHaveBeenCalledWith('No se pudo actualizar la audiencia');
  });

  it('without an audience nothing is sent', async () => {
    const { result } = renderApolloHook(() => useUpdateAudience(undefined));
    await act(async () => {
      expect(await result.current.update(input)).toEqual({ saved: false });
    });
    expect(showError).not.toHaveBeenCalled();
  });
});
