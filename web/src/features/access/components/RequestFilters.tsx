import { useState, type FormEvent } from 'react';
import { Button, Callout, Card, FormGroup, H5, HTMLSelect, InputGroup, Intent } from '@blueprintjs/core';
import { access } from '../../../i18n/access.ts';
import { DateField } from '../../../ui/DateField.tsx';
import { EMPTY_REQUEST_FILTER, requestFilterError, type RequestFilterForm } from '../requestFilter.ts';

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
  const [draft, setDraft] = useState<RequestFilterForm>(value);
  const [error, setError] = useState<string>();
  const set = <K extends keyof RequestFilterForm>(key: K, v: RequestFilterForm[K]) => setDraft((d) => ({ ...d, [key]: v }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = requestFilterError(draft);
    setError(problem);
    if (!problem) onSearch(draft);
  }

  const companySelect = (id: string, label: string, key: 'requestingCompanyCode' | 'requestedCompanyCode') => (
    <FormGroup label={label} labelFor={id}>
      <HTMLSelect id={id} fill value={draft[key]} onChange={(e) => set(key, e.currentTarget.value)}>
        <option value="">{t.all}</option>
        {companies.map((c) => (
          <option key={c.code} value={c.code}>
            {c.code} · {c.alias}
          </option>
        ))}
      </HTMLSelect>
    </FormGroup>
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
        <DateField value={draft[from]} onChange={(v) => set(from, v)} label={fromLabel} texts={DATE_TEXTS} />
        <span>a</span>
        <DateField value={draft[to]} onChange={(v) => set(to, v)} label={toLabel} texts={DATE_TEXTS} />
      </div>
    </FormGroup>
  );

  return (
    <Card className="inca-filter-panel" data-testid="request-filters">
      <form onSubmit={submit}>
        <H5>{t.title}</H5>
        <FormGroup label={t.status} labelFor="rf-status">
          <HTMLSelect
            id="rf-status"
            fill
            value={draft.status}
            onChange={(e) => set('status', e.currentTarget.value as RequestFilterForm['status'])}
          >
            <option value="">{t.allStatuses}</option>
            {(['PENDING', 'APPROVED', 'DECLINED'] as const).map((s) => (
              <option key={s} value={s}>
                {access.requests.status[s]}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        {companySelect('rf-requesting', t.requestingCompany, 'requestingCompanyCode')}
        {companySelect('rf-requested', t.requestedCompany, 'requestedCompanyCode')}
        <FormGroup label={t.user} labelFor="rf-user">
          <InputGroup id="rf-user" value={draft.requestedBy} onValueChange={(v) => set('requestedBy', v)} placeholder={t.userPlaceholder} />
        </FormGroup>
        <FormGroup label={access.requests.columns.segment} labelFor="rf-segment">
          <InputGroup id="rf-segment" value={draft.segmentName} onValueChange={(v) => set('segmentName', v)} leftIcon="search" />
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
              setDraft(EMPTY_REQUEST_FILTER);
              setError(undefined);
              onSearch(EMPTY_REQUEST_FILTER);
            }}
          />
          <Button type="submit" intent={Intent.PRIMARY} icon="search" text={t.search} />
        </div>
      </form>
    </Card>
  );
}
