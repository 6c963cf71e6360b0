import { Button, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';

export type ConfirmTexts = { title: string; question: string; confirm: string };

type Props = {
  /** The action's title, question and confirm button. */
  texts: ConfirmTexts;
  cancel: string;
  /** What the action is on (an audience's or campaign's name), shown under the question. */
  subject: string;
  /** A destructive action: warning icon and a red confirm button. */
  danger: boolean;
  running: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** data-testid prefix of the subject and confirm button (`<prefix>-name`, `<prefix>-action`). */
  testId: string;
};

/** Asks before a row action runs: the question names the action, what it acts on is shown below it; closed only when nothing is running. */
export function ConfirmActionDialog({ texts, cancel, subject, danger, running, onConfirm, onClose, testId }: Props) {
  return (
    <Dialog
      isOpen
      onClose={running ? undefined : onClose}
      title={texts.title}
      icon={danger ? 'warning-sign' : 'info-sign'}
      style={{ width: 480 }}
    >
      <DialogBody>
        <p>{texts.question}</p>
        <p className="bp6-text-muted" data-testid={`${testId}-name`}>
          {subject}
        </p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={cancel} onClick={onClose} disabled={running} />
            <Button
              intent={danger ? Intent.DANGER : Intent.PRIMARY}
              text={texts.confirm}
              loading={running}
              onClick={onConfirm}
              data-testid={`${testId}-action`}
            />
          </>
        }
      />
    </Dialog>
  );
}
