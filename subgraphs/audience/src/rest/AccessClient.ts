import DataLoader from 'dataloader';
import { RestClient, type RestClientOptions } from '@inca/rest-client';
import * as api from '@inca/contracts/audience-management';
import type {
  AccessRequestDto,
  AccessRequestPageDto,
  AttributeRestrictionDto,
  CompanyRestrictionDto,
  CrossTableDefinitionDto,
  ExceptionAccessDto,
  RequestableSegmentDto,
} from './models.ts';
import type { AttributeDto, PreviewDto } from './models.ts';

/**
 * The data-access calls of audience-management: exception screen, restrictions and
 * cross-table segments. One instance per GraphQL request; cross-table sources load in batches.
 */
export class AccessClient {
  private readonly rest: RestClient;

  constructor(options: RestClientOptions) {
    this.rest = new RestClient(options);
  }

  async exceptionAccess(): Promise<ExceptionAccessDto> {
    return (await this.rest.call(api.getExceptionAccess)).data;
  }

  async requests(params: Record<string, string | number | readonly string[] | undefined>): Promise<AccessRequestPageDto> {
    const query = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : v]));
    return (await this.rest.call(api.listAccessRequests, { query })).data;
  }

  async request(id: string): Promise<AccessRequestDto> {
    return (await this.rest.call(api.getAccessRequest, { params: { id } })).data;
  }

  async requestableSegments(search: string | undefined): Promise<RequestableSegmentDto[]> {
    return (await this.rest.call(api.listRequestableSegments, { query: { search } })).data;
  }

  async createRequests(body: unknown): Promise<AccessRequestDto[]> {
    return (await this.rest.call(api.saveAccessRequests, { body: body as api.SaveRequestInput })).data;
  }

  async accept(body: unknown): Promise<AccessRequestDto> {
    return (await this.rest.call(api.acceptAccessRequest, { body: body as api.AcceptRequestInput })).data;
  }

  async decline(id: string): Promise<AccessRequestDto> {
    return (await this.rest.call(api.declineAccessRequest, { body: { id: Number(id) } })).data;
  }

  async massiveAccept(ids: readonly string[], untilDate: string): Promise<AccessRequestDto[]> {
    return (await this.rest.call(api.massiveAcceptAccessRequests, { body: { ids: ids.map(Number), request_until_date: untilDate } })).data;
  }

  async massiveDecline(ids: readonly string[]): Promise<AccessRequestDto[]> {
    return (await this.rest.call(api.massiveDeclineAccessRequests, { body: { ids: ids.map(Number) } })).data;
  }

  async restrictions(): Promise<CompanyRestrictionDto[]> {
    return (await this.rest.call(api.listRestrictions)).data.map((r) => ({ company: r.company, restricted: r.restricted, audit: r.audit }));
  }

  async saveRestriction(companyCode: string, restricted: readonly string[]): Promise<CompanyRestrictionDto> {
    const r = (await this.rest.call(api.updateRestrictions, { body: { company_code: companyCode, restrictions: [...restricted] } })).data;
    return { company: r.company, restricted: r.restricted, audit: r.audit };
  }

  async attributeRestriction(companyCode: string): Promise<AttributeRestrictionDto> {
    const r = (await this.rest.call(api.getAttributeRestrictions, { query: { company_code: companyCode } })).data;
    return { company: r.company, attribute_ids: r.attribute_mapping_id, audit: r.audit };
  }

  async saveAttributeRestriction(companyCode: string, ids: readonly number[]): Promise<AttributeRestrictionDto> {
    const r = (await this.rest.call(api.saveAttributeRestrictions, { body: { company_code: companyCode, attributes: [...ids] } })).data;
    return { company: r.company, attribute_ids: r.attribute_mapping_id, audit: r.audit };
  }

  async attributeCatalogue(): Promise<{ name: string; attributes: AttributeDto[] }[]> {
    return (await this.rest.call(api.listAccessAttributes)).data.categories;
  }

  async previewCrossTable(body: unknown): Promise<PreviewDto> {
    return (await this.rest.call(api.previewCrossTableByBody, { body: body as api.CrossPreviewRequest })).data;
  }

  async createCrossTable(body: unknown): Promise<string> {
    return (await this.rest.call(api.createCrossTable, { body: body as api.CrossSaveRequest })).data.code;
  }

  async updateCrossTable(code: string, body: unknown): Promise<string> {
    return (await this.rest.call(api.updateCrossTable, { params: { code }, body: body as api.CrossSaveRequest })).data.code;
  }

  /** Cross-table sources by segment code, batched (null for other types or segments not visible). */
  readonly crossTableByCode = new DataLoader<string, CrossTableDefinitionDto | null>(
    async (codes) => {
      const { data } = await this.rest.call(api.listCrossTableDefinitions, { query: { codes: codes.join(',') } });
      return codes.map((code) => data.find((d) => d.code === code)?.cross_table ?? null);
    },
    { maxBatchSize: 500 },
  );
}
