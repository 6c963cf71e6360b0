import { HTMLTable } from '@blueprintjs/core';
import { graphql } from '../../../../__generated__/gql.ts';
import type { BillingTable_RowFragment } from '../../../../__generated__/graphql.ts';
import { audiences } from '../../../../i18n/audiences.ts';
import { formatCalendarDate, formatDateTime, formatNumber } from '../../../../ui/format.ts';

const t = audiences.billing;

/** What one billing row reads. */
export const BILLING_TABLE_ROW = graphql(`
  fragment BillingTable_row on BillingRow {
    companyName
    processDate
    platformName
    platform
    status
    statusDate
    sourceFileRowCount
    totalMatch
    percentage
  }
`);

export type BillingRow = BillingTable_RowFragment;

const percentFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A share computed by the graph (percent, 2 decimals), e.g. "33.33 %". */
export const formatPercentage = (value: number): string => `${percentFormat.format(value)} %`;

/** §2.7: billing rows, newest status date first (a row without one last). */
export function sortBillingRows(rows: readonly BillingRow[]): BillingRow[] {
  return [...rows].sort((a, b) => (b.statusDate ?? '').localeCompare(a.statusDate ?? ''));
}

type Props = {
  rows: readonly BillingRow[];
  /** The service's status table, to name each row's status; a code it does not know shows as is. */
  states?: readonly { code: string; name: string }[];
};

/** The billing rows of one page with their share of the total match. */
export function BillingTable({ rows, states = [] }: Props) {
  const statusName = (code: string) => states.find((s) => s.code === code)?.name ?? code;
  return (
    <HTMLTable className="inca-fill inca-segments" data-testid="billing-table">
      <thead>
        <tr>
          <th>{t.company}</th>
          <th>{t.date}</th>
          <th>{t.platform}</th>
          <th>{t.status}</th>
          <th>{t.statusDate}</th>
          <th className="inca-num">{t.uploadSize}</th>
          <th className="inca-num">{t.totalMatch}</th>
          <th className="inca-num">{t.percentage}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={`${row.processDate}-${row.statusDate}-${index}`} data-testid="billing-row">
            <td>{row.companyName}</td>
            <td className="inca-nowrap">{formatCalendarDate(row.processDate)}</td>
            <td className="inca-nowrap">{row.platformName}</td>
            <td title={row.status}>{statusName(row.status)}</td>
            <td className="inca-nowrap">{formatDateTime(row.statusDate)}</td>
            <td className="inca-num">{formatNumber(row.sourceFileRowCount)}</td>
            <td className="inca-num">{formatNumber(row.totalMatch)}</td>
            <td className="inca-num" data-testid="billing-percentage">
              {formatPercentage(row.percentage)}
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
