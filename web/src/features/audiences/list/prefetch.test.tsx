import type { ReactNode } from 'react';
import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { renderHook, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { TEST_VIEWER } from '../../../testing/renderApolloHook.tsx';
import { ViewerContext } from '../../../session/viewer.ts';
import { AUDIENCE_LIST, AUDIENCE_LIST_OPTIONS } from './graphql.ts';
import { useAudienceListState } from './hooks/useAudienceListState.ts';
import { prefetchAudienceList } from './prefetch.ts';

const audience = (id: string, name: string) => ({
  __typename: 'Audience',
  id,
  name,
  description: '',
  company: { __typename: 'Company', code: '022', name: 'Retail Andina S.A.', alias: 'Retail' },
  platform: { __typename: 'AudiencePlatform', code: 'FBK', name: 'Facebook' },
  adsAccount: { __typename: 'AdsAccount', technicalName: 'retail_ads', businessName: 'Retail Publicidad' },
  frequency: 'WEEKLY',
  updateDay: 1,
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  enabled: true,
  requested: false,
  toUpdate: false,
  status: { __typename: 'AudienceStatus', code: 'ACT', name: 'Activa', description: '', date: '2026-01-01T10:00:00Z' },
  statusColor: 'green',
  matchCount: 100,
  createdDate: '2026-01-01T10:00:00Z',
  lastProcessDate: null,
  sourceFileRowCount: 120,
  canEdit: true,
  canDelete: true,
  canToggle: true,
  canResend: true,
  canUpdateFrequency: true,
  canBill: false,
  canSeeImages: false,
});

/** A client whose network answers the list (noting each time it is asked, with what) and its options. */
function clientNoting(asked: Record<string, unknown>[]) {
  const link = new MockLink([
    {
      request: { query: AUDIENCE_LIST, variables: (v: Record<string, unknown>) => (asked.push(v), true) },
      result: {
        data: {
          audiences: { __typename: 'AudiencePage', totalCount: 1, page: 1, pageSize: 10, nodes: [audience('7', 'INCA_Retail_siete')] },
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

function renderList(client: ApolloClient, path: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApolloProvider client={client}>
      <ViewerContext.Provider value={TEST_VIEWER}>
        <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
      </ViewerContext.Provider>
    </ApolloProvider>
  );
  return renderHook(() => useAudienceListState(), { wrapper });
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

    const { result } = renderList(client, '/audiences/list');
    await waitFor(() => expect(result.current.rows.map((r) => r.name)).toEqual(['INCA_Retail_siete']));
    expect(asked).toHaveLength(1);
  });

  it('reads a “default” name in the address into the filter, as the list does', async () => {
    const asked: Record<string, unknown>[] = [];
    const client = clientNoting(asked);
    prefetchAudienceList(client, new URLSearchParams('default=INCA_Retail_siete'));
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]).toMatchObject({ filter: { name: 'INCA_Retail_siete' }, page: 1 });

    const { result } = renderList(client, '/audiences/list?default=INCA_Retail_siete');
    await waitFor(() => expect(result.current.rows).toHaveLength(1));
    expect(asked).toHaveLength(1);
  });
});
