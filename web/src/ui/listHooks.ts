import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/** How long the row of the item just viewed stays highlighted (spec: two seconds). */
export const HIGHLIGHT_MS = 2_000;

/**
 * The `viewed` query parameter of a list: the code or id of the row to highlight, for two seconds
 * from when the list's rows are on screen (`shown`), however long they took to arrive; then the
 * parameter leaves the address.
 */
export function useViewedHighlight(shown: boolean): string | null {
  const [params, setParams] = useSearchParams();
  const [highlight, setHighlight] = useState<string | null>(params.get('viewed'));
  useEffect(() => {
    if (!highlight || !shown) return;
    const timer = setTimeout(() => {
      setHighlight(null);
      setParams(
        (p) => {
          p.delete('viewed');
          return p;
        },
        { replace: true },
      );
    }, HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [highlight, shown, setParams]);
  return highlight;
}

/** A page past the end (after deletes or a narrower filter) falls back to the last page. */
export function useLastPageFallback(
  page: { nodes: readonly unknown[]; totalCount: number } | undefined,
  current: number,
  pageSize: number,
  goTo: (page: number) => void,
): void {
  useEffect(() => {
    if (page && page.nodes.length === 0 && page.totalCount > 0 && current > 1) goTo(Math.max(1, Math.ceil(page.totalCount / pageSize)));
  }, [page, current, pageSize, goTo]);
}
