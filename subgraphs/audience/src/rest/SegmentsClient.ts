import DataLoader from 'dataloader';
import { RestClient, type Envelope, type QueryParams, type RestClientOptions } from '@inca/rest-client';
import type { AttributeDto, DefinitionDto, PreviewDto, SegmentOptionDto, SegmentAudienceDto, SegmentDto, SegmentMergeUseDto, SegmentPageDto, SegmentRequestDto, SegmentShareDto, SegmentTypeDto } from './types.ts';

const BASE = '/audience-management';

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
  });

  readonly audiencesBySegment = new DataLoader<string, SegmentAudienceDto[]>(async (codes) => {
    const { data } = await this.rest.get<Envelope<SegmentAudienceDto[]>>(`${BASE}/segments/audiences`, { codes });
    return codes.map((code) => data.filter((a) => a.segment_code === code));
  });

  /** Merge segments built on each segment, batched: one call for every segment a request resolves. */
  readonly mergeUsesBySegment = new DataLoader<string, SegmentMergeUseDto[]>(async (codes) => {
    const { data } = await this.rest.get<Envelope<SegmentMergeUseDto[]>>(`${BASE}/segments/merge-uses`, { codes });
    return codes.map((code) => data.filter((m) => m.segment_code === code));
  });

  types(): Promise<SegmentTypeDto[]> {
    this.typesOnce ??= this.rest.get<Envelope<SegmentTypeDto[]>>(`${BASE}/segments/types`).then((r) => r.data);
    return this.typesOnce;
  }

  async shares(code: string): Promise<SegmentShareDto[]> {
    return (await this.rest.get<Envelope<SegmentShareDto[]>>(`${BASE}/segments/${encodeURIComponent(code)}/shares`)).data;
  }

  async requestDetails(code: string): Promise<SegmentRequestDto[]> {
    return (await this.rest.get<Envelope<SegmentRequestDto[]>>(`${BASE}/segments/${encodeURIComponent(code)}/request-details`)).data;
  }

  async share(code: string, body: { shared_with_type: 'USER' | 'COMPANY'; shared_with_value?: string; shared_with_company_code?: string }): Promise<void> {
    await this.rest.post(`${BASE}/segments/${encodeURIComponent(code)}/shares`, body);
    this.byCode.clear(code);
  }

  async unshare(code: string, sharingId: string): Promise<void> {
    await this.rest.delete(`${BASE}/segments/${encodeURIComponent(code)}/shares/${encodeURIComponent(sharingId)}`);
    this.byCode.clear(code);
  }

  async duplicate(code: string, name: string): Promise<{ message: string; code: string }> {
    const result = await this.rest.post<{ message: string; data: { code: string } }>(`${BASE}/segments/${encodeURIComponent(code)}/duplicate`, {
      segment_duplicate_name: name,
    });
    return { message: result.message, code: result.data.code };
  }

  async remove(code: string): Promise<{ message: string }> {
    const result = await this.rest.delete<{ message: string }>(`${BASE}/segments/${encodeURIComponent(code)}`);
    this.byCode.clear(code);
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
    this.byCode.clear(code);
    return result;
  }

  async evaluate(code: string): Promise<void> {
    await this.rest.post(`${BASE}/segments/${encodeURIComponent(code)}/evaluate`, {});
    this.byCode.clear(code);
  }

  async definition(code: string): Promise<DefinitionDto> {
    const data = (await this.rest.get<Envelope<{ definition: DefinitionDto; preview: PreviewDto }>>(`${BASE}/segment-builder/segments/${encodeURIComponent(code)}`)).data;
    return { ...(data.definition ?? { attributes: [] }), attributes: data.definition?.attributes ?? [], preview: data.preview && 'unique_users' in data.preview ? data.preview : undefined };
  }

  async mergeOptions(type: string): Promise<SegmentOptionDto[]> {
    return (await this.rest.get<Envelope<SegmentOptionDto[]>>(`${BASE}/segment-builder/merge-options`, { type })).data;
  }

  async userHasRole(email: string, role: string): Promise<boolean> {
    return (await this.rest.post<Envelope<{ result: boolean }>>(`${BASE}/users/role-check`, { email, rol: role })).data.result;
  }
}
