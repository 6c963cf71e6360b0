import { GraphQLError } from 'graphql';
import { act, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApolloHook, standInQuery } from '../../../../testing/renderApolloHook.tsx';
import { showError, showSuccess, showWarning } from '../../../../ui/toaster.ts';
import { CREATE_AUDIENCES } from '../graphql.ts';
import { useCreateAudiences } from './useCreateAudiences.ts';

vi.mock('../../../../ui/toaster.ts', () => ({ showError: vi.fn(), showSuccess: vi.fn(), showWarning: vi.fn(), showInfo: vi.fn() }));

const input = { companyCode: '022', segmentCode: 'SEG1', name: 'INCA_Retail_jóvenes' } as never;
const ask = { request: { query: CREATE_AUDIENCES, variables: { input } } };
const answer = (created: [string, string][], errors: [string | null, string][]) => ({
  ...ask,
  result: {
    data: {
      createAudiences: {
        __typename: 'CreateAudiencesResult',
        created: created.map(([name, platform], i) => ({
          __typename: 'Audience',
          id: String(i + 1),
          name,
          platform: { __typename: 'AudiencePlatform', code: platform.toUpperCase(), name: platform },
        })),
        errors: errors.map(([platform, message]) => ({ __typename: 'CreateAudienceError', platform, message })),
      },
    },
  },
});
const create = async (result: { current: ReturnType<typeof useCreateAudiences> }) => {
  let outcome;
  await act(async () => {
    outcome = await result.current.create(input);
  });
  return outcome;
};

describe('useCreateAudiences', () => {
  beforeEach(() => vi.clearAllMocks());

  it('full success names each created audience and the list reads again', async () => {
    const list = standInQuery('AudienceList');
    const { result } = renderApolloHook(() => ({ shown: list.useStandIn(), ...useCreateAudiences() }), {
      mocks: [
        ...list.mocks,
        answer(
          [
            ['INCA_Retail_jóvenes_gads', 'Google'],
            ['INCA_Retail_jóvenes_fbk', 'Facebook'],
          ],
          [],
        ),
      ],
    });
    await waitFor(() => expect(result.current.shown).toBe(1));
    expect(await create(result)).toEqual({ created: ['INCA_Retail_jóvenes_gads', 'INCA_Retail_jóvenes_fbk'] });
    expect(showSuccess).toHaveBeenCalledWith(
      'Audiencia Creada: INCA_Retail_jóvenes_gads (Google) · Audiencia Creada: INCA_Retail_jóvenes_fbk (Facebook)',
    );
    await waitFor(() => expect(result.current.shown).toBe(2));
  });

  it('partial success warns with the created ones and each platform’s error', async () => {
    const { result } = renderApolloHook(() => useCreateAudiences(), {
      mocks: [answer([['INCA_Retail_jóvenes_gads', 'Google']], [['FBK', 'La cuenta no está verificada.']])],
    });
    expect(await create(result)).toEqual({ created: ['INCA_Retail_jóvenes_gads'] });
    expect(showWarning).toHaveBeenCalledWith('Audiencia Creada: INCA_Retail_jóvenes_gads (Google)', [
      'Facebook: La cuenta no está verificada.',
    ]);
  });

  it('nothing created: the errors as a warning, or the spec’s message when there are none', async () => {
    const { result } = renderApolloHook(() => useCreateAudiences(), {
      mocks: [answer([], [[null, 'El segmento está vacío.']]), answer([], [])],
    });
    expect(await create(result)).toEqual({});
    expect(showWarning).toHaveBeenCalledWith('No se pudo crear la audiencia. Intente en unos momentos.', ['El segmento está vacío.']);
    expect(await create(result)).toEqual({});
    expect(showError).toHaveBeenCalledWith('No se pudo crear la audiencia. Intente en unos momentos');
  });

  it('a refused input answers the service’s message; a network failure nothing', async () => {
    const { result } = renderApolloHook(() => useCreateAudiences(), {
      mocks: [
        { ...ask, result: { errors: [new GraphQLError('El nombre ya existe.', { extensions: { code: 'BAD_USER_INPUT' } })] } },
        { ...ask, error: new Error('socket hang up') },
      ],
    });
    expect(await create(result)).toEqual({ problem: 'El nombre ya existe.' });
    expect(showError).toHaveBeenCalledWith('No se pudo crear la audiencia. Intente en unos momentos.');
    vi.mocked(showError).mockClear();
    expect(await create(result)).toEqual({});
    expect(showError).not.toHaveBeenCalled();
  });
});
