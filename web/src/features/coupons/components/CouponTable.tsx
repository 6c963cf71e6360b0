import { memo } from 'react';
import { HTMLTable, Tooltip } from '@blueprintjs/core';
import type { CouponRowFragment } from '../../../__generated__/graphql.ts';
import { coupons } from '../../../i18n/coupons.ts';
import { RowActionsMenu } from '../../../ui/RowActionsMenu.tsx';
import { formatCalendarDate, formatDateTime, formatNumber } from '../../../ui/format.ts';
import { AudienceStatusTag } from '../../audiences/list/components/AudienceStatusTag.tsx';
import { COUPON_ACTION_ICONS, couponActionsOf, type CouponActionKind } from './couponActions.ts';

const t = coupons.list;

export type CouponRow = CouponRowFragment;

type Props = {
  rows: readonly CouponRow[];
  /** Admins, stewards and retail analysts see whose each campaign is. */
  showCompany: boolean;
  /** Id of the row to highlight (the campaign just viewed or created). */
  highlight: string | null;
  refreshing: boolean;
  onAction: (kind: CouponActionKind, row: CouponRow) => void;
};

/** The coupon list: name, segment, status chip in its colour ('DESACTIVADO' grey), dates, match and a menu per row. */
export function CouponTable({ rows, showCompany, highlight, refreshing, onAction }: Props) {
  return (
    <HTMLTable compact interactive className={`inca-fill inca-segments ${refreshing ? 'inca-loading' : ''}`} data-testid="coupons-table">
      <thead>
        <tr>
          {showCompany && <th>{t.table.company}</th>}
          <th>{t.table.name}</th>
          <th>{t.table.segment}</th>
          <th>{t.table.status}</th>
          <th>{t.table.period}</th>
          <th>{t.table.created}</th>
          <th className="inca-num">{t.table.match}</th>
          <th className="inca-num">{t.table.actions}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <CouponTableRow key={row.id} row={row} showCompany={showCompany} highlighted={row.id === highlight} onAction={onAction} />
        ))}
      </tbody>
    </HTMLTable>
  );
}

type RowProps = { row: CouponRow; showCompany: boolean; highlighted: boolean; onAction: Props['onAction'] };

const CouponTableRow = memo(function CouponTableRow({ row, showCompany, highlighted, onAction }: RowProps) {
  const a = row.audience;
  return (
    <tr className={highlighted ? 'inca-highlight' : undefined} data-testid="coupon-row" data-id={row.id}>
      {showCompany && (
        <td>
          <Tooltip content={row.company.name} placement="top">
            <span>
              {row.company.code}
              <div className="bp6-text-muted inca-small">{row.company.alias}</div>
            </span>
          </Tooltip>
        </td>
      )}
      <td title={row.description || undefined}>
        <strong className="inca-segment-name">{row.name}</strong>
      </td>
      <td>{row.segment.name}</td>
      <td>
        <AudienceStatusTag enabled={a.enabled} statusColor={a.statusColor} status={a.status} />
        <div className="bp6-text-muted inca-small inca-datetime">{formatDateTime(a.status.date)}</div>
      </td>
      <td className="inca-nowrap">
        {formatCalendarDate(row.startDate)}
        <div className="bp6-text-muted">{t.table.periodEnd(formatCalendarDate(row.endDate))}</div>
      </td>
      <td className="inca-datetime">{formatDateTime(row.createdDate)}</td>
      <td className="inca-num">{formatNumber(a.matchCount)}</td>
      <td className="inca-num">
        <RowActionsMenu
          actions={couponActionsOf(a)}
          icons={COUPON_ACTION_ICONS}
          labels={t.actions}
          label={t.table.actionsOf(row.name)}
          testId="coupon-actions"
          onAction={(kind) => onAction(kind, row)}
        />
      </td>
    </tr>
  );
});
