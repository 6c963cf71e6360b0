import { z } from 'zod';
import { AUDIENCE_MESSAGES, BULK_UPDATE_MAX } from '@inca/domain';
import { companyCodeSchema, csvQuery, idField, intField, isoDateField, multiLineText, requiredCsvQuery, searchText, singleLineText, textField } from '@inca/service-kit';
import { AUDIENCE_SORTABLE } from './repository.ts';
import { segmentCodeSchema } from '../segments/schemas.ts';

/**
 * Request schemas of the audience calls: the input policy of @inca/service-kit at the edge (types,
 * control characters, lengths); the §5 rules with their spec messages run after, in audienceActions.
 */

const required = AUDIENCE_MESSAGES.required;
/** A code-like text (account, platform, enum values), optional. */
const code = (label: string) => singleLineText(label, 'code').nullish();
/** A date as the form sends it (YYYY-MM-DD, maybe followed by T…); the domain rule trims and checks it. */
const dateText = (label: string) => singleLineText(label, 'code').nullish();
/** An update day: a number, a numeric string or nothing (the domain rule gives the spec's message). */
const updateDay = z
  .union([z.number(), z.string().max(12), z.null()])
  .optional()
  .transform((v) => (v === null || v === undefined || v === '' ? null : Number(v)));
const recipients = z.union([textField({ label: 'Los destinatarios', max: 13_000 }), z.array(textField({ label: 'El destinatario', kind: 'email' })).max(50), z.null()]).optional();
/** An audience id in a body: a whole number or a numeric string (never true, [5] or 1e3). */
const idLike = (message: string) =>
  z
    .union([z.number({ message }), z.string({ message }).regex(/^\d{1,16}$/, message)], { message })
    .transform(Number)
    .refine((n) => Number.isSafeInteger(n) && n >= 1, message);

export const audienceIdParam = idField(AUDIENCE_MESSAGES.notFound);
const customAudienceIdBody = z.object({ custom_audience_id: idLike(AUDIENCE_MESSAGES.notFound) });
const adsAudienceIdBody = z.object({ ads_audience_id: idLike(AUDIENCE_MESSAGES.notFound) });
export const audienceIdBody = <F extends 'custom_audience_id' | 'ads_audience_id'>(field: F) =>
  (field === 'custom_audience_id' ? customAudienceIdBody : adsAudienceIdBody) as unknown as z.ZodType<Record<F, number>>;

const audienceFields = {
  segment_code: singleLineText('El segmento', 'code', { required }),
  company_code: companyCodeSchema,
  audience_name: singleLineText('El nombre', 'name', { required }),
  audience_description: multiLineText('La descripción', { required }),
  audience_frequency_code: code('La frecuencia'),
  audience_start_date: dateText('La fecha de inicio'),
  audience_end_date: dateText('La fecha de fin'),
  audience_update_date_number: updateDay,
  ads_account_code: singleLineText('La cuenta publicitaria', 'code', { required }),
};

export const createBody = z.object({
  payload: z.object(
    {
      ...audienceFields,
      platform: z.array(singleLineText('La plataforma', 'code'), { message: AUDIENCE_MESSAGES.platformRequired }).max(7),
      salesforce_automation: z.union([z.number(), z.string().max(20), z.null()]).optional(),
      recipients,
      dataset_adobe: code('El dataset'),
      table_adobe: code('La tabla'),
      nombre_var_adobe: singleLineText('La variable', 'name').nullish(),
      audience_type_google: code('El tipo de audiencia'),
      app_id: singleLineText('El ID de la aplicación', 'name').nullish(),
      app_id_type: code('El tipo de ID de la aplicación'),
      talonone_application_id: code('La aplicación'),
      talonone_campaign_id: code('La campaña'),
    },
    { message: 'Falta el campo payload.' },
  ),
});
export type CreatePayload = z.infer<typeof createBody>['payload'];

export const automationBody = z.object({ ...audienceFields, platform: z.union([code('La plataforma'), z.array(singleLineText('La plataforma', 'code')).max(7)]) });
export type AutomationPayload = z.infer<typeof automationBody>;

