import { useState } from 'react';
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

const p = t.products;
const EMPTY = { itemCode: '', itemName: '', createdHours: '', startDate: '', endDate: '' };

/** The products tab (§2.3): filters, search and clean, CSV download, the grid (back to page 1 after each load). */
export function ProductsTab({ campaignId }: { campaignId: string }) {
  const [draft, setDraft] = useState(EMPTY);
  const [filter, setFilter] = useState<CampaignProductFilter>({});
  const [page, setPage] = useState(1);
  const products = useCampaignProducts(campaignId, filter, page);
  const files = useCampaignFiles();
  const { rows, total } = products;

  function search() {
    const hours = draft.createdHours.trim();
    if (hours && !/^\d{1,2}$/.test(hours)) return showError(t.messages.otherHours);
    setFilter({
      itemCode: draft.itemCode.trim() || undefined,
      itemName: draft.itemName.trim() || undefined,
      createdHours: hours ? Number(hours) : undefined,
      startDate: draft.startDate || undefined,
      endDate: draft.endDate || undefined,
    });
    setPage(1);
  }
  const set = (key: keyof typeof EMPTY) => (v: string) => setDraft({ ...draft, [key]: v });

  return (
    <>
      <form
        className="inca-filter-grid"
        onSubmit={(e) => {
          e.preventDefault();
          search();
        }}
      >
        <FormGroup label={p.itemCode} labelFor="product-code">
          <InputGroup id="product-code" value={draft.itemCode} onValueChange={set('itemCode')} />
        </FormGroup>
        <FormGroup label={p.itemName} labelFor="product-name">
          <InputGroup id="product-name" value={draft.itemName} onValueChange={set('itemName')} />
        </FormGroup>
        <FormGroup label={p.createdTime} labelFor="product-hours">
          <InputGroup
            id="product-hours"
            maxLength={2}
            inputMode="numeric"
            value={draft.createdHours}
            onValueChange={(v) => set('createdHours')(v.replace(/\D/g, '').slice(0, 2))}
          />
        </FormGroup>
        <FormGroup label={p.from}>
          <DateField label={p.from} value={draft.startDate} onChange={set('startDate')} texts={t.dates} />
        </FormGroup>
        <FormGroup label={p.to}>
          <DateField label={p.to} value={draft.endDate} onChange={set('endDate')} texts={t.dates} />
        </FormGroup>
        <FormGroup className="inca-filter-actions">
          <div className="inca-actions">
            <Button
              text={p.clean}
              onClick={() => {
                setDraft(EMPTY);
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
