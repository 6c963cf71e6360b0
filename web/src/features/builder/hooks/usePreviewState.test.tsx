import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { preview } from '../../../testing/previewMocks.ts';
import { usePreviewState } from './usePreviewState.ts';

describe('usePreviewState', () => {
  it('a save needs a preview of the current selection: none, then stale, then fine', async () => {
    const request = vi.fn().mockResolvedValue(preview(50));
    const { result } = renderHook(() => usePreviewState(request, 'Error', false));
    expect(result.current.saveBlocker('k1')).toBe('Debe obtener la previsualización, presionando el botón de Pre Visualizar.');
    await act(async () => {
      await result.current.run({}, 'k1');
    });
    expect(result.current.saveBlocker('k1')).toBeUndefined();
    expect(result.current.saveBlocker('k2')).toBe('Debe realizar la previsualización antes de guardar.');
    expect(result.current.isStale('k2')).toBe(true);
    act(() => result.current.clear());
    expect(result.current.preview).toBeNull();
  });

  it('the counts stored with a saved segment show, but a save still needs a new preview', () => {
    const { result } = renderHook(() => usePreviewState(vi.fn(), 'Error', false));
    act(() => result.current.showStored(preview(70)));
    expect(result.current.stored).toBe(true);
    expect(result.current.preview?.uniqueUsers).toBe(70);
    expect(result.current.isStale('k')).toBe(false);
    expect(result.current.saveBlocker('k')).toBe('Debe obtener la previsualización, presionando el botón de Pre Visualizar.');
  });

  it('a failure with no service message answers the given Spanish text', async () => {
    const { result } = renderHook(() => usePreviewState(vi.fn().mockRejectedValue(new Error('x')), 'Error', true));
    expect(result.current.running).toBe(true);
    let problem;
    await act(async () => {
      problem = await result.current.run({}, 'k');
    });
    expect(problem).toBe('Error');
  });
});
