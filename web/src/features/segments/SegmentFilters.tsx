import { useState, type FormEvent } from 'react';
import { Button, Callout, Card, Checkbox, FormGroup, H5, HTMLSelect, InputGroup, Intent } from '@blueprintjs/core';
import type { SharedFilter } from '../../__generated__/graphql.ts';
import { CompanySelect } from '../../ui/CompanySelect.tsx';
import { EMPTY_FILTER, rangeError, type FilterForm } from './listState.ts';

type Props = {
  value: FilterForm;
  companies: { code: string; alias: string }[] | null;
  types: { id: number; label: string }[];
  onSearch: (filter: FilterForm) => void;
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

  return (
    <Card className="inca-filter-panel" data-testid="segment-filters">
      <form onSubmit={submit}>
        <H5>Filtros</H5>
        {companies && <CompanySelect id="f-company" companies={companies} value={draft.companyCode} anyLabel="Todas" onChange={(code) => set('companyCode', code)} />}
        <FormGroup label="Nombre" labelFor="f-name">
          <InputGroup id="f-name" value={draft.name} onValueChange={(v) => set('name', v)} placeholder="Buscar por nombre" leftIcon="search" />
        </FormGroup>
        <FormGroup label="Tipo" labelFor="f-type">
          <HTMLSelect id="f-type" fill value={draft.typeId} onChange={(e) => set('typeId', e.currentTarget.value)}>
            <option value="">Todos</option>
            {types.map((t) => (
              <option key={t.id} value={String(t.id)}>
                {t.label}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup label="Compartido" labelFor="f-shared">
          <HTMLSelect id="f-shared" fill value={draft.shared} onChange={(e) => set('shared', e.currentTarget.value as SharedFilter)}>
            <option value="ALL">Todos</option>
            <option value="SHARED">Compartidos</option>
            <option value="NOT_SHARED">No compartidos</option>
          </HTMLSelect>
        </FormGroup>
        <FormGroup label="Fecha de creación">
          <div className="inca-range">
            <input className="bp6-input" type="date" aria-label="Creación desde" value={draft.createdFrom} onChange={(e) => set('createdFrom', e.currentTarget.value)} />
            <span>a</span>
            <input className="bp6-input" type="date" aria-label="Creación hasta" value={draft.createdTo} onChange={(e) => set('createdTo', e.currentTarget.value)} />
          </div>
        </FormGroup>
        <FormGroup label="Última modificación">
          <div className="inca-range">
            <input className="bp6-input" type="date" aria-label="Modificación desde" value={draft.modifiedFrom} onChange={(e) => set('modifiedFrom', e.currentTarget.value)} />
            <span>a</span>
            <input className="bp6-input" type="date" aria-label="Modificación hasta" value={draft.modifiedTo} onChange={(e) => set('modifiedTo', e.currentTarget.value)} />
          </div>
        </FormGroup>
        <Checkbox label="Por solicitud de datos" checked={draft.requestedOnly} onChange={(e) => set('requestedOnly', e.currentTarget.checked)} />
        {error && (
          <Callout intent={Intent.DANGER} className="inca-gap" role="alert">
            {error}
          </Callout>
        )}
        <div className="inca-actions">
          <Button
            text="Limpiar"
            variant="outlined"
            onClick={() => {
              setDraft(EMPTY_FILTER);
              setError(undefined);
              onSearch(EMPTY_FILTER);
            }}
          />
          <Button type="submit" intent={Intent.PRIMARY} icon="search" text="Buscar" />
        </div>
      </form>
    </Card>
  );
}
