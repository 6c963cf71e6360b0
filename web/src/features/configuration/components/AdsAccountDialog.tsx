import { useState } from 'react';
import { Controller, useForm, useFormState, useWatch, type FieldErrors, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Callout,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  InputGroup,
  Intent,
  Switch,
  Tab,
  Tabs,
  TextArea,
} from '@blueprintjs/core';
import { configuration } from '../../../i18n/configuration.ts';
import { useSaveAdsAccount } from '../hooks/useSaveAdsAccount.ts';
import {
  PLATFORMS,
  adsAccountFormOf,
  adsAccountFormSchema,
  adsAccountInputOf,
  type AdsAccount,
  type AdsAccountForm,
} from '../schemas/adsAccountForm.ts';

const t = configuration.ads.dialog;
type Form = AdsAccountForm;

/** The tab a field lives on: its channel, or the company data. */
const tabOf = (name: string) => (name.startsWith('channels.') ? name.split('.')[1]! : 'company');

/** The field paths an error tree names, in form order (`channels.FBK.accountId`). */
function errorPaths(errors: FieldErrors, prefix = ''): string[] {
  return Object.entries(errors).flatMap(([key, value]) => {
    if (!value || typeof value !== 'object' || key === 'ref') return [];
    const path = `${prefix}${key}`;
    return typeof (value as { message?: unknown }).message === 'string' ? [path] : errorPaths(value as FieldErrors, `${path}.`);
  });
}

/**
 * Registers or edits an ads account: company data and one sub-tab per channel (spec §2.7). The form
 * checks the service's rules before sending; the service checks them again and those that need the
 * database or the network.
 */
export function AdsAccountDialog({ companyCode, account, onClose }: { companyCode: string; account?: AdsAccount; onClose: () => void }) {
  const form = useForm<Form>({ defaultValues: adsAccountFormOf(account), resolver: zodResolver(adsAccountFormSchema) });
  const { saveAdsAccount, saving: loading } = useSaveAdsAccount();
  const [refusal, setRefusal] = useState<string[]>();
  const [tab, setTab] = useState<string>('company');
  const channels = useWatch({ control: form.control, name: 'channels' });
  const { errors } = useFormState({ control: form.control });
  const tabHasErrors = (id: string) =>
    id === 'company'
      ? Object.keys(errors).some((k) => k !== 'channels' && k !== 'root')
      : Boolean(errors.channels?.[id as keyof Form['channels']]);

  /** Keeps the tab when it shows one of the refused fields, otherwise opens the first one's. */
  const showFirstRefused = (named: string[]) => {
    const first = named[0];
    if (first && !named.some((n) => tabOf(n) === tab)) setTab(tabOf(first));
  };

  const submit = form.handleSubmit(
    async (v) => {
      setRefusal(undefined);
      form.clearErrors();
      const { refusal: refused } = await saveAdsAccount(account?.id ?? null, adsAccountInputOf(companyCode, v));
      if (!refused) {
        onClose();
        return;
      }
      // Every refused field says why under itself; the callout carries §8's message and what belongs to no field.
      const named = Object.keys(refused.fields) as FieldPath<Form>[];
      for (const name of named) form.setError(name, { type: 'server', message: refused.fields[name] });
      setRefusal(refused.general);
      showFirstRefused(named);
    },
    (invalid) => {
      // The same reading as a refusal by the service: messages under their fields, §8's callout with the rest.
      const general = invalid.root?.noChannel?.message;
      setRefusal(general ? [general] : []);
      showFirstRefused(errorPaths(invalid).filter((p) => !p.startsWith('root')));
    },
  );

  const field = (
    name: Parameters<typeof form.register>[0],
    label: string,
    options: { type?: string; hint?: string; placeholder?: string } = {},
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field: f, fieldState }) => (
        <FormGroup
          label={label}
          labelFor={`ads-${name}`}
          helperText={fieldState.error?.message ?? options.hint}
          intent={fieldState.error ? Intent.DANGER : Intent.NONE}
        >
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
    <Dialog
      isOpen
      onClose={loading ? undefined : onClose}
      title={account ? t.editTitle(account.businessName) : t.createTitle}
      icon="office"
      className="inca-dialog-wide inca-ads-dialog"
    >
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
                  <Controller
                    control={form.control}
                    name="sendNotification"
                    render={({ field: f }) => (
                      <Switch label={t.sendNotification} checked={f.value} onChange={(e) => f.onChange(e.currentTarget.checked)} />
                    )}
                  />
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
                    <Controller
                      control={form.control}
                      name={`channels.${p}.enabled`}
                      render={({ field: f }) => (
                        <Switch label={t.enabled} checked={f.value} onChange={(e) => f.onChange(e.currentTarget.checked)} />
                      )}
                    />
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
                          <FormGroup
                            label={t.params}
                            labelFor="ads-adobe-params"
                            helperText={fieldState.error?.message}
                            intent={fieldState.error ? Intent.DANGER : Intent.NONE}
                          >
                            <TextArea
                              id="ads-adobe-params"
                              fill
                              rows={4}
                              value={f.value}
                              onChange={(e) => f.onChange(e.currentTarget.value)}
                            />
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
