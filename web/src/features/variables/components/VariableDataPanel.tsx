import { useRef } from 'react';
import { Button, Callout, HTMLSelect, HTMLTable, InputGroup, Intent, Menu, MenuItem, Popover, Tag } from '@blueprintjs/core';
import { VARIABLE_LIMITS, dataTemplateCsv } from '@inca/domain';
import { variables as t } from '../../../i18n/variables.ts';
import { Pager } from '../../../ui/Pager.tsx';
import type { useVariableDataRows } from '../hooks/useVariableDataRows.ts';
import type { DataRow } from '../schemas/variableConfig.ts';
import { saveTextFile } from '../variableFlags.ts';

type Props = {
  grid: ReturnType<typeof useVariableDataRows>;
  /** The variable has a parent: each row names its parent's key. */
  withParent: boolean;
  /** The parent's stored keys (a select when known, else a text field). */
  parentKeys: readonly { key: string; value: string }[];
  /** Read-only grid, no toolbar nor row actions (a variable disabled by SET0005). */
  disabled: boolean;
  reading: boolean;
  onUpload: (file: File) => void;
};

/** The Data tab of the configuration modal (§2.5): template, upload, add, and the key/value/parent grid that pages above 20 rows. */
export function VariableDataPanel({ grid, withParent, parentKeys, disabled, reading, onUpload }: Props) {
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <div>
      {!disabled && (
        <div className="inca-actions inca-variables-toolbar">
          <Popover
            placement="bottom-start"
            content={
              <Menu>
                <MenuItem text={t.config.templateBasic} onClick={() => saveTextFile(dataTemplateCsv(false), 'template.csv')} />
                <MenuItem text={t.config.templateParent} onClick={() => saveTextFile(dataTemplateCsv(true), 'template.csv')} />
              </Menu>
            }
          >
            <Button icon="download" text={t.config.template} endIcon="caret-down" />
          </Popover>
          <Button icon="document-open" text={t.config.uploadData} loading={reading} onClick={() => fileInput.current?.click()} />
          <input
            ref={fileInput}
            type="file"
            accept=".csv,text/csv"
            hidden
            data-testid="variable-data-upload"
            aria-label={t.config.uploadData}
            onChange={(e) => {
              const file = e.currentTarget.files?.[0];
              e.currentTarget.value = '';
              if (file) onUpload(file);
            }}
          />
          <Button icon="add" text={t.config.addRecord} onClick={grid.add} />
          <Tag minimal>{t.config.records(grid.rows.length)}</Tag>
        </div>
      )}
      {grid.problem && (
        <Callout intent={Intent.DANGER} className="inca-gap" compact>
          {grid.problem}
        </Callout>
      )}
      <HTMLTable compact className="inca-fill" data-testid="variable-data-grid">
        <thead>
          <tr>
            <th className="inca-num">{t.list.number}</th>
            <th>{t.config.key}</th>
            <th>{t.config.value}</th>
            {withParent && <th>{t.config.parentKey}</th>}
            {!disabled && <th />}
          </tr>
        </thead>
        <tbody>
          {grid.visible.map((row, i) => (
            <DataRowView
              key={grid.offset + i}
              row={row}
              index={grid.offset + i}
              withParent={withParent}
              parentKeys={parentKeys}
              disabled={disabled}
              onEdit={grid.edit}
              onRemove={grid.remove}
            />
          ))}
        </tbody>
      </HTMLTable>
      {grid.paged && <Pager page={grid.page} pageSize={grid.pageSize} total={grid.rows.length} onPage={grid.setPage} />}
    </div>
  );
}

type RowProps = {
  row: DataRow;
  index: number;
  withParent: boolean;
  parentKeys: Props['parentKeys'];
  disabled: boolean;
  onEdit: (index: number, patch: Partial<DataRow>) => void;
  onRemove: (index: number) => void;
};

function DataRowView({ row, index, withParent, parentKeys, disabled, onEdit, onRemove }: RowProps) {
  const n = index + 1;
  return (
    <tr data-testid="variable-data-row">
      <td className="inca-num">{n}</td>
      <td>
        <InputGroup
          aria-label={`${t.config.key} ${n}`}
          value={row.key}
          readOnly={disabled}
          maxLength={VARIABLE_LIMITS.dataKey}
          onChange={(e) => onEdit(index, { key: e.currentTarget.value })}
        />
      </td>
      <td>
        <InputGroup
          aria-label={`${t.config.value} ${n}`}
          value={row.value}
          readOnly={disabled}
          maxLength={VARIABLE_LIMITS.dataValue}
          onChange={(e) => onEdit(index, { value: e.currentTarget.value })}
        />
      </td>
      {withParent && (
        <td>
          {parentKeys.length > 0 && !disabled ? (
            <HTMLSelect
              aria-label={`${t.config.parentKey} ${n}`}
              value={row.parentKey}
              onChange={(e) => onEdit(index, { parentKey: e.currentTarget.value })}
            >
              <option value="">—</option>
              {parentKeys.map((p) => (
                <option key={p.key} value={p.key}>
                  {p.key} · {p.value}
                </option>
              ))}
              {row.parentKey !== '' && !parentKeys.some((p) => p.key === row.parentKey) && (
                <option value={row.parentKey}>{row.parentKey}</option>
              )}
            </HTMLSelect>
          ) : (
            <InputGroup
              aria-label={`${t.config.parentKey} ${n}`}
              value={row.parentKey}
              readOnly={disabled}
              maxLength={VARIABLE_LIMITS.dataKey}
              onChange={(e) => onEdit(index, { parentKey: e.currentTarget.value })}
            />
          )}
        </td>
      )}
      {!disabled && (
        <td className="inca-num">
          <Button variant="minimal" icon="trash" aria-label={t.config.removeRecord(n)} onClick={() => onRemove(index)} />
        </td>
      )}
    </tr>
  );
}
