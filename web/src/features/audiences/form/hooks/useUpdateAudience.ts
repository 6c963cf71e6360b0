import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import type { UpdateAudienceInput } from '../../../../__generated__/graphql.ts';
import { graphQLErrorOf } from '../../../../apollo/errors.ts';
import { audiences } from '../../../../i18n/audiences.ts';
import { showError, showSuccess } from '../../../../ui/toaster.ts';
import { UPDATE_AUDIENCE } from '../graphql.ts';

const m = audiences.form.messages;

/**
 * Saves an edited audience: 'La audiencia se actualizó correctamente' / 'No se pudo actualizar la
 * audiencia' (§8), with the service's reason beside the form when it gives one.
 */
export function useUpdateAudience(id: string | undefined) {
  const [mutate, { loading }] = useMutation(UPDATE_AUDIENCE, { context: { quietErrors: true }, refetchQueries: ['AudienceList'] });
  const update = useCallback(
    async (input: UpdateAudienceInput): Promise<{ saved: boolean; problem?: string }> => {
      if (!id) return { saved: false };
      try {
        const saved = (await mutate({ variables: { id, input } })).data?.updateAudience;
        if (!saved) return { saved: false };
        showSuccess(m.updated);
        return { saved: true };
      } catch (error) {
        const coded = graphQLErrorOf(error);
        showError(m.updateFailed);
        return { saved: false, problem: coded?.message };
      }
    },
    [id, mutate],
  );
  return { update, updating: loading };
}
