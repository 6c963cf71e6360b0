import { z } from 'zod';
import { COUPON_MESSAGES } from '@inca/domain';
import { envelope } from '../envelope.ts';
import { operation } from '../operation.ts';
import { companyCodeSchema, csvQuery, intField, isoDateField, multiLineText, searchText, singleLineText } from '../fields.ts';
import { matchShapeDto, num } from './rows.ts';

/**
 * The coupon calls of spec §7 (paths exact; update by custom_coupons_id designed). Request schemas are
 * the input policy at the edge; the §5 coupon rules of @inca/domain run after, with their messages.
 */

const P = '/audience-management/coupons';
const required = COUPON_MESSAGES.required;
/** A code-like text (account, application, campaign, dates as sent), optional: the domain rule says what is missing. */
const code = (label: string) => singleLineText(label, 'code').nullish();
/** A limit: a number or a numeric-looking string (the domain rule checks range and decimals). */
const limit = z.union([z.number(), z.string().max(20), z.null()]).optional();
const platformList = z
  .union([singleLineText('La plataforma', 'code'), z.array(singleLineText('La plataforma', 'code')).max(7), z.null()])
  .optional();

/** custom_coupons_id: the campaign's id as text (digits). */
export const couponIdSchema = z
  .union(
    [
      z.number({ message: COUPON_MESSAGES.notFound }),
      z.string({ message: COUPON_MESSAGES.notFound }).regex(/^\d{1,16}$/, COUPON_MESSAGES.notFound),
    ],
    {
      message: COUPON_MESSAGES.notFound,
    },
  )
  .transform(Number)
  .refine((n) => Number.isSafeInteger(n) && n >= 1, COUPON_MESSAGES.notFound);
const idParams = z.object({ id: couponIdSchema });

export const createCouponBody = z.object({
  segment_code: code('El segmento'),
  company_code: companyCodeSchema,
  coupons_name: singleLineText('El nombre', 'name').nullish(),
  coupons_description: multiLineText('La descripción').nullish(),
  coupons_start_date: code('La fecha de inicio'),
  coupons_end_date: code('La fecha de fin'),
  usage_limit: limit,
  discount_limit: limit,
  reservation_limit: limit,
  campaign: z
    .object(
      {
        application_id: z.union([code('La aplicación'), z.number()]).optional(),
        campaign_id: z.union([code('La campaña'), z.number()]).optional(),
      },
      { message: required },
    )
    .nullish(),
  platform: platformList,
  ads_account_code: code('La cuenta publicitaria'),
});
export type CreateCouponBody = z.output<typeof createCouponBody>;

/** Only the dates are read; anything else in the body is ignored (the edit form sends only dates, §5). */
export const updateCouponBody = z.object({ start_date: code('La fecha de inicio'), end_date: code('La fecha de fin') });
export const resendCouponBody = z.object({ custom_coupons_id: couponIdSchema });

export const talonOneBody = z.object({
  company_code: companyCodeSchema,
  platform: platformList,
  ads_account_code: singleLineText('La cuenta publicitaria', 'code', { required }),
  application_id: z.union([code('La aplicación'), z.number()]).optional(),
});
export type TalonOneBody = z.output<typeof talonOneBody>;

export const checkSegmentBody = z.object({
  segment_code: singleLineText('El segmento', 'code', { required }),
  company_code: companyCodeSchema,
  ads_account_code: code('La cuenta publicitaria'),
  domain: singleLineText('El dominio', 'code').nullish(),
});
export type CheckSegmentBody = z.output<typeof checkSegmentBody>;

const isoDate = isoDateField().optional();
const enabled = z
  .enum(['true', 'false', '1', '0'], { message: 'Valor inválido: use true o false.' })
  .optional()
  .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1'));

export const couponListQuery = z
  .object({
    company_code: csvQuery(companyCodeSchema),
    name: searchText('El nombre a buscar').optional(),
    status: csvQuery(singleLineText('El estado', 'code')),
    enabled,
    created_from: isoDate,
    created_to: isoDate,
    page: intField({ min: 1, max: 1_000_000, message: 'La página debe ser un número entero entre 1 y 1.000.000.' }).default(1),
    page_size: intField({ min: 1, max: 500, message: 'Las filas por página deben ser entre 1 y 500.' }).default(10),
  })
  .refine(
    (q) => !q.created_from || !q.created_to || q.created_from <= q.created_to,
    'La fecha de creación inicial debe ser anterior a la final.',
  );

export const couponStatsQuery = z
  .object({ from: isoDate, to: isoDate })
  .refine((q) => !q.from || !q.to || q.from <= q.to, 'La fecha inicial debe ser anterior a la final.');

// ───────────── answers ─────────────

const id = z.union([z.string(), z.number()]);
const flag = z.union([z.enum(['0', '1']), z.boolean()]);

/** A Talon.One campaign as the service answers it (talonone-campaigns) or keeps it (talonone_campaign). */
export const talonOneCouponCampaignDto = z.object({
  id: id.nullish(),
  applicationId: id.nullish(),
  name: z.string(),
  state: z.string().nullish(),
  couponSettings: z
    .object({ couponPattern: z.string().nullish(), validCharacters: z.union([z.array(z.string()), z.string()]).nullish() })
    .nullish(),
});
export type TalonOneCouponCampaignDto = z.output<typeof talonOneCouponCampaignDto>;

