import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import type { VariableConfigInput } from '../../../__generated__/graphql.ts';
import { useTracking } from '../../../analytics/useTracking.ts';
import { graphQLErrorOf } from '../../../apollo/errors.ts';
import { variables as t } from '../../../i18n/variables.ts';
import { showError, showSuccess } from '../../../ui/toaster.ts';
import { UPDATE_VARIABLE } from '../graphql/index.ts';

/**
 * Saves the configuration modal (§2.5): variableUpdated once the grid has reloaded, else the service's
 * reason. Answers whether it was saved.
 */
export function useUpdateVariable(id: string) {
  const [mutate, { loading }] = useMutation(UPDATE_VARIABLE, {
    context: { quietErrors: true },
    refetchQueries: ['VariablesPage'],
    awaitRefetchQueries: true,
  });
  const track = useTracking();
  const update = useCallback(
    async (input: VariableConfigInput): Promise<boolean> => {
      try {
        await mutate({ variables: { id, input } });
        track('variable_save', { variable_code: input.code, section: 'configuration' });
        showSuccess(t.messages.variableUpdated);
        return true;
      } catch (error) {
        const coded = graphQLErrorOf(error);
        console.error(error);
        if (coded?.message) showError(coded.message);
        return false;
      }
    },
    [mutate, track, id],
  );
  return { update, updating: loading };
}
