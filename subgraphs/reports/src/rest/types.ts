/** Shapes the reports REST service answers with. */
export type ReportTypeDto = 'POWERBI' | 'LOOKERSTUDIO' | 'INCA';
export type AnalyticsReportDto = 'omnicanal' | 'performance' | 'monetization' | 'quality_shared';

export type ReportFrameDto = { type: ReportTypeDto; url: string | null; params: string; built_in: AnalyticsReportDto | null };

export type ReportDto = {
  id: string;
  code: string;
  title: string;
  type: ReportTypeDto;
  description: string;
  link: string;
  module: string;
  all_permission: boolean;
  update_hours: string[];
  maintenance: boolean;
  organizations: string[];
  created_user: string;
  created_date: string;
  updated_user: string;
  updated_date: string;
  /** Present on `get` answers. */
  frame?: ReportFrameDto;
};

export type ReportFieldsDto = Pick<ReportDto, 'code' | 'title' | 'type' | 'description' | 'link' | 'all_permission' | 'update_hours' | 'maintenance' | 'organizations' | 'module'>;

export type AnalyticsLinksDto = Record<AnalyticsReportDto, string | null> & { types: Partial<Record<AnalyticsReportDto, ReportTypeDto>> };

export type ReportFiltersDto = { company_code?: string; from?: string; to?: string; platform?: string };

export type BuiltInReportDto = {
  report: AnalyticsReportDto;
  companies: string[];
  from: string;
  to: string;
  platform: string | null;
  figures: {
    createdByMonth: { month: string; platform: string; count: number }[];
    statusByPlatform: { platform: string; status: string; status_name: string; count: number }[];
    publishedByMonth: { month: string; platform: string; runs: number; sent: number; matched: number }[];
    billing: { company_code: string; company_name: string; platform: string; total_match: number; uploaded: number }[];
    segmentReach: { company_code: string; company_name: string; segments: number; customers: number }[];
    /** Absent from an audience-management that predates coupon figures. */
    couponsByDay?: { day: string; company_code: string; company_name: string; issued: number; reserved: number; redeemed: number }[];
  };
};

/** The reports service answers `{success, data}` rather than `{status, data}`. */
export type ReportsEnvelope<T> = { success: boolean; data: T };
