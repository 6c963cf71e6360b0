import { COUPON_MESSAGES, scopeIncludes, type CompanyScope, type CouponSegmentFacts, type Identity } from '@inca/domain';
import type { Queryable } from '@inca/db';
import { forbidden, notFound } from '@inca/service-kit';
import { COMPANY_DATASETS, SANDBOX_USE_CASES, WAREHOUSE_OBJECTS } from '@inca/warehouse';
import { presentAudience, listAudiences, type AudienceRecord } from '../audiences/index.ts';
import { findCompanyFlags, scopeOf, type CompanyFlagsRow } from '../directory/index.ts';
import {
  findCouponCampaign,
  segmentDefinitions,
  type CouponCampaignRecord,
  type CouponDayRecord,
  type CouponTimelineRecord,
  type CouponTrackRecord,
} from './repository.ts';

/**
 * Who may reach coupons: the company in the caller's scope (admin any
 * company; steward and analysts their access list; others their own), else 403; and the company's
 * talonone_coupons flag on, else 403 'No tiene habilitados los cupones.'.
 */
export async function couponCompany(
  db: Queryable,
  identity: Identity,
  companyCode: string,
  scope?: CompanyScope,
): Promise<CompanyFlagsRow> {
  const own = scope ?? (await scopeOf(db, identity));
  if (!scopeIncludes(own, companyCode)) throw forbidden(COUPON_MESSAGES.companyForbidden);
  const [flags] = await findCompanyFlags(db, [companyCode]);
  if (!flags || flags.talonone_coupons !== '1') throw forbidden(COUPON_MESSAGES.flagOff);
  return flags;
}

export type VisibleCoupon = { identity: Identity; scope: CompanyScope; campaign: CouponCampaignRecord; flags: CompanyFlagsRow };

/** A coupon campaign by custom_coupons_id: 404 when it does not exist, then the company rules above. */
export async function visibleCouponFor(db: Queryable, identity: Identity, id: number): Promise<VisibleCoupon> {
  const campaign = await findCouponCampaign(db, id);
  if (!campaign) throw notFound(COUPON_MESSAGES.notFound);
  const scope = await scopeOf(db, identity);
  const flags = await couponCompany(db, identity, campaign.company_code, scope);
  return { identity, scope, campaign, flags };
}

/** The campaign's audience records (the audience repository's rows), oldest first. */
export async function couponAudiences(db: Queryable, v: Pick<VisibleCoupon, 'scope' | 'campaign'>): Promise<AudienceRecord[]> {
  const { rows } = await listAudiences(db, v.scope, { couponCampaignIds: [Number(v.campaign.id)], sort: 'created_date', order: 'asc' });
  return rows;
}

const talonOneCampaignOf = (c: CouponCampaignRecord) => ({
  id: c.talonone_campaign_id,
  applicationId: c.talonone_application_id,
  name: c.talonone_campaign.name,
  couponSettings: c.talonone_campaign.couponSettings,
});

/** The campaign's own fields (retrieve), named as the list row names them. */
export function presentCampaign(c: CouponCampaignRecord) {
  return {
    custom_coupons_id: c.custom_coupons_id,
    custom_coupons_name: c.custom_coupons_name,
    custom_coupons_description: c.custom_coupons_description,
    company_code: c.company_code,
    business_code: c.company_code,
    company_name: c.company_name,
    segment_code: c.segment_code,
    segment_name: c.segment_name,
    segment_type: c.segment_type_id,
    ads_account_code: c.ads_account_code,
    ads_account_name: c.ads_account_name,
    ads_platform_code: 'talonone',
    start_date: c.start_date,
    end_date: c.end_date,
    usage_limit: Number(c.usage_limit),
    discount_limit: Number(c.discount_limit),
    reservation_limit: Number(c.reservation_limit),
    talonone_application_id: c.talonone_application_id,
    talonone_campaign_id: c.talonone_campaign_id,
    talonone_campaign: talonOneCampaignOf(c),
    source_file_name: c.source_file_name,
    segment_size: Number(c.segment_row_count_unique),
    created_by: c.created_by,
    created_date: c.created_date,
    updated_by: c.updated_by,
    updated_date: c.updated_date,
  };
}

