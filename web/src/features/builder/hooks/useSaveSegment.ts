import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import type { SaveSegmentInput } from '../../../__generated__/graphql.ts';
import { pushEvent } from '../../../analytics/tracking.ts';
import { graphQLErrorOf } from '../../../apollo/errors.ts';
import { builder } from '../../../i18n/builder.ts';
import { showError, showSuccess } from '../../../ui/toaster.ts';
import { CREATE_SEGMENT, UPDATE_SEGMENT } from '../graphql.ts';
import type { BuilderMode } from './builderMode.ts';

/** Reasons the service gives that the user can act on; shown beside the summary. */
const USER_ERRORS = new Set(['BAD_USER_INPUT', 'CONFLICT', 'FORBIDDEN']);

export type SaveOutcome = { saved: { code: string; name: string } } | { problem?: string };

/**
 * Creates or updates a segment (attributes or merge). Success: '¡El segmento se ha guardado
 * correctamente!'; failure: 'No se pudo guardar el segmento.' with the service's reason, when it
 * gives one, beside the summary; a network failure shows nothing (§8).
 */
export function useSaveSegment(mode: BuilderMode, code: string | undefined, email: string) {
  const options = { context: { quietErrors: true }, refetchQueries: ['SegmentList'] };
  const [create, creating] = useMutation(CREATE_SEGMENT, options);
  const [update, updating] = useMutation(UPDATE_SEGMENT, options);

  const save = useCallback(
    async (input: SaveSegmentInput): Promise<SaveOutcome> => {
      try {
        const saved =
          mode === 'edit' && code
            ? (await update({ variables: { code, input } })).data?.updateSegment
            : (await create({ variables: { input } })).data?.createSegment;
        if (!saved) return {};
        void pushEvent('segment_save', email, { segment_code: saved.code, mode });
        showSuccess(builder.messages.saved);
        return { saved };
      } catch (error) {
        const coded = graphQLErrorOf(error);
        if (!coded) return {};
        showError(builder.messages.saveFailed);
        return { problem: coded.code && USER_ERRORS.has(coded.code) ? coded.message : undefined };
      }
    },
    [mode, code, email, create, update],
  );
  return { save, saving: creating.loading || updating.loading };
}
