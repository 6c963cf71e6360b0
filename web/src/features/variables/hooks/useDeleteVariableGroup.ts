import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphQLErrorOf } from '../../../apollo/errors.ts';
import { variables as t } from '../../../i18n/variables.ts';
import { showError, showSuccess } from '../../../ui/toaster.ts';
import { DELETE_VARIABLE_GROUP } from '../graphql/index.ts';

/** Deletes a variable group (§2.5): groupDeleted once the list has reloaded, else the service's reason. */
export function useDeleteVariableGroup() {
  const [mutate, { loading }] = useMutation(DELETE_VARIABLE_GROUP, {
    context: { quietErrors: true },
    refetchQueries: ['VariableGroups'],
    awaitRefetchQueries: true,
  });
  const remove = useCallback(
    async (id: string) => {
      try {
        await mutate({ variables: { id } });
        showSuccess(t.messages.groupDeleted);
      } catch (error) {
        showError(graphQLErrorOf(error)?.message || t.messages.unexpected_error);
      }
    },
    [mutate],
  );
  return { remove, removing: loading };
}
