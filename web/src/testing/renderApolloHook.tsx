import type { ReactNode } from 'react';
import { parse } from 'graphql';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider, useQuery } from '@apollo/client/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { renderHook } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { ViewerContext, type ShellViewer } from '../session/viewer.ts';

/** A retail analyst of company 022 (sees the company column): the viewer hooks run for unless a test names another. */
export const TEST_VIEWER: ShellViewer = {
  email: 'analyst@retail.demo',
  name: 'Ana Retail',
  roles: ['AUDIENCE_ANALYST'],
  isRetailAnalyst: true,
  seesCompanyColumn: true,
  company: { code: '022', name: 'Retail Andina S.A.', alias: 'Retail', domain: 'retail.demo' },
};

type Options = {
  mocks?: readonly MockLink.MockedResponse[];
  /** A client of the test's own (its cache already holding what was asked before), instead of the mocks. */
  client?: ApolloClient;
  viewer?: ShellViewer;
  path?: string;
};

/**
 * Runs a hook as a screen would: inside Apollo (answering only the given mocks, or the given client), the viewer's
 * context and a router. `location()` is the address the hook left the router at.
 */
export function renderApolloHook<R>(hook: () => R, { mocks = [], client, viewer = TEST_VIEWER, path = '/' }: Options = {}) {
  let location = path;
  function Where() {
    const l = useLocation();
    location = l.pathname + l.search;
    return null;
  }
  const wrapper = ({ children }: { children: ReactNode }) => {
    const screen = (
      <ViewerContext.Provider value={viewer}>
        <MemoryRouter initialEntries={[path]}>
          {children}
          <Where />
        </MemoryRouter>
      </ViewerContext.Provider>
    );
    return client ? <ApolloProvider client={client}>{screen}</ApolloProvider> : <MockedProvider mocks={mocks}>{screen}</MockedProvider>;
  };
  const rendered = renderHook(hook, { wrapper });
  return { ...rendered, location: () => location };
}

/**
 * A stand-in for a screen's query, known only by its operation name (`SegmentList`): it answers
 * 1, 2, 3… on each read, so a test sees whether a mutation made the screen read it again.
 * `reads` is how many answers it has.
 */
export function standInQuery(operation: string, reads = 2) {
  const query = parse(`query ${operation} { standIn }`);
  const mocks: MockLink.MockedResponse[] = Array.from({ length: reads }, (_, i) => ({
    request: { query },
    result: { data: { standIn: i + 1 } },
  }));
  const useStandIn = () => (useQuery(query).data as { standIn?: number } | undefined)?.standIn;
  return { mocks, useStandIn };
}
