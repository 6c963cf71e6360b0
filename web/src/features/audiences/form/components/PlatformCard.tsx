import { useState } from 'react';
import { Card, FormGroup, H5, HTMLSelect, Intent, Tab, Tabs } from '@blueprintjs/core';
import type { UseFormReturn } from 'react-hook-form';
import { googleAudienceTypeRule, salesforceAutomationMatches } from '@inca/domain';
import type { Platform } from '../../../../__generated__/graphql.ts';
import { audiences } from '../../../../i18n/audiences.ts';
import type { FormCompany } from '../hooks/useAudienceFormOptions.ts';
import { useCreateSalesforceAutomation } from '../hooks/useCreateSalesforceAutomation.ts';
import { useTalonOneOptions } from '../hooks/useTalonOneOptions.ts';
import { FORM_PLATFORMS, SALESFORCE_FIELDS, toSalesforceInput, type AudienceFormValues } from '../schemas/audienceForm.ts';
import { afterTabToggle } from '../schemas/formBehaviour.ts';
import { AdobeTab } from './AdobeTab.tsx';
import { fieldError } from './fieldError.ts';
import { GoogleTab } from './GoogleTab.tsx';
import { MatchPredictionPanel } from './MatchPredictionPanel.tsx';
import { PlatformButtons } from './PlatformButtons.tsx';
import { SalesforceTab } from './SalesforceTab.tsx';
import { TalonOneTab } from './TalonOneTab.tsx';

const t = audiences.form;
type Account = { technicalName: string; businessName: string; platforms: readonly Platform[] };

type Props = {
  form: UseFormReturn<AudienceFormValues>;
  values: AudienceFormValues;
  company: FormCompany | undefined;
  accounts: readonly Account[];
  available: ReadonlySet<Platform>;
  creating: boolean;
  /** The platform tab the viewer chose last (it shows while that platform stays on). */
  activeTab: Platform | undefined;
  onActiveTab: (platform: Platform) => void;
  onApply: (next: AudienceFormValues) => void;
  /** The values with another ads account (and what that resets or switches on). */
  withAccount: (values: AudienceFormValues, chosen: Account | undefined) => AudienceFormValues;
};

/** The destination: the ads account, its platforms, and one tab per chosen platform with its own fields and match prediction. */
export function PlatformCard({
  form,
  values: v,
  company,
  accounts,
  available,
  creating,
  activeTab,
  onActiveTab: setActiveTab,
  onApply,
  withAccount,
}: Props) {
  const { control, formState } = form;
  const talonOne = useTalonOneOptions(v.platforms.includes('TALONONE'), v.companyCode, v.adsAccountCode, v.talonOne.applicationId);
  const { createAutomation, creatingAutomation } = useCreateSalesforceAutomation();
  const [salesforceBlocker, setSalesforceBlocker] = useState<string>();
  const shownTab = activeTab && v.platforms.includes(activeTab) ? activeTab : v.platforms[0];
  const salesforceValid = salesforceAutomationMatches(v.salesforce?.audienceName, v.name);
  const error = (path: string) => fieldError(formState.errors, path);
  const nested = (group: 'google' | 'talonOne' | 'adobe') => formState.errors[group] as Record<string, unknown> | undefined;
  const tabHasError = (p: Platform) =>
    (p === 'GADS' && nested('google')) ||
    (p === 'SALESFORCE' && formState.errors.salesforce) ||
    (p === 'TALONONE' && nested('talonOne')) ||
    (p === 'ADOBE' && nested('adobe'));

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
    <Card className="inca-card inca-audience-platforms">
      <H5>{t.sections.platform}</H5>
      <FormGroup
        label={t.adsAccount}
        labelFor="audience-ads-account"
        intent={error('adsAccountCode') ? Intent.DANGER : Intent.NONE}
        helperText={error('adsAccountCode') ?? (company && accounts.length === 0 ? t.adsAccountNone : undefined)}
      >
        <HTMLSelect
          id="audience-ads-account"
          fill
          value={v.adsAccountCode}
          disabled={!creating}
          onChange={(e) => {
            const code = e.currentTarget.value;
            onApply(
              withAccount(
                { ...form.getValues(), adsAccountCode: code },
                accounts.find((a) => a.technicalName === code),
              ),
            );
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
      <PlatformButtons
        on={v.platforms}
        available={available}
        locked={!creating}
        error={error('platforms')}
        onToggle={(p, on) => {
          onApply(afterTabToggle(form.getValues(), p, on));
          if (on) setActiveTab(p);
        }}
      />
      {v.platforms.length > 0 && (
        <Tabs
          id="audience-platform-tabs"
          selectedTabId={shownTab}
          onChange={(tab) => setActiveTab(tab as Platform)}
          renderActiveTabPanelOnly
        >
          {FORM_PLATFORMS.filter((p) => v.platforms.includes(p)).map((p) => (
            <Tab
              key={p}
              id={p}
              title={t.platformNames[p]}
              icon={tabHasError(p) ? 'error' : undefined}
              panel={
                <div className="inca-audience-tab">
                  {tabPanel(p)}
                  {creating && (
                    <MatchPredictionPanel
                      segmentCode={v.segmentCode}
                      platform={p}
                      platformName={t.platformNames[p] ?? p}
                      googleAudienceType={v.google.audienceType}
                    />
                  )}
                </div>
              }
            />
          ))}
        </Tabs>
      )}
    </Card>
  );
}
