import DataLoader from 'dataloader';
import { GraphQLError } from 'graphql';
import { RestClient, type RestClientOptions } from '@inca/rest-client';
import type { RequestOf } from '@inca/contracts';
import * as api from '@inca/contracts/audience-management';
import { COUPON_MESSAGES } from '@inca/domain';
import type { AudienceDto, CouponDayStatsDto, CouponRowDto, CouponTimelineDto, TalonOneCouponCampaignDto } from './models.ts';

export type { CouponDayStatsDto, CouponRowDto, CouponTimelineDto, TalonOneCouponCampaignDto } from './models.ts';

/**
 * A coupon campaign as the subgraph resolves it: the campaign fields (from a list row or the retrieve answer)
 * and its Talon.One audience row. `detail` is present once the retrieve answer was read.
 */
export type CouponCampaignDto = {
  id: string;
  row: CouponRowDto;
  detail?: { estados: CouponTimelineDto[]; stats: CouponDayStatsDto[] };
};

export type CouponCampaignPageDto = { rows: CouponCampaignDto[]; total: number; page: number; pageSize: number };

type RetrieveAnswer = api.CouponRetrieveDto;
/** The list's filter as the service's list takes it (without the page). */
export type CouponListParams = Omit<NonNullable<RequestOf<typeof api.listCoupons>['query']>, 'page' | 'page_size'>;

export const COUPON_NOT_FOUND = 'La campaña de cupones no existe.';

/** The campaign of a retrieve answer: its own fields over its Talon.One audience row (the first one). */
function campaignOf(id: string, data: RetrieveAnswer): CouponCampaignDto {
  const rows = data.rows ?? [];
  const row = rows.find((r) => r.ads_platform_code === 'talonone') ?? rows[0];
  if (!row) throw new GraphQLError(COUPON_NOT_FOUND, { extensions: { code: 'NOT_FOUND' } });
  const { rows: _rows, estados, tracks: _tracks, stats, ...campaign } = data;
  const merged = { ...row } as CouponRowDto & Record<string, unknown>;
  // Campaign fields win over the row's copies (they are the campaign's own record); row-only fields stay.
  for (const [key, value] of Object.entries(campaign))
    if (value !== undefined && value !== null && !(key in AUDIENCE_ONLY)) merged[key] = value;
  return { id, row: merged, detail: { estados: estados ?? [], stats: stats ?? [] } };
}

/** Fields that describe the audience row, never overwritten by the campaign record's fields of the same name. */
const AUDIENCE_ONLY: Record<string, true> = {
  id: true,
  custom_audience_id: true,
  assignment_status_code: true,
  assignment_status_name: true,
  assignment_status_date: true,
  is_enabled: true,
};

/** The campaign's Talon.One audience row as an AudienceDto, so that the Audience resolvers apply to it unchanged. */
export function audienceOf(row: CouponRowDto): AudienceDto {
  return {
    id: row.id,
    custom_audience_id: row.custom_audience_id ?? String(row.id),
    custom_audience_name: row.custom_coupons_name,
    custom_audience_description: row.custom_coupons_description ?? '',
    company_code: row.company_code,
    company_name: row.company_name,
    company_alias: row.company_alias ?? undefined,
    segment_code: row.segment_code,
    segment_name: row.segment_name ?? undefined,
    segment_row_count_unique: row.segment_size ?? 0,
    ads_platform_code: row.ads_platform_code,
    ads_platform_name: row.ads_platform_name,
    ads_account_code: row.ads_account_code,
    ads_account_name: row.ads_account_name ?? undefined,
    assignment_status_code: row.assignment_status_code,
    assignment_status_name: row.assignment_status_name ?? null,
    assignment_status_date: row.assignment_status_date,
    is_enabled: typeof row.is_enabled === 'boolean' ? (row.is_enabled ? '1' : '0') : row.is_enabled,
    requested: row.requested ?? false,
    to_update: row.to_update ?? false,
    frequency: row.frequency ?? '1_DAY',
    update_date_number: row.update_date_number ?? null,
    start_date: row.start_date,
    end_date: row.end_date,
    created_date: row.created_date,
    last_process_date: row.last_process_date ?? null,
    source_file_name: row.source_file_name ?? null,
    source_file_row_count: row.source_file_row_count ?? 0,
    segment_size: row.segment_size,
    audience_match_count: row.audience_match_count,
    match_data: row.match_data ?? (row.audience_match_count == null ? null : { num_received: row.audience_match_count }),
    talonone_application_id: row.talonone_application_id,
    talonone_campaign_id: row.talonone_campaign_id,
    can_edit: row.can_edit,
    can_delete: row.can_delete,
    can_toggle: row.can_toggle,
    can_resend: row.can_resend,
    can_update_frequency: row.can_update_frequency,
    can_bill: false,
    can_see_images: false,
  } as AudienceDto;
}

