import { memo, useState } from 'react';
import { Button, Checkbox, HTMLSelect, HTMLTable, Intent, Tag, Tooltip } from '@blueprintjs/core';
import { typeSupports } from '@inca/domain';
import type { VariableFieldsFragment } from '../../../__generated__/graphql.ts';
import { variables as t } from '../../../i18n/variables.ts';
import { RowActionsMenu, type RowAction } from '../../../ui/RowActionsMenu.tsx';
import { useSaveVariableRow } from '../hooks/useSaveVariableRow.ts';
import { typeLabel } from './typeLabel.ts';

export type VariableAction = 'configure' | 'object' | 'delete';

const ICONS = { configure: 'cog', object: 'th', delete: 'trash' } as const;

type Props = {
  rows: readonly VariableFieldsFragment[];
  /** Number of the first row on this page (rows are numbered across pages). */
  firstNumber: number;
  types: readonly { id: string; name: string }[];
  onAction: (kind: VariableAction, variable: VariableFieldsFragment) => void;
};

/** The variables grid (§2.5): number, code, name, description, type, required, has object, configuration. */
export function VariableTable({ rows, firstNumber, types, onAction }: Props) {
  return (
    <HTMLTable compact className="inca-fill" data-testid="variables-table">
      <thead>
        <tr>
          <th className="inca-num">{t.list.number}</th>
          <th>{t.list.code}</th>
          <th>{t.list.name}</th>
          <th>{t.list.description}</th>
          <th>{t.list.type}</th>
          <th>{t.list.required}</th>
          <th>{t.list.hasObject}</th>
          <th className="inca-num">{t.list.configuration}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <VariableRow
            key={`${row.id}:${row.type?.id}:${row.required}:${row.hasObject}`}
            row={row}
            number={firstNumber + index}
            types={types}
            onAction={onAction}
          />
        ))}
      </tbody>
    </HTMLTable>
  );
}

/** One row: the inline type, required and object settings stay local until the row's save button. */
const VariableRow = memo(function VariableRow({
  row,
  number,
  types,
  onAction,
}: {
  row: VariableFieldsFragment;
  number: number;
  types: Props['types'];
  onAction: Props['onAction'];
}) {
  const [typeId, setTypeId] = useState(row.type?.id ?? '');
  const [required, setRequired] = useState(row.required);
  const [hasObject, setHasObject] = useState(row.hasObject);
  const { save, saving } = useSaveVariableRow(row.id, row.code);
  const type = typeId === '' ? null : Number(typeId);
  const dirty = typeId !== (row.type?.id ?? '') || required !== row.required || hasObject !== row.hasObject;
  const canRequire = typeSupports(type, 'flag_required');
  const canObject = typeSupports(type, 'flag_object');

  const onSave = () => save({ typeId, required: canRequire && required, hasObject: canObject && hasObject });

  const actions: RowAction<VariableAction>[] = [{ kind: 'configure' }];
  if (row.hasObject && typeSupports(row.type ? Number(row.type.id) : null, 'flag_object')) actions.push({ kind: 'object' });
  actions.push({ kind: 'delete', disabled: row.disabled, reason: row.disabled ? t.messages.disabledVariable : undefined });
  const labels = { configure: t.list.configure, object: row.objectSaved ? t.list.viewObject : t.list.objects, delete: t.common.delete };

  return (
    <tr data-testid="variable-row" data-code={row.code}>
      <td className="inca-num">{number}</td>
      <td>
        <strong>{row.code}</strong>
        {row.disabled && (
          <Tag minimal className="inca-gap-tag">
            {t.list.disabledTag}
          </Tag>
        )}
      </td>
      <td>{row.name}</td>
      <td className="bp6-text-muted">{row.description || '—'}</td>
      <td>
        <HTMLSelect
          className="inca-type-select"
          aria-label={`${t.list.type} ${row.code}`}
          value={typeId}
          onChange={(e) => setTypeId(e.currentTarget.value)}
          minimal
        >
          {typeId === '' && <option value="">{t.list.chooseType}</option>}
          {types.map((ty) => (
            <option key={ty.id} value={ty.id}>
              {typeLabel(ty)}
            </option>
          ))}
        </HTMLSelect>
      </td>
      <td>
        <Checkbox
          aria-label={`${t.list.required} ${row.code}`}
          checked={canRequire && required}
          disabled={!canRequire}
          onChange={(e) => setRequired(e.currentTarget.checked)}
        />
      </td>
      <td>
        <Checkbox
          aria-label={`${t.list.hasObject} ${row.code}`}
          checked={canObject && hasObject}
          disabled={!canObject}
          onChange={(e) => setHasObject(e.currentTarget.checked)}
        />
      </td>
      <td className="inca-num inca-nowrap">
        <Tooltip content={dirty ? t.list.unsaved : t.list.rowSave} placement="top">
          <Button
            variant="minimal"
            icon="floppy-disk"
            intent={dirty ? Intent.PRIMARY : undefined}
            aria-label={`${t.list.rowSave} ${row.code}`}
            disabled={!dirty}
            loading={saving}
            onClick={() => void onSave()}
          />
        </Tooltip>
        <RowActionsMenu
          actions={actions}
          icons={ICONS}
          labels={labels}
          label={t.list.actions(row.code)}
          testId={`variable-actions-${row.code}`}
          onAction={(kind) => onAction(kind, row)}
        />
      </td>
    </tr>
  );
});
