import { RestClient, type RestClientOptions } from '@inca/rest-client';
import type { ReportDto, ReportsEnvelope } from './types.ts';

/** The reports service as seen from the reports subgraph; one instance per request. */
export class ReportsClient {
  private readonly rest: RestClient;

  constructor(options: RestClientOptions) {
    this.rest = new RestClient(options);
  }

  async listByModule(module: string): Promise<ReportDto[]> {
    return (await this.rest.post<ReportsEnvelope<ReportDto[]>>('/reports/module-dashboard/get-all', { data: { module } })).data;
  }
}
