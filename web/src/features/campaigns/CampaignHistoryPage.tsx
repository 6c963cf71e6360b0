import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Button, Collapse, FormGroup, H2, HTMLTable, InputGroup, Intent, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { CAMPAIGN_FILES } from '@inca/domain';
import type { ProcessHistoryFilter } from '../../__generated__/graphql.ts';
import { campaigns as t } from '../../i18n/campaigns.ts';
import { DateField } from '../../ui/DateField.tsx';
import { ROUTES } from '../../navigation/routes.ts';
import { formatDateTime, formatNumber } from '../../ui/format.ts';
import { Pager } from '../../ui/Pager.tsx';
import { showError, showInfo } from '../../ui/toaster.ts';
import { useCampaignFiles } from './hooks/useCampaignFiles.ts';
import { useCampaignHeader } from './hooks/useCampaignHeader.ts';
import { useProcessHistory } from './hooks/useProcessHistory.ts';
import { EMPTY_HISTORY_FILTER, historyFilterOf, historyFilterSchema, type HistoryFilterValues } from './schemas/historyFilter.ts';
import './campaigns.css';
import { reportFirstError } from '../../ui/formErrors.ts';

const h = t.history;

/**
 * Process history (§2.2): all of it (view_all_history=true) or one campaign's (campaign,
 * view_campaign_history=true); filters by process, source and start date range; Detalle on error
 * rows shows the final message and the summary; downloads of the CSV and of each process's information.
 */
export function CampaignHistoryPage() {
  const navigate = useNavigate();
  const params = useParams();
  const [search] = useSearchParams();
  const campaignId = params.campaign ?? (search.get('view_campaign_history') === 'true' ? search.get('campaign') : null) ?? undefined;
  const [filter, setFilter] = useState<ProcessHistoryFilter>({});
  // The form lives here, not in the collapsing panel, so a closed panel keeps what was typed.
  const form = useForm<HistoryFilterValues>({ resolver: zodResolver(historyFilterSchema), defaultValues: EMPTY_HISTORY_FILTER });
  const { control } = form;
  const [showFilter, setShowFilter] = useState(false);
  const [page, setPage] = useState(1);
  const fullFilter = { ...filter, campaignId };
  const history = useProcessHistory(fullFilter, page);
  const campaignCode = useCampaignHeader(campaignId);
  const files = useCampaignFiles();
  const { rows, total } = history;

  const apply = form.handleSubmit((values) => {
    setFilter(historyFilterOf(values));
    setPage(1);
  }, reportFirstError(showError));
  const text = (name: 'processName' | 'sourceName', id: string) => (
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
      <header className="inca-page-header inca-campaign-header">
        <div>
          <H2>{campaignCode ? h.titleOf(campaignCode) : h.title}</H2>
          <p className="bp6-text-muted">{h.subtitle}</p>
        </div>
        <div className="inca-campaign-toolbar">
          <Button icon="chevron-left" text={h.back} onClick={() => navigate(ROUTES.campaigns_list.path)} />
          <Button
            icon="download"
            text={h.download}
            onClick={() => void files.download({ file: 'HISTORY_CSV', historyFilter: fullFilter }, CAMPAIGN_FILES.history)}
          />
          <Button icon="filter" text={h.filter} active={showFilter} onClick={() => setShowFilter(!showFilter)} />
        </div>
      </header>
      <Collapse isOpen={showFilter}>
        <form className="inca-table-wrap inca-gap inca-filter-grid" style={{ padding: 16 }} onSubmit={(e) => void apply(e)}>
          <FormGroup label={h.filterProcess} labelFor="history-process">
            {text('processName', 'history-process')}
          </FormGroup>
          <FormGroup label={h.filterSource} labelFor="history-source">
            {text('sourceName', 'history-source')}
          </FormGroup>
          {dateField('startDate', h.from)}
          {dateField('endDate', h.to)}
          <FormGroup className="inca-filter-actions">
            <div className="inca-actions">
              <Button
                text={t.filters.clean}
                onClick={() => {
                  form.reset(EMPTY_HISTORY_FILTER);
                  setFilter({});
                  setPage(1);
                }}
              />
              <Button type="submit" intent={Intent.PRIMARY} icon="search" text={t.filters.search} />
            </div>
          </FormGroup>
        </form>
      </Collapse>
      <div className="inca-table-wrap">
        {history.loading && !history.loaded && <Spinner className="inca-gap" size={32} />}
        {history.loaded && rows.length === 0 && <NonIdealState icon="time" title={h.empty} />}
        {rows.length > 0 && (
          <HTMLTable compact className="inca-fill inca-campaigns" data-testid="history-table">
            <thead>
              <tr>
                <th className="inca-num">{h.number}</th>
                <th>{h.source}</th>
                <th>{h.process}</th>
                <th>{h.status}</th>
                <th>{h.start}</th>
                <th>{h.end}</th>
                <th className="inca-num">{h.uploaded}</th>
                <th className="inca-num">{h.rejected}</th>
                <th className="inca-num">{h.total}</th>
                <th>{h.actions}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} data-testid="history-row" data-status={row.status}>
                  <td className="inca-num">{row.rowNumber}</td>
                  <td className="inca-wrap">{row.sourceName}</td>
                  <td>
                    {row.processName}
                    {row.campaignCode && !campaignId && <div className="bp6-text-muted inca-small">{row.campaignCode}</div>}
                  </td>
                  <td>
                    <Tag minimal intent={row.status === 'error' ? 'danger' : row.status === 'success' ? 'success' : 'primary'}>
                      {h.statuses[row.status] ?? row.status}
                    </Tag>
                  </td>
                  <td>{formatDateTime(row.startTime)}</td>
                  <td>{formatDateTime(row.endTime)}</td>
                  <td className="inca-num">{formatNumber(row.uploadedRecords)}</td>
                  <td className="inca-num">{formatNumber(row.rejectedRecords)}</td>
                  <td className="inca-num">{formatNumber(row.totalRecords)}</td>
                  <td className="inca-nowrap">
                    {row.status === 'error' && (
                      <Button
                        variant="minimal"
                        intent={Intent.DANGER}
                        text={h.detail}
                        onClick={() =>
                          showInfo(
                            row.finalMessage,
                            row.summary.map((s) => `${s.key}: ${s.value}`),
                          )
                        }
                      />
                    )}
                    <Button
                      variant="minimal"
                      icon="download"
                      aria-label={`${h.information} ${row.rowNumber}`}
                      title={h.information}
                      onClick={() => void files.download({ file: 'PROCESS_JSON', processId: row.id }, CAMPAIGN_FILES.information)}
                    />
                    {row.hasResultFile && (
                      <Button
                        variant="minimal"
                        icon="document-open"
                        aria-label={`${h.result} ${row.rowNumber}`}
                        title={h.result}
                        onClick={() => void files.download({ file: 'PROCESS_RESULT', processId: row.id }, CAMPAIGN_FILES.uploadResult)}
                      />
                    )}
                  </td>
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
