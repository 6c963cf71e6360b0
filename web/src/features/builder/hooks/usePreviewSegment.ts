import { useCallback, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import type { PreviewFieldsFragment, SegmentPreviewInput } from '../../../__generated__/graphql.ts';
import { graphQLErrorOf } from '../../../apollo/errors.ts';
import { builder } from '../../../i18n/builder.ts';
import { PREVIEW_SEGMENT } from '../graphql.ts';

type State = { preview: PreviewFieldsFragment | null; key: string | null; stored: boolean };
const EMPTY: State = { preview: null, key: null, stored: false };

/**
 * The preview of a segment being built: runs it, remembers which selection it belongs to (its key)
 * and empties it when it fails (§8: server message or 'No se pudo obtener los Usuarios Contactables.').
 */
export function usePreviewSegment() {
  const [state, setState] = useState<State>(EMPTY);
  const [mutate, { loading }] = useMutation(PREVIEW_SEGMENT, { context: { quietErrors: true } });

  /** Runs a preview for the selection `key`; answers the problem to show, if any. */
  const run = useCallback(
    async (input: SegmentPreviewInput, key: string): Promise<string | undefined> => {
      setState(EMPTY);
      try {
        const result = await mutate({ variables: { input } });
        setState({ preview: result.data?.previewSegment ?? null, key, stored: false });
        return undefined;
      } catch (error) {
        return graphQLErrorOf(error)?.message ?? builder.messages.previewFailed;
      }
    },
    [mutate],
  );
  /** Shows the counts stored with a saved segment (no selection key: a save needs a new preview). */
  const showStored = useCallback((preview: PreviewFieldsFragment | null) => setState({ preview, key: null, stored: preview !== null }), []);
  const clear = useCallback(() => setState(EMPTY), []);

  return {
    preview: state.preview,
    stored: state.stored,
    running: loading,
    run,
    showStored,
    clear,
    /** The preview belongs to another selection than `key`. */
    isStale: (key: string) => state.preview !== null && state.key !== null && state.key !== key,
    /** Why saving the selection `key` is refused by the preview rule (§5), if it is. */
    saveBlocker: (key: string): string | undefined =>
      !state.preview || state.key === null ? builder.messages.previewRequired : state.key !== key ? builder.messages.previewStale : undefined,
    previewId: state.preview?.previewId ?? null,
  };
}
