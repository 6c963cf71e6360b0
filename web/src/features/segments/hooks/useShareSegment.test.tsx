import { GraphQLError } from 'graphql';
import { act, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApolloHook, standInQuery } from '../../../testing/renderApolloHook.tsx';
import { showSuccess } from '../../../ui/toaster.ts';
import { SEGMENT_SHARES, SHARE_SEGMENT, USER_HAS_ROLE } from '../graphql.ts';
import { useShareSegment } from './useShareSegment.ts';

vi.mock('../../../ui/toaster.ts', () => ({ showError: vi.fn(), showSuccess: vi.fn(), showWarning: vi.fn(), showInfo: vi.fn() }));

const hasRole = (role: string, answer: boolean) => ({
  request: { query: USER_HAS_ROLE, variables: { email: 'ana@retail.demo', role } },
  result: { data: { userHasRole: answer } },
});
const share = {
  request: { query: SHARE_SEGMENT, variables: { code: 'S1', input: { type: 'USER', email: 'ana@retail.demo', companyCode: null } } },
};
const shares = {
  request: { query: SEGMENT_SHARES, variables: { code: 'S1' } },
  result: { data: { segment: { __typename: 'Segment', code: 'S1', shares: [] } } },
};
const user = { type: 'USER' as const, email: ' Ana@Retail.demo ', companyCode: '' };

describe('useShareSegment', () => {
  beforeEach(() => vi.clearAllMocks());

  it('shares with a user who has an audience role, says so and the list reads again', async () => {
    const list = standInQuery('SegmentList');
    const { result } = renderApolloHook(() => ({ shown: list.useStandIn(), ...useShareSegment('S1') }), {
      mocks: [
        ...list.mocks,
        hasRole('AUDIENCE_USER', false),
        hasRole('AUDIENCE_ANALYST', true),
        { ...share, result: { data: { shareSegment: { __typename: 'Segment', code: 'S1' } } } },
        shares,
      ],
    });
    await waitFor(() => expect(result.current.shown).toBe(1));
    await act(async () => {
      expect(await result.current.share(user)).toBe(true);
    });
    expect(showSuccess).toHaveBeenCalledWith('Segmento compartido');
    expect(result.current.shown).toBe(2);
    expect(result.current.problem).toBeUndefined();
  });

  it('warns before writing anything when the user has no audience role', async () => {
    const { result } = renderApolloHook(() => useShareSegment('S1'), {
      mocks: [hasRole('AUDIENCE_USER', false), hasRole('AUDIENCE_ANALYST', false)],
    });
    await act(async () => {
      expect(await result.current.share(user)).toBe(false);
    });
    expect(result.current.problem).toEqual({
      intent: 'warning',
      text: "El usuario (ana@retail.demo) no tiene el rol 'audience_user' o 'audience_analyst'",
    });
  });

  it('refuses an address that is not an e-mail, and shows the service’s refusal', async () => {
    const { result } = renderApolloHook(() => useShareSegment('S1'), {
      mocks: [
        hasRole('AUDIENCE_USER', true),
        hasRole('AUDIENCE_ANALYST', false),
        {
          ...share,
          result: { errors: [new GraphQLError('El segmento ya está compartido con ese usuario.', { extensions: { code: 'CONFLICT' } })] },
        },
      ],
    });
    await act(async () => {
      expect(await result.current.share({ ...user, email: 'ana' })).toBe(false);
    });
    expect(result.current.problem).toEqual({ intent: 'danger', text: 'Ingrese un correo electrónico válido.' });
    await act(async () => {
      expect(await result.current.share(user)).toBe(false);
    });
    expect(result.current.problem).toEqual({ intent: 'danger', text: 'El segmento ya está compartido con ese usuario.' });
    expect(result.current.sharing).toBe(false);
  });
});
