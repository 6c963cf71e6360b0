import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Controller, useForm, useFormState, useWatch, type FieldPath } from 'react-hook-form';
import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup, Intent, Switch, Tab, Tabs, TextArea } from '@blueprintjs/core';
import type { AdsAccountSettingsQuery, Platform } from '../../__generated__/graphql.ts';
import { graphQLErrorOf } from '../../apollo/errors.ts';
import { configuration } from '../../i18n/configuration.ts';
import { showSuccess } from '../../ui/toaster.ts';
import { adsAccountRefusal } from './adsAccountErrors.ts';
import { SAVE_ADS_ACCOUNT } from './graphql.ts';

const t = configuration.ads.dialog;
const PLATFORMS: Platform[] = ['GADS', 'FBK', 'TIKTOK', 'SALESFORCE', 'TALONONE', 'CRITEO', 'ADOBE'];
type Account = AdsAccountSettingsQuery['adsAccountSettings'][number];
type Channel = { enabled: boolean; accountId: string; endpoint: string; devopsRepo: string; storage: string; params: string; secret: string; secretSet: boolean };
type Form = {
  businessName: string;
  technicalName: string;
  gcpProject: string;
  managerName: string;
  managerEmail: string;
  itManagerName: string;
  itManagerEmail: string;
  sendNotification: boolean;
  channels: Record<Platform, Channel>;
};

const formOf = (a?: Account): Form => ({
  businessName: a?.businessName ?? '',
  technicalName: a?.technicalName ?? '',
  gcpProject: a?.gcpProject ?? '',
  managerName: a?.managerName ?? '',
  managerEmail: a?.managerEmail ?? '',
  itManagerName: a?.itManagerName ?? '',
  itManagerEmail: a?.itManagerEmail ?? '',
  sendNotification: a?.sendNotification ?? false,
  channels: Object.fromEntries(
    PLATFORMS.map((p) => {
      const c = a?.channels.find((x) => x.platform === p);
      return [p, { enabled: c?.enabled ?? false, accountId: c?.accountId ?? '', endpoint: c?.endpoint ?? '', devopsRepo: c?.devopsRepo ?? '', storage: c?.storage ?? '', params: c?.params ?? '', secret: '', secretSet: c?.secretSet ?? false }];
    }),
  ) as Record<Platform, Channel>,
});

const text = (value: string) => (value.trim() ? value.trim() : null);

