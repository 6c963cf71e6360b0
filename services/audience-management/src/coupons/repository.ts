import type { Queryable } from '@inca/db';
import type { CompanyScope, CouponSettings } from '@inca/domain';
import { SCHEMA } from '../schema.ts';

/** Builds SQL with numbered parameters; user values only ever travel as parameters. */
class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** A coupon campaign as stored (migration 012), with its company, segment and account names. */
export type CouponCampaignRecord = {
  id: string;
  custom_coupons_id: string;
  custom_coupons_name: string;
  custom_coupons_description: string;
  company_code: string;
  company_name: string;
  segment_code: string;
  segment_name: string;
  segment_type_id: number;
  segment_row_count_unique: string;
  ads_account_id: string;
  ads_account_code: string;
  ads_account_name: string;
  start_date: string;
  end_date: string;
  usage_limit: number;
  discount_limit: string;
  reservation_limit: number;
  talonone_application_id: string;
  talonone_campaign_id: string;
  talonone_campaign: { name: string; couponSettings: CouponSettings };
  source_file_name: string | null;
  created_by: string;
  created_date: string;
  updated_by: string | null;
  updated_date: string | null;
};

const CAMPAIGN_SELECT = `SELECT cc.id, cc.custom_coupons_id, cc.custom_coupons_name, cc.custom_coupons_description, cc.company_code, c.name AS company_name,
       cc.segment_code, s.business_name AS segment_name, s.segment_type_id, s.row_count_unique AS segment_row_count_unique,
       cc.ads_account_id, acc.technical_name AS ads_account_code, acc.business_name AS ads_account_name,
       to_char(cc.start_date, 'YYYY-MM-DD') AS start_date, to_char(cc.end_date, 'YYYY-MM-DD') AS end_date,
       cc.usage_limit, cc.discount_limit, cc.reservation_limit, cc.talonone_application_id, cc.talonone_campaign_id, cc.talonone_campaign,
       cc.source_file_name, cc.created_by, cc.created_date, cc.updated_by, cc.updated_date
  FROM ${SCHEMA}.coupon_campaigns cc
  JOIN ${SCHEMA}.companies c ON c.code = cc.company_code
  JOIN ${SCHEMA}.segments s ON s.code = cc.segment_code
  JOIN ${SCHEMA}.ads_accounts acc ON acc.id = cc.ads_account_id`;

/** A campaign by id, whoever asks (the caller's scope is checked by the access layer). */
export async function findCouponCampaign(db: Queryable, id: number): Promise<CouponCampaignRecord | undefined> {
  const { rows } = await db.query<CouponCampaignRecord>(`${CAMPAIGN_SELECT} WHERE cc.id = $1`, [id]);
  return rows[0];
}

export async function findCouponCampaigns(db: Queryable, ids: readonly number[]): Promise<CouponCampaignRecord[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<CouponCampaignRecord>(`${CAMPAIGN_SELECT} WHERE cc.id = ANY($1::bigint[])`, [ids]);
  return rows;
}

