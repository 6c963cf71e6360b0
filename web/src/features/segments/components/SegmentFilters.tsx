import { useState, type FormEvent } from 'react';
import { Button, Callout, Card, Checkbox, FormGroup, H5, HTMLSelect, InputGroup, Intent } from '@blueprintjs/core';
import type { SharedFilter } from '../../../__generated__/graphql.ts';
import { segments as t } from '../../../i18n/segments.ts';
import { CompanySelect } from '../../../ui/CompanySelect.tsx';
import { DateField } from '../../../ui/DateField.tsx';
import { EMPTY_FILTER, rangeError, type FilterForm } from '../listState.ts';

type Props = {
  value: FilterForm;
  /** Companies offered ('Todas' first); null hides the field for viewers of one company. */
  companies: readonly { code: string; alias: string }[] | null;
  types: readonly { id: number; label: string }[];
  onSearch: (filter: FilterForm) => void;
};

const DATE_TEXTS = {
  placeholder: t.filters.datePlaceholder,
  invalidDate: t.filters.invalidDate,
  outOfRange: t.filters.outOfRange,
  today: t.filters.today,
  clear: t.filters.clearDate,
};

/** The filter side panel: edits a draft; 'Buscar' applies it, 'Limpiar' resets everything. */
export function SegmentFilters({ value, companies, types, onSearch }: Props) {
  const [draft, setDraft] = useState<FilterForm>(value);
  const [error, setError] = useState<string>();
  const set = <K extends keyof FilterForm>(key: K, v: FilterForm[K]) => setDraft((d) => ({ ...d, [key]: v }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = rangeError(draft);
    setError(problem);
    if (!problem) onSearch(draft);
  }

  const dateRange = (
    label: string,
    from: 'createdFrom' | 'modifiedFrom',
    fromLabel: string,
    to: 'createdTo' | 'modifiedTo',
    toLabel: string,
  ) => (
    <FormGroup label={label}>
      <div className="inca-range">
        <DateField label={fromLabel} value={draft[from]} onChange={(v) => set(from, v)} texts={DATE_TEXTS} />
        <span>{t.filters.until}</span>
        <DateField label={toLabel} value={draft[to]} onChange={(v) => set(to, v)} texts={DATE_TEXTS} />
      </div>
    </FormGroup>
  );

  return (
    <Card className="inca-filter-panel" data-testid="segment-filters">
      <form onSubmit={submit}>
        <H5>{t.filters.title}</H5>
        {companies && (
          <CompanySelect
            id="f-company"
            companies={companies}
            value={draft.companyCode}
            anyLabel={t.filters.all}
            onChange={(code) => set('companyCode', code)}
          />
        )}
        <FormGroup label={t.filters.name} labelFor="f-name">
          <InputGroup
            id="f-name"
            value={draft.name}
            onValueChange={(v) => set('name', v)}
            placeholder={t.filters.namePlaceholder}
            leftIcon="search"
          />
        </FormGroup>
        <FormGroup label={t.filters.type} labelFor="f-type">
          <HTMLSelect id="f-type" fill value={draft.typeId} onChange={(e) => set('typeId', e.currentTarget.value)}>
            <option value="">{t.filters.allTypes}</option>
            {types.map((type) => (
              <option key={type.id} value={String(type.id)}>
                {type.label}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup label={t.filters.shared} labelFor="f-shared">
          <HTMLSelect id="f-shared" fill value={draft.shared} onChange={(e) => set('shared', e.currentTarget.value as SharedFilter)}>
            <option value="ALL">{t.filters.sharedAll}</option>
            <option value="SHARED">{t.filters.sharedYes}</option>
            <option value="NOT_SHARED">{t.filters.sharedNo}</option>
          </HTMLSelect>
        </FormGroup>
        {dateRange(t.filters.created, 'createdFrom', t.filters.createdFrom, 'createdTo', t.filters.createdTo)}
        {dateRange(t.filters.modified, 'modifiedFrom', t.filters.modifiedFrom, 'modifiedTo', t.filters.modifiedTo)}
        <Checkbox
          label={t.filters.requestedOnly}
          checked={draft.requestedOnly}
          onChange={(e) => set('requestedOnly', e.currentTarget.checked)}
        />
        {error && (
          <Callout intent={Intent.DANGER} className="inca-gap" role="alert">
            {error}
          </Callout>
        )}
        <div className="inca-actions">
          <Button
            text={t.filters.clear}
            variant="outlined"
            onClick={() => {
              setDraft(EMPTY_FILTER);
              setError(undefined);
              onSearch(EMPTY_FILTER);
            }}
          />
          <Button type="submit" intent={Intent.PRIMARY} icon="search" text={t.filters.search} />
        </div>
      </form>
    </Card>
  );
}
