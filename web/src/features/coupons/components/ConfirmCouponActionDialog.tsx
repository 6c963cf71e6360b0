import { coupons } from '../../../i18n/coupons.ts';
import { ConfirmActionDialog } from '../../../ui/ConfirmActionDialog.tsx';
import type { CouponActionKind } from './couponActions.ts';

const t = coupons.list.confirm;

type Props = { kind: CouponActionKind; name: string; running: boolean; onConfirm: () => void; onClose: () => void };

/** Asks before any row action runs (§2.6): the question names the action, the campaign is shown below it. */
export function ConfirmCouponActionDialog({ kind, name, ...rest }: Props) {
  return (
    <ConfirmActionDialog
      texts={t[kind]}
      cancel={t.cancel}
      subject={name}
      danger={kind === 'delete' || kind === 'deactivate'}
      testId="confirm-coupon"
      {...rest}
    />
  );
}
