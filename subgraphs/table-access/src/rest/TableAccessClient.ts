import { RestClient, type RestClientOptions } from '@inca/rest-client';
import {
  acceptRequest,
  createRequest,
  declineRequest,
  getClock,
  getTable,
  listDomains,
  listMyTables,
  listRequests,
  listUseCases,
  requestProductivize,
  searchTables,
  setTestClock,
  verifyTableStatus,
  type GrantDto,
  type SandboxUseCaseDto,
  type TableAccessRequestDto,
  type TableAccessRequestPageDto,
  type TableDomainDto,
  type TableSearchPageDto,
  type TableStatusDto,
  type WarehouseTableDto,
} from '@inca/contracts/table-access';
import type { RequestOf } from '@inca/contracts';

/** The table-access service as seen from the table-access subgraph; one instance per request. */
export class TableAccessClient {
  private readonly rest: RestClient;
  private todayOnce?: Promise<string>;

  constructor(options: RestClientOptions) {
    this.rest = new RestClient(options);
  }

  async myTables(includeExpired = false): Promise<GrantDto[]> {
    return (await this.rest.call(listMyTables, { body: { include_expired: includeExpired } })).data;
  }

  async search(body: { text: string; domain?: string; page: number; page_size: number }): Promise<TableSearchPageDto> {
    return (await this.rest.call(searchTables, { body })).data;
  }

  async domains(): Promise<TableDomainDto[]> {
    return (await this.rest.call(listDomains)).data;
  }

  async table(relativeResourceName: string): Promise<WarehouseTableDto> {
    return (await this.rest.call(getTable, { body: { relative_resource_name: relativeResourceName } })).data;
  }

  async status(relativeResourceName: string): Promise<TableStatusDto> {
    return (
      await this.rest.call(verifyTableStatus, { params: { app: 'audiences' }, body: { relative_resource_name: relativeResourceName } })
    ).data;
  }

  async useCases(companyCode: string): Promise<SandboxUseCaseDto[]> {
    return (await this.rest.call(listUseCases, { body: { company_code: companyCode } })).data;
  }

  async requests(body: RequestOf<typeof listRequests>['body']): Promise<TableAccessRequestPageDto> {
    return (await this.rest.call(listRequests, { body })).data;
  }

  async requestAccess(body: { relative_resource_name: string; reason: string; until_date: string }): Promise<TableAccessRequestDto> {
    return (await this.rest.call(createRequest, { body })).data;
  }

  async requestProductivize(body: { relative_resource_name: string; use_case: string; reason: string }): Promise<TableAccessRequestDto> {
    return (await this.rest.call(requestProductivize, { body })).data;
  }

  async accept(id: string, untilDate: string, action: 1 | 3): Promise<TableAccessRequestDto> {
    return (await this.rest.call(acceptRequest, { body: { id: Number(id), request_until_date: untilDate, action } })).data;
  }

  async decline(id: string): Promise<TableAccessRequestDto> {
    return (await this.rest.call(declineRequest, { body: { id: Number(id) } })).data;
  }

  today(): Promise<string> {
    this.todayOnce ??= this.rest.call(getClock).then((c) => c.data.today);
    return this.todayOnce;
  }

  async setTestClock(today: string | null): Promise<string> {
    return (await this.rest.call(setTestClock, { body: { today } })).data.today;
  }
}
