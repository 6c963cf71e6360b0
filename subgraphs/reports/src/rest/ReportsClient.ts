import { RestClient, type RestClientOptions } from '@inca/rest-client';
import {
  createReport,
  deleteReport,
  generateParams,
  generateShareParams,
  getAnalyticsLinks,
  getBuiltInReport,
  getReport,
  listReports,
  updateReport,
  type AnalyticsLinksDto,
  type BuiltInReportDto,
  type OpenedReportDto,
  type ReportDto,
  type AnalyticsReport,
  type ReportFieldsInput,
  type ReportFiltersInput,
} from '@inca/contracts/reports';

/** A report as the subgraph resolves it: `get` answers carry the frame, list rows do not. */
export type ReportSource = ReportDto & { frame?: OpenedReportDto['frame'] };

/** The reports service as seen from the reports subgraph; one instance per request. */
export class ReportsClient {
  private readonly rest: RestClient;

  constructor(options: RestClientOptions) {
    this.rest = new RestClient(options);
  }

  async listByModule(module: string): Promise<ReportSource[]> {
    return (await this.rest.call(listReports, { body: { data: { module } } })).data;
  }

  async get(id: string): Promise<OpenedReportDto> {
    return (await this.rest.call(getReport, { body: { data: { id } } })).data;
  }

  async create(fields: ReportFieldsInput): Promise<ReportSource> {
    return (await this.rest.call(createReport, { body: { data: fields } })).data;
  }

  async update(id: string, fields: ReportFieldsInput): Promise<ReportSource> {
    return (await this.rest.call(updateReport, { body: { data: { id, ...fields } } })).data;
  }

  async delete(id: string): Promise<string> {
    return (await this.rest.call(deleteReport, { body: { data: { id } } })).data.id;
  }

  async analyticsLinks(): Promise<AnalyticsLinksDto> {
    return (await this.rest.call(getAnalyticsLinks)).data;
  }

  async params(report: AnalyticsReport): Promise<string> {
    const op = report === 'quality_shared' ? generateShareParams : generateParams;
    return (await this.rest.call(op, { body: { data: { filters: {} } } })).data.params;
  }

  async builtIn(report: AnalyticsReport, params: string, filters: ReportFiltersInput): Promise<BuiltInReportDto> {
    return (await this.rest.call(getBuiltInReport, { body: { data: { report, params, filters } } })).data;
  }
}
