import { HTMLTable, Tag, Tooltip } from '@blueprintjs/core';
import { graphql } from '../../../../__generated__/gql.ts';
import type { AudienceQualityReport_ReportFragment } from '../../../../__generated__/graphql.ts';
import { publishing } from '../../../../i18n/publishing.ts';
import { formatDateTime, formatNumber } from '../../../../ui/format.ts';

const t = publishing.quality;

/** What the quality card reads. */
export const AUDIENCE_QUALITY_REPORT = graphql(`
  fragment AudienceQualityReport_report on AudienceQualityReport {
    runId
    startedAt
    rowsRead
    valid
    rejected
    segmentSize
    sampled
    sampleSize
    identifiers {
      key
      type
      sentAsMember
      total
      usable
      share
      reasons {
        reason
        count
      }
    }
  }
`);

export type AudienceQualityReportData = AudienceQualityReport_ReportFragment;

const identifierName = (type: string) => publishing.identifierTypes[type] ?? type;
const reasonName = (reason: string) => publishing.reasons[reason] ?? publishing.reasons.INVALID!;

/**
 * The normalization quality report of an audience: per identifier the platform takes,
 * the usable share of the segment as a bar, and why the rest could not be used.
 */
export function AudienceQualityReport({ report }: { report: AudienceQualityReportData | null | undefined }) {
  if (!report) return <p className="bp6-text-muted">{t.empty}</p>;
  return (
    <div data-testid="audience-quality">
      <p>{t.summary(formatDateTime(report.startedAt), formatNumber(report.segmentSize), formatNumber(report.valid))}</p>
      {report.sampled && <p className="bp6-text-muted">{t.sampled(formatNumber(report.sampleSize))}</p>}
      <HTMLTable className="inca-fill inca-quality" compact>
        <thead>
          <tr>
            <th>{t.identifier}</th>
            <th>{t.usable}</th>
            <th>{t.notUsable}</th>
          </tr>
        </thead>
        <tbody>
          {report.identifiers.map((line) => {
            const name = identifierName(line.type);
            const share = publishing.percent(line.share);
            return (
              <tr key={line.key} data-testid="quality-row">
                <td className="inca-nowrap">
                  {name}
                  {line.sentAsMember && (
                    <Tooltip content={t.sentHint}>
                      <Tag minimal intent="primary" className="inca-tag-gap">
                        {t.sent}
                      </Tag>
                    </Tooltip>
                  )}
                </td>
                <td className="inca-quality-usable">
                  <div className="inca-quality-bar" role="img" aria-label={t.barLabel(name, share)}>
                    <div className="inca-quality-bar-fill" style={{ width: `${Math.min(100, Math.max(0, line.share * 100))}%` }} />
                  </div>
                  <span>
                    <strong>{share}</strong> · {t.usableOf(formatNumber(line.usable), formatNumber(line.total))}
                  </span>
                </td>
                <td>
                  {line.reasons.length === 0 ? (
                    <span className="bp6-text-muted">{t.allUsable}</span>
                  ) : (
                    <ul className="inca-run-reasons" data-testid="quality-reasons">
                      {line.reasons.map((r) => (
                        <li key={r.reason}>
                          {reasonName(r.reason)}: {formatNumber(r.count)} ({publishing.percent(line.total > 0 ? r.count / line.total : 0)})
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </HTMLTable>
    </div>
  );
}