export type CouponListFilter = {
  companyCodes: string[];
  name?: string;
  statusCodes?: string[];
  enabled?: boolean;
  createdFrom?: string;
  createdTo?: string;
  offset: number;
  limit: number;
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const SANTIAGO = `'America/Santiago'`;

/**
 * One page of coupon audience rows (each a coupon campaign's audience) of the given companies:
 * newest campaign first (created_date desc, id desc), with the filtered total. Returns audience ids
 * with their campaign id; the rows are read by the audience repository (one presenter for both).
 */
export async function listCouponAudienceIds(
  db: Queryable,
  scope: CompanyScope,
  f: CouponListFilter,
): Promise<{ rows: { audience_id: string; coupon_campaign_id: string }[]; total: number }> {
  const p = new Params();
  const where = [`cc.company_code = ANY(${p.add(f.companyCodes)}::text[])`];
  if (scope.kind === 'list') where.push(`cc.company_code = ANY(${p.add(scope.codes)}::text[])`);
  if (f.name) where.push(`${SCHEMA}.fold_text(cc.custom_coupons_name) LIKE ${SCHEMA}.fold_text(${p.add(`%${escapeLike(f.name)}%`)})`);
  if (f.statusCodes?.length) where.push(`a.assignment_status_code = ANY(${p.add(f.statusCodes)}::text[])`);
  if (f.enabled !== undefined) where.push(`a.is_enabled = ${p.add(f.enabled ? '1' : '0')}`);
  if (f.createdFrom) where.push(`cc.created_date >= (${p.add(f.createdFrom)}::date)::timestamp AT TIME ZONE ${SANTIAGO}`);
  if (f.createdTo) where.push(`cc.created_date < (${p.add(f.createdTo)}::date + 1)::timestamp AT TIME ZONE ${SANTIAGO}`);
  const from = `FROM ${SCHEMA}.coupon_campaigns cc JOIN ${SCHEMA}.audiences a ON a.coupon_campaign_id = cc.id WHERE ${where.join(' AND ')}`;
  const countValues = [...p.values];
  const { rows } = await db.query<{ audience_id: string; coupon_campaign_id: string }>(
    `SELECT a.id AS audience_id, cc.id AS coupon_campaign_id ${from}
      ORDER BY cc.created_date DESC, cc.id DESC, a.id DESC LIMIT ${p.add(f.limit)} OFFSET ${p.add(f.offset)}`,
    p.values,
  );
  const count = await db.query<{ n: string }>(`SELECT count(*) AS n ${from}`, countValues);
  return { rows, total: Number(count.rows[0]?.n ?? 0) };
}

/** The audience ids of a campaign, oldest first. */
export async function couponAudienceIds(db: Queryable, couponCampaignId: number): Promise<number[]> {
  const { rows } = await db.query<{ id: string }>(`SELECT id FROM ${SCHEMA}.audiences WHERE coupon_campaign_id = $1 ORDER BY id`, [
    couponCampaignId,
  ]);
  return rows.map((r) => Number(r.id));
}

export type NewCouponCampaign = {
  name: string;
  description: string;
  companyCode: string;
  segmentCode: string;
  adsAccountId: string;
  startDate: string;
  endDate: string;
  usageLimit: number;
  discountLimit: number;
  reservationLimit: number;
  applicationId: string;
  campaignId: string;
  talonOneCampaign: { name: string; couponSettings: CouponSettings };
  createdBy: string;
};

/** Inserts a coupon campaign; returns its id. A name taken in the company raises 23505 (coupon_campaigns_name_unique). */
export async function insertCouponCampaign(db: Queryable, c: NewCouponCampaign): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO ${SCHEMA}.coupon_campaigns (custom_coupons_name, custom_coupons_description, company_code, segment_code, ads_account_id, start_date, end_date,
       usage_limit, discount_limit, reservation_limit, talonone_application_id, talonone_campaign_id, talonone_campaign, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING id`,
    [
      c.name,
      c.description,
      c.companyCode,
      c.segmentCode,
      c.adsAccountId,
      c.startDate,
      c.endDate,
      c.usageLimit,
      c.discountLimit,
      c.reservationLimit,
      c.applicationId,
      c.campaignId,
      JSON.stringify(c.talonOneCampaign),
      c.createdBy,
    ],
  );
  return rows[0]!.id;
}

/** Links an audience to its coupon campaign. */
export async function linkAudience(db: Queryable, audienceId: string | number, couponCampaignId: string | number): Promise<void> {
  await db.query(`UPDATE ${SCHEMA}.audiences SET coupon_campaign_id = $2 WHERE id = $1`, [audienceId, couponCampaignId]);
}

/** Changes only the dates: the campaign's and its audiences'. */
export async function updateCouponDates(db: Queryable, id: number, startDate: string, endDate: string, by: string): Promise<void> {
  await db.query(`SELECT id FROM ${SCHEMA}.coupon_campaigns WHERE id = $1 FOR UPDATE`, [id]);
  await db.query(
    `UPDATE ${SCHEMA}.coupon_campaigns SET start_date = $2, end_date = $3, updated_by = $4, updated_date = now() WHERE id = $1`,
    [id, startDate, endDate, by],
  );
  await db.query(
    `UPDATE ${SCHEMA}.audiences SET start_date = $2, end_date = $3, updated_by = $4, updated_date = now() WHERE coupon_campaign_id = $1`,
    [id, startDate, endDate, by],
  );
}

export type CouponTimelineRecord = {
  audience_id: string;
  assignment_status_code: string;
  assignment_status_name: string | null;
  assignment_status_date: string;
  ads_platform_code: string;
  segment_row_count_unique: string;
  source_file_row_count: string;
  audience_match_count: string | null;
};

/** The timeline of a campaign's audiences, newest first. */
export async function couponTimeline(db: Queryable, couponCampaignId: number): Promise<CouponTimelineRecord[]> {
  const { rows } = await db.query<CouponTimelineRecord>(
    `SELECT e.audience_id, e.assignment_status_code, st.name AS assignment_status_name, e.assignment_status_date, a.ads_platform_code,
            e.segment_row_count_unique, e.source_file_row_count, e.audience_match_count
       FROM ${SCHEMA}.audience_timeline e
       JOIN ${SCHEMA}.audiences a ON a.id = e.audience_id
       LEFT JOIN ${SCHEMA}.audience_states st ON st.code = e.assignment_status_code
      WHERE a.coupon_campaign_id = $1
      ORDER BY e.assignment_status_date DESC, e.id DESC`,
    [couponCampaignId],
  );
  return rows;
}

export type CouponTrackRecord = {
  audience_id: string;
  track_date: string;
  segment_row_count_unique: string;
  source_file_row_count: string;
};

/** The tracks of a campaign's audiences, newest first. */
export async function couponTracks(db: Queryable, couponCampaignId: number): Promise<CouponTrackRecord[]> {
  const { rows } = await db.query<CouponTrackRecord>(
    `SELECT t.audience_id, t.track_date, t.segment_row_count_unique, t.source_file_row_count
       FROM ${SCHEMA}.audience_tracks t JOIN ${SCHEMA}.audiences a ON a.id = t.audience_id
      WHERE a.coupon_campaign_id = $1 ORDER BY t.track_date DESC, t.id DESC`,
    [couponCampaignId],
  );
  return rows;
}

export type CouponDayRecord = { day: string; issued: number; reserved: number; redeemed: number };

/** coupon_daily_stats of a campaign, day ascending, optionally within [from, to]. */
export async function couponDailyStats(db: Queryable, couponCampaignId: number, from?: string, to?: string): Promise<CouponDayRecord[]> {
  const { rows } = await db.query<CouponDayRecord>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, issued, reserved, redeemed FROM ${SCHEMA}.coupon_daily_stats
      WHERE coupon_campaign_id = $1 AND ($2::date IS NULL OR day >= $2::date) AND ($3::date IS NULL OR day <= $3::date)
      ORDER BY day`,
    [couponCampaignId, from ?? null, to ?? null],
  );
  return rows;
}

/** What the user_id rule reads of segments: type, stored definition. */
export type SegmentDefinitionRecord = { code: string; segment_type_id: number; definition: Record<string, unknown> | null };

export async function segmentDefinitions(db: Queryable, codes: readonly string[]): Promise<SegmentDefinitionRecord[]> {
  if (codes.length === 0) return [];
  const { rows } = await db.query<SegmentDefinitionRecord>(
    `SELECT code, segment_type_id, definition FROM ${SCHEMA}.segments WHERE code = ANY($1::text[])`,
    [codes],
  );
  return rows;
}

/** Companies whose talonone_coupons flag is on. */
export async function companiesWithCoupons(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ company_code: string }>(
    `SELECT company_code FROM ${SCHEMA}.company_flags WHERE talonone_coupons = '1' ORDER BY company_code`,
  );
  return rows.map((r) => r.company_code);
}
