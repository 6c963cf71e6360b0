/** Shapes the reports REST service answers with. */
export type ReportDto = {
  id: string | number;
  code: string;
  title: string;
  type: 'powerbi' | 'lookerstudio';
  description: string;
  url: string;
  module: string;
  all_permission: boolean;
  created_date: string;
  updated_date: string;
};

/** The reports service answers `{success, data}` rather than `{status, data}`. */
export type ReportsEnvelope<T> = { success: boolean; data: T };
