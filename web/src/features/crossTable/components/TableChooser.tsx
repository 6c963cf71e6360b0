import { Button, ControlGroup, FormGroup, Intent, MenuItem, Tag, Tooltip } from '@blueprintjs/core';
import { Suggest, type ItemPredicate, type ItemRenderer } from '@blueprintjs/select';
import '@blueprintjs/select/lib/css/blueprint-select.css';
import type { TableChoice_TableFragment } from '../../../__generated__/graphql.ts';
import { access } from '../../../i18n/access.ts';

const t = access.crossTable;

type Props = {
  id: string;
  tables: readonly TableChoice_TableFragment[];
  value: string;
  onChange: (relativeResourceName: string) => void;
  /** Opens the Solicitar Acceso dialog. */
  onSearch: () => void;
  onRefresh: () => void;
  loading?: boolean;
  refreshing?: boolean;
  disabled?: boolean;
  error?: string;
};

/** How a table is named in the chooser: dataset.table. */
export const tableLabel = (table: { datasetId: string; objectId: string }) => `${table.datasetId}.${table.objectId}`;

const normalize = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const filterTable: ItemPredicate<TableChoice_TableFragment> = (query, table) => {
  const q = normalize(query.trim());
  return !q || normalize(`${tableLabel(table)} ${table.projectId} ${table.description}`).includes(q);
};

const renderTable: ItemRenderer<TableChoice_TableFragment> = (table, { handleClick, handleFocus, modifiers, ref }) =>
  modifiers.matchesPredicate ? (
    <MenuItem
      key={table.relativeResourceName}
      ref={ref}
      active={modifiers.active}
      disabled={modifiers.disabled}
      text={tableLabel(table)}
      label={table.isView ? t.view : t.tableKind}
      labelElement={
        table.expired ? (
          <Tag minimal intent={Intent.WARNING}>
            {t.expiredTitle}
          </Tag>
        ) : undefined
      }
      onClick={handleClick}
      onFocus={handleFocus}
      roleStructure="listoption"
    />
  ) : null;

/**
 * The searchable table or view chooser of the cross-table screen (§2.3): the viewer's granted tables
 * and views (expired ones marked), with the search-dialog and refresh icons beside it.
 */
export function TableChooser({ id, tables, value, onChange, onSearch, onRefresh, loading, refreshing, disabled, error }: Props) {
  const selected = tables.find((table) => table.relativeResourceName === value) ?? null;
  return (
    <FormGroup
      label={t.table}
      labelFor={id}
      intent={error ? Intent.DANGER : Intent.NONE}
      helperText={error ?? (tables.length === 0 && !loading ? t.noTables : undefined)}
    >
      <ControlGroup fill>
        <Suggest<TableChoice_TableFragment>
          items={[...tables]}
          selectedItem={selected}
          itemPredicate={filterTable}
          itemRenderer={renderTable}
          itemsEqual="relativeResourceName"
          inputValueRenderer={tableLabel}
          onItemSelect={(table) => onChange(table.relativeResourceName)}
          noResults={<MenuItem disabled text={loading ? access.crossTable.choose : t.noMatch} roleStructure="listoption" />}
          disabled={disabled}
          fill
          resetOnClose
          popoverProps={{ minimal: true, matchTargetWidth: true }}
          inputProps={{ id, placeholder: t.tablePlaceholder, intent: error ? Intent.DANGER : Intent.NONE }}
        />
        {!disabled && (
          <>
            <Tooltip content={t.searchDialog} placement="top">
              <Button icon="search" aria-label={t.searchDialog} onClick={onSearch} />
            </Tooltip>
            <Tooltip content={t.refreshTables} placement="top">
              <Button icon="refresh" aria-label={t.refreshTables} loading={refreshing} onClick={onRefresh} />
            </Tooltip>
          </>
        )}
      </ControlGroup>
    </FormGroup>
  );
}
