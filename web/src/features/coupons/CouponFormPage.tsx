import { useEffect, useMemo, useRef } from 'react';
import { useMutation } from '@apollo/client/react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { Button, Card, FormGroup, H2, H5, Icon, Intent, Spinner, Tag, Tooltip } from '@blueprintjs/core';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { CouponForFormQuery } from '../../__generated__/graphql.ts';
import { graphQLErrorOf } from '../../apollo/errors.ts';
import { coupons } from '../../i18n/coupons.ts';
import { ROUTES, pathTo } from '../../navigation/routes.ts';
import { useViewer } from '../../session/viewer.ts';
import { CompanySelect } from '../../ui/CompanySelect.tsx';
import { DateField } from '../../ui/DateField.tsx';
import { FormSelectField } from '../../ui/FormSelectField.tsx';
import { FormTextField } from '../../ui/FormTextField.tsx';
import { showError, showSuccess } from '../../ui/toaster.ts';
import {
  COUPON_DESCRIPTION_MAX,
  COUPON_MESSAGES,
  COUPON_NAME_MAX_CREATE,
  COUPON_NAME_PREFIX,
  santiagoToday,
  stripAudienceNameCharacters,
  withCouponPrefix,
} from '@inca/domain';
import { SegmentSuggest } from '../audiences/form/components/SegmentSuggest.tsx';
import { CREATE_COUPON_CAMPAIGN, UPDATE_COUPON_CAMPAIGN_DATES } from './graphql.ts';
import { useCouponForForm } from './hooks/useCouponForForm.ts';
import { useCouponFormOptions, useCouponSegmentCheck, useCouponTalonOneOptions } from './hooks/useCouponFormOptions.ts';
import { useCouponsEnabled } from './hooks/useCouponsEnabled.ts';
import {
  bareCouponName,
  couponFormSchema,
  emptyCouponForm,
  toCreateCouponInput,
  type CouponFormContext,
  type CouponFormMode,
  type CouponFormValues,
} from './schemas/couponForm.ts';
import './coupons.css';

const t = coupons.form;
type SavedCoupon = CouponForFormQuery['couponCampaign'];

/** The coupon form (§2.6, §5) in create, edit (dates only) and view modes; without the coupons flag the user goes home. */
export function CouponFormPage({ mode }: { mode: CouponFormMode }) {
  if (!useCouponsEnabled()) return <Navigate to={ROUTES.home.path} replace />;
  return <CouponFormLoader mode={mode} />;
}

function CouponFormLoader({ mode }: { mode: CouponFormMode }) {
  const { id } = useParams();
  const { campaign, loading } = useCouponForForm(mode, id);
  if (loading)
    return (
      <div className="inca-center">
        <Spinner aria-label={t.loading} />
      </div>
    );
  return <CouponForm mode={mode} saved={campaign} />;
}

function initialValues(saved: SavedCoupon | undefined, companyCode: string): CouponFormValues {
  if (!saved) return emptyCouponForm(companyCode);
  return {
    companyCode: saved.company.code,
    segmentCode: saved.segment.code,
    name: bareCouponName(saved.name),
    description: saved.description,
    startDate: saved.startDate,
    endDate: saved.endDate,
    usageLimit: String(saved.usageLimit),
    discountLimit: String(saved.discountLimit),
    reservationLimit: String(saved.reservationLimit),
    adsAccountCode: saved.adsAccount.technicalName,
    platforms: ['TALONONE'],
    applicationId: saved.talonOneApplicationId,
    campaignId: saved.talonOneCampaign.id,
  };
}

