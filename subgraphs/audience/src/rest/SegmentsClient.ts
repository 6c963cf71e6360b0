import DataLoader from 'dataloader';
import { GraphQLError } from 'graphql';
import { RestClient, type Envelope, type QueryParams, type RestClientOptions } from '@inca/rest-client';
import type { AttributeDto, DefinitionDto, PreviewDto, SegmentOptionDto, SegmentDto, SegmentMergeUseDto, SegmentPageDto, SegmentRequestDto, SegmentShareDto, SegmentTypeDto } from './types.ts';

const BASE = '/audience-management';

/** Most codes per batch call (the service's SEGMENT_BATCH_MAX): pages up to this size cost one call per field. */
export const BATCH_MAX = 500;
const batch = { maxBatchSize: BATCH_MAX };

const NOT_FOUND = 'El segmento no existe o no tiene acceso a él.';
const notFound = () => new GraphQLError(NOT_FOUND, { extensions: { code: 'NOT_FOUND' } });
const cannotShare = () => new GraphQLError('No tiene permisos para compartir este segmento.', { extensions: { code: 'FORBIDDEN' } });

type DefinitionItem = { code: string; definition?: Omit<DefinitionDto, 'preview' | 'unavailable_bases'>; preview?: PreviewDto | Record<string, never>; unavailable_bases: { code: string; business_name: string }[] };
type SharesItem = { code: string; allowed: boolean; shares: SegmentShareDto[] };

/** The stored definition in the subgraph's shape: attributes always a list, a preview only once counted. */
const toDefinition = (item: Pick<DefinitionItem, 'definition' | 'preview' | 'unavailable_bases'>): DefinitionDto => ({
  ...(item.definition ?? { attributes: [] }),
  attributes: item.definition?.attributes ?? [],
  preview: item.preview && 'unique_users' in item.preview ? (item.preview as PreviewDto) : undefined,
  unavailable_bases: item.unavailable_bases ?? [],
});

export type SegmentListParams = QueryParams;

type CatalogueDto = { categories: { name: string; attributes: AttributeDto[] }[]; merge_types: { value: string; label: string }[] };

/**
 * The segment calls of audience-management. One instance per GraphQL request; loaders batch by
 * code so a page of segments costs the same number of calls whatever its size.
 */
export class SegmentsClient {
  private readonly rest: RestClient;
  private typesOnce?: Promise<SegmentTypeDto[]>;

  constructor(options: RestClientOptions) {
    this.rest = new RestClient(options);
  }

  async list(params: SegmentListParams, page: number, pageSize: number): Promise<SegmentPageDto> {
    const { data } = await this.rest.get<Envelope<{ rows: SegmentDto[]; total: number }>>(`${BASE}/segments/list`, { ...params, page, page_size: pageSize });
    for (const row of data.rows) this.byCode.prime(row.code, row);
    return { rows: data.rows, total: data.total, page, pageSize };
  }

  /** Segments by code; null for one the viewer may not see. */
  readonly byCode = new DataLoader<string, SegmentDto | null>(async (codes) => {
    const { data } = await this.rest.get<Envelope<SegmentDto[]>>(`${BASE}/segments/by-code`, { codes });
    return codes.map((code) => data.find((s) => s.code === code) ?? null);
  }, batch);

  /** Merge segments built on each segment, batched: one call for every segment a request resolves. */
  readonly mergeUsesBySegment = new DataLoader<string, SegmentMergeUseDto[]>(async (codes) => {
    const { data } = await this.rest.get<Envelope<SegmentMergeUseDto[]>>(`${BASE}/segments/merge-uses`, { codes });
    return codes.map((code) => data.filter((m) => m.segment_code === code));
  }, batch);

  /**
   * Definitions by code, batched (finding 9 of issue 14): one call for every segment a request
   * resolves, instead of one per segment. NOT_FOUND for one the viewer may not see.
   */
  readonly definitionByCode = new DataLoader<string, DefinitionDto>(async (codes) => {
    const { data } = await this.rest.get<Envelope<DefinitionItem[]>>(`${BASE}/segments/definitions`, { codes });
    return codes.map((code) => {
      const item = data.find((d) => d.code === code);
      return item ? toDefinition(item) : notFound();
    });
  }, batch);

