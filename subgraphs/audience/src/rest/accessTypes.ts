/** Shapes the access routes of audience-management answer with (issue 8). */
import type { CompanyDto } from './types.ts';

export type CompanyRefDto = Required<CompanyDto>;

export type AuditEntryDto = { action: string; actor: string; at: string; before: unknown; after: unknown };

export type AccessRequestDto = {
  id: string;
  requesting_company: CompanyRefDto;
  requested_company: CompanyRefDto;
  request_user: string;
  fecha_estado: string;
  request_until_date: string | null;
  status: 'PENDING' | 'APPROVED' | 'DECLINED';
  segment_code: string;
  segment_business_name: string;
  segment_description: string;
  segment_type_id: number;
  reviewed_by: string | null;
  can_decide: boolean;
  can_update_until_date: boolean;
  audit: AuditEntryDto[];
};

export type AccessRequestPageDto = { items: AccessRequestDto[]; total: number; page: number; page_size: number };

export type CompanyRestrictionDto = { company: CompanyRefDto; restricted: CompanyRefDto[]; audit: AuditEntryDto[] };

export type AttributeRestrictionDto = { company: CompanyRefDto; attribute_ids: number[]; audit: AuditEntryDto[] };

export type RequestableSegmentDto = { code: string; business_name: string; owner_company: CompanyRefDto; segment_type_id: number };

export type CrossTableDefinitionDto = {
  sandbox: boolean;
  relative_resource_name: string | null;
  project_id: string | null;
  dataset_id: string | null;
  table_id: string | null;
  use_case: string | null;
  group: string | null;
  process_date: string | null;
  num_rows?: number | null;
};

export type ExceptionAccessDto = { configuration: boolean; requests: boolean; request_exception: boolean };
