import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { audiences } from '../../../../i18n/audiences.ts';
import { showError, showSuccess } from '../../../../ui/toaster.ts';
import type { ConfirmedActionKind } from '../components/rowActions.ts';
import { DELETE_AUDIENCE, RESEND_AUDIENCE, SET_AUDIENCE_ENABLED, UPDATE_AUDIENCE_FREQUENCY } from '../graphql.ts';

const t = audiences.list.toasts;

const TOASTS: Record<ConfirmedActionKind, { done: string; failed: string }> = {
  delete: { done: t.deleteDone, failed: t.deleteFailed },
  activate: { done: t.activateDone, failed: t.activateFailed },
  deactivate: { done: t.deactivateDone, failed: t.deactivateFailed },
  resend: { done: t.resendDone, failed: t.resendFailed },
  updateFrequency: { done: t.updateFrequencyDone, failed: t.updateFrequencyFailed },
};

const options = { context: { quietErrors: true }, refetchQueries: ['AudienceList'], awaitRefetchQueries: true };

/**
 * Runs a confirmed row action (delete, activate, deactivate, resend, frequency update), refreshes the
 * list and says how it went in a toast (§8). Answers whether it succeeded.
 */
export function useAudienceAction() {
  const [remove] = useMutation(DELETE_AUDIENCE, options);
  const [setEnabled] = useMutation(SET_AUDIENCE_ENABLED, options);
  const [resend] = useMutation(RESEND_AUDIENCE, options);
  const [updateFrequency] = useMutation(UPDATE_AUDIENCE_FREQUENCY, options);
  const [running, setRunning] = useState(false);

  async function run(kind: ConfirmedActionKind, id: string): Promise<boolean> {
    setRunning(true);
    try {
      if (kind === 'delete') await remove({ variables: { id } });
      else if (kind === 'activate' || kind === 'deactivate') await setEnabled({ variables: { id, enabled: kind === 'activate' } });
      else if (kind === 'resend') await resend({ variables: { id } });
      else await updateFrequency({ variables: { id } });
      showSuccess(TOASTS[kind].done);
      return true;
    } catch {
      showError(TOASTS[kind].failed);
      return false;
    } finally {
      setRunning(false);
    }
  }

  return { run, running };
}
