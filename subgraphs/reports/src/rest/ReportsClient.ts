import { RestClient, type RestClientOptions } from '@inca/rest-client';
import type { AnalyticsLinksDto, AnalyticsReportDto, BuiltInReportDto, ReportDto, ReportFieldsDto, ReportFiltersDto, ReportsEnvelope } from './types.ts';

/** The reports service as seen from the reports subgraph; one instance per request. */
export class ReportsClient {
  private readonly rest: RestClient;

  constructor(options: RestClientOptions) {
    this.rest = new RestClient(options);
  }

  private async call<T>(path: string, data: unknown): Promise<T> {
    return (await this.rest.post<ReportsEnvelope<T>>(path, { data })).data;
  }

  listByModule(module: string): Promise<ReportDto[]> {
    return this.call('/reports/module-dashboard/get-all', { module });
  }

  get(id: string): Promise<ReportDto> {
    return this.call('/reports/module-dashboard/get', { id });
  }

  create(fields: ReportFieldsDto): Promise<ReportDto> {
    return this.call('/reports/module-dashboard/create', fields);
  }

  update(id: string, fields: ReportFieldsDto): Promise<ReportDto> {
    return this.call('/reports/module-dashboard/update', { id, ...fields });
  }

  async delete(id: string): Promise<string> {
    return (await this.call<{ id: string }>('/reports/module-dashboard/delete', { id })).id;
  }

  analyticsLinks(): Promise<AnalyticsLinksDto> {
    return this.call('/reports/aud_analytics/get_reports', {});
  }

  async params(report: AnalyticsReportDto): Promise<string> {
    const path = report === 'quality_shared' ? '/reports/aud_analytics/generate_param/quality_shared' : '/reports/aud_analytics/generate_param';
    return (await this.call<{ params: string }>(path, { filters: {} })).params;
  }

  builtIn(report: AnalyticsReportDto, params: string, filters: ReportFiltersDto): Promise<BuiltInReportDto> {
    return this.call('/reports/aud_analytics/report_data', { report, params, filters });
  }
}
