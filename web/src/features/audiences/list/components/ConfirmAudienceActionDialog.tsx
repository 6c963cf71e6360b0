import { audiences } from '../../../../i18n/audiences.ts';
import { ConfirmActionDialog } from '../../../../ui/ConfirmActionDialog.tsx';
import type { ConfirmedActionKind } from './rowActions.ts';

const t = audiences.list.confirm;

type Props = { kind: ConfirmedActionKind; audience: { name: string }; running: boolean; onConfirm: () => void; onClose: () => void };

/** Asks before a row action runs: the question names the action, the audience is shown below it. */
export function ConfirmAudienceActionDialog({ kind, audience, ...rest }: Props) {
  return (
    <ConfirmActionDialog
      texts={t[kind]}
      cancel={t.cancel}
      subject={audience.name}
      danger={kind === 'delete' || kind === 'deactivate'}
      testId="confirm-audience"
      {...rest}
    />
  );
}
