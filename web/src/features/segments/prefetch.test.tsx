import type { ReactNode } from 'react';
import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { renderHook, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { TEST_VIEWER } from '../../testing/renderApolloHook.tsx';
import { ViewerContext } from '../../session/viewer.ts';
import { SEGMENT_LIST, SEGMENT_LIST_OPTIONS } from './graphql.ts';
import { useSegmentListState } from './hooks/useSegmentListState.ts';
import { prefetchSegmentList } from './prefetch.ts';

const segment = {
  __typename: 'Segment',
  code: 'SEG0000001',
  name: 'Clientes frecuentes',
  description: '',
  screen: 'BUILDER',
  type: { __typename: 'SegmentType', id: '1', name: 'SEGMENT_CONTACT', label: 'Contactabilidad' },
  ownerCompany: { __typename: 'Company', code: '022', name: 'Retail Andina S.A.', alias: 'Retail' },
  createdDate: '2026-01-01T10:00:00Z',
  lastProcessDate: null,
  uniqueUsers: 1200,
  numAudiences: 0,
  shared: false,
  requested: false,
  editVisible: true,
  canEdit: true,
  editBlockedReason: null,
  canShare: true,
  canDelete: true,
  canDuplicate: true,
};

describe('prefetchSegmentList', () => {
  beforeEach(() => sessionStorage.clear());

  it('asks the page the list will ask, so the list shows its rows without asking again', async () => {
    // The tab's saved state (third page, a name filter) is what both read.
    sessionStorage.setItem('inca.segments.list', JSON.stringify({ page: 3, filter: { name: 'frecuentes' } }));
    const asked: Record<string, unknown>[] = [];
    const link = new MockLink([
      {
        request: { query: SEGMENT_LIST, variables: (v: Record<string, unknown>) => (asked.push(v), true) },
        result: { data: { segments: { __typename: 'SegmentPage', totalCount: 21, page: 3, pageSize: 10, nodes: [segment] } } },
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

    const wrapper = ({ children }: { children: ReactNode }) => (
      <ApolloProvider client={client}>
        <ViewerContext.Provider value={TEST_VIEWER}>
          <MemoryRouter initialEntries={['/segments/list']}>{children}</MemoryRouter>
        </ViewerContext.Provider>
      </ApolloProvider>
    );
    const { result } = renderHook(() => useSegmentListState(), { wrapper });
    await waitFor(() => expect(result.current.rows.map((r) => r.name)).toEqual(['Clientes frecuentes']));
    expect(asked).toHaveLength(1);
  });
});
