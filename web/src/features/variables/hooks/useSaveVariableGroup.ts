import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import type { VariableGroupInput } from '../../../__generated__/graphql.ts';
import { useTracking } from '../../../analytics/useTracking.ts';
import { graphQLErrorOf } from '../../../apollo/errors.ts';
import { variables as t } from '../../../i18n/variables.ts';
import { showError, showSuccess } from '../../../ui/toaster.ts';
import { CREATE_VARIABLE_GROUP, UPDATE_VARIABLE_GROUP } from '../graphql/index.ts';

/** Creates (id '0') or updates a variable group (§2.5): groupSaved, else the service's reason. Answers whether it was saved. */
export function useSaveVariableGroup(groupId: string) {
  const isNew = groupId === '0';
  const options = { context: { quietErrors: true }, refetchQueries: ['VariableGroups'] };
  const [create, creating] = useMutation(CREATE_VARIABLE_GROUP, options);
  const [update, updating] = useMutation(UPDATE_VARIABLE_GROUP, options);
  const track = useTracking();
  const save = useCallback(
    async (input: VariableGroupInput): Promise<boolean> => {
      try {
        const saved = isNew
          ? (await create({ variables: { input } })).data?.createVariableGroup.id
          : (await update({ variables: { id: groupId, input } })).data?.updateVariableGroup.id;
        track('variable_group_save', {
          variable_group_id: saved ?? groupId,
          mode: isNew ? 'create' : 'edit',
          variables: input.variableIds.length,
        });
        showSuccess(t.messages.groupSaved);
        return true;
      } catch (error) {
        showError(graphQLErrorOf(error)?.message || t.messages.unexpected_error);
        return false;
      }
    },
    [create, update, track, isNew, groupId],
  );
  return { save, saving: creating.loading || updating.loading };
}
