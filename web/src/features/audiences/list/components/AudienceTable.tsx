import { memo } from 'react';
import { Checkbox, HTMLTable, Icon, Intent, Tag, Tooltip } from '@blueprintjs/core';
import { graphql } from '../../../../__generated__/gql.ts';
import type { AudienceSortField, AudienceTable_AudienceFragment, SortOrder } from '../../../../__generated__/graphql.ts';
import { audiences } from '../../../../i18n/audiences.ts';
import { formatCalendarDate, formatDateTime, formatNumber } from '../../../../ui/format.ts';
import { AudienceRowActions } from './AudienceRowActions.tsx';
import { AudienceStatusTag } from './AudienceStatusTag.tsx';
import type { AudienceActionKind } from './rowActions.ts';

const t = audiences.list;

/** What one row of the list reads. */
export const AUDIENCE_TABLE_AUDIENCE = graphql(`
  fragment AudienceTable_audience on Audience {
    id
    name
    description
    company {
      code
      name
      alias
    }
    platform {
      code
      name
    }
    adsAccount {
      technicalName
      businessName
    }
    frequency
    updateDay
    startDate
    endDate
    enabled
    requested
    toUpdate
    status {
      code
      name
      description
      date
    }
    statusColor
    matchCount
    createdDate
    lastProcessDate
    sourceFileRowCount
    canEdit
    canDelete
    canToggle
    canResend
    canUpdateFrequency
    canBill
    canSeeImages
  }
`);

export type AudienceRow = AudienceTable_AudienceFragment;
export type AudienceListSort = { field: AudienceSortField; order: SortOrder };

type Props = {
  rows: readonly AudienceRow[];
  /** Admins, stewards and retail analysts see whose each audience is. */
  showCompany: boolean;
  sort: AudienceListSort;
  onSort: (field: AudienceSortField) => void;
  /** Id of the row to highlight (the audience just viewed). */
  highlight: string | null;
  /** Ids of the rows chosen for a bulk update. */
  selected: ReadonlySet<string>;
  onSelect: (ids: readonly string[], selected: boolean) => void;
  /** A newer page is on its way: the rows stay, dimmed. */
  refreshing: boolean;
  onAction: (kind: AudienceActionKind, row: AudienceRow) => void;
};

/** The audience list as a plain HTML table: a check box, sortable headers, a status chip and a menu per row. */
export function AudienceTable({ rows, showCompany, sort, onSort, highlight, selected, onSelect, refreshing, onAction }: Props) {
  const header = (field: AudienceSortField, label: string, className?: string) => {
    const active = sort.field === field;
    return (
      <th className={className} aria-sort={active ? (sort.order === 'ASC' ? 'ascending' : 'descending') : 'none'}>
        <button type="button" className="inca-sort" onClick={() => onSort(field)}>
          {label}
          <Icon icon={active ? (sort.order === 'ASC' ? 'sort-asc' : 'sort-desc') : 'double-caret-vertical'} size={12} />
        </button>
      </th>
    );
  };
  const pageIds = rows.filter(bulkUpdatable).map((r) => r.id);
  const chosenOnPage = pageIds.filter((id) => selected.has(id)).length;
  return (
    <HTMLTable compact className={`inca-fill inca-segments ${refreshing ? 'inca-loading' : ''}`} interactive data-testid="audiences-table">
      <thead>
        <tr>
          <th className="inca-check">
            <Checkbox
              className="inca-check-box"
              aria-label={t.table.selectPage}
              checked={chosenOnPage > 0 && chosenOnPage === pageIds.length}
              disabled={pageIds.length === 0}
              indeterminate={chosenOnPage > 0 && chosenOnPage < pageIds.length}
              onChange={(e) => onSelect(pageIds, e.currentTarget.checked)}
            />
          </th>
          {showCompany && header('COMPANY', t.table.company)}
          {header('NAME', t.table.name)}
          {header('PLATFORM', t.table.platform)}
          {header('STATUS', t.table.status)}
          <th>{t.table.frequency}</th>
          {header('START_DATE', t.table.period)}
          {header('CREATED_DATE', t.table.created)}
          <th className="inca-num">{t.table.match}</th>
          <th className="inca-num">{t.table.actions}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <AudienceTableRow
            key={row.id}
            row={row}
            showCompany={showCompany}
            highlighted={row.id === highlight}
            checked={selected.has(row.id)}
            onSelect={onSelect}
            onAction={onAction}
          />
        ))}
      </tbody>
    </HTMLTable>
  );
}

