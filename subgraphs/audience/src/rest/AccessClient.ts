import DataLoader from 'dataloader';
import { RestClient, type Envelope, type RestClientOptions } from '@inca/rest-client';
import type { AccessRequestDto, AccessRequestPageDto, AttributeRestrictionDto, CompanyRestrictionDto, CrossTableDefinitionDto, ExceptionAccessDto, RequestableSegmentDto } from './accessTypes.ts';
import type { AttributeDto, PreviewDto } from './types.ts';

const BASE = '/audience-management';

type RestrictionItem = { company: CompanyRestrictionDto['company']; restricted: CompanyRestrictionDto['restricted']; audit: CompanyRestrictionDto['audit'] };
type AttributeRestrictionItem = { company: AttributeRestrictionDto['company']; attribute_mapping_id: number[]; audit: AttributeRestrictionDto['audit'] };

/**
 * The data-access calls of audience-management (issue 8): exception screen, restrictions and
 * cross-table segments. One instance per GraphQL request; cross-table sources load in batches.
 */
export class AccessClient {
  private readonly rest: RestClient;

  constructor(options: RestClientOptions) {
    this.rest = new RestClient(options);
  }

  async exceptionAccess(): Promise<ExceptionAccessDto> {
    return (await this.rest.get<Envelope<ExceptionAccessDto>>(`${BASE}/access/exception-access`)).data;
  }

  async requests(params: Record<string, string | number | readonly string[] | undefined>): Promise<AccessRequestPageDto> {
    return (await this.rest.get<Envelope<AccessRequestPageDto>>(`${BASE}/access/requests/list`, params)).data;
  }

  async request(id: string): Promise<AccessRequestDto> {
    return (await this.rest.get<Envelope<AccessRequestDto>>(`${BASE}/access/requests/${encodeURIComponent(id)}`)).data;
  }

  async requestableSegments(search: string | undefined): Promise<RequestableSegmentDto[]> {
    return (await this.rest.get<Envelope<RequestableSegmentDto[]>>(`${BASE}/access/requestable-segments`, { search })).data;
  }

  async createRequests(body: unknown): Promise<AccessRequestDto[]> {
    return (await this.rest.post<Envelope<AccessRequestDto[]>>(`${BASE}/access/requests/save`, body)).data;
  }

  async accept(body: unknown): Promise<AccessRequestDto> {
    return (await this.rest.post<Envelope<AccessRequestDto>>(`${BASE}/access/requests/accept`, body)).data;
  }

  async decline(id: string): Promise<AccessRequestDto> {
    return (await this.rest.post<Envelope<AccessRequestDto>>(`${BASE}/access/requests/decline`, { id: Number(id) })).data;
  }

  async massiveAccept(ids: readonly string[], untilDate: string): Promise<AccessRequestDto[]> {
    return (await this.rest.post<Envelope<AccessRequestDto[]>>(`${BASE}/access/requests/massive-accept`, { ids: ids.map(Number), request_until_date: untilDate })).data;
  }

  async massiveDecline(ids: readonly string[]): Promise<AccessRequestDto[]> {
    return (await this.rest.post<Envelope<AccessRequestDto[]>>(`${BASE}/access/requests/massive-decline`, { ids: ids.map(Number) })).data;
  }

  async restrictions(): Promise<CompanyRestrictionDto[]> {
    return (await this.rest.get<Envelope<RestrictionItem[]>>(`${BASE}/access/restrictions`)).data.map((r) => ({ company: r.company, restricted: r.restricted, audit: r.audit }));
  }

  async saveRestriction(companyCode: string, restricted: readonly string[]): Promise<CompanyRestrictionDto> {
    const r = (await this.rest.post<Envelope<RestrictionItem>>(`${BASE}/access/restrictions/update`, { company_code: companyCode, restrictions: restricted })).data;
    return { company: r.company, restricted: r.restricted, audit: r.audit };
  }

  async attributeRestriction(companyCode: string): Promise<AttributeRestrictionDto> {
    const r = (await this.rest.get<Envelope<AttributeRestrictionItem>>(`${BASE}/access/attribute-restrictions`, { company_code: companyCode })).data;
    return { company: r.company, attribute_ids: r.attribute_mapping_id, audit: r.audit };
  }

  async saveAttributeRestriction(companyCode: string, ids: readonly number[]): Promise<AttributeRestrictionDto> {
    const r = (await this.rest.post<Envelope<AttributeRestrictionItem>>(`${BASE}/access/attribute-restrictions/save`, { company_code: companyCode, attributes: ids })).data;
    return { company: r.company, attribute_ids: r.attribute_mapping_id, audit: r.audit };
  }

  async attributeCatalogue(): Promise<{ name: string; attributes: AttributeDto[] }[]> {
    return (await this.rest.get<Envelope<{ categories: { name: string; attributes: AttributeDto[] }[] }>>(`${BASE}/access/attributes`)).data.categories;
  }

  async previewCrossTable(body: unknown): Promise<PreviewDto> {
    return (await this.rest.post<Envelope<PreviewDto>>(`${BASE}/crossing-segment/preview`, body)).data;
  }

  async createCrossTable(body: unknown): Promise<string> {
    return (await this.rest.post<Envelope<{ code: string }>>(`${BASE}/crossing-segment/create`, body)).data.code;
  }

  async updateCrossTable(code: string, body: unknown): Promise<string> {
    return (await this.rest.put<Envelope<{ code: string }>>(`${BASE}/crossing-segment/${encodeURIComponent(code)}`, body)).data.code;
  }

  /** Cross-table sources by segment code, batched (null for other types or segments not visible). */
  readonly crossTableByCode = new DataLoader<string, CrossTableDefinitionDto | null>(
    async (codes) => {
      const { data } = await this.rest.get<Envelope<{ code: string; cross_table: CrossTableDefinitionDto | null }[]>>(`${BASE}/crossing-segment/definitions`, { codes });
      return codes.map((code) => data.find((d) => d.code === code)?.cross_table ?? null);
    },
    { maxBatchSize: 500 },
  );
}
