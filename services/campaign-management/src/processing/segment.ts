import type { Request } from 'express';
import { bearerToken } from '@inca/auth';
import { CAMPAIGN_MESSAGES } from '@inca/domain';
import { HttpError, badRequest, unauthorized, type DirectoryClient } from '@inca/service-kit';
import type { MergeType, SegmentPredicate, SelectedAttribute } from '@inca/warehouse';
import { serviceFetch } from '@inca/rest-client/http';

type CrossTable = {
  sandbox?: boolean;
  dataset_id?: string | null;
  table_id?: string | null;
  use_case?: string | null;
  group?: string | null;
  process_date?: string | null;
};
type StoredDefinition = { code: string; definition: { type_name?: string; attributes?: unknown[]; cross_table?: CrossTable } };

/**
 * audience-management's base URL. The service is given only its DirectoryClient (which asks the
 * same service); its base URL is read from it rather than configured twice.
 */
export const audienceManagementUrl = (directory: DirectoryClient): string => (directory as unknown as { baseUrl: string }).baseUrl;

/**
 * The warehouse predicate of a segment, asked of audience-management with the caller's own token
 * (so only a segment the caller may see is usable): an attribute segment is its selection; a merge
 * segment combines its two sides (fetched the same way, at most 8 levels deep).
 */
export async function segmentPredicate(directory: DirectoryClient, req: Request, code: string): Promise<SegmentPredicate> {
  const token = bearerToken(req.header('authorization'));
  if (!token) throw unauthorized();
  const base = audienceManagementUrl(directory);
  const fetchDefinition = async (segmentCode: string): Promise<StoredDefinition> => {
    const url = new URL('/audience-management/segments/definitions', base);
    url.searchParams.set('codes', segmentCode);
    const response = await serviceFetch(url, {
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
      signal: AbortSignal.timeout(5_000),
    });
    if (response.status === 401) throw unauthorized();
    if (response.status === 400 || response.status === 404) throw badRequest(CAMPAIGN_MESSAGES.segmentUnknown(segmentCode));
    if (!response.ok) throw new HttpError(502, 'SERVICE_UNAVAILABLE', 'No se pudo consultar el segmento de la campaña.');
    const body = (await response.json()) as { data: StoredDefinition[] };
    const found = body.data.find((d) => d.code === segmentCode);
    if (!found?.definition) throw badRequest(CAMPAIGN_MESSAGES.segmentUnknown(segmentCode));
    return found;
  };
  const build = async (segmentCode: string, depth: number): Promise<SegmentPredicate> => {
    if (depth > 8) throw badRequest('La combinación de segmentos es demasiado profunda.');
    const { definition } = await fetchDefinition(segmentCode);
    // Cross-table (type 1) and sandbox (type 4) segments count the customers listed in a table or group.
    const cross = definition.cross_table;
    if (cross) {
      return cross.sandbox
        ? { kind: 'sandbox', useCase: cross.use_case ?? '', group: cross.group ?? '', processDate: cross.process_date ?? '' }
        : { kind: 'table', dataset: cross.dataset_id ?? '', table: cross.table_id ?? '' };
    }
    const attributes = definition.attributes ?? [];
    if (attributes.length === 0) throw badRequest(`El segmento ${segmentCode} no tiene una selección que se pueda evaluar.`);
    const first = attributes[0] as { id?: unknown; attribute_value?: unknown } | undefined;
    if (first?.id === 0 && Array.isArray(first.attribute_value)) {
      const [a, b] = first.attribute_value as [string, string];
      const mergeType = (attributes[1] as { attribute_value: MergeType }).attribute_value;
      return { kind: 'merge', mergeType, a: await build(a, depth + 1), b: await build(b, depth + 1) };
    }
    return { kind: 'attributes', selection: attributes as SelectedAttribute[] };
  };
  return build(code, 0);
}

/**
 * Refuses a target segment the campaign's company may not build on (its own, shared with it, or
 * opened by its approved request), whoever sets it: an admin sees every company's segments, but a
 * campaign of one company must not reach another company's customers.
 */
export async function assertSegmentUsable(directory: DirectoryClient, req: Request, companyCode: string, code: string): Promise<void> {
  const token = bearerToken(req.header('authorization'));
  if (!token) throw unauthorized();
  const url = new URL('/audience-management/segments/definitions', audienceManagementUrl(directory));
  url.searchParams.set('codes', code);
  url.searchParams.set('usable_by', companyCode);
  const response = await serviceFetch(url, {
    headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
    signal: AbortSignal.timeout(5_000),
  });
  if (response.status === 401) throw unauthorized();
  if (response.status === 400 || response.status === 404) throw badRequest(CAMPAIGN_MESSAGES.segmentNotForCompany(code));
  if (!response.ok) throw new HttpError(502, 'SERVICE_UNAVAILABLE', 'No se pudo consultar el segmento de la campaña.');
  const body = (await response.json()) as { data: { code: string }[] };
  if (!body.data.some((d) => d.code === code)) throw badRequest(CAMPAIGN_MESSAGES.segmentNotForCompany(code));
}

/**
 * The segment codes each of `companies` may use as a campaign's target (own, shared with it, opened
 * by its approved request), as the caller sees them. Read before an upload's transaction begins, so
 * the transaction never waits on another service.
 */
export async function usableSegmentCodes(
  directory: DirectoryClient,
  req: Request,
  companies: readonly string[],
): Promise<Map<string, Set<string>>> {
  const token = bearerToken(req.header('authorization'));
  if (!token) throw unauthorized();
  const usable = new Map<string, Set<string>>();
  const PAGE = 5_000;
  await Promise.all(
    companies.map(async (company) => {
      const codes = new Set<string>();
      for (let page = 1; ; page++) {
        const url = new URL('/audience-management/segments/list', audienceManagementUrl(directory));
        url.searchParams.set('usable_by', company);
        url.searchParams.set('page_size', String(PAGE));
        url.searchParams.set('page', String(page));
        const response = await serviceFetch(url, {
          headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
          signal: AbortSignal.timeout(10_000),
        });
        if (response.status === 401) throw unauthorized();
        if (!response.ok) throw new HttpError(502, 'SERVICE_UNAVAILABLE', 'No se pudo consultar el segmento de la campaña.');
        const body = (await response.json()) as { data: { rows: { code: string }[]; total: number } };
        for (const row of body.data.rows) codes.add(row.code);
        if (body.data.rows.length < PAGE || codes.size >= body.data.total) break;
      }
      usable.set(company, codes);
    }),
  );
  return usable;
}
