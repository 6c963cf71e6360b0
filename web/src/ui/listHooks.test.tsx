import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HIGHLIGHT_MS, useViewedHighlight } from './listHooks.ts';

const wrapper = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={['/segments/list?viewed=SEG-7&page=2']}>{children}</MemoryRouter>
);

function useHighlightAndAddress(shown: boolean) {
  return { highlight: useViewedHighlight(shown), search: useLocation().search };
}

describe('useViewedHighlight', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps the row highlighted while the list is still loading, however long it takes', () => {
    const { result } = renderHook(({ shown }) => useHighlightAndAddress(shown), { wrapper, initialProps: { shown: false } });
    act(() => vi.advanceTimersByTime(HIGHLIGHT_MS * 5));
    expect(result.current.highlight).toBe('SEG-7');
    expect(result.current.search).toContain('viewed=SEG-7');
  });

  it('highlights for two seconds from when the rows are on screen, then the parameter leaves the address', () => {
    const { result, rerender } = renderHook(({ shown }) => useHighlightAndAddress(shown), { wrapper, initialProps: { shown: false } });
    act(() => vi.advanceTimersByTime(3_000));
    rerender({ shown: true });
    act(() => vi.advanceTimersByTime(HIGHLIGHT_MS - 100));
    expect(result.current.highlight).toBe('SEG-7');
    act(() => vi.advanceTimersByTime(200));
    expect(result.current.highlight).toBeNull();
    expect(result.current.search).toBe('?page=2');
  });
});
