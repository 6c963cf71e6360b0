import type { AudienceFilter, AudienceSort } from '../../../__generated__/graphql.ts';
import { saveBlob } from '../../../ui/saveFile.ts';

/** The gateway's download route: the audience service streams the file with the user's session. */
export const AUDIENCES_EXPORT_PATH = '/downloads/lista_audiencias.xlsx';
export const AUDIENCES_FILE_NAME = 'lista_audiencias.xlsx';

/**
 * The download address for the list's filter and sort (the whole filtered list, not the page on screen),
 * in the graph's own names (sort=NAME, order=DESC, platform=GADS): the service maps them to its columns.
 */
export function audiencesExportUrl(filter: AudienceFilter, sort: AudienceSort): string {
  const params = new URLSearchParams();
  const list = (key: string, values: readonly string[] | null | undefined) => {
    if (values?.length) params.set(key, values.join(','));
  };
  const name = filter.name?.trim();
  if (name) params.set('name', name);
  list('company_code', filter.companyCodes);
  list('platform', filter.platforms);
  list('status', filter.statusCodes);
  if (filter.enabled != null) params.set('enabled', String(filter.enabled));
  if (filter.createdFrom) params.set('created_from', filter.createdFrom);
  if (filter.createdTo) params.set('created_to', filter.createdTo);
  params.set('sort', sort.field);
  params.set('order', sort.order);
  return `${AUDIENCES_EXPORT_PATH}?${params.toString()}`;
}

/** The Spanish message of a refused download, when the service gave one. */
async function failureMessage(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.json()) as { message?: unknown };
    return typeof body.message === 'string' ? body.message : undefined;
  } catch {
    return undefined;
  }
}

export class DownloadError extends Error {}

/**
 * Downloads lista_audiencias.xlsx for the list's filter and sort through the gateway (session
 * cookie) and saves it; the service builds and streams the file. Answers how many audiences it holds.
 */
export async function downloadAudiences(filter: AudienceFilter, sort: AudienceSort, fetcher: typeof fetch = fetch): Promise<number> {
  const response = await fetcher(audiencesExportUrl(filter, sort), { credentials: 'same-origin' });
  if (!response.ok) throw new DownloadError((await failureMessage(response)) ?? `HTTP ${response.status}`);
  const total = Number(response.headers.get('x-total-count') ?? Number.NaN);
  const blob = await response.blob();
  saveBlob(blob, AUDIENCES_FILE_NAME);
  return Number.isFinite(total) ? total : 0;
}
