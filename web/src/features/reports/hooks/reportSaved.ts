import { graphQLErrorOf } from '../../../apollo/errors.ts';
import { reports } from '../../../i18n/reports.ts';
import { showError, showSuccess } from '../../../ui/toaster.ts';

/**
 * How a save ended: `saved`, `refused` (the service refused the input: the form stays open to
 * correct it) or `failed` (anything else: the form closes and the list reloads, spec §8).
 */
export type ReportSaveOutcome = 'saved' | 'refused' | 'failed';

const REFUSALS = new Set(['BAD_USER_INPUT', 'CONFLICT']);

/** Runs a create or an update with the management screen's toasts. */
export async function reportSaved(run: () => Promise<unknown>): Promise<ReportSaveOutcome> {
  try {
    await run();
    showSuccess(reports.management.saved);
    return 'saved';
  } catch (error) {
    const coded = graphQLErrorOf(error);
    showError(coded?.message ?? reports.management.errorDetail);
    return coded?.code && REFUSALS.has(coded.code) ? 'refused' : 'failed';
  }
}
