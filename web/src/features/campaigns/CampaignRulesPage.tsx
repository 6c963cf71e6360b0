import { useEffect, useMemo, useState } from 'react';
import { Button, Callout, H2, Intent, NonIdealState, Spinner, Tab, Tabs } from '@blueprintjs/core';
import { useNavigate, useParams } from 'react-router';
import { CAMPAIGN_FILES } from '@inca/domain';
import type { CampaignParamFieldsFragment, CampaignRulesQuery } from '../../__generated__/graphql.ts';
import { useTracking } from '../../analytics/useTracking.ts';
import { campaigns as t } from '../../i18n/campaigns.ts';
import { ROUTES } from '../../navigation/routes.ts';
import { ConfirmActionDialog } from '../../ui/ConfirmActionDialog.tsx';
import { ProductsTab } from './components/ProductsTab.tsx';
import { RulesConfigurationTab } from './components/RulesConfigurationTab.tsx';
import { RulesGeneralCard } from './components/RulesGeneralCard.tsx';
import type { SummaryLine } from './components/RulesSummaryPanel.tsx';
import { RulesSummaryTable } from './components/RulesSummaryTable.tsx';
import { SegmentSelectDialog } from './components/SegmentSelectDialog.tsx';
import { useCampaignFiles } from './hooks/useCampaignFiles.ts';
import { useCampaignRules } from './hooks/useCampaignRules.ts';
import { useCampaignSegmentName } from './hooks/useCampaignSegmentName.ts';
import { usePreviewCampaignRules } from './hooks/usePreviewCampaignRules.ts';
import { useRulesValues } from './hooks/useRulesValues.ts';
import { useSaveCampaignRules } from './hooks/useSaveCampaignRules.ts';
import { useSendCampaignToProcess } from './hooks/useSendCampaignToProcess.ts';
import { useUploadParamList } from './hooks/useUploadParamList.ts';
import { groupsOf, keyOf } from './rulesState.ts';
import './campaigns.css';

const r = t.rules;
type Campaign = CampaignRulesQuery['campaignRules']['campaign'];

/** The campaign from the route parameter, falling back to the copy kept in local storage (§2.3). */
function campaignParam(param: string | undefined): string | undefined {
  if (param) return param;
  try {
    return (JSON.parse(localStorage.getItem('inca.campaign') ?? 'null') as { id?: string } | null)?.id;
  } catch {
    return undefined;
  }
}

/**
 * The rules page (§2.3): general data panel; configuration tab with the groups by priority, the
 * fields of the chosen group by type, the summary panel and the filter summary; products tab; rules
 * summary tab; Save, Preview and Send to process enabled by the campaign's editable flag.
 */
export function CampaignRulesPage() {
  const navigate = useNavigate();
  const campaignId = campaignParam(useParams().campaign);
  const { campaign, params, missing } = useCampaignRules(campaignId);
  const back = <Button text={r.back} onClick={() => navigate(ROUTES.campaigns_list.path)} />;
  if (missing) return <NonIdealState icon="warning-sign" title={r.notFound} action={back} />;
  if (!campaign) return <Spinner className="inca-page-loading" aria-label="Cargando" />;
  return <RulesScreen campaign={campaign} params={params} />;
}

