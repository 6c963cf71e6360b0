import { useMutation } from '@apollo/client/react';
import type { CampaignFileInput } from '../../../__generated__/graphql.ts';
import { graphQLErrorOf } from '../../../apollo/errors.ts';
import { campaigns as t } from '../../../i18n/campaigns.ts';
import { saveBlob } from '../../../ui/saveFile.ts';
import { showError, showSuccess } from '../../../ui/toaster.ts';
import { CAMPAIGN_FILE_LINK } from '../graphql/index.ts';

/** The file name a Content-Disposition header gives, or the fallback. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const star = disposition?.match(/filename\*=UTF-8''([^;]+)/i);
  if (star?.[1]) return decodeURIComponent(star[1]);
  const plain = disposition?.match(/filename="?([^";]+)"?/i);
  return plain?.[1] ?? fallback;
}

async function errorMessage(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: string };
    return body.message ?? t.messages.error_proccessing;
  } catch {
    return t.messages.error_proccessing;
  }
}

/**
 * Campaign files through short-lived signed links (never base64 in GraphQL): `download` asks the
 * graph for a link and fetches it; `upload` posts the file's bytes to an upload link and answers the
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
      const response = await fetch(await linkFor(input));
      if (!response.ok) {
        showError(await errorMessage(response));
        return false;
      }
      saveBlob(await response.blob(), fileNameOf(response.headers.get('content-disposition'), fallbackName));
      showSuccess(t.messages.confirm_download);
      return true;
    } catch (error) {
      showError(graphQLErrorOf(error)?.message || t.messages.error_proccessing);
      return false;
    }
  }

  async function upload(input: CampaignFileInput, file: File): Promise<Response | undefined> {
    try {
      return await fetch(await linkFor({ ...input, fileName: file.name }), {
        method: 'POST',
        headers: { 'content-type': 'application/octet-stream' },
        body: file,
      });
    } catch (error) {
      showError(graphQLErrorOf(error)?.message || t.messages.error_proccessing);
      return undefined;
    }
  }

  return { download, upload, errorMessage };
}
