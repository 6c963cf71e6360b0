import { useEffect, useMemo, useState } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  Alert,
  Button,
  Classes,
  Dialog,
  DialogBody,
  DialogFooter,
  H2,
  HTMLTable,
  Icon,
  Intent,
  Menu,
  MenuItem,
  NonIdealState,
  Popover,
  ProgressBar,
  Spinner,
  Tag,
  Tooltip,
} from '@blueprintjs/core';
import type { SegmentRowFragment, SegmentSortField } from '../../__generated__/graphql.ts';
import { graphQLErrorOf } from '../../apollo/errors.ts';
import { ROUTES, pathTo } from '../../navigation/routes.ts';
import { showError, showSuccess } from '../../ui/toaster.ts';
import { useViewer } from '../../session/viewer.ts';
import { formatCount, formatDateTime } from '../../ui/format.ts';
import { Pager } from '../../ui/Pager.tsx';
import { downloadSegments } from './download.ts';
import { DuplicateDialog } from './DuplicateDialog.tsx';
import { DELETE_SEGMENT, SEGMENT_LIST, SEGMENT_LIST_OPTIONS } from './graphql.ts';
import { EMPTY_FILTER, PAGE_SIZE, activeFilterCount, loadListState, saveListState, toGraphQLFilter, type ListState } from './listState.ts';
import { RequestDetailsDialog } from './RequestDetailsDialog.tsx';
import { SegmentFilters } from './SegmentFilters.tsx';
import { ShareDialog } from './ShareDialog.tsx';

type Row = SegmentRowFragment;
type Open = { kind: 'share' | 'duplicate' | 'delete' | 'requests'; row: Row } | { kind: 'download' } | null;

const VIEW_ROUTE = { CROSS_TABLE: 'view_cross_table', SEGMENT: 'view_segment', MERGE_SEGMENT: 'view_merge_segment' } as const;
const EDIT_ROUTE = { CROSS_TABLE: 'edit_cross_table', SEGMENT: 'edit_segment', MERGE_SEGMENT: 'edit_merge_segment' } as const;
const HIGHLIGHT_MS = 2_000;

