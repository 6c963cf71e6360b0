import { Suspense, lazy, useState } from 'react';
import { Button, Classes, Dialog, DialogBody, DialogFooter, Spinner } from '@blueprintjs/core';
import type { AudienceImageCard_ImageFragment } from '../../../__generated__/graphql.ts';
import { images } from '../../../i18n/images.ts';
import { formatDateTime } from '../../../ui/format.ts';
import { useDownloadImage } from '../hooks/useDownloadImage.ts';

// konva is heavy: the designer is its own chunk, fetched when first opened.
const ImageDesigner = lazy(() => import('../designer/ImageDesigner.tsx').then((m) => ({ default: m.ImageDesigner })));

const t = images;

type Props = {
  image: AudienceImageCard_ImageFragment;
  onClose: () => void;
  onSaveDesign: (jpeg: Blob) => Promise<boolean>;
};

/** §2.8 image viewer: the image, its download, and the designer. */
export function ImageViewerDialog({ image, onClose, onSaveDesign }: Props) {
  const [designing, setDesigning] = useState(false);
  const { download, downloading } = useDownloadImage();
  return (
    <Dialog isOpen title={designing ? t.designer.title : t.viewerTitle} onClose={onClose} style={{ width: designing ? 880 : 640 }}>
      <DialogBody>
        {designing ? (
          <Suspense fallback={<Spinner aria-label={t.designer.loading} />}>
            <ImageDesigner src={image.url} onSave={onSaveDesign} />
          </Suspense>
        ) : (
          <>
            <img className="inca-images-viewer" src={image.url} alt={t.imageAlt(image.description)} />
            <p className={Classes.TEXT_MUTED}>{image.description}</p>
            <p className={Classes.TEXT_MUTED}>{t.createdBy(image.createdBy, formatDateTime(image.createdAt))}</p>
          </>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          designing ? (
            <Button icon="chevron-left" text={t.designer.back} onClick={() => setDesigning(false)} />
          ) : (
            <>
              <Button icon="download" text={t.download} loading={downloading} onClick={() => void download(image)} />
              <Button icon="edit" intent="primary" text={t.design} onClick={() => setDesigning(true)} />
            </>
          )
        }
      />
    </Dialog>
  );
}