export const editBody = z.object({
  custom_audience_name: singleLineText('El nombre', 'name', { required }),
  custom_audience_description: multiLineText('La descripción', { required }),
  start_date: dateText('La fecha de inicio'),
  end_date: dateText('La fecha de fin'),
  frequency: code('La frecuencia'),
  update_date_number: updateDay,
  recipients,
});
export type EditPayload = z.infer<typeof editBody>;

export const bulkBody = z.object({
  custom_audience_ids: z.array(idLike(AUDIENCE_MESSAGES.notFound), { message: AUDIENCE_MESSAGES.bulkSelection }).max(BULK_UPDATE_MAX),
  end_date: dateText('La fecha de fin'),
  frequency: code('La frecuencia'),
  audience_update_date_number: updateDay,
});

export const billingListBody = z.object({
  ads_audience_id: idLike(AUDIENCE_MESSAGES.notFound),
  process_date: isoDateField().nullish(),
});

/** The billing batch reads: many audiences in one call (at most 500, as AUDIENCE_BATCH_MAX below). */
const adsAudienceIds = z
  .array(idLike(AUDIENCE_MESSAGES.notFound), { message: 'Debe indicar al menos un identificador.' })
  .min(1, 'Debe indicar al menos un identificador.')
  .max(500, 'Se pueden consultar hasta 500 audiencias a la vez.');
export const billingBatchBody = z.object({ ads_audience_ids: adsAudienceIds });
export const billingListBatchBody = z.object({ ads_audience_ids: adsAudienceIds, process_date: isoDateField().nullish() });

const isoDate = isoDateField().optional();
const bool = z.enum(['true', 'false'], { message: 'Valor inválido: use true o false.' }).optional();

export const listQuery = z
  .object({
    company_code: csvQuery(companyCodeSchema),
    name: searchText('El nombre a buscar').optional(),
    platform: csvQuery(z.enum(['gads', 'fbk', 'tiktok', 'salesforce', 'talonone', 'criteo', 'adobe'], { message: 'Plataforma inválida.' })),
    status: csvQuery(singleLineText('El estado', 'code')),
    enabled: bool,
    requested: bool,
    created_from: isoDate,
    created_to: isoDate,
    sort: z.enum(Object.keys(AUDIENCE_SORTABLE) as [keyof typeof AUDIENCE_SORTABLE], { message: 'Orden inválido.' }).default('created_date'),
    order: z.enum(['asc', 'desc']).default('desc'),
    page: intField({ min: 1, max: 1_000_000, message: 'La página debe ser un número entero entre 1 y 1.000.000.' }).optional(),
    page_size: intField({ min: 1, max: 5_000, message: 'Las filas por página deben ser entre 1 y 5.000.' }).optional(),
  })
  .refine((q) => !q.created_from || !q.created_to || q.created_from <= q.created_to, 'La fecha de creación inicial debe ser anterior a la final.');

/** Most ids or codes a batch call takes (the subgraph's loaders send at most this many per call). */
export const AUDIENCE_BATCH_MAX = 500;
export const idsQuery = requiredCsvQuery(idField(AUDIENCE_MESSAGES.notFound), 'Debe indicar al menos un identificador.', AUDIENCE_BATCH_MAX);
export const segmentCodesQuery = requiredCsvQuery(segmentCodeSchema, 'Debe indicar al menos un código.', AUDIENCE_BATCH_MAX);

export const pageQuery = z.object({
  page: intField({ min: 1, max: 1_000_000, message: 'La página debe ser un número entero entre 1 y 1.000.000.' }).default(1),
  page_size: intField({ min: 1, max: 500, message: 'Las filas por página deben ser entre 1 y 500.' }).default(10),
});

export const offeredSegmentsQuery = z.object({
  company_code: companyCodeSchema,
  type: singleLineText('El tipo de segmento', 'code').optional(),
  name: searchText('El nombre a buscar').optional(),
});

export const talonOneQuery = z.object({
  company_code: companyCodeSchema,
  ads_account_code: singleLineText('La cuenta publicitaria', 'code', { required }),
  platform: z.literal('talonone', { message: 'La plataforma debe ser talonone.' }).default('talonone'),
  application_id: singleLineText('La aplicación', 'code').optional(),
});