/** A coupon audience row (§3 coupon audience row + its campaign). */
export const couponRowDto = z.object({
  id,
  custom_audience_id: z.string().nullish(),
  custom_coupons_id: id,
  custom_coupons_name: z.string(),
  custom_coupons_description: z.string().nullish(),
  company_code: z.string(),
  company_name: z.string(),
  company_alias: z.string().nullish(),
  segment_code: z.string(),
  segment_name: z.string().nullish(),
  segment_type: id.nullish(),
  ads_platform_code: z.string(),
  ads_platform_name: z.string(),
  ads_account_code: z.string(),
  ads_account_name: z.string().nullish(),
  assignment_status_code: z.string(),
  assignment_status_name: z.string().nullish(),
  assignment_status_date: z.string(),
  is_enabled: flag,
  requested: flag.nullish(),
  to_update: flag.nullish(),
  frequency: z.string().nullish(),
  update_date_number: z.number().nullish(),
  created_date: z.string(),
  last_process_date: z.string().nullish(),
  start_date: z.string(),
  end_date: z.string(),
  usage_limit: num,
  discount_limit: num,
  reservation_limit: num,
  talonone_application_id: id,
  talonone_campaign_id: id,
  talonone_campaign: talonOneCouponCampaignDto.nullish(),
  source_file_name: z.string().nullish(),
  source_file_row_count: num.optional(),
  segment_size: num.optional(),
  audience_match_count: num.optional(),
  match_data: matchShapeDto.nullish(),
  can_edit: z.boolean(),
  can_delete: z.boolean(),
  can_toggle: z.boolean(),
  can_resend: z.boolean(),
  can_update_frequency: z.boolean(),
});
export type CouponRowDto = z.output<typeof couponRowDto>;

/** One entry of the estados of a campaign. */
export const couponTimelineDto = z.object({
  assignment_status_code: z.string(),
  assignment_status_name: z.string().nullish(),
  assignment_status_date: z.string(),
  ads_platform_code: z.string(),
  segment_row_count_unique: num.optional(),
  source_file_row_count: num.optional(),
  audience_match_count: num.optional(),
});
export type CouponTimelineDto = z.output<typeof couponTimelineDto>;
export const couponDayStatsDto = z.object({ day: z.string(), issued: num, reserved: num, redeemed: num });
export type CouponDayStatsDto = z.output<typeof couponDayStatsDto>;

/** The campaign record with its rows, timeline, tracks and daily stats (the fields of a row, maybe absent). */
export const couponRetrieveDto = couponRowDto.partial().extend({
  rows: z.array(couponRowDto).optional(),
  estados: z.array(couponTimelineDto).optional(),
  tracks: z.array(z.unknown()).optional(),
  stats: z.array(couponDayStatsDto).optional(),
});
export type CouponRetrieveDto = z.output<typeof couponRetrieveDto>;
const campaignRows = z.object({ custom_coupons_id: id, rows: z.array(couponRowDto) });
const withMessage = <T extends z.ZodType>(data: T) => envelope(data).extend({ message: z.string() });

export const listCoupons = operation({
  method: 'GET',
  path: `${P}/list`,
  query: couponListQuery,
  response: envelope(z.array(couponRowDto)).extend({ total: z.number(), page: z.number(), page_size: z.number() }),
});
export const createCoupons = operation({
  method: 'POST',
  path: `${P}/create`,
  body: createCouponBody,
  response: withMessage(campaignRows),
});
export const retrieveCoupons = operation({
  method: 'GET',
  path: `${P}/:id/retrieve`,
  params: idParams,
  response: envelope(couponRetrieveDto),
});
export const couponStats = operation({
  method: 'GET',
  path: `${P}/:id/stats`,
  params: idParams,
  query: couponStatsQuery,
  response: envelope(z.array(couponDayStatsDto)),
});
export const updateCouponDates = operation({
  method: 'PUT',
  path: `${P}/:id/update`,
  params: idParams,
  body: updateCouponBody,
  response: withMessage(campaignRows),
});
export const resendCoupons = operation({
  method: 'POST',
  path: `${P}/resend`,
  body: resendCouponBody,
  response: withMessage(campaignRows.extend({ resent: z.array(z.number()) })),
});
export const listCouponTalonOneApplications = operation({
  method: 'POST',
  path: `${P}/talonone-applications`,
  body: talonOneBody,
  response: envelope(z.array(z.object({ id: id.nullish(), name: z.string() }).passthrough())),
});
export const listCouponTalonOneCampaigns = operation({
  method: 'POST',
  path: `${P}/talonone-campaigns`,
  body: talonOneBody,
  response: envelope(z.array(talonOneCouponCampaignDto)),
});
export const checkCouponSegment = operation({
  method: 'POST',
  path: `${P}/check-segmento-coupons`,
  body: checkSegmentBody,
  response: envelope(z.object({ valid: z.boolean() }).passthrough()),
});

/** What a caller sends to create a campaign (before the service's parsing). */
export type CreateCouponInput = z.input<typeof createCouponBody>;
