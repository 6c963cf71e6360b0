import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import type { SaveCrossTableInput } from '../../../__generated__/graphql.ts';
import { pushEvent } from '../../../analytics/tracking.ts';
import { graphQLErrorOf } from '../../../apollo/errors.ts';
import { builder } from '../../../i18n/builder.ts';
import { showError, showSuccess } from '../../../ui/toaster.ts';
import type { BuilderMode } from '../../builder/hooks/builderMode.ts';
import { CREATE_CROSS_TABLE, UPDATE_CROSS_TABLE } from '../graphql.ts';

const USER_ERRORS = new Set(['BAD_USER_INPUT', 'CONFLICT', 'FORBIDDEN']);

export type SaveOutcome = { saved: { code: string; name: string } } | { problem?: string };

/**
 * Creates or updates a cross-table or sandbox segment: '¡El segmento se ha guardado correctamente!'
 * or 'No se pudo guardar el segmento.' with the service's reason (e.g. the expired access) beside
 * the summary; a network failure shows nothing (§8).
 */
export function useSaveCrossTable(mode: BuilderMode, code: string | undefined, email: string) {
  const options = { context: { quietErrors: true }, refetchQueries: ['SegmentList'] };
  const [create, creating] = useMutation(CREATE_CROSS_TABLE, options);
  const [update, updating] = useMutation(UPDATE_CROSS_TABLE, options);

  const save = useCallback(
    async (input: SaveCrossTableInput): Promise<SaveOutcome> => {
      try {
        const saved =
          mode === 'edit' && code
            ? (await update({ variables: { code, input } })).data?.updateCrossTableSegment
            : (await create({ variables: { input } })).data?.createCrossTableSegment;
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
