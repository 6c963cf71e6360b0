/** Shapes the campaign side of campaign-management answers with (helper D). */

export type CampaignGroupDto = { id_variable_group: number; variable_group_name: string; variable_group_priority: number };

export type SummaryLineDto = { name: string; quantity: number; children: { name: string; quantity: number }[] };

export type CampaignDto = {
  id_campaign: number;
  itc_company_campaign_code: string;
  campaign_code: string;
  campaign_description: string;
  campaign_start_date: string;
  campaign_end_date: string;
  campaign_status: string;
  campaign_status_inca: number;
  digital_campaign_type: string;
  digital_campaign_type_2: string;
  campaign_priority: number;
  minimum_amount: number;
  campaign_creation_date: string;
  campaign_modification_date: string;
  usage_start_date: string | null;
  usage_end_date: string | null;
  campaign_discount_type: string;
  campaign_ominical_indicator: string;
  flash_campaign_type: string;
  campaign_brand_code: string;
  instant_campaign_indicator: string;
  platform_code: string;
  file_type: number;
  flag_editable: boolean;
  flag_corporate: boolean;
  rules_modified_time: string | null;
  flag_recommendation_processed: boolean;
  variable_group_data: CampaignGroupDto[];
  rules_summary?: SummaryLineDto[] | string;
  total_rows?: number;
};

export type CampaignPageDto = { rows: CampaignDto[]; total: number; showCompany: boolean };

export type ParamOptionDto = { data_key: string; data_value: string; parent_data_key: string | null };

export type CampaignParamDto = {
  id_campaign_param: number | null;
  id_campaign: number;
  id_variable_group: number;
  variable_group_name: string;
  variable_group_priority: number;
  id_variable: number;
  id_variable_type: number | null;
  id_variable_parent: number | null;
  variable_name: string;
  variable_code: string;
  variable_description: string;
  flag_required: boolean;
  flag_multiple_select: boolean;
  flag_range: boolean;
  flag_info_segment: boolean;
  flag_info_campaign: boolean;
  flag_upload_data: boolean;
  flag_save_param_list: boolean;
  flag_param_list_file_saved: boolean;
  flag_parent_variable_exists: boolean;
  configuration_value: string | null;
  configuration_items: string[];
  configuration_range_start: number | null;
  configuration_range_end: number | null;
  variable_min_range: number | null;
  variable_max_range: number | null;
  variable_group_detail_order: number;
  variable_data_options: ParamOptionDto[];
  list_items_count: number;
};

export type CampaignRulesDto = { campaign: CampaignDto; params: CampaignParamDto[] };

export type CampaignProductDto = {
  row_number: number;
  item_code: string;
  item_name: string;
  item_status: string;
  item_source_creation_time: string;
  item_offering_mode: string;
  item_offering_amount: number;
  item_discount_type: string;
  item_discount_mode: string;
  item_discount_value: number;
};
export type CampaignProductPageDto = { rows: CampaignProductDto[]; total: number };

export type ProcessHistoryDto = {
  id_process: string | number;
  row_number: number;
  id_campaign: number | null;
  campaign_code: string | null;
  source_name: string;
  process_name: string;
  process_status: string;
  process_final_message: string;
  start_time: string;
  end_time: string | null;
  uploaded_records: number;
  rejected_records: number;
  total_records: number;
  summary: Record<string, string>;
  flag_result_file: boolean;
};
export type ProcessHistoryPageDto = { rows: ProcessHistoryDto[]; total: number };

export type CampaignCompanyDto = { itc_company_code: string; description: string };
export type FileLinkDto = { url: string; expires_at: string; method: string };
export type SendResultDto = { id_process: number; summary: SummaryLineDto[]; message: string };
export type BulkSendDto = { queued: number[]; skipped: { id_campaign: number; message: string }[] };
export type InfoEntryDto = { key: string; value: string };
export type BulkSendResultDto = BulkSendDto & { message: string };
