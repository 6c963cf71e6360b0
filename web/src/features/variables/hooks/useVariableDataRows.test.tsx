import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useVariableDataRows } from './useVariableDataRows.ts';

const stored = Array.from({ length: 20 }, (_, i) => ({ key: String(i + 1), value: `Valor ${i + 1}`, parentKey: null }));

describe('useVariableDataRows', () => {
  it('shows the stored rows once they arrive, and later answers do not undo edits', () => {
    let answer: typeof stored | undefined;
    const { result, rerender } = renderHook(() => useVariableDataRows(answer));
    expect(result.current.rows).toEqual([]);
    answer = stored.slice(0, 2);
    rerender();
    expect(result.current.rows).toEqual([
      { key: '1', value: 'Valor 1', parentKey: '' },
      { key: '2', value: 'Valor 2', parentKey: '' },
    ]);
    act(() => result.current.edit(1, { value: 'Otro' }));
    answer = [...stored.slice(0, 2)];
    rerender();
    expect(result.current.rows[1]?.value).toBe('Otro');
  });

  it('pages only above 20 rows; a new record opens its page; removing one back to 20 shows them all', () => {
    const { result } = renderHook(() => useVariableDataRows(stored));
    expect(result.current.paged).toBe(false);
    expect(result.current.visible).toHaveLength(20);
    act(() => result.current.add());
    expect(result.current.paged).toBe(true);
    expect(result.current.page).toBe(Math.ceil(21 / result.current.pageSize));
    expect(result.current.offset).toBe(20);
    expect(result.current.visible).toEqual([{ key: '', value: '', parentKey: '' }]);
    act(() => result.current.remove(20));
    expect(result.current.paged).toBe(false);
    expect(result.current.visible).toHaveLength(20);
  });

  it('appends rows read from a file and forgets the last refusal', () => {
    const { result } = renderHook(() => useVariableDataRows([]));
    act(() => result.current.setProblem('Debe agregar al menos un registro en la pestaña Datos.'));
    act(() => result.current.append([{ key: 'A', value: 'Alfa', parentKey: '' }]));
    expect(result.current.rows).toHaveLength(1);
    expect(result.current.problem).toBeUndefined();
  });
});
