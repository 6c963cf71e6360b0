import { useCallback, useEffect, useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Button, H2, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { coupons } from '../../i18n/coupons.ts';
import { ROUTES, pathTo } from '../../navigation/routes.ts';
import { useViewer } from '../../session/viewer.ts';
import { Pager } from '../../ui/Pager.tsx';
import { useLastPageFallback, useViewedHighlight } from '../../ui/listHooks.ts';
import { showError } from '../../ui/toaster.ts';
import { ConfirmCouponActionDialog } from './components/ConfirmCouponActionDialog.tsx';
import { CouponFilters } from './components/CouponFilters.tsx';
import { CouponTable, type CouponRow } from './components/CouponTable.tsx';
import type { CouponActionKind } from './components/couponActions.ts';
import { COUPON_LIST, COUPON_LIST_OPTIONS } from './graphql.ts';
import { useCouponAction } from './hooks/useCouponAction.ts';
import { useCouponsEnabled } from './hooks/useCouponsEnabled.ts';
import { EMPTY_COUPON_FILTER, activeCouponFilters, toCouponFilter, type CouponFilterForm } from './schemas/couponFilter.ts';

const t = coupons.list;
/** §9: coupons 10 a page, created date descending (the service's order). */
export const COUPON_PAGE_SIZE = 10;

/** "Mis cupones" (§2.6); without the company's talonone_coupons flag the user goes home. */
export function CouponListPage() {
  if (!useCouponsEnabled()) return <Navigate to={ROUTES.home.path} replace />;
  return <CouponList />;
}

function CouponList() {
  const viewer = useViewer();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // ?default= prefills the name filter (after a create, the new campaign's name).
  const [filter, setFilter] = useState<CouponFilterForm>(() => ({ ...EMPTY_COUPON_FILTER, name: params.get('default') ?? '' }));
  const [showFilters, setShowFilters] = useState(true);
  const [page, setPage] = useState(1);
  const options = useQuery(COUPON_LIST_OPTIONS, { context: { quietErrors: true } });
  const list = useQuery(COUPON_LIST, {
    variables: { filter: toCouponFilter(filter), page, pageSize: COUPON_PAGE_SIZE },
    context: { quietErrors: true },
    notifyOnNetworkStatusChange: true,
  });
  const highlight = useViewedHighlight(list.data !== undefined);
  const action = useCouponAction();
  const [open, setOpen] = useState<{ kind: CouponActionKind; row: CouponRow } | null>(null);
  const close = useCallback(() => setOpen(null), []);

  // §8: a failed list says 'Error'.
  useEffect(() => {
    if (list.error) showError(t.toasts.listFailed);
  }, [list.error]);

  const shown = list.data ?? list.previousData;
  const rows = shown?.couponCampaigns.nodes ?? [];
  const total = shown?.couponCampaigns.totalCount ?? 0;
  useLastPageFallback(shown?.couponCampaigns, page, COUPON_PAGE_SIZE, setPage);
  const filtersActive = activeCouponFilters(filter);
  const companies = useMemo(
    () => (viewer.seesCompanyColumn ? (options.data?.viewer.accessibleCompanies ?? []).filter((c) => c.flags?.talononeCoupons) : null),
    [viewer.seesCompanyColumn, options.data],
  );

  function confirmed(kind: CouponActionKind, row: CouponRow) {
    if (kind === 'view') navigate(pathTo('coupons_detail', { id: row.id }));
    else if (kind === 'edit') navigate(pathTo('coupons_edit', { id: row.id }));
    // The dialog stays, busy, while the action runs; a failed one keeps it open to try again.
    else void action.run(kind, row.id, row.audience.id).then((ok) => ok && close());
  }

  return (
    <>
      <header className="inca-page-header inca-row">
        <div>
          <H2>{t.title}</H2>
          <p className="bp6-text-muted">{t.subtitle}</p>
        </div>
        <div className="inca-actions">
          <Button
            icon="filter"
            text={filtersActive ? t.filtersActive(filtersActive) : t.filtersButton}
            active={showFilters}
            aria-expanded={showFilters}
            onClick={() => setShowFilters((s) => !s)}
          />
          <Button
            icon="add"
            intent={Intent.PRIMARY}
            text={t.create}
            onClick={() => navigate(ROUTES.coupons_new.path)}
            data-testid="new-coupon"
          />
        </div>
      </header>
      <div className={showFilters ? 'inca-with-panel' : undefined}>
        {showFilters && (
          <CouponFilters
            key={JSON.stringify(filter)}
            value={filter}
            companies={companies}
            states={options.data?.audienceStates ?? []}
            onSearch={(next) => {
              setFilter(next);
              setPage(1);
            }}
          />
        )}
        <div className="inca-table-wrap">
          {list.loading && !shown ? (
            <div className="inca-center">
              <Spinner aria-label={t.loading} />
            </div>
          ) : list.error && !shown ? (
            <NonIdealState
              icon="error"
              title={t.loadFailed}
              action={<Button icon="refresh" text={t.retry} onClick={() => void list.refetch()} />}
            />
          ) : rows.length === 0 ? (
            <NonIdealState
              icon="search"
              title={filtersActive ? t.noMatches : t.empty}
              description={filtersActive ? t.noMatchesHint : t.emptyHint}
              action={filtersActive ? <Button text={t.clearFilters} onClick={() => setFilter(EMPTY_COUPON_FILTER)} /> : undefined}
            />
          ) : (
            <>
              <CouponTable
                rows={rows}
                showCompany={viewer.seesCompanyColumn}
                highlight={highlight}
                refreshing={list.loading}
                onAction={(kind, row) => setOpen({ kind, row })}
              />
              <Pager page={page} pageSize={COUPON_PAGE_SIZE} total={total} onPage={setPage} />
            </>
          )}
        </div>
      </div>
      {open && (
        <ConfirmCouponActionDialog
          kind={open.kind}
          name={open.row.name}
          running={action.running}
          onClose={close}
          onConfirm={() => confirmed(open.kind, open.row)}
        />
      )}
    </>
  );
}
