import { z } from 'zod';
import { CAMPAIGN_LIMITS, CAMPAIGN_MESSAGES, VARIABLE_FLAGS, VARIABLE_LIMITS, VARIABLE_MESSAGES, type VariableFlag } from '@inca/domain';
import { envelope } from './envelope.ts';
import {
  companyCodeSchema,
  csvQuery,
  idField,
  intField,
  isoDateField,
  multiLineText,
  searchText,
  singleLineText,
  textField,
} from './fields.ts';
import { operation } from './operation.ts';

/**
 * The campaign-management service (spec §7, under /campaign-management): campaigns and their rules,
 * products and process history, the rules spreadsheet, variables, objects and variable groups.
 * Request schemas are the input policy at the edge (types, control characters, lengths); the §4/§5
 * rules with their Spanish messages run after, in the service.
 */

// ── campaigns: requests ──

/**
 * Request schemas of the campaign calls: the input policy of @inca/service-kit at the edge (types,
 * control characters, lengths); the §4/§5 rules with their messages run after, in the service's rules.
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
  page_limit: intField({ min: 1, max: CAMPAIGN_LIMITS.pageSizeMax, message: 'El tamaño de página debe estar entre 1 y 100.' }).default(
    CAMPAIGN_LIMITS.pageSize,
  ),
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
      .refine((v) => v === undefined || v === '' || (/^\d{1,2}$/.test(v.trim()) && Number(v) >= 1), CAMPAIGN_MESSAGES.otherHours)
      .transform((v) => (v === undefined || v === '' ? undefined : Number(v))),
    campaign_status_inca: csvQuery(z.enum(['1', '2', '3'], { message: 'El estado INCA debe ser 1, 2 o 3.' })),
    file_type: csvQuery(z.enum(['1', '2', '3'], { message: 'El tipo de archivo debe ser 1, 2 o 3.' })),
    platform_code: singleLineText('La plataforma', 'code').optional(),
    sort: z.enum(CAMPAIGN_SORTABLE, { message: 'La columna de orden no es válida.' }).default('campaign_start_date'),
    order: z.enum(['asc', 'desc'], { message: 'El orden debe ser asc o desc.' }).default('desc'),
    ...pageFields,
  })
  .refine((q) => !q.start_date || !q.end_date || q.start_date <= q.end_date, {
    message: 'La fecha de inicio no puede ser posterior a la fecha de fin.',
  });
export type CampaignFilter = z.infer<typeof campaignFilterQuery>;

export const campaignIdQuery = z.object({ id_campaign: campaignId });
export const processIdQuery = z.object({ id_process: idField('El proceso no existe.') });
export const campaignParamIdQuery = z.object({ id_campaign_param: idField('El parámetro no existe.') });

export const editVariableGroupBody = z.object({
  id_campaign: campaignId,
  variable_group_data: z
    .array(
      z.union([
        idField(CAMPAIGN_MESSAGES.groupUnknown),
        z.object({ id_variable_group: idField(CAMPAIGN_MESSAGES.groupUnknown) }).transform((g) => g.id_variable_group),
      ]),
      {
        message: CAMPAIGN_MESSAGES.message_validation,
      },
    )
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
  .refine((q) => !q.start_date || !q.end_date || q.start_date <= q.end_date, {
    message: 'La fecha de inicio no puede ser posterior a la fecha de fin.',
  });
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
  .refine((q) => !q.start_date || !q.end_date || q.start_date <= q.end_date, {
    message: 'La fecha de inicio no puede ser posterior a la fecha de fin.',
  });
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
  configuration_items: z
    .union([z.array(textField({ label: 'El valor', max: CAMPAIGN_LIMITS.itemMaxChars, trim: true })).max(5_000), z.null()])
    .optional(),
  configuration_range_start: numberLike('El inicio del rango'),
  configuration_range_end: numberLike('El fin del rango'),
});
export type CampaignParamInput = z.infer<typeof campaignParamInput>;

/** PUT /campaign-params/update-values, update-summary-values and send-campaign-id-recommendation. */
export const campaignParamsBody = z
  .object({ campaign_param: z.array(campaignParamInput, { message: 'Envíe la lista de parámetros de la campaña.' }).max(500) })
  .refine((b) => new Set(b.campaign_param.map((p) => p.id_campaign)).size <= 1, {
    message: 'Todos los parámetros deben ser de la misma campaña.',
  });

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

