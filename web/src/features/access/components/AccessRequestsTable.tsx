import { memo } from 'react';
import { Checkbox, HTMLTable } from '@blueprintjs/core';
import type { AccessRequestRow_RequestFragment } from '../../../__generated__/graphql.ts';
import { access } from '../../../i18n/access.ts';
import { formatCalendarDate, formatDateTime } from '../../../ui/format.ts';
import { requestActionsOf, type RequestActionKind } from '../requestActions.ts';
import { RequestRowActions } from './RequestRowActions.tsx';
import { RequestStatusTag } from './RequestStatusTag.tsx';

const t = access.requests;

export type AccessRequestRow = AccessRequestRow_RequestFragment;

type Props = {
  rows: readonly AccessRequestRow[];
  /** Ids chosen for a massive action (pending rows the viewer may decide only). */
  selected: ReadonlySet<string>;
  onSelect: (ids: readonly string[], selected: boolean) => void;
  /** Hides the selection column (§2.5: no_actions). */
  noActions: boolean;
  refreshing: boolean;
  onAction: (kind: RequestActionKind, row: AccessRequestRow) => void;
};

/**
 * The Requests tab's table (§2.5): requesting company, requesting user, requested company (and the
 * segment), state date, until date, status chip and actions; only decidable pending rows can be ticked.
 */
export function AccessRequestsTable({ rows, selected, onSelect, noActions, refreshing, onAction }: Props) {
  const selectable = rows.filter((r) => r.canDecide).map((r) => r.id);
  const chosen = selectable.filter((id) => selected.has(id)).length;
  return (
    <HTMLTable compact interactive className={`inca-fill inca-segments ${refreshing ? 'inca-loading' : ''}`} data-testid="requests-table">
      <thead>
        <tr>
          {!noActions && (
            <th className="inca-check">
              <Checkbox
                className="inca-check-box"
                aria-label={t.selectAll}
                disabled={selectable.length === 0}
                checked={chosen > 0 && chosen === selectable.length}
                indeterminate={chosen > 0 && chosen < selectable.length}
                onChange={(e) => onSelect(selectable, e.currentTarget.checked)}
              />
            </th>
          )}
          <th>{t.columns.requestingCompany}</th>
          <th>{t.columns.requestingUser}</th>
          <th>{t.columns.requestedCompany}</th>
          <th>{t.columns.stateDate}</th>
          <th>{t.columns.untilDate}</th>
          <th>{t.columns.status}</th>
          <th className="inca-num">{t.columns.actions}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <AccessRequestTableRow
            key={row.id}
            row={row}
            noActions={noActions}
            checked={selected.has(row.id)}
            onSelect={onSelect}
            onAction={onAction}
          />
        ))}
      </tbody>
    </HTMLTable>
  );
}

type RowProps = { row: AccessRequestRow; noActions: boolean; checked: boolean; onSelect: Props['onSelect']; onAction: Props['onAction'] };

const AccessRequestTableRow = memo(function AccessRequestTableRow({ row, noActions, checked, onSelect, onAction }: RowProps) {
  const who = `${row.requestingCompany.alias} (${row.segmentName})`;
  return (
    <tr data-testid="request-row" data-id={row.id} data-status={row.status}>
      {!noActions && (
        <td className="inca-check">
          {row.canDecide && (
            <Checkbox
              className="inca-check-box"
              aria-label={t.select(who)}
              checked={checked}
              onChange={(e) => onSelect([row.id], e.currentTarget.checked)}
            />
          )}
        </td>
      )}
      <td>
        {row.requestingCompany.code} · {row.requestingCompany.alias}
      </td>
      <td>{row.requestedBy}</td>
      <td>
        {row.requestedCompany.code} · {row.requestedCompany.alias}
        <div className="bp6-text-muted inca-small" title={row.segmentCode}>
          {row.segmentName}
        </div>
      </td>
      <td className="inca-datetime">{formatDateTime(row.stateDate)}</td>
      <td className="inca-nowrap">{formatCalendarDate(row.untilDate)}</td>
      <td>
        <RequestStatusTag status={row.status} />
      </td>
      <td className="inca-num">
        <RequestRowActions actions={requestActionsOf(row)} label={t.rowActions(who)} onAction={(kind) => onAction(kind, row)} />
      </td>
    </tr>
  );
});
