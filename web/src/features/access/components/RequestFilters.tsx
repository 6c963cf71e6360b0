import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Button, Callout, Card, FormGroup, H5, HTMLSelect, InputGroup, Intent } from '@blueprintjs/core';
import { access } from '../../../i18n/access.ts';
import { DateField } from '../../../ui/DateField.tsx';
import { EMPTY_REQUEST_FILTER, type RequestFilterForm } from '../requestFilter.ts';
import { REQUEST_FILTER_STATUSES, requestFilterSchema } from '../schemas/requestFilter.ts';

const t = access.requests.filter;
const DATE_TEXTS = {
  placeholder: 'aaaa-mm-dd',
  invalidDate: 'Fecha no válida',
  outOfRange: 'Fecha fuera de rango',
  today: 'Hoy',
  clear: 'Borrar',
};

type Props = {
  value: RequestFilterForm;
  companies: readonly { code: string; alias: string }[];
  onSearch: (filter: RequestFilterForm) => void;
};

/** The filter side panel of the Requests tab (§2.5): edits a draft; 'Buscar' applies it, 'Limpiar' resets it. */
export function RequestFilters({ value, companies, onSearch }: Props) {
  const form = useForm<RequestFilterForm>({ resolver: zodResolver(requestFilterSchema), defaultValues: value });
  const { control } = form;
  const { errors } = form.formState;
  // One problem at a time, the state-date range first.
  const error = errors.stateDateTo?.message ?? errors.untilDateTo?.message;

  const select = (
    id: string,
    name: 'status' | 'requestingCompanyCode' | 'requestedCompanyCode',
    options: readonly { value: string; label: string }[],
  ) => (
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
  const companySelect = (id: string, label: string, name: 'requestingCompanyCode' | 'requestedCompanyCode') => (
    <FormGroup label={label} labelFor={id}>
      {select(id, name, [{ value: '', label: t.all }, ...companies.map((c) => ({ value: c.code, label: `${c.code} · ${c.alias}` }))])}
    </FormGroup>
  );
  const dateField = (name: 'stateDateFrom' | 'stateDateTo' | 'untilDateFrom' | 'untilDateTo', label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => <DateField value={field.value} onChange={field.onChange} label={label} texts={DATE_TEXTS} />}
    />
  );
  const range = (
    label: string,
    from: 'stateDateFrom' | 'untilDateFrom',
    to: 'stateDateTo' | 'untilDateTo',
    fromLabel: string,
    toLabel: string,
  ) => (
    <FormGroup label={label}>
      <div className="inca-range">
        {dateField(from, fromLabel)}
        <span>a</span>
        {dateField(to, toLabel)}
      </div>
    </FormGroup>
  );
  const text = (id: string, name: 'requestedBy' | 'segmentName', extra: { placeholder?: string; leftIcon?: 'search' }) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => <InputGroup id={id} value={field.value} onValueChange={field.onChange} onBlur={field.onBlur} {...extra} />}
    />
  );

  return (
    <Card className="inca-filter-panel" data-testid="request-filters">
      <form onSubmit={(e) => void form.handleSubmit((values) => onSearch(values))(e)}>
        <H5>{t.title}</H5>
        <FormGroup label={t.status} labelFor="rf-status">
          {select('rf-status', 'status', [
            { value: '', label: t.allStatuses },
            ...REQUEST_FILTER_STATUSES.map((s) => ({ value: s, label: access.requests.status[s] ?? s })),
          ])}
        </FormGroup>
        {companySelect('rf-requesting', t.requestingCompany, 'requestingCompanyCode')}
        {companySelect('rf-requested', t.requestedCompany, 'requestedCompanyCode')}
        <FormGroup label={t.user} labelFor="rf-user">
          {text('rf-user', 'requestedBy', { placeholder: t.userPlaceholder })}
        </FormGroup>
        <FormGroup label={access.requests.columns.segment} labelFor="rf-segment">
          {text('rf-segment', 'segmentName', { leftIcon: 'search' })}
        </FormGroup>
        {range(access.requests.columns.stateDate, 'stateDateFrom', 'stateDateTo', t.stateFrom, t.stateTo)}
        {range(access.requests.columns.untilDate, 'untilDateFrom', 'untilDateTo', t.untilFrom, t.untilTo)}
        {error && (
          <Callout intent={Intent.DANGER} className="inca-gap" role="alert">
            {error}
          </Callout>
        )}
        <div className="inca-actions">
          <Button
            text={t.clear}
            onClick={() => {
              form.reset(EMPTY_REQUEST_FILTER);
              onSearch(EMPTY_REQUEST_FILTER);
            }}
          />
          <Button type="submit" intent={Intent.PRIMARY} icon="search" text={t.search} />
        </div>
      </form>
    </Card>
  );
}
