import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Button, Card, FormGroup, H5, InputGroup, Intent } from '@blueprintjs/core';
import { variables as t } from '../../../i18n/variables.ts';
import { DateField } from '../../../ui/DateField.tsx';
import { EMPTY_GROUP_FILTER, groupFilterSchema, type GroupFilterValues } from '../schemas/groupFilter.ts';
import { reportFirstError } from '../../../ui/formErrors.ts';

const g = t.groups;

type Props = {
  /** The filter in force (null: none), shown again when the panel reopens. */
  value: GroupFilterValues | null;
  onSearch: (filter: GroupFilterValues) => void;
  onClean: () => void;
  /** Told the form's first problem (the tab shows it as a toast). */
  onInvalid: (message: string) => void;
};

/** Filter of the variable groups (§2.5): name and creation range; at least one value (else filter_required). */
export function GroupFilterPanel({ value, onSearch, onClean, onInvalid }: Props) {
  const form = useForm<GroupFilterValues>({ resolver: zodResolver(groupFilterSchema), defaultValues: value ?? EMPTY_GROUP_FILTER });
  const { control } = form;
  const submit = form.handleSubmit((values) => onSearch(values), reportFirstError(onInvalid));
  const dateField = (name: 'createdFrom' | 'createdTo', label: string) => (
    <FormGroup label={label}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => <DateField label={label} value={field.value} onChange={field.onChange} texts={g.dates} />}
      />
    </FormGroup>
  );
  return (
    <Card className="inca-filter-panel" data-testid="groups-filter">
      <form onSubmit={(e) => void submit(e)}>
        <H5>{g.filterTitle}</H5>
        <FormGroup label={g.name} labelFor="gf-name">
          <Controller
            control={control}
            name="name"
            render={({ field }) => (
              <InputGroup id="gf-name" value={field.value} maxLength={100} onValueChange={field.onChange} onBlur={field.onBlur} />
            )}
          />
        </FormGroup>
        {dateField('createdFrom', g.createdFrom)}
        {dateField('createdTo', g.createdTo)}
        <div className="inca-actions">
          <Button type="submit" icon="search" intent={Intent.PRIMARY} text={t.common.search} />
          <Button
            text={t.common.clean}
            onClick={() => {
              form.reset(EMPTY_GROUP_FILTER);
              onClean();
            }}
          />
        </div>
      </form>
    </Card>
  );
}
