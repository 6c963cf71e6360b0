import { ApolloClient, InMemoryCache } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { TEST_VIEWER, renderApolloHook } from '../../../testing/renderApolloHook.tsx';
import { AUDIENCE_LIST, AUDIENCE_LIST_OPTIONS } from './graphql.ts';
import { useAudienceListState } from './hooks/useAudienceListState.ts';
import { prefetchAudienceList } from './prefetch.ts';
import { audienceRow } from './testRows.ts';

/** A client whose network answers the list (noting each time it is asked, with what) and its options. */
function clientNoting(asked: Record<string, unknown>[]) {
  const link = new MockLink([
    {
      request: { query: AUDIENCE_LIST, variables: (v: Record<string, unknown>) => (asked.push(v), true) },
      result: {
        data: {
          audiences: { __typename: 'AudiencePage', totalCount: 1, page: 1, pageSize: 10, nodes: [audienceRow('7', 'INCA_Retail_siete')] },
        },
      },
      maxUsageCount: 10,
    },
    {
      request: { query: AUDIENCE_LIST_OPTIONS },
      result: {
        data: {
          audienceStates: [],
          audiencePlatforms: [],
          audienceFrequencies: [],
          viewer: { __typename: 'Viewer', email: TEST_VIEWER.email, accessibleCompanies: [] },
        },
      },
    },
  ]);
  return new ApolloClient({
    link,
    cache: new InMemoryCache({ typePolicies: { Company: { keyFields: ['code'] }, Viewer: { keyFields: ['email'] } } }),
  });
}

describe('prefetchAudienceList', () => {
  beforeEach(() => sessionStorage.clear());

  it('asks the page the list will ask, so the list shows its rows without asking again', async () => {
    // The tab's saved state (second page, sorted by name) is what both read.
    sessionStorage.setItem('inca.audiences.list', JSON.stringify({ page: 2, sort: { field: 'NAME', order: 'ASC' } }));
    const asked: Record<string, unknown>[] = [];
    const client = clientNoting(asked);
    prefetchAudienceList(client, new URLSearchParams());
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]).toMatchObject({ page: 2, sort: { field: 'NAME', order: 'ASC' }, pageSize: 10 });

    const { result } = renderApolloHook(() => useAudienceListState(), { client, path: '/audiences/list' });
    await waitFor(() => expect(result.current.rows.map((r) => r.name)).toEqual(['INCA_Retail_siete']));
    expect(asked).toHaveLength(1);
  });

  it('reads a “default” name in the address into the filter, as the list does', async () => {
    const asked: Record<string, unknown>[] = [];
    const client = clientNoting(asked);
    prefetchAudienceList(client, new URLSearchParams('default=INCA_Retail_siete'));
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]).toMatchObject({ filter: { name: 'INCA_Retail_siete' }, page: 1 });

    const { result } = renderApolloHook(() => useAudienceListState(), { client, path: '/audiences/list?default=INCA_Retail_siete' });
    await waitFor(() => expect(result.current.rows).toHaveLength(1));
    expect(asked).toHaveLength(1);
  });
});
