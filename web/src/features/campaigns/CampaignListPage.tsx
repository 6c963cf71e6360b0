import { useRef, useState } from 'react';
import { Button, Collapse, H2, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { useNavigate } from 'react-router';
import { CAMPAIGN_FILES } from '@inca/domain';
import type { CampaignFilter, CampaignRowFragment } from '../../__generated__/graphql.ts';
import { campaigns as t } from '../../i18n/campaigns.ts';
import { pathTo } from '../../navigation/routes.ts';
import { Pager } from '../../ui/Pager.tsx';
import { showError } from '../../ui/toaster.ts';
import { CampaignDetailsDialog } from './components/CampaignDetailsDialog.tsx';
import { CampaignFilterPanel } from './components/CampaignFilterPanel.tsx';
import { CampaignTable, type CampaignAction } from './components/CampaignTable.tsx';
import { useCampaignCompanies } from './hooks/useCampaignCompanies.ts';
import { useCampaignFiles } from './hooks/useCampaignFiles.ts';
import { CAMPAIGNS_PAGE_SIZE, useCampaigns } from './hooks/useCampaigns.ts';
import { useSendCampaigns } from './hooks/useSendCampaigns.ts';
import { useUploadRulesSheet } from './hooks/useUploadRulesSheet.ts';
import './campaigns.css';

/** The campaign list (§2.1): header buttons, filters, the grid with per-row groups and row menu, footer. */
export function CampaignListPage() {
  const navigate = useNavigate();
  const [filter, setFilter] = useState<CampaignFilter>({});
  const [page, setPage] = useState(1);
  const [showFilter, setShowFilter] = useState(false);
  const [details, setDetails] = useState<CampaignRowFragment | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const list = useCampaigns(filter, page);
  const companies = useCampaignCompanies();
  const { sendAll, sending } = useSendCampaigns();
  const { upload, uploading } = useUploadRulesSheet(() => void list.refetch());
  const files = useCampaignFiles();
  const first = (page - 1) * CAMPAIGNS_PAGE_SIZE + 1;

  function onUpload(picked: FileList | null) {
    const chosen = picked ? [...picked] : [];
    if (fileInput.current) fileInput.current.value = '';
    void upload(chosen);
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
          <Button icon="send-message" intent={Intent.PRIMARY} text={t.list.process} loading={sending} onClick={() => void sendAll()} />
          <Button
            icon="download"
            text={t.list.downloadCsv}
            onClick={() => void files.download({ file: 'CAMPAIGNS_CSV', filter }, CAMPAIGN_FILES.campaigns)}
          />
          <Button
            icon="download"
            text={t.list.downloadRulesHistory}
            onClick={() => void files.download({ file: 'RULES_HISTORY_CSV', filter }, CAMPAIGN_FILES.rulesHistory)}
          />
          <Button
            icon="download"
            text={t.list.downloadTemplate}
            onClick={() => void files.download({ file: 'RULES_TEMPLATE_XLSX' }, CAMPAIGN_FILES.rulesTemplate)}
          />
          <Button icon="document-open" text={t.list.uploadRules} loading={uploading} onClick={() => fileInput.current?.click()} />
          <input
            ref={fileInput}
            type="file"
            accept=".xlsx"
            hidden
            data-testid="rules-upload-input"
            onChange={(e) => onUpload(e.currentTarget.files)}
          />
          <Button
            icon="time"
            text={t.list.allHistory}
            onClick={() => navigate(pathTo('campaigns_history', {}, { view_all_history: 'true', view_campaign_history: 'false' }))}
          />
          <Button icon="filter" text={t.list.filter} active={showFilter} onClick={() => setShowFilter(!showFilter)} />
        </div>
      </header>
      <Collapse isOpen={showFilter}>
        <div className="inca-table-wrap inca-gap" style={{ padding: 16 }}>
          <CampaignFilterPanel
            companies={companies}
            showCompany={list.showCompany}
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
          {list.loading && !list.loaded && <Spinner className="inca-gap" size={32} />}
          {list.loaded && list.rows.length === 0 && !list.loading && <NonIdealState icon="search" title={t.list.empty} />}
          {list.rows.length > 0 && (
            <CampaignTable
              rows={list.rows}
              firstNumber={first}
              showCompany={list.showCompany}
              groups={list.groups}
              refreshing={list.loading}
              onAction={onAction}
            />
          )}
        </div>
        {list.loaded && <Pager page={page} pageSize={CAMPAIGNS_PAGE_SIZE} total={list.total} onPage={setPage} />}
      </div>
      {details && <CampaignDetailsDialog campaign={details} onClose={() => setDetails(null)} />}
    </>
  );
}
