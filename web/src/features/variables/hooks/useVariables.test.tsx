import type { ReactNode } from 'react';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VARIABLES_PAGE } from '../graphql/index.ts';
import { TYPES, variable } from './testFixtures.ts';
import { useVariables } from './useVariables.ts';

const answer = { data: { variables: [variable('1', 'REGION', '3'), variable('2', 'MONTO', '1')], variableTypes: TYPES } };
const wrap =
  (mocks: unknown[]) =>
  ({ children }: { children: ReactNode }) => <MockedProvider mocks={mocks as never}>{children}</MockedProvider>;

describe('useVariables', () => {
  it('answers every variable and the types, loading until then', async () => {
    const { result } = renderHook(() => useVariables(), { wrapper: wrap([{ request: { query: VARIABLES_PAGE }, result: answer }]) });
    expect(result.current).toMatchObject({ loading: true, failed: false, variables: [] });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.variables.map((v) => v.code)).toEqual(['REGION', 'MONTO']);
    expect(result.current.types.map((t) => t.name)).toEqual(['NUMBER', 'SELECT']);
  });

  it('says the first read failed, and Reintentar reads again', async () => {
    const { result } = renderHook(() => useVariables(), {
      wrapper: wrap([
        { request: { query: VARIABLES_PAGE }, error: new Error('network') },
        { request: { query: VARIABLES_PAGE }, result: answer },
      ]),
    });
    await waitFor(() => expect(result.current.failed).toBe(true));
    await act(async () => {
      await result.current.refetch().catch(() => undefined);
    });
    await waitFor(() => expect(result.current.variables).toHaveLength(2));
    expect(result.current.failed).toBe(false);
  });
});
