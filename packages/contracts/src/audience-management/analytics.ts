import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { operation } from '../operation.ts';
import { companyCodeSchema, isoDateField, requiredCsvQuery } from '../fields.ts';
import { AUDIENCE_PLATFORMS } from './audiences.ts';

/** The figures the built-in reports draw (read-only), for companies in the caller's scope and a date range. */

export const analyticsQuery = z
  .object({
    company_code: requiredCsvQuery(companyCodeSchema, 'Debe indicar al menos una empresa.', 50),
    from: isoDateField(),
    to: isoDateField(),
    platform: z.enum(AUDIENCE_PLATFORMS, { message: 'Plataforma inválida.' }).optional(),
  })
  .refine((q) => q.from <= q.to, { message: 'La fecha desde no puede ser posterior a la fecha hasta.' });

export const analyticsDataDto = z.object({
  createdByMonth: z.array(z.object({ month: z.string(), platform: z.string(), count: z.number() })),
  statusByPlatform: z.array(z.object({ platform: z.string(), status: z.string(), status_name: z.string(), count: z.number() })),
  publishedByMonth: z.array(z.object({ month: z.string(), platform: z.string(), runs: z.number(), sent: z.number(), matched: z.number() })),
  billing: z.array(
    z.object({ company_code: z.string(), company_name: z.string(), platform: z.string(), total_match: z.number(), uploaded: z.number() }),
  ),
  segmentReach: z.array(z.object({ company_code: z.string(), company_name: z.string(), segments: z.number(), customers: z.number() })),
  /** Talon.One coupons of the companies' coupon campaigns per day (coupon_daily_stats): issued, reserved, redeemed. */
  couponsByDay: z.array(
    z.object({
      day: z.string(),
      company_code: z.string(),
      company_name: z.string(),
      issued: z.number(),
      reserved: z.number(),
      redeemed: z.number(),
    }),
  ),
});
export type AnalyticsData = z.output<typeof analyticsDataDto>;

export const getAnalyticsReportData = operation({
  method: 'GET',
  path: '/audience-management/analytics/report-data',
  query: analyticsQuery,
  response: envelope(analyticsDataDto),
});
