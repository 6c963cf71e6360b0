import { useMutation } from '@apollo/client/react';
import type { CampaignFileInput } from '../../../__generated__/graphql.ts';
import { graphQLErrorOf } from '../../../apollo/errors.ts';
import { campaigns as t } from '../../../i18n/campaigns.ts';
import { downloadSignedFile, FileLinkError, refusalOf, uploadToSignedLink } from '../../../ui/files.ts';
import { showError, showSuccess } from '../../../ui/toaster.ts';
import { CAMPAIGN_FILE_LINK } from '../graphql/index.ts';

export { fileNameOf } from '../../../ui/files.ts';

async function errorMessage(response: Response): Promise<string> {
  return (await refusalOf(response)) ?? t.messages.error_proccessing;
}

/**
 * Campaign files through short-lived signed links (ui/files.ts): `download` asks the graph for a
 * link and saves the file; `upload` posts the file's bytes to an upload link and answers the
 * response (the rules upload answers its result file, 200 or 400).
 */
export function useCampaignFiles() {
  const [link] = useMutation(CAMPAIGN_FILE_LINK, { context: { quietErrors: true } });

  async function linkFor(input: CampaignFileInput): Promise<string> {
    const result = await link({ variables: { input } });
    const url = result.data?.campaignFileLink.url;
    if (!url) throw new Error(t.messages.error_proccessing);
    return url;
  }

  async function download(input: CampaignFileInput, fallbackName: string): Promise<boolean> {
    try {
      await downloadSignedFile(await linkFor(input), fallbackName);
      showSuccess(t.messages.confirm_download);
      return true;
    } catch (error) {
      if (error instanceof FileLinkError) showError(error.fromService ? error.message : t.messages.error_proccessing);
      else showError(graphQLErrorOf(error)?.message || t.messages.error_proccessing);
      return false;
    }
  }

  async function upload(input: CampaignFileInput, file: File): Promise<Response | undefined> {
    try {
      return await uploadToSignedLink(await linkFor({ ...input, fileName: file.name }), file);
    } catch (error) {
      showError(graphQLErrorOf(error)?.message || t.messages.error_proccessing);
      return undefined;
    }
  }

  return { download, upload, errorMessage };
}