// ── variables, objects and groups: requests ──

/**
 * Request schemas of the variables calls: the input policy at the edge (types, control characters,
 * generous caps); the §4/§5 rules with their Spanish messages run after, in the service.
 */
const optionalSearch = (label: string) => searchText(label).optional();

export const variableListQuery = z.object({
  variable_code: optionalSearch('El código'),
  variable_name: optionalSearch('El nombre'),
  id_variable_type: z.union([z.literal(''), intField({ min: 1, max: 99, message: VARIABLE_MESSAGES.typeUnknown })]).optional(),
});

export const variableIdParam = idField(VARIABLE_MESSAGES.notFound);

export const dataPageQuery = z.object({
  id_variable: idField(VARIABLE_MESSAGES.notFound),
  page: intField({ min: 1, max: 100_000, message: 'Página inválida.' }).default(1),
  page_size: intField({ min: 1, max: 500, message: 'Tamaño de página inválido.' }).default(VARIABLE_LIMITS.pageSize),
});

export const newVariablesBody = z.object({
  data: z
    .array(
      z.object({
        variable_code: singleLineText('El código', 'code', { required: VARIABLE_MESSAGES.required, trim: true }),
        variable_name: singleLineText('El nombre', 'name', { required: VARIABLE_MESSAGES.required, trim: true }),
      }),
      { message: 'Debe indicar las variables a crear.' },
    )
    .min(1, 'Debe indicar al menos una variable.')
    .max(VARIABLE_LIMITS.uploadVariablesMax, VARIABLE_MESSAGES.errorTooManyRows),
});

/** A number given as a number, a numeric text or nothing (the domain rule gives the spec's messages). */
const variableNumberLike = z.union([z.number(), z.string().max(30), z.null()]).optional();
const flag = z.boolean({ message: 'Las opciones deben ser verdadero o falso.' }).nullish();
const flagFields = Object.fromEntries(VARIABLE_FLAGS.map((f) => [f, flag])) as Record<VariableFlag, typeof flag>;

const dataRow = z.object({
  data_key: textField({ label: 'El código', max: 100, required: VARIABLE_MESSAGES.message_grid_input }),
  data_value: textField({ label: 'El valor', max: 1_000, required: VARIABLE_MESSAGES.message_grid_input }),
  parent_data_key: textField({ label: 'El código padre', max: 100 }).nullish(),
});

const typeId = z
  .union([intField({ min: 1, max: 99, message: VARIABLE_MESSAGES.typeUnknown }), z.null()], { message: VARIABLE_MESSAGES.typeRequired })
  .optional();

/** PUT /variables/edit with the full variable (configuration modal). */
export const fullEditBody = z.object({
  id_variable: idField(VARIABLE_MESSAGES.notFound),
  variable_code: singleLineText('El código', 'code', { required: VARIABLE_MESSAGES.required, trim: true }),
  variable_name: singleLineText('El nombre', 'name', { required: VARIABLE_MESSAGES.required, trim: true }),
  variable_description: multiLineText('La descripción', { max: VARIABLE_LIMITS.descriptionMax }).nullish(),
  id_variable_type: typeId,
  ...flagFields,
  variable_min_range: variableNumberLike,
  variable_max_range: variableNumberLike,
  id_variable_parent: variableNumberLike,
  variable_type_big_query: singleLineText('El tipo de BigQuery', 'code').nullish(),
  default_operator: singleLineText('El operador', 'code').nullish(),
  variable_data: z.array(dataRow).max(VARIABLE_LIMITS.dataRowsMax, VARIABLE_MESSAGES.dataTooMany).nullish(),
});
export type FullEditBody = z.infer<typeof fullEditBody>;

