import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Button, FormGroup, HTMLTable, InputGroup, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { CAMPAIGN_FILES } from '@inca/domain';
import type { CampaignProductFilter } from '../../../__generated__/graphql.ts';
import { campaigns as t } from '../../../i18n/campaigns.ts';
import { DateField } from '../../../ui/DateField.tsx';
import { formatDateTime, formatNumber } from '../../../ui/format.ts';
import { Pager } from '../../../ui/Pager.tsx';
import { showError } from '../../../ui/toaster.ts';
import { useCampaignFiles } from '../hooks/useCampaignFiles.ts';
import { useCampaignProducts } from '../hooks/useCampaignProducts.ts';
import { EMPTY_PRODUCT_FILTER, productFilterOf, productFilterSchema, type ProductFilterValues } from '../schemas/productFilter.ts';
import { reportFirstError } from '../../../ui/formErrors.ts';

const p = t.products;

/** The products tab (§2.3): filters, search and clean, CSV download, the grid (back to page 1 after each load). */
export function ProductsTab({ campaignId }: { campaignId: string }) {
  const form = useForm<ProductFilterValues>({ resolver: zodResolver(productFilterSchema), defaultValues: EMPTY_PRODUCT_FILTER });
  const { control } = form;
  const [filter, setFilter] = useState<CampaignProductFilter>({});
  const [page, setPage] = useState(1);
  const products = useCampaignProducts(campaignId, filter, page);
  const files = useCampaignFiles();
  const { rows, total } = products;

  const search = form.handleSubmit((values) => {
    setFilter(productFilterOf(values));
    setPage(1);
  }, reportFirstError(showError));
  const text = (name: 'itemCode' | 'itemName', id: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => <InputGroup id={id} value={field.value} onValueChange={field.onChange} onBlur={field.onBlur} />}
    />
  );
  const dateField = (name: 'startDate' | 'endDate', label: string) => (
    <FormGroup label={label}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => <DateField label={label} value={field.value} onChange={field.onChange} texts={t.dates} />}
      />
    </FormGroup>
  );

  return (
    <>
      <form className="inca-filter-grid" onSubmit={(e) => void search(e)}>
        <FormGroup label={p.itemCode} labelFor="product-code">
          {text('itemCode', 'product-code')}
        </FormGroup>
        <FormGroup label={p.itemName} labelFor="product-name">
          {text('itemName', 'product-name')}
        </FormGroup>
        <FormGroup label={p.createdTime} labelFor="product-hours">
          <Controller
            control={control}
            name="createdHours"
            render={({ field }) => (
              <InputGroup
                id="product-hours"
                maxLength={2}
                inputMode="numeric"
                value={field.value}
                onBlur={field.onBlur}
                onValueChange={(v) => field.onChange(v.replace(/\D/g, '').slice(0, 2))}
              />
            )}
          />
        </FormGroup>
        {dateField('startDate', p.from)}
        {dateField('endDate', p.to)}
        <FormGroup className="inca-filter-actions">
          <div className="inca-actions">
            <Button
              text={p.clean}
              onClick={() => {
                form.reset(EMPTY_PRODUCT_FILTER);
                setFilter({});
                setPage(1);
              }}
            />
            <Button type="submit" intent={Intent.PRIMARY} icon="search" text={p.search} />
            <Button
              icon="download"
              text={p.download}
              onClick={() => void files.download({ file: 'PRODUCTS_CSV', campaignId, productFilter: filter }, CAMPAIGN_FILES.products)}
            />
          </div>
        </FormGroup>
      </form>
      <div className="inca-table-wrap">
        {products.loading && !products.loaded && <Spinner size={32} className="inca-gap" />}
        {products.loaded && rows.length === 0 && <NonIdealState icon="inbox" title={p.empty} />}
        {rows.length > 0 && (
          <HTMLTable compact className="inca-fill inca-campaigns" data-testid="products-table">
            <thead>
              <tr>
                <th className="inca-num">{p.number}</th>
                <th>{p.itemCode}</th>
                <th>{p.itemName}</th>
                <th>{p.status}</th>
                <th>{p.created}</th>
                <th>{p.offeringMode}</th>
                <th className="inca-num">{p.offeringAmount}</th>
                <th>{p.discountType}</th>
                <th>{p.discountMode}</th>
                <th className="inca-num">{p.discountValue}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.itemCode} data-testid="product-row">
                  <td className="inca-num">{r.rowNumber}</td>
                  <td>{r.itemCode}</td>
                  <td className="inca-wrap">{r.itemName}</td>
                  <td>{r.itemStatus}</td>
                  <td>{formatDateTime(r.itemSourceCreationTime)}</td>
                  <td>{r.itemOfferingMode}</td>
                  <td className="inca-num">{formatNumber(r.itemOfferingAmount)}</td>
                  <td>{r.itemDiscountType}</td>
                  <td>{r.itemDiscountMode}</td>
                  <td className="inca-num">{formatNumber(r.itemDiscountValue)}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        )}
        <Pager page={page} pageSize={10} total={total} onPage={setPage} />
      </div>
    </>
  );
}
