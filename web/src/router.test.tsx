import type { ApolloClient } from '@apollo/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUDIENCE_LIST, AUDIENCE_LIST_OPTIONS } from './features/audiences/list/graphql.ts';
import { SEGMENT_LIST } from './features/segments/graphql.ts';
import { createRouter } from './router.tsx';

// The two list screens stand in for their real modules, noting when their chunk is fetched.
const fetched = vi.hoisted(() => new Set<string>());
vi.mock('./features/segments/SegmentListPage.tsx', () => {
  fetched.add('segments');
  return { SegmentListPage: () => null };
});
vi.mock('./features/audiences/list/AudienceListPage.tsx', () => {
  fetched.add('audiences');
  return { AudienceListPage: () => null };
});

describe('createRouter', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('fetches the screen the app opens on at once, while the shell is still asking who is signed in', async () => {
    window.history.replaceState(null, '', '/segments/list');
    const router = createRouter();
    await vi.waitFor(() => expect(fetched).toContain('segments'));
    // Only that screen: the others wait until they are opened.
    expect(fetched).not.toContain('audiences');
    router.dispose();
  });

  it("asks the opening list's first page at once too, and nothing for a screen that names no first data", () => {
    const query = vi.fn(() => Promise.resolve({ data: undefined }));
    const client = { query } as unknown as ApolloClient;
    const asked = () => query.mock.calls.map((call: unknown[]) => call[0] as { query: unknown; variables?: unknown });

    window.history.replaceState(null, '', '/audiences/list?default=INCA_Retail_uno');
    createRouter(client).dispose();
    expect(asked().map((a) => a.query)).toEqual([AUDIENCE_LIST, AUDIENCE_LIST_OPTIONS]);
    expect(asked()[0]!.variables).toMatchObject({ filter: { name: 'INCA_Retail_uno' }, page: 1, pageSize: 10 });

    query.mockClear();
    window.history.replaceState(null, '', '/segments/list');
    createRouter(client).dispose();
    expect(asked()[0]!.query).toBe(SEGMENT_LIST);

    query.mockClear();
    window.history.replaceState(null, '', '/');
    createRouter(client).dispose();
    expect(query).not.toHaveBeenCalled();
  });
});
