import { useMemo, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert, Button, FormGroup, H2, HTMLTable, InputGroup, Intent, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { graphQLErrorOf } from '../../apollo/errors.ts';
import { reports } from '../../i18n/reports.ts';
import { pathTo } from '../../navigation/routes.ts';
import { useViewer } from '../../session/viewer.ts';
import { formatDateTime } from '../../ui/format.ts';
import { Pager } from '../../ui/Pager.tsx';
import './reports.css';
import { filterReports, inputOf, type ReportForm, type ReportRow } from './schemas/reportForm.ts';
import { EMPTY_REPORT_FILTER, reportFilterSchema, type ReportFilterValues } from './schemas/reportFilter.ts';
import { ReportFormDialog } from './components/ReportFormDialog.tsx';
import { ReportsNav } from './components/ReportsNav.tsx';
import { useCreateReport } from './hooks/useCreateReport.ts';
import { useDeleteReport } from './hooks/useDeleteReport.ts';
import { useReportList } from './hooks/useReportList.ts';
import { useUpdateReport } from './hooks/useUpdateReport.ts';

const t = reports.management;
const PAGE_SIZE = 10;
const DEFAULT_MODULE = 'audience-management-campaign';

/**
 * Report management (spec §2.8): the reports of a module, newest first, 10 a page, a filter by
 * title or description; the audience admin creates, edits and deletes them, everyone opens them.
 */
export function ReportManagementPage() {
  const viewer = useViewer();
  const admin = viewer.roles.includes('AUDIENCE_ADMIN');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const module = search.get('module') || DEFAULT_MODULE;
  const list = useReportList(module);
  const { createReport } = useCreateReport();
  const { updateReport } = useUpdateReport();
  const { deleteReport } = useDeleteReport();
  const filterForm = useForm<ReportFilterValues>({ resolver: zodResolver(reportFilterSchema), defaultValues: EMPTY_REPORT_FILTER });
  const [filter, setFilter] = useState<ReportFilterValues>(EMPTY_REPORT_FILTER);
  const filterError = filterForm.formState.errors.title?.message;
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<ReportRow | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ReportRow | null>(null);

  const rows = useMemo(() => filterReports(list.reports ?? [], filter), [list.reports, filter]);
  const filtered = !!(filter.title || filter.description);
  const shown = rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);

  const applyFilter = filterForm.handleSubmit((values) => {
    setFilter(values);
    setPage(1);
  });
  const clearFilter = () => {
    filterForm.reset(EMPTY_REPORT_FILTER);
    setFilter(EMPTY_REPORT_FILTER);
    setPage(1);
  };
  const filterText = (name: 'title' | 'description', id: string) => (
    <Controller
      control={filterForm.control}
      name={name}
      render={({ field }) => <InputGroup id={id} value={field.value} onValueChange={field.onChange} onBlur={field.onBlur} />}
    />
  );

  // Save: the modal closes unless the service refused the input, and the list reloads (spec §8); the toast tells which.
  const save = async (form: ReportForm): Promise<boolean> => {
    const input = inputOf(form, module);
    const outcome = editing === 'new' ? await createReport(input) : editing ? await updateReport(editing.id, input) : 'failed';
    return outcome !== 'refused';
  };

  const confirmDelete = async () => {
    const target = deleting!;
    setDeleting(null);
    await deleteReport(target.id);
  };

  let body;
  if (list.loading && !list.reports) {
    body = (
      <div className="inca-center">
        <Spinner aria-label={t.loading} />
      </div>
    );
  } else if (!list.reports) {
    body = (
      <NonIdealState
        icon="error"
        title={t.loadFailed}
        description={graphQLErrorOf(list.error)?.message}
        action={<Button icon="refresh" text={t.retry} onClick={() => void list.refetch()} />}
      />
    );
  } else if (rows.length === 0) {
    body = (
      <NonIdealState
        icon="search"
        title={filtered ? t.noMatches : t.empty}
        description={filtered ? t.noMatchesHint : t.emptyHint}
        action={filtered ? <Button text={t.clear} onClick={clearFilter} /> : undefined}
      />
    );
  } else {
    const c = t.columns;
    body = (
      <>
        <HTMLTable className="inca-table inca-table-full" striped interactive data-testid="reports-table">
          <thead>
            <tr>
              <th>{c.title}</th>
              <th>{c.type}</th>
              <th>{c.description}</th>
              <th>{c.created}</th>
              <th>{c.updated}</th>
              <th>{c.view}</th>
              {admin && <th>{c.actions}</th>}
            </tr>
          </thead>
          <tbody>
            {shown.map((r) => (
              <tr key={r.id}>
                <td>
                  {r.title}{' '}
                  {r.maintenance && (
                    <Tag minimal intent={Intent.WARNING}>
                      {t.maintenanceTag}
                    </Tag>
                  )}
                </td>
                <td>{reports.types[r.type]}</td>
                <td className="inca-cell-wrap">{r.description}</td>
                <td>{formatDateTime(r.createdDate)}</td>
                <td>{formatDateTime(r.updatedDate)}</td>
                <td>
                  <Button
                    variant="minimal"
                    icon="eye-open"
                    aria-label={t.view(r.title)}
                    onClick={() => navigate(pathTo('report_management_view', { report: r.id }))}
                  />
                </td>
                {admin && (
                  <td>
                    <Button variant="minimal" icon="edit" aria-label={t.edit(r.title)} onClick={() => setEditing(r)} />
                    <Button
                      variant="minimal"
                      icon="trash"
                      intent={Intent.DANGER}
                      aria-label={t.remove(r.title)}
                      onClick={() => setDeleting(r)}
                    />
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </HTMLTable>
        <Pager page={page} pageSize={PAGE_SIZE} total={rows.length} onPage={setPage} />
      </>
    );
  }

  return (
    <>
      <header className="inca-page-header inca-row">
        <div>
          <H2>{admin ? t.titleAdmin : t.titleUser}</H2>
          <p className="bp6-text-muted">{admin ? t.subtitleAdmin : t.subtitleUser}</p>
        </div>
        {admin && <Button icon="add" intent={Intent.PRIMARY} text={t.create} onClick={() => setEditing('new')} />}
      </header>
      <ReportsNav />
      <form className="inca-filter-row" aria-label={t.filters} onSubmit={(e) => void applyFilter(e)}>
        <FormGroup label={t.filterTitle} labelFor="report-filter-title">
          {filterText('title', 'report-filter-title')}
        </FormGroup>
        <FormGroup label={t.filterDescription} labelFor="report-filter-description">
          {filterText('description', 'report-filter-description')}
        </FormGroup>
        <Button type="submit" icon="search" text={t.search} />
        <Button text={t.clear} onClick={clearFilter} />
        {filterError && (
          <span className="inca-error-text" role="alert">
            {filterError}
          </span>
        )}
      </form>
      {body}
      {editing && (
        <ReportFormDialog
          report={editing === 'new' ? undefined : editing}
          companies={list.companies}
          onSubmit={save}
          onClose={() => setEditing(null)}
        />
      )}
      <Alert
        isOpen={!!deleting}
        intent={Intent.DANGER}
        icon="trash"
        confirmButtonText={t.deleteConfirm}
        cancelButtonText={t.cancel}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      >
        <p>{deleting && t.deleteBody(deleting.title)}</p>
      </Alert>
    </>
  );
}
