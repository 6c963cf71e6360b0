import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import type { VariableRowInput } from '../../../__generated__/graphql.ts';
import { useTracking } from '../../../analytics/useTracking.ts';
import { graphQLErrorOf } from '../../../apollo/errors.ts';
import { variables as t } from '../../../i18n/variables.ts';
import { showError, showSuccess } from '../../../ui/toaster.ts';
import { SAVE_VARIABLE_ROW } from '../graphql/index.ts';

/** The grid's inline save of one row (§2.5): type, required and object; a type is needed (typeRequired). */
export function useSaveVariableRow(id: string, code: string) {
  const [mutate, { loading }] = useMutation(SAVE_VARIABLE_ROW, { context: { quietErrors: true }, refetchQueries: ['VariablesPage'] });
  const track = useTracking();
  const save = useCallback(
    async (input: VariableRowInput) => {
      if (input.typeId === '') return showError(t.messages.typeRequired);
      try {
        await mutate({ variables: { id, input } });
        track('variable_save', { variable_code: code, section: 'row' });
        showSuccess(t.list.rowSaved);
      } catch (error) {
        showError(graphQLErrorOf(error)?.message || t.messages.unexpected_error);
      }
    },
    [mutate, track, id, code],
  );
  return { save, saving: loading };
}
