import DataLoader from 'dataloader';
import { GraphQLError } from 'graphql';
import { RestClient, type RestClientOptions } from '@inca/rest-client';
import type { RequestOf } from '@inca/contracts';
import * as api from '@inca/contracts/audience-management';
import type {
  CatalogueDto,
  DefinitionDto,
  PreviewDto,
  SegmentOptionDto,
  SegmentDto,
  SegmentMergeUseDto,
  SegmentPageDto,
  SegmentRequestDto,
  SegmentShareDto,
  SegmentTypeDto,
} from './models.ts';

/** Most codes per batch call (the service's SEGMENT_BATCH_MAX): pages up to this size cost one call per field. */
export const BATCH_MAX = api.SEGMENT_BATCH_MAX;
const batch = { maxBatchSize: BATCH_MAX };

const NOT_FOUND = 'El segmento no existe o no tiene acceso a él.';
const notFound = () => new GraphQLError(NOT_FOUND, { extensions: { code: 'NOT_FOUND' } });
const cannotShare = () => new GraphQLError('No tiene permisos para compartir este segmento.', { extensions: { code: 'FORBIDDEN' } });

type DefinitionItem = api.DefinitionItemDto;

/** The stored definition in the subgraph's shape: attributes always a list, a preview only once counted. */
const toDefinition = (item: Pick<DefinitionItem, 'definition' | 'preview' | 'unavailable_bases'>): DefinitionDto => ({
  ...(item.definition ?? { attributes: [] }),
  type_name: item.definition?.type_name,
  attributes: item.definition?.attributes ?? [],
  preview: item.preview && 'unique_users' in item.preview ? (item.preview as PreviewDto) : undefined,
  unavailable_bases: item.unavailable_bases ?? [],
});

/** The list's filter and sort as the service's list takes them (without the page). */
export type SegmentListParams = Omit<NonNullable<RequestOf<typeof api.listSegments>['query']>, 'page' | 'page_size'>;

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
    const { data } = await this.rest.call(api.listSegments, { query: { ...params, page, page_size: pageSize } });
    for (const row of data.rows) this.byCode.prime(row.code, row);
    return { rows: data.rows, total: data.total, page, pageSize };
  }

  /** Segments by code; null for one the viewer may not see. */
  readonly byCode = new DataLoader<string, SegmentDto | null>(async (codes) => {
    const { data } = await this.rest.call(api.segmentsByCode, { query: { codes: codes.join(',') } });
    return codes.map((code) => data.find((s) => s.code === code) ?? null);
  }, batch);

  /** Merge segments built on each segment, batched: one call for every segment a request resolves. */
  readonly mergeUsesBySegment = new DataLoader<string, SegmentMergeUseDto[]>(async (codes) => {
    const { data } = await this.rest.call(api.listMergeUses, { query: { codes: codes.join(',') } });
    return codes.map((code) => data.filter((m) => m.segment_code === code));
  }, batch);

  /**
   * Definitions by code, batched: one call for every segment a request
   * resolves, instead of one per segment. NOT_FOUND for one the viewer may not see.
   */
  readonly definitionByCode = new DataLoader<string, DefinitionDto>(async (codes) => {
    const { data } = await this.rest.call(api.listDefinitions, { query: { codes: codes.join(',') } });
    return codes.map((code) => {
      const item = data.find((d) => d.code === code);
      return item ? toDefinition(item) : notFound();
    });
  }, batch);

  /** Shares by code, batched: FORBIDDEN for a segment the viewer may see but not share, NOT_FOUND for one it may not see. */
  readonly sharesByCode = new DataLoader<string, SegmentShareDto[]>(async (codes) => {
    const { data } = await this.rest.call(api.listShares, { query: { codes: codes.join(',') } });
    return codes.map((code) => {
      const item = data.find((d) => d.code === code);
      return !item ? notFound() : item.allowed ? item.shares : cannotShare();
    });
  }, batch);

  /** Approved data-access requests by code, batched (the viewer's company's only, where the single call would restrict them). */
  readonly requestDetailsByCode = new DataLoader<string, SegmentRequestDto[]>(async (codes) => {
    const { data } = await this.rest.call(api.listRequestDetails, { query: { codes: codes.join(',') } });
    return codes.map((code) => data.filter((r) => r.segment_code === code));
  }, batch);

  /** Forgets what this request loaded about a segment (after a write). */
  private forget(code: string): void {
    this.byCode.clear(code);
    this.definitionByCode.clear(code);
    this.sharesByCode.clear(code);
  }

  types(): Promise<SegmentTypeDto[]> {
    this.typesOnce ??= this.rest.call(api.listSegmentTypes).then((r) => r.data);
    return this.typesOnce;
  }

  shares(code: string): Promise<SegmentShareDto[]> {
    return this.sharesByCode.load(code);
  }

  requestDetails(code: string): Promise<SegmentRequestDto[]> {
    return this.requestDetailsByCode.load(code);
  }

  async share(
    code: string,
    body: { shared_with_type: 'USER' | 'COMPANY'; shared_with_value?: string; shared_with_company_code?: string },
  ): Promise<void> {
    // The service tells which fields each kind of share needs (its Spanish message reaches the user).
    await this.rest.call(api.shareSegment, { params: { code }, body: body as api.ShareSegmentInput });
    this.forget(code);
  }

  async unshare(code: string, sharingId: string): Promise<void> {
    await this.rest.call(api.unshareSegment, { params: { code, sharingId } });
    this.forget(code);
  }

  async duplicate(code: string, name: string): Promise<{ message: string; code: string }> {
    const result = await this.rest.call(api.duplicateSegment, { params: { code }, body: { segment_duplicate_name: name } });
    return { message: result.message, code: result.data.code };
  }

  async remove(code: string): Promise<{ message: string }> {
    const result = await this.rest.call(api.deleteSegment, { params: { code } });
    this.forget(code);
    return { message: result.message };
  }

  /**
   * The builder catalogue of a company. With `segmentCode`, the catalogue of that segment's owner for viewing it
   * read-only (the service checks the caller may see the segment and that `companyCode` owns it).
   */
  async catalogue(companyCode: string, segmentCode?: string): Promise<CatalogueDto> {
    const query = segmentCode ? { company_code: companyCode, segment_code: segmentCode } : { company_code: companyCode };
    return (await this.rest.call(api.getCatalogue, { query })).data;
  }

  async preview(body: unknown): Promise<PreviewDto> {
    return (await this.rest.call(api.previewSegment, { body: body as api.PreviewSegmentInput })).data;
  }

  async create(body: unknown): Promise<string> {
    return (await this.rest.call(api.createSegment, { body: body as api.SaveSegmentInput })).data.code;
  }

  async update(code: string, body: unknown): Promise<string> {
    const result = (await this.rest.call(api.updateSegment, { params: { code }, body: body as api.SaveSegmentInput })).data.code;
    this.forget(code);
    return result;
  }

  async evaluate(code: string): Promise<void> {
    await this.rest.call(api.evaluateSegment, { params: { code } });
    this.forget(code);
  }

  /** A segment's definition (batched with every other definition the request resolves). */
  definition(code: string): Promise<DefinitionDto> {
    return this.definitionByCode.load(code);
  }

  async mergeOptions(type: string): Promise<SegmentOptionDto[]> {
    return (await this.rest.call(api.listMergeOptions, { query: { type: type as api.MergeOptionsType } })).data;
  }

  async userHasRole(email: string, role: string): Promise<boolean> {
    return (await this.rest.call(api.checkUserRole, { body: { email, rol: role } })).data.result;
  }
}
