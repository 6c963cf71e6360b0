import type { ApolloClient } from '@apollo/client';
import type { AudienceFilter, AudienceSort } from '../../../__generated__/graphql.ts';
import type { ExportAudienceRow } from './exportAudiences.ts';
import { AUDIENCE_EXPORT } from './graphql.ts';

// Pages well under the gateway's query-cost limit (20,000; a row of this query counts about 22), each one
// service call.
const CHUNK = 500;

/**
 * Fetches every audience matching the list's filter in pages (the whole filtered list, not the
 * page on screen), builds lista_audiencias.xlsx in the browser and saves it. Reports progress as a
 * fraction; answers how many rows the file holds.
 */
export async function downloadAudiences(client: ApolloClient, filter: AudienceFilter, sort: AudienceSort, onProgress: (fraction: number) => void): Promise<number> {
  const rows: ExportAudienceRow[] = [];
  let total = Infinity;
  for (let page = 1; rows.length < total; page++) {
    const { data } = await client.query({ query: AUDIENCE_EXPORT, variables: { filter, sort, page, pageSize: CHUNK }, fetchPolicy: 'network-only' });
    if (!data) throw new Error('Sin datos');
    total = data.audiences.totalCount;
    for (const a of data.audiences.nodes) {
      rows.push({
        companyName: a.company.name,
        name: a.name,
        description: a.description,
        platform: a.platform.code,
        status: a.status.name,
        enabled: a.enabled,
        statusDate: a.status.date,
        sourceFileRowCount: a.sourceFileRowCount,
        frequency: a.frequency,
        updateDay: a.updateDay ?? null,
        startDate: a.startDate,
        endDate: a.endDate,
        lastProcessDate: a.lastProcessDate ?? null,
        matchCount: a.matchCount ?? null,
      });
    }
    onProgress(total === 0 ? 1 : Math.min(1, rows.length / total));
    if (data.audiences.nodes.length === 0) break;
  }
  // exceljs is large: it is fetched when someone downloads, not with the list.
  const { buildAudiencesWorkbook, AUDIENCES_FILE_NAME } = await import('./exportAudiences.ts');
  const buffer = await buildAudiencesWorkbook(rows);
  const url = URL.createObjectURL(new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = AUDIENCES_FILE_NAME;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return rows.length;
}