/**
 * The coupon calls of audience-management (/work/brief/coupons-contract.md). One instance per GraphQL request:
 * a list page is one call (its audiences included); the detail reads one retrieve per campaign.
 */
export class CouponsClient {
  private readonly rest: RestClient;

  constructor(options: RestClientOptions) {
    this.rest = new RestClient(options);
  }

  /** One page of the visible coupon campaigns, newest first. */
  async list(params: CouponListParams, page: number, pageSize: number): Promise<CouponCampaignPageDto> {
    const answer = await this.rest.call(api.listCoupons, { query: { ...params, page, page_size: pageSize } });
    const rows = answer.data.map((row) => ({ id: String(row.custom_coupons_id), row }));
    for (const campaign of rows) this.summaryById.prime(campaign.id, campaign);
    return { rows, total: answer.total ?? rows.length, page, pageSize };
  }

  /** A campaign with its timeline and stats (GET /{id}/retrieve); one call per campaign. */
  readonly byId = new DataLoader<string, CouponCampaignDto>((ids) =>
    Promise.all(
      ids.map(async (id) => {
        const { data } = await this.rest.call(api.retrieveCoupons, { params: { id } });
        return campaignOf(id, data);
      }),
    ),
  );

  /** Campaigns already read from a list page, else retrieved. */
  readonly summaryById = new DataLoader<string, CouponCampaignDto>((ids) => Promise.all(ids.map((id) => this.byId.load(id))));

  async stats(id: string, from?: string | null, to?: string | null): Promise<CouponDayStatsDto[]> {
    return (await this.rest.call(api.couponStats, { params: { id }, query: { from: from ?? undefined, to: to ?? undefined } })).data;
  }

  async talonOneCampaigns(companyCode: string, adsAccountCode: string, applicationId: string): Promise<TalonOneCouponCampaignDto[]> {
    const body = { company_code: companyCode, platform: 'talonone', ads_account_code: adsAccountCode, application_id: applicationId };
    return (await platformCall(this.rest.call(api.listCouponTalonOneCampaigns, { body }))).data;
  }

  /**
   * check-segmento-coupons: the user_id rule's refusal (400 with its message) is the answer valid false; any
   * other refusal (scope, flag, an account without Talon One) stays an error with its code.
   */
  async checkSegment(
    companyCode: string,
    segmentCode: string,
    adsAccountCode: string,
  ): Promise<{ valid: boolean; message: string | null }> {
    try {
      const { data } = await this.rest.call(api.checkCouponSegment, {
        body: { segment_code: segmentCode, company_code: companyCode, ads_account_code: adsAccountCode },
      });
      return { valid: data?.valid !== false, message: null };
    } catch (error) {
      if (error instanceof GraphQLError && Number(error.extensions?.status) === 400 && error.message === COUPON_MESSAGES.userIdSegment)
        return { valid: false, message: error.message };
      throw error;
    }
  }

  // ───────────── writes ─────────────

  async create(body: Record<string, unknown>): Promise<CouponCampaignDto> {
    const { data } = await this.rest.call(api.createCoupons, { body: body as api.CreateCouponInput });
    const id = String(data.custom_coupons_id);
    return this.byId.clear(id).load(id);
  }

  async updateDates(id: string, startDate: string, endDate: string): Promise<CouponCampaignDto> {
    await this.rest.call(api.updateCouponDates, { params: { id }, body: { start_date: startDate, end_date: endDate } });
    this.summaryById.clear(id);
    return this.byId.clear(id).load(id);
  }

  async resend(id: string): Promise<CouponCampaignDto> {
    await this.rest.call(api.resendCoupons, { body: { custom_coupons_id: id } });
    this.summaryById.clear(id);
    return this.byId.clear(id).load(id);
  }
}

/** A call the service answers by asking Talon.One: its 5xx Spanish message reaches the user (SERVICE_UNAVAILABLE). */
async function platformCall<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    const status = error instanceof GraphQLError ? Number(error.extensions?.status) : Number.NaN;
    if (error instanceof GraphQLError && status >= 500 && status < 600) {
      throw new GraphQLError(error.message, { extensions: { ...error.extensions, code: 'SERVICE_UNAVAILABLE' } });
    }
    throw error;
  }
}