/** The rules page once its campaign has loaded. */
function RulesScreen({ campaign, params }: { campaign: Campaign; params: readonly CampaignParamFieldsFragment[] }) {
  const navigate = useNavigate();
  const track = useTracking();
  const files = useCampaignFiles();
  const rules = useRulesValues(params);
  const { save, saving } = useSaveCampaignRules(campaign.id, campaign.code);
  const { preview, previewing } = usePreviewCampaignRules(campaign.id, campaign.code);
  const { send, sending } = useSendCampaignToProcess(campaign.id, campaign.code);
  const uploadList = useUploadParamList(campaign.id);
  const [group, setGroup] = useState<string | null>(null);
  const [tab, setTab] = useState<'configuration' | 'products' | 'summary'>('configuration');
  const [segmentFor, setSegmentFor] = useState<CampaignParamFieldsFragment | null>(null);
  const [summary, setSummary] = useState<SummaryLine[] | null>(null);
  const [productsKey, setProductsKey] = useState(0);
  const [confirmSend, setConfirmSend] = useState(false);

  // The target segment is stored by its code; its name is what a user knows it by.
  const segmentParam = params.find((p) => p.segmentSelector);
  const segmentName = useCampaignSegmentName(segmentParam ? (rules.values[keyOf(segmentParam)]?.value ?? '') : '');
  const groups = useMemo(() => groupsOf(params), [params]);
  const editable = campaign.editable;
  const lines = summary ?? campaign.rulesSummary;
  useEffect(() => {
    if (editable) track('campaign_rules_edit', { campaign_code: campaign.code });
  }, [track, campaign.code, editable]);

  async function onSave() {
    const sent = rules.input();
    if (await save(sent)) rules.markStored(sent);
  }

  async function onPreview() {
    const lines = await preview(rules.input());
    if (lines) setSummary(lines);
  }

  /** Sends the rules on screen to process; the service stores them first, so unsaved changes are confirmed before. */
  async function onSend() {
    setConfirmSend(false);
    const answer = await send(rules.input());
    if (!answer) return;
    if (answer.summary) setSummary(answer.summary);
    setProductsKey((k) => k + 1);
  }

  const configuration = (
    <RulesConfigurationTab
      groups={groups}
      current={group ?? groups[0]?.id ?? null}
      onChooseGroup={setGroup}
      params={params}
      values={rules.values}
      lines={lines}
      segmentName={segmentName}
      editable={editable}
      onChange={rules.change}
      onClearGroup={rules.clearGroup}
      onClearParam={rules.clearParam}
      onChooseSegment={setSegmentFor}
      onUploadList={(p, file) => void uploadList(p, file)}
      onDownloadList={(p) => p.id && void files.download({ file: 'PARAM_LIST_ITEMS_CSV', paramId: p.id }, CAMPAIGN_FILES.listItems)}
    />
  );

  return (
    <>
      <header className="inca-page-header inca-campaign-header">
        <H2>{r.title(campaign.code)}</H2>
        <Button icon="chevron-left" text={r.back} onClick={() => navigate(ROUTES.campaigns_list.path)} />
      </header>
      <RulesGeneralCard campaign={campaign} />
      {!editable && (
        <Callout intent={Intent.WARNING} className="inca-gap">
          {r.readOnly}
        </Callout>
      )}
      <Tabs id="rules-tabs" selectedTabId={tab} onChange={(id) => setTab(id as typeof tab)} renderActiveTabPanelOnly large>
        <Tab id="configuration" title={r.tabs.configuration} panel={configuration} />
        <Tab id="products" title={r.tabs.products} panel={<ProductsTab key={productsKey} campaignId={campaign.id} />} />
        <Tab id="summary" title={r.tabs.summary} panel={<RulesSummaryTable lines={lines} />} />
      </Tabs>
      <div className="inca-rules-bottom">
        <Button icon="floppy-disk" text={r.save} disabled={!editable} loading={saving} onClick={() => void onSave()} />
        <Button icon="eye-open" text={r.preview} disabled={!editable} loading={previewing} onClick={() => void onPreview()} />
        <Button
          icon="send-message"
          intent={Intent.PRIMARY}
          text={r.send}
          disabled={!editable}
          loading={sending}
          onClick={() => (rules.unsaved ? setConfirmSend(true) : void onSend())}
        />
      </div>
      {confirmSend && (
        <ConfirmActionDialog
          texts={r.sendUnsaved}
          cancel={r.cancel}
          subject={r.title(campaign.code)}
          danger={false}
          running={sending}
          onConfirm={() => void onSend()}
          onClose={() => setConfirmSend(false)}
          testId="send-unsaved"
        />
      )}
      {segmentFor && (
        <SegmentSelectDialog
          companyCode={campaign.companyCode}
          onClose={() => setSegmentFor(null)}
          onChoose={(code) => rules.chooseSegment(segmentFor, code)}
        />
      )}
    </>
  );
}
