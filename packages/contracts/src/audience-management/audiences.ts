import { z } from 'zod';
import { AUDIENCE_MESSAGES, BULK_UPDATE_MAX } from '@inca/domain';
import { envelope } from '../envelope.ts';
import { operation } from '../operation.ts';
import {
  companyCodeSchema,
  csvQuery,
  idField,
  intField,
  isoDateField,
  multiLineText,
  requiredCsvQuery,
  searchText,
  singleLineText,
  textField,
} from '../fields.ts';
import { BATCH_MAX, audienceDto, matchShapeDto, num } from './rows.ts';
import { segmentCodeSchema } from './segments.ts';

/**
 * The audience calls of spec §7 (paths exact; designed ones in docs/architecture.md). Request
 * schemas are the input policy at the edge (types, control characters, lengths); the §5 rules
 * with their spec messages run after, in the service.
 */

const P = '/audience-management/audiences';
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
const recipients = z
  .union([
    textField({ label: 'Los destinatarios', max: 13_000 }),
    z.array(textField({ label: 'El destinatario', kind: 'email' })).max(50),
    z.null(),
  ])
  .optional();
/** An audience id in a body: a whole number or a numeric string (never true, [5] or 1e3). */
const idLike = (message: string) =>
  z
    .union([z.number({ message }), z.string({ message }).regex(/^\d{1,16}$/, message)], { message })
    .transform(Number)
    .refine((n) => Number.isSafeInteger(n) && n >= 1, message);

export const audienceIdParam = idField(AUDIENCE_MESSAGES.notFound);
const idParams = z.object({ id: audienceIdParam });
export const customAudienceIdBody = z.object({ custom_audience_id: idLike(AUDIENCE_MESSAGES.notFound) });
export const adsAudienceIdBody = z.object({ ads_audience_id: idLike(AUDIENCE_MESSAGES.notFound) });

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