function CouponForm({ mode, saved }: { mode: CouponFormMode; saved: SavedCoupon | undefined }) {
  const viewer = useViewer();
  const navigate = useNavigate();
  const creating = mode === 'create';
  const readOnly = mode === 'view';
  const today = useMemo(() => santiagoToday(), []);
  const context = useRef<CouponFormContext>({ mode, today });
  const form = useForm<CouponFormValues>({
    defaultValues: initialValues(saved, viewer.company.code),
    resolver: (values, ctx, options) => zodResolver(couponFormSchema(context.current))(values, ctx, options),
  });
  const { control, formState } = form;
  const v = useWatch({ control }) as CouponFormValues;
  const options = useCouponFormOptions(v.companyCode, saved?.company);
  const company = options.company;
  const accounts = useMemo(() => {
    const list = [...(company?.adsAccounts ?? [])];
    if (saved && !list.some((a) => a.technicalName === saved.adsAccount.technicalName)) list.push(saved.adsAccount);
    return list;
  }, [company, saved]);
  const account = accounts.find((a) => a.technicalName === v.adsAccountCode);
  const talonOneAvailable = Boolean(account?.platforms.includes('TALONONE'));
  const check = useCouponSegmentCheck(v.companyCode, v.segmentCode, v.adsAccountCode, creating);
  const talonOne = useCouponTalonOneOptions(creating && v.platforms.includes('TALONONE'), v.companyCode, v.adsAccountCode, v.applicationId);
  context.current = { mode, today, segmentProblem: check.valid === false ? check.message : null };
  const [createCoupon, { loading: saving }] = useMutation(CREATE_COUPON_CAMPAIGN, {
    context: { quietErrors: true },
    refetchQueries: ['CouponList'],
  });
  const [updateDates, { loading: updating }] = useMutation(UPDATE_COUPON_CAMPAIGN_DATES, {
    context: { quietErrors: true },
    refetchQueries: ['CouponList'],
  });
  const set = <K extends keyof CouponFormValues>(key: K, value: CouponFormValues[K]) =>
    form.setValue(key, value as never, { shouldValidate: formState.isSubmitted, shouldDirty: true });

  // §5: the company's only ad account is chosen for the user; a company change clears what depends on it.
  useEffect(() => {
    if (!creating || !company || v.adsAccountCode || company.adsAccounts.length !== 1) return;
    chooseAccount(company.adsAccounts[0]!.technicalName);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [creating, company, v.adsAccountCode]);

  function chooseAccount(code: string) {
    const chosen = accounts.find((a) => a.technicalName === code) ?? company?.adsAccounts.find((a) => a.technicalName === code);
    set('adsAccountCode', code);
    set('applicationId', '');
    set('campaignId', '');
    set('platforms', chosen?.platforms.includes('TALONONE') ? v.platforms : []);
  }

  function chooseCompany(code: string) {
    form.reset(
      {
        ...emptyCouponForm(code),
        name: v.name,
        description: v.description,
        startDate: v.startDate,
        endDate: v.endDate,
        usageLimit: v.usageLimit,
        discountLimit: v.discountLimit,
        reservationLimit: v.reservationLimit,
      },
      { keepDefaultValues: true },
    );
  }

  const error = (field: keyof CouponFormValues) => formState.errors[field]?.message;
  const busy = saving || updating;

  function onInvalid(errors: FieldErrors<CouponFormValues>) {
    const first = Object.keys(errors)[0];
    if (first) document.getElementById(`coupon-${first}`)?.scrollIntoView?.({ block: 'center' });
  }

  const onSave = form.handleSubmit(async (values) => {
    if (creating) {
      try {
        const { data } = await createCoupon({ variables: { input: toCreateCouponInput(values) } });
        showSuccess(COUPON_MESSAGES.registered);
        navigate(pathTo('coupons_list', {}, { default: data?.createCouponCampaign.name ?? withCouponPrefix(values.name) }));
      } catch (e) {
        const problem = graphQLErrorOf(e);
        showError(
          problem && (problem.code === 'BAD_USER_INPUT' || problem.code === 'FORBIDDEN' || problem.code === 'CONFLICT')
            ? problem.message
            : COUPON_MESSAGES.registerFailed,
        );
      }
      return;
    }
    try {
      await updateDates({ variables: { id: saved!.id, startDate: values.startDate, endDate: values.endDate } });
      showSuccess(COUPON_MESSAGES.updated);
      navigate(pathTo('coupons_list', {}, { viewed: saved!.id }));
    } catch (e) {
      const problem = graphQLErrorOf(e);
      showError(problem?.code === 'BAD_USER_INPUT' ? problem.message : COUPON_MESSAGES.updateFailed);
    }
  }, onInvalid);

  const platformOn = v.platforms.includes('TALONONE');
  const description = v.description ?? '';
  const chosenCampaign = talonOne.campaigns.find((c) => c.id === v.campaignId);
  const pattern = creating ? chosenCampaign?.couponSettings?.couponPattern : saved?.talonOneCampaign.couponSettings?.couponPattern;
  const segmentFallback = saved ? { code: saved.segment.code, name: saved.segment.name, shared: saved.segment.shared } : undefined;

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (!readOnly) void onSave();
      }}
      noValidate
    >
      <header className="inca-page-header inca-row">
        <div>
          <H2>{t.title[mode]}</H2>
          <p className="bp6-text-muted">{t.subtitle[mode]}</p>
        </div>
        <div className="inca-actions">
          <Button
            icon="chevron-left"
            text={t.back}
            onClick={() => navigate(saved ? pathTo('coupons_list', {}, { viewed: saved.id }) : ROUTES.coupons_list.path)}
          />
          {readOnly && saved?.audience.canEdit && (
            <Button icon="edit" text={t.edit} onClick={() => navigate(pathTo('coupons_edit', { id: saved.id }))} />
          )}
          {!readOnly && (
            <Button
              type="submit"
              icon="floppy-disk"
              intent={Intent.PRIMARY}
              text={t.save}
              loading={busy}
              disabled={busy}
              data-testid="coupon-save"
            />
          )}
        </div>
      </header>
      <div className="inca-coupon-grid">
        <Card className="inca-card">
          <H5>{t.sections.segment}</H5>
          <CompanySelect
            id="coupon-companyCode"
            companies={options.companies.length ? options.companies : company ? [company] : []}
            value={v.companyCode}
            onChange={chooseCompany}
            disabled={!creating || !viewer.seesCompanyColumn}
          />
          <FormSelectField
            control={control}
            name="adsAccountCode"
            id="coupon-adsAccountCode"
            label={t.adsAccount}
            options={accounts.map((a) => ({ value: a.technicalName, label: a.businessName }))}
            placeholder={accounts.length ? t.choose : t.adsAccountNone}
            disabled={!creating}
            onChanged={chooseAccount}
          />
          <SegmentSuggest
            id="coupon-segmentCode"
            segments={options.segments}
            value={v.segmentCode}
            onChange={(code) => set('segmentCode', code)}
            fallback={segmentFallback}
            loading={options.segmentsLoading}
            disabled={!creating}
            error={error('segmentCode') ?? (options.segmentsFailed ? COUPON_MESSAGES.segmentsLoadFailed : undefined)}
          />
          {creating && v.segmentCode && v.adsAccountCode && (
            <div className="inca-coupon-check" data-testid="coupon-segment-check" aria-live="polite">
              {check.checking ? (
                <span className="bp6-text-muted">{t.segmentChecking}</span>
              ) : check.valid === false ? (
                <Tooltip content={t.segmentInvalid} placement="bottom">
                  <Tag intent={Intent.DANGER} icon="error" minimal multiline>
                    {check.message}
                  </Tag>
                </Tooltip>
              ) : check.valid ? (
                <Tag intent={Intent.SUCCESS} icon="tick" minimal>
                  {t.segmentValid}
                </Tag>
              ) : null}
            </div>
          )}
        </Card>
        <Card className="inca-card">
          <H5>{t.sections.coupon}</H5>
          <FormTextField
            control={control}
            name="name"
            id="coupon-name"
            label={t.name}
            prefix={creating ? COUPON_NAME_PREFIX : undefined}
            maxLength={creating ? COUPON_NAME_MAX_CREATE - COUPON_NAME_PREFIX.length : undefined}
            transform={stripAudienceNameCharacters}
            disabled={!creating}
          />
          <FormTextField
            control={control}
            name="description"
            id="coupon-description"
            label={t.description}
            multiline
            maxLength={COUPON_DESCRIPTION_MAX}
            disabled={!creating}
            hint={t.descriptionCounter([...description].length, COUPON_DESCRIPTION_MAX)}
          />
          <div className="inca-coupon-pair">
            <FormGroup label={t.startDate} intent={error('startDate') ? Intent.DANGER : Intent.NONE} helperText={error('startDate')}>
              <span id="coupon-startDate">
                <DateField
                  label={t.startDate}
                  value={v.startDate}
                  onChange={(day) => set('startDate', day)}
                  texts={t.date}
                  minDate={creating ? today : undefined}
                  maxDate={v.endDate || undefined}
                  disabled={readOnly}
                />
              </span>
            </FormGroup>
            <FormGroup label={t.endDate} intent={error('endDate') ? Intent.DANGER : Intent.NONE} helperText={error('endDate')}>
              <span id="coupon-endDate">
                <DateField
                  label={t.endDate}
                  value={v.endDate}
                  onChange={(day) => set('endDate', day)}
                  texts={t.date}
                  minDate={v.startDate || (creating ? today : undefined)}
                  maxDate={tenYearsFrom(today)}
                  disabled={readOnly}
                />
              </span>
            </FormGroup>
          </div>
        </Card>
        <Card className="inca-card">
          <H5>{t.sections.limits}</H5>
          <div className="inca-coupon-triple">
            <FormTextField
              control={control}
              name="usageLimit"
              id="coupon-usageLimit"
              label={t.usageLimit}
              hint={t.usageLimitHint}
              disabled={!creating}
              transform={digits}
            />
            <FormTextField
              control={control}
              name="discountLimit"
              id="coupon-discountLimit"
              label={t.discountLimit}
              disabled={!creating}
              transform={decimal}
            />
            <FormTextField
              control={control}
              name="reservationLimit"
              id="coupon-reservationLimit"
              label={t.reservationLimit}
              disabled={!creating}
              transform={digits}
            />
          </div>
        </Card>
        <Card className="inca-card">
          <H5>{t.sections.platform}</H5>
          <FormGroup
            label={t.platforms}
            labelFor="coupon-platforms"
            intent={error('platforms') ? Intent.DANGER : Intent.NONE}
            helperText={error('platforms')}
          >
            <Button
              id="coupon-platforms"
              text={t.talonOne}
              icon={platformOn ? 'tick-circle' : 'circle'}
              active={platformOn}
              aria-pressed={platformOn}
              intent={platformOn ? Intent.PRIMARY : Intent.NONE}
              disabled={!creating || !talonOneAvailable}
              title={!creating ? t.platformLocked : talonOneAvailable ? undefined : t.platformUnavailable}
              onClick={() => {
                set('platforms', platformOn ? [] : ['TALONONE']);
                if (platformOn) {
                  set('applicationId', '');
                  set('campaignId', '');
                }
              }}
              data-testid="coupon-platform-talonone"
            />
          </FormGroup>
          {platformOn && (
            <div data-testid="coupon-talonone">
              {talonOne.error && (
                <p className="bp6-text-danger" role="alert">
                  <Icon icon="error" size={14} /> {talonOne.error}
                </p>
              )}
              <FormSelectField
                control={control}
                name="applicationId"
                id="coupon-applicationId"
                label={t.application}
                options={
                  creating
                    ? talonOne.applications.map((a) => ({ value: a.id, label: a.name }))
                    : [{ value: v.applicationId, label: v.applicationId }]
                }
                placeholder={talonOne.loading && talonOne.applications.length === 0 ? t.talonOneLoading : t.choose}
                disabled={!creating}
                onChanged={() => set('campaignId', '')}
              />
              <FormSelectField
                control={control}
                name="campaignId"
                id="coupon-campaignId"
                label={t.campaign}
                options={
                  creating
                    ? talonOne.campaigns.map((c) => ({ value: c.id, label: c.name }))
                    : [{ value: v.campaignId, label: saved?.talonOneCampaign.name ?? v.campaignId }]
                }
                placeholder={v.applicationId ? t.choose : t.chooseApplication}
                disabled={!creating || !v.applicationId}
              />
              {pattern && (
                <Tag minimal icon="tag" data-testid="coupon-pattern">
                  {t.couponPattern(pattern)}
                </Tag>
              )}
            </div>
          )}
        </Card>
      </div>
    </form>
  );
}

const digits = (value: string) => value.replace(/[^0-9]/g, '');
const decimal = (value: string) => value.replace(/,/g, '.').replace(/[^0-9.]/g, '');
const tenYearsFrom = (day: string) => `${Number(day.slice(0, 4)) + 10}${day.slice(4)}`;
