import { z } from 'zod';
import { ANALYTICS_REPORTS, DEFAULT_REPORT_MODULE, REPORT_MESSAGES, REPORT_TYPES, isUpdateHour, linkSuitsType } from '@inca/domain';
import { isoDateField, multiLineText, singleLineText, textField } from '@inca/service-kit';

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
    code: textField({ label: 'El código', kind: 'code', required, trim: true }).pipe(z.string().min(1, required).regex(/^[A-Za-z0-9_-]{1,60}$/, REPORT_MESSAGES.code)),
    title: textField({ label: 'El título', kind: 'name', required, trim: true }).pipe(z.string().min(1, required).max(120)),
    // Missing is one message, a wrong value another; the lower-case values of older clients still read.
    type: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
      z.enum(REPORT_TYPES, { error: (issue) => (issue.input === undefined || issue.input === null || issue.input === '' ? required : REPORT_MESSAGES.type) }),
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
export type ReportFields = z.infer<typeof reportFields>;

export const createInput = body(reportFields);
export const updateInput = body(z.intersection(z.object({ id: reportId }), reportFields));

/** Filters a built-in report accepts beside its signed params. */
export const reportFilters = z
  .object({
    company_code: z.string().regex(/^[0-9]{3}$/, 'Código de empresa inválido.').optional(),
    from: isoDateField().optional(),
    to: isoDateField().optional(),
    platform: z.enum(['gads', 'fbk', 'tiktok', 'salesforce', 'talonone', 'criteo', 'adobe'], { message: 'Plataforma inválida.' }).optional(),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { message: 'La fecha desde no puede ser posterior a la fecha hasta.' });
export type ReportFilters = z.infer<typeof reportFilters>;

export const generateParamInput = body(z.object({ filters: reportFilters.default({}) }).default({ filters: {} }));
export const reportDataInput = body(
  z.object({
    report: z.enum(ANALYTICS_REPORTS, { message: REPORT_MESSAGES.notFound }),
    params: z.string({ message: REPORT_MESSAGES.badParams }).max(4000, REPORT_MESSAGES.badParams),
    filters: reportFilters.default({}),
  }),
);
