import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Button, Callout, H2, Intent, Spinner, Tag } from '@blueprintjs/core';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { audienceNamePrefixFor } from '@inca/domain';
import type { Platform } from '../../../__generated__/graphql.ts';
import { audiences } from '../../../i18n/audiences.ts';
import { pathTo } from '../../../navigation/routes.ts';
import { useViewer } from '../../../session/viewer.ts';
import { AudienceDetailsCard } from './components/AudienceDetailsCard.tsx';
import { PlatformCard } from './components/PlatformCard.tsx';
import { SegmentColumn } from './components/SegmentColumn.tsx';
import { useAudienceForForm } from './hooks/useAudienceForForm.ts';
import { useAudienceFormOptions } from './hooks/useAudienceFormOptions.ts';
import { useCreateAudiences } from './hooks/useCreateAudiences.ts';
import { useUpdateAudience } from './hooks/useUpdateAudience.ts';
import {
  audienceFormSchema,
  firstIncompleteTab,
  toCreateInput,
  toUpdateInput,
  type AudienceFormContext,
  type AudienceFormMode,
  type AudienceFormValues,
} from './schemas/audienceForm.ts';
import { afterAccountChange, afterCompanyChange, afterTabToggle, availablePlatforms } from './schemas/formBehaviour.ts';
import { initialAudienceValues, type SavedAudience } from './schemas/initialValues.ts';
import './audienceForm.css';

const t = audiences.form;

/** Platforms whose dates, frequency and recipients may change on update (§4); the others only name and description. */
const FULLY_EDITABLE: readonly Platform[] = ['SALESFORCE', 'TALONONE', 'ADOBE'];

/** The audience form (§2.4) in create, edit and view modes. */
export function AudienceFormPage({ mode }: { mode: AudienceFormMode }) {
  const { id } = useParams();
  const { audience, loading } = useAudienceForForm(mode, id);
  if (loading)
    return (
      <div className="inca-center">
        <Spinner aria-label={t.loading} />
      </div>
    );
  return <AudienceForm mode={mode} saved={audience} />;
}

function AudienceForm({ mode, saved }: { mode: AudienceFormMode; saved: SavedAudience | undefined }) {
  const viewer = useViewer();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const context = useRef<AudienceFormContext>({ mode, accountPlatforms: [] });
  const form = useForm<AudienceFormValues>({
    defaultValues: initialAudienceValues(mode, saved, viewer.company.code, query),
    resolver: (values, ctx, options) => zodResolver(audienceFormSchema(context.current))(values, ctx, options),
  });
  const { control } = form;
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
  const { create, creating: saving } = useCreateAudiences();
  const { update, updating } = useUpdateAudience(saved?.id);
  const [activeTab, setActiveTab] = useState<Platform>();
  const [problem, setProblem] = useState<string>();
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
    if (!next.adsAccountCode && company.adsAccounts.length === 1)
      next = withAccount({ ...next, adsAccountCode: company.adsAccounts[0]!.technicalName }, company.adsAccounts[0]);
    if (next !== values) apply(next);
  });

  function withAccount(
    values: AudienceFormValues,
    chosen: { technicalName: string; platforms: readonly Platform[] } | undefined,
  ): AudienceFormValues {
    const next = afterAccountChange(values);
    return values.segmentType === 'SEGMENT_ADVERTISING' && availablePlatforms(chosen, values.segmentType).has('GADS')
      ? afterTabToggle(next, 'GADS', true)
      : next;
  }

  // Dates, frequency and recipients are read-only on update for gads, fbk, tiktok and criteo (§4).
  const scheduleLocked = readOnly || (mode === 'edit' && !FULLY_EDITABLE.includes(v.platforms[0] as Platform));

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
        <div className="inca-actions">
          {readOnly && saved?.canEdit && (
            <Button icon="edit" text={t.edit} onClick={() => navigate(pathTo('audience_edit', { id: saved.id }))} />
          )}
        </div>
      </header>

      <div className="inca-audience-grid">
        <SegmentColumn
          form={form}
          values={v}
          options={options}
          account={account}
          saved={saved}
          creating={creating}
          scheduleLocked={scheduleLocked}
          onApply={apply}
          onCompanyChange={(code) => {
            prepared.current = code;
            apply(
              afterCompanyChange(
                form.getValues(),
                options.companies.find((c) => c.code === code),
              ),
            );
            setProblem(undefined);
          }}
        />
        <AudienceDetailsCard form={form} values={v} creating={creating} readOnly={readOnly} scheduleLocked={scheduleLocked} />
        <PlatformCard
          form={form}
          values={v}
          company={company}
          accounts={accounts}
          available={available}
          creating={creating}
          activeTab={activeTab}
          onActiveTab={setActiveTab}
          onApply={apply}
          withAccount={withAccount}
        />
      </div>

      {problem && (
        <Callout intent={Intent.DANGER} className="inca-gap" role="alert" data-testid="audience-problem">
          {problem}
        </Callout>
      )}
      <div className="inca-actions inca-gap">
        <Button
          text={t.back}
          onClick={() => navigate(saved ? pathTo('link_list_audiences', {}, { viewed: saved.id }) : pathTo('link_list_audiences'))}
        />
        {!readOnly && (
          <Button intent={Intent.PRIMARY} icon="floppy-disk" text={t.save} loading={saving || updating} onClick={() => void onSave()} />
        )}
      </div>
    </form>
  );
}
