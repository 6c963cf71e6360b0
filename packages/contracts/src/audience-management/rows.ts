import { z } from 'zod';

/**
 * The rows audience-management answers with, shared by several modules' operations. They describe
 * the JSON as sent (no transforms), so a client's type is exactly what arrives; extra fields a
 * service adds are allowed and ignored.
 */

/** A number the service may send as a numeric string (bigint columns) or not at all. */
export const num = z.union([z.number(), z.string()]).nullish();
export type Num = z.output<typeof num>;
/** '0'/'1', 0/1 or a boolean, as the service may send a flag. */
export const flagValue = z.union([z.enum(['0', '1']), z.literal(0), z.literal(1), z.boolean()]);
export type FlagValue = z.output<typeof flagValue>;
/** A '0'/'1' column. */
export const flag01 = z.enum(['0', '1']);
/** A timestamp as JSON sends it. */
export const timestamp = z.string();

export const companyDto = z.object({
  code: z.string(),
  name: z.string().optional(),
  alias: z.string().optional(),
  domain: z.string().optional(),
});
export type CompanyDto = z.output<typeof companyDto>;
/** A company with every naming field (directory answers). */
export const companyRefDto = z.object({ code: z.string(), name: z.string(), alias: z.string(), domain: z.string() });
export type CompanyRefDto = z.output<typeof companyRefDto>;

export const companyFlagsDto = z.object({
  code: z.string(),
  approve_request_data: flag01,
  share_action: flag01,
  separated_key_ads: flag01,
  gpt_images: flag01,
  talonone_coupons: flag01,
  retail_purchase_prediction: flag01,
  user_id_talonone: flag01,
  edit_segment: flag01,
  edit_audience_type_google: flag01,
});
export type CompanyFlagsDto = z.output<typeof companyFlagsDto>;

export const adsAccountDto = z.object({
  company_code: z.string(),
  technical_name: z.string(),
  business_name: z.string(),
  it_manager_email: z.string().nullable(),
  flag_gads: flag01,
  flag_fbk: flag01,
  flag_tiktok: flag01,
  flag_salesforce: flag01,
  flag_talonone: flag01,
  flag_criteo: flag01,
  flag_adobe: flag01,
  /** Platform API errors (§3): the first item holds gads_error, fbk_error, tiktok_error, talonone_error, criteo_error. */
  errors: z.array(z.record(z.string(), z.string().nullish())).nullish(),
  /** When the platforms were last checked (only in the verify answer). */
  api_checked_at: z.string().nullish(),
});
export type AdsAccountDto = z.output<typeof adsAccountDto>;

/**
 * The platform's match as reported (spec §3 "match-count shape per platform"): gads size_for_display and
 * size_for_search; fbk lower_bound and upper_bound; tiktok cover_num; talonone, salesforce and adobe num_received;
 * criteo size; adobe may also carry a message.
 */
export const matchShapeDto = z.object({
  size_for_display: num.optional(),
  size_for_search: num.optional(),
  lower_bound: num.optional(),
  upper_bound: num.optional(),
  cover_num: num.optional(),
  num_received: num.optional(),
  size: num.optional(),
  message: z.string().nullish(),
});
export type MatchShapeDto = z.output<typeof matchShapeDto>;

/** The segment embedded in an audience row (enough for code, name, screen, size; the rest is loaded by code). */
export const embeddedSegmentDto = z.object({
  code: z.string(),
  business_name: z.string(),
  segment_type_id: z.number(),
  segment_type_name: z.string().nullable(),
  owner_company_code: z.string(),
  row_count_unique: num,
  flag_shared: z.boolean(),
});
export type EmbeddedSegmentDto = z.output<typeof embeddedSegmentDto>;

