import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Button, Callout, Card, FormGroup, H2, H5, HTMLSelect, Intent, Spinner, Tab, Tabs, Tag } from '@blueprintjs/core';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { AudienceForFormQuery, Platform } from '../../../__generated__/graphql.ts';
import { audiences } from '../../../i18n/audiences.ts';
import { pathTo } from '../../../navigation/routes.ts';
import { useViewer } from '../../../session/viewer.ts';
import { CompanySelect } from '../../../ui/CompanySelect.tsx';
import { DateField } from '../../../ui/DateField.tsx';
import { FormTextField } from '../../../ui/FormTextField.tsx';
import { AdobeTab } from './components/AdobeTab.tsx';
import { FrequencyField } from './components/FrequencyField.tsx';
import { GoogleTab } from './components/GoogleTab.tsx';
import { MatchPredictionPanel } from './components/MatchPredictionPanel.tsx';
import { PlatformButtons } from './components/PlatformButtons.tsx';
import { RecipientsField } from './components/RecipientsField.tsx';
import { SalesforceTab } from './components/SalesforceTab.tsx';
import { SegmentAttributeSummary } from './components/SegmentAttributeSummary.tsx';
import { SegmentSuggest } from './components/SegmentSuggest.tsx';
import { TalonOneTab } from './components/TalonOneTab.tsx';
import { useAudienceForForm } from './hooks/useAudienceForForm.ts';
import { useAudienceFormOptions } from './hooks/useAudienceFormOptions.ts';
import { useCreateAudiences } from './hooks/useCreateAudiences.ts';
import { useCreateSalesforceAutomation } from './hooks/useCreateSalesforceAutomation.ts';
import { useTalonOneOptions } from './hooks/useTalonOneOptions.ts';
import { useUpdateAudience } from './hooks/useUpdateAudience.ts';
import {
  FORM_PLATFORMS,
  SALESFORCE_FIELDS,
  SEGMENT_TYPES,
  audienceFormSchema,
  emptyAudienceForm,
  firstIncompleteTab,
  toCreateInput,
  toSalesforceInput,
  toUpdateInput,
  type AudienceFormContext,
  type AudienceFormMode,
  type AudienceFormValues,
} from './schemas/audienceForm.ts';
import { AUDIENCE_NAME_PREFIX, audienceNamePrefixFor, googleAudienceTypeRule, salesforceAutomationMatches, santiagoToday, stripAudienceNameCharacters } from '@inca/domain';
import { afterAccountChange, afterCompanyChange, afterSegmentTypeChange, afterTabToggle, availablePlatforms, googleAudienceTypeFor } from './schemas/formBehaviour.ts';
import './audienceForm.css';

const t = audiences.form;
type SavedAudience = AudienceForFormQuery['audience'];

/** Platforms whose dates, frequency and recipients may change on update (§4); the others only name and description. */
const FULLY_EDITABLE: readonly Platform[] = ['SALESFORCE', 'TALONONE', 'ADOBE'];

/** The audience form (§2.4) in create, edit and view modes. */
export function AudienceFormPage({ mode }: { mode: AudienceFormMode }) {
  const { id } = useParams();
  const { audience, loading } = useAudienceForForm(mode, id);
  if (loading) return <div className="inca-center"><Spinner aria-label={t.loading} /></div>;
  return <AudienceForm mode={mode} saved={audience} />;
}