/** PUT /variables/edit with the inline row fields only (type, object, required). */
export const inlineEditBody = z.object({
  id_variable: idField(VARIABLE_MESSAGES.notFound),
  id_variable_type: typeId,
  flag_object: flag,
  flag_required: flag,
});

/**
 * PUT /variables/edit: a body with neither code nor name is the inline row save, checked by its own
 * rules only (a union would let a refused full edit pass as an inline one); anything else is the modal's.
 */
export const editVariableBody = z.unknown().transform((body, ctx) => {
  const inline = typeof body === 'object' && body !== null && !('variable_name' in body) && !('variable_code' in body);
  const parsed = inline ? inlineEditBody.safeParse(body) : fullEditBody.safeParse(body);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  return z.NEVER;
});

export const objectBody = z.object({
  id_variable: idField(VARIABLE_MESSAGES.notFound),
  id_variable_type: typeId,
  object_name: singleLineText('La tabla', 'name').nullish(),
  column_match_name: singleLineText('La columna', 'name').nullish(),
  joined_ids_names: z
    .array(z.union([singleLineText('La columna', 'name'), z.object({ name: singleLineText('La columna', 'name') })]))
    .max(100)
    .nullish(),
  column_parser_script: textField({ label: 'El script', max: 2_000, multiline: true }).nullish(),
});

export const dataUploadQuery = z.object({
  id_variable: z.union([z.literal(''), idField(VARIABLE_MESSAGES.notFound)]).optional(),
  with_parent: z.enum(['true', 'false']).optional(),
  file_name: singleLineText('El nombre del archivo', 'name').optional(),
});

export const templateQuery = z.object({ with_parent: z.enum(['true', 'false']).optional() });

export const groupListQuery = z.object({
  variable_group_name: searchText('El nombre').optional(),
  created_from: z.union([z.literal(''), isoDateField()]).optional(),
  created_to: z.union([z.literal(''), isoDateField()]).optional(),
});
export const groupDetailsQuery = z.object({
  id_variable_group: intField({ min: 0, max: Number.MAX_SAFE_INTEGER, message: VARIABLE_MESSAGES.groupNotFound }),
});
const groupVariableId = intField({ min: 1, max: 2_147_483_647, message: VARIABLE_MESSAGES.groupVariableUnknown });
export const groupBody = z.object({
  id_variable_group: idField(VARIABLE_MESSAGES.groupNotFound).optional(),
  variable_group_name: singleLineText('El nombre del grupo', 'name').nullish(),
  variable_group_priority: z.union([z.number(), z.string().max(10), z.null()]).optional(),
  id_variables: z.array(groupVariableId).max(500).nullish(),
  variables: z
    .array(
      z.object({
        id_variable: groupVariableId,
        variable_group_detail_order: intField({ min: 1, max: 10_000, message: 'Orden inválido.' }).nullish(),
      }),
    )
    .max(500)
    .nullish(),
});
export const groupMembersQuery = z.object({ ids: z.string().max(2_000) });
export const groupIdParam = idField(VARIABLE_MESSAGES.groupNotFound);

export const objectListQuery = z.object({ table_name: searchText('El nombre de la tabla').optional() });
export const objectDetailsBody = z.object({
  tables: z
    .array(
      z.object({
        projectId: singleLineText('El proyecto', 'name'),
        datasetId: singleLineText('El dataset', 'name'),
        tableId: singleLineText('La tabla', 'name'),
        domain_table: singleLineText('El dominio', 'name').optional(),
      }),
    )
    .min(1, 'Debe indicar al menos una tabla.')
    .max(100),
});

// ── answers ──