/** "Mis segmentos": browse, filter, export, share, duplicate and delete segments (§2.1). */
export function SegmentListPage() {
  const viewer = useViewer();
  const client = useApolloClient();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [state, setState] = useState<ListState>(() => loadListState());
  const [showFilters, setShowFilters] = useState(() => activeFilterCount(loadListState().filter) > 0);
  const [open, setOpen] = useState<Open>(null);
  const [highlight, setHighlight] = useState<string | null>(params.get('viewed'));
  const [downloading, setDownloading] = useState<number | null>(null);

  useEffect(() => saveListState(state), [state]);

  // The row of the segment just viewed stays highlighted for two seconds.
  useEffect(() => {
    if (!highlight) return;
    const timer = setTimeout(() => {
      setHighlight(null);
      setParams((p) => {
        p.delete('viewed');
        return p;
      }, { replace: true });
    }, HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [highlight, setParams]);

  const filter = useMemo(() => toGraphQLFilter(state.filter), [state.filter]);
  const list = useQuery(SEGMENT_LIST, { variables: { filter, sort: state.sort, page: state.page, pageSize: PAGE_SIZE } });
  const options = useQuery(SEGMENT_LIST_OPTIONS);
  const [deleteSegment, deleting] = useMutation(DELETE_SEGMENT, { context: { quietErrors: true } });

  const companies = options.data?.viewer.accessibleCompanies ?? [];
  const types = options.data?.segmentTypes ?? [];
  const page = list.data?.segments;
  const rows = page?.nodes ?? [];
  const total = page?.totalCount ?? 0;

  // A page past the end (after deletes or a narrower filter) falls back to the last page.
  useEffect(() => {
    if (page && page.nodes.length === 0 && page.totalCount > 0 && state.page > 1) {
      setState((s) => ({ ...s, page: Math.max(1, Math.ceil(page.totalCount / PAGE_SIZE)) }));
    }
  }, [page, state.page]);

  function sortBy(field: SegmentSortField) {
    setState((s) => ({
      ...s,
      page: 1,
      sort: { field, order: s.sort.field === field && s.sort.order === 'DESC' ? 'ASC' : 'DESC' },
    }));
  }

  async function confirmDelete(row: Row) {
    try {
      const result = await deleteSegment({ variables: { code: row.code } });
      showSuccess(result.data?.deleteSegment.message ?? 'Se eliminó correctamente.');
      await list.refetch();
    } catch (error) {
      const coded = graphQLErrorOf(error);
      if (coded?.code === 'CONFLICT' || coded?.code === 'FORBIDDEN') showError(coded.message);
      else showError('No se pudo eliminar, intentelo en unos minutos.');
    } finally {
      setOpen(null);
    }
  }

  async function download(withAudiences: boolean) {
    setOpen(null);
    setDownloading(0);
    try {
      const count = await downloadSegments(client, filter, state.sort, withAudiences, setDownloading);
      showSuccess(`Se descargaron ${formatCount(count)} segmentos.`);
    } catch {
      showError('No se pudo generar el archivo. Intente nuevamente.');
    } finally {
      setDownloading(null);
    }
  }

  const header = (field: SegmentSortField, label: string, className?: string) => {
    const active = state.sort.field === field;
    return (
      <th className={className} aria-sort={active ? (state.sort.order === 'ASC' ? 'ascending' : 'descending') : 'none'}>
        <button type="button" className="inca-sort" onClick={() => sortBy(field)}>
          {label}
          <Icon icon={active ? (state.sort.order === 'ASC' ? 'sort-asc' : 'sort-desc') : 'double-caret-vertical'} size={12} />
        </button>
      </th>
    );
  };

  const filtersActive = activeFilterCount(state.filter);

  return (
    <>
      <header className="inca-page-header inca-row">
        <div>
          <H2>Mis segmentos</H2>
          <p className="bp6-text-muted">Segmentos de clientes de su empresa y los compartidos con usted.</p>
        </div>
        <div className="inca-actions">
          <Button
            icon="filter"
            text={filtersActive ? `Filtros (${filtersActive})` : 'Filtros'}
            active={showFilters}
            onClick={() => setShowFilters((v) => !v)}
            aria-expanded={showFilters}
          />
          <Button icon="git-merge" text="Combinar segmentos" onClick={() => navigate(ROUTES.new_merge_segment.path)} />
          <Button icon="add" intent={Intent.PRIMARY} text="Nuevo segmento" onClick={() => navigate(ROUTES.new_segment.path)} />
          <Button icon="download" text="Descargar Excel" onClick={() => setOpen({ kind: 'download' })} disabled={downloading !== null || total === 0} />
        </div>
      </header>
      {downloading !== null && (
        <div className="inca-gap" role="status">
          <span className="bp6-text-muted">Preparando lista_segmentos.xlsx…</span>
          <ProgressBar value={downloading} intent={Intent.PRIMARY} />
        </div>
      )}
      <div className={showFilters ? 'inca-with-panel' : undefined}>
        {showFilters && (
          <SegmentFilters
            key={JSON.stringify(state.filter)}
            value={state.filter}
            companies={viewer.seesCompanyColumn ? companies : null}
            types={types}
            onSearch={(f) => setState((s) => ({ ...s, filter: f, page: 1 }))}
          />
        )}
        <div className="inca-table-wrap">
          {list.loading && !list.data ? (
            <div className="inca-center">
              <Spinner aria-label="Cargando segmentos" />
            </div>
          ) : list.error && !list.data ? (
            <NonIdealState icon="error" title="No se pudieron cargar los segmentos" action={<Button icon="refresh" text="Reintentar" onClick={() => void list.refetch()} />} />
          ) : rows.length === 0 ? (
            <NonIdealState
              icon="search"
              title={filtersActive ? 'Ningún segmento coincide con los filtros' : 'Aún no hay segmentos'}
              description={filtersActive ? 'Pruebe con otros filtros o límpielos.' : 'Los segmentos de su empresa aparecerán aquí.'}
              action={filtersActive ? <Button text="Limpiar filtros" onClick={() => setState((s) => ({ ...s, filter: EMPTY_FILTER, page: 1 }))} /> : undefined}
            />
          ) : (
            <>
              <HTMLTable className={`inca-fill inca-segments ${list.loading ? 'inca-loading' : ''}`} interactive data-testid="segments-table">
                <thead>
                  <tr>
                    {viewer.seesCompanyColumn && header('COMPANY', 'Empresa')}
                    {header('NAME', 'Segmento')}
                    {header('TYPE', 'Tipo')}
                    {header('CREATED_DATE', 'Fecha de creación')}
                    {header('LAST_PROCESS_DATE', 'Última modificación')}
                    {header('UNIQUE_USERS', 'Usuarios únicos', 'inca-num')}
                    {header('NUM_AUDIENCES', 'Audiencias', 'inca-num')}
                    <th className="inca-num">Acciones</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.code} className={row.code === highlight ? 'inca-highlight' : undefined} data-testid="segment-row" data-code={row.code}>
                      {viewer.seesCompanyColumn && (
                        <td>
                          <Tooltip content={row.ownerCompany.name} placement="top">
                            <span>
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
                          <div className="inca-small inca-shared" title="Segmento compartido">
                            <Icon icon="people" size={12} /> (compartido)
                          </div>
                        )}
                        {row.requested && (
                          <div>
                            <Tag minimal intent={Intent.WARNING}>
                              Por solicitud
                            </Tag>
                          </div>
                        )}
                      </td>
                      <td>{formatDateTime(row.createdDate)}</td>
                      <td>{formatDateTime(row.lastProcessDate)}</td>
                      <td className="inca-num">{formatCount(row.uniqueUsers)}</td>
                      <td className="inca-num">{formatCount(row.numAudiences)}</td>
                      <td className="inca-num">
                        <RowActions row={row} onOpen={(kind) => setOpen({ kind, row })} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
              <Pager page={state.page} pageSize={PAGE_SIZE} total={total} onPage={(p) => setState((s) => ({ ...s, page: p }))} />
            </>
          )}
        </div>
      </div>

      {open?.kind === 'share' && <ShareDialog segment={open.row} companies={options.data?.companies ?? companies} onClose={() => { setOpen(null); void list.refetch(); }} />}
      {open?.kind === 'duplicate' && (
        <DuplicateDialog
          segment={open.row}
          domain={viewer.company.domain}
          onClose={() => setOpen(null)}
          onDone={() => {
            setOpen(null);
            void list.refetch();
          }}
        />
      )}
      {open?.kind === 'requests' && <RequestDetailsDialog segment={open.row} onClose={() => setOpen(null)} />}
      <Alert
        isOpen={open?.kind === 'delete'}
        icon="trash"
        intent={Intent.DANGER}
        cancelButtonText="Cancelar"
        confirmButtonText="Eliminar"
        loading={deleting.loading}
        onCancel={() => setOpen(null)}
        onConfirm={() => open?.kind === 'delete' && void confirmDelete(open.row)}
      >
        <p>¿Esta seguro de eliminar este segmento?</p>
        {open?.kind === 'delete' && <p className="bp6-text-muted">{open.row.name}</p>}
      </Alert>
      <Dialog isOpen={open?.kind === 'download'} onClose={() => setOpen(null)} title="Descargar segmentos" icon="download">
        <DialogBody>
          <p>¿Desea descargar con los Datos de Audiencia?</p>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Sin Audiencias" onClick={() => void download(false)} />
              <Button intent={Intent.PRIMARY} text="Con Audiencias" onClick={() => void download(true)} />
            </>
          }
        />
      </Dialog>
    </>
  );
}

