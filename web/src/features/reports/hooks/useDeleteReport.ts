import { useApolloClient, useMutation } from '@apollo/client/react';
import { graphQLErrorOf } from '../../../apollo/errors.ts';
import { reports } from '../../../i18n/reports.ts';
import { showError, showSuccess } from '../../../ui/toaster.ts';
import { DELETE_REPORT } from '../graphql.ts';

const t = reports.management;

/** Deletes a report with the spec's toast; the list reloads either way, so a report someone else removed disappears too. */
export function useDeleteReport() {
  const client = useApolloClient();
  const [mutate, { loading }] = useMutation(DELETE_REPORT);

  async function deleteReport(id: string): Promise<boolean> {
    let deleted = false;
    try {
      await mutate({ variables: { id } });
      showSuccess(t.deleted);
      deleted = true;
    } catch (error) {
      showError(graphQLErrorOf(error)?.message ?? t.errorDetail);
    }
    await client.refetchQueries({ include: ['ReportList'] });
    return deleted;
  }

  return { deleteReport, deleting: loading };
}
