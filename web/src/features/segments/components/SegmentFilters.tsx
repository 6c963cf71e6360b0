import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Button, Callout, Card, Checkbox, FormGroup, H5, HTMLSelect, InputGroup, Intent } from '@blueprintjs/core';
import { segmentFilters as f } from '../../../i18n/segmentFilters.ts';
import { CompanySelect } from '../../../ui/CompanySelect.tsx';
import { DateField } from '../../../ui/DateField.tsx';
import type { FilterForm } from '../listState.ts';
import { segmentFilterSchema } from '../schemas/segmentFilter.ts';

type Props = {
  value: FilterForm;
  /** Companies offered ('Todas' first); null hides the field for viewers of one company. */
  companies: readonly { code: string; alias: string }[] | null;
  types: readonly { id: number; label: string }[];
  onSearch: (filter: FilterForm) => void;
  /** 'Limpiar': the list drops every filter and shows this panel again with the empty form. */
  onClear: () => void;
};

const DATE_TEXTS = {
  placeholder: f.datePlaceholder,
  invalidDate: f.invalidDate,
  outOfRange: f.outOfRange,
  today: f.today,
  clear: f.clearDate,
};

/**
 * The filter side panel: edits a draft; 'Buscar' applies it, 'Limpiar' resets everything. The list
 * loads it apart (with zod), so it takes only types from the list's modules, and its texts from its
 * own: a value imported from them would fold the list's own chunk into a shared one.
 */
export function SegmentFilters({ value, companies, types, onSearch, onClear }: Props) {
  const form = useForm<FilterForm>({ resolver: zodResolver(segmentFilterSchema), defaultValues: value });
  const { control } = form;
  const { errors } = form.formState;
  // One problem at a time, the creation range first.
  const error = errors.createdTo?.message ?? errors.modifiedTo?.message;

  const dateRange = (
    label: string,
    from: 'createdFrom' | 'modifiedFrom',
    fromLabel: string,
    to: 'createdTo' | 'modifiedTo',
    toLabel: string,
  ) => (
    <FormGroup label={label}>
      <div className="inca-range">
        <Controller
          control={control}
          name={from}
          render={({ field }) => <DateField label={fromLabel} value={field.value} onChange={field.onChange} texts={DATE_TEXTS} />}
        />
        <span>{f.until}</span>
        <Controller
          control={control}
          name={to}
          render={({ field }) => <DateField label={toLabel} value={field.value} onChange={field.onChange} texts={DATE_TEXTS} />}
        />
      </div>
    </FormGroup>
  );

  return (
    <Card className="inca-filter-panel" data-testid="segment-filters">
      <form onSubmit={(e) => void form.handleSubmit((values) => onSearch(values))(e)}>
        <H5>{f.title}</H5>
        {companies && (
          <Controller
            control={control}
            name="companyCode"
            render={({ field }) => (
              <CompanySelect id="f-company" companies={companies} value={field.value} anyLabel={f.all} onChange={field.onChange} />
            )}
          />
        )}
        <FormGroup label={f.name} labelFor="f-name">
          <Controller
            control={control}
            name="name"
            render={({ field }) => (
              <InputGroup
                id="f-name"
                value={field.value}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                placeholder={f.namePlaceholder}
                leftIcon="search"
              />
            )}
          />
        </FormGroup>
        <FormGroup label={f.type} labelFor="f-type">
          <Controller
            control={control}
            name="typeId"
            render={({ field }) => (
              <HTMLSelect
                id="f-type"
                fill
                value={field.value}
                onBlur={field.onBlur}
                onChange={(e) => field.onChange(e.currentTarget.value)}
              >
                <option value="">{f.allTypes}</option>
                {types.map((type) => (
                  <option key={type.id} value={String(type.id)}>
                    {type.label}
                  </option>
                ))}
              </HTMLSelect>
            )}
          />
        </FormGroup>
        <FormGroup label={f.shared} labelFor="f-shared">
          <Controller
            control={control}
            name="shared"
            render={({ field }) => (
              <HTMLSelect
                id="f-shared"
                fill
                value={field.value}
                onBlur={field.onBlur}
                onChange={(e) => field.onChange(e.currentTarget.value)}
              >
                <option value="ALL">{f.sharedAll}</option>
                <option value="SHARED">{f.sharedYes}</option>
                <option value="NOT_SHARED">{f.sharedNo}</option>
              </HTMLSelect>
            )}
          />
        </FormGroup>
        {dateRange(f.created, 'createdFrom', f.createdFrom, 'createdTo', f.createdTo)}
        {dateRange(f.modified, 'modifiedFrom', f.modifiedFrom, 'modifiedTo', f.modifiedTo)}
        <Controller
          control={control}
          name="requestedOnly"
          render={({ field }) => (
            <Checkbox
              label={f.requestedOnly}
              checked={field.value}
              onBlur={field.onBlur}
              onChange={(e) => field.onChange(e.currentTarget.checked)}
            />
          )}
        />
        {error && (
          <Callout intent={Intent.DANGER} className="inca-gap" role="alert">
            {error}
          </Callout>
        )}
        <div className="inca-actions">
          <Button
            text={f.clear}
            variant="outlined"
            onClick={() => {
              form.reset();
              onClear();
            }}
          />
          <Button type="submit" intent={Intent.PRIMARY} icon="search" text={f.search} />
        </div>
      </form>
    </Card>
  );
}
