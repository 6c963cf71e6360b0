import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphQLErrorOf } from '../../../apollo/errors.ts';
import { variables as t } from '../../../i18n/variables.ts';
import { showError, showSuccess } from '../../../ui/toaster.ts';
import { DELETE_VARIABLE } from '../graphql/index.ts';

/** Deletes a variable (§2.5): confirm_delete_message, or the service's reason (delete_error when it gives none); the grid reloads. */
export function useDeleteVariable() {
  const [mutate, { loading }] = useMutation(DELETE_VARIABLE, {
    context: { quietErrors: true },
    refetchQueries: ['VariablesPage'],
    awaitRefetchQueries: true,
  });
  const remove = useCallback(
    async (id: string): Promise<boolean> => {
      try {
        await mutate({ variables: { id } });
        showSuccess(t.messages.confirm_delete_message);
        return true;
      } catch (error) {
        showError(graphQLErrorOf(error)?.message || t.messages.delete_error);
        return false;
      }
    },
    [mutate],
  );
  return { remove, removing: loading };
}
