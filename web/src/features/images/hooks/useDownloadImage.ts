import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../__generated__/gql.ts';
import { graphQLErrorOf } from '../../../apollo/errors.ts';
import { images as t } from '../../../i18n/images.ts';
import { downloadSignedFile, FileLinkError } from '../../../ui/files.ts';
import { showError } from '../../../ui/toaster.ts';

export const AUDIENCE_IMAGE_DOWNLOAD_LINK = graphql(`
  mutation AudienceImageDownloadLink($imageId: ID!) {
    audienceImageDownloadLink(imageId: $imageId) {
      url
    }
  }
`);

/** Downloads an image as a file (imagen_<audience>_<id>.<ext>) through a signed link; `downloading` while it runs. */
export function useDownloadImage() {
  const [link] = useMutation(AUDIENCE_IMAGE_DOWNLOAD_LINK, { context: { quietErrors: true } });
  const [downloading, setDownloading] = useState(false);

  async function download(image: { id: string; audienceId: string }): Promise<boolean> {
    setDownloading(true);
    try {
      const { data } = await link({ variables: { imageId: image.id } });
      if (!data) throw new Error('no link');
      await downloadSignedFile(data.audienceImageDownloadLink.url, `imagen_${image.audienceId}_${image.id}`);
      return true;
    } catch (error) {
      const refusal = error instanceof FileLinkError && error.fromService ? error.message : graphQLErrorOf(error)?.message;
      showError(refusal || t.downloadFailed);
      return false;
    } finally {
      setDownloading(false);
    }
  }

  return { download, downloading };
}
