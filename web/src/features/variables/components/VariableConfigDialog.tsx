import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Button,
  Callout,
  Checkbox,
  Classes,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLSelect,
  HTMLTable,
  InputGroup,
  Intent,
  Menu,
  MenuItem,
  Popover,
  Tab,
  Tabs,
  Tag,
  TextArea,
} from '@blueprintjs/core';
import {
  BIG_QUERY_TYPES,
  OPERATORS,
  VARIABLE_CAPABILITIES,
  VARIABLE_FLAG_LABELS,
  VARIABLE_LIMITS,
  VARIABLE_TYPE,
  dataTemplateCsv,
  isCsvFileName,
  isVariableCode,
  isVariableTypeId,
  typeHasData,
  typeSupports,
  variableConfigErrors,
  type VariableConfigInput as DomainConfig,
  type VariableFlag,
} from '@inca/domain';
import type { VariableFieldsFragment } from '../../../__generated__/graphql.ts';
import { useTracking } from '../../../analytics/useTracking.ts';
import { graphQLErrorOf } from '../../../apollo/errors.ts';
import { variables as t } from '../../../i18n/variables.ts';
import { Pager } from '../../../ui/Pager.tsx';
import { FormTextField } from '../../../ui/FormTextField.tsx';
import { showError, showSuccess, showWarning } from '../../../ui/toaster.ts';
import { READ_VARIABLE_DATA_CSV, UPDATE_VARIABLE, VARIABLE_DATA } from '../graphql.ts';
import { FLAG_FIELDS, domainFlags, readFileText, saveTextFile } from '../variableFlags.ts';
import { SelectField } from './SelectField.tsx';
import { typeLabel } from './typeLabel.ts';

type DataRow = { key: string; value: string; parentKey: string };
type FormValues = {
  code: string;
  name: string;
  description: string;
  typeId: string;
  flags: Record<VariableFlag, boolean>;
  minRange: string;
  maxRange: string;
  parentId: string;
  bigQueryType: string;
  defaultOperator: string;
};

const m = t.messages;
const DATA_PAGE = VARIABLE_LIMITS.pageSize;

/** The form as @inca/domain's rule reads it (one rule for the screen and the service). */
const toDomain = (v: FormValues, data: readonly DataRow[]): DomainConfig => ({
  ...v.flags,
  id_variable_type: v.typeId === '' ? (undefined as unknown as number) : Number(v.typeId),
  variable_min_range: v.minRange,
  variable_max_range: v.maxRange,
  id_variable_parent: v.parentId,
  variable_type_big_query: v.bigQueryType || null,
  default_operator: v.defaultOperator || null,
  variable_data: data.map((d) => ({ data_key: d.key, data_value: d.value, parent_data_key: d.parentKey })),
});

