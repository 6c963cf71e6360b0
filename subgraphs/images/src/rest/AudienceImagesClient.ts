import DataLoader from 'dataloader';
import { RestClient, type Envelope, type RestClientOptions } from '@inca/rest-client';
import type { CompanySummaryDto } from './types.ts';

/** The audience-images service as seen from the images subgraph; one instance per request. */
export class AudienceImagesClient {
  private readonly rest: RestClient;

  constructor(options: RestClientOptions) {
    this.rest = new RestClient(options);
  }

  /** Image count per company, batched: a list of companies costs one call. */
  readonly imageCountByCompany = new DataLoader<string, number>(async (codes) => {
    const rows = (await this.rest.get<Envelope<CompanySummaryDto[]>>('/audience-images/companies/summary', { company_code: codes })).data;
    return codes.map((code) => rows.find((r) => r.company_code === code)?.total ?? 0);
  });
}
