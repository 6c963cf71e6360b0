import { useCallback, useState } from 'react';
import type { PreviewFieldsFragment } from '../../../__generated__/graphql.ts';
import { graphQLErrorOf } from '../../../apollo/errors.ts';
import { builder } from '../../../i18n/builder.ts';

type State = { preview: PreviewFieldsFragment | null; key: string | null; stored: boolean };
const EMPTY: State = { preview: null, key: null, stored: false };

/**
 * The preview-before-save rule (§5) of every segment screen: runs a preview, remembers which
 * selection it belongs to (its key) and empties it when refused, answering the service's message
 * or `failed` when there is none.
 */
export function usePreviewState<I>(request: (input: I) => Promise<PreviewFieldsFragment | null>, failed: string, loading: boolean) {
  const [state, setState] = useState<State>(EMPTY);

  /** Runs a preview for the selection `key`; answers the problem to show, if any. */
  const run = useCallback(
    async (input: I, key: string): Promise<string | undefined> => {
      setState(EMPTY);
      try {
        setState({ preview: await request(input), key, stored: false });
        return undefined;
      } catch (error) {
        return graphQLErrorOf(error)?.message ?? failed;
      }
    },
    [request, failed],
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
      !state.preview || state.key === null
        ? builder.messages.previewRequired
        : state.key !== key
          ? builder.messages.previewStale
          : undefined,
    previewId: state.preview?.previewId ?? null,
  };
}
