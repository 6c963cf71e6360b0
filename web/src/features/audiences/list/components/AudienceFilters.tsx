import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Button, Callout, Card, FormGroup, H5, HTMLSelect, InputGroup, Intent } from '@blueprintjs/core';
import type { Platform } from '../../../../__generated__/graphql.ts';
import { audiences } from '../../../../i18n/audiences.ts';
import { CompanySelect } from '../../../../ui/CompanySelect.tsx';
import { DateField } from '../../../../ui/DateField.tsx';
import type { AudienceFilterForm } from '../listState.ts';
import { audienceFilterSchema } from '../schemas/audienceFilter.ts';

const t = audiences.list.filters;

type Props = {
  value: AudienceFilterForm;
  /** Companies offered ('Todas' first); null hides the field (§6: only admin, steward and retail analyst). */
  companies: readonly { code: string; alias: string }[] | null;
  platforms: readonly { code: Platform; name: string }[];
  states: readonly { code: string; name: string }[];
  onSearch: (filter: AudienceFilterForm) => void;
  /** 'Limpiar': the list drops every filter and shows this panel again with the empty form. */
  onClear: () => void;
};

const DATE_TEXTS = {
  placeholder: t.datePlaceholder,
  invalidDate: t.invalidDate,
  outOfRange: t.outOfRange,
  today: t.today,
  clear: t.clearDate,
};

/**
 * The filter side panel: edits a draft; 'Buscar' applies it, 'Limpiar' resets everything. The list
 * loads it apart (with zod), so it takes only types from the list's modules: a value imported from
 * them would fold the list's own chunk into a shared one.
 */
export function AudienceFilters({ value, companies, platforms, states, onSearch, onClear }: Props) {
  const form = useForm<AudienceFilterForm>({ resolver: zodResolver(audienceFilterSchema), defaultValues: value });
  const { control } = form;
  const error = form.formState.errors.createdTo?.message;

  const select = (name: 'platform' | 'statusCode' | 'enabled', id: string, options: readonly { value: string; label: string }[]) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <HTMLSelect id={id} fill value={field.value} onBlur={field.onBlur} onChange={(e) => field.onChange(e.currentTarget.value)}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </HTMLSelect>
      )}
    />
  );
  const dateField = (name: 'createdFrom' | 'createdTo', label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => <DateField label={label} value={field.value} onChange={field.onChange} texts={DATE_TEXTS} />}
    />
  );

  return (
    <Card className="inca-filter-panel" data-testid="audience-filters">
      <form onSubmit={(e) => void form.handleSubmit((values) => onSearch(values))(e)}>
        <H5>{t.title}</H5>
        {companies && (
          <Controller
            control={control}
            name="companyCode"
            render={({ field }) => (
              <CompanySelect id="af-company" companies={companies} value={field.value} anyLabel={t.all} onChange={field.onChange} />
            )}
          />
        )}
        <FormGroup label={t.name} labelFor="af-name">
          <Controller
            control={control}
            name="name"
            render={({ field }) => (
              <InputGroup
                id="af-name"
                value={field.value}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                placeholder={t.namePlaceholder}
                leftIcon="search"
              />
            )}
          />
        </FormGroup>
        <FormGroup label={t.platform} labelFor="af-platform">
          {select('platform', 'af-platform', [
            { value: '', label: t.allPlatforms },
            ...platforms.map((p) => ({ value: p.code, label: p.name })),
          ])}
        </FormGroup>
        <FormGroup label={t.status} labelFor="af-status">
          {select('statusCode', 'af-status', [
            { value: '', label: t.allStatuses },
            ...states.map((s) => ({ value: s.code, label: s.name })),
          ])}
        </FormGroup>
        <FormGroup label={t.enabled} labelFor="af-enabled">
          {select('enabled', 'af-enabled', [
            { value: 'ALL', label: t.enabledAll },
            { value: 'ENABLED', label: t.enabledYes },
            { value: 'DISABLED', label: t.enabledNo },
          ])}
        </FormGroup>
        <FormGroup label={t.created}>
          <div className="inca-range">
            {dateField('createdFrom', t.createdFrom)}
            <span>{t.until}</span>
            {dateField('createdTo', t.createdTo)}
          </div>
        </FormGroup>
        {error && (
          <Callout intent={Intent.DANGER} className="inca-gap" role="alert">
            {error}
          </Callout>
        )}
        <div className="inca-actions">
          <Button
            text={t.clear}
            variant="outlined"
            onClick={() => {
              form.reset();
              onClear();
            }}
          />
          <Button type="submit" intent={Intent.PRIMARY} icon="search" text={t.search} />
        </div>
      </form>
    </Card>
  );
}