/** A time as the JSON carries it: the service may answer the database's Date, which serialises to the same ISO text. */
const timestamp = z.union([z.string(), z.date()]).transform((t) => (t instanceof Date ? t.toISOString() : t));
export const campaignGroupDto = z.object({
  id_variable_group: z.number(),
  variable_group_name: z.string(),
  variable_group_priority: z.number(),
});
export type CampaignGroupDto = z.output<typeof campaignGroupDto>;
export const summaryLineDto = z.object({
  name: z.string(),
  quantity: z.number(),
  children: z.array(z.object({ name: z.string(), quantity: z.number() })),
});
export type SummaryLineDto = z.output<typeof summaryLineDto>;

/** A campaign as every answer carries it (§3: list row and further grid fields). */
export const campaignDto = z.object({
  id_campaign: z.number(),
  itc_company_campaign_code: z.string(),
  campaign_code: z.string(),
  campaign_description: z.string(),
  campaign_start_date: z.string(),
  campaign_end_date: z.string(),
  campaign_status: z.string(),
  campaign_status_inca: z.number(),
  digital_campaign_type: z.string(),
  digital_campaign_type_2: z.string(),
  campaign_priority: z.number(),
  minimum_amount: z.number(),
  campaign_creation_date: timestamp,
  campaign_modification_date: timestamp,
  usage_start_date: z.string().nullable(),
  usage_end_date: z.string().nullable(),
  campaign_discount_type: z.string(),
  campaign_ominical_indicator: z.string(),
  flash_campaign_type: z.string(),
  campaign_brand_code: z.string(),
  instant_campaign_indicator: z.string(),
  platform_code: z.string(),
  file_type: z.number(),
  flag_editable: z.boolean(),
  flag_corporate: z.boolean(),
  rules_modified_time: timestamp.nullable(),
  flag_recommendation_processed: z.boolean(),
  variable_group_data: z.array(campaignGroupDto),
  rules_summary: z.union([z.array(summaryLineDto), z.string()]).optional(),
});
export type CampaignDto = z.output<typeof campaignDto>;

export const paramOptionDto = z.object({ data_key: z.string(), data_value: z.string(), parent_data_key: z.string().nullable() });
export type ParamOptionDto = z.output<typeof paramOptionDto>;

/** A campaign parameter: the group's member variable with what the campaign stored for it. */
export const campaignParamDto = z.object({
  id_campaign_param: z.number().nullable(),
  id_campaign: z.number(),
  id_variable_group: z.number(),
  variable_group_name: z.string(),
  variable_group_priority: z.number(),
  id_variable: z.number(),
  id_variable_type: z.number().nullable(),
  id_variable_parent: z.number().nullable(),
  variable_name: z.string(),
  variable_code: z.string(),
  variable_description: z.string(),
  flag_required: z.boolean(),
  flag_multiple_select: z.boolean(),
  flag_range: z.boolean(),
  flag_info_segment: z.boolean(),
  flag_info_campaign: z.boolean(),
  flag_upload_data: z.boolean(),
  flag_save_param_list: z.boolean(),
  flag_param_list_file_saved: z.boolean(),
  flag_parent_variable_exists: z.boolean(),
  configuration_value: z.string().nullable(),
  configuration_items: z.array(z.string()),
  configuration_range_start: z.number().nullable(),
  configuration_range_end: z.number().nullable(),
  variable_min_range: z.number().nullable(),
  variable_max_range: z.number().nullable(),
  variable_group_detail_order: z.number(),
  variable_data_options: z.array(paramOptionDto),
  list_items_count: z.number(),
});
export type CampaignParamDto = z.output<typeof campaignParamDto>;

export const campaignProductDto = z.object({
  row_number: z.number(),
  item_code: z.string(),
  item_name: z.string(),
  item_status: z.string(),
  item_source_creation_time: timestamp,
  item_offering_mode: z.string(),
  item_offering_amount: z.number(),
  item_discount_type: z.string(),
  item_discount_mode: z.string(),
  item_discount_value: z.number(),
});
export type CampaignProductDto = z.output<typeof campaignProductDto>;

