/** Shapes the audience-management REST service answers with (its DTOs). */
export type CompanyDto = { code: string; name?: string; alias?: string; domain?: string };

export type ViewerDto = {
  email: string;
  name: string;
  roles: string[];
  company: Required<CompanyDto>;
};

export type CompanyFlagsDto = {
  code: string;
  approve_request_data: '0' | '1';
  share_action: '0' | '1';
  separated_key_ads: '0' | '1';
  gpt_images: '0' | '1';
  talonone_coupons: '0' | '1';
  retail_purchase_prediction: '0' | '1';
  user_id_talonone: '0' | '1';
  edit_segment: '0' | '1';
  edit_audience_type_google: '0' | '1';
};

export type AdsAccountDto = {
  company_code: string;
  technical_name: string;
  business_name: string;
  it_manager_email: string | null;
  flag_gads: '0' | '1';
  flag_fbk: '0' | '1';
  flag_tiktok: '0' | '1';
  flag_salesforce: '0' | '1';
  flag_talonone: '0' | '1';
  flag_criteo: '0' | '1';
  flag_adobe: '0' | '1';
  /** Platform API errors (§3): the first item holds gads_error, fbk_error, tiktok_error, talonone_error, criteo_error. */
  errors?: Record<string, string | null | undefined>[] | null;
  /** When the platforms were last checked (only in the verify answer). */
  api_checked_at?: string | null;
};

/** A segment as the audience-management service presents it to one caller (with permissions). */
export type SegmentDto = {
  code: string;
  business_name: string;
  description: string;
  segment_type_id: number;
  segment_type_name: string;
  segment_type_label: string;
  owner_company_code: string;
  owner_company_name: string;
  owner_company_alias: string;
  owner_company_domain: string;
  created_by: string;
  created_date: string;
  last_process_date: string;
  row_count_unique: number;
  num_audiences: number;
  flag_shared: boolean;
  flag_has_audiences: boolean;
  requested: boolean;
  edit_visible: boolean;
  can_edit: boolean;
  edit_blocked_by_audiences: number;
  can_share: boolean;
  can_delete: boolean;
  can_duplicate: boolean;
  /**
   * Set by the subgraph when only an audience row's embedded segment is known (code, name, type id and name,
   * owner code, size, shared): fields beyond those load the segment by code.
   */
  partial?: true;
};

export type SegmentTypeDto = { id: number; name: string; label: string };

export type SegmentPageDto = { rows: SegmentDto[]; total: number; page: number; pageSize: number };

export type SegmentShareDto = {
  sharing_id: string;
  segment_code: string;
  shared_with_type: 'USER' | 'COMPANY';
  shared_with_value: string;
  shared_with_company_code: string;
  shared_with_company_name: string;
  shared_with_company_alias: string;
  shared_with_company_domain: string;
  created_by: string;
  created_date: string;
};


export type SegmentRequestDto = {
  id: string;
  segment_code: string;
  requesting_company_code: string;
  requesting_company_name: string;
  requesting_company_alias: string;
  requesting_company_domain: string;
  requested_by: string;
  reason: string;
  status: string;
  reviewed_by: string | null;
  reviewed_date: string | null;
  created_date: string;
};

export type DuplicateSegmentResultDto = { message: string; code: string };

export type AttributeDto = {
  id: number;
  category: string;
  groupName?: string;
  businessName: string;
  technicalName: string;
  type: 'BOOLEAN' | 'MULTI_SELECT' | 'MASKED_MULTI_SELECT' | 'RANGE' | 'INPUT_COMPARE' | 'SELECT' | 'SELECT_RANGE';
  options: { id: number; value: string; name: string; tooltip?: string; parentId?: number }[];
  dependent?: { dependentId: number; orCondition: boolean }[];
  requiredFields?: { and?: number[]; or?: number[] };
};

export type CompanyShareDto = { company_code: string; itc_company_name: string; percentage: number; count: number };

export type PreviewDto = {
  preview_id?: string;
  unique_users: number;
  unique_users_w_contact: number;
  unique_users_w_advertising: number;
  segment_company_percentage: CompanyShareDto[];
  unique_users_w_contact_by_company: CompanyShareDto[];
  unique_users_w_contact_restricted: number;
  unique_users_w_contact_restricted_by_company: CompanyShareDto[];
  low_contactable: boolean;
};

/** The REST form of a selected attribute (spec §3): the value's shape depends on the type. */
export type SelectedAttributeDto = { id: number; technical_name?: string; value: unknown; attribute_value?: unknown };

/** A base of a merge its owner may no longer see. */
export type UnavailableBaseDto = { code: string; business_name: string };

export type DefinitionDto = { type_name?: string; attributes: SelectedAttributeDto[]; preview?: PreviewDto; unavailable_bases: UnavailableBaseDto[] };

export type SegmentOptionDto = { code: string; business_name: string };

/** A merge segment whose stored definition uses the segment `segment_code`; `visible`: the caller may open it. */
export type SegmentMergeUseDto = { segment_code: string; code: string; business_name: string; visible: boolean };

// ───────────── Audiences (issue 9) — shapes of /work/brief/AUDIENCES-REST.md ─────────────

/** '0'/'1', 0/1 or a boolean, as the service may send a flag. */
export type FlagValue = '0' | '1' | 0 | 1 | boolean;

/** A number the service may send as a numeric string. */
export type Num = number | string | null | undefined;

/**
 * The platform's match as reported (spec §3 "match-count shape per platform"): gads size_for_display and
 * size_for_search; fbk lower_bound and upper_bound; tiktok cover_num; talonone, salesforce and adobe num_received;
 * criteo size; adobe may also carry a message.
 */
