import { useMutation } from '@apollo/client/react';
import type { ReportInput } from '../../../__generated__/graphql.ts';
import { CREATE_REPORT } from '../graphql.ts';
import { reportSaved, type ReportSaveOutcome } from './reportSaved.ts';

/** Creates a report, says so in a toast and reloads the list (spec §2.8, §8). */
export function useCreateReport() {
  const [mutate, { loading }] = useMutation(CREATE_REPORT, { refetchQueries: ['ReportList'], awaitRefetchQueries: true });
  const createReport = (input: ReportInput): Promise<ReportSaveOutcome> => reportSaved(() => mutate({ variables: { input } }));
  return { createReport, creating: loading };
}