function initialValues(mode: AudienceFormMode, saved: SavedAudience | undefined, viewerCompany: string, query: URLSearchParams): AudienceFormValues {
  if (mode === 'create' || !saved) {
    const type = query.get('type');
    const segmentType = (SEGMENT_TYPES as readonly string[]).includes(type ?? '') ? (type as AudienceFormValues['segmentType']) : '';
    const values = emptyAudienceForm(query.get('company') || viewerCompany);
    return { ...values, segmentType, segmentCode: query.get('segment') ?? '', google: { ...values.google, audienceType: googleAudienceTypeFor(segmentType) } };
  }
  return {
    companyCode: saved.company.code,
    segmentType: saved.segment.definition.typeName ?? '',
    segmentCode: saved.segment.code,
    name: saved.name,
    description: saved.description,
    startDate: saved.startDate,
    endDate: saved.endDate,
    frequency: saved.frequency,
    updateDay: saved.updateDay === null || saved.updateDay === undefined ? '' : String(saved.updateDay),
    adsAccountCode: saved.adsAccount.technicalName,
    recipients: [...saved.recipients],
    platforms: [saved.platform.code],
    google: { audienceType: saved.google?.audienceType ?? '', appIdType: saved.google?.appIdType ?? '', appId: saved.google?.appId ?? '' },
    salesforce: saved.salesforceAutomation ? { ...saved.salesforceAutomation } : null,
    talonOne: { applicationId: saved.talonOne?.applicationId ?? '', campaignId: saved.talonOne?.campaignId ?? '' },
    adobe: { dataset: saved.adobe?.dataset ?? '', table: saved.adobe?.table ?? '', flagVariable: saved.adobe?.flagVariable ?? '' },
  };
}

