import { GraphQLError } from 'graphql';
import type {
  CouponCampaignPageResolvers,
  CouponCampaignResolvers,
  CouponDayStatsResolvers,
  CouponTimelineEntryResolvers,
  MutationResolvers,
  Platform,
  QueryResolvers,
  TalonOneCouponCampaignResolvers,
} from '../__generated__/resolvers-types.ts';
import type { SubgraphContext } from '../context.ts';
import { audienceOf, type CouponCampaignDto, type CouponDayStatsDto, type TalonOneCouponCampaignDto } from '../rest/CouponsClient.ts';
import { numberOf } from '../audiences/compute.ts';

const badInput = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
const iso = (value: string | null | undefined) => (value ? new Date(value).toISOString() : null);
/** Dates are sent and shown as the calendar day, the part before T. */
const day = (value: string) => String(value).split('T')[0]!.trim();
const toPlatform = (code: string) => code.toUpperCase() as Platform;
const intOf = (value: unknown): number | null => {
  const n = numberOf(value as never);
  return n == null ? null : Math.round(n);
};

/** The campaign's daily stats: from the retrieve answer already read, else one retrieve. */
async function statsOf(c: CouponCampaignDto, { coupons }: SubgraphContext): Promise<CouponDayStatsDto[]> {
  const detail = c.detail ?? (await coupons.byId.load(c.id)).detail;
  return [...(detail?.stats ?? [])].sort((a, b) => day(a.day).localeCompare(day(b.day)));
}

const sum = (rows: CouponDayStatsDto[], key: 'issued' | 'reserved' | 'redeemed') =>
  rows.reduce((total, r) => total + (intOf(r[key]) ?? 0), 0);

/** validCharacters may arrive as Talon.One's list or as one string of characters. */
const charactersOf = (value: string[] | string | null | undefined): string[] =>
  Array.isArray(value) ? value.map(String) : value ? [...String(value)] : [];

export const CouponCampaign: CouponCampaignResolvers = {
  __resolveReference: (reference, { coupons }) => coupons.byId.load(String(reference.id)),
  id: (c) => c.id,
  name: (c) => c.row.custom_coupons_name,
  description: (c) => c.row.custom_coupons_description ?? '',
  company: (c) => ({ code: c.row.company_code, name: c.row.company_name, alias: c.row.company_alias ?? undefined }),
  segment: async (c, _args, { segments }) => {
    const segment = await segments.byCode.load(c.row.segment_code);
    if (!segment) throw new GraphQLError('El segmento no existe o no tiene acceso a él.', { extensions: { code: 'NOT_FOUND' } });
    return segment;
  },
  adsAccount: async (c, _args, { audienceManagement }) => {
    const accounts = await audienceManagement.adsAccountsByCompany.load(c.row.company_code);
    const account = accounts.find((a) => a.technical_name === c.row.ads_account_code);
    if (!account) throw new GraphQLError('La cuenta publicitaria no existe.', { extensions: { code: 'NOT_FOUND' } });
    return account;
  },
  startDate: (c) => day(c.row.start_date),
  endDate: (c) => day(c.row.end_date),
  usageLimit: (c) => intOf(c.row.usage_limit) ?? 0,
  discountLimit: (c) => numberOf(c.row.discount_limit as never) ?? 0,
  reservationLimit: (c) => intOf(c.row.reservation_limit) ?? 0,
  talonOneApplicationId: (c) => String(c.row.talonone_application_id),
  talonOneCampaign: (c) => ({
    ...(c.row.talonone_campaign ?? { name: '' }),
    id: c.row.talonone_campaign_id,
    applicationId: c.row.talonone_application_id,
  }),
  audience: (c) => audienceOf(c.row),
  segmentSize: (c) => intOf(c.row.segment_size),
  sourceFileRowCount: (c) => intOf(c.row.source_file_row_count),
  sourceFileName: (c) => c.row.source_file_name ?? null,
  createdDate: (c) => iso(c.row.created_date)!,
  lastProcessDate: (c) => iso(c.row.last_process_date),
  timeline: async (c, _args, { coupons, audiences }) => {
    const detail = c.detail ?? (await coupons.byId.load(c.id)).detail;
    const states = await audiences.states();
    const names = new Map(states.map((s) => [s.code, s.name]));
    return [...(detail?.estados ?? [])]
      .sort((a, b) => new Date(b.assignment_status_date).getTime() - new Date(a.assignment_status_date).getTime())
      .map((e) => ({ ...e, assignment_status_name: e.assignment_status_name || names.get(e.assignment_status_code) || null }));
  },
  dailyStats: async (c, { from, to }, context) => {
    if (from || to) {
      if (from && to && day(from) > day(to)) throw badInput('La fecha inicial no puede ser posterior a la final.');
      return context.coupons.stats(c.id, from ? day(from) : null, to ? day(to) : null);
    }
    return statsOf(c, context);
  },
  couponsIssued: async (c, _args, context) => sum(await statsOf(c, context), 'issued'),
  couponsReserved: async (c, _args, context) => sum(await statsOf(c, context), 'reserved'),
  couponsRedeemed: async (c, _args, context) => sum(await statsOf(c, context), 'redeemed'),
};