export const processHistoryDto = z.object({
  id_process: z.union([z.string(), z.number()]),
  row_number: z.number(),
  id_campaign: z.number().nullable(),
  campaign_code: z.string().nullable(),
  source_name: z.string(),
  process_name: z.string(),
  process_status: z.string(),
  process_final_message: z.string(),
  start_time: timestamp,
  end_time: timestamp.nullable(),
  uploaded_records: z.number(),
  rejected_records: z.number(),
  total_records: z.number(),
  summary: z.record(z.string(), z.string()),
  flag_result_file: z.boolean(),
});
export type ProcessHistoryDto = z.output<typeof processHistoryDto>;

export const campaignCompanyDto = z.object({ itc_company_code: z.string(), description: z.string() });
export type CampaignCompanyDto = z.output<typeof campaignCompanyDto>;
export const fileLinkDto = z.object({ url: z.string(), expires_at: z.string(), method: z.string() });
export type FileLinkDto = z.output<typeof fileLinkDto>;
export const bulkSendDto = z.object({
  queued: z.array(z.number()),
  skipped: z.array(z.object({ id_campaign: z.number(), message: z.string() })),
});
export type BulkSendDto = z.output<typeof bulkSendDto>;
export const settingDto = z.object({
  settings_code: z.string(),
  settings_name: z.string(),
  settings_json_value: z.unknown(),
  modified_time: timestamp,
});

export const variableTypeDto = z.object({ id_variable_type: z.number(), variable_type_name: z.string() });
export type VariableTypeDto = z.output<typeof variableTypeDto>;

export const variableDto = z.object({
  id_variable: z.number(),
  variable_code: z.string(),
  variable_name: z.string(),
  variable_description: z.string(),
  id_variable_type: z.number().nullable(),
  variable_type_name: z.string().nullable(),
  flag_required: z.boolean(),
  flag_range: z.boolean(),
  flag_object: z.boolean(),
  flag_operator: z.boolean(),
  flag_info_segment: z.boolean(),
  flag_client_ids: z.boolean(),
  flag_multiple_select: z.boolean(),
  flag_parent_variable_exists: z.boolean(),
  flag_campaign_client_result: z.boolean(),
  flag_info_campaign: z.boolean(),
  flag_upload_data: z.boolean(),
  flag_save_param_list: z.boolean(),
  flag_recommendation_section: z.boolean(),
  flag_recommendation_section_priority_2: z.boolean(),
  flag_object_saved: z.boolean(),
  flag_disabled: z.boolean(),
  object_name: z.string().nullable(),
  column_match_name: z.string().nullable(),
  joined_ids_names: z.array(z.object({ name: z.string() })),
  column_parser_script: z.string().nullable(),
  variable_min_range: z.number().nullable(),
  variable_max_range: z.number().nullable(),
  default_operator: z.string().nullable(),
  variable_type_big_query: z.string().nullable(),
  id_variable_parent: z.number().nullable(),
  data_count: z.number(),
  created_time: timestamp,
  modified_time: timestamp,
});
export type VariableDto = z.output<typeof variableDto>;

export const variableDataRowDto = z.object({
  row_number: z.number(),
  data_key: z.string(),
  data_value: z.string(),
  parent_data_key: z.string().nullable(),
});
export type VariableDataRowDto = z.output<typeof variableDataRowDto>;
export const variableDataPageDto = z.object({ rows: z.array(variableDataRowDto), total: z.number() });
export type VariableDataPageDto = z.output<typeof variableDataPageDto>;
export const variableWithDataDto = variableDto.extend({ variable_data: z.array(variableDataRowDto) });
export type VariableWithDataDto = z.output<typeof variableWithDataDto>;
export const csvRowProblemDto = z.object({ row: z.number(), message: z.string() });
export type CsvRowProblemDto = z.output<typeof csvRowProblemDto>;
export const variableDataCsvDto = z.object({
  rows: z.array(variableDataRowDto.omit({ row_number: true })),
  skipped: z.array(csvRowProblemDto),
});
export type VariableDataCsvDto = z.output<typeof variableDataCsvDto>;
/** The subgraph's answer to a variables upload: how many were created, with the service's message. */
export type VariablesUploadDto = { created: number; message: string };

