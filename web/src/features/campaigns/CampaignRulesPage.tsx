import { useEffect, useMemo, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Callout, Card, Collapse, H2, H5, HTMLTable, Intent, Menu, MenuItem, NonIdealState, Spinner, Tab, Tabs, Tag } from '@blueprintjs/core';
import { useNavigate, useParams } from 'react-router';
import { CAMPAIGN_FILES, formatQuantity } from '@inca/domain';
import type { CampaignParamFieldsFragment } from '../../__generated__/graphql.ts';
import { useTracking } from '../../analytics/useTracking.ts';
import { graphQLErrorOf } from '../../apollo/errors.ts';
import { campaigns as t } from '../../i18n/campaigns.ts';
import { ROUTES } from '../../navigation/routes.ts';
import { formatDate } from '../../ui/format.ts';
import { ConfirmActionDialog } from '../../ui/ConfirmActionDialog.tsx';
import { showError, showSuccess, showWarning } from '../../ui/toaster.ts';
import { ProductsTab } from './components/ProductsTab.tsx';
import { RuleField } from './components/RuleField.tsx';
import { RulesSummaryPanel, type SummaryLine } from './components/RulesSummaryPanel.tsx';
import { SegmentSelectDialog } from './components/SegmentSelectDialog.tsx';
import { useCampaignFiles } from './files.ts';
import { CAMPAIGN_RULES, PREVIEW_RULES, SAVE_RULES, SEGMENT_NAME, SEND_TO_PROCESS } from './graphql.ts';
import { describeValue, initialValues, isConfigured, keyOf, parentOf, setValue, toInput, visibleOptions, chosenKeys, type RulesValues } from './rulesState.ts';
import './campaigns.css';

const r = t.rules;
const EMPTY_VALUE = { value: '', items: [], rangeStart: null, rangeEnd: null };

/** The campaign from the route parameter, falling back to the copy kept in local storage (§2.3). */
function campaignParam(param: string | undefined): string | undefined {
  if (param) return param;
  try {
    return (JSON.parse(localStorage.getItem('inca.campaign') ?? 'null') as { id?: string } | null)?.id;
  } catch {
    return undefined;
  }
}

/** Shows a refused save, preview or send: the required-fields message list, or the server's message. */
function showRefusal(error: unknown, fallback: string) {
  const coded = graphQLErrorOf(error);
  const messages = (coded?.details as { messages?: string[] } | undefined)?.messages;
  if (messages?.length) return showWarning(messages[0]!, messages.slice(1));
  showError(coded?.message || fallback);
}

/**
 * The rules page (§2.3): general data panel; configuration tab with the groups by priority, the
 * fields of the chosen group by type, the summary panel and the filter summary; products tab; rules
 * summary tab; Save, Preview and Send to process enabled by the campaign's editable flag.
 */
