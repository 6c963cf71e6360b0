import { describe, expect, it } from 'vitest';
import { DEFAULT_STATE, EMPTY_FILTER, activeFilterCount, loadListState, saveListState, toGraphQLFilter } from './listState.ts';

const memory = () => {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
};

describe('segment list state', () => {
  it('round-trips page, filters and sort through storage', () => {
    const storage = memory();
    const state = { ...DEFAULT_STATE, page: 3, filter: { ...EMPTY_FILTER, name: 'clientes', typeId: '2' } };
    saveListState(state, storage);
    expect(loadListState(storage)).toEqual(state);
  });

  it('falls back to the defaults on nothing or garbage', () => {
    expect(loadListState(memory())).toEqual(DEFAULT_STATE);
    const storage = memory();
    storage.setItem('inca.segments.list', '{not json');
    expect(loadListState(storage)).toEqual(DEFAULT_STATE);
    storage.setItem('inca.segments.list', JSON.stringify({ page: -2 }));
    expect(loadListState(storage).page).toBe(1);
  });

  it('leaves empty fields out of the GraphQL filter', () => {
    expect(toGraphQLFilter({ ...EMPTY_FILTER, name: '  ', typeId: '3', companyCode: '022' })).toMatchObject({
      name: null,
      typeIds: [3],
      companyCodes: ['022'],
      shared: 'ALL',
    });
  });

  it('counts active filters', () => {
    expect(activeFilterCount({ ...EMPTY_FILTER, name: 'x', shared: 'SHARED', modifiedTo: '2026-01-01' })).toBe(3);
  });
});
