import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { keyOf } from '../rulesState.ts';
import { PARAMS } from './testFixtures.ts';
import { useRulesValues } from './useRulesValues.ts';

const [category, subcategory, age] = PARAMS as [(typeof PARAMS)[0], (typeof PARAMS)[0], (typeof PARAMS)[0]];

describe('useRulesValues', () => {
  it('starts from what the service stores, with nothing unsaved', () => {
    const { result } = renderHook(() => useRulesValues(PARAMS));
    expect(result.current.values[keyOf(category)]?.items).toEqual(['TEC']);
    expect(result.current.values[keyOf(age)]?.value).toBe('30');
    expect(result.current.unsaved).toBe(false);
  });

  it("changing a parent's choice clears its children, and the change is unsaved until stored", () => {
    const { result } = renderHook(() => useRulesValues(PARAMS));
    act(() => result.current.change(category, { value: '', items: ['VES'], rangeStart: null, rangeEnd: null }));
    expect(result.current.values[keyOf(subcategory)]?.items).toEqual([]);
    expect(result.current.unsaved).toBe(true);
    act(() => result.current.markStored(result.current.input()));
    expect(result.current.unsaved).toBe(false);
  });

  it('clears one parameter or a whole group, and stores a chosen segment by its code', () => {
    const { result } = renderHook(() => useRulesValues(PARAMS));
    act(() => result.current.clearParam(age));
    expect(result.current.values[keyOf(age)]?.value).toBe('');
    act(() => result.current.clearGroup('2'));
    expect(result.current.values[keyOf(category)]?.items).toEqual([]);
    expect(result.current.values[keyOf(subcategory)]?.items).toEqual([]);
    act(() => result.current.chooseSegment(age, 'SEG1'));
    expect(result.current.input().find((p) => p.variableId === '3')?.value).toBe('SEG1');
  });
});
