import type { ApolloClient } from '@apollo/client';
import type { AudienceFrequency, SegmentFilter, SegmentSort } from '../../__generated__/graphql.ts';
import { saveBlob } from '../../ui/saveFile.ts';
import type { ExportSegment } from './exportSegments.ts';
import { SEGMENT_EXPORT } from './graphql.ts';

// The file keeps the service's frequency codes, as it did before audiences became entities.
const FREQUENCY_CODE: Record<AudienceFrequency, string> = {
  DAILY: '1_DAY',
  WEEKLY: '1_WEEK',
  FORTNIGHTLY: '15_DAY',
  MONTHLY: '1_MONTH',
  SEMIANNUAL: '6_MONTH',
};

// Pages small enough to stay under the gateway's query-cost limit, which counts each segment's
// audience list as several items.
const CHUNK = 400;
const CHUNK_WITH_AUDIENCES = 150;

/**
 * Fetches every segment matching the list's filter in pages, builds lista_segmentos.xlsx in the
 * browser and saves it. Reports progress as a fraction.
 */
export async function downloadSegments(
  client: ApolloClient,
  filter: SegmentFilter,
  sort: SegmentSort,
  withAudiences: boolean,
  onProgress: (fraction: number) => void,
): Promise<number> {
  const rows: ExportSegment[] = [];
  let total = Infinity;
  for (let page = 1; rows.length < total; page++) {
    const { data } = await client.query({
      query: SEGMENT_EXPORT,
      variables: { filter, sort, page, pageSize: withAudiences ? CHUNK_WITH_AUDIENCES : CHUNK, withAudiences },
      fetchPolicy: 'network-only',
    });
    if (!data) throw new Error('Sin datos');
    total = data.segments.totalCount;
    for (const s of data.segments.nodes) {
      rows.push({
        code: s.code,
        name: s.name,
        typeLabel: s.type.label,
        companyCode: s.ownerCompany.code,
        companyName: s.ownerCompany.name,
        createdDate: s.createdDate,
        lastProcessDate: s.lastProcessDate,
        uniqueUsers: s.uniqueUsers,
        numAudiences: s.numAudiences,
        shared: s.shared,
        audiences: (s.audiences ?? []).map((a) => ({
          name: a.name,
          description: a.description,
          companyName: a.company.name,
          platform: a.platform.code,
          statusCode: a.status.code,
          statusDate: a.status.date,
          sourceFileRowCount: a.sourceFileRowCount,
          frequency: FREQUENCY_CODE[a.frequency],
          updateDateNumber: a.updateDay ?? null,
          startDate: a.startDate,
          endDate: a.endDate,
          lastProcessDate: a.lastProcessDate ?? null,
          matchCount: a.matchCount ?? null,
        })),
      });
    }
    onProgress(total === 0 ? 1 : Math.min(1, rows.length / total));
    if (data.segments.nodes.length === 0) break;
  }
  // exceljs is large: it is fetched when someone downloads, not with the list.
  const { buildSegmentsWorkbook, SEGMENTS_FILE_NAME } = await import('./exportSegments.ts');
  const buffer = await buildSegmentsWorkbook(rows, withAudiences);
  saveBlob(new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }), SEGMENTS_FILE_NAME);
  return rows.length;
}
