import { useCallback, useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { Button, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { access } from '../../../i18n/access.ts';
import { pathTo } from '../../../navigation/routes.ts';
import { Pager } from '../../../ui/Pager.tsx';
import { showError } from '../../../ui/toaster.ts';
import { ACCESS_REQUESTS, REQUEST_FILTER_OPTIONS } from '../graphql.ts';
import { useRequestDecision } from '../hooks/useRequestDecision.ts';
import { requestSegmentRoute, type RequestActionKind } from '../requestActions.ts';
import { EMPTY_REQUEST_FILTER, activeRequestFilters, toAccessRequestFilter, type RequestFilterForm } from '../requestFilter.ts';
import { AccessRequestsTable, type AccessRequestRow } from './AccessRequestsTable.tsx';
import { AuditTrailDialog } from './AuditTrailDialog.tsx';
import { RequestActionDialog, type RequestDecision } from './RequestActionDialog.tsx';
import { RequestFilters } from './RequestFilters.tsx';

const t = access.requests;
export const REQUESTS_PAGE_SIZE = 10;

type Open =
  | { kind: 'approve' | 'decline' | 'update'; row: AccessRequestRow }
  | { kind: 'massApprove' | 'massDecline' }
  | { kind: 'history'; row: AccessRequestRow }
  | null;

/**
 * The Requests tab (§2.5): segment access requests 10 a page by state date (newest first), the filter
 * panel, status chips, row actions and massive approve or decline of the ticked pending rows.
 */
export function AccessRequestsPanel() {
  const navigate = useNavigate();
  const [filter, setFilter] = useState<RequestFilterForm>(EMPTY_REQUEST_FILTER);
  const [page, setPage] = useState(1);
  const [showFilters, setShowFilters] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [open, setOpen] = useState<Open>(null);
  const variables = useMemo(() => ({ filter: toAccessRequestFilter(filter), page }), [filter, page]);
  const list = useQuery(ACCESS_REQUESTS, { variables, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  const options = useQuery(REQUEST_FILTER_OPTIONS);
  const decision = useRequestDecision();
  const close = useCallback(() => setOpen(null), []);

  const rows = list.data?.accessRequests.items ?? [];
  const total = list.data?.accessRequests.total ?? 0;
  const filtersActive = activeRequestFilters(filter);
  // Rows may leave the pending state (or the page): only ticked rows still decidable count.
  const decidable = new Set(rows.filter((r) => r.canDecide).map((r) => r.id));
  const chosen = [...selected].filter((id) => decidable.has(id));

  const onSelect = useCallback((ids: readonly string[], on: boolean) => {
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids)
        if (on) next.add(id);
        else next.delete(id);
      return next;
    });
  }, []);

  const onAction = useCallback(
    (kind: RequestActionKind, row: AccessRequestRow) => {
      if (kind === 'view') navigate(pathTo(requestSegmentRoute(row.segmentTypeId), { code: row.segmentCode }, { from: 'exception' }));
      else setOpen({ kind, row });
    },
    [navigate],
  );

  function massive(kind: 'massApprove' | 'massDecline') {
    if (chosen.length === 0) return showError(t.noneSelected);
    setOpen({ kind });
  }

  async function decide(kind: RequestDecision, untilDate: string | null) {
    const ids = open && 'row' in open ? [open.row.id] : chosen;
    if (await decision.run(kind, ids, untilDate)) {
      setSelected(new Set());
      close();
    }
  }

  return (
    <>
      <div className="inca-row inca-gap-below">
        <div className="inca-actions">
          <Button
            icon="filter"
            text={filtersActive ? t.filtersActive(filtersActive) : t.filters}
            active={showFilters}
            aria-expanded={showFilters}
            onClick={() => setShowFilters((v) => !v)}
          />
        </div>
        <div className="inca-actions">
          {chosen.length > 0 && <span className="bp6-text-muted">{t.selected(chosen.length)}</span>}
          <Button icon="tick-circle" intent={Intent.SUCCESS} text={t.massApprove} onClick={() => massive('massApprove')} />
          <Button icon="disable" intent={Intent.DANGER} variant="outlined" text={t.massDecline} onClick={() => massive('massDecline')} />
        </div>
      </div>
      <div className={showFilters ? 'inca-with-panel' : undefined}>
        {showFilters && (
          <RequestFilters
            key={JSON.stringify(filter)}
            value={filter}
            companies={options.data?.companies ?? []}
            onSearch={(next) => {
              setFilter(next);
              setPage(1);
              setSelected(new Set());
            }}
          />
        )}
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
            <NonIdealState
              icon="inbox"
              title={filtersActive ? t.noMatches : t.empty}
              description={filtersActive ? t.noMatchesHint : t.emptyHint}
              action={filtersActive ? <Button text={t.clearFilters} onClick={() => setFilter(EMPTY_REQUEST_FILTER)} /> : undefined}
            />
          ) : (
            <>
              <AccessRequestsTable
                rows={rows}
                selected={selected}
                onSelect={onSelect}
                noActions={false}
                refreshing={list.loading}
                onAction={onAction}
              />
              <Pager page={page} pageSize={REQUESTS_PAGE_SIZE} total={total} onPage={setPage} />
            </>
          )}
        </div>
      </div>

      {open?.kind === 'history' && (
        <AuditTrailDialog title={t.history.title(open.row.segmentName)} entries={open.row.auditTrail} onClose={close} />
      )}
      {open && open.kind !== 'history' && (
        <RequestActionDialog
          kind={open.kind}
          request={
            'row' in open
              ? { segment: open.row.segmentName, company: open.row.requestingCompany.alias, untilDate: open.row.untilDate }
              : undefined
          }
          count={chosen.length}
          running={decision.running}
          onClose={close}
          onConfirm={(until) => void decide(open.kind, until)}
        />
      )}
    </>
  );
}
