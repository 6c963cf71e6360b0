import { useCallback, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import type { CrossTableInput, PreviewFieldsFragment } from '../../../__generated__/graphql.ts';
import { graphQLErrorOf } from '../../../apollo/errors.ts';
import { builder } from '../../../i18n/builder.ts';
import { access } from '../../../i18n/access.ts';
import { PREVIEW_CROSS_TABLE } from '../graphql.ts';

type State = { preview: PreviewFieldsFragment | null; key: string | null; stored: boolean };
const EMPTY: State = { preview: null, key: null, stored: false };

/**
 * The preview of a cross-table segment: runs it, remembers which table or group it belongs to (its
 * key) and empties it when refused. The service's message is shown as it comes (expired access,
 * missing table…); a failure without one reads 'Error' (§8).
 */
export function usePreviewCrossTable() {
  const [state, setState] = useState<State>(EMPTY);
  const [mutate, { loading }] = useMutation(PREVIEW_CROSS_TABLE, { context: { quietErrors: true } });

  const run = useCallback(
    async (input: CrossTableInput, key: string): Promise<string | undefined> => {
      setState(EMPTY);
      try {
        const result = await mutate({ variables: { input } });
        setState({ preview: result.data?.previewCrossTable ?? null, key, stored: false });
        return undefined;
      } catch (error) {
        return graphQLErrorOf(error)?.message ?? access.crossTable.previewFailed;
      }
    },
    [mutate],
  );
  const showStored = useCallback((preview: PreviewFieldsFragment | null) => setState({ preview, key: null, stored: preview !== null }), []);
  const clear = useCallback(() => setState(EMPTY), []);

  return {
    preview: state.preview,
    stored: state.stored,
    running: loading,
    run,
    showStored,
    clear,
    isStale: (key: string) => state.preview !== null && state.key !== null && state.key !== key,
    saveBlocker: (key: string): string | undefined =>
      !state.preview || state.key === null ? builder.messages.previewRequired : state.key !== key ? builder.messages.previewStale : undefined,
    previewId: state.preview?.previewId ?? null,
  };
}
