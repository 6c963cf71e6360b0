import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Button, Card, H5, Spinner, Switch } from '@blueprintjs/core';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { access } from '../../i18n/access.ts';
import { productivize } from '../../i18n/productivize.ts';
import { pathTo } from '../../navigation/routes.ts';
import { useViewer } from '../../session/viewer.ts';
import { showSuccess } from '../../ui/toaster.ts';
import '../access/access.css';
import { TableSearchDialog } from '../access/components/TableSearchDialog.tsx';
import type { RequestTarget } from '../access/components/TableRequestForm.tsx';
import { newAudiencePath } from '../builder/audienceLink.ts';
import { SegmentFormShell } from '../builder/components/SegmentFormShell.tsx';
import { SegmentUsage } from '../builder/components/SegmentUsage.tsx';
import type { BuilderMode } from '../builder/hooks/builderMode.ts';
import { useBuilderCompanies } from '../builder/hooks/useBuilderCompanies.ts';
import { SandboxChooser } from './components/SandboxChooser.tsx';
import { TableChooser } from './components/TableChooser.tsx';
import { TableFacts } from './components/TableFacts.tsx';
import { MY_TABLES, SANDBOX_USE_CASES, STORED_TABLE, TABLE_STATUS } from './graphql.ts';
import { useCrossTableSegment } from './hooks/useCrossTableSegment.ts';
import { usePreviewCrossTable } from './hooks/usePreviewCrossTable.ts';
import { useSaveCrossTable } from './hooks/useSaveCrossTable.ts';
import {
  CROSS_TABLE_DESCRIPTION_MAX,
  CROSS_TABLE_FIELD_IDS,
  CROSS_TABLE_SELECTION_FIELDS,
  crossTableFormSchema,
  crossTableKey,
  crossTableSaveInput,
  crossTableSource,
  sandboxKey,
  type CrossTableFormValues,
} from './schemas/crossTableForm.ts';

const t = access.crossTable;

/** Scrolls the first invalid field, in screen order, into view (§5). */
function scrollToFirstInvalid(errors: Record<string, unknown>) {
  const first = (Object.keys(CROSS_TABLE_FIELD_IDS) as (keyof typeof CROSS_TABLE_FIELD_IDS)[]).find((name) => errors[name]);
  if (first)
    setTimeout(() => document.getElementById(CROSS_TABLE_FIELD_IDS[first])?.scrollIntoView({ behavior: 'smooth', block: 'center' }), 50);
}

/**
 * The cross-table screen (§2.3) in create, view and edit modes: a granted table or view, or with the
 * sandbox switch a use-case group, counted as a segment with the same general fields, summary panel
 * and preview-before-save rule as the other segment screens. An expired access offers the key icon.
 */
