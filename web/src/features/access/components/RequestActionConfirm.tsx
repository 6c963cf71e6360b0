import { Button, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';

type Props = {
  title: string;
  question: string;
  confirm: string;
  cancel: string;
  running: boolean;
  danger?: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** A plain confirmation before a change is sent (§2.5: every action after confirmation). */
export function RequestActionConfirm({ title, question, confirm, cancel, running, danger = false, onConfirm, onClose }: Props) {
  return (
    <Dialog
      isOpen
      onClose={running ? undefined : onClose}
      title={title}
      icon={danger ? 'warning-sign' : 'info-sign'}
      style={{ width: 480 }}
    >
      <DialogBody>
        <p>{question}</p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={cancel} onClick={onClose} disabled={running} />
            <Button intent={danger ? Intent.DANGER : Intent.PRIMARY} text={confirm} loading={running} onClick={onConfirm} />
          </>
        }
      />
    </Dialog>
  );
}
