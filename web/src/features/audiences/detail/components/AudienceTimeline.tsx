import { HTMLTable, NonIdealState } from '@blueprintjs/core';
import { graphql } from '../../../../__generated__/gql.ts';
import type { AudienceTimeline_EntryFragment } from '../../../../__generated__/graphql.ts';
import { audiences } from '../../../../i18n/audiences.ts';
import { formatDateTime, formatNumber } from '../../../../ui/format.ts';
import { Pager } from '../../../../ui/Pager.tsx';

const t = audiences.detail;

/** What one timeline row reads. */
export const AUDIENCE_TIMELINE_ENTRY = graphql(`
  fragment AudienceTimeline_entry on AudienceTimelineEntry {
    statusCode
    statusName
    statusDate
    matchCount
    segmentUniqueUsers
    sourceFileRowCount
    message
  }
`);

export type TimelineEntry = AudienceTimeline_EntryFragment;

/**
 * The name a timeline entry shows (§4): the status table's name for a code it knows, INICIO for any
 * other. Without the table (still loading or failed), the graph's own name for the entry.
 */
export function timelineStatusLabel(
  entry: Pick<TimelineEntry, 'statusCode' | 'statusName'>,
  states: readonly { code: string; name: string }[] | null,
): string {
  if (!states || states.length === 0) return entry.statusName || t.initialStatus;
  return states.find((s) => s.code === entry.statusCode)?.name ?? t.initialStatus;
}

/** Statuses whose row shows figures (users, upload size, match) rather than a message. */
const FIGURE_STATUSES = new Set(['P_ENV', 'P_ACT', 'P_PUB']);

/**
 * The Detalle of a timeline entry: the message of P_NOD (§4) and of a failed publication (the Spanish
 * reason the service wrote), shown in the row itself; nothing for the statuses that show figures.
 */
export const timelineDetail = (entry: Pick<TimelineEntry, 'statusCode' | 'message'>): string =>
  FIGURE_STATUSES.has(entry.statusCode) ? '' : (entry.message ?? '');

type Props = {
  entries: readonly TimelineEntry[];
  states: readonly { code: string; name: string }[] | null;
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
};

/**
 * The status history, newest first, 10 a page (§2.6). Only P_ENV shows unique users and upload
 * size, only P_PUB the match size, and P_NOD (Adobe) the platform's message (§4); a failed
 * publication shows its reason in Detalle.
 */
export function AudienceTimeline({ entries, states, page, pageSize, total, onPage }: Props) {
  if (entries.length === 0) return <NonIdealState icon="time" description={t.timelineEmpty} />;
  return (
    <>
      <HTMLTable className="inca-fill" compact data-testid="audience-timeline">
        <thead>
          <tr>
            <th>{t.timelineDate}</th>
            <th>{t.timelineStatus}</th>
            <th className="inca-num">{t.timelineUniqueUsers}</th>
            <th className="inca-num">{t.timelineUploadSize}</th>
            <th className="inca-num">{t.timelineMatch}</th>
            <th>{t.timelineDetail}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((e, index) => (
            <tr key={`${e.statusDate}-${e.statusCode}-${index}`} data-testid="timeline-row" data-code={e.statusCode}>
              <td className="inca-nowrap">{formatDateTime(e.statusDate)}</td>
              <td>{timelineStatusLabel(e, states)}</td>
              <td className="inca-num">{e.statusCode === 'P_ENV' ? formatNumber(e.segmentUniqueUsers) : ''}</td>
              <td className="inca-num">{e.statusCode === 'P_ENV' ? formatNumber(e.sourceFileRowCount) : ''}</td>
              <td className="inca-num">{e.statusCode === 'P_PUB' ? formatNumber(e.matchCount) : ''}</td>
              <td className="inca-small inca-timeline-detail" data-testid="timeline-detail">
                {timelineDetail(e)}
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <Pager page={page} pageSize={pageSize} total={total} onPage={onPage} />
    </>
  );
}