export const CouponCampaignPage: CouponCampaignPageResolvers = {
  nodes: (p) => p.rows,
  totalCount: (p) => p.total,
};

export const CouponTimelineEntry: CouponTimelineEntryResolvers = {
  statusCode: (e) => e.assignment_status_code,
  statusName: (e) => e.assignment_status_name || 'INICIO',
  statusDate: (e) => iso(e.assignment_status_date)!,
  platform: (e) => toPlatform(e.ads_platform_code),
  uploadSize: (e) => numberOf(e.segment_row_count_unique as never) ?? 0,
  sourceFileRowCount: (e) => numberOf(e.source_file_row_count as never) ?? 0,
  matchSize: (e) => intOf(e.audience_match_count),
};

export const CouponDayStats: CouponDayStatsResolvers = {
  day: (s) => day(s.day),
  issued: (s) => intOf(s.issued) ?? 0,
  reserved: (s) => intOf(s.reserved) ?? 0,
  redeemed: (s) => intOf(s.redeemed) ?? 0,
};

export const TalonOneCouponCampaign: TalonOneCouponCampaignResolvers = {
  id: (c) => String(c.id ?? ''),
  applicationId: (c) => String(c.applicationId ?? ''),
  name: (c) => c.name ?? '',
  state: (c) => c.state ?? null,
  couponSettings: (c: TalonOneCouponCampaignDto) =>
    c.couponSettings
      ? { couponPattern: c.couponSettings.couponPattern ?? '', validCharacters: charactersOf(c.couponSettings.validCharacters) }
      : null,
};

export const couponQueries: Pick<QueryResolvers, 'couponCampaigns' | 'couponCampaign' | 'talonOneCouponCampaigns' | 'couponSegmentCheck'> =
  {
    couponCampaigns: (_root, { filter, page, pageSize }, { coupons }) => {
      const p = page ?? 1;
      const size = pageSize ?? 10;
      if (p < 1) throw badInput('La página debe ser 1 o mayor.');
      if (size < 1 || size > 100) throw badInput('El tamaño de página debe estar entre 1 y 100.');
      return coupons.list(
        {
          company_code: filter?.companyCode ?? undefined,
          name: filter?.name?.trim() || undefined,
          status: filter?.status ?? undefined,
          enabled: filter?.enabled == null ? undefined : filter.enabled ? '1' : '0',
          created_from: filter?.createdFrom ?? undefined,
          created_to: filter?.createdTo ?? undefined,
        },
        p,
        size,
      );
    },
    couponCampaign: (_root, { id }, { coupons }) => coupons.byId.load(id),
    talonOneCouponCampaigns: (_root, { companyCode, adsAccountCode, applicationId }, { coupons }) =>
      coupons.talonOneCampaigns(companyCode, adsAccountCode, applicationId),
    couponSegmentCheck: (_root, { companyCode, segmentCode, adsAccountCode }, { coupons }) =>
      coupons.checkSegment(companyCode, segmentCode, adsAccountCode),
  };

export const couponMutations: Pick<MutationResolvers, 'createCouponCampaign' | 'updateCouponCampaignDates' | 'resendCouponCampaign'> = {
  createCouponCampaign: (_root, { input }, { coupons }) =>
    coupons.create({
      segment_code: input.segmentCode,
      company_code: input.companyCode,
      coupons_name: input.name,
      coupons_description: input.description,
      coupons_start_date: day(input.startDate),
      coupons_end_date: day(input.endDate),
      usage_limit: input.usageLimit,
      discount_limit: input.discountLimit,
      reservation_limit: input.reservationLimit,
      campaign: { application_id: input.talonOneApplicationId, campaign_id: input.talonOneCampaignId },
      platform: input.platforms.map((p) => p.toLowerCase()),
      ads_account_code: input.adsAccountCode,
    }),
  updateCouponCampaignDates: (_root, { id, startDate, endDate }, { coupons }) => coupons.updateDates(id, day(startDate), day(endDate)),
  resendCouponCampaign: (_root, { id }, { coupons }) => coupons.resend(id),
};
