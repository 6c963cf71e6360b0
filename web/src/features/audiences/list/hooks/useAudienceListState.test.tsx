import { act, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApolloHook } from '../../../../testing/renderApolloHook.tsx';
import { AUDIENCE_LIST } from '../graphql.ts';
import { audienceRow as audience } from '../testRows.ts';
import { EMPTY_AUDIENCE_FILTER } from '../listState.ts';
import { useAudienceListState } from './useAudienceListState.ts';

const list = (asked: Record<string, unknown>[]) => ({
  request: { query: AUDIENCE_LIST, variables: (v: Record<string, unknown>) => (asked.push(v), true) },
  result: {
    data: {
      audiences: {
        __typename: 'AudiencePage',
        totalCount: 31,
        page: 1,
        pageSize: 10,
        nodes: [audience('1', 'INCA_Retail_uno'), audience('2', 'INCA_Retail_dos')],
      },
    },
  },
  maxUsageCount: 10,
});

describe('useAudienceListState', () => {
  beforeEach(() => sessionStorage.clear());

  it('shows the page with its total, newest created first; a “default” name in the address fills the filter and leaves it', async () => {
    const asked: Record<string, unknown>[] = [];
    const { result, location } = renderApolloHook(() => useAudienceListState(), {
      mocks: [list(asked)] as never,
      path: '/audiences/list?default=INCA_Retail_uno',
    });
    await waitFor(() => expect(result.current.rows.map((r) => r.name)).toEqual(['INCA_Retail_uno', 'INCA_Retail_dos']));
    expect(result.current.total).toBe(31);
    expect(result.current.state.filter.name).toBe('INCA_Retail_uno');
    expect(asked[0]).toMatchObject({ sort: { field: 'CREATED_DATE', order: 'DESC' }, page: 1, pageSize: 10 });
    await waitFor(() => expect(location()).toBe('/audiences/list'));
  });

  it('rows chosen for a bulk update are cleared by a new filter, which goes back to page 1', async () => {
    const { result } = renderApolloHook(() => useAudienceListState(), { mocks: [list([])] as never });
    act(() => result.current.select(['1', '2'], true));
    act(() => result.current.select(['2'], false));
    expect([...result.current.selected]).toEqual(['1']);
    act(() => result.current.setPage(3));
    act(() => result.current.applyFilter({ ...EMPTY_AUDIENCE_FILTER, platform: 'FBK' }));
    expect(result.current.state.page).toBe(1);
    expect(result.current.selected.size).toBe(0);
    expect(result.current.filtersActive).toBe(1);
    expect(JSON.parse(sessionStorage.getItem('inca.audiences.list')!).filter.platform).toBe('FBK');
  });
});
