import { memo } from 'react';
import { HTMLTable, Icon, Intent, Tag, Tooltip } from '@blueprintjs/core';
import { graphql } from '../../../__generated__/gql.ts';
import type { SegmentSortField, SegmentTable_SegmentFragment, SortOrder } from '../../../__generated__/graphql.ts';
import { segments as t } from '../../../i18n/segments.ts';
import { formatCount, formatDateTime } from '../../../ui/format.ts';
import type { RowActionKind } from './rowActions.ts';
import { SegmentRowActions } from './SegmentRowActions.tsx';

/** What one row of the list reads. */
export const SEGMENT_TABLE_SEGMENT = graphql(`
  fragment SegmentTable_segment on Segment {
    code
    name
    description
    screen
    type {
      id
      name
      label
    }
    ownerCompany {
      code
      name
      alias
    }
    createdDate
    lastProcessDate
    uniqueUsers
    numAudiences
    shared
    requested
    editVisible
    canEdit
    editBlockedReason
    canShare
    canDelete
    canDuplicate
  }
`);

export type SegmentRow = SegmentTable_SegmentFragment;
export type ListSort = { field: SegmentSortField; order: SortOrder };

type Props = {
  rows: readonly SegmentRow[];
  /** Admins and analysts of several companies see whose each segment is. */
  showCompany: boolean;
  sort: ListSort;
  onSort: (field: SegmentSortField) => void;
  /** Code of the row to highlight (the segment just viewed). */
  highlight: string | null;
  /** A newer page is on its way: the rows stay, dimmed. */
  refreshing: boolean;
  onAction: (kind: RowActionKind, row: SegmentRow) => void;
};

/**
 * The segment list as a plain HTML table: ten rows a page with a menu per row, sortable headers and
 * a highlighted row, all of which are ordinary elements with roles (Blueprint Table's canvas-like
 * grid would need custom cell renderers for each of them and brings nothing at ten rows).
 */
export function SegmentTable({ rows, showCompany, sort, onSort, highlight, refreshing, onAction }: Props) {
  const header = (field: SegmentSortField, label: string, className?: string) => {
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
  return (
    <HTMLTable className={`inca-fill inca-segments ${refreshing ? 'inca-loading' : ''}`} interactive data-testid="segments-table">
      <thead>
        <tr>
          {showCompany && header('COMPANY', t.table.company)}
          {header('NAME', t.table.name)}
          {header('TYPE', t.table.type)}
          {header('CREATED_DATE', t.table.created)}
          {header('LAST_PROCESS_DATE', t.table.modified)}
          {header('UNIQUE_USERS', t.table.uniqueUsers, 'inca-num')}
          {header('NUM_AUDIENCES', t.table.audiences, 'inca-num')}
          <th className="inca-num">{t.table.actions}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <SegmentTableRow key={row.code} row={row} showCompany={showCompany} highlighted={row.code === highlight} onAction={onAction} />
        ))}
      </tbody>
    </HTMLTable>
  );
}

type RowProps = { row: SegmentRow; showCompany: boolean; highlighted: boolean; onAction: Props['onAction'] };

/** One row: formatting only; memoised so a highlight or a dialog does not re-render the page. */
const SegmentTableRow = memo(function SegmentTableRow({ row, showCompany, highlighted, onAction }: RowProps) {
  return (
    <tr className={highlighted ? 'inca-highlight' : undefined} data-testid="segment-row" data-code={row.code}>
      {showCompany && (
        <td>
          <Tooltip content={row.ownerCompany.name} placement="top">
            <span className="inca-nowrap">
              {row.ownerCompany.code} · {row.ownerCompany.alias}
            </span>
          </Tooltip>
        </td>
      )}
      <td>
        <strong className="inca-segment-name">{row.name}</strong>
        <div className="bp6-text-muted inca-small">{row.code}</div>
      </td>
      <td>
        {row.type.label}
        {row.shared && (
          <div className="inca-small inca-shared" title={t.table.sharedTitle}>
            <Icon icon="people" size={12} /> {t.table.shared}
          </div>
        )}
        {row.requested && (
          <div>
            <Tag minimal intent={Intent.WARNING}>
              {t.table.requested}
            </Tag>
          </div>
        )}
      </td>
      <td className="inca-nowrap">{formatDateTime(row.createdDate)}</td>
      <td className="inca-nowrap">{formatDateTime(row.lastProcessDate)}</td>
      <td className="inca-num">{formatCount(row.uniqueUsers)}</td>
      <td className="inca-num">{formatCount(row.numAudiences)}</td>
      <td className="inca-num">
        <SegmentRowActions row={row} onAction={(kind) => onAction(kind, row)} />
      </td>
    </tr>
  );
});
