import { z } from 'zod';
import { CAMPAIGN_LIMITS, CAMPAIGN_MESSAGES } from '@inca/domain';
import { companyCodeSchema, csvQuery, idField, intField, isoDateField, searchText, singleLineText, textField } from '@inca/service-kit';

/**
 * Request schemas of the campaign calls: the input policy of @inca/service-kit at the edge (types,
 * control characters, lengths); the §4/§5 rules with their messages run after, in rules.ts.
 */

export const CAMPAIGN_SORTABLE = [
  'campaign_code',
  'campaign_description',
  'campaign_start_date',
  'campaign_end_date',
  'campaign_status',
  'campaign_priority',
  'campaign_creation_date',
  'campaign_modification_date',
  'rules_modified_time',
  'itc_company_campaign_code',
  'campaign_status_inca',
  'minimum_amount',
] as const;

const campaignId = idField(CAMPAIGN_MESSAGES.notFound);
const pageFields = {
  page_current: intField({ min: 1, max: 1_000_000, message: 'La página debe ser un número entero positivo.' }).default(1),
  page_limit: intField({ min: 1, max: CAMPAIGN_LIMITS.pageSizeMax, message: 'El tamaño de página debe estar entre 1 y 100.' }).default(CAMPAIGN_LIMITS.pageSize),
};

/** GET /campaigns and the campaign exports (§2.1 filters). */
export const campaignFilterQuery = z
  .object({
    itc_company_campaign_code: csvQuery(companyCodeSchema),
    campaign_description: searchText('El nombre').optional(),
    campaign_code: searchText('El código de campaña').optional(),
    start_date: isoDateField().optional(),
    end_date: isoDateField().optional(),
    // 1, 2, 4, 8 or "other" (1–2 digits): the server accepts 1–99.
    rules_modified_time: z
      .string()
      .optional()
      .refine((v) => v === undefined || v === '' || /^\d{1,2}$/.test(v.trim()) && Number(v) >= 1, CAMPAIGN_MESSAGES.otherHours)
      .transform((v) => (v === undefined || v === '' ? undefined : Number(v))),
    campaign_status_inca: csvQuery(z.enum(['1', '2', '3'], { message: 'El estado INCA debe ser 1, 2 o 3.' })),
    file_type: csvQuery(z.enum(['1', '2', '3'], { message: 'El tipo de archivo debe ser 1, 2 o 3.' })),
    platform_code: singleLineText('La plataforma', 'code').optional(),
    sort: z.enum(CAMPAIGN_SORTABLE, { message: 'La columna de orden no es válida.' }).default('campaign_start_date'),
    order: z.enum(['asc', 'desc'], { message: 'El orden debe ser asc o desc.' }).default('desc'),
    ...pageFields,
  })
  .refine((q) => !q.start_date || !q.end_date || q.start_date <= q.end_date, { message: 'La fecha de inicio no puede ser posterior a la fecha de fin.' });
export type CampaignFilter = z.infer<typeof campaignFilterQuery>;

export const campaignIdQuery = z.object({ id_campaign: campaignId });
export const processIdQuery = z.object({ id_process: idField('El proceso no existe.') });
export const campaignParamIdQuery = z.object({ id_campaign_param: idField('El parámetro no existe.') });

export const editVariableGroupBody = z.object({
  id_campaign: campaignId,
  variable_group_data: z
    .array(z.union([idField(CAMPAIGN_MESSAGES.groupUnknown), z.object({ id_variable_group: idField(CAMPAIGN_MESSAGES.groupUnknown) }).transform((g) => g.id_variable_group)]), {
      message: CAMPAIGN_MESSAGES.message_validation,
    })
    .max(50)
    .refine((list) => list.length > 0, CAMPAIGN_MESSAGES.message_validation),
});

/** Process history filters (§2.2): campaign, process and source names, start date range. */
export const historyQuery = z
  .object({
    id_campaign: campaignId.optional(),
    process_name: searchText('El nombre del proceso').optional(),
    source_name: searchText('El origen').optional(),
    start_date: isoDateField().optional(),
    end_date: isoDateField().optional(),
    ...pageFields,
  })
  .refine((q) => !q.start_date || !q.end_date || q.start_date <= q.end_date, { message: 'La fecha de inicio no puede ser posterior a la fecha de fin.' });
