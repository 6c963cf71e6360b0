import {
  AUDIENCE_MESSAGES,
  COUPON_DEFAULT_FREQUENCY,
  COUPON_MESSAGES,
  COUPON_PLATFORM,
  SEGMENT_NOT_FOUND_MESSAGE,
  audiencePermissions,
  couponFormErrors,
  couponPlatformError,
  couponSegmentError,
  couponUpdateErrors,
  duplicateAudienceNameMessage,
  duplicateCouponNameMessage,
  parseCouponLimit,
  santiagoToday,
  segmentOfferedForAudience,
  trimDate,
  withCouponPrefix,
  type CompanyScope,
  type Identity,
} from '@inca/domain';
import { withTransaction, type Pool, type Queryable } from '@inca/db';
import { badRequest, conflict, forbidden, notFound } from '@inca/service-kit';
import {
  factsOf,
  findAdsAccount,
  insertAudience,
  markForResend,
  sharedWithOtherCompany,
  type AdsAccountRecord,
  type AudienceRecord,
} from '../audiences/index.ts';
import type { CompanyFlagsRow } from '../directory/index.ts';
import {
  findVisibleSegments,
  refreshSegmentCounters,
  segmentViewerOf,
  segmentsUsableByCompany,
  type SegmentRow,
} from '../segments/index.ts';
import { couponAudiences, couponCompany, couponSegmentFacts, type VisibleCoupon } from './access.ts';
import { insertCouponCampaign, linkAudience, updateCouponDates } from './repository.ts';
import type { CreateCouponBody } from '@inca/contracts/audience-management';
import { couponCatalogue, type CouponCatalogue } from './talonOne.ts';

const uniqueViolation = (error: unknown): string | undefined => {
  const e = error as { code?: string; constraint?: string };
  return e.code === '23505' ? (e.constraint ?? '') : undefined;
};

/** Refuses with the first field error (400), listing all of them in details. */
function refuseOnErrors(errors: Record<string, string | undefined>): void {
  const entries = Object.entries(errors).filter((e): e is [string, string] => Boolean(e[1]));
  if (entries.length > 0) throw badRequest(entries[0]![1], { fields: Object.fromEntries(entries) });
}

const platformsOf = (value: string | string[] | null | undefined): string[] =>
  value === null || value === undefined ? [] : Array.isArray(value) ? value : [value];
const text = (value: string | number | null | undefined): string => (value === null || value === undefined ? '' : String(value).trim());

/** The account of the company enabling Talon One (the platform rule), else 400. */
async function talonOneAccount(db: Queryable, companyCode: string, accountCode: string, platforms: string[]): Promise<AdsAccountRecord> {
  const platformProblem = couponPlatformError(platforms);
  if (platformProblem) throw badRequest(platformProblem);
  const account = await findAdsAccount(db, accountCode);
  if (!account || account.company_code !== companyCode) throw badRequest(COUPON_MESSAGES.accountOfOtherCompany);
  const problem = couponPlatformError(platforms, account);
  if (problem) throw badRequest(problem);
  return account;
}

/** The segment visible to the caller and offered for the company (as for audiences), else 404 / 400. */
async function offeredSegment(db: Queryable, identity: Identity, companyCode: string, segmentCode: string): Promise<SegmentRow> {
  const segment = (await findVisibleSegments(db, await segmentViewerOf(db, identity), [segmentCode]))[0];
  if (!segment) throw notFound(SEGMENT_NOT_FOUND_MESSAGE);
  const offered = segmentOfferedForAudience(identity, companyCode, {
    ownerCompanyCode: segment.owner_company_code,
    sharedWithOtherCompany: await sharedWithOtherCompany(db, segment.code),
  });
  if (!offered) throw badRequest(AUDIENCE_MESSAGES.segmentNotOffered);
  if (!(await segmentsUsableByCompany(db, companyCode, [segment.code])).has(segment.code))
    throw badRequest(AUDIENCE_MESSAGES.segmentOfOtherCompany);
  return segment;
}

