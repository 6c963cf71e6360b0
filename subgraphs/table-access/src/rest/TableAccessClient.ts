import { RestClient, type Envelope, type RestClientOptions } from '@inca/rest-client';
import type { TableAccessDto } from './types.ts';

/** The table-access service as seen from the table-access subgraph; one instance per request. */
export class TableAccessClient {
  private readonly rest: RestClient;

  constructor(options: RestClientOptions) {
    this.rest = new RestClient(options);
  }

  async myTables(): Promise<TableAccessDto[]> {
    return (await this.rest.post<Envelope<TableAccessDto[]>>('/tables_views/access/my_tables', {})).data;
  }
}
