import { RestClient, type Envelope, type RestClientOptions } from '@inca/rest-client';
import type { SandboxUseCaseDto, TableAccessDto, TableAccessRequestDto, TableAccessRequestPageDto, TableDomainDto, TableSearchPageDto, TableStatusDto, WarehouseTableDto } from './types.ts';

/** The table-access service as seen from the table-access subgraph; one instance per request. */
export class TableAccessClient {
  private readonly rest: RestClient;
  private todayOnce?: Promise<string>;

  constructor(options: RestClientOptions) {
    this.rest = new RestClient(options);
  }

  private async call<T>(path: string, body: unknown = {}): Promise<T> {
    return (await this.rest.post<Envelope<T>>(path, body)).data;
  }

  myTables(includeExpired = false): Promise<TableAccessDto[]> {
    return this.call('/tables_views/access/my_tables', { include_expired: includeExpired });
  }

  search(body: { text: string; domain?: string; page: number; page_size: number }): Promise<TableSearchPageDto> {
    return this.call('/tables_views/search', body);
  }

  domains(): Promise<TableDomainDto[]> {
    return this.call('/tables_views/domains');
  }

  table(relativeResourceName: string): Promise<WarehouseTableDto> {
    return this.call('/tables_views/table', { relative_resource_name: relativeResourceName });
  }

  status(relativeResourceName: string): Promise<TableStatusDto> {
    return this.call('/tables_views/audiences/verify_table_status', { relative_resource_name: relativeResourceName });
  }

  useCases(companyCode: string): Promise<SandboxUseCaseDto[]> {
    return this.call('/tables_views/use_cases/list', { company_code: companyCode });
  }

  requests(body: Record<string, unknown>): Promise<TableAccessRequestPageDto> {
    return this.call('/tables_views/requests/list', body);
  }

  requestAccess(body: { relative_resource_name: string; reason: string; until_date: string }): Promise<TableAccessRequestDto> {
    return this.call('/tables_views/requests/create', body);
  }

  requestProductivize(body: { relative_resource_name: string; use_case: string; reason: string }): Promise<TableAccessRequestDto> {
    return this.call('/tables_views/requests/productivize', body);
  }

  accept(id: string, untilDate: string, action: 1 | 3): Promise<TableAccessRequestDto> {
    return this.call('/tables_views/requests/accept', { id: Number(id), request_until_date: untilDate, action });
  }

  decline(id: string): Promise<TableAccessRequestDto> {
    return this.call('/tables_views/requests/decline', { id: Number(id) });
  }

  today(): Promise<string> {
    this.todayOnce ??= this.call<{ today: string }>('/tables_views/clock').then((c) => c.today);
    return this.todayOnce;
  }

  async setTestClock(today: string | null): Promise<string> {
    return (await this.call<{ today: string }>('/tables_views/test_clock', { today })).today;
  }
}