export const variableObjectDto = z.object({
  id_object: z.number(),
  document_id: z.string(),
  table: z.object({ projectId: z.string(), datasetId: z.string(), objectId: z.string(), id: z.string() }),
  domain: z.string(),
  creationTime: timestamp,
  lastModifiedTime: timestamp,
});
export type VariableObjectDto = z.output<typeof variableObjectDto>;
export const variableObjectColumnDto = z.object({ name: z.string(), type: z.string() });
export type VariableObjectColumnDto = z.output<typeof variableObjectColumnDto>;

export const variableGroupDto = z.object({
  id_variable_group: z.number(),
  variable_group_name: z.string(),
  variable_group_priority: z.number(),
  description: z.string(),
  icon: z.string(),
  created_time: timestamp,
  modified_time: timestamp,
  variables_count: z.number(),
});
export type VariableGroupDto = z.output<typeof variableGroupDto>;
export const variableGroupMemberDto = z.object({
  id_variable_group_detail: z.number(),
  id_variable_group: z.number(),
  id_variable: z.number(),
  variable_group_detail_order: z.number(),
});
export type VariableGroupMemberDto = z.output<typeof variableGroupMemberDto>;

// ── operations ──

const C = '/campaign-management';
/** A file (CSV, spreadsheet, JSON), not a JSON answer. */
const file = z.void();
const said = z.object({ status: z.boolean(), message: z.string() });
const paged = <T extends z.ZodType>(row: T) => envelope(z.array(row)).extend({ total_rows: z.number() });
const sent = envelope(z.object({ id_process: z.number(), summary: z.array(summaryLineDto) })).extend({ message: z.string() });

export const listCampaigns = operation({
  method: 'GET',
  path: `${C}/campaigns`,
  query: campaignFilterQuery,
  response: paged(campaignDto).extend({ show_company: z.boolean() }),
});
export const getCampaign = operation({
  method: 'GET',
  path: `${C}/campaigns/detail`,
  query: campaignIdQuery,
  response: envelope(campaignDto),
});
/** The campaign's latest process, so the rules page can tell whether one is running. */
export const getLatestProcess = operation({
  method: 'GET',
  path: `${C}/campaigns/process`,
  query: campaignIdQuery,
  response: envelope(z.record(z.string(), z.unknown()).nullable()),
});
/** The source system's Python-like dict text (§7). */
export const getCampaignInfo = operation({
  method: 'GET',
  path: `${C}/campaigns/csv-data`,
  query: campaignIdQuery,
  response: envelope(z.object({ campaign_info_csv_data: z.string() })),
});
export const editCampaignGroups = operation({
  method: 'PUT',
  path: `${C}/campaigns/edit-variable-group`,
  body: editVariableGroupBody,
  response: envelope(campaignDto).extend({ message: z.string() }),
});
export const listGroupOptions = operation({
  method: 'GET',
  path: `${C}/campaigns/variable-group`,
  response: envelope(z.array(campaignGroupDto)),
});
export const listHistory = operation({
  method: 'GET',
  path: `${C}/campaigns/history`,
  query: historyQuery,
  response: paged(processHistoryDto),
});
export const listProducts = operation({
  method: 'GET',
  path: `${C}/campaigns/products`,
  query: productsQuery,
  response: paged(campaignProductDto),
});
/** The item catalogue the recommendation scores. */
export const listItems = operation({
  method: 'GET',
  path: `${C}/campaigns/items`,
  query: itemsQuery,
  response: paged(z.record(z.string(), z.unknown())),
});
export const exportCampaigns = operation({
  method: 'GET',
  path: `${C}/campaigns/export-campaigns-csv`,
  query: campaignFilterQuery,
  response: file,
});
export const exportRulesHistory = operation({
  method: 'GET',
  path: `${C}/campaigns/export-history-csv`,
  query: campaignFilterQuery,
  response: file,
});
export const exportProducts = operation({
  method: 'GET',
  path: `${C}/campaigns/export-campaigns-products-list-csv`,
  query: campaignIdQuery,
  response: file,
});
export const exportHistory = operation({
  method: 'GET',
  path: `${C}/campaigns/export-campaigns-history-csv`,
  query: historyQuery,
  response: file,
});
export const downloadProcessJson = operation({
  method: 'GET',
  path: `${C}/campaigns/download-process-json`,
  query: processIdQuery,
  response: file,
});
export const downloadProcessResult = operation({
  method: 'GET',
  path: `${C}/campaigns/process-result`,
  query: processIdQuery,
  response: file,
});