  /** Shares by code, batched: FORBIDDEN for a segment the viewer may see but not share, NOT_FOUND for one it may not see. */
  readonly sharesByCode = new DataLoader<string, SegmentShareDto[]>(async (codes) => {
    const { data } = await this.rest.get<Envelope<SharesItem[]>>(`${BASE}/segments/shares`, { codes });
    return codes.map((code) => {
      const item = data.find((d) => d.code === code);
      return !item ? notFound() : item.allowed ? item.shares : cannotShare();
    });
  }, batch);

  /** Approved data-access requests by code, batched (the viewer's company's only, where the single call would restrict them). */
  readonly requestDetailsByCode = new DataLoader<string, SegmentRequestDto[]>(async (codes) => {
    const { data } = await this.rest.get<Envelope<SegmentRequestDto[]>>(`${BASE}/segments/request-details`, { codes });
    return codes.map((code) => data.filter((r) => r.segment_code === code));
  }, batch);

  /** Forgets what this request loaded about a segment (after a write). */
  private forget(code: string): void {
    this.byCode.clear(code);
    this.definitionByCode.clear(code);
    this.sharesByCode.clear(code);
  }

  types(): Promise<SegmentTypeDto[]> {
    this.typesOnce ??= this.rest.get<Envelope<SegmentTypeDto[]>>(`${BASE}/segments/types`).then((r) => r.data);
    return this.typesOnce;
  }

  shares(code: string): Promise<SegmentShareDto[]> {
    return this.sharesByCode.load(code);
  }

  requestDetails(code: string): Promise<SegmentRequestDto[]> {
    return this.requestDetailsByCode.load(code);
  }

  async share(code: string, body: { shared_with_type: 'USER' | 'COMPANY'; shared_with_value?: string; shared_with_company_code?: string }): Promise<void> {
    await this.rest.post(`${BASE}/segments/${encodeURIComponent(code)}/shares`, body);
    this.forget(code);
  }

  async unshare(code: string, sharingId: string): Promise<void> {
    await this.rest.delete(`${BASE}/segments/${encodeURIComponent(code)}/shares/${encodeURIComponent(sharingId)}`);
    this.forget(code);
  }

  async duplicate(code: string, name: string): Promise<{ message: string; code: string }> {
    const result = await this.rest.post<{ message: string; data: { code: string } }>(`${BASE}/segments/${encodeURIComponent(code)}/duplicate`, {
      segment_duplicate_name: name,
    });
    return { message: result.message, code: result.data.code };
  }

  async remove(code: string): Promise<{ message: string }> {
    const result = await this.rest.delete<{ message: string }>(`${BASE}/segments/${encodeURIComponent(code)}`);
    this.forget(code);
    return { message: result.message };
  }

  /**
   * The builder catalogue of a company. With `segmentCode`, the catalogue of that segment's owner for viewing it
   * read-only (the service checks the caller may see the segment and that `companyCode` owns it).
   */
  async catalogue(companyCode: string, segmentCode?: string): Promise<CatalogueDto> {
    const params = segmentCode ? { company_code: companyCode, segment_code: segmentCode } : { company_code: companyCode };
    return (await this.rest.get<Envelope<CatalogueDto>>(`${BASE}/segment-builder/catalogue`, params)).data;
  }

  async preview(body: unknown): Promise<PreviewDto> {
    return (await this.rest.post<Envelope<PreviewDto>>(`${BASE}/segment-builder/preview`, body)).data;
  }

  async create(body: unknown): Promise<string> {
    return (await this.rest.post<Envelope<{ code: string }>>(`${BASE}/segment-builder/segments`, body)).data.code;
  }

  async update(code: string, body: unknown): Promise<string> {
    const result = (await this.rest.put<Envelope<{ code: string }>>(`${BASE}/segment-builder/segments/${encodeURIComponent(code)}`, body)).data.code;
    this.forget(code);
    return result;
  }

  async evaluate(code: string): Promise<void> {
    await this.rest.post(`${BASE}/segments/${encodeURIComponent(code)}/evaluate`, {});
    this.forget(code);
  }

  /** A segment's definition (batched with every other definition the request resolves). */
  definition(code: string): Promise<DefinitionDto> {
    return this.definitionByCode.load(code);
  }

  async mergeOptions(type: string): Promise<SegmentOptionDto[]> {
    return (await this.rest.get<Envelope<SegmentOptionDto[]>>(`${BASE}/segment-builder/merge-options`, { type })).data;
  }

  async userHasRole(email: string, role: string): Promise<boolean> {
    return (await this.rest.post<Envelope<{ result: boolean }>>(`${BASE}/users/role-check`, { email, rol: role })).data.result;
  }
}