export type HistoryFilter = z.infer<typeof historyQuery>;

/** Products tab filters (§2.3): item code, item name, created time (hours), created date range. */
export const productsQuery = z
  .object({
    id_campaign: campaignId,
    item_code: searchText('El código del producto').optional(),
    item_name: searchText('El nombre del producto').optional(),
    created_time: z
      .string()
      .optional()
      .refine((v) => v === undefined || v === '' || (/^\d{1,2}$/.test(v) && Number(v) >= 1), CAMPAIGN_MESSAGES.otherHours)
      .transform((v) => (v === undefined || v === '' ? undefined : Number(v))),
    start_date: isoDateField().optional(),
    end_date: isoDateField().optional(),
    ...pageFields,
  })
  .refine((q) => !q.start_date || !q.end_date || q.start_date <= q.end_date, { message: 'La fecha de inicio no puede ser posterior a la fecha de fin.' });
export type ProductsFilter = z.infer<typeof productsQuery>;

export const itemsQuery = z.object({
  item_code: searchText('El código del producto').optional(),
  item_name: searchText('El nombre del producto').optional(),
  ...pageFields,
});
export type ItemsFilter = z.infer<typeof itemsQuery>;

const numberLike = (label: string) =>
  z
    .union([z.number(), z.string().max(20), z.null()])
    .optional()
    .transform((v, ctx) => {
      if (v === null || v === undefined || v === '') return null;
      const n = typeof v === 'number' ? v : /^-?\d+(\.\d+)?$/.test(v.trim()) ? Number(v) : Number.NaN;
      if (!Number.isFinite(n) || Math.abs(n) > 1e12) {
        ctx.addIssue({ code: 'custom', message: `${label} debe ser numérico.` });
        return z.NEVER;
      }
      return n;
    });

/** One campaign parameter as the rules page sends it (§3 "Campaign parameter"; variable facts are read from the database). */
export const campaignParamInput = z.object({
  id_campaign_param: z.union([idField(), z.null()]).optional(),
  id_campaign: campaignId,
  id_variable_group: idField(CAMPAIGN_MESSAGES.groupUnknown),
  id_variable: idField(CAMPAIGN_MESSAGES.variableNotInGroup),
  configuration_value: z.union([textField({ label: 'El valor', max: CAMPAIGN_LIMITS.itemMaxChars, trim: true }), z.null()]).optional(),
  configuration_items: z.union([z.array(textField({ label: 'El valor', max: CAMPAIGN_LIMITS.itemMaxChars, trim: true })).max(5_000), z.null()]).optional(),
  configuration_range_start: numberLike('El inicio del rango'),
  configuration_range_end: numberLike('El fin del rango'),
});
export type CampaignParamInput = z.infer<typeof campaignParamInput>;

/** PUT /campaign-params/update-values, update-summary-values and send-campaign-id-recommendation. */
export const campaignParamsBody = z
  .object({ campaign_param: z.array(campaignParamInput, { message: 'Envíe la lista de parámetros de la campaña.' }).max(500) })
  .refine((b) => new Set(b.campaign_param.map((p) => p.id_campaign)).size <= 1, { message: 'Todos los parámetros deben ser de la misma campaña.' });

/** Header process button (§2.1): campaigns to send; none = every editable campaign of the scope pending processing. */
export const sendToRecommendationBody = z.object({
  id_campaigns: z.array(campaignId).max(1_000).optional(),
});
export const sendByCampaignBody = z.object({ id_campaign: campaignId });

/** GET /campaign-params/download (§7): flags plus the campaign filter. */
export const rulesDownloadQuery = z.object({
  id_campaign: campaignId.optional(),
  flag_data: z.enum(['true', 'false']).optional(),
  flag_recommendation_processed: z.enum(['true', 'false']).optional(),
  flag_pending_rule_configured: z.enum(['true', 'false']).optional(),
});

export const settingsQuery = z.object({
  settings_code: z.enum(['SET0003', 'SET0005'], { message: 'El código de configuración debe ser SET0003 o SET0005.' }),
});
