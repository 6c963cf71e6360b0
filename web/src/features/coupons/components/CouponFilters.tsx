import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Button, Card, FormGroup, H5, HTMLSelect, InputGroup, Intent } from '@blueprintjs/core';
import { coupons } from '../../../i18n/coupons.ts';
import { CompanySelect } from '../../../ui/CompanySelect.tsx';
import { EMPTY_COUPON_FILTER, couponFilterSchema, type CouponFilterForm } from '../schemas/couponFilter.ts';

const t = coupons.list.filters;

type Props = {
  value: CouponFilterForm;
  /** Companies offered ('Todas' first); null hides the field (only admin, steward and retail analyst choose). */
  companies: readonly { code: string; alias: string }[] | null;
  states: readonly { code: string; name: string }[];
  onSearch: (filter: CouponFilterForm) => void;
};

/** The filter side panel: edits a draft; 'Buscar' applies it, 'Limpiar' resets everything. */
export function CouponFilters({ value, companies, states, onSearch }: Props) {
  const form = useForm<CouponFilterForm>({ resolver: zodResolver(couponFilterSchema), defaultValues: value });
  const { control } = form;
  const select = (name: 'status' | 'enabled', id: string, options: readonly { value: string; label: string }[]) => (
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
  return (
    <Card className="inca-filter-panel" data-testid="coupon-filters">
      <form onSubmit={(e) => void form.handleSubmit((values) => onSearch(values))(e)}>
        <H5>{t.title}</H5>
        <FormGroup label={t.name} labelFor="cf-name">
          <Controller
            control={control}
            name="name"
            render={({ field }) => (
              <InputGroup
                id="cf-name"
                value={field.value}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                placeholder={t.namePlaceholder}
                leftIcon="search"
              />
            )}
          />
        </FormGroup>
        {companies && (
          <Controller
            control={control}
            name="companyCode"
            render={({ field }) => (
              <CompanySelect id="cf-company" companies={companies} value={field.value} anyLabel={t.anyCompany} onChange={field.onChange} />
            )}
          />
        )}
        <FormGroup label={t.status} labelFor="cf-status">
          {select('status', 'cf-status', [{ value: '', label: t.anyStatus }, ...states.map((s) => ({ value: s.code, label: s.name }))])}
        </FormGroup>
        <FormGroup label={t.enabled} labelFor="cf-enabled">
          {select('enabled', 'cf-enabled', [
            { value: 'ALL', label: t.enabledOptions.any },
            { value: 'ENABLED', label: t.enabledOptions.on },
            { value: 'DISABLED', label: t.enabledOptions.off },
          ])}
        </FormGroup>
        <div className="inca-actions">
          <Button
            text={t.clear}
            variant="outlined"
            onClick={() => {
              form.reset(EMPTY_COUPON_FILTER);
              onSearch(EMPTY_COUPON_FILTER);
            }}
          />
          <Button type="submit" intent={Intent.PRIMARY} icon="search" text={t.search} />
        </div>
      </form>
    </Card>
  );
}