function AudienceForm({ mode, saved }: { mode: AudienceFormMode; saved: SavedAudience | undefined }) {
  const viewer = useViewer();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const context = useRef<AudienceFormContext>({ mode, accountPlatforms: [] });
  const form = useForm<AudienceFormValues>({
    defaultValues: initialValues(mode, saved, viewer.company.code, query),
    resolver: (values, ctx, options) => zodResolver(audienceFormSchema(context.current))(values, ctx, options),
  });
  const { control, formState } = form;
  const v = useWatch({ control }) as AudienceFormValues;
  const creating = mode === 'create';
  const readOnly = mode === 'view';
  const options = useAudienceFormOptions(v.companyCode, v.segmentType, saved?.company);
  const company = options.company;

  const accounts = useMemo(() => {
    const list = [...(company?.adsAccounts ?? [])];
    if (saved && !list.some((a) => a.technicalName === saved.adsAccount.technicalName)) list.push(saved.adsAccount);
    return list;
  }, [company, saved]);
  const account = accounts.find((a) => a.technicalName === v.adsAccountCode);
  const available = useMemo(() => availablePlatforms(account, v.segmentType), [account, v.segmentType]);
  context.current = { mode, accountPlatforms: account?.platforms ?? [] };
  const talonOne = useTalonOneOptions(v.platforms.includes('TALONONE'), v.companyCode, v.adsAccountCode, v.talonOne.applicationId);
  const { create, creating: saving } = useCreateAudiences();
  const { update, updating } = useUpdateAudience(saved?.id);
  const { createAutomation, creatingAutomation } = useCreateSalesforceAutomation();
  const [activeTab, setActiveTab] = useState<Platform>();
  const [problem, setProblem] = useState<string>();
  const [salesforceBlocker, setSalesforceBlocker] = useState<string>();
  const apply = (next: AudienceFormValues) => form.reset(next, { keepDefaultValues: true, keepDirty: true });

  // Once the chosen company is known (create mode): its name prefix when the name is still empty, and its only account.
  const prepared = useRef<string>('');
  useEffect(() => {
    // A company from the route that the viewer may not choose falls back to the viewer's own.
    if (creating && !company && options.companies.length > 0) {
      const fallback = options.companies.find((c) => c.code === viewer.company.code) ?? options.companies[0];
      apply(afterCompanyChange(form.getValues(), fallback));
      return;
    }
    if (!creating || !company || prepared.current === company.code) return;
    prepared.current = company.code;
    const values = form.getValues();
    let next = values.name ? values : { ...values, name: audienceNamePrefixFor(company.domain) };
    if (!next.adsAccountCode && company.adsAccounts.length === 1) next = withAccount({ ...next, adsAccountCode: company.adsAccounts[0]!.technicalName }, company.adsAccounts[0]);
    if (next !== values) apply(next);
  });

  function withAccount(values: AudienceFormValues, chosen: typeof account): AudienceFormValues {
    const next = afterAccountChange(values);
    return values.segmentType === 'SEGMENT_ADVERTISING' && availablePlatforms(chosen, values.segmentType).has('GADS') ? afterTabToggle(next, 'GADS', true) : next;
  }

  const shownTab = activeTab && v.platforms.includes(activeTab) ? activeTab : v.platforms[0];
  const salesforceValid = salesforceAutomationMatches(v.salesforce?.audienceName, v.name);
  const error = (path: string) => (formState.errors as Record<string, { message?: string } | undefined>)[path]?.message;
  const nested = (group: 'google' | 'talonOne' | 'adobe') => formState.errors[group] as Record<string, unknown> | undefined;
  const tabHasError = (p: Platform) =>
    (p === 'GADS' && nested('google')) || (p === 'SALESFORCE' && formState.errors.salesforce) || (p === 'TALONONE' && nested('talonOne')) || (p === 'ADOBE' && nested('adobe'));
  // Dates, frequency and recipients are read-only on update for gads, fbk, tiktok and criteo (§4).
  const scheduleLocked = readOnly || (mode === 'edit' && !FULLY_EDITABLE.includes(v.platforms[0] as Platform));
  const today = santiagoToday();

  function onInvalid(errors: FieldErrors<AudienceFormValues>) {
    const tab = firstIncompleteTab(errors, form.getValues('platforms'));
    if (tab) setActiveTab(tab);
    const first = document.querySelector('.bp6-intent-danger input, .bp6-intent-danger select, .bp6-intent-danger textarea');
    setTimeout(() => first?.scrollIntoView({ behavior: 'smooth', block: 'center' }), 50);
  }

  const onSave = form.handleSubmit(async (values) => {
    setProblem(undefined);
    if (creating) {
      const outcome = await create(toCreateInput(values));
      if ('created' in outcome) navigate(pathTo('link_list_audiences', {}, { default: outcome.created[0]! }));
      else setProblem(outcome.problem);
      return;
    }
    const outcome = await update(toUpdateInput(values));
    if (outcome.saved && saved) navigate(pathTo('link_list_audiences', {}, { viewed: saved.id }));
    else setProblem(outcome.problem);
  }, onInvalid);

  async function onCreateAutomation() {
    const ready = await form.trigger([...SALESFORCE_FIELDS]);
    setSalesforceBlocker(ready ? undefined : t.salesforce.incomplete);
    if (!ready) return;
    const automation = await createAutomation(toSalesforceInput(form.getValues()));
    if (automation) form.setValue('salesforce', automation, { shouldValidate: formState.isSubmitted });
  }

  const tabPanel = (p: Platform) => {
    if (p === 'GADS')
      return (
        <GoogleTab
          control={control}
          audienceType={v.google.audienceType}
          typeLocked={googleAudienceTypeRule(v.segmentType, company?.flags?.editAudienceTypeGoogle ?? false).locked}
          disabled={!creating}
          onAudienceTypeChanged={() => {
            form.setValue('google.appIdType', '');
            form.setValue('google.appId', '');
          }}
          onAppIdTypeChanged={() => form.setValue('google.appId', '')}
        />
      );
    if (p === 'SALESFORCE')
      return (
        <SalesforceTab
          automation={v.salesforce}
          valid={salesforceValid}
          blocker={salesforceBlocker}
          creating={creatingAutomation}
          disabled={!creating}
          onCreate={() => void onCreateAutomation()}
          error={error('salesforce')}
        />
      );
    if (p === 'TALONONE')
      return (
        <TalonOneTab
          control={control}
          applications={talonOne.applications}
          campaigns={talonOne.campaigns}
          applicationId={v.talonOne.applicationId}
          loading={talonOne.loading}
          disabled={!creating}
          onApplicationChanged={() => form.setValue('talonOne.campaignId', '')}
          error={talonOne.error}
          onRetry={talonOne.retry}
        />
      );
    if (p === 'ADOBE') return <AdobeTab control={control} creating={creating} disabled={!creating} />;
    return <p className="bp6-text-muted">{t.noExtraFields}</p>;
  };

  return (
    <form className="inca-audience-form" noValidate onSubmit={(e) => e.preventDefault()}>
      <header className="inca-page-header inca-row">
        <div>
          <H2>{t.title[mode]}</H2>
          <p className="bp6-text-muted">
            {mode === 'edit' && scheduleLocked ? t.subtitle.editNameOnly : t.subtitle[mode]}
            {saved && (
              <Tag minimal className="inca-tag-gap">
                {saved.id}
              </Tag>
            )}
          </p>
        </div>
        <div className="inca-actions">{readOnly && saved?.canEdit && <Button icon="edit" text={t.edit} onClick={() => navigate(pathTo('audience_edit', { id: saved.id }))} />}</div>
      </header>

      <div className="inca-audience-grid">
        <div className="inca-audience-column">
          <Card className="inca-card">
            <H5>{t.sections.segment}</H5>
            {creating && options.choosesCompany && options.companies.length > 1 ? (
              <CompanySelect
                id="audience-company"
                companies={options.companies}
                value={v.companyCode}
                onChange={(code) => {
                  prepared.current = code;
                  apply(afterCompanyChange(form.getValues(), options.companies.find((c) => c.code === code)));
                  setProblem(undefined);
                }}
              />
            ) : (
              <p data-testid="audience-company">
                {t.company}: <strong>{company ? `${company.code} · ${company.name}` : v.companyCode}</strong>
              </p>
            )}
            <FormGroup label={t.segmentType} labelFor="audience-segment-type" intent={error('segmentType') ? Intent.DANGER : Intent.NONE} helperText={error('segmentType')}>
              <HTMLSelect
                id="audience-segment-type"
                fill
                value={v.segmentType}
                disabled={!creating}
                onChange={(e) => apply(afterSegmentTypeChange({ ...form.getValues(), segmentType: e.currentTarget.value as AudienceFormValues['segmentType'] }, account))}
              >
                <option value="">{t.choose}</option>
                {SEGMENT_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t.segmentTypes[type]}
                  </option>
                ))}
              </HTMLSelect>
            </FormGroup>
            <SegmentSuggest
              id="audience-segment"
              segments={options.segments}
              value={v.segmentCode}
              onChange={(code) => form.setValue('segmentCode', code, { shouldValidate: formState.isSubmitted, shouldDirty: true })}
              fallback={saved ? { code: saved.segment.code, name: saved.segment.name, shared: saved.segment.shared } : undefined}
              loading={options.segmentsLoading}
              disabled={!creating}
              error={error('segmentCode')}
            />
            <SegmentAttributeSummary segmentCode={v.segmentCode} />
          </Card>
          <Card className="inca-card">
            <H5>{t.sections.frequency}</H5>
            <FrequencyField
              frequency={v.frequency}
              updateDay={v.updateDay}
              disabled={scheduleLocked}
              errors={{ frequency: error('frequency'), updateDay: error('updateDay') }}
              onFrequency={(frequency) => {
                form.setValue('frequency', frequency, { shouldValidate: formState.isSubmitted, shouldDirty: true });
                form.setValue('updateDay', '', { shouldValidate: formState.isSubmitted });
              }}
              onUpdateDay={(day) => form.setValue('updateDay', day, { shouldValidate: formState.isSubmitted, shouldDirty: true })}
            />
          </Card>
        </div>

        <Card className="inca-card">
          <H5>{t.sections.audience}</H5>
          <FormTextField
            control={control}
            name="name"
            id="audience-name"
            label={t.name}
            prefix={creating ? AUDIENCE_NAME_PREFIX : undefined}
            maxLength={creating ? 45 : 50}
            transform={stripAudienceNameCharacters}
            disabled={readOnly}
          />
          <FormTextField control={control} name="description" id="audience-description" label={t.description} multiline maxLength={1000} disabled={readOnly} />
          <div className="inca-audience-dates">
            <FormGroup label={t.startDate} intent={error('startDate') ? Intent.DANGER : Intent.NONE} helperText={error('startDate')}>
              <DateField
                label={t.startDate}
                value={v.startDate}
                onChange={(day) => form.setValue('startDate', day, { shouldValidate: formState.isSubmitted, shouldDirty: true })}
                texts={t.date}
                minDate={creating ? today : undefined}
                maxDate={v.endDate || undefined}
                disabled={scheduleLocked}
              />
            </FormGroup>
            <FormGroup label={t.endDate} intent={error('endDate') ? Intent.DANGER : Intent.NONE} helperText={error('endDate')}>
              <DateField
                label={t.endDate}
                value={v.endDate}
                onChange={(day) => form.setValue('endDate', day, { shouldValidate: formState.isSubmitted, shouldDirty: true })}
                texts={t.date}
                minDate={v.startDate || (creating ? today : undefined)}
                maxDate={tenYearsFrom(today)}
                disabled={scheduleLocked}
              />
            </FormGroup>
          </div>
          <RecipientsField value={v.recipients} onChange={(next) => form.setValue('recipients', next, { shouldValidate: formState.isSubmitted, shouldDirty: true })} disabled={scheduleLocked} error={error('recipients')} />
        </Card>


        <Card className="inca-card inca-audience-platforms">
          <H5>{t.sections.platform}</H5>
          <FormGroup label={t.adsAccount} labelFor="audience-ads-account" intent={error('adsAccountCode') ? Intent.DANGER : Intent.NONE} helperText={error('adsAccountCode') ?? (company && accounts.length === 0 ? t.adsAccountNone : undefined)}>
            <HTMLSelect
              id="audience-ads-account"
              fill
              value={v.adsAccountCode}
              disabled={!creating}
              onChange={(e) => {
                const code = e.currentTarget.value;
                apply(withAccount({ ...form.getValues(), adsAccountCode: code }, accounts.find((a) => a.technicalName === code)));
              }}
            >
              <option value="">{t.choose}</option>
              {accounts.map((a) => (
                <option key={a.technicalName} value={a.technicalName}>
                  {a.businessName}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
          <PlatformButtons on={v.platforms} available={available} locked={!creating} error={error('platforms')} onToggle={(p, on) => {
            apply(afterTabToggle(form.getValues(), p, on));
            if (on) setActiveTab(p);
          }} />
          {v.platforms.length > 0 && (
            <Tabs id="audience-platform-tabs" selectedTabId={shownTab} onChange={(tab) => setActiveTab(tab as Platform)} renderActiveTabPanelOnly>
              {FORM_PLATFORMS.filter((p) => v.platforms.includes(p)).map((p) => (
                <Tab key={p} id={p} title={t.platformNames[p]} icon={tabHasError(p) ? 'error' : undefined} panel={
                    <div className="inca-audience-tab">
                      {tabPanel(p)}
                      {creating && <MatchPredictionPanel segmentCode={v.segmentCode} platform={p} platformName={t.platformNames[p] ?? p} googleAudienceType={v.google.audienceType} />}
                    </div>
                  } />
              ))}
            </Tabs>
          )}
        </Card>
      </div>

      {problem && (
        <Callout intent={Intent.DANGER} className="inca-gap" role="alert" data-testid="audience-problem">
          {problem}
        </Callout>
      )}
      <div className="inca-actions inca-gap">
        <Button text={t.back} onClick={() => navigate(saved ? pathTo('link_list_audiences', {}, { viewed: saved.id }) : pathTo('link_list_audiences'))} />
        {!readOnly && <Button intent={Intent.PRIMARY} icon="floppy-disk" text={t.save} loading={saving || updating} onClick={() => void onSave()} />}
      </div>
    </form>
  );
}

const tenYearsFrom = (day: string) => `${Number(day.slice(0, 4)) + 10}${day.slice(4)}`;
