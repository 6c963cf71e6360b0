import { useCallback, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Button, FormGroup, HTMLSelect, HTMLTable, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import type { TableAccessRequestStatus, TableAccessRequestsQuery } from '../../../__generated__/graphql.ts';
import { access } from '../../../i18n/access.ts';
import { formatCalendarDate, formatDateTime } from '../../../ui/format.ts';
import { Pager } from '../../../ui/Pager.tsx';
import { TABLE_ACCESS_REQUESTS } from '../graphql.ts';
import { useRequestDecision } from '../hooks/useRequestDecision.ts';
import { requestActionsOf, type RequestActionKind } from '../requestActions.ts';
import { AuditTrailDialog } from './AuditTrailDialog.tsx';
import { RequestActionDialog } from './RequestActionDialog.tsx';
import { RequestRowActions } from './RequestRowActions.tsx';
import { RequestStatusTag } from './RequestStatusTag.tsx';

const t = access.requests;
const tt = access.tableRequests;

type Row = TableAccessRequestsQuery['tableAccessRequests']['items'][number];
type Open = { kind: 'approve' | 'decline' | 'update' | 'history'; row: Row } | null;

const tableName = (row: Row) => `${row.table.datasetId}.${row.table.tableId}`;

/**
 * Requests for access to warehouse tables and views (filed from Solicitar Acceso or the key icon):
 * the approver approves with an until date, rejects, or moves the date of an approved one; everyone
 * sees their own. Newest state date first, 10 a page.
 */
export function TableRequestsPanel({ mine = false }: { mine?: boolean }) {
  const [status, setStatus] = useState<TableAccessRequestStatus | ''>('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<Open>(null);
  const list = useQuery(TABLE_ACCESS_REQUESTS, {
    variables: { filter: { status: status ? [status] : null, mine: mine || null }, page },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const decision = useRequestDecision();
  const close = useCallback(() => setOpen(null), []);
  const rows = list.data?.tableAccessRequests.items ?? [];
  const total = list.data?.tableAccessRequests.total ?? 0;

  return (
    <>
      <div className="inca-row inca-gap-below">
        <FormGroup label={t.filter.status} labelFor="tr-status" inline className="inca-inline-filter">
          <HTMLSelect
            id="tr-status"
            value={status}
            onChange={(e) => {
              setStatus(e.currentTarget.value as TableAccessRequestStatus | '');
              setPage(1);
            }}
          >
            <option value="">{t.filter.allStatuses}</option>
            {(['PENDING', 'APPROVED', 'DECLINED'] as const).map((s) => (
              <option key={s} value={s}>
                {t.status[s]}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
      </div>
      <div className="inca-table-wrap">
        {list.loading && !list.data ? (
          <div className="inca-center">
            <Spinner aria-label={t.loading} />
          </div>
        ) : list.error && !list.data ? (
          <NonIdealState
            icon="error"
            title={t.loadFailed}
            action={<Button icon="refresh" text={t.retry} onClick={() => void list.refetch()} />}
          />
        ) : rows.length === 0 ? (
          <NonIdealState icon="inbox" title={status ? t.noMatches : tt.empty} description={status ? t.noMatchesHint : tt.emptyHint} />
        ) : (
          <>
            <HTMLTable
              compact
              interactive
              className={`inca-fill inca-segments ${list.loading ? 'inca-loading' : ''}`}
              data-testid="table-requests-table"
            >
              <thead>
                <tr>
                  <th>{tt.table}</th>
                  <th>{t.columns.requestingUser}</th>
                  <th>{tt.reason}</th>
                  <th>{t.columns.stateDate}</th>
                  <th>{t.columns.untilDate}</th>
                  <th>{t.columns.status}</th>
                  <th className="inca-num">{t.columns.actions}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id} data-testid="table-request-row" data-status={row.status}>
                    <td>
                      <strong>{tableName(row)}</strong>
                      {row.kind === 'PRODUCTIVIZE' && (
                        <Tag minimal className="inca-tag-gap">
                          {tt.productivize}
                        </Tag>
                      )}
                      <div className="bp6-text-muted inca-small">{row.table.projectId}</div>
                    </td>
                    <td>
                      {row.requestedBy}
                      <div className="bp6-text-muted inca-small">{row.requestingCompanyCode}</div>
                    </td>
                    <td className="inca-reason">{row.reason}</td>
                    <td className="inca-datetime">{formatDateTime(row.stateDate)}</td>
                    <td className="inca-nowrap">{formatCalendarDate(row.untilDate)}</td>
                    <td>
                      <RequestStatusTag status={row.status} />
                    </td>
                    <td className="inca-num">
                      <RequestRowActions
                        actions={requestActionsOf(row, false)}
                        label={t.rowActions(`${row.requestedBy} (${tableName(row)})`)}
                        onAction={(kind: RequestActionKind) => kind !== 'view' && setOpen({ kind, row })}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
            <Pager page={page} pageSize={10} total={total} onPage={setPage} />
          </>
        )}
      </div>
      {open?.kind === 'history' && (
        <AuditTrailDialog title={t.history.title(tableName(open.row))} entries={open.row.auditTrail} onClose={close} />
      )}
      {open && open.kind !== 'history' && (
        <RequestActionDialog
          kind={open.kind}
          about="table"
          request={{ segment: tableName(open.row), company: open.row.requestedBy, untilDate: open.row.untilDate }}
          running={decision.running}
          onClose={close}
          onConfirm={(until) =>
            void decision.run(open.kind as 'approve' | 'decline' | 'update', [open.row.id], until, 'table').then((ok) => {
              if (ok) close();
            })
          }
        />
      )}
    </>
  );
}
