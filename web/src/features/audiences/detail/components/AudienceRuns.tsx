import { Fragment } from 'react';
import { HTMLTable, Icon, Intent, Tooltip } from '@blueprintjs/core';
import { graphql } from '../../../../__generated__/gql.ts';
import type { AudienceRuns_RunFragment } from '../../../../__generated__/graphql.ts';
import { audiences } from '../../../../i18n/audiences.ts';
import { publishing } from '../../../../i18n/publishing.ts';
import { formatDateTime, formatNumber } from '../../../../ui/format.ts';

const t = audiences.detail;

/** What one publishing run row reads. */
export const AUDIENCE_RUN = graphql(`
  fragment AudienceRuns_run on AudienceRun {
    id
    status
    startedAt
    finishedAt
    sent
    removed
    rejected
    error
    rejectedByReason {
      reason
      count
    }
    predictedMatch
    predictionBasis
    actualMatch
    predictionError
  }
`);

export type AudienceRunRow = AudienceRuns_RunFragment;

/** The Spanish word for a run status; an unknown status shows as the service wrote it. */
export const runStatusLabel = (status: string): string => t.runStatuses[status] ?? status;

/** The audience's publishing runs, newest first: when, how it ended, and how many members went and why some did not. */
/** A rejection reason as a person reads it: the identifier's name and whether it was missing or unusable. */
export function reasonText(reason: string): string {
  const split = reason.indexOf(': ');
  const key = split < 0 ? reason : reason.slice(0, split);
  const cause = split < 0 ? '' : reason.slice(split + 2);
  return `${t.runIdentifiers[key] ?? key} ${cause === 'absent' ? t.runReasonAbsent : t.runReasonInvalid}`;
}

/** Runs whose reason is shown under their row, in full: the service writes it in Spanish for users. */
const ENDED_BADLY = new Set(['FAILED', 'ABANDONED']);

export function AudienceRuns({ runs }: { runs: readonly AudienceRunRow[] }) {
  if (runs.length === 0) return <p className="bp6-text-muted">{t.runsEmpty}</p>;
  return (
    <HTMLTable className="inca-fill" compact data-testid="audience-runs">
      <thead>
        <tr>
          <th>{t.runStart}</th>
          <th>{t.runEnd}</th>
          <th>{t.runStatus}</th>
          <th className="inca-num">{t.runSent}</th>
          <th className="inca-num">{t.runRemoved}</th>
          <th className="inca-num">{t.runRejected}</th>
          <th className="inca-num">{publishing.runs.prediction}</th>
        </tr>
      </thead>
      <tbody>
        {runs.map((run) => (
          <Fragment key={run.id}>
            <tr data-testid="run-row">
              <td className="inca-nowrap">{formatDateTime(run.startedAt)}</td>
              <td className="inca-nowrap">{run.finishedAt ? formatDateTime(run.finishedAt) : t.none}</td>
              <td>{runStatusLabel(run.status)}</td>
              <td className="inca-num">{formatNumber(run.sent)}</td>
              <td className="inca-num">{formatNumber(run.removed)}</td>
              <td className="inca-num">
                {formatNumber(run.rejected)}
                {run.rejectedByReason.length > 0 && (
                  <ul className="inca-run-reasons" aria-label={t.runRejectedReasons} data-testid="run-reasons">
                    {run.rejectedByReason.map((r) => (
                      <li key={r.reason}>
                        {reasonText(r.reason)}: {formatNumber(r.count)}
                      </li>
                    ))}
                  </ul>
                )}
              </td>
              <td className="inca-num inca-run-prediction" data-testid="run-prediction">
                <RunPrediction run={run} />
              </td>
            </tr>
            {run.error && ENDED_BADLY.has(run.status) && (
              <tr className="inca-run-detail-row">
                <td colSpan={7} data-testid="run-detail">
                  <Icon icon="error" intent={Intent.DANGER} size={12} /> {run.error}
                </td>
              </tr>
            )}
          </Fragment>
        ))}
      </tbody>
    </HTMLTable>
  );
}

/** The match a run predicted and what the platform answered, with how far apart they were. */
function RunPrediction({ run }: { run: AudienceRunRow }) {
  if (run.predictedMatch === null || run.predictedMatch === undefined) return <>{t.none}</>;
  const p = publishing.runs;
  const actual = run.actualMatch === null || run.actualMatch === undefined ? p.waiting : formatNumber(run.actualMatch);
  const diff =
    run.predictionError === null || run.predictionError === undefined
      ? ''
      : ` ${p.predictionDiff(`${run.predictionError > 0 ? '+' : run.predictionError < 0 ? '−' : ''}${publishing.percent(Math.abs(run.predictionError))}`)}`;
  return (
    <Tooltip content={run.predictionBasis === 'DEFAULT' ? p.predictionDefault : p.predictionHistory}>
      <span>
        {p.predictionValue(formatNumber(run.predictedMatch), actual)}
        {diff}
      </span>
    </Tooltip>
  );
}
