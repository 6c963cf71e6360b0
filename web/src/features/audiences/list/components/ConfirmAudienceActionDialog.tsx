import { Button, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { audiences } from '../../../../i18n/audiences.ts';
import type { ConfirmedActionKind } from './rowActions.ts';

const t = audiences.list.confirm;

type Props = {
  kind: ConfirmedActionKind;
  audience: { name: string };
  running: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before a row action runs: the question names the action, the audience is shown below it. */
export function ConfirmAudienceActionDialog({ kind, audience, running, onConfirm, onClose }: Props) {
  const texts = t[kind];
  const danger = kind === 'delete' || kind === 'deactivate';
  return (
    <Dialog isOpen onClose={running ? undefined : onClose} title={texts.title} icon={danger ? 'warning-sign' : 'info-sign'} style={{ width: 480 }}>
      <DialogBody>
        <p>{texts.question}</p>
        <p className="bp6-text-muted" data-testid="confirm-audience-name">
          {audience.name}
        </p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t.cancel} onClick={onClose} disabled={running} />
            <Button intent={danger ? Intent.DANGER : Intent.PRIMARY} text={texts.confirm} loading={running} onClick={onConfirm} />
          </>
        }
      />
    </Dialog>
  );
}