/** The row's action menu; an action shows only when the service says the viewer may take it. */
function RowActions({ row, onOpen }: { row: Row; onOpen: (kind: 'share' | 'duplicate' | 'delete' | 'requests') => void }) {
  const navigate = useNavigate();
  const viewRoute = ROUTES[VIEW_ROUTE[row.screen]];
  const editRoute = ROUTES[EDIT_ROUTE[row.screen]];
  const items = [
    // View and edit open the builder screens; they appear once those screens exist.
    viewRoute.built && <MenuItem key="view" icon="eye-open" text="Ver" onClick={() => navigate(pathTo(VIEW_ROUTE[row.screen], { code: row.code }))} />,
    row.requested && <MenuItem key="requests" icon="document-open" text="Ver detalle de solicitud" onClick={() => onOpen('requests')} />,
    !row.requested && row.editVisible && editRoute.built && (
      <MenuItem key="edit" icon="edit" text="Editar" disabled={!row.canEdit} title={row.editBlockedReason ?? undefined} onClick={() => navigate(pathTo(EDIT_ROUTE[row.screen], { code: row.code }))} />
    ),
    !row.requested && row.canShare && <MenuItem key="share" icon="share" text="Compartir" onClick={() => onOpen('share')} />,
    !row.requested && row.canDuplicate && <MenuItem key="duplicate" icon="duplicate" text="Duplicar" onClick={() => onOpen('duplicate')} />,
    !row.requested && row.canDelete && <MenuItem key="delete" icon="trash" intent={Intent.DANGER} text="Eliminar" onClick={() => onOpen('delete')} />,
  ].filter(Boolean);
  if (items.length === 0) return <span className={Classes.TEXT_MUTED}>—</span>;
  return (
    <Popover content={<Menu>{items}</Menu>} placement="bottom-end">
      <Button variant="minimal" icon="more" aria-label={`Acciones de ${row.name}`} data-testid="row-actions" />
    </Popover>
  );
}
