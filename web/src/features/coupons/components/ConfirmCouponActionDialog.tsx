import { Button, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { coupons } from '../../../i18n/coupons.ts';
import type { CouponActionKind } from './couponActions.ts';

const t = coupons.list.confirm;

type Props = {
  kind: CouponActionKind;
  name: string;
  running: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before any row action runs (§2.6): the question names the action, the campaign is shown below it. */
export function ConfirmCouponActionDialog({ kind, name, running, onConfirm, onClose }: Props) {
  const texts = t[kind];
  const danger = kind === 'delete' || kind === 'deactivate';
  return (
    <Dialog isOpen onClose={running ? undefined : onClose} title={texts.title} icon={danger ? 'warning-sign' : 'info-sign'} style={{ width: 480 }}>
      <DialogBody>
        <p>{texts.question}</p>
        <p className="bp6-text-muted" data-testid="confirm-coupon-name">
          {name}
        </p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t.cancel} onClick={onClose} disabled={running} />
            <Button intent={danger ? Intent.DANGER : Intent.PRIMARY} text={texts.confirm} loading={running} onClick={onConfirm} data-testid="confirm-coupon-action" />
          </>
        }
      />
    </Dialog>
  );
}
