import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import type { VariableObjectInput } from '../../../__generated__/graphql.ts';
import { useTracking } from '../../../analytics/useTracking.ts';
import { graphQLErrorOf } from '../../../apollo/errors.ts';
import { variables as t } from '../../../i18n/variables.ts';
import { showError, showSuccess } from '../../../ui/toaster.ts';
import { SAVE_VARIABLE_OBJECT } from '../graphql/index.ts';

/** Saves a variable's object association (§2.5) once the grid has reloaded; the service's reason, or error_processing, when refused. */
export function useSaveVariableObject(id: string, code: string) {
  const [mutate, { loading }] = useMutation(SAVE_VARIABLE_OBJECT, {
    context: { quietErrors: true },
    refetchQueries: ['VariablesPage'],
    awaitRefetchQueries: true,
  });
  const track = useTracking();
  const save = useCallback(
    async (input: VariableObjectInput): Promise<boolean> => {
      try {
        await mutate({ variables: { id, input } });
        track('variable_save', { variable_code: code, section: 'object' });
        showSuccess(t.object.saved);
        return true;
      } catch (error) {
        showError(graphQLErrorOf(error)?.message || t.messages.error_processing);
        return false;
      }
    },
    [mutate, track, id, code],
  );
  return { save, saving: loading };
}