/** check-segmento-coupons: the user_id rule of the company's user_id_talonone flag, else 400. */
async function checkUserIdRule(db: Queryable, flags: CompanyFlagsRow, segmentCode: string): Promise<void> {
  const problem = couponSegmentError(await couponSegmentFacts(db, segmentCode), flags.user_id_talonone);
  if (problem) throw badRequest(problem);
}

export async function checkCouponSegment(
  pool: Pool,
  identity: Identity,
  body: { segment_code: string; company_code: string; ads_account_code?: string | null },
): Promise<{ valid: true }> {
  const flags = await couponCompany(pool, identity, body.company_code);
  await offeredSegment(pool, identity, body.company_code, body.segment_code);
  if (body.ads_account_code) await talonOneAccount(pool, body.company_code, body.ads_account_code, [COUPON_PLATFORM]);
  await checkUserIdRule(pool, flags, body.segment_code);
  return { valid: true };
}

/** The Talon.One applications or campaigns of a company's account (the form's lists). */
export async function talonOneOptions(
  pool: Pool,
  identity: Identity,
  body: { company_code: string; ads_account_code: string; platform?: string | string[] | null; application_id?: string | number | null },
  what: 'applications' | 'campaigns',
  catalogue: CouponCatalogue = couponCatalogue,
) {
  await couponCompany(pool, identity, body.company_code);
  const platforms = body.platform === undefined || body.platform === null ? [COUPON_PLATFORM] : platformsOf(body.platform);
  const account = await talonOneAccount(pool, body.company_code, body.ads_account_code, platforms);
  if (what === 'applications') return catalogue.applications(account);
  const app = text(body.application_id);
  if (!app) throw badRequest(COUPON_MESSAGES.required, { fields: { application_id: COUPON_MESSAGES.required } });
  return catalogue.campaigns(account, app);
}

/**
 * Creates a coupon campaign and its Talon.One audience at P_NOD (no platform is published to; the
 * publisher takes it from there). Every refusal writes nothing: the caller's company and its flag
 * (403), the §5 form rules, the segment, account and platform rules, the user_id rule (400), and
 * the Talon.One campaign, which must exist in that application (read through the connector).
 */
export async function createCouponCampaign(
  pool: Pool,
  identity: Identity,
  body: CreateCouponBody,
  catalogue: CouponCatalogue = couponCatalogue,
) {
  const flags = await couponCompany(pool, identity, body.company_code);
  const platforms = platformsOf(body.platform);
  const applicationId = text(body.campaign?.application_id);
  const campaignId = text(body.campaign?.campaign_id);
  refuseOnErrors(
    couponFormErrors(
      {
        segmentCode: body.segment_code,
        name: body.coupons_name,
        description: body.coupons_description,
        startDate: body.coupons_start_date,
        endDate: body.coupons_end_date,
        usageLimit: body.usage_limit,
        discountLimit: body.discount_limit,
        reservationLimit: body.reservation_limit,
        adsAccountCode: body.ads_account_code,
        applicationId,
        campaignId,
        platforms,
      },
      santiagoToday(),
    ),
  );
  const segment = await offeredSegment(pool, identity, body.company_code, body.segment_code!.trim());
  const account = await talonOneAccount(pool, body.company_code, body.ads_account_code!.trim(), platforms);
  await checkUserIdRule(pool, flags, segment.code);
  const apps = await catalogue.applications(account);
  if (!apps.some((a) => a.id === applicationId)) throw badRequest(COUPON_MESSAGES.talonOneNotFound);
  const talonCampaign = await catalogue.campaign(account, applicationId, campaignId);
  if (!talonCampaign) throw badRequest(COUPON_MESSAGES.talonOneNotFound);

  const name = withCouponPrefix(body.coupons_name!);
  const description = body.coupons_description!.trim();
  const startDate = trimDate(body.coupons_start_date!.trim());
  const endDate = trimDate(body.coupons_end_date!.trim());
  try {
    return await withTransaction(pool, async (db) => {
      const id = await insertCouponCampaign(db, {
        name,
        description,
        companyCode: body.company_code,
        segmentCode: segment.code,
        adsAccountId: account.id,
        startDate,
        endDate,
        usageLimit: parseCouponLimit(body.usage_limit)!,
        discountLimit: parseCouponLimit(body.discount_limit)!,
        reservationLimit: parseCouponLimit(body.reservation_limit)!,
        applicationId,
        campaignId,
        talonOneCampaign: { name: talonCampaign.name, couponSettings: talonCampaign.couponSettings },
        createdBy: identity.email,
      });
      // The coupon audience: an ordinary Talon.One audience row (the audience create's insert), linked to the campaign.
      const audienceId = await insertAudience(db, {
        name,
        description,
        companyCode: body.company_code,
        segmentCode: segment.code,
        platform: COUPON_PLATFORM,
        adsAccountId: account.id,
        frequency: COUPON_DEFAULT_FREQUENCY,
        updateDay: null,
        startDate,
        endDate,
        recipients: '',
        requested: segment.requested,
        createdBy: identity.email,
        talonOne: { application_id: applicationId, campaign_id: campaignId },
      });
      await linkAudience(db, audienceId, id);
      await refreshSegmentCounters(db, [segment.code]);
      return id;
    });
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint === 'coupon_campaigns_name_unique') throw conflict(duplicateCouponNameMessage(name));
    if (constraint !== undefined) throw conflict(duplicateAudienceNameMessage(name, 'Talon One'));
    throw error;
  }
}

