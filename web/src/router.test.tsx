import { afterEach, describe, expect, it, vi } from 'vitest';
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
});
