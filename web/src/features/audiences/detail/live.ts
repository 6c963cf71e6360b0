/** A resend or frequency update leaves P_NOD until its run starts: the detail watches it this long after. */
export const JUST_ASKED_MS = 10 * 60_000;

/**
 * A run of the audience is under way, so the detail refreshes itself: sent or being processed at
 * the platform (P_ENV, P_ACT), a run still going or waiting for its match size, or a resend asked
 * for moments ago (P_NOD). A disabled audience never publishes.
 */
export function publishingUnderWay(
  a: { enabled: boolean; status: { code: string; date: string }; runs: readonly { status: string }[] },
  now = Date.now(),
): boolean {
  if (!a.enabled) return false;
  if (a.status.code === 'P_ENV' || a.status.code === 'P_ACT') return true;
  const last = a.runs[0]?.status;
  if (last === 'RUNNING' || last === 'SENT') return true;
  return a.status.code === 'P_NOD' && now - new Date(a.status.date).getTime() < JUST_ASKED_MS;
}