const FIELD_OF: Record<string, keyof FormValues | 'data'> = {
  id_variable_type: 'typeId',
  variable_min_range: 'minRange',
  variable_max_range: 'maxRange',
  id_variable_parent: 'parentId',
  variable_type_big_query: 'bigQueryType',
  default_operator: 'defaultOperator',
  variable_data: 'data',
};

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
  const [data, setData] = useState<DataRow[]>([]);
  const [dataError, setDataError] = useState<string | undefined>();
  const [dataPage, setDataPage] = useState(1);
  const loaded = useRef(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const stored = useQuery(VARIABLE_DATA, { variables: { id: variable.id }, fetchPolicy: 'network-only' });
  const [update, updating] = useMutation(UPDATE_VARIABLE, { context: { quietErrors: true }, refetchQueries: ['VariablesPage'], awaitRefetchQueries: true });
  const [readCsv, reading] = useMutation(READ_VARIABLE_DATA_CSV, { context: { quietErrors: true } });
  const track = useTracking();
  useEffect(() => track('variable_edit', { variable_code: variable.code }), [track, variable.code]);

  useEffect(() => {
    if (loaded.current || !stored.data?.variable) return;
    loaded.current = true;
    setData(stored.data.variable.allData.map((d) => ({ key: d.key, value: d.value, parentKey: d.parentKey ?? '' })));
  }, [stored.data]);

  const resolver: Resolver<FormValues> = async (values) => {
    const errors: Record<string, { type: string; message: string }> = {};
    if (values.code.trim() === '') errors.code = { type: 'required', message: m.required };
    else if (!isVariableCode(values.code.trim())) errors.code = { type: 'pattern', message: m.errorInvalidCode(1, values.code).replace(/^Fila 1: /, '') };
    if (values.name.trim() === '') errors.name = { type: 'required', message: m.required };
    for (const e of variableConfigErrors(toDomain(values, data), { idVariable: Number(variable.id) })) {
      const field = FIELD_OF[e.field] ?? 'typeId';
      if (field !== 'data' && !errors[field]) errors[field] = { type: 'rule', message: e.message };
    }
    return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
  };

  const form = useForm<FormValues>({
    resolver,
    defaultValues: {
      code: variable.code,
      name: variable.name,
      description: variable.description,
      typeId: variable.type?.id ?? '',
      flags: domainFlags(variable),
      minRange: variable.minRange === null || variable.minRange === undefined ? '' : String(variable.minRange),
      maxRange: variable.maxRange === null || variable.maxRange === undefined ? '' : String(variable.maxRange),
      parentId: variable.parent?.id ?? '',
      bigQueryType: variable.bigQueryType ?? '',
      defaultOperator: variable.defaultOperator ?? '',
    },
  });
  const { watch, setValue } = form;
  const typeId = watch('typeId');
  const type = typeId === '' ? null : Number(typeId);
  const flags = watch('flags');
  const supported = isVariableTypeId(type) ? VARIABLE_CAPABILITIES[type] : [];
  const on = (flag: VariableFlag) => typeSupports(type, flag) && flags[flag];
  const withParent = on('flag_parent_variable_exists');
  const parentId = watch('parentId');
  const parentData = useQuery(VARIABLE_DATA, { variables: { id: parentId }, skip: !withParent || parentId === '' });
  const parentKeys = useMemo(() => parentData.data?.variable?.allData ?? [], [parentData.data]);
  const parents = variables.filter((v) => v.id !== variable.id && v.type && Number(v.type.id) === VARIABLE_TYPE.SELECT);

  async function onUpload(file: File | undefined) {
    if (fileInput.current) fileInput.current.value = '';
    if (!file) return;
    if (!isCsvFileName(file.name)) return showError(m.csvOnly);
    let csv: string;
    try {
      csv = await readFileText(file);
    } catch {
      return showError(m.message_error_reading_file);
    }
    try {
      const result = (await readCsv({ variables: { csv, withParent } })).data?.readVariableDataCsv;
      if (!result) return;
      setData((rows) => [...rows, ...result.rows.map((r) => ({ key: r.key, value: r.value, parentKey: r.parentKey ?? '' }))]);
      setDataError(undefined);
      if (result.skipped.length) showWarning(t.config.skipped(result.skipped.length), result.skipped.slice(0, 8).map((s) => s.message));
      showSuccess(t.config.appended(result.rows.length));
    } catch (error) {
      showError(graphQLErrorOf(error)?.message || m.message_error_reading_file);
    }
  }

  const submit = form.handleSubmit(
    async (values) => {
      const hasData = typeHasData(type);
      if (hasData) {
        const problem = variableConfigErrors(toDomain(values, data)).find((e) => e.field === 'variable_data');
        if (problem) {
          setDataError(problem.message);
          setTab('data');
          return showError(problem.message);
        }
      }
      const input = {
        code: values.code.trim().toUpperCase(),
        name: values.name.trim(),
        description: values.description,
        typeId: values.typeId,
        minRange: values.minRange,
        maxRange: values.maxRange,
        parentId: values.parentId || null,
        bigQueryType: values.bigQueryType || null,
        defaultOperator: values.defaultOperator || null,
        data: hasData ? data.map((d) => ({ key: d.key.trim(), value: d.value.trim(), parentKey: withParent ? d.parentKey.trim() || null : null })) : [],
        ...Object.fromEntries((Object.keys(FLAG_FIELDS) as VariableFlag[]).map((f) => [FLAG_FIELDS[f], on(f)])),
      };
      try {
        await update({ variables: { id: variable.id, input } });
        track('variable_save', { variable_code: input.code, section: 'configuration' });
        showSuccess(m.variableUpdated);
        onClose();
      } catch (error) {
        const coded = graphQLErrorOf(error);
        console.error(error);
        if (coded?.message) showError(coded.message);
      }
    },
    (errors) => {
      const first = Object.values(errors)[0];
      if (first?.message) showError(String(first.message));
      setTab('general');
    },
  );

  const pageRows = data.length > VARIABLE_LIMITS.dataGridPageAbove ? data.slice((dataPage - 1) * DATA_PAGE, dataPage * DATA_PAGE) : data;
  const offset = data.length > VARIABLE_LIMITS.dataGridPageAbove ? (dataPage - 1) * DATA_PAGE : 0;
  const editRow = (index: number, patch: Partial<DataRow>) => setData((rows) => rows.map((r, i) => (i === index ? { ...r, ...patch } : r)));

  const general = (
    <div className="inca-variable-general">
      <div className="inca-form-grid">
        <FormTextField control={form.control} name="code" id="vc-code" label={t.list.code} disabled={disabled} maxLength={VARIABLE_LIMITS.codeMax} transform={(v) => v.toUpperCase()} />
        <FormTextField control={form.control} name="name" id="vc-name" label={t.list.name} disabled={disabled} maxLength={VARIABLE_LIMITS.nameMax} />
        <SelectField control={form.control} name="typeId" id="vc-type" label={t.list.type} placeholder={t.list.chooseType} options={types.map((ty) => ({ value: ty.id, label: typeLabel(ty) }))} />
      </div>
      <FormTextField control={form.control} name="description" id="vc-description" label={t.config.description} multiline maxLength={VARIABLE_LIMITS.descriptionMax} />
      <FormGroup label={t.config.flags}>
        {supported.length === 0 ? (
          <p className={Classes.TEXT_MUTED}>{type === null ? m.typeRequired : t.config.noFlags}</p>
        ) : (
          <div className="inca-flag-grid">
            {supported.map((flag) => (
              <Checkbox key={flag} label={VARIABLE_FLAG_LABELS[flag]} checked={flags[flag]} onChange={(e) => setValue(`flags.${flag}`, e.currentTarget.checked, { shouldDirty: true })} />
            ))}
          </div>
        )}
      </FormGroup>
      <div className="inca-form-grid">
        {on('flag_range') && (
          <>
            <FormTextField control={form.control} name="minRange" id="vc-min" label={`${t.config.minRange} *`} maxLength={12} />
            <FormTextField control={form.control} name="maxRange" id="vc-max" label={`${t.config.maxRange} *`} maxLength={12} />
          </>
        )}
        {withParent && (
          <SelectField
            control={form.control}
            name="parentId"
            id="vc-parent"
            label={t.config.parent}
            required
            placeholder={t.config.chooseParent}
            options={parents.map((p) => ({ value: p.id, label: `${p.code} · ${p.name}` }))}
          />
        )}
        {on('flag_object') && (
          <SelectField control={form.control} name="bigQueryType" id="vc-bq" label={t.config.bigQueryType} placeholder={t.config.chooseBigQueryType} options={BIG_QUERY_TYPES.map((b) => ({ value: b, label: b }))} />
        )}
        {on('flag_operator') && (
          <SelectField
            control={form.control}
            name="defaultOperator"
            id="vc-operator"
            label={t.config.defaultOperator}
            placeholder={t.config.chooseOperator}
            options={OPERATORS.map((o) => ({ value: o, label: t.config.operators[o] ?? o }))}
          />
        )}
      </div>
    </div>
  );

  const dataPanel = (
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
          <Button icon="document-open" text={t.config.uploadData} loading={reading.loading} onClick={() => fileInput.current?.click()} />
          <input ref={fileInput} type="file" accept=".csv,text/csv" hidden data-testid="variable-data-upload" aria-label={t.config.uploadData} onChange={(e) => void onUpload(e.currentTarget.files?.[0])} />
          <Button
            icon="add"
            text={t.config.addRecord}
            onClick={() => {
              setData((rows) => [...rows, { key: '', value: '', parentKey: '' }]);
              if (data.length + 1 > VARIABLE_LIMITS.dataGridPageAbove) setDataPage(Math.ceil((data.length + 1) / DATA_PAGE));
            }}
          />
          <Tag minimal>{t.config.records(data.length)}</Tag>
        </div>
      )}
      {dataError && (
        <Callout intent={Intent.DANGER} className="inca-gap" compact>
          {dataError}
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
          {pageRows.map((row, i) => {
            const index = offset + i;
            return (
              <tr key={index} data-testid="variable-data-row">
                <td className="inca-num">{index + 1}</td>
                <td>
                  <InputGroup aria-label={`${t.config.key} ${index + 1}`} value={row.key} readOnly={disabled} maxLength={VARIABLE_LIMITS.dataKey} onChange={(e) => editRow(index, { key: e.currentTarget.value })} />
                </td>
                <td>
                  <InputGroup aria-label={`${t.config.value} ${index + 1}`} value={row.value} readOnly={disabled} maxLength={VARIABLE_LIMITS.dataValue} onChange={(e) => editRow(index, { value: e.currentTarget.value })} />
                </td>
                {withParent && (
                  <td>
                    {parentKeys.length > 0 && !disabled ? (
                      <HTMLSelect aria-label={`${t.config.parentKey} ${index + 1}`} value={row.parentKey} onChange={(e) => editRow(index, { parentKey: e.currentTarget.value })}>
                        <option value="">—</option>
                        {parentKeys.map((p) => (
                          <option key={p.key} value={p.key}>
                            {p.key} · {p.value}
                          </option>
                        ))}
                        {row.parentKey !== '' && !parentKeys.some((p) => p.key === row.parentKey) && <option value={row.parentKey}>{row.parentKey}</option>}
                      </HTMLSelect>
                    ) : (
                      <InputGroup aria-label={`${t.config.parentKey} ${index + 1}`} value={row.parentKey} readOnly={disabled} maxLength={VARIABLE_LIMITS.dataKey} onChange={(e) => editRow(index, { parentKey: e.currentTarget.value })} />
                    )}
                  </td>
                )}
                {!disabled && (
                  <td className="inca-num">
                    <Button variant="minimal" icon="trash" aria-label={t.config.removeRecord(index + 1)} onClick={() => setData((rows) => rows.filter((_, j) => j !== index))} />
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </HTMLTable>
      {data.length > VARIABLE_LIMITS.dataGridPageAbove && <Pager page={dataPage} pageSize={DATA_PAGE} total={data.length} onPage={setDataPage} />}
    </div>
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
          <Tabs id="variable-config-tabs" selectedTabId={typeHasData(type) ? tab : 'general'} onChange={(id) => setTab(id as 'general' | 'data')}>
            <Tab id="general" title={t.config.general} panel={general} />
            {typeHasData(type) && <Tab id="data" title={t.config.data} panel={dataPanel} />}
          </Tabs>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t.common.cancel} onClick={onClose} />
              <Button type="submit" intent={Intent.PRIMARY} icon="floppy-disk" text={t.common.save} loading={updating.loading} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