const permissionsOf = (identity: Identity, row: AudienceRecord) =>
  audiencePermissions(identity, factsOf(row), { gptImages: row.company_gpt_images });

/** Update (§5 edit mode): only the dates change, on the campaign and its audiences; the audience edit rules apply. */
export async function updateCouponDatesOf(
  pool: Pool,
  v: VisibleCoupon,
  body: { start_date?: string | null; end_date?: string | null },
): Promise<void> {
  const rows = await couponAudiences(pool, v);
  if (rows.some((r) => r.requested)) throw forbidden(AUDIENCE_MESSAGES.requestedLocked);
  if (!rows.every((r) => permissionsOf(v.identity, r).canEdit)) throw forbidden(AUDIENCE_MESSAGES.editForbidden);
  refuseOnErrors(couponUpdateErrors({ startDate: body.start_date, endDate: body.end_date }, santiagoToday()));
  const start = trimDate(body.start_date!.trim());
  const end = trimDate(body.end_date!.trim());
  await withTransaction(pool, (db) => updateCouponDates(db, Number(v.campaign.id), start, end, v.identity.email));
}

/** Resend: every enabled audience of the campaign back to P_NOD and queued (the audience resend rule for each). */
export async function resendCoupon(pool: Pool, v: VisibleCoupon): Promise<number[]> {
  const enabled = (await couponAudiences(pool, v)).filter((r) => r.is_enabled === '1');
  if (enabled.length === 0) throw badRequest(COUPON_MESSAGES.nothingToResend);
  if (!enabled.every((r) => permissionsOf(v.identity, r).canResend)) throw forbidden(AUDIENCE_MESSAGES.resendForbidden);
  const ids = enabled.map((r) => Number(r.id));
  await withTransaction(pool, async (db) => {
    for (const id of ids) await markForResend(db, id, v.identity.email);
  });
  return ids;
}

/** Companies the list reads: the asked ones (each in scope and flagged, else 403), or every company of the scope with the flag. */
export async function listCompanies(
  pool: Pool,
  identity: Identity,
  scope: CompanyScope,
  asked: string[] | undefined,
  allFlagged: () => Promise<string[]>,
): Promise<string[]> {
  if (asked?.length) {
    for (const code of asked) await couponCompany(pool, identity, code, scope);
    return asked;
  }
  const flagged = (await allFlagged()).filter((code) => scope.kind === 'all' || scope.codes.includes(code));
  if (flagged.length === 0) throw forbidden(COUPON_MESSAGES.flagOff);
  return flagged;
}
