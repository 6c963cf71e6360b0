import { z } from 'zod';
import { ANALYTICS_REPORTS, DEFAULT_REPORT_MODULE, REPORT_MESSAGES, REPORT_TYPES, isUpdateHour, linkSuitsType } from '@inca/domain';
import { analyticsDataDto } from './audience-management/analytics.ts';
import { successEnvelope } from './envelope.ts';
import { isoDateField, multiLineText, singleLineText, textField } from './fields.ts';
import { operation } from './operation.ts';

/** The reports service (spec reports §7): report management and the company-wide analytics reports. Every call is a POST whose body carries `data`. */

const required = REPORT_MESSAGES.required;
const moduleField = singleLineText('El módulo', 'code', { trim: true }).pipe(z.string().regex(/^[a-z0-9-]{1,60}$/, 'Módulo inválido.'));
const reportId = z.string({ message: required }).regex(/^report_[0-9]{1,20}$/, REPORT_MESSAGES.notFound);

/** Every body of the reports service may carry the spec's login block; only `data` is read. */
const body = <T extends z.ZodType>(data: T) => z.object({ data }).passthrough();

export const getAllInput = body(z.object({ module: moduleField.optional() }).default({ module: undefined }));
export const getInput = body(z.object({ id: reportId }));
export const deleteInput = getInput;

/** The report form (spec §5): every field required; links must suit the type. */
export const reportFields = z
  .object({
    code: textField({ label: 'El código', kind: 'code', required, trim: true }).pipe(
      z
        .string()
        .min(1, required)
        .regex(/^[A-Za-z0-9_-]{1,60}$/, REPORT_MESSAGES.code),
    ),
    title: textField({ label: 'El título', kind: 'name', required, trim: true }).pipe(z.string().min(1, required).max(120)),
    // Missing is one message, a wrong value another; the lower-case values of older clients still read.
    type: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
      z.enum(REPORT_TYPES, {
        error: (issue) => (issue.input === undefined || issue.input === null || issue.input === '' ? required : REPORT_MESSAGES.type),
      }),
    ),
    description: multiLineText('La descripción', { required, trim: true }).pipe(z.string().min(1, required)),
    all_permission: z.boolean({ message: required }),
    link: textField({ label: 'El enlace', max: 2000, required, trim: true }).pipe(z.string().min(1, required)),
    update_hours: z
      .array(z.string().refine(isUpdateHour, REPORT_MESSAGES.hour), { message: REPORT_MESSAGES.updateHours })
      .min(1, REPORT_MESSAGES.updateHours)
      .max(24)
      .transform((hours) => [...new Set(hours)].sort()),
    maintenance: z.boolean({ message: required }),
    organizations: z
      .array(z.string().regex(/^[0-9]{3}$/, REPORT_MESSAGES.organizations))
      .max(100)
      .default([])
      .transform((codes) => [...new Set(codes)].sort()),
    module: moduleField.default(DEFAULT_REPORT_MODULE),
  })
  .superRefine((value, ctx) => {
    if (!linkSuitsType(value.type, value.link)) ctx.addIssue({ code: 'custom', path: ['link'], message: REPORT_MESSAGES.link });
  });
export type ReportFields = z.output<typeof reportFields>;
/** The report form as a caller sends it. */
export type ReportFieldsInput = z.input<typeof reportFields>;

export const createInput = body(reportFields);
export const updateInput = body(z.intersection(z.object({ id: reportId }), reportFields));