export function CrossTablePage({ mode }: { mode: BuilderMode }) {
  const { code } = useParams();
  const [params] = useSearchParams();
  const fromRequest = params.get('from') === 'exception';
  const viewer = useViewer();
  const navigate = useNavigate();
  const readOnly = mode === 'view';
  const { segment: saved, loading } = useCrossTableSegment(mode, code);
  const companies = useBuilderCompanies(false);
  const [alias, setAlias] = useState(viewer.company.alias);
  const form = useForm<CrossTableFormValues>({
    defaultValues: {
      companyCode: viewer.company.code,
      // The prefix the name rule accepts: the company's alias (its domain's first part is not, for most companies).
      name: mode === 'create' ? `${viewer.company.alias}_` : '',
      description: '',
      typeName: 'SEGMENT_CONTACT',
      sandbox: false,
      table: '',
      sandboxGroup: '',
    },
    resolver: zodResolver(crossTableFormSchema(alias)),
  });
  const [companyCode, sandbox, table, sandboxGroup] = useWatch({
    control: form.control,
    name: ['companyCode', 'sandbox', 'table', 'sandboxGroup'],
  });
  const tables = useQuery(MY_TABLES, { skip: readOnly, notifyOnNetworkStatusChange: true });
  // View mode reads the stored group's row count from its company's current use cases (quietly: a viewer
  // outside that company's scope still sees the stored use case, group and process date).
  const useCases = useQuery(SANDBOX_USE_CASES, {
    variables: { companyCode },
    skip: !sandbox || !companyCode,
    notifyOnNetworkStatusChange: true,
    ...(readOnly ? { context: { quietErrors: true } } : {}),
  });
  const preview = usePreviewCrossTable();
  const { save, saving } = useSaveCrossTable(mode, saved?.code, viewer.email);
  const [problem, setProblem] = useState<string>();
  const [dialog, setDialog] = useState<{ target?: RequestTarget } | null>(null);
  const restored = useRef(false);
  const client = useApolloClient();

  /** The refresh icon: reloads the granted tables and checks the chosen one (verify_table_status). */
  async function refreshTables(chosen: string) {
    await tables.refetch();
    if (!chosen) return showSuccess(t.refreshed);
    try {
      const { data } = await client.query({
        query: TABLE_STATUS,
        variables: { relativeResourceName: chosen },
        fetchPolicy: 'network-only',
        context: { quietErrors: true },
      });
      const check = data?.tableStatus;
      if (check && check.status !== 'OK') setProblem(check.message ?? undefined);
      else {
        setProblem(undefined);
        showSuccess(t.refreshed);
      }
    } catch {
      // A failed check changes nothing on screen; the preview checks again.
    }
  }

  useEffect(() => {
    if (!saved || restored.current) return;
    restored.current = true;
    const ct = saved.crossTable;
    const owner = saved.ownerCompany;
    setAlias(owner.alias);
    form.reset({
      companyCode: owner.code,
      name: saved.name.replace(/^INCA_/, ''),
      description: saved.description,
      typeName: saved.definition.typeName ?? 'SEGMENT_CONTACT',
      sandbox: ct?.sandbox ?? false,
      table: ct?.relativeResourceName ?? '',
      sandboxGroup: ct?.sandbox && ct.useCase && ct.group ? sandboxKey(ct.useCase, ct.group) : '',
    });
    preview.showStored(saved.definition.preview ?? null);
  }, [saved, form, preview]);

  // View mode: the stored table's catalogue facts, when the viewer may still read its entry.
  const storedName = readOnly && saved?.crossTable && !saved.crossTable.sandbox ? saved.crossTable.relativeResourceName : null;
  const stored = useQuery(STORED_TABLE, {
    variables: { relativeResourceName: storedName ?? '' },
    skip: !storedName,
    context: { quietErrors: true },
  });
  const tableList = useMemo(() => tables.data?.myTables ?? [], [tables.data]);
  const chosenTable = tableList.find((x) => x.relativeResourceName === table);

  if (loading)
    return (
      <div className="inca-center">
        <Spinner aria-label={t.loading} />
      </div>
    );

  const company = saved?.ownerCompany ?? companies.find((c) => c.code === companyCode) ?? viewer.company;
  const audiencePath = readOnly && saved ? newAudiencePath(viewer, saved) : undefined;
  const key = crossTableKey({ companyCode, sandbox, table, sandboxGroup });
  const storedTable = saved?.crossTable && !saved.crossTable.sandbox ? saved.crossTable : null;
  // The service's clock decides expiry (`expired`); a refused preview with the expiry message says the same.
  const expired = Boolean(chosenTable?.expired) || (!sandbox && problem === t.expired);
  const reRequestTarget: RequestTarget | undefined = chosenTable
    ? {
        relativeResourceName: chosenTable.relativeResourceName,
        projectId: chosenTable.projectId,
        datasetId: chosenTable.datasetId,
        tableId: chosenTable.objectId,
        isView: chosenTable.isView,
        description: chosenTable.description,
      }
    : undefined;

  async function onPreview() {
    setProblem(undefined);
    if (!(await form.trigger([...CROSS_TABLE_SELECTION_FIELDS]))) return preview.clear();
    setProblem(await preview.run(crossTableSource(form.getValues()), key));
  }

  const onSave = form.handleSubmit(async (values) => {
    const blocked = preview.saveBlocker(key);
    setProblem(blocked);
    if (blocked || !preview.previewId) return;
    const outcome = await save(crossTableSaveInput(values, preview.previewId));
    if ('saved' in outcome) navigate(pathTo('view_cross_table', { code: outcome.saved.code }), { replace: mode === 'edit' });
    else setProblem(outcome.problem);
  }, scrollToFirstInvalid);

  const onCancel = () => {
    if (fromRequest) return navigate(pathTo('exception'));
    navigate(saved ? pathTo('segments', {}, { viewed: saved.code }) : pathTo('segments'));
  };

  return (
    <>
      <SegmentFormShell
        title={readOnly ? (saved?.name ?? t.title.view) : t.title[mode]}
        subtitle={readOnly ? t.subtitle.view : t.subtitle.create}
        code={saved?.code}
        onEdit={readOnly && saved?.canEdit && !fromRequest ? () => navigate(pathTo('edit_cross_table', { code: saved.code })) : undefined}
        onCreateAudience={audiencePath && !fromRequest ? () => navigate(audiencePath) : undefined}
        layout="merge"
        control={form.control}
        readOnly={readOnly}
        companies={mode === 'create' ? companies : []}
        companyCode={company.code}
        companyText={`${company.code} · ${company.alias}`}
        onCompanyChange={(next) => {
          const nextAlias = companies.find((c) => c.code === next)?.alias ?? viewer.company.alias;
          form.setValue('companyCode', next);
          // The proposed prefix follows the company; what was typed after it stays.
          const name = form.getValues('name');
          form.setValue(
            'name',
            name.toLowerCase().startsWith(`${alias.toLowerCase()}_`) ? `${nextAlias}_${name.slice(alias.length + 1)}` : name,
          );
          setAlias(nextAlias);
          form.setValue('sandboxGroup', '');
          preview.clear();
        }}
        namePrefix="INCA_"
        descriptionMax={CROSS_TABLE_DESCRIPTION_MAX}
        summary={{ preview: preview.preview, stale: preview.isStale(key), running: preview.running, stored: preview.stored }}
        problem={problem}
        saving={saving}
        onPreview={() => void onPreview()}
        onSave={() => void onSave()}
        onCancel={onCancel}
        footer={readOnly && saved ? <SegmentUsage segment={saved} /> : undefined}
      >
        <div>
          <Card>
            <H5>{t.source}</H5>
            <Controller
              control={form.control}
              name="sandbox"
              render={({ field }) => (
                <Switch
                  id="cross-sandbox-switch"
                  label={t.useSandbox}
                  checked={field.value}
                  disabled={readOnly}
                  onChange={(e) => {
                    field.onChange(e.currentTarget.checked);
                    setProblem(undefined);
                  }}
                />
              )}
            />
            <p className="bp6-text-muted inca-small">{t.sandboxHint}</p>
            {sandbox ? (
              <Controller
                control={form.control}
                name="sandboxGroup"
                render={({ field, fieldState }) => (
                  <SandboxChooser
                    id={CROSS_TABLE_FIELD_IDS.sandboxGroup}
                    options={useCases.data?.sandboxUseCases ?? []}
                    value={field.value}
                    onChange={field.onChange}
                    onRefresh={() => void useCases.refetch().then(() => showSuccess(t.refreshed))}
                    refreshing={useCases.loading}
                    disabled={readOnly}
                    error={fieldState.error?.message}
                    fallback={
                      saved?.crossTable?.sandbox
                        ? {
                            useCase: saved.crossTable.useCase ?? '',
                            group: saved.crossTable.group ?? '',
                            processDate: saved.crossTable.processDate,
                            numRows: saved.crossTable.numRows,
                          }
                        : null
                    }
                  />
                )}
              />
            ) : null}
            {sandbox && readOnly && saved?.crossTable?.useCase && !fromRequest ? (
              <div className="inca-actions">
                <Button
                  icon="rocket-slant"
                  text={productivize.open}
                  title={productivize.openHint}
                  onClick={() =>
                    navigate(pathTo('productivize', {}, { company: saved.ownerCompany.code, useCase: saved.crossTable!.useCase! }))
                  }
                />
              </div>
            ) : null}
            {sandbox ? null : (
              <>
                {readOnly ? (
                  storedTable && (
                    <TableFacts
                      table={{
                        projectId: storedTable.projectId ?? '',
                        datasetId: storedTable.datasetId ?? '',
                        objectId: storedTable.tableId ?? '',
                        ...(stored.data
                          ? {
                              isView: stored.data.warehouseTable.isView,
                              description: stored.data.warehouseTable.description,
                              permissionExpirationDate: stored.data.warehouseTable.permissionExpirationDate,
                              numRows: stored.data.warehouseTable.numRows,
                            }
                          : {}),
                      }}
                      expired={stored.data?.warehouseTable.access === 'EXPIRED'}
                    />
                  )
                ) : (
                  <>
                    <Controller
                      control={form.control}
                      name="table"
                      render={({ field, fieldState }) => (
                        <TableChooser
                          id={CROSS_TABLE_FIELD_IDS.table}
                          tables={tableList}
                          value={field.value}
                          onChange={(next) => {
                            field.onChange(next);
                            setProblem(undefined);
                          }}
                          onSearch={() => setDialog({})}
                          onRefresh={() => void refreshTables(field.value)}
                          loading={tables.loading && !tables.data}
                          refreshing={tables.loading}
                          error={fieldState.error?.message}
                        />
                      )}
                    />
                    {chosenTable && (
                      <TableFacts
                        table={chosenTable}
                        expired={expired}
                        onReRequest={reRequestTarget ? () => setDialog({ target: reRequestTarget }) : undefined}
                      />
                    )}
                    {!chosenTable && storedTable && (
                      <TableFacts
                        table={{
                          projectId: storedTable.projectId ?? '',
                          datasetId: storedTable.datasetId ?? '',
                          objectId: storedTable.tableId ?? '',
                        }}
                        expired={false}
                      />
                    )}
                  </>
                )}
              </>
            )}
          </Card>
        </div>
      </SegmentFormShell>
      {dialog && (
        <TableSearchDialog
          target={dialog.target}
          onClose={() => setDialog(null)}
          onRequested={() => {
            setProblem(undefined);
            void tables.refetch();
          }}
        />
      )}
    </>
  );
}
