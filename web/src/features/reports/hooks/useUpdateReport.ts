import { useMutation } from '@apollo/client/react';
import type { ReportInput } from '../../../__generated__/graphql.ts';
import { UPDATE_REPORT } from '../graphql.ts';
import { reportSaved, type ReportSaveOutcome } from './reportSaved.ts';

/** Saves an edited report, says so in a toast and reloads the list (spec §2.8, §8). */
export function useUpdateReport() {
  const [mutate, { loading }] = useMutation(UPDATE_REPORT, { refetchQueries: ['ReportList'], awaitRefetchQueries: true });
  const updateReport = (id: string, input: ReportInput): Promise<ReportSaveOutcome> =>
    reportSaved(() => mutate({ variables: { id, input } }));
  return { updateReport, updating: loading };
}