type RowProps = {
  row: AudienceRow;
  showCompany: boolean;
  highlighted: boolean;
  checked: boolean;
  onSelect: Props['onSelect'];
  onAction: Props['onAction'];
};

/** Whether a row can be chosen for the bulk update: the service refuses requested audiences and those the viewer may not edit. */
export const bulkUpdatable = (row: Pick<AudienceRow, 'requested' | 'canEdit'>): boolean => row.canEdit && !row.requested;

/** The update day as people say it: the weekday for WEEKLY (Monday = 0), "Día n" for MONTHLY. */
export function updateDayText(frequency: string, updateDay: number): string {
  return frequency === 'WEEKLY' ? (t.weekDays[updateDay] ?? String(updateDay)) : t.table.monthDay(updateDay);
}

/** The frequency as the buttons name it, with its update day when it has one. */
export function frequencyText(frequency: string, updateDay: number | null | undefined): string {
  const label = t.frequencies[frequency] ?? frequency;
  if (updateDay === null || updateDay === undefined) return label;
  return `${label} · ${updateDayText(frequency, updateDay)}`;
}

/** One row: formatting only; memoised so a highlight or a dialog does not re-render the page. */
const AudienceTableRow = memo(function AudienceTableRow({ row, showCompany, highlighted, checked, onSelect, onAction }: RowProps) {
  return (
    <tr className={highlighted ? 'inca-highlight' : undefined} data-testid="audience-row" data-id={row.id}>
      <td className="inca-check">
        {bulkUpdatable(row) ? (
          <Checkbox
            className="inca-check-box"
            aria-label={t.table.select(row.name)}
            checked={checked}
            onChange={(e) => onSelect([row.id], e.currentTarget.checked)}
          />
        ) : (
          <Tooltip content={row.requested ? t.table.requestedNotSelectable : t.table.notSelectable} placement="right">
            <Checkbox className="inca-check-box" aria-label={t.table.select(row.name)} checked={false} disabled />
          </Tooltip>
        )}
      </td>
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
      <td className="inca-audience-name" title={row.description || undefined}>
        <strong className="inca-segment-name">{row.name}</strong>
        {row.requested && (
          <Tag minimal intent={Intent.WARNING} className="inca-gap-tag">
            {t.table.requested}
          </Tag>
        )}
      </td>
      <td>
        <span className="inca-nowrap">{row.platform.name}</span>
        <div className="bp6-text-muted inca-small">{row.adsAccount.businessName}</div>
      </td>
      <td>
        <AudienceStatusTag enabled={row.enabled} statusColor={row.statusColor} status={row.status} />
        <div className="bp6-text-muted inca-small inca-datetime">{formatDateTime(row.status.date)}</div>
      </td>
      <td>
        <span className="inca-nowrap">{t.frequencies[row.frequency] ?? row.frequency}</span>
        {row.updateDay !== null && row.updateDay !== undefined && (
          <div className="bp6-text-muted inca-small">{updateDayText(row.frequency, row.updateDay)}</div>
        )}
      </td>
      <td className="inca-nowrap">
        {formatCalendarDate(row.startDate)}
        <div className="bp6-text-muted">{t.table.periodEnd(formatCalendarDate(row.endDate))}</div>
      </td>
      <td className="inca-datetime">{formatDateTime(row.createdDate)}</td>
      <td className="inca-num">{formatNumber(row.matchCount)}</td>
      <td className="inca-num">
        <AudienceRowActions row={row} onAction={(kind) => onAction(kind, row)} />
      </td>
    </tr>
  );
});
