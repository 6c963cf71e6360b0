import { useEffect, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { Button, Callout, Dialog, DialogBody, DialogFooter, Intent, Tab, Tabs } from '@blueprintjs/core';
import { VARIABLE_TYPE, typeHasData } from '@inca/domain';
import type { VariableFieldsFragment } from '../../../__generated__/graphql.ts';
import { useTracking } from '../../../analytics/useTracking.ts';
import { variables as t } from '../../../i18n/variables.ts';
import { showError } from '../../../ui/toaster.ts';
import { useReadVariableDataCsv } from '../hooks/useReadVariableDataCsv.ts';
import { useUpdateVariable } from '../hooks/useUpdateVariable.ts';
import { useVariableData } from '../hooks/useVariableData.ts';
import { useVariableDataRows } from '../hooks/useVariableDataRows.ts';
import {
  dataProblem,
  flagOn,
  typeOf,
  variableConfigDefaults,
  variableConfigInput,
  variableConfigSchema,
  type VariableConfigValues,
} from '../schemas/variableConfig.ts';
import { VariableDataPanel } from './VariableDataPanel.tsx';
import { VariableGeneralPanel } from './VariableGeneralPanel.tsx';
import { typeLabel } from './typeLabel.ts';

type Props = {
  variable: VariableFieldsFragment;
  /** Every variable (parent candidates are the SELECT ones). */
  variables: readonly VariableFieldsFragment[];
  types: readonly { id: string; name: string }[];
  onClose: () => void;
};

/**
 * The configuration modal (§2.5, §4, §5): General (range, parent, BigQuery type, operator and the
 * flags the type allows) and, for selection variables, Data (template, upload, add, key/value/parent
 * grid that pages above 20 rows). A variable disabled by SET0005 keeps its code, name and data.
 */
export function VariableConfigDialog({ variable, variables, types, onClose }: Props) {
  const disabled = variable.disabled;
  const [tab, setTab] = useState<'general' | 'data'>('general');
  const grid = useVariableDataRows(useVariableData(variable.id, { fresh: true }).rows);
  const { update, updating } = useUpdateVariable(variable.id);
  const { read, reading } = useReadVariableDataCsv();
  const track = useTracking();
  useEffect(() => track('variable_edit', { variable_code: variable.code }), [track, variable.code]);

  const form = useForm<VariableConfigValues>({
    resolver: zodResolver(variableConfigSchema(Number(variable.id), grid.rows)),
    defaultValues: variableConfigDefaults(variable),
  });
  const [typeId, flags, parentId] = useWatch({ control: form.control, name: ['typeId', 'flags', 'parentId'] });
  const hasData = typeHasData(typeOf({ typeId }));
  const withParent = flagOn({ typeId, flags }, 'flag_parent_variable_exists');
  const parentKeys = useVariableData(withParent ? parentId : '').rows ?? [];
  const parents = variables.filter((v) => v.id !== variable.id && v.type && Number(v.type.id) === VARIABLE_TYPE.SELECT);

  async function onUpload(file: File) {
    const rows = await read(file, withParent);
    if (rows) grid.append(rows);
  }

  const submit = form.handleSubmit(
    async (values) => {
      const problem = dataProblem(values, grid.rows);
      if (problem) {
        grid.setProblem(problem);
        setTab('data');
        return showError(problem);
      }
      if (await update(variableConfigInput(values, grid.rows))) onClose();
    },
    (errors) => {
      const first = Object.values(errors)[0];
      if (first?.message) showError(String(first.message));
      setTab('general');
    },
  );

  return (
    <Dialog isOpen onClose={onClose} title={t.config.title} icon="cog" className="inca-variable-dialog" style={{ width: 880 }}>
      <form onSubmit={(e) => void submit(e)}>
        <DialogBody>
          <dl className="inca-variable-summary">
            <div>
              <dt>{t.list.code}</dt>
              <dd>{variable.code}</dd>
            </div>
            <div>
              <dt>{t.list.name}</dt>
              <dd>{variable.name}</dd>
            </div>
            <div>
              <dt>{t.list.type}</dt>
              <dd>{variable.type ? typeLabel(variable.type) : t.common.noType}</dd>
            </div>
            <div>
              <dt>{t.list.description}</dt>
              <dd>{variable.description || '—'}</dd>
            </div>
          </dl>
          {disabled && (
            <Callout intent={Intent.WARNING} icon="lock" className="inca-gap" compact>
              {t.config.disabledNotice}
            </Callout>
          )}
          <Tabs id="variable-config-tabs" selectedTabId={hasData ? tab : 'general'} onChange={(id) => setTab(id as 'general' | 'data')}>
            <Tab
              id="general"
              title={t.config.general}
              panel={<VariableGeneralPanel form={form} types={types} parents={parents} disabled={disabled} />}
            />
            {hasData && (
              <Tab
                id="data"
                title={t.config.data}
                panel={
                  <VariableDataPanel
                    grid={grid}
                    withParent={withParent}
                    parentKeys={parentKeys}
                    disabled={disabled}
                    reading={reading}
                    onUpload={(file) => void onUpload(file)}
                  />
                }
              />
            )}
          </Tabs>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t.common.cancel} onClick={onClose} />
              <Button type="submit" intent={Intent.PRIMARY} icon="floppy-disk" text={t.common.save} loading={updating} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
