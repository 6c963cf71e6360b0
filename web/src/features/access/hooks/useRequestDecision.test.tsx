import { GraphQLError } from 'graphql';
import { act, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApolloHook, standInQuery } from '../../../testing/renderApolloHook.tsx';
import { showError, showSuccess } from '../../../ui/toaster.ts';
import { APPROVE_ACCESS_REQUESTS, APPROVE_TABLE_REQUEST, DECLINE_ACCESS_REQUEST } from '../graphql.ts';
import { useRequestDecision } from './useRequestDecision.ts';

vi.mock('../../../ui/toaster.ts', () => ({ showError: vi.fn(), showSuccess: vi.fn(), showWarning: vi.fn(), showInfo: vi.fn() }));

describe('useRequestDecision', () => {
  beforeEach(() => vi.clearAllMocks());

  it('approves several requests with the counted toast and both request lists read again', async () => {
    const segments = standInQuery('AccessRequests');
    const tables = standInQuery('TableAccessRequests');
    const { result } = renderApolloHook(() => ({ segments: segments.useStandIn(), tables: tables.useStandIn(), ...useRequestDecision() }), {
      mocks: [
        ...segments.mocks,
        ...tables.mocks,
        {
          request: { query: APPROVE_ACCESS_REQUESTS, variables: { ids: ['1', '2'], untilDate: '2026-12-31' } },
          result: { data: { approveAccessRequests: [] } },
        },
      ],
    });
    await waitFor(() => expect([result.current.segments, result.current.tables]).toEqual([1, 1]));
    await act(async () => {
      expect(await result.current.run('massApprove', ['1', '2'], '2026-12-31')).toBe(true);
    });
    expect(showSuccess).toHaveBeenCalledWith('Se aprobaron 2 solicitudes correctamente.');
    await waitFor(() => expect([result.current.segments, result.current.tables]).toEqual([2, 2]));
  });

  it('approves a table request through the table mutation', async () => {
    const { result } = renderApolloHook(() => useRequestDecision(), {
      mocks: [
        {
          request: { query: APPROVE_TABLE_REQUEST, variables: { id: 't1', untilDate: '2026-12-31' } },
          result: {
            data: {
              approveTableAccessRequest: { __typename: 'TableAccessRequest', id: 't1', status: 'APPROVED', untilDate: '2026-12-31' },
            },
          },
        },
      ],
    });
    await act(async () => {
      expect(await result.current.run('approve', ['t1'], '2026-12-31', 'table')).toBe(true);
    });
    expect(showSuccess).toHaveBeenCalledWith('La solicitud se aprobó correctamente.');
  });

  it('a refusal adds the service’s reason to the spec’s message; a network failure says nothing', async () => {
    const decline = { request: { query: DECLINE_ACCESS_REQUEST, variables: { id: '1' } } };
    const { result } = renderApolloHook(() => useRequestDecision(), {
      mocks: [
        { ...decline, result: { errors: [new GraphQLError('La solicitud ya no está pendiente.', { extensions: { code: 'CONFLICT' } })] } },
        { ...decline, error: new Error('socket hang up') },
      ],
    });
    await act(async () => {
      expect(await result.current.run('decline', ['1'], null)).toBe(false);
    });
    expect(showError).toHaveBeenCalledWith('No se pudo rechazar la solicitud. La solicitud ya no está pendiente.');
    vi.mocked(showError).mockClear();
    await act(async () => {
      expect(await result.current.run('decline', ['1'], null)).toBe(false);
    });
    expect(showError).not.toHaveBeenCalled();
    expect(result.current.running).toBe(false);
  });
});
