import { Suspense, lazy, useCallback, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { Button, H2, Intent, NonIdealState, ProgressBar, Spinner } from '@blueprintjs/core';
import { access } from '../../i18n/access.ts';
import { segments as t } from '../../i18n/segments.ts';
import { ROUTES, pathTo } from '../../navigation/routes.ts';
import { useViewer } from '../../session/viewer.ts';
import { Pager } from '../../ui/Pager.tsx';
import { DeleteSegmentDialog } from './components/DeleteSegmentDialog.tsx';
import { DownloadSegmentsDialog } from './components/DownloadSegmentsDialog.tsx';
import { DuplicateSegmentDialog } from './components/DuplicateSegmentDialog.tsx';
import { RequestDetailsDialog } from './components/RequestDetailsDialog.tsx';
import { EDIT_ROUTE, VIEW_ROUTE, type RowActionKind } from './components/rowActions.ts';
import { SegmentTable, type SegmentRow } from './components/SegmentTable.tsx';
import { ShareSegmentDialog } from './components/ShareSegmentDialog.tsx';
import { SEGMENT_LIST_OPTIONS } from './graphql.ts';
import { useDownloadSegments } from './hooks/useDownloadSegments.ts';
import { useSegmentListState } from './hooks/useSegmentListState.ts';
import { PAGE_SIZE } from './listState.ts';

// The filter form (react-hook-form, zod) is fetched when the filter panel is opened, not with the list.
const SegmentFilters = lazy(() => import('./components/SegmentFilters.tsx').then((m) => ({ default: m.SegmentFilters })));

type Open = { kind: 'share' | 'duplicate' | 'delete' | 'requests'; row: SegmentRow } | { kind: 'download' } | null;

/** "Mis segmentos": browse, filter, export, share, duplicate and delete segments (§2.1). */
export function SegmentListPage() {
  const viewer = useViewer();
  const navigate = useNavigate();
  const list = useSegmentListState();
  const options = useQuery(SEGMENT_LIST_OPTIONS);
  const { download, progress } = useDownloadSegments(list.filter, list.state.sort);
  const [open, setOpen] = useState<Open>(null);
  const close = useCallback(() => setOpen(null), []);

  const onAction = useCallback(
    (kind: RowActionKind, row: SegmentRow) => {
      if (kind === 'view') navigate(pathTo(VIEW_ROUTE[row.screen], { code: row.code }));
      else if (kind === 'edit') navigate(pathTo(EDIT_ROUTE[row.screen], { code: row.code }));
      else setOpen({ kind, row });
    },
    [navigate],
  );

  const filterCompanies = options.data?.viewer.segmentFilterCompanies ?? [];
  const { rows, total, filtersActive } = list;

  return (
    <>
      <header className="inca-page-header inca-row">
        <div>
          <H2>{t.list.title}</H2>
          <p className="bp6-text-muted">{t.list.subtitle}</p>
        </div>
        <div className="inca-actions">
          <Button
            icon="filter"
            text={filtersActive ? t.list.filtersActive(filtersActive) : t.list.filters}
            active={list.showFilters}
            onClick={list.toggleFilters}
            aria-expanded={list.showFilters}
          />
          <Button icon="git-merge" text={t.list.merge} onClick={() => navigate(ROUTES.new_merge_segment.path)} />
          <Button icon="th" text={access.crossTable.newButton} onClick={() => navigate(ROUTES.new_cross_table.path)} />
          <Button icon="add" intent={Intent.PRIMARY} text={t.list.create} onClick={() => navigate(ROUTES.new_segment.path)} />
          <Button
            icon="download"
            text={t.list.download}
            onClick={() => setOpen({ kind: 'download' })}
            disabled={progress !== null || total === 0}
          />
        </div>
      </header>
      {progress !== null && (
        <div className="inca-gap" role="status">
          <span className="bp6-text-muted">{t.download.preparing}</span>
          <ProgressBar value={progress} intent={Intent.PRIMARY} />
        </div>
      )}
      <div className={list.showFilters ? 'inca-with-panel' : undefined}>
        {list.showFilters && (
          <Suspense fallback={<Spinner className="inca-filter-panel" size={24} aria-label={t.list.loading} />}>
            <SegmentFilters
              key={JSON.stringify(list.state.filter)}
              value={list.state.filter}
              companies={viewer.seesCompanyColumn ? filterCompanies : null}
              types={options.data?.segmentTypes ?? []}
              onSearch={list.applyFilter}
              onClear={list.clearFilters}
            />
          </Suspense>
        )}
        <div className="inca-table-wrap">
          {list.list.loading && !list.list.data ? (
            <div className="inca-center">
              <Spinner aria-label={t.list.loading} />
            </div>
          ) : list.list.error && !list.list.data ? (
            <NonIdealState
              icon="error"
              title={t.list.loadFailed}
              action={<Button icon="refresh" text={t.list.retry} onClick={() => void list.list.refetch()} />}
            />
          ) : rows.length === 0 ? (
            <NonIdealState
              icon="search"
              title={filtersActive ? t.list.noMatches : t.list.empty}
              description={filtersActive ? t.list.noMatchesHint : t.list.emptyHint}
              action={filtersActive ? <Button text={t.list.clearFilters} onClick={list.clearFilters} /> : undefined}
            />
          ) : (
            <>
              <SegmentTable
                rows={rows}
                showCompany={viewer.seesCompanyColumn}
                sort={list.state.sort}
                onSort={list.sortBy}
                highlight={list.highlight}
                refreshing={list.list.loading}
                onAction={onAction}
              />
              <Pager page={list.state.page} pageSize={PAGE_SIZE} total={total} onPage={list.setPage} />
            </>
          )}
        </div>
      </div>

      {open?.kind === 'share' && <ShareSegmentDialog segment={open.row} companies={options.data?.companies ?? []} onClose={close} />}
      {open?.kind === 'duplicate' && <DuplicateSegmentDialog segment={open.row} domain={viewer.company.domain} onClose={close} />}
      {open?.kind === 'requests' && <RequestDetailsDialog segment={open.row} onClose={close} />}
      {open?.kind === 'delete' && <DeleteSegmentDialog segment={open.row} onClose={close} />}
      {open?.kind === 'download' && (
        <DownloadSegmentsDialog
          onClose={close}
          onChoose={(withAudiences) => {
            close();
            void download(withAudiences);
          }}
        />
      )}
    </>
  );
}
