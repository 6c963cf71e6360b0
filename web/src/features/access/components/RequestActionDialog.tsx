import { useState } from 'react';
import { Button, Dialog, DialogBody, DialogFooter, FormGroup, Intent } from '@blueprintjs/core';
import { access } from '../../../i18n/access.ts';
import { DateField } from '../../../ui/DateField.tsx';
import { todayInSantiago } from '../dates.ts';

const t = access.requests.confirm;
const DATE_TEXTS = {
  placeholder: 'aaaa-mm-dd',
  invalidDate: 'Fecha no válida',
  outOfRange: 'Fecha fuera de rango',
  today: 'Hoy',
  clear: 'Borrar',
};

export type RequestDecision = 'approve' | 'decline' | 'update' | 'massApprove' | 'massDecline';

type Props = {
  kind: RequestDecision;
  /** The request the decision is about (single actions), shown in the question. */
  request?: { segment: string; company: string; untilDate?: string | null };
  /** A segment request (company and segment) or a table request (user and table). @default 'segment' */
  about?: 'segment' | 'table';
  /** How many requests a massive action covers. */
  count?: number;
  running: boolean;
  /** Runs the decision; approve and update carry the until date (yyyy-mm-dd). */
  onConfirm: (untilDate: string | null) => void;
  onClose: () => void;
};

/**
 * Asks before a request changes (§2.5: every action after confirmation). Approving, massive
 * approving and updating ask for the until date, which cannot be before today.
 */
export function RequestActionDialog({ kind, request, about = 'segment', count = 0, running, onConfirm, onClose }: Props) {
  const needsDate = kind === 'approve' || kind === 'update' || kind === 'massApprove';
  const today = todayInSantiago();
  const [until, setUntil] = useState(request?.untilDate?.slice(0, 10) ?? '');
  const [error, setError] = useState<string>();
  const danger = kind === 'decline' || kind === 'massDecline';
  const segment = request?.segment ?? '';
  const company = request?.company ?? '';
  const q = about === 'table' ? access.tableRequests : t;
  const texts: Record<RequestDecision, { title: string; question: string; confirm: string }> = {
    approve: { title: t.approveTitle, question: q.approveQuestion(segment, company), confirm: t.approve },
    decline: { title: t.declineTitle, question: q.declineQuestion(segment, company), confirm: t.decline },
    update: { title: t.updateTitle, question: q.updateQuestion(segment, company), confirm: t.update },
    massApprove: { title: t.massApproveTitle(count), question: t.massApproveQuestion, confirm: t.approve },
    massDecline: { title: t.massDeclineTitle(count), question: t.massDeclineQuestion, confirm: t.decline },
  };
  const text = texts[kind];

  function confirm() {
    if (needsDate && (!until || until < today)) return setError(t.untilRequired);
    setError(undefined);
    onConfirm(needsDate ? until : null);
  }

  return (
    <Dialog
      isOpen
      onClose={running ? undefined : onClose}
      title={text.title}
      icon={danger ? 'warning-sign' : 'info-sign'}
      style={{ width: 500 }}
    >
      <DialogBody>
        <p data-testid="request-question">{text.question}</p>
        {needsDate && (
          <FormGroup label={t.until} intent={error ? Intent.DANGER : Intent.NONE} helperText={error}>
            <DateField value={until} onChange={setUntil} label={t.until} texts={DATE_TEXTS} minDate={today} />
          </FormGroup>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t.cancel} onClick={onClose} disabled={running} />
            <Button intent={danger ? Intent.DANGER : Intent.PRIMARY} text={text.confirm} loading={running} onClick={confirm} />
          </>
        }
      />
    </Dialog>
  );
}
