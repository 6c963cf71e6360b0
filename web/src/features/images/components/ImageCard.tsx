import { Button, Card } from '@blueprintjs/core';
import type { AudienceImageCard_ImageFragment } from '../../../__generated__/graphql.ts';
import { images } from '../../../i18n/images.ts';
import { useDownloadImage } from '../hooks/useDownloadImage.ts';

const t = images;

type Props = {
  image: AudienceImageCard_ImageFragment;
  onView: (image: AudienceImageCard_ImageFragment) => void;
  onDelete: (image: AudienceImageCard_ImageFragment) => void;
};

/** One image of the gallery with its actions: view, download, delete (§2.8). */
export function ImageCard({ image, onView, onDelete }: Props) {
  const { download, downloading } = useDownloadImage();
  return (
    <Card className="inca-images-card" data-testid="gallery-image">
      <button type="button" className="inca-plain-button" onClick={() => onView(image)} aria-label={t.view}>
        <img className="inca-images-thumb" src={image.url} alt={t.imageAlt(image.description)} loading="lazy" />
      </button>
      <div className="inca-images-card-caption bp6-text-muted" title={image.description}>
        {image.description}
      </div>
      <div className="inca-images-card-actions">
        <Button small icon="eye-open" text={t.view} onClick={() => onView(image)} />
        <Button small icon="download" text={t.download} loading={downloading} onClick={() => void download(image)} />
        <Button small icon="trash" intent="danger" text={t.delete} onClick={() => onDelete(image)} />
      </div>
    </Card>
  );
}
