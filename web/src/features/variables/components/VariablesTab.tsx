import { useMemo, useRef, useState } from 'react';
import { Alert, Button, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { variableMatchesFilter, variableTemplateCsv } from '@inca/domain';
import type { VariableFieldsFragment } from '../../../__generated__/graphql.ts';
import { variables as t } from '../../../i18n/variables.ts';
import { Pager } from '../../../ui/Pager.tsx';
import { showError } from '../../../ui/toaster.ts';
import { useDeleteVariable } from '../hooks/useDeleteVariable.ts';
import { useUploadVariables } from '../hooks/useUploadVariables.ts';
import { useVariables } from '../hooks/useVariables.ts';
import type { VariableFilterValue } from '../schemas/variableFilter.ts';
import { saveTextFile } from '../variableFlags.ts';
import { VariableConfigDialog } from './VariableConfigDialog.tsx';
import { VariableFilterPanel } from './VariableFilterPanel.tsx';
import { VariableObjectDialog } from './VariableObjectDialog.tsx';
import { VariableTable, type VariableAction } from './VariableTable.tsx';

const PAGE_SIZE = 10;

type Open = { kind: 'configure' | 'object' | 'delete'; variable: VariableFieldsFragment } | null;

/** The Variables tab (§2.5): template, CSV upload, local filter, the grid with inline saves and row actions. */
export function VariablesTab() {
  const page = useVariables();
  const { upload, uploading } = useUploadVariables();
  const { remove, removing } = useDeleteVariable();
  const [filter, setFilter] = useState<VariableFilterValue | null>(null);
  const [showFilter, setShowFilter] = useState(false);
  const [pageNumber, setPageNumber] = useState(1);
  const [open, setOpen] = useState<Open>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const all = page.variables;
  const types = page.types;
  const rows = useMemo(
    () =>
      filter
        ? all.filter((v) =>
            variableMatchesFilter(
              { variable_code: v.code, variable_name: v.name, id_variable_type: v.type ? Number(v.type.id) : null },
              filter,
            ),
          )
        : all,
    [all, filter],
  );
  const pages = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  const current = Math.min(pageNumber, pages);
  const visible = rows.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);

  function onFile(file: File | undefined) {
    if (fileInput.current) fileInput.current.value = '';
    void upload(file);
  }

  async function onDelete(variable: VariableFieldsFragment) {
    await remove(variable.id);
    setOpen(null);
  }

  const onAction = (kind: VariableAction, variable: VariableFieldsFragment) => setOpen({ kind, variable });

  return (
    <section aria-label={t.tabs.variables}>
      <div className="inca-actions inca-variables-toolbar">
        <Button icon="download" text={t.list.downloadTemplate} onClick={() => saveTextFile(variableTemplateCsv(), 'template.csv')} />
        <Button
          icon="document-open"
          text={t.list.upload}
          title={t.list.uploadHint}
          loading={uploading}
          onClick={() => fileInput.current?.click()}
        />
        <input
          ref={fileInput}
          type="file"
          accept=".csv,text/csv"
          hidden
          data-testid="variables-upload"
          aria-label={t.list.upload}
          onChange={(e) => onFile(e.currentTarget.files?.[0])}
        />
        <Button
          icon="filter"
          text={t.common.filter}
          active={showFilter}
          aria-expanded={showFilter}
          onClick={() => setShowFilter((s) => !s)}
        />
      </div>
      <div className={showFilter ? 'inca-with-panel' : undefined}>
        {showFilter && (
          <VariableFilterPanel
            types={types}
            value={filter}
            onSearch={(value) => {
              setFilter(value);
              setPageNumber(1);
            }}
            onClean={() => {
              setFilter(null);
              setPageNumber(1);
            }}
            onInvalid={showError}
          />
        )}
        <div className="inca-table-wrap">
          {page.loading ? (
            <div className="inca-center">
              <Spinner aria-label={t.common.loading} />
            </div>
          ) : page.failed ? (
            <NonIdealState
              icon="error"
              title={t.common.loadFailed}
              action={<Button icon="refresh" text={t.common.retry} onClick={() => void page.refetch()} />}
            />
          ) : rows.length === 0 ? (
            <NonIdealState
              icon="search"
              title={filter ? t.list.noMatches : t.list.empty}
              description={filter ? undefined : t.list.emptyHint}
            />
          ) : (
            <>
              <VariableTable rows={visible} firstNumber={(current - 1) * PAGE_SIZE + 1} types={types} onAction={onAction} />
              <Pager page={current} pageSize={PAGE_SIZE} total={rows.length} onPage={setPageNumber} />
            </>
          )}
        </div>
      </div>
      {open?.kind === 'configure' && (
        <VariableConfigDialog variable={open.variable} variables={all} types={types} onClose={() => setOpen(null)} />
      )}
      {open?.kind === 'object' && <VariableObjectDialog variable={open.variable} onClose={() => setOpen(null)} />}
      <Alert
        isOpen={open?.kind === 'delete'}
        intent={Intent.DANGER}
        icon="trash"
        confirmButtonText={t.common.delete}
        cancelButtonText={t.common.cancel}
        loading={removing}
        onCancel={() => setOpen(null)}
        onConfirm={() => open && void onDelete(open.variable)}
      >
        <p>{open ? t.list.deleteQuestion(open.variable.code) : ''}</p>
      </Alert>
    </section>
  );
}
