import { GraphQLError } from 'graphql';
import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApolloHook } from '../../../testing/renderApolloHook.tsx';
import { preview } from '../../../testing/previewMocks.ts';
import { PREVIEW_CROSS_TABLE } from '../graphql.ts';
import { usePreviewCrossTable } from './usePreviewCrossTable.ts';

const input = { companyCode: '022', relativeResourceName: 'projects/p/datasets/d/tables/t' } as never;
const ask = { request: { query: PREVIEW_CROSS_TABLE, variables: { input } } };

describe('usePreviewCrossTable', () => {
  it('shows the counts of the previewed table', async () => {
    const { result } = renderApolloHook(() => usePreviewCrossTable(), {
      mocks: [{ ...ask, result: { data: { previewCrossTable: preview(321) } } }],
    });
    await act(async () => {
      expect(await result.current.run(input, 'k')).toBeUndefined();
    });
    expect(result.current.preview?.uniqueUsers).toBe(321);
    expect(result.current.saveBlocker('k')).toBeUndefined();
  });

  it('shows the service’s message as it comes, and “Error” when there is none (§8)', async () => {
    const { result } = renderApolloHook(() => usePreviewCrossTable(), {
      mocks: [
        { ...ask, result: { errors: [new GraphQLError('Su acceso a la tabla expiró.')] } },
        { ...ask, error: new Error('socket hang up') },
      ],
    });
    await act(async () => {
      expect(await result.current.run(input, 'k')).toBe('Su acceso a la tabla expiró.');
    });
    await act(async () => {
      expect(await result.current.run(input, 'k')).toBe('Error');
    });
  });
});