export const createAudiencesBody = z.object({
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
export type CreatePayload = z.output<typeof createAudiencesBody>['payload'];

export const automationBody = z.object({
  ...audienceFields,
  platform: z.union([code('La plataforma'), z.array(singleLineText('La plataforma', 'code')).max(7)]),
});
export type AutomationPayload = z.output<typeof automationBody>;

export const editAudienceBody = z.object({
  custom_audience_name: singleLineText('El nombre', 'name', { required }),
  custom_audience_description: multiLineText('La descripción', { required }),
  start_date: dateText('La fecha de inicio'),
  end_date: dateText('La fecha de fin'),
  frequency: code('La frecuencia'),
  update_date_number: updateDay,
  recipients,
});
export type EditPayload = z.output<typeof editAudienceBody>;

export const bulkUpdateBody = z.object({
  custom_audience_ids: z.array(idLike(AUDIENCE_MESSAGES.notFound), { message: AUDIENCE_MESSAGES.bulkSelection }).max(BULK_UPDATE_MAX),
  end_date: dateText('La fecha de fin'),
  frequency: code('La frecuencia'),
  audience_update_date_number: updateDay,
});
export type BulkUpdatePayload = z.output<typeof bulkUpdateBody>;

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

/**
 * The columns the audience list sorts by, keyed by the graph's AudienceSortField: the browser and
 * the subgraph name the field, only the service (and this mapping) names the column.
 */
export const AUDIENCE_SORT_COLUMN = {
  CREATED_DATE: 'created_date',
  NAME: 'custom_audience_name',
  COMPANY: 'company_name',
  PLATFORM: 'ads_platform_code',
  STATUS: 'assignment_status_code',
  STATUS_DATE: 'assignment_status_date',
  START_DATE: 'start_date',
  END_DATE: 'end_date',
  LAST_PROCESS_DATE: 'last_process_date',
  MATCH_COUNT: 'audience_match_count',
  FREQUENCY: 'frequency',
} as const;
export type AudienceSortField = keyof typeof AUDIENCE_SORT_COLUMN;
export type AudienceSortColumn = (typeof AUDIENCE_SORT_COLUMN)[AudienceSortField];
export const AUDIENCE_SORTS = Object.values(AUDIENCE_SORT_COLUMN) as [AudienceSortColumn, ...AudienceSortColumn[]];
export const AUDIENCE_PLATFORMS = ['gads', 'fbk', 'tiktok', 'salesforce', 'talonone', 'criteo', 'adobe'] as const;

const isoDate = isoDateField().optional();
const bool = z.enum(['true', 'false'], { message: 'Valor inválido: use true o false.' }).optional();
const listFields = {
  company_code: csvQuery(companyCodeSchema),
  name: searchText('El nombre a buscar').optional(),
  platform: csvQuery(z.enum(AUDIENCE_PLATFORMS, { message: 'Plataforma inválida.' })),
  status: csvQuery(singleLineText('El estado', 'code')),
  enabled: bool,
  requested: bool,
  created_from: isoDate,
  created_to: isoDate,
  sort: z.enum(AUDIENCE_SORTS, { message: 'Orden inválido.' }).default('created_date'),
  order: z.enum(['asc', 'desc']).default('desc'),
};
const createdInOrder = (q: { created_from?: string; created_to?: string }) =>
  !q.created_from || !q.created_to || q.created_from <= q.created_to;
const createdOrderMessage = 'La fecha de creación inicial debe ser anterior a la final.';

export const audienceListQuery = z
  .object({
    ...listFields,
    page: intField({ min: 1, max: 1_000_000, message: 'La página debe ser un número entero entre 1 y 1.000.000.' }).optional(),
    page_size: intField({ min: 1, max: 5_000, message: 'Las filas por página deben ser entre 1 y 5.000.' }).optional(),
  })
  .refine(createdInOrder, createdOrderMessage);

/** A GraphQL name (NAME, GADS, DESC) as the column or code the list query takes; anything else unchanged. */
const fromGraph = (map: (value: string) => string | undefined) => (value: unknown) =>
  typeof value === 'string' ? (map(value) ?? value) : value;
const sortOf = fromGraph((v) => AUDIENCE_SORT_COLUMN[v as AudienceSortField]);
const lowerOf = fromGraph((v) => (/^[A-Z_,]+$/.test(v) ? v.toLowerCase() : undefined));

/**
 * lista_audiencias.xlsx: the list's filter and sort, every row. The browser reaches it through the
 * gateway and sends the graph's names (sort=NAME, order=DESC, platform=GADS,FBK); the service's own
 * names are still understood.
 */
export const audienceExportQuery = z
  .object({
    ...listFields,
    platform: z.preprocess(lowerOf, listFields.platform),
    sort: z.preprocess(sortOf, listFields.sort),
    order: z.preprocess(lowerOf, listFields.order),
  })
  .refine(createdInOrder, createdOrderMessage);

/** Most ids or codes a batch call takes (the subgraph's loaders send at most this many per call). */
export const AUDIENCE_BATCH_MAX = BATCH_MAX;
export const audienceIdsQuery = requiredCsvQuery(
  idField(AUDIENCE_MESSAGES.notFound),
  'Debe indicar al menos un identificador.',
  AUDIENCE_BATCH_MAX,
);
export const segmentCodesOfAudiencesQuery = requiredCsvQuery(segmentCodeSchema, 'Debe indicar al menos un código.', AUDIENCE_BATCH_MAX);
const idsQuery = z.object({ ids: audienceIdsQuery });

const pageFields = {
  page: intField({ min: 1, max: 1_000_000, message: 'La página debe ser un número entero entre 1 y 1.000.000.' }).default(1),
  page_size: intField({ min: 1, max: 500, message: 'Las filas por página deben ser entre 1 y 500.' }).default(10),
};
export const audiencePageQuery = z.object(pageFields);

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

// ───────────── answers ─────────────

/** An entry of an audience's status timeline (estados). */
export const audienceTimelineDto = z.object({
  id: z.union([z.string(), z.number()]).optional(),
  assignment_status_code: z.string(),
  assignment_status_name: z.string().nullable(),
  assignment_status_date: z.string(),
  audience_match_count: num.optional(),
  match_data: matchShapeDto.nullable(),
  segment_row_count_unique: num,
  source_file_row_count: num,
  message: z.string().nullish(),
});
export type AudienceTimelineDto = z.output<typeof audienceTimelineDto>;
export const audienceTrackDto = z.object({
  id: z.union([z.string(), z.number()]).optional(),
  track_date: z.string(),
  segment_row_count_unique: num,
  source_file_row_count: num,
});
export type AudienceTrackDto = z.output<typeof audienceTrackDto>;

/** A billing row (§3); `percentage`: its share of the rows answered together. */
export const billingRowDto = z.object({
  id: z.union([z.string(), z.number()]).optional(),
  company_name: z.string(),
  process_date: z.string(),
  platform_name: z.string(),
  ads_platform_code: z.string(),
  status: z.string(),
  status_name: z.string().nullish(),
  assignment_status_date: z.string().nullish(),
  source_file_row_count: num,
  total_match: num,
  percentage: z.number(),
});
export type BillingRowDto = z.output<typeof billingRowDto>;

export const audienceStateDto = z.object({ code: z.string(), name: z.string(), description: z.string() });
export type AudienceStateDto = z.output<typeof audienceStateDto>;
export const adsPlatformDto = z.object({ code: z.string(), name: z.string(), position: z.number().optional() });
export type AdsPlatformDto = z.output<typeof adsPlatformDto>;
export const audienceFrequencyDto = z.object({
  code: z.string(),
  name: z.string(),
  update_day: z.string().nullish(),
  position: z.number().optional(),
});
export type AudienceFrequencyDto = z.output<typeof audienceFrequencyDto>;
export const audienceCreateErrorDto = z.object({
  platform: z.string().nullish(),
  platform_name: z.string().nullish(),
  message: z.string(),
});
export type AudienceCreateErrorDto = z.output<typeof audienceCreateErrorDto>;
export const talonOneApplicationDto = z.object({ id: z.union([z.string(), z.number()]), name: z.string() });
export type TalonOneApplicationDto = z.output<typeof talonOneApplicationDto>;
export const talonOneCampaignDto = z.object({
  id: z.union([z.string(), z.number()]),
  name: z.string(),
  application_id: z.union([z.string(), z.number()]),
  state: z.string().optional(),
});
export type TalonOneCampaignDto = z.output<typeof talonOneCampaignDto>;
export const audienceFormSegmentDto = z.object({
  code: z.string(),
  business_name: z.string(),
  owner_company_code: z.string(),
  flag_shared: z.boolean(),
  segment_type_id: z.number().optional(),
  segment_type_name: z.string().nullable(),
  requested: z.boolean().optional(),
});
export type AudienceFormSegmentDto = z.output<typeof audienceFormSegmentDto>;
export const automationDto = z.object({ automation_id: z.union([z.string(), z.number()]), name: z.string(), audienceName: z.string() });

const withMessage = <T extends z.ZodType>(data: T) => envelope(data).extend({ message: z.string() });
const audienceRows = envelope(z.array(audienceDto));

export const createAudiences = operation({
  method: 'POST',
  path: `${P}/create`,
  body: createAudiencesBody,
  response: envelope(
    z.object({
      list_audience_data: z.array(
        audienceDto.extend({ audience_metadata: z.object({ custom_audience_name: z.string(), platform_name: z.string() }).optional() }),
      ),
      list_audience_data_errors: z.array(audienceCreateErrorDto),
    }),
  ),
});
export const createSalesforceAutomation = operation({
  method: 'POST',
  path: `${P}/create-automation-salesforce`,
  body: automationBody,
  response: withMessage(automationDto),
});
export const editAudience = operation({
  method: 'PUT',
  path: `${P}/:id/edit`,
  params: idParams,
  body: editAudienceBody,
  response: withMessage(audienceDto),
});
export const retrieveAudience = operation({
  method: 'GET',
  path: `${P}/:id/retrieve`,
  params: idParams,
  response: envelope(audienceDto.extend({ estados: z.array(audienceTimelineDto), tracks: z.array(audienceTrackDto) })),
});
export const audienceTimeline = operation({
  method: 'GET',
  path: `${P}/:id/timeline`,
  params: idParams,
  query: audiencePageQuery,
  response: envelope(z.object({ rows: z.array(audienceTimelineDto), total: z.number() })),
});
export const audienceTracks = operation({
  method: 'GET',
  path: `${P}/:id/tracks`,
  params: idParams,
  response: envelope(z.array(audienceTrackDto)),
});
export const listAudiences = operation({
  method: 'GET',
  path: `${P}/list`,
  query: audienceListQuery,
  response: audienceRows.extend({ total: z.number() }),
});
/** Streams lista_audiencias.xlsx (not JSON): the response schema describes nothing. */
export const exportAudiences = operation({ method: 'GET', path: `${P}/export`, query: audienceExportQuery, response: z.unknown() });
export const audiencesByIds = operation({ method: 'GET', path: `${P}/by-ids`, query: idsQuery, response: audienceRows });
export const audiencesBySegments = operation({
  method: 'GET',
  path: `${P}/by-segments`,
  query: z.object({ codes: segmentCodesOfAudiencesQuery }),
  response: audienceRows,
});
export const listRestrictionDataApproved = operation({
  method: 'GET',
  path: `${P}/list-restriction-data-approved`,
  response: audienceRows,
});
const toggled = withMessage(z.object({ id: z.number(), is_enabled: z.enum(['0', '1']) }));
export const activateAudience = operation({ method: 'PUT', path: `${P}/:id/activate`, params: idParams, response: toggled });
export const deactivateAudience = operation({ method: 'PUT', path: `${P}/:id/deactivate`, params: idParams, response: toggled });
export const deleteAudience = operation({
  method: 'PUT',
  path: `${P}/:id/delete`,
  params: idParams,
  response: withMessage(z.object({ id: z.number() })),
});
export const resendAudience = operation({
  method: 'POST',
  path: `${P}/resend`,
  body: customAudienceIdBody,
  response: withMessage(audienceDto),
});
export const updateAudienceFrequency = operation({
  method: 'POST',
  path: `${P}/frequency-update`,
  body: customAudienceIdBody,
  response: withMessage(audienceDto),
});
export const bulkUpdateAudiences = operation({
  method: 'PUT',
  path: `${P}/bulkUpdateAudiences`,
  body: bulkUpdateBody,
  response: withMessage(z.object({ updated: z.number(), ids: z.array(z.union([z.string(), z.number()])) })),
});

// Billing (§2.7, §7): for staff of 032, never salesforce or talonone audiences (§6).
export const billingProcessDates = operation({
  method: 'POST',
  path: `${P}/billing/process-dates`,
  body: adsAudienceIdBody,
  response: envelope(z.array(z.object({ process_date: z.string() }))),
});
export const billingList = operation({
  method: 'POST',
  path: `${P}/billing/list`,
  body: billingListBody,
  response: envelope(z.array(billingRowDto)),
});
export const startBilling = operation({
  method: 'POST',
  path: `${P}/start-billing`,
  body: customAudienceIdBody,
  response: withMessage(z.object({ process_date: z.string(), rows: z.number() })),
});

// Batch reads: many audiences in one call each, every id checked as its single route checks it.
export const timelinesByIds = operation({
  method: 'GET',
  path: `${P}/timeline/by-ids`,
  query: z.object({ ids: audienceIdsQuery, ...pageFields }),
  response: envelope(z.array(z.object({ audience_id: z.number(), rows: z.array(audienceTimelineDto), total: z.number() }))),
});
export const tracksByIds = operation({
  method: 'GET',
  path: `${P}/tracks/by-ids`,
  query: idsQuery,
  response: envelope(z.array(z.object({ audience_id: z.number(), tracks: z.array(audienceTrackDto) }))),
});
export const billingProcessDatesByIds = operation({
  method: 'POST',
  path: `${P}/billing/process-dates/by-ids`,
  body: billingBatchBody,
  response: envelope(z.array(z.object({ audience_id: z.number(), process_dates: z.array(z.object({ process_date: z.string() })) }))),
});
export const billingListByIds = operation({
  method: 'POST',
  path: `${P}/billing/list/by-ids`,
  body: billingListBatchBody,
  response: envelope(z.array(z.object({ audience_id: z.number(), rows: z.array(billingRowDto) }))),
});

// What the audience form reads.
export const listAudienceStates = operation({ method: 'GET', path: `${P}/states/list`, response: envelope(z.array(audienceStateDto)) });
export const listAdsPlatforms = operation({ method: 'GET', path: `${P}/platform/list`, response: envelope(z.array(adsPlatformDto)) });
export const listAudienceFrequencies = operation({
  method: 'GET',
  path: `${P}/frequencies/list`,
  response: envelope(z.array(audienceFrequencyDto)),
});
export const listOfferedSegments = operation({
  method: 'GET',
  path: `${P}/segments`,
  query: offeredSegmentsQuery,
  response: envelope(z.array(audienceFormSegmentDto)),
});
export const listTalonOneApplications = operation({
  method: 'GET',
  path: `${P}/talonone/applications`,
  query: talonOneQuery,
  response: envelope(z.array(talonOneApplicationDto)),
});
export const listTalonOneCampaigns = operation({
  method: 'GET',
  path: `${P}/talonone/campaigns`,
  query: talonOneQuery,
  response: envelope(z.array(talonOneCampaignDto)),
});

/** What a caller sends (before the service's parsing). */
export type CreateAudiencesInput = z.input<typeof createAudiencesBody>;
export type AutomationInput = z.input<typeof automationBody>;
export type EditAudienceInput = z.input<typeof editAudienceBody>;
export type BulkUpdateInput = z.input<typeof bulkUpdateBody>;
