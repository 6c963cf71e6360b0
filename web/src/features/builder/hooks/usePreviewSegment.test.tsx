import { GraphQLError } from 'graphql';
import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApolloHook } from '../../../testing/renderApolloHook.tsx';
import { PREVIEW_SEGMENT } from '../graphql.ts';
import { preview } from '../../../testing/previewMocks.ts';
import { usePreviewSegment } from './usePreviewSegment.ts';

const input = { companyCode: '022', attributes: [] };
const ask = { request: { query: PREVIEW_SEGMENT, variables: { input } } };

describe('usePreviewSegment', () => {
  it('shows the counts of the previewed selection, and a save needs that same selection', async () => {
    const { result } = renderApolloHook(() => usePreviewSegment(), {
      mocks: [{ ...ask, result: { data: { previewSegment: preview(1200) } } }],
    });
    expect(result.current.saveBlocker('a')).toBe('Debe obtener la previsualización, presionando el botón de Pre Visualizar.');
    await act(async () => {
      expect(await result.current.run(input, 'a')).toBeUndefined();
    });
    expect(result.current.preview?.uniqueUsers).toBe(1200);
    expect(result.current.previewId).toBe('p1200');
    expect(result.current.saveBlocker('a')).toBeUndefined();
    expect(result.current.isStale('b')).toBe(true);
  });

  it('a failure answers the service’s message, or the spec’s when it gives none', async () => {
    const { result } = renderApolloHook(() => usePreviewSegment(), {
      mocks: [
        { ...ask, result: { errors: [new GraphQLError('La selección no tiene usuarios.')] } },
        { ...ask, error: new Error('socket hang up') },
      ],
    });
    await act(async () => {
      expect(await result.current.run(input, 'a')).toBe('La selección no tiene usuarios.');
    });
    await act(async () => {
      expect(await result.current.run(input, 'a')).toBe('No se pudo obtener los Usuarios Contactables.');
    });
    expect(result.current.preview).toBeNull();
  });
});
