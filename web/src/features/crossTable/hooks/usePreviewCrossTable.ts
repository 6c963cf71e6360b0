import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import type { CrossTableInput } from '../../../__generated__/graphql.ts';
import { access } from '../../../i18n/access.ts';
import { usePreviewState } from '../../builder/hooks/usePreviewState.ts';
import { PREVIEW_CROSS_TABLE } from '../graphql.ts';

/**
 * The preview of a cross-table segment: the builder's preview-before-save state over the cross-table
 * preview. The service's message is shown as it comes (expired access, missing table…); a failure
 * without one reads 'Error' (§8).
 */
export function usePreviewCrossTable() {
  const [mutate, { loading }] = useMutation(PREVIEW_CROSS_TABLE, { context: { quietErrors: true } });
  const request = useCallback(
    async (input: CrossTableInput) => (await mutate({ variables: { input } })).data?.previewCrossTable ?? null,
    [mutate],
  );
  return usePreviewState(request, access.crossTable.previewFailed, loading);
}
