import { ApolloClient, InMemoryCache } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { TEST_VIEWER, renderApolloHook } from '../../testing/renderApolloHook.tsx';
import { SEGMENT_LIST, SEGMENT_LIST_OPTIONS } from './graphql.ts';
import { useSegmentListState } from './hooks/useSegmentListState.ts';
import { prefetchSegmentList } from './prefetch.ts';
import { segmentRow } from './testRows.ts';

describe('prefetchSegmentList', () => {
  beforeEach(() => sessionStorage.clear());

  it('asks the page the list will ask, so the list shows its rows without asking again', async () => {
    // The tab's saved state (third page, a name filter) is what both read.
    sessionStorage.setItem('inca.segments.list', JSON.stringify({ page: 3, filter: { name: 'frecuentes' } }));
    const asked: Record<string, unknown>[] = [];
    const link = new MockLink([
      {
        request: { query: SEGMENT_LIST, variables: (v: Record<string, unknown>) => (asked.push(v), true) },
        result: {
          data: {
            segments: {
              __typename: 'SegmentPage',
              totalCount: 21,
              page: 3,
              pageSize: 10,
              nodes: [segmentRow('SEG0000001', 'Clientes frecuentes')],
            },
          },
        },
        maxUsageCount: 10,
      },
      {
        request: { query: SEGMENT_LIST_OPTIONS },
        result: {
          data: { segmentTypes: [], viewer: { __typename: 'Viewer', email: TEST_VIEWER.email, segmentFilterCompanies: [] }, companies: [] },
        },
      },
    ]);
    const client = new ApolloClient({
      link,
      cache: new InMemoryCache({ typePolicies: { Company: { keyFields: ['code'] }, Viewer: { keyFields: ['email'] } } }),
    });
    prefetchSegmentList(client);
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]).toMatchObject({ page: 3, filter: { name: 'frecuentes' }, pageSize: 10 });

    const { result } = renderApolloHook(() => useSegmentListState(), { client, path: '/segments/list' });
    await waitFor(() => expect(result.current.rows.map((r) => r.name)).toEqual(['Clientes frecuentes']));
    expect(asked).toHaveLength(1);
  });
});