/** An audience row (list, by-ids, by-segments, retrieve, create result, edit answer) for one caller. */
export const audienceDto = z.object({
  id: z.union([z.number(), z.string()]),
  custom_audience_id: z.string(),
  custom_audience_name: z.string(),
  custom_audience_description: z.string(),
  company_code: z.string(),
  company_name: z.string(),
  company_alias: z.string().optional(),
  company_domain: z.string().optional(),
  segment_code: z.string(),
  segment_name: z.string().optional(),
  segment_type_id: z.number().optional(),
  segment_type_name: z.string().nullish(),
  segment_row_count_unique: num,
  segment: embeddedSegmentDto.nullish(),
  ads_platform_code: z.string(),
  ads_platform_name: z.string(),
  ads_account_code: z.string(),
  ads_account_name: z.string().optional(),
  ads_account: adsAccountDto.nullish(),
  assignment_status_code: z.string(),
  assignment_status_name: z.string().nullish(),
  assignment_status_description: z.string().nullish(),
  assignment_status_date: timestamp,
  is_enabled: flagValue,
  enabled: z.boolean().optional(),
  requested: flagValue,
  to_update: flagValue,
  frequency: z.string(),
  update_date_number: z.number().nullable(),
  start_date: z.string(),
  end_date: z.string(),
  created_date: timestamp,
  last_process_date: timestamp.nullable(),
  source_file_name: z.string().nullish(),
  source_file_row_count: num,
  segment_size: num.optional(),
  audience_match_count: num.optional(),
  match_data: matchShapeDto.nullable(),
  recipients: z.union([z.string(), z.array(z.string())]).nullish(),
  audience_type_google: z.string().nullish(),
  app_id_type: z.string().nullish(),
  app_id: z.string().nullish(),
  dataset_adobe: z.string().nullish(),
  table_adobe: z.string().nullish(),
  nombre_var_adobe: z.string().nullish(),
  salesforce_automation: z.union([z.string(), z.number()]).nullish(),
  salesforce_automation_name: z.string().nullish(),
  talonone_application_id: z.union([z.string(), z.number()]).nullish(),
  talonone_campaign_id: z.union([z.string(), z.number()]).nullish(),
  can_edit: z.boolean(),
  can_delete: z.boolean(),
  can_toggle: z.boolean(),
  can_resend: z.boolean(),
  can_update_frequency: z.boolean(),
  can_bill: z.boolean(),
  can_see_images: z.boolean(),
});
export type AudienceDto = z.output<typeof audienceDto>;

/** A selected attribute of a stored definition (spec §3): the value's shape depends on the type. */
// An attribute segment's value is `value`; a merge's stored sides are `attribute_value`.
export const selectedAttributeDto = z.object({
  id: z.number(),
  technical_name: z.string().optional(),
  value: z.unknown().optional(),
  attribute_value: z.unknown().optional(),
});
export type SelectedAttributeDto = z.output<typeof selectedAttributeDto>;

export const companyShareDto = z.object({
  company_code: z.string(),
  itc_company_name: z.string(),
  percentage: z.number(),
  count: z.number(),
});

/** The counts of a segment's preview (builder, cross-table). */
export const previewDto = z.object({
  preview_id: z.string().optional(),
  unique_users: z.number(),
  unique_users_w_contact: z.number(),
  unique_users_w_advertising: z.number(),
  segment_company_percentage: z.array(companyShareDto),
  unique_users_w_contact_by_company: z.array(companyShareDto),
  unique_users_w_contact_restricted: z.number(),
  unique_users_w_contact_restricted_by_company: z.array(companyShareDto),
  low_contactable: z.boolean(),
});
export type PreviewDto = z.output<typeof previewDto>;

export const attributeDto = z.object({
  id: z.number(),
  category: z.string(),
  groupName: z.string().optional(),
  businessName: z.string(),
  technicalName: z.string(),
  type: z.enum(['BOOLEAN', 'MULTI_SELECT', 'MASKED_MULTI_SELECT', 'RANGE', 'INPUT_COMPARE', 'SELECT', 'SELECT_RANGE']),
  options: z.array(
    z.object({ id: z.number(), value: z.string(), name: z.string(), tooltip: z.string().optional(), parentId: z.number().optional() }),
  ),
  dependent: z.array(z.object({ dependentId: z.number(), orCondition: z.boolean() })).optional(),
  requiredFields: z.object({ and: z.array(z.number()).optional(), or: z.array(z.number()).optional() }).optional(),
});
export type AttributeDto = z.output<typeof attributeDto>;

/** Attributes of a catalogue by category. */
export const attributeCategoryDto = z.object({ name: z.string(), attributes: z.array(attributeDto) });

/** A saved segment's code. */
export const codeDto = z.object({ code: z.string() });

/** Most ids or codes a batch call takes (the subgraph's loaders send at most this many per call). */
export const BATCH_MAX = 500;