/** Filters a built-in report accepts beside its signed params. */
export const reportFilters = z
  .object({
    company_code: z
      .string()
      .regex(/^[0-9]{3}$/, 'Código de empresa inválido.')
      .optional(),
    from: isoDateField().optional(),
    to: isoDateField().optional(),
    platform: z
      .enum(['gads', 'fbk', 'tiktok', 'salesforce', 'talonone', 'criteo', 'adobe'], { message: 'Plataforma inválida.' })
      .optional(),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { message: 'La fecha desde no puede ser posterior a la fecha hasta.' });
export type ReportFilters = z.output<typeof reportFilters>;
export type ReportFiltersInput = z.input<typeof reportFilters>;
export type { AnalyticsReport, ReportType } from '@inca/domain';

export const generateParamInput = body(z.object({ filters: reportFilters.default({}) }).default({ filters: {} }));
export const reportDataInput = body(
  z.object({
    report: z.enum(ANALYTICS_REPORTS, { message: REPORT_MESSAGES.notFound }),
    params: z.string({ message: REPORT_MESSAGES.badParams }).max(4000, REPORT_MESSAGES.badParams),
    filters: reportFilters.default({}),
  }),
);

const reportType = z.enum(REPORT_TYPES);
const analyticsReport = z.enum(ANALYTICS_REPORTS);

/** A report of the management list (timestamps as PostgreSQL writes them). */
export const reportDto = z.object({
  id: z.string(),
  code: z.string(),
  title: z.string(),
  type: reportType,
  description: z.string(),
  link: z.string(),
  module: z.string(),
  all_permission: z.boolean(),
  update_hours: z.array(z.string()),
  maintenance: z.boolean(),
  organizations: z.array(z.string()),
  created_user: z.string(),
  created_date: z.string(),
  updated_user: z.string(),
  updated_date: z.string(),
});
export type ReportDto = z.output<typeof reportDto>;

/** What a report opens in: hosted reports their URL with signed params, built-in (INCA) ones the report's name. */
export const reportFrameDto = z.object({
  type: reportType,
  url: z.string().nullable(),
  params: z.string(),
  built_in: analyticsReport.nullable(),
});
export type ReportFrameDto = z.output<typeof reportFrameDto>;
/** A report as `get` answers it: with its frame. */
export const openedReportDto = reportDto.extend({ frame: reportFrameDto });
export type OpenedReportDto = z.output<typeof openedReportDto>;

/** Where each analytics report is hosted (null: not open to the caller or not configured), and each one's type. */
export const analyticsLinksDto = z.object({
  omnicanal: z.string().nullable(),
  performance: z.string().nullable(),
  monetization: z.string().nullable(),
  quality_shared: z.string().nullable(),
  types: z.partialRecord(analyticsReport, reportType),
});
export type AnalyticsLinksDto = z.output<typeof analyticsLinksDto>;

/** The figures of a built-in report for the companies and dates it was drawn for. */
export const builtInReportDto = z.object({
  report: analyticsReport,
  companies: z.array(z.string()),
  from: z.string(),
  to: z.string(),
  platform: z.string().nullable(),
  // Absent from an audience-management that predates coupon figures.
  figures: analyticsDataDto.extend({ couponsByDay: analyticsDataDto.shape.couponsByDay.optional() }),
});
export type BuiltInReportDto = z.output<typeof builtInReportDto>;

const R = '/reports';
export const listReports = operation({
  method: 'POST',
  path: `${R}/module-dashboard/get-all`,
  body: getAllInput,
  response: successEnvelope(z.array(reportDto)),
});
export const getReport = operation({
  method: 'POST',
  path: `${R}/module-dashboard/get`,
  body: getInput,
  response: successEnvelope(openedReportDto),
});
export const createReport = operation({
  method: 'POST',
  path: `${R}/module-dashboard/create`,
  body: createInput,
  response: successEnvelope(reportDto),
});
export const updateReport = operation({
  method: 'POST',
  path: `${R}/module-dashboard/update`,
  body: updateInput,
  response: successEnvelope(reportDto),
});
export const deleteReport = operation({
  method: 'POST',
  path: `${R}/module-dashboard/delete`,
  body: deleteInput,
  response: successEnvelope(z.object({ id: z.string() })),
});
export const getAnalyticsLinks = operation({
  method: 'POST',
  path: `${R}/aud_analytics/get_reports`,
  response: successEnvelope(analyticsLinksDto),
});
const signedParams = successEnvelope(z.object({ params: z.string() }));
/** Signed params for any analytics report the caller may open. */
export const generateParams = operation({
  method: 'POST',
  path: `${R}/aud_analytics/generate_param`,
  body: generateParamInput,
  response: signedParams,
});
/** Signed params for the share report (admin only). */
export const generateShareParams = operation({
  method: 'POST',
  path: `${R}/aud_analytics/generate_param/quality_shared`,
  body: generateParamInput,
  response: signedParams,
});
export const getBuiltInReport = operation({
  method: 'POST',
  path: `${R}/aud_analytics/report_data`,
  body: reportDataInput,
  response: successEnvelope(builtInReportDto),
});
