import { useCallback, useEffect, useRef, useState } from 'react';
import { VARIABLE_LIMITS } from '@inca/domain';
import type { DataRow } from '../schemas/variableConfig.ts';

const PAGE = VARIABLE_LIMITS.pageSize;

/**
 * The data grid of the configuration modal (§2.5): the stored rows once they arrive, then edited
 * locally until Guardar; above 20 rows it pages, and a new record opens the page it lands on.
 */
export function useVariableDataRows(stored: readonly { key: string; value: string; parentKey?: string | null }[] | undefined) {
  const [rows, setRows] = useState<DataRow[]>([]);
  const [page, setPage] = useState(1);
  // Why the grid was refused on the last save (shown above it until new rows are read).
  const [problem, setProblem] = useState<string | undefined>();
  const loaded = useRef(false);
  useEffect(() => {
    if (loaded.current || !stored) return;
    loaded.current = true;
    setRows(stored.map((d) => ({ key: d.key, value: d.value, parentKey: d.parentKey ?? '' })));
  }, [stored]);

  const paged = rows.length > VARIABLE_LIMITS.dataGridPageAbove;
  const offset = paged ? (page - 1) * PAGE : 0;
  const add = useCallback(() => {
    setRows((list) => [...list, { key: '', value: '', parentKey: '' }]);
    if (rows.length + 1 > VARIABLE_LIMITS.dataGridPageAbove) setPage(Math.ceil((rows.length + 1) / PAGE));
  }, [rows.length]);
  const append = useCallback((more: readonly DataRow[]) => {
    setRows((list) => [...list, ...more]);
    setProblem(undefined);
  }, []);
  const edit = useCallback(
    (index: number, patch: Partial<DataRow>) => setRows((list) => list.map((r, i) => (i === index ? { ...r, ...patch } : r))),
    [],
  );
  const remove = useCallback((index: number) => setRows((list) => list.filter((_, i) => i !== index)), []);

  return {
    rows,
    /** The rows of the page shown, numbered from `offset + 1`. */
    visible: paged ? rows.slice(offset, offset + PAGE) : rows,
    offset,
    paged,
    page,
    pageSize: PAGE,
    setPage,
    add,
    append,
    edit,
    remove,
    problem,
    setProblem,
  };
}
