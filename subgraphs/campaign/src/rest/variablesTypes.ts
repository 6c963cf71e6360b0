/** Shapes the campaign-management REST service answers with for variables, objects and groups. */

export type VariableDto = {
  id_variable: number;
  variable_code: string;
  variable_name: string;
  variable_description: string;
  id_variable_type: number | null;
  variable_type_name: string | null;
  flag_required: boolean;
  flag_range: boolean;
  flag_object: boolean;
  flag_operator: boolean;
  flag_info_segment: boolean;
  flag_client_ids: boolean;
  flag_multiple_select: boolean;
  flag_parent_variable_exists: boolean;
  flag_campaign_client_result: boolean;
  flag_info_campaign: boolean;
  flag_upload_data: boolean;
  flag_save_param_list: boolean;
  flag_recommendation_section: boolean;
  flag_recommendation_section_priority_2: boolean;
  flag_object_saved: boolean;
  flag_disabled: boolean;
  object_name: string | null;
  column_match_name: string | null;
  joined_ids_names: { name: string }[];
  column_parser_script: string | null;
  variable_min_range: number | null;
  variable_max_range: number | null;
  default_operator: string | null;
  variable_type_big_query: string | null;
  id_variable_parent: number | null;
  data_count: number;
  created_time: string;
  modified_time: string;
};

export type VariableDataRowDto = { row_number: number; data_key: string; data_value: string; parent_data_key: string | null };
export type VariableDataPageDto = { rows: VariableDataRowDto[]; total: number };
export type VariableWithDataDto = VariableDto & { variable_data: VariableDataRowDto[] };
export type CsvRowProblemDto = { row: number; message: string };
export type VariableDataCsvDto = { rows: Omit<VariableDataRowDto, 'row_number'>[]; skipped: CsvRowProblemDto[] };
export type VariablesUploadDto = { created: number; message: string };

export type VariableObjectDto = {
  id_object: number;
  document_id: string;
  table: { projectId: string; datasetId: string; objectId: string; id: string };
  domain: string;
  creationTime: string;
  lastModifiedTime: string;
};
export type VariableObjectColumnDto = { name: string; type: string };
export type VariableObjectDetailsDto = Record<string, VariableObjectDto & { schema: { fields: VariableObjectColumnDto[] } }>;

export type VariableGroupDto = {
  id_variable_group: number;
  variable_group_name: string;
  variable_group_priority: number;
  description: string;
  icon: string;
  created_time: string;
  modified_time: string;
  variables_count: number;
};
export type VariableGroupMemberDto = {
  id_variable_group_detail: number;
  id_variable_group: number;
  id_variable: number;
  variable_group_detail_order: number;
};