/** Registers or edits an ads account: company data and one sub-tab per channel (spec §2.7); the service validates each channel. */
export function AdsAccountDialog({ companyCode, account, onClose, onSaved }: { companyCode: string; account?: Account; onClose: () => void; onSaved: () => void }) {
  const form = useForm<Form>({ defaultValues: formOf(account) });
  const [save, { loading }] = useMutation(SAVE_ADS_ACCOUNT);
  const [refusal, setRefusal] = useState<string[]>();
  const [tab, setTab] = useState<string>('company');
  const channels = useWatch({ control: form.control, name: 'channels' });
  const { errors } = useFormState({ control: form.control });
  const tabHasErrors = (id: string) => (id === 'company' ? Object.keys(errors).some((k) => k !== 'channels') : Boolean(errors.channels?.[id as Platform]));

  const submit = form.handleSubmit(async (v) => {
    setRefusal(undefined);
    form.clearErrors();
    try {
      await save({
        context: { quietErrors: true },
        variables: {
          id: account?.id ?? null,
          input: {
            companyCode,
            businessName: v.businessName.trim(),
            technicalName: v.technicalName.trim(),
            gcpProject: text(v.gcpProject),
            managerName: text(v.managerName),
            managerEmail: text(v.managerEmail),
            itManagerName: text(v.itManagerName),
            itManagerEmail: text(v.itManagerEmail),
            sendNotification: v.sendNotification,
            channels: PLATFORMS.map((platform) => {
              const c = v.channels[platform];
              return { platform, enabled: c.enabled, accountId: text(c.accountId), endpoint: text(c.endpoint), devopsRepo: text(c.devopsRepo), storage: text(c.storage), params: text(c.params), secret: text(c.secret) };
            }),
          },
        },
      });
      showSuccess(t.saved);
      onSaved();
      onClose();
    } catch (error) {
      // Every refused field says why under itself; the callout carries §8's message and what belongs to no field.
      const coded = graphQLErrorOf(error);
      const { fields, general } = adsAccountRefusal(coded?.message, coded?.details);
      const named = Object.keys(fields) as FieldPath<Form>[];
      for (const name of named) form.setError(name, { type: 'server', message: fields[name] });
      setRefusal(general);
      const first = named[0];
      if (first) {
        const firstTab = first.startsWith('channels.') ? first.split('.')[1]! : 'company';
        if (!named.some((n) => (n.startsWith('channels.') ? n.split('.')[1] : 'company') === tab)) setTab(firstTab);
      }
    }
  });

  const field = (name: Parameters<typeof form.register>[0], label: string, options: { type?: string; hint?: string; placeholder?: string } = {}) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field: f, fieldState }) => (
        <FormGroup label={label} labelFor={`ads-${name}`} helperText={fieldState.error?.message ?? options.hint} intent={fieldState.error ? Intent.DANGER : Intent.NONE}>
          <InputGroup
            id={`ads-${name}`}
            type={options.type}
            placeholder={options.placeholder}
            value={String(f.value ?? '')}
            onChange={(e) => f.onChange(e.currentTarget.value)}
            autoComplete="off"
            intent={fieldState.error ? Intent.DANGER : Intent.NONE}
          />
        </FormGroup>
      )}
    />
  );

  return (
    <Dialog isOpen onClose={loading ? undefined : onClose} title={account ? t.editTitle(account.businessName) : t.createTitle} icon="office" className="inca-dialog-wide inca-ads-dialog">
      <form onSubmit={(e) => void submit(e)} noValidate data-testid="ads-account-form">
        <DialogBody>
          {refusal && (
            <Callout intent={Intent.DANGER} icon="error" className="inca-gap-below" role="alert" title={t.failed}>
              {refusal.length === 1 && <p>{refusal[0]}</p>}
              {refusal.length > 1 && (
                <ul>
                  {refusal.map((m) => (
                    <li key={m}>{m}</li>
                  ))}
                </ul>
              )}
            </Callout>
          )}
          <Tabs id="ads-account-tabs" selectedTabId={tab} onChange={(id) => setTab(String(id))} renderActiveTabPanelOnly>
            <Tab
              id="company"
              title={t.company}
              icon={tabHasErrors('company') ? 'error' : undefined}
              panel={
                <>
                  <div className="inca-form-row">
                    {field('businessName', t.businessName)}
                    {field('technicalName', t.technicalName, { hint: t.technicalHint })}
                  </div>
                  {field('gcpProject', t.gcpProject)}
                  <div className="inca-form-row">
                    {field('managerName', t.managerName)}
                    {field('managerEmail', t.managerEmail, { type: 'email' })}
                    {field('itManagerName', t.itManagerName)}
                    {field('itManagerEmail', t.itManagerEmail, { type: 'email' })}
                  </div>
                  <Controller control={form.control} name="sendNotification" render={({ field: f }) => <Switch label={t.sendNotification} checked={f.value} onChange={(e) => f.onChange(e.currentTarget.checked)} />} />
                </>
              }
            />
            {PLATFORMS.map((p) => (
              <Tab
                key={p}
                id={p}
                title={`${configuration.platforms[p]}${channels[p].enabled ? ' ●' : ''}`}
                icon={tabHasErrors(p) ? 'error' : undefined}
                panel={
                  <>
                    <Controller control={form.control} name={`channels.${p}.enabled`} render={({ field: f }) => <Switch label={t.enabled} checked={f.value} onChange={(e) => f.onChange(e.currentTarget.checked)} />} />
                    <div className="inca-form-row">
                      {field(`channels.${p}.accountId`, t.accountId)}
                      {field(`channels.${p}.endpoint`, t.endpoint, { hint: t.endpointHint, placeholder: 'https://' })}
                    </div>
                    {field(`channels.${p}.devopsRepo`, t.devopsRepo)}
                    {field(`channels.${p}.secret`, t.secret, {
                      type: 'password',
                      hint: `${channels[p].secretSet ? t.secretSet : t.secretUnset}${p === 'TALONONE' ? ` ${t.secretTalonone}` : ''}`,
                    })}
                    {p === 'SALESFORCE' && field(`channels.${p}.storage`, t.storage)}
                    {p === 'ADOBE' && (
                      <Controller
                        control={form.control}
                        name={`channels.${p}.params`}
                        render={({ field: f, fieldState }) => (
                          <FormGroup label={t.params} labelFor="ads-adobe-params" helperText={fieldState.error?.message} intent={fieldState.error ? Intent.DANGER : Intent.NONE}>
                            <TextArea id="ads-adobe-params" fill rows={4} value={f.value} onChange={(e) => f.onChange(e.currentTarget.value)} />
                          </FormGroup>
                        )}
                      />
                    )}
                  </>
                }
              />
            ))}
          </Tabs>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t.cancel} onClick={onClose} disabled={loading} />
              <Button type="submit" intent={Intent.PRIMARY} text={t.save} loading={loading} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