export function CampaignRulesPage() {
  const navigate = useNavigate();
  const campaignId = campaignParam(useParams().campaign);
  const rules = useQuery(CAMPAIGN_RULES, { variables: { id: campaignId ?? '' }, skip: !campaignId, fetchPolicy: 'cache-and-network' });
  const [save, saving] = useMutation(SAVE_RULES, { context: { quietErrors: true } });
  const [preview, previewing] = useMutation(PREVIEW_RULES, { context: { quietErrors: true } });
  const [send, sending] = useMutation(SEND_TO_PROCESS, { context: { quietErrors: true } });
  const files = useCampaignFiles();
  const [values, setValues] = useState<RulesValues>({});
  const [group, setGroup] = useState<string | null>(null);
  const [tab, setTab] = useState<'configuration' | 'products' | 'summary'>('configuration');
  const [generalOpen, setGeneralOpen] = useState(true);
  const [segmentFor, setSegmentFor] = useState<CampaignParamFieldsFragment | null>(null);
  const [summary, setSummary] = useState<SummaryLine[] | null>(null);
  const [productsKey, setProductsKey] = useState(0);
  const [confirmSend, setConfirmSend] = useState(false);
  const track = useTracking();

  const campaign = rules.data?.campaignRules.campaign;
  const params = useMemo(() => rules.data?.campaignRules.params ?? [], [rules.data]);
  // What the service stores, as the page would send it: set when the rules load and when a save succeeds.
  const [stored, setStored] = useState<string | null>(null);
  useEffect(() => {
    setValues(initialValues(params));
    setStored(null);
  }, [params]);
  // The target segment is stored by its code; its name is what a user knows it by (a code it cannot read, e.g. another company's, stays as the code).
  const segmentParam = params.find((p) => p.segmentSelector);
  const segmentCode = segmentParam ? (values[keyOf(segmentParam)]?.value ?? '') : '';
  const segmentName = useQuery(SEGMENT_NAME, { variables: { code: segmentCode }, skip: !segmentCode, context: { quietErrors: true } }).data?.segment.name;
  const groups = useMemo(() => {
    const seen = new Map<string, { id: string; name: string; priority: number; required: boolean }>();
    for (const p of params) {
      const g = seen.get(p.groupId) ?? { id: p.groupId, name: p.groupName, priority: p.groupPriority, required: false };
      g.required ||= p.required;
      seen.set(p.groupId, g);
    }
    return [...seen.values()].sort((a, b) => a.priority - b.priority);
  }, [params]);
  const current = group ?? groups[0]?.id ?? null;
  const editable = campaign?.editable === true;
  const lines = summary ?? campaign?.rulesSummary ?? [];
  // What is on screen differs from what is stored (Enviar a proceso asks before saving it).
  const unsaved = useMemo(() => JSON.stringify(toInput(params, values)) !== (stored ?? JSON.stringify(toInput(params, initialValues(params)))), [params, values, stored]);
  const trackedCampaign = campaign?.code;
  useEffect(() => {
    if (trackedCampaign && editable) track('campaign_rules_edit', { campaign_code: trackedCampaign });
  }, [track, trackedCampaign, editable]);

  if (!campaignId) return <NonIdealState icon="warning-sign" title={r.notFound} action={<Button text={r.back} onClick={() => navigate(ROUTES.campaigns_list.path)} />} />;
  if (rules.error && !rules.data) return <NonIdealState icon="warning-sign" title={r.notFound} action={<Button text={r.back} onClick={() => navigate(ROUTES.campaigns_list.path)} />} />;
  if (!campaign) return <Spinner className="inca-page-loading" aria-label="Cargando" />;

  const input = () => toInput(params, values);

  async function onSave() {
    try {
      const sent = input();
      await save({ variables: { campaignId: campaignId!, params: sent } });
      setStored(JSON.stringify(sent));
      track('campaign_rules_save', { campaign_code: campaign!.code });
      showSuccess(t.messages.confirm_save_message);
      void rules.refetch();
    } catch (error) {
      showRefusal(error, t.messages.error_proccessing);
    }
  }

  async function onPreview() {
    try {
      const result = await preview({ variables: { campaignId: campaignId!, params: input() } });
      setSummary(result.data?.previewCampaignRules ?? []);
      track('campaign_rules_preview', { campaign_code: campaign!.code });
      showSuccess(r.previewDone);
    } catch (error) {
      showRefusal(error, t.messages.previewError);
    }
  }

  /** Sends the rules on screen to process; the service stores them first, so unsaved changes are confirmed before. */
  async function onSend() {
    setConfirmSend(false);
    try {
      const result = await send({ variables: { campaignId: campaignId!, params: input() } });
      const answer = result.data?.sendCampaignToProcess;
      if (answer) setSummary(answer.summary);
      track('campaign_process_send', { campaign_code: campaign!.code, process_id: answer?.processId ?? null });
      showSuccess(answer?.message || t.messages.message_process_started);
      setProductsKey((k) => k + 1);
      void rules.refetch();
    } catch (error) {
      showRefusal(error, t.messages.processError);
    }
  }

  async function onUploadList(p: CampaignParamFieldsFragment, file: File) {
    if (!/\.csv$/i.test(file.name)) return showError(t.messages.csvOnly);
    const response = await files.upload({ file: 'PARAM_LIST_UPLOAD', campaignId: campaignId!, groupId: p.groupId, variableId: p.variableId }, file);
    if (!response) return;
    if (!response.ok) return showError(await files.errorMessage(response));
    const body = (await response.json()) as { data: { items: number } };
    showSuccess(r.listUploaded(body.data.items));
    void rules.refetch();
  }

  const configured = params.filter((p) => isConfigured(p, values[keyOf(p)]));
  const clearParam = (p: CampaignParamFieldsFragment) => setValues((v) => setValue(params, v, p, EMPTY_VALUE));
  const clearGroup = (groupId: string) => setValues((v) => params.filter((p) => p.groupId === groupId).reduce((acc, p) => setValue(params, acc, p, EMPTY_VALUE), v));

  const fields = params.filter((p) => p.groupId === current);
  const configuration = (
    <div className="inca-rules-layout">
      <Card className="inca-rules-groups">
        <H5>{r.groups}</H5>
        {groups.length === 0 ? (
          <p className="bp6-text-muted">{r.noGroups}</p>
        ) : (
          <Menu>
            {groups.map((g) => (
              <MenuItem
                key={g.id}
                text={g.name}
                multiline
                active={g.id === current}
                labelElement={<Tag minimal>{g.priority}</Tag>}
                onClick={() => setGroup(g.id)}
                data-testid={`rules-group-${g.priority}`}
              />
            ))}
          </Menu>
        )}
      </Card>
      <Card>
        <H5>{groups.find((g) => g.id === current)?.name ?? r.groups}</H5>
        {fields.length === 0 && <p className="bp6-text-muted">{r.noFields}</p>}
        <div className="inca-rules-fields">
          {fields.map((p) => {
            const parent = parentOf(p, params);
            return (
              <RuleField
                key={keyOf(p)}
                param={p}
                value={values[keyOf(p)] ?? EMPTY_VALUE}
                options={visibleOptions(p, params, values)}
                parentMissing={!!parent && chosenKeys(values[keyOf(parent)]).length === 0}
                disabled={!editable}
                onChange={(next) => setValues((v) => setValue(params, v, p, next))}
                onChooseSegment={() => setSegmentFor(p)}
                segmentName={p.segmentSelector ? segmentName : undefined}
                onUploadList={(file) => void onUploadList(p, file)}
                onDownloadList={() => p.id && void files.download({ file: 'PARAM_LIST_ITEMS_CSV', paramId: p.id }, CAMPAIGN_FILES.listItems)}
              />
            );
          })}
        </div>
      </Card>
      <div>
        <Card>
          <H5>{r.summary}</H5>
          <RulesSummaryPanel lines={lines} />
        </Card>
        <Card className="inca-gap-top">
          <H5>{r.configured}</H5>
          {configured.length === 0 && <p className="bp6-text-muted">{r.nothingConfigured}</p>}
          {groups
            .filter((g) => configured.some((p) => p.groupId === g.id))
            .map((g) => (
              <div key={g.id} className="inca-gap" data-testid="configured-group">
                <div className="inca-row" style={{ alignItems: 'center' }}>
                  <strong>{g.name}</strong>
                  <Button variant="minimal" small icon="small-cross" aria-label={r.removeGroup(g.name)} title={r.removeGroup(g.name)} disabled={!editable} onClick={() => clearGroup(g.id)} />
                </div>
                <ul className="inca-list inca-configured">
                  {configured
                    .filter((p) => p.groupId === g.id)
                    .map((p) => (
                      <li key={keyOf(p)}>
                        <span>
                          {p.variableName}: <span className="bp6-text-muted">{describeValue(p, values[keyOf(p)]!, p.segmentSelector ? segmentName : undefined)}</span>
                        </span>
                        <Button variant="minimal" small icon="cross" aria-label={r.removeParam(p.variableName)} title={r.removeParam(p.variableName)} disabled={!editable} onClick={() => clearParam(p)} />
                      </li>
                    ))}
                </ul>
              </div>
            ))}
        </Card>
      </div>
    </div>
  );

  return (
    <>
      <header className="inca-page-header inca-campaign-header">
        <H2>{r.title(campaign.code)}</H2>
        <Button icon="chevron-left" text={r.back} onClick={() => navigate(ROUTES.campaigns_list.path)} />
      </header>
      <Card className="inca-gap">
        <div className="inca-row" style={{ alignItems: 'center' }}>
          <H5 style={{ margin: 0 }}>{r.general}</H5>
          <Button variant="minimal" icon={generalOpen ? 'chevron-up' : 'chevron-down'} aria-label={r.general} onClick={() => setGeneralOpen(!generalOpen)} />
        </div>
        <Collapse isOpen={generalOpen}>
          <dl className="inca-general-grid" data-testid="general-data">
            <div>
              <dt>{r.code}</dt>
              <dd>{campaign.code}</dd>
            </div>
            <div>
              <dt>{r.startDate}</dt>
              <dd>{formatDate(campaign.startDate)}</dd>
            </div>
            <div>
              <dt>{r.endDate}</dt>
              <dd>
                {formatDate(campaign.endDate)}{' '}
                <Tag minimal intent={campaign.current ? 'success' : 'none'}>
                  {campaign.current ? r.current : r.finished}
                </Tag>
              </dd>
            </div>
            <div>
              <dt>{r.description}</dt>
              <dd>{campaign.description}</dd>
            </div>
          </dl>
        </Collapse>
      </Card>
      {!editable && (
        <Callout intent={Intent.WARNING} className="inca-gap">
          {r.readOnly}
        </Callout>
      )}
      <Tabs id="rules-tabs" selectedTabId={tab} onChange={(id) => setTab(id as typeof tab)} renderActiveTabPanelOnly large>
        <Tab id="configuration" title={r.tabs.configuration} panel={configuration} />
        <Tab id="products" title={r.tabs.products} panel={<ProductsTab key={productsKey} campaignId={campaign.id} />} />
        <Tab
          id="summary"
          title={r.tabs.summary}
          panel={
            <Card>
              <H5>{r.summaryTitle}</H5>
              {lines.length === 0 ? (
                <p className="bp6-text-muted">{r.summaryEmpty}</p>
              ) : (
                <HTMLTable compact className="inca-fill" data-testid="rules-summary-table">
                  <thead>
                    <tr>
                      <th>{r.summaryTitle}</th>
                      <th className="inca-num">{r.quantity}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {lines.flatMap((line) => [
                      <tr key={line.name}>
                        <td>
                          <strong>{line.name}</strong>
                        </td>
                        <td className="inca-num">
                          <strong>{formatQuantity(line.quantity)}</strong>
                        </td>
                      </tr>,
                      ...line.children.map((c) => (
                        <tr key={`${line.name}:${c.name}`}>
                          <td style={{ paddingLeft: 24 }}>{c.name}</td>
                          <td className="inca-num">{formatQuantity(c.quantity)}</td>
                        </tr>
                      )),
                    ])}
                  </tbody>
                </HTMLTable>
              )}
            </Card>
          }
        />
      </Tabs>
      <div className="inca-rules-bottom">
        <Button icon="floppy-disk" text={r.save} disabled={!editable} loading={saving.loading} onClick={() => void onSave()} />
        <Button icon="eye-open" text={r.preview} disabled={!editable} loading={previewing.loading} onClick={() => void onPreview()} />
        <Button icon="send-message" intent={Intent.PRIMARY} text={r.send} disabled={!editable} loading={sending.loading} onClick={() => (unsaved ? setConfirmSend(true) : void onSend())} />
      </div>
      {confirmSend && (
        <ConfirmActionDialog
          texts={r.sendUnsaved}
          cancel={r.cancel}
          subject={r.title(campaign.code)}
          danger={false}
          running={sending.loading}
          onConfirm={() => void onSend()}
          onClose={() => setConfirmSend(false)}
          testId="send-unsaved"
        />
      )}
      {segmentFor && campaign && (
        <SegmentSelectDialog
          companyCode={campaign.companyCode}
          onClose={() => setSegmentFor(null)}
          onChoose={(code) => setValues((v) => setValue(params, v, segmentFor, { ...(v[keyOf(segmentFor)] ?? EMPTY_VALUE), value: code }))}
        />
      )}
    </>
  );
}
