import { Callout, HTMLTable, Intent, Spinner, SpinnerSize } from '@blueprintjs/core';
import type { PreviewFieldsFragment } from '../../../__generated__/graphql.ts';
import { builder } from '../../../i18n/builder.ts';
import { formatNumber } from '../../../ui/format.ts';

const t = builder.summary;

type Props = {
  preview: PreviewFieldsFragment | null;
  /** The selection changed since this preview. */
  stale: boolean;
  /** A preview is being calculated. */
  running: boolean;
  /** The counts are the segment's stored ones (view, or edit before a new preview). */
  stored?: boolean;
};

/** The counts of a preview (§3 preview result) with the low-contactable warning (§8). */
export function PreviewSummary({ preview, stale, running, stored = false }: Props) {
  if (running) {
    return (
      <div
        className="inca-row"
        role="status"
        aria-live="polite"
        data-testid="preview-running"
        style={{ justifyContent: 'flex-start', alignItems: 'center' }}
      >
        <Spinner size={SpinnerSize.SMALL} />
        <span>{t.running}</span>
      </div>
    );
  }
  if (!preview) return <p className="bp6-text-muted">{t.empty}</p>;
  return (
    <div data-testid="preview-summary" className={stale ? 'inca-stale' : undefined}>
      {stale && (
        <Callout intent={Intent.PRIMARY} className="inca-gap" icon="refresh">
          {t.stale}
        </Callout>
      )}
      {stored && !stale && <p className="bp6-text-muted inca-small">{t.stored}</p>}
      <dl className="inca-counts">
        <dt>{t.uniqueUsers}</dt>
        <dd data-testid="count-unique">{formatNumber(preview.uniqueUsers)}</dd>
        <dt>{t.withContact}</dt>
        <dd data-testid="count-contact">{formatNumber(preview.uniqueUsersWithContact)}</dd>
        <dt>{t.withAdvertising}</dt>
        <dd data-testid="count-advertising">{formatNumber(preview.uniqueUsersWithAdvertising)}</dd>
        <dt>{t.contactRestricted}</dt>
        <dd data-testid="count-contact-restricted">{formatNumber(preview.uniqueUsersWithContactRestricted)}</dd>
      </dl>
      {preview.lowContactable && (
        <Callout intent={Intent.WARNING} className="inca-gap" data-testid="low-contactable">
          {t.lowContactable}
        </Callout>
      )}
      <HTMLTable compact className="inca-fill">
        <thead>
          <tr>
            <th>{t.company}</th>
            <th className="inca-num">{t.share}</th>
          </tr>
        </thead>
        <tbody>
          {preview.companyPercentages.map((c) => (
            <tr key={c.company.code}>
              <td>
                {c.company.code} · {c.company.alias}
              </td>
              <td className="inca-num">{formatNumber(c.percentage)}%</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