/** A coupon audience row (§3 coupon audience row + its campaign), the can_* as the audience presenter computes them. */
export function presentCouponRow(identity: Identity, row: AudienceRecord, c: CouponCampaignRecord) {
  const a = presentAudience(identity, row);
  return {
    id: a.id,
    custom_audience_id: a.custom_audience_id,
    custom_coupons_id: c.custom_coupons_id,
    custom_coupons_name: c.custom_coupons_name,
    custom_coupons_description: c.custom_coupons_description,
    company_code: a.company_code,
    company_name: a.company_name,
    company_alias: a.company_alias,
    business_code: a.company_code,
    segment_code: a.segment_code,
    segment_name: a.segment_name,
    segment_type: a.segment_type_id,
    segment_type_name: a.segment_type_name,
    ads_platform_code: a.ads_platform_code,
    ads_platform_name: a.ads_platform_name,
    ads_account_code: a.ads_account_code,
    ads_account_name: a.ads_account_name,
    assignment_status_code: a.assignment_status_code,
    assignment_status_name: a.assignment_status_name,
    assignment_status_date: a.assignment_status_date,
    is_enabled: a.is_enabled,
    requested: a.requested,
    to_update: a.to_update,
    frequency: a.frequency,
    update_date_number: a.update_date_number,
    created_date: c.created_date,
    last_process_date: a.last_process_date,
    start_date: a.start_date,
    end_date: a.end_date,
    usage_limit: Number(c.usage_limit),
    discount_limit: Number(c.discount_limit),
    reservation_limit: Number(c.reservation_limit),
    talonone_application_id: c.talonone_application_id,
    talonone_campaign_id: c.talonone_campaign_id,
    talonone_campaign: talonOneCampaignOf(c),
    source_file_name: a.source_file_name,
    source_file_row_count: a.source_file_row_count,
    segment_size: a.segment_size,
    audience_match_count: a.audience_match_count,
    match_data: a.match_data,
    can_edit: a.can_edit,
    can_delete: a.can_delete,
    can_toggle: a.can_toggle,
    can_resend: a.can_resend,
    can_update_frequency: a.can_update_frequency,
  };
}

export type CouponRow = ReturnType<typeof presentCouponRow>;

export const presentCouponTimeline = (e: CouponTimelineRecord) => ({
  audience_id: Number(e.audience_id),
  assignment_status_code: e.assignment_status_code,
  assignment_status_name: e.assignment_status_name,
  assignment_status_date: e.assignment_status_date,
  ads_platform_code: e.ads_platform_code,
  segment_row_count_unique: Number(e.segment_row_count_unique),
  source_file_row_count: Number(e.source_file_row_count),
  audience_match_count: e.audience_match_count === null ? null : Number(e.audience_match_count),
});

export const presentCouponTrack = (t: CouponTrackRecord) => ({
  audience_id: Number(t.audience_id),
  track_date: t.track_date,
  segment_row_count_unique: Number(t.segment_row_count_unique),
  source_file_row_count: Number(t.source_file_row_count),
});

export const presentCouponDay = (d: CouponDayRecord) => ({
  day: d.day,
  issued: Number(d.issued),
  reserved: Number(d.reserved),
  redeemed: Number(d.redeemed),
});

// ---------------------------------------------------------------------------------------------
// What the user_id rule reads of a segment

type Stored = {
  type_name?: unknown;
  attributes?: { id?: unknown; attribute_value?: unknown }[];
  cross_table?: Record<string, unknown> | null;
};

/** Columns of a cross-table or sandbox source in the warehouse catalogue (tables' documented columns, use cases' attributes). */
export function catalogueColumns(source: Record<string, unknown> | null | undefined): string[] | null {
  if (!source) return null;
  if (source.sandbox === true) {
    const useCase = SANDBOX_USE_CASES.find((u) => u.useCase === source.use_case);
    return useCase ? [...useCase.attributes] : null;
  }
  const object = WAREHOUSE_OBJECTS.find(
    (o) => COMPANY_DATASETS[o.companyCode]?.dataset === source.dataset_id && o.table === source.table_id,
  );
  return object ? Object.keys(object.columns) : null;
}

const MAX_DEPTH = 4;

/** The facts of the user_id rule for segments by code (merge sides read down to 4 levels). */
export async function couponSegmentFacts(db: Queryable, code: string, depth = 0): Promise<CouponSegmentFacts> {
  const [row] = await segmentDefinitions(db, [code]);
  if (!row) return { typeId: 0 };
  const stored = (row.definition ?? {}) as Stored;
  if (row.segment_type_id === 3) {
    const sides =
      stored.attributes?.[0]?.id === 0 && Array.isArray(stored.attributes[0].attribute_value)
        ? (stored.attributes[0].attribute_value as unknown[])
        : [];
    const codes = sides.filter((s): s is string => typeof s === 'string');
    const sources = depth >= MAX_DEPTH ? [] : await Promise.all(codes.map((c) => couponSegmentFacts(db, c, depth + 1)));
    return { typeId: 3, mergeTypeName: typeof stored.type_name === 'string' ? stored.type_name : null, sources };
  }
  if (row.segment_type_id === 1 || row.segment_type_id === 4)
    return { typeId: row.segment_type_id, columns: catalogueColumns(stored.cross_table) };
  return { typeId: row.segment_type_id };
}
