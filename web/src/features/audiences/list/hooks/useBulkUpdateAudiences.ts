import { useMutation } from '@apollo/client/react';
import { graphQLErrorOf } from '../../../../apollo/errors.ts';
import { audiences } from '../../../../i18n/audiences.ts';
import { showError, showSuccess } from '../../../../ui/toaster.ts';
import { bulkUpdateVariables, type BulkUpdateForm } from '../bulkUpdate.ts';
import { BULK_UPDATE_AUDIENCES } from '../graphql.ts';

const t = audiences.list.bulk;

/**
 * Sets end date, frequency and update day of the chosen audiences and refreshes the list. A rule the
 * service refuses comes back with its Spanish message; anything else is the §8 failure toast.
 */
export function useBulkUpdateAudiences() {
  const [mutate, { loading }] = useMutation(BULK_UPDATE_AUDIENCES, { context: { quietErrors: true }, refetchQueries: ['AudienceList'], awaitRefetchQueries: true });

  async function update(ids: readonly string[], form: BulkUpdateForm): Promise<{ ok: true } | { ok: false; message?: string }> {
    try {
      const result = await mutate({ variables: { input: bulkUpdateVariables(ids, form) } });
      showSuccess(t.done(result.data?.bulkUpdateAudiences.updatedCount ?? ids.length));
      return { ok: true };
    } catch (error) {
      const coded = graphQLErrorOf(error);
      if (coded?.code === 'BAD_USER_INPUT' || coded?.code === 'FORBIDDEN') return { ok: false, message: coded.message };
      showError(t.failed);
      return { ok: false };
    }
  }

  return { update, updating: loading };
}
