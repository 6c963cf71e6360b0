import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Button, Card, FormGroup, H5, HTMLSelect, InputGroup, Intent } from '@blueprintjs/core';
import { variables as t } from '../../../i18n/variables.ts';
import { EMPTY_VARIABLE_FILTER, variableFilterSchema, type VariableFilterValue } from '../schemas/variableFilter.ts';
import { typeLabel } from './typeLabel.ts';
import { reportFirstError } from '../../../ui/formErrors.ts';

/** Filter of the variables grid (§2.5): code, name, type; at least one value (else filter_required, told to onInvalid). */
export function VariableFilterPanel({
  types,
  value,
  onSearch,
  onClean,
  onInvalid,
}: {
  types: readonly { id: string; name: string }[];
  value: VariableFilterValue | null;
  onSearch: (value: VariableFilterValue) => void;
  onClean: () => void;
  /** Told the form's problem (the tab shows it as a toast). */
  onInvalid: (message: string) => void;
}) {
  const form = useForm<VariableFilterValue>({ resolver: zodResolver(variableFilterSchema), defaultValues: value ?? EMPTY_VARIABLE_FILTER });
  const { control } = form;
  const submit = form.handleSubmit((values) => onSearch(values), reportFirstError(onInvalid));
  const text = (name: 'variable_code' | 'variable_name', id: string, maxLength: number) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <InputGroup id={id} value={field.value} onValueChange={field.onChange} onBlur={field.onBlur} maxLength={maxLength} />
      )}
    />
  );
  return (
    <Card className="inca-filter-panel" data-testid="variables-filter">
      <form onSubmit={(e) => void submit(e)}>
        <H5>{t.list.filterTitle}</H5>
        <FormGroup label={t.list.code} labelFor="vf-code">
          {text('variable_code', 'vf-code', 60)}
        </FormGroup>
        <FormGroup label={t.list.name} labelFor="vf-name">
          {text('variable_name', 'vf-name', 120)}
        </FormGroup>
        <FormGroup label={t.list.type} labelFor="vf-type">
          <Controller
            control={control}
            name="id_variable_type"
            render={({ field }) => (
              <HTMLSelect
                id="vf-type"
                fill
                value={field.value}
                onBlur={field.onBlur}
                onChange={(e) => field.onChange(e.currentTarget.value)}
              >
                <option value="">{t.list.anyType}</option>
                {types.map((type) => (
                  <option key={type.id} value={type.id}>
                    {typeLabel(type)}
                  </option>
                ))}
              </HTMLSelect>
            )}
          />
        </FormGroup>
        <div className="inca-actions">
          <Button type="submit" icon="search" intent={Intent.PRIMARY} text={t.common.search} />
          <Button
            text={t.common.clean}
            onClick={() => {
              form.reset(EMPTY_VARIABLE_FILTER);
              onClean();
            }}
          />
        </div>
      </form>
    </Card>
  );
}
