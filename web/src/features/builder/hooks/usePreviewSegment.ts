import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import type { SegmentPreviewInput } from '../../../__generated__/graphql.ts';
import { builder } from '../../../i18n/builder.ts';
import { PREVIEW_SEGMENT } from '../graphql.ts';
import { usePreviewState } from './usePreviewState.ts';

/**
 * The preview of a segment being built: the preview-before-save state over the builder's preview
 * (§8: server message or 'No se pudo obtener los Usuarios Contactables.').
 */
export function usePreviewSegment() {
  const [mutate, { loading }] = useMutation(PREVIEW_SEGMENT, { context: { quietErrors: true } });
  const request = useCallback(
    async (input: SegmentPreviewInput) => (await mutate({ variables: { input } })).data?.previewSegment ?? null,
    [mutate],
  );
  return usePreviewState(request, builder.messages.previewFailed, loading);
}
