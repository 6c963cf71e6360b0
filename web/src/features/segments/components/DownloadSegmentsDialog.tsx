import { Button, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { segments as t } from '../../../i18n/segments.ts';

type Props = { onChoose: (withAudiences: boolean) => void; onClose: () => void };

/** Asks whether lista_segmentos.xlsx carries the audience data (§2.1). */
export function DownloadSegmentsDialog({ onChoose, onClose }: Props) {
  return (
    <Dialog isOpen onClose={onClose} title={t.download.title} icon="download">
      <DialogBody>
        <p>{t.download.question}</p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t.download.without} onClick={() => onChoose(false)} />
            <Button intent={Intent.PRIMARY} text={t.download.with} onClick={() => onChoose(true)} />
          </>
        }
      />
    </Dialog>
  );
}
