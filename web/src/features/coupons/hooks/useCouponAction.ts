import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { coupons } from '../../../i18n/coupons.ts';
import { showError, showSuccess } from '../../../ui/toaster.ts';
import type { CouponActionKind } from '../components/couponActions.ts';
import {
  DELETE_COUPON_AUDIENCE,
  RESEND_COUPON_CAMPAIGN,
  SET_COUPON_AUDIENCE_ENABLED,
  UPDATE_COUPON_AUDIENCE_FREQUENCY,
} from '../graphql.ts';

const t = coupons.list.toasts;
export type RunnableCouponAction = Exclude<CouponActionKind, 'view' | 'edit'>;

/** §8 toasts, verbatim. */
export const COUPON_TOASTS: Record<RunnableCouponAction, { done: string; failed: string }> = {
  delete: { done: t.deleteDone, failed: t.deleteFailed },
  activate: { done: t.activateDone, failed: t.activateFailed },
  deactivate: { done: t.deactivateDone, failed: t.deactivateFailed },
  resend: { done: t.resendDone, failed: t.resendFailed },
  updateFrequency: { done: t.updateFrequencyDone, failed: t.updateFrequencyFailed },
};

const options = { context: { quietErrors: true }, refetchQueries: ['CouponList'], awaitRefetchQueries: true };

/**
 * Runs a confirmed action: resend on the campaign; delete, activation and frequency update on its
 * Talon.One audience (by the audience id). Refreshes the list, toasts the outcome; answers whether it worked.
 */
export function useCouponAction() {
  const [remove] = useMutation(DELETE_COUPON_AUDIENCE, options);
  const [setEnabled] = useMutation(SET_COUPON_AUDIENCE_ENABLED, options);
  const [resend] = useMutation(RESEND_COUPON_CAMPAIGN, options);
  const [updateFrequency] = useMutation(UPDATE_COUPON_AUDIENCE_FREQUENCY, options);
  const [running, setRunning] = useState(false);

  async function run(kind: RunnableCouponAction, campaignId: string, audienceId: string): Promise<boolean> {
    setRunning(true);
    try {
      if (kind === 'delete') await remove({ variables: { id: audienceId } });
      else if (kind === 'activate' || kind === 'deactivate')
        await setEnabled({ variables: { id: audienceId, enabled: kind === 'activate' } });
      else if (kind === 'resend') await resend({ variables: { id: campaignId } });
      else await updateFrequency({ variables: { id: audienceId } });
      showSuccess(COUPON_TOASTS[kind].done);
      return true;
    } catch {
      showError(COUPON_TOASTS[kind].failed);
      return false;
    } finally {
      setRunning(false);
    }
  }

  return { run, running };
}
