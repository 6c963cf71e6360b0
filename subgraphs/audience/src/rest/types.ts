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

export type SegmentAudienceDto = {
  id: string;
  segment_code: string;
  custom_audience_id: string;
  custom_audience_name: string;
  custom_audience_description: string;
  segment_company_company_name: string;
  ads_platform_code: string;
  assignment_status_code: string;
  assignment_status_date: string;
  source_file_row_count: string;
  frequency: string;
  update_date_number: number | null;
  start_date: string;
  end_date: string | null;
  audience_last_process_date: string | null;
  audience_match_count: string;
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
