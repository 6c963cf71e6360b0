import { useRef, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Collapse, H2, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { useNavigate } from 'react-router';
import { CAMPAIGN_FILES } from '@inca/domain';
import type { CampaignFilter, CampaignRowFragment } from '../../__generated__/graphql.ts';
import { graphQLErrorOf } from '../../apollo/errors.ts';
import { campaigns as t } from '../../i18n/campaigns.ts';
import { pathTo } from '../../navigation/routes.ts';
import { Pager } from '../../ui/Pager.tsx';
import { saveBlob } from '../../ui/saveFile.ts';
import { showError, showInfo, showSuccess, showWarning } from '../../ui/toaster.ts';
import { CampaignDetailsDialog } from './components/CampaignDetailsDialog.tsx';
import { CampaignFilterPanel } from './components/CampaignFilterPanel.tsx';
import { CampaignTable, type CampaignAction } from './components/CampaignTable.tsx';
import { fileNameOf, useCampaignFiles } from './files.ts';
import { CAMPAIGN_COMPANIES, CAMPAIGNS_PAGE, SEND_CAMPAIGNS } from './graphql.ts';
import './campaigns.css';

const PAGE_SIZE = 10;

/** The campaign list (§2.1): header buttons, filters, the grid with per-row groups and row menu, footer. */
export function CampaignListPage() {
  const navigate = useNavigate();
  const [filter, setFilter] = useState<CampaignFilter>({});
  const [page, setPage] = useState(1);
  const [showFilter, setShowFilter] = useState(false);
  const [details, setDetails] = useState<CampaignRowFragment | null>(null);
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const list = useQuery(CAMPAIGNS_PAGE, { variables: { filter, page }, fetchPolicy: 'cache-and-network' });
  const companies = useQuery(CAMPAIGN_COMPANIES);
  const [send, sending] = useMutation(SEND_CAMPAIGNS, { context: { quietErrors: true }, refetchQueries: ['CampaignsPage'] });
  const files = useCampaignFiles();

  // While a filter or page loads, the rows shown stay (dimmed) instead of an empty grid and "0–0 de 0".
  const shown = list.data ?? list.previousData;
  const data = shown?.campaigns;
  const rows = data?.nodes ?? [];
  const total = data?.totalCount ?? 0;
  const first = (page - 1) * PAGE_SIZE + 1;

  async function onProcess() {
    try {
      const result = await send({ variables: {} });
      const r = result.data?.sendCampaignsToRecommendation;
      if (!r) return;
      if (r.queued.length === 0 && r.skipped.length === 0) return showWarning(t.messages.nothingToSend);
      if (r.skipped.length) showWarning(t.messages.bulkDone(r.queued.length, r.skipped.length), r.skipped.slice(0, 5).map((s) => s.message));
      else showSuccess(t.messages.bulkDone(r.queued.length, 0));
    } catch (error) {
      showError(graphQLErrorOf(error)?.message || t.messages.processError);
    }
  }

  async function onUpload(picked: FileList | null) {
    const chosen = picked ? [...picked] : [];
    if (fileInput.current) fileInput.current.value = '';
    if (chosen.length !== 1) return showError(t.messages.oneFile);
    const file = chosen[0]!;
    if (!/\.xlsx$/i.test(file.name)) return showError(t.messages.xlsxOnly);
    setUploading(true);
    try {
      const response = await files.upload({ file: 'RULES_UPLOAD' }, file);
      if (!response) return;
      const isFile = (response.headers.get('content-type') ?? '').startsWith('text/csv');
      if (!isFile) return showError(await files.errorMessage(response));
      // The result file is downloaded whatever the outcome (§8).
      saveBlob(await response.blob(), fileNameOf(response.headers.get('content-disposition'), CAMPAIGN_FILES.uploadResult));
      if (response.status === 200) showSuccess(t.messages.upload_success);
      else showInfo(t.messages.message_upload_failed);
      void list.refetch();
    } finally {
      setUploading(false);
    }
  }

  function onAction(kind: CampaignAction, campaign: CampaignRowFragment) {
    if (kind === 'rules') {
      // A copy kept in local storage lets the rules page open even before the graph answers (§2.3).
      localStorage.setItem('inca.campaign', JSON.stringify({ id: campaign.id, code: campaign.code }));
      navigate(pathTo('campaigns_rules', { campaign: campaign.id }));
    } else if (kind === 'details') setDetails(campaign);
    else if (kind === 'downloadRules') void files.download({ file: 'RULES_XLSX', campaignId: campaign.id }, CAMPAIGN_FILES.rules);
    else if (kind === 'downloadProducts') void files.download({ file: 'PRODUCTS_CSV', campaignId: campaign.id }, CAMPAIGN_FILES.products);
    else navigate(pathTo('campaigns_history', {}, { campaign: campaign.id, view_campaign_history: 'true', view_all_history: 'false' }));
  }

  return (
    <>
      <header className="inca-page-header inca-campaign-header">
        <div>
          <H2>{t.list.title}</H2>
          <p className="bp6-text-muted">{t.list.subtitle}</p>
        </div>
        <div className="inca-campaign-toolbar">
          <Button icon="send-message" intent={Intent.PRIMARY} text={t.list.process} loading={sending.loading} onClick={() => void onProcess()} />
          <Button icon="download" text={t.list.downloadCsv} onClick={() => void files.download({ file: 'CAMPAIGNS_CSV', filter }, CAMPAIGN_FILES.campaigns)} />
          <Button icon="download" text={t.list.downloadRulesHistory} onClick={() => void files.download({ file: 'RULES_HISTORY_CSV', filter }, CAMPAIGN_FILES.rulesHistory)} />
          <Button icon="download" text={t.list.downloadTemplate} onClick={() => void files.download({ file: 'RULES_TEMPLATE_XLSX' }, CAMPAIGN_FILES.rulesTemplate)} />
          <Button icon="document-open" text={t.list.uploadRules} loading={uploading} onClick={() => fileInput.current?.click()} />
          <input ref={fileInput} type="file" accept=".xlsx" hidden data-testid="rules-upload-input" onChange={(e) => void onUpload(e.currentTarget.files)} />
          <Button icon="time" text={t.list.allHistory} onClick={() => navigate(pathTo('campaigns_history', {}, { view_all_history: 'true', view_campaign_history: 'false' }))} />
          <Button icon="filter" text={t.list.filter} active={showFilter} onClick={() => setShowFilter(!showFilter)} />
        </div>
      </header>
      <Collapse isOpen={showFilter}>
        <div className="inca-table-wrap inca-gap" style={{ padding: 16 }}>
          <CampaignFilterPanel
            companies={companies.data?.campaignCompanies ?? []}
            showCompany={data?.showCompany ?? false}
            onSearch={(f) => {
              setFilter(f);
              setPage(1);
            }}
            onClean={() => {
              setFilter({});
              setPage(1);
            }}
            onInvalid={showError}
          />
        </div>
      </Collapse>
      <div className="inca-table-frame">
        {/* Only the grid scrolls sideways; the pager stays under it, in view. */}
        <div className="inca-campaigns-scroll" data-testid="campaigns-scroll">
          {list.loading && !data && <Spinner className="inca-gap" size={32} />}
          {data && rows.length === 0 && !list.loading && <NonIdealState icon="search" title={t.list.empty} />}
          {rows.length > 0 && (
            <CampaignTable
              rows={rows}
              firstNumber={first}
              showCompany={data?.showCompany ?? false}
              groups={shown?.campaignVariableGroupOptions ?? []}
              refreshing={list.loading}
              onAction={onAction}
            />
          )}
        </div>
        {data && <Pager page={page} pageSize={PAGE_SIZE} total={total} onPage={setPage} />}
      </div>
      {details && <CampaignDetailsDialog campaign={details} onClose={() => setDetails(null)} />}
    </>
  );
}
