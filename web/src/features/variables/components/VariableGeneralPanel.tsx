import { Checkbox, Classes, FormGroup } from '@blueprintjs/core';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { BIG_QUERY_TYPES, OPERATORS, VARIABLE_CAPABILITIES, VARIABLE_FLAG_LABELS, VARIABLE_LIMITS, isVariableTypeId } from '@inca/domain';
import { variables as t } from '../../../i18n/variables.ts';
import { FormTextField } from '../../../ui/FormTextField.tsx';
import { flagOn, typeOf, type VariableConfigValues } from '../schemas/variableConfig.ts';
import { SelectField } from './SelectField.tsx';
import { typeLabel } from './typeLabel.ts';

type Props = {
  form: UseFormReturn<VariableConfigValues>;
  types: readonly { id: string; name: string }[];
  /** The SELECT variables a child may hang from. */
  parents: readonly { id: string; code: string; name: string }[];
  /** The variable is disabled by SET0005: code and name stay. */
  disabled: boolean;
};

/** The General tab of the configuration modal (§2.5): code, name, type, description, the type's flags and the fields they open. */
export function VariableGeneralPanel({ form, types, parents, disabled }: Props) {
  const { control, setValue } = form;
  const [typeId, flags] = useWatch({ control, name: ['typeId', 'flags'] });
  const type = typeOf({ typeId });
  const supported = isVariableTypeId(type) ? VARIABLE_CAPABILITIES[type] : [];
  const on = (flag: Parameters<typeof flagOn>[1]) => flagOn({ typeId, flags }, flag);
  return (
    <div className="inca-variable-general">
      <div className="inca-form-grid">
        <FormTextField
          control={control}
          name="code"
          id="vc-code"
          label={t.list.code}
          disabled={disabled}
          maxLength={VARIABLE_LIMITS.codeMax}
          transform={(v) => v.toUpperCase()}
        />
        <FormTextField
          control={control}
          name="name"
          id="vc-name"
          label={t.list.name}
          disabled={disabled}
          maxLength={VARIABLE_LIMITS.nameMax}
        />
        <SelectField
          control={control}
          name="typeId"
          id="vc-type"
          label={t.list.type}
          placeholder={t.list.chooseType}
          options={types.map((ty) => ({ value: ty.id, label: typeLabel(ty) }))}
        />
      </div>
      <FormTextField
        control={control}
        name="description"
        id="vc-description"
        label={t.config.description}
        multiline
        maxLength={VARIABLE_LIMITS.descriptionMax}
      />
      <FormGroup label={t.config.flags}>
        {supported.length === 0 ? (
          <p className={Classes.TEXT_MUTED}>{type === null ? t.messages.typeRequired : t.config.noFlags}</p>
        ) : (
          <div className="inca-flag-grid">
            {supported.map((flag) => (
              <Checkbox
                key={flag}
                label={VARIABLE_FLAG_LABELS[flag]}
                checked={flags[flag]}
                onChange={(e) => setValue(`flags.${flag}`, e.currentTarget.checked, { shouldDirty: true })}
              />
            ))}
          </div>
        )}
      </FormGroup>
      <div className="inca-form-grid">
        {on('flag_range') && (
          <>
            <FormTextField control={control} name="minRange" id="vc-min" label={`${t.config.minRange} *`} maxLength={12} />
            <FormTextField control={control} name="maxRange" id="vc-max" label={`${t.config.maxRange} *`} maxLength={12} />
          </>
        )}
        {on('flag_parent_variable_exists') && (
          <SelectField
            control={control}
            name="parentId"
            id="vc-parent"
            label={t.config.parent}
            required
            placeholder={t.config.chooseParent}
            options={parents.map((p) => ({ value: p.id, label: `${p.code} · ${p.name}` }))}
          />
        )}
        {on('flag_object') && (
          <SelectField
            control={control}
            name="bigQueryType"
            id="vc-bq"
            label={t.config.bigQueryType}
            placeholder={t.config.chooseBigQueryType}
            options={BIG_QUERY_TYPES.map((b) => ({ value: b, label: b }))}
          />
        )}
        {on('flag_operator') && (
          <SelectField
            control={control}
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
}
