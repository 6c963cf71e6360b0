/** Shapes the table-access REST service answers with. */
export type TableAccessDto = {
  relative_resource_name: string;
  domain: string;
  project_id: string;
  dataset_id: string;
  object_id: string;
  is_view: boolean;
  description: string;
  permission_expiration_date: string | null;
  expired?: boolean;
  num_rows: string | number;
};

export type WarehouseFieldDto = { name: string; type: string; description: string };

export type WarehouseTableDto = {
  relative_resource_name: string;
  project_id: string;
  dataset_id: string;
  table_id: string;
  is_view: boolean;
  domain: string;
  company_code: string;
  description: string;
  tags: string[];
  fields: WarehouseFieldDto[];
  num_rows: string | number;
  creation_time: string;
  access: 'ACTIVE' | 'EXPIRED' | 'PENDING' | 'NONE';
  permission_expiration_date: string | null;
};

export type TableSearchResultDto = { table: WarehouseTableDto; rank: number };
export type TableSearchPageDto = { items: TableSearchResultDto[]; total: number; page: number; page_size: number };
export type TableDomainDto = { domain: string; company_code: string; label: string };

export type TableStatusDto = {
  relative_resource_name: string;
  status: 'OK' | 'EXPIRED' | 'NO_ACCESS' | 'NOT_FOUND';
  message: string | null;
  permission_expiration_date: string | null;
  num_rows: string | number | null;
};

export type SandboxUseCaseDto = {
  use_case: string;
  group: string;
  process_date: string;
  num_rows: string | number;
  company_code: string;
  attributes: string[];
};

export type TableAuditEntryDto = { action: string; actor: string; at: string; before: unknown; after: unknown };

export type TableAccessRequestDto = {
  id: string;
  kind: 'ACCESS' | 'PRODUCTIVIZE';
  table: WarehouseTableDto;
  requested_by: string;
  requesting_company_code: string;
  reason: string;
  use_case: string | null;
  status: 'PENDING' | 'APPROVED' | 'DECLINED';
  state_date: string;
  until_date: string | null;
  reviewed_by: string | null;
  can_decide: boolean;
  can_update_until_date: boolean;
  audit: TableAuditEntryDto[];
};

export type TableAccessRequestPageDto = { items: TableAccessRequestDto[]; total: number; page: number; page_size: number };
