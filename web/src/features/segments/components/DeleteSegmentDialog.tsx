import { Button, Callout, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { Link } from 'react-router';
import { segments as t } from '../../../i18n/segments.ts';
import { pathTo } from '../../../navigation/routes.ts';
import { useDeleteSegment } from '../hooks/useDeleteSegment.ts';

type Props = { segment: { code: string; name: string }; onClose: () => void };

/**
 * Confirms a delete. When the service refuses it (a merge segment or an audience uses the segment),
 * the dialog stays open with the reason; the merges the viewer may open are links to their view.
 */
export function DeleteSegmentDialog({ segment, onClose }: Props) {
  const { deleteSegment, deleting, refusal } = useDeleteSegment();

  async function confirm() {
    if (await deleteSegment(segment.code)) onClose();
  }

  return (
    <Dialog isOpen onClose={onClose} title={t.delete.title} icon="trash" style={{ width: 520 }}>
      <DialogBody>
        {refusal ? (
          <Callout intent={Intent.DANGER} role="alert" data-testid="delete-refusal">
            <p>{refusal.message}</p>
            {refusal.merges.length > 0 && (
              <>
                <p className="inca-gap-top">{t.delete.usedByMerges}</p>
                <ul className="inca-refusal" aria-label={t.delete.usedByMerges}>
                  {refusal.merges.map((m) => (
                    <li key={m.code}>{m.viewable ? <Link to={pathTo('view_merge_segment', { code: m.code })}>{m.name}</Link> : m.name}</li>
                  ))}
                </ul>
              </>
            )}
          </Callout>
        ) : (
          <>
            <p>{t.delete.question}</p>
            <p className="bp6-text-muted">{segment.name}</p>
          </>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          refusal ? (
            <Button text={t.delete.close} onClick={onClose} />
          ) : (
            <>
              <Button text={t.delete.cancel} onClick={onClose} disabled={deleting} />
              <Button intent={Intent.DANGER} icon="trash" text={t.delete.confirm} loading={deleting} onClick={() => void confirm()} />
            </>
          )
        }
      />
    </Dialog>
  );
}
