import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphQLErrorOf } from '../../../apollo/errors.ts';
import { access } from '../../../i18n/access.ts';
import { showError, showSuccess } from '../../../ui/toaster.ts';
import type { RequestDecision } from '../components/RequestActionDialog.tsx';
import {
  APPROVE_ACCESS_REQUEST,
  APPROVE_ACCESS_REQUESTS,
  APPROVE_TABLE_REQUEST,
  DECLINE_ACCESS_REQUEST,
  DECLINE_ACCESS_REQUESTS,
  DECLINE_TABLE_REQUEST,
  UPDATE_ACCESS_REQUEST,
  UPDATE_TABLE_REQUEST,
} from '../graphql.ts';

const m = access.requests.messages;
const options = { context: { quietErrors: true }, refetchQueries: ['AccessRequests', 'TableAccessRequests'] };

/** Success and failure toasts of each decision (§8 verbatim; massive ones count the rows). */
const TOASTS: Record<RequestDecision, { ok: (n: number) => string; failed: string }> = {
  approve: { ok: () => m.approved, failed: m.approveFailed },
  decline: { ok: () => m.declined, failed: m.declineFailed },
  update: { ok: () => m.updated, failed: m.updateFailed },
  massApprove: { ok: m.massApproved, failed: m.massApproveFailed },
  massDecline: { ok: m.massDeclined, failed: m.massDeclineFailed },
};

/**
 * Runs a decision on segment access requests (one or several) or on a table request, with the spec's
 * toast; a refusal adds the service's reason (e.g. the request is no longer pending). Answers
 * whether it went through.
 */
export function useRequestDecision() {
  const [approve, a] = useMutation(APPROVE_ACCESS_REQUEST, options);
  const [decline, d] = useMutation(DECLINE_ACCESS_REQUEST, options);
  const [update, u] = useMutation(UPDATE_ACCESS_REQUEST, options);
  const [approveMany, am] = useMutation(APPROVE_ACCESS_REQUESTS, options);
  const [declineMany, dm] = useMutation(DECLINE_ACCESS_REQUESTS, options);
  const [approveTable, at] = useMutation(APPROVE_TABLE_REQUEST, options);
  const [declineTable, dt] = useMutation(DECLINE_TABLE_REQUEST, options);
  const [updateTable, ut] = useMutation(UPDATE_TABLE_REQUEST, options);

  const run = useCallback(
    async (
      kind: RequestDecision,
      ids: readonly string[],
      untilDate: string | null,
      target: 'segment' | 'table' = 'segment',
    ): Promise<boolean> => {
      const id = ids[0] ?? '';
      const until = untilDate ?? '';
      try {
        if (target === 'table') {
          if (kind === 'approve') await approveTable({ variables: { id, untilDate: until } });
          else if (kind === 'decline') await declineTable({ variables: { id } });
          else if (kind === 'update') await updateTable({ variables: { id, untilDate: until } });
        } else if (kind === 'approve') await approve({ variables: { id, untilDate: until } });
        else if (kind === 'decline') await decline({ variables: { id } });
        else if (kind === 'update') await update({ variables: { id, untilDate: until } });
        else if (kind === 'massApprove') await approveMany({ variables: { ids: [...ids], untilDate: until } });
        else await declineMany({ variables: { ids: [...ids] } });
        showSuccess(TOASTS[kind].ok(ids.length));
        return true;
      } catch (error) {
        const coded = graphQLErrorOf(error);
        if (!coded) return false;
        showError(coded.message && coded.message !== TOASTS[kind].failed ? `${TOASTS[kind].failed} ${coded.message}` : TOASTS[kind].failed);
        return false;
      }
    },
    [approve, decline, update, approveMany, declineMany, approveTable, declineTable, updateTable],
  );
  const running = [a, d, u, am, dm, at, dt, ut].some((s) => s.loading);
  return { run, running };
}