export const getCampaignParams = operation({
  method: 'GET',
  path: `${C}/campaign-params`,
  query: campaignIdQuery,
  response: envelope(z.array(campaignParamDto)).extend({ campaign: campaignDto }),
});
export const saveCampaignParams = operation({
  method: 'PUT',
  path: `${C}/campaign-params/update-values`,
  body: campaignParamsBody,
  response: envelope(z.array(campaignParamDto)).extend({ message: z.string() }),
});
/** The rules summary of the values sent, without writing anything (§4). */
export const previewCampaignParams = operation({
  method: 'PUT',
  path: `${C}/campaign-params/update-summary-values`,
  body: campaignParamsBody,
  response: envelope(z.object({ summary: z.array(summaryLineDto) })),
});
export const sendCampaignParams = operation({
  method: 'PUT',
  path: `${C}/campaign-params/send-campaign-id-recommendation`,
  body: campaignParamsBody,
  response: sent,
});
export const sendStoredCampaign = operation({
  method: 'POST',
  path: `${C}/campaign-params/send-to-recommendation-by-campaign`,
  body: sendByCampaignBody,
  response: sent,
});
/** The given campaigns (or every editable, complete and not yet processed one of the scope, at most 100). */
export const sendCampaigns = operation({
  method: 'POST',
  path: `${C}/campaign-params/send-to-recommendation`,
  body: sendToRecommendationBody,
  response: envelope(bulkSendDto).extend({ message: z.string() }),
});
export const listOtherCampaigns = operation({
  method: 'GET',
  path: `${C}/campaign-params/variable-info-campaign`,
  query: campaignIdQuery,
  response: envelope(z.array(z.object({ id_campaign: z.number(), campaign_code: z.string(), campaign_description: z.string() }))),
});
export const downloadRules = operation({ method: 'GET', path: `${C}/campaign-params/download`, query: rulesDownloadQuery, response: file });
export const downloadRulesTemplate = operation({
  method: 'GET',
  path: `${C}/campaign-params/template`,
  query: rulesDownloadQuery,
  response: file,
});
/** The rules spreadsheet upload: answers its result file (200 all applied, 400 some refused). */
export const uploadRulesSheet = operation({ method: 'POST', path: `${C}/campaign-params/upload`, response: file });
export const downloadListItems = operation({
  method: 'GET',
  path: `${C}/campaign-params/campaign-param-list-items`,
  query: campaignParamIdQuery,
  response: file,
});
export const uploadListItems = operation({
  method: 'POST',
  path: `${C}/campaign-params/upload-list-items`,
  response: envelope(z.object({ id_campaign_param: z.number(), items: z.number() })).extend({ message: z.string() }),
});
export const getSetting = operation({ method: 'GET', path: `${C}/settings`, query: settingsQuery, response: envelope(settingDto) });
/** A signed link for one file call (download or upload), answered before the token wall. */
export const createFileLink = operation({
  method: 'POST',
  path: `${C}/files/link`,
  body: z.object({ method: z.enum(['GET', 'POST']), path: z.string(), query: z.record(z.string(), z.string()) }),
  response: envelope(fileLinkDto),
});

