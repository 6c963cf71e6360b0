import { z } from 'zod';
import { COUPON_MESSAGES } from '@inca/domain';
import { companyCodeSchema, csvQuery, intField, isoDateField, multiLineText, searchText, singleLineText } from '@inca/service-kit';

/**
 * Request schemas of the coupon calls: the input policy of @inca/service-kit at the edge (types,
 * control characters, lengths); the §5 coupon rules of @inca/domain run after, with their messages.
 */

const required = COUPON_MESSAGES.required;
/** A code-like text (account, application, campaign, dates as sent), optional: the domain rule says what is missing. */
const code = (label: string) => singleLineText(label, 'code').nullish();
/** A limit: a number or a numeric-looking string (the domain rule checks range and decimals). */
const limit = z.union([z.number(), z.string().max(20), z.null()]).optional();
const platformList = z.union([singleLineText('La plataforma', 'code'), z.array(singleLineText('La plataforma', 'code')).max(7), z.null()]).optional();

/** custom_coupons_id: the campaign's id as text (digits). */
export const couponIdSchema = z
  .union([z.number({ message: COUPON_MESSAGES.notFound }), z.string({ message: COUPON_MESSAGES.notFound }).regex(/^\d{1,16}$/, COUPON_MESSAGES.notFound)], {
    message: COUPON_MESSAGES.notFound,
  })
  .transform(Number)
  .refine((n) => Number.isSafeInteger(n) && n >= 1, COUPON_MESSAGES.notFound);

export const createBody = z.object({
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
    .object({ application_id: z.union([code('La aplicación'), z.number()]).optional(), campaign_id: z.union([code('La campaña'), z.number()]).optional() }, { message: required })
    .nullish(),
  platform: platformList,
  ads_account_code: code('La cuenta publicitaria'),
});
export type CreateCouponBody = z.infer<typeof createBody>;

/** Only the dates are read; anything else in the body is ignored (the edit form sends only dates, §5). */
export const updateBody = z.object({ start_date: code('La fecha de inicio'), end_date: code('La fecha de fin') });

export const resendBody = z.object({ custom_coupons_id: couponIdSchema });

export const talonOneBody = z.object({
  company_code: companyCodeSchema,
  platform: platformList,
  ads_account_code: singleLineText('La cuenta publicitaria', 'code', { required }),
  application_id: z.union([code('La aplicación'), z.number()]).optional(),
});

export const checkSegmentBody = z.object({
  segment_code: singleLineText('El segmento', 'code', { required }),
  company_code: companyCodeSchema,
  ads_account_code: code('La cuenta publicitaria'),
  domain: singleLineText('El dominio', 'code').nullish(),
});

const isoDate = isoDateField().optional();
const enabled = z
  .enum(['true', 'false', '1', '0'], { message: 'Valor inválido: use true o false.' })
  .optional()
  .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1'));

export const listQuery = z
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
  .refine((q) => !q.created_from || !q.created_to || q.created_from <= q.created_to, 'La fecha de creación inicial debe ser anterior a la final.');

export const statsQuery = z
  .object({ from: isoDate, to: isoDate })
  .refine((q) => !q.from || !q.to || q.from <= q.to, 'La fecha inicial debe ser anterior a la final.');
