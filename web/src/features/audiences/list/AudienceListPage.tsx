import { Suspense, lazy, useCallback, useEffect, useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { Button, H2, Intent, NonIdealState, ProgressBar, Spinner } from '@blueprintjs/core';
import { audiences } from '../../../i18n/audiences.ts';
import { ROUTES, pathTo } from '../../../navigation/routes.ts';
import { useViewer } from '../../../session/viewer.ts';
import { Pager } from '../../../ui/Pager.tsx';
import { ApiHealthDialog } from './components/ApiHealthDialog.tsx';
import { AudienceTable, type AudienceRow } from './components/AudienceTable.tsx';
import { ConfirmAudienceActionDialog } from './components/ConfirmAudienceActionDialog.tsx';
import { isConfirmed, type AudienceActionKind, type ConfirmedActionKind } from './components/rowActions.ts';
import { AUDIENCE_LIST_OPTIONS } from './graphql.ts';
import { useAudienceAction } from './hooks/useAudienceAction.ts';
import { useAudienceListState } from './hooks/useAudienceListState.ts';
import { useBulkUpdateAudiences } from './hooks/useBulkUpdateAudiences.ts';
import { useDownloadAudiences } from './hooks/useDownloadAudiences.ts';
import { AUDIENCE_PAGE_SIZE } from './listState.ts';
import './list.css';

const t = audiences.list;

// The bulk update form (react-hook-form, zod) is fetched once rows are ticked, not with the list.
const loadBulkUpdateDialog = () => import('./components/BulkUpdateDialog.tsx');
const BulkUpdateDialog = lazy(() => loadBulkUpdateDialog().then((m) => ({ default: m.BulkUpdateDialog })));
// So is the filter form, once the filter panel is opened.
const AudienceFilters = lazy(() => import('./components/AudienceFilters.tsx').then((m) => ({ default: m.AudienceFilters })));

type Open = { kind: ConfirmedActionKind; row: AudienceRow } | { kind: 'bulk' } | { kind: 'health' } | null;

/** "Mis Audiencias" (§2.5): browse, filter, export and act on audiences, one at a time or in bulk. */
export function AudienceListPage() {
  const viewer = useViewer();
  const navigate = useNavigate();
  const list = useAudienceListState();
  const options = useQuery(AUDIENCE_LIST_OPTIONS);
  const { download, downloading } = useDownloadAudiences(list.filter, list.state.sort);
  const action = useAudienceAction();
  const bulk = useBulkUpdateAudiences();
  const [open, setOpen] = useState<Open>(null);
  const close = useCallback(() => setOpen(null), []);

  const onAction = useCallback(
    (kind: AudienceActionKind, row: AudienceRow) => {
      if (kind === 'view') navigate(pathTo('audience_detail', { id: row.id }));
      else if (kind === 'edit') navigate(pathTo('audience_edit', { id: row.id }));
      else if (kind === 'billing') navigate(pathTo('audience_billing', { custom_audience_id: row.id }));
      else if (kind === 'images') {
        if (ROUTES.images.built) navigate(pathTo('images', { custom_audience_id: row.id }));
      } else if (isConfirmed(kind)) setOpen({ kind, row });
    },
    [navigate],
  );

  const frequencyNames = useMemo(
    () => Object.fromEntries((options.data?.audienceFrequencies ?? []).map((f) => [f.value, f.name])),
    [options.data],
  );
  const { rows, total, filtersActive, selected } = list;
  useEffect(() => {
    // A failed prefetch is tried again when the dialog opens.
    if (selected.size) loadBulkUpdateDialog().catch(() => undefined);
  }, [selected.size]);

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
            active={list.showFilters}
            onClick={list.toggleFilters}
            aria-expanded={list.showFilters}
          />
          <Button icon="offline" text={t.apiHealth.title} onClick={() => setOpen({ kind: 'health' })} />
          <Button
            icon="edit"
            text={selected.size ? t.bulkUpdateCount(selected.size) : t.bulkUpdate}
            disabled={selected.size === 0}
            onClick={() => setOpen({ kind: 'bulk' })}
          />
          {ROUTES.new_audience.built && (
            <Button icon="add" intent={Intent.PRIMARY} text={t.create} onClick={() => navigate(ROUTES.new_audience.path)} />
          )}
          <Button
            icon="download"
            text={t.downloadButton}
            onClick={() => void download()}
            loading={downloading}
            disabled={downloading || total === 0}
          />
        </div>
      </header>
      {downloading && (
        <div className="inca-gap" role="status">
          <span className="bp6-text-muted">{t.download.preparing}</span>
          <ProgressBar intent={Intent.PRIMARY} />
        </div>
      )}
      <div className={list.showFilters ? 'inca-with-panel' : undefined}>
        {list.showFilters && (
          <Suspense fallback={<Spinner className="inca-filter-panel" size={24} aria-label={t.loading} />}>
            <AudienceFilters
              key={JSON.stringify(list.state.filter)}
              value={list.state.filter}
              companies={viewer.seesCompanyColumn ? (options.data?.viewer.accessibleCompanies ?? []) : null}
              platforms={options.data?.audiencePlatforms ?? []}
              states={options.data?.audienceStates ?? []}
              onSearch={list.applyFilter}
              onClear={list.clearFilters}
            />
          </Suspense>
        )}
        <div className="inca-table-wrap">
          {list.list.loading && !list.list.data ? (
            <div className="inca-center">
              <Spinner aria-label={t.loading} />
            </div>
          ) : list.list.error && !list.list.data ? (
            <NonIdealState
              icon="error"
              title={t.loadFailed}
              description={t.loadFailedHint}
              action={<Button icon="refresh" text={t.retry} onClick={() => void list.list.refetch()} />}
            />
          ) : rows.length === 0 ? (
            <NonIdealState
              icon="search"
              title={filtersActive ? t.noMatches : t.empty}
              description={filtersActive ? t.noMatchesHint : t.emptyHint}
              action={filtersActive ? <Button text={t.clearFilters} onClick={list.clearFilters} /> : undefined}
            />
          ) : (
            <>
              <AudienceTable
                rows={rows}
                showCompany={viewer.seesCompanyColumn}
                sort={list.state.sort}
                onSort={list.sortBy}
                highlight={list.highlight}
                selected={selected}
                onSelect={list.select}
                refreshing={list.list.loading}
                onAction={onAction}
              />
              <Pager page={list.state.page} pageSize={AUDIENCE_PAGE_SIZE} total={total} onPage={list.setPage} />
            </>
          )}
        </div>
      </div>

      {open && 'row' in open && (
        <ConfirmAudienceActionDialog
          kind={open.kind}
          audience={open.row}
          running={action.running}
          onClose={close}
          onConfirm={() => {
            void action.run(open.kind, open.row.id).then((ok) => {
              if (ok) {
                if (open.kind === 'delete') list.select([open.row.id], false);
                close();
              }
            });
          }}
        />
      )}
      {open?.kind === 'bulk' && (
        <Suspense fallback={null}>
          <BulkUpdateDialog
            count={selected.size}
            frequencyNames={frequencyNames}
            onClose={close}
            onSubmit={async (form) => {
              const result = await bulk.update([...selected], form);
              if (result.ok) list.clearSelection();
              return result;
            }}
          />
        </Suspense>
      )}
      {open?.kind === 'health' && <ApiHealthDialog onClose={close} />}
    </>
  );
}