export type MatchShapeDto = {
  size_for_display?: Num;
  size_for_search?: Num;
  lower_bound?: Num;
  upper_bound?: Num;
  cover_num?: Num;
  num_received?: Num;
  size?: Num;
  message?: string | null;
};

/** The segment embedded in an audience row (enough for code, name, screen, size; the rest is loaded by code). */
export type EmbeddedSegmentDto = {
  code: string;
  business_name: string;
  segment_type_id: number;
  segment_type_name: string | null;
  owner_company_code: string;
  row_count_unique: Num;
  flag_shared: boolean;
};

/** An entry of an audience's status timeline (estados); `audience` is the ads platform code of its audience. */
export type AudienceTimelineDto = {
  id?: string | number;
  assignment_status_code: string;
  assignment_status_name: string | null;
  assignment_status_date: string;
  audience_match_count?: Num;
  match_data: MatchShapeDto | null;
  segment_row_count_unique: Num;
  source_file_row_count: Num;
  message?: string | null;
  /** Set by the subgraph: the platform whose match shape applies. */
  platform?: string;
};

export type AudienceTrackDto = { id?: string | number; track_date: string; segment_row_count_unique: Num; source_file_row_count: Num };

/** A publishing run as GET /audiences/{id}/runs answers it (presentRun). */
export type AudienceRunDto = {
  id: number | string;
  status: string;
  trigger: string;
  started_at: string;
  finished_at: string | null;
  rows_read: Num;
  valid: Num;
  rejected: Num;
  rejected_by_reason: Record<string, number>;
  platform_rejected_by_reason: Record<string, number>;
  batches: Num;
  sent: Num;
  removed: Num;
  bytes: Num;
  duration_ms: Num | null;
  error: string | null;
  /** The match predicted when the run sent, and the platform's answer (absent from services that predate them). */
  predicted_match?: Num | null;
  prediction_basis?: 'history' | 'default' | null;
  actual_match?: Num | null;
  prediction_error?: number | null;
};

/** A Salesforce automation flow as the subgraph resolves it. */
export type SalesforceAutomationDto = { id: string; name: string; audience_name: string };

/** An audience row (list, by-ids, by-segments, retrieve, create result, edit answer) for one caller. */
export type AudienceDto = {
  id: number | string;
  custom_audience_id: string;
  custom_audience_name: string;
  custom_audience_description: string;
  company_code: string;
  company_name: string;
  company_alias?: string;
  company_domain?: string;
  segment_code: string;
  segment_name?: string;
  segment_type_id?: number;
  segment_type_name?: string | null;
  segment_row_count_unique: Num;
  segment?: EmbeddedSegmentDto | null;
  ads_platform_code: string;
  ads_platform_name: string;
  ads_account_code: string;
  ads_account_name?: string;
  ads_account?: AdsAccountDto | null;
  assignment_status_code: string;
  assignment_status_name?: string | null;
  assignment_status_description?: string | null;
  assignment_status_date: string;
  is_enabled: FlagValue;
  enabled?: boolean;
  requested: FlagValue;
  to_update: FlagValue;
  frequency: string;
  update_date_number: number | null;
  start_date: string;
  end_date: string;
  created_date: string;
  last_process_date: string | null;
  source_file_name?: string | null;
  source_file_row_count: Num;
  segment_size?: Num;
  audience_match_count?: Num;
  match_data: MatchShapeDto | null;
  recipients?: string | string[] | null;
  audience_type_google?: string | null;
  app_id_type?: string | null;
  app_id?: string | null;
  dataset_adobe?: string | null;
  table_adobe?: string | null;
  nombre_var_adobe?: string | null;
  salesforce_automation?: string | number | null;
  salesforce_automation_name?: string | null;
  talonone_application_id?: string | number | null;
  talonone_campaign_id?: string | number | null;
  can_edit: boolean;
  can_delete: boolean;
  can_toggle: boolean;
  can_resend: boolean;
  can_update_frequency: boolean;
  can_bill: boolean;
  can_see_images: boolean;
};

export type AudiencePageDto = { rows: AudienceDto[]; total: number; page: number; pageSize: number };

export type AudienceStateDto = { code: string; name: string; description: string };
export type AdsPlatformDto = { code: string; name: string; position?: number };
export type AudienceFrequencyDto = { code: string; name: string; update_day?: string | null; position?: number };

/** A billing row (§3); `percentage` is recomputed by the subgraph over the rows answered together. */
export type BillingRowDto = {
  id?: string | number;
  company_name: string;
  process_date: string;
  platform_name: string;
  ads_platform_code: string;
  status: string;
  status_name?: string | null;
  assignment_status_date?: string | null;
  source_file_row_count: Num;
  total_match: Num;
  percentage: number;
};

export type AudienceTimelinePageDto = { rows: AudienceTimelineDto[]; total: number; page: number; pageSize: number };

export type AudienceCreateErrorDto = { platform?: string | null; platform_name?: string | null; message: string };
export type CreateAudiencesResultDto = { created: AudienceDto[]; errors: AudienceCreateErrorDto[] };
export type AudienceActionResultDto = { message: string; audience: AudienceDto };
export type BulkUpdateResultDto = { updatedCount: number; message: string; audiences: AudienceDto[] };
export type SalesforceAutomationResultDto = { message: string; automation: SalesforceAutomationDto };
export type TalonOneApplicationDto = { id: string | number; name: string };
export type TalonOneCampaignDto = { id: string | number; name: string; application_id: string | number; state?: string };
export type AudienceFormSegmentDto = {
  code: string;
  business_name: string;
  owner_company_code: string;
  flag_shared: boolean;
  segment_type_id?: number;
  segment_type_name: string | null;
  requested?: boolean;
};