const V = `${C}/variables`;
export const listVariables = operation({ method: 'GET', path: V, query: variableListQuery, response: envelope(z.array(variableDto)) });
export const listVariableTypes = operation({ method: 'GET', path: `${V}/variable-type`, response: envelope(z.array(variableTypeDto)) });
export const getVariableDataPage = operation({
  method: 'GET',
  path: `${V}/data`,
  query: dataPageQuery,
  response: envelope(variableDataPageDto),
});
export const variableTemplate = operation({ method: 'GET', path: `${V}/template`, response: file });
export const variableDataTemplate = operation({ method: 'GET', path: `${V}/data-template`, query: templateQuery, response: file });
export const createVariables = operation({
  method: 'POST',
  path: V,
  body: newVariablesBody,
  response: envelope(z.object({ id_variables: z.array(z.number()) })).extend({ message: z.string() }),
});
/** A CSV of new variables: the file as the body, or JSON `{content}`. */
export const uploadVariables = operation({
  method: 'POST',
  path: `${V}/upload`,
  body: z.object({ content: z.string() }),
  response: envelope(z.object({ created: z.number() })).extend({ message: z.string() }),
});
/** Reads a variable data CSV (the file as the body, or JSON `{content}`): the valid rows and the skipped ones. */
export const readVariableDataCsv = operation({
  method: 'POST',
  path: `${V}/data/upload`,
  query: dataUploadQuery,
  body: z.object({ content: z.string() }),
  response: envelope(variableDataCsvDto),
});
/** The whole variable (configuration modal) or only the inline row fields (type, object, required). */
export const editVariable = operation({ method: 'PUT', path: `${V}/edit`, body: editVariableBody, response: said });
export const editVariableObject = operation({ method: 'PUT', path: `${V}/edit-variable-object`, body: objectBody, response: said });
export const deleteVariable = operation({ method: 'DELETE', path: `${V}/:id`, params: z.object({ id: variableIdParam }), response: said });
export const getVariable = operation({
  method: 'GET',
  path: `${V}/:id`,
  params: z.object({ id: variableIdParam }),
  response: envelope(variableWithDataDto),
});

export const listObjects = operation({
  method: 'GET',
  path: `${C}/objects`,
  query: objectListQuery,
  response: envelope(z.array(variableObjectDto)),
});
/** Columns of tables, many tables in one call, by document id. */
export const getObjectDetails = operation({
  method: 'POST',
  path: `${C}/objects/details`,
  body: objectDetailsBody,
  response: envelope(
    z.record(z.string(), variableObjectDto.extend({ schema: z.object({ fields: z.array(variableObjectColumnDto) }) })),
  ).extend({ code: z.number() }),
});

const G = `${C}/variable-groups`;
export const listGroups = operation({
  method: 'GET',
  path: G,
  query: groupListQuery,
  response: envelope(z.array(variableGroupDto.extend({ row_number: z.number() }))),
});
/** The group form's data: the group (null for 0, a new group), its members in order, and every variable. */
export const getGroupDetails = operation({
  method: 'GET',
  path: `${G}/details`,
  query: groupDetailsQuery,
  response: envelope(
    z.object({
      variable_group: variableGroupDto.nullable(),
      variables: z.array(z.record(z.string(), z.unknown())),
      variable_list: z.array(
        z.object({
          id_variable: z.number(),
          variable_code: z.string(),
          variable_name: z.string(),
          id_variable_type: z.number().nullable(),
          variable_type_name: z.string().nullable(),
          flag_required: z.boolean(),
        }),
      ),
    }),
  ),
});
/** Members of several groups at once (the graph's loader). */
export const listGroupMembers = operation({
  method: 'GET',
  path: `${G}/members`,
  query: groupMembersQuery,
  response: envelope(z.array(variableGroupMemberDto)),
});
export const createGroup = operation({
  method: 'POST',
  path: G,
  body: groupBody,
  response: envelope(variableGroupDto).extend({ message: z.string() }),
});
export const updateGroup = operation({
  method: 'PUT',
  path: G,
  body: groupBody,
  response: envelope(variableGroupDto).extend({ message: z.string() }),
});
export const deleteGroup = operation({ method: 'DELETE', path: `${G}/:id`, params: z.object({ id: groupIdParam }), response: said });
