import { useState, type FormEvent } from 'react';
import { Button, Callout, Card, FormGroup, H5, HTMLSelect, InputGroup, Intent } from '@blueprintjs/core';
import type { Platform } from '../../../../__generated__/graphql.ts';
import { audiences } from '../../../../i18n/audiences.ts';
import { CompanySelect } from '../../../../ui/CompanySelect.tsx';
import { DateField } from '../../../../ui/DateField.tsx';
import { EMPTY_AUDIENCE_FILTER, audienceRangeError, type AudienceFilterForm, type EnabledFilter } from '../listState.ts';

const t = audiences.list.filters;

type Props = {
  value: AudienceFilterForm;
  /** Companies offered ('Todas' first); null hides the field (§6: only admin, steward and retail analyst). */
  companies: readonly { code: string; alias: string }[] | null;
  platforms: readonly { code: Platform; name: string }[];
  states: readonly { code: string; name: string }[];
  onSearch: (filter: AudienceFilterForm) => void;
};

const DATE_TEXTS = {
  placeholder: t.datePlaceholder,
  invalidDate: t.invalidDate,
  outOfRange: t.outOfRange,
  today: t.today,
  clear: t.clearDate,
};

/** The filter side panel: edits a draft; 'Buscar' applies it, 'Limpiar' resets everything. */
export function AudienceFilters({ value, companies, platforms, states, onSearch }: Props) {
  const [draft, setDraft] = useState<AudienceFilterForm>(value);
  const [error, setError] = useState<string>();
  const set = <K extends keyof AudienceFilterForm>(key: K, v: AudienceFilterForm[K]) => setDraft((d) => ({ ...d, [key]: v }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = audienceRangeError(draft);
    setError(problem);
    if (!problem) onSearch(draft);
  }

  return (
    <Card className="inca-filter-panel" data-testid="audience-filters">
      <form onSubmit={submit}>
        <H5>{t.title}</H5>
        {companies && (
          <CompanySelect
            id="af-company"
            companies={companies}
            value={draft.companyCode}
            anyLabel={t.all}
            onChange={(code) => set('companyCode', code)}
          />
        )}
        <FormGroup label={t.name} labelFor="af-name">
          <InputGroup
            id="af-name"
            value={draft.name}
            onValueChange={(v) => set('name', v)}
            placeholder={t.namePlaceholder}
            leftIcon="search"
          />
        </FormGroup>
        <FormGroup label={t.platform} labelFor="af-platform">
          <HTMLSelect
            id="af-platform"
            fill
            value={draft.platform}
            onChange={(e) => set('platform', e.currentTarget.value as Platform | '')}
          >
            <option value="">{t.allPlatforms}</option>
            {platforms.map((p) => (
              <option key={p.code} value={p.code}>
                {p.name}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup label={t.status} labelFor="af-status">
          <HTMLSelect id="af-status" fill value={draft.statusCode} onChange={(e) => set('statusCode', e.currentTarget.value)}>
            <option value="">{t.allStatuses}</option>
            {states.map((s) => (
              <option key={s.code} value={s.code}>
                {s.name}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup label={t.enabled} labelFor="af-enabled">
          <HTMLSelect id="af-enabled" fill value={draft.enabled} onChange={(e) => set('enabled', e.currentTarget.value as EnabledFilter)}>
            <option value="ALL">{t.enabledAll}</option>
            <option value="ENABLED">{t.enabledYes}</option>
            <option value="DISABLED">{t.enabledNo}</option>
          </HTMLSelect>
        </FormGroup>
        <FormGroup label={t.created}>
          <div className="inca-range">
            <DateField label={t.createdFrom} value={draft.createdFrom} onChange={(v) => set('createdFrom', v)} texts={DATE_TEXTS} />
            <span>{t.until}</span>
            <DateField label={t.createdTo} value={draft.createdTo} onChange={(v) => set('createdTo', v)} texts={DATE_TEXTS} />
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
              setDraft(EMPTY_AUDIENCE_FILTER);
              setError(undefined);
              onSearch(EMPTY_AUDIENCE_FILTER);
            }}
          />
          <Button type="submit" intent={Intent.PRIMARY} icon="search" text={t.search} />
        </div>
      </form>
    </Card>
  );
}
