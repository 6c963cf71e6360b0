import { useState, type FormEvent } from 'react';
import { Button, Card, FormGroup, H5, HTMLSelect, InputGroup, Intent } from '@blueprintjs/core';
import { coupons } from '../../../i18n/coupons.ts';
import { CompanySelect } from '../../../ui/CompanySelect.tsx';

const t = coupons.list.filters;

export type CouponEnabledFilter = 'ALL' | 'ENABLED' | 'DISABLED';
export type CouponFilterForm = { name: string; companyCode: string; status: string; enabled: CouponEnabledFilter };
export const EMPTY_COUPON_FILTER: CouponFilterForm = { name: '', companyCode: '', status: '', enabled: 'ALL' };

/** How many filters are set (the button's count). */
export const activeCouponFilters = (f: CouponFilterForm): number =>
  [f.name.trim(), f.companyCode, f.status, f.enabled !== 'ALL' ? 'x' : ''].filter(Boolean).length;

/** The graph's CouponFilter for a filter form. */
export function toCouponFilter(f: CouponFilterForm) {
  return {
    name: f.name.trim() || undefined,
    companyCode: f.companyCode || undefined,
    status: f.status || undefined,
    enabled: f.enabled === 'ALL' ? undefined : f.enabled === 'ENABLED',
  };
}

type Props = {
  value: CouponFilterForm;
  /** Companies offered ('Todas' first); null hides the field (only admin, steward and retail analyst choose). */
  companies: readonly { code: string; alias: string }[] | null;
  states: readonly { code: string; name: string }[];
  onSearch: (filter: CouponFilterForm) => void;
};

/** The filter side panel: edits a draft; 'Buscar' applies it, 'Limpiar' resets everything. */
export function CouponFilters({ value, companies, states, onSearch }: Props) {
  const [draft, setDraft] = useState<CouponFilterForm>(value);
  const set = <K extends keyof CouponFilterForm>(key: K, v: CouponFilterForm[K]) => setDraft((d) => ({ ...d, [key]: v }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft);
  };
  return (
    <Card className="inca-filter-panel" data-testid="coupon-filters">
      <form onSubmit={submit}>
        <H5>{t.title}</H5>
        <FormGroup label={t.name} labelFor="cf-name">
          <InputGroup
            id="cf-name"
            value={draft.name}
            onValueChange={(v) => set('name', v)}
            placeholder={t.namePlaceholder}
            leftIcon="search"
          />
        </FormGroup>
        {companies && (
          <CompanySelect
            id="cf-company"
            companies={companies}
            value={draft.companyCode}
            anyLabel={t.anyCompany}
            onChange={(code) => set('companyCode', code)}
          />
        )}
        <FormGroup label={t.status} labelFor="cf-status">
          <HTMLSelect id="cf-status" fill value={draft.status} onChange={(e) => set('status', e.currentTarget.value)}>
            <option value="">{t.anyStatus}</option>
            {states.map((s) => (
              <option key={s.code} value={s.code}>
                {s.name}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup label={t.enabled} labelFor="cf-enabled">
          <HTMLSelect
            id="cf-enabled"
            fill
            value={draft.enabled}
            onChange={(e) => set('enabled', e.currentTarget.value as CouponEnabledFilter)}
          >
            <option value="ALL">{t.enabledOptions.any}</option>
            <option value="ENABLED">{t.enabledOptions.on}</option>
            <option value="DISABLED">{t.enabledOptions.off}</option>
          </HTMLSelect>
        </FormGroup>
        <div className="inca-actions">
          <Button
            text={t.clear}
            variant="outlined"
            onClick={() => {
              setDraft(EMPTY_COUPON_FILTER);
              onSearch(EMPTY_COUPON_FILTER);
            }}
          />
          <Button type="submit" intent={Intent.PRIMARY} icon="search" text={t.search} />
        </div>
      </form>
    </Card>
  );
}
