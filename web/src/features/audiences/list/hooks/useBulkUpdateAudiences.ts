import { useMutation } from '@apollo/client/react';
import { audiences } from '../../../../i18n/audiences.ts';
import { showError, showSuccess } from '../../../../ui/toaster.ts';
import { bulkUpdateVariables, type BulkUpdateForm } from '../bulkUpdate.ts';
import { BULK_UPDATE_AUDIENCES } from '../graphql.ts';

const t = audiences.list.bulk;

/**
 * Sets end date, frequency and update day of the chosen audiences and refreshes the list; a refusal
 * of any kind is the §8 failure toast.
 */
export function useBulkUpdateAudiences() {
  const [mutate, { loading }] = useMutation(BULK_UPDATE_AUDIENCES, {
    context: { quietErrors: true },
    refetchQueries: ['AudienceList'],
    awaitRefetchQueries: true,
  });

  async function update(ids: readonly string[], form: BulkUpdateForm): Promise<{ ok: boolean }> {
    try {
      const result = await mutate({ variables: { input: bulkUpdateVariables(ids, form) } });
      showSuccess(t.done(result.data?.bulkUpdateAudiences.updatedCount ?? ids.length));
      return { ok: true };
    } catch {
      // The dialog checks the §5 rules itself: whatever the service still refuses is the §8 failure.
      showError(t.failed);
      return { ok: false };
    }
  }

  return { update, updating: loading };
}
