import { saveBlob } from './saveFile.ts';

/**
 * The web's one way to move a file to or from the platform: a short-lived signed link (asked of
 * the graph by a mutation: `…FileLink`), fetched through the gateway's /signed-files route. The
 * link carries the authorization, so no token or cookie is sent and no file travels in GraphQL.
 */

/** A refused file: the service's Spanish message when it gave one (`message` is then not `HTTP <status>`). */
export class FileLinkError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fromService: boolean,
  ) {
    super(message);
  }
}

/** The file name a Content-Disposition header gives, or the fallback. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const star = disposition?.match(/filename\*=UTF-8''([^;]+)/i);
  if (star?.[1]) return decodeURIComponent(star[1]);
  const plain = disposition?.match(/filename="?([^";]+)"?/i);
  return plain?.[1] ?? fallback;
}

/** The Spanish message of a refused file call, when the service gave one. */
export async function refusalOf(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.json()) as { message?: unknown };
    return typeof body.message === 'string' ? body.message : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Downloads a signed link and saves the file under the name the service gives (or `fallbackName`).
 * Answers the response's headers (e.g. x-total-count); a refusal throws FileLinkError.
 */
export async function downloadSignedFile(url: string, fallbackName: string, fetcher: typeof fetch = fetch): Promise<Headers> {
  const response = await fetcher(url);
  if (!response.ok) {
    const message = await refusalOf(response);
    throw new FileLinkError(message ?? `HTTP ${response.status}`, response.status, message !== undefined);
  }
  saveBlob(await response.blob(), fileNameOf(response.headers.get('content-disposition'), fallbackName));
  return response.headers;
}

/** Posts a file's bytes to a signed upload link and answers the service's response as it is (the caller reads it). */
export function uploadToSignedLink(url: string, body: Blob, fetcher: typeof fetch = fetch): Promise<Response> {
  return fetcher(url, { method: 'POST', headers: { 'content-type': 'application/octet-stream' }, body });
}
