import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeService, subgraphRunner, type FakeAnswer, type FakeRequest } from '@inca/subgraph-kit/testing';
import { audienceSubgraph } from './server.ts';
import type { SegmentDto, SegmentMergeUseDto } from './rest/models.ts';

const segmentRow = (code: string): SegmentDto => ({
  code,
  business_name: `INCA_Retail_${code}`,
  description: 'Segmento de prueba',
  segment_type_id: 2,
  segment_type_name: 'SEGMENT_CONTACT',
  segment_type_label: 'Contacto',
  owner_company_code: '022',
  owner_company_name: 'Retail Andina S.A.',
  owner_company_alias: 'Retail',
  owner_company_domain: 'retail.demo',
  created_by: 'analyst@retail.demo',
  created_date: '2026-01-02T03:04:05Z',
  last_process_date: '2026-01-02T03:04:05Z',
  row_count_unique: 10,
  num_audiences: 0,
  flag_shared: false,
  flag_has_audiences: false,
  requested: false,
  edit_visible: true,
  can_edit: true,
  edit_blocked_by_audiences: 0,
  can_share: true,
  can_delete: true,
  can_duplicate: true,
});

const PAGE = ['S1', 'S2', 'S3', 'S4', 'S5', 'S6'];
const MERGE_USES: SegmentMergeUseDto[] = [
  { segment_code: 'S1', code: 'M1', business_name: 'INCA_Retail_union', visible: true },
  { segment_code: 'S1', code: 'M2', business_name: 'INCA_Corporativo_cruce', visible: false },
  { segment_code: 'S4', code: 'M1', business_name: 'INCA_Retail_union', visible: true },
];
const FILTER_COMPANIES = [
  { code: '011', name: 'Marca Once S.A.', alias: 'Once', domain: 'once.demo' },
  { code: '022', name: 'Retail Andina S.A.', alias: 'Retail', domain: 'retail.demo' },
];
const catalogue = { categories: [{ name: 'Perfil', attributes: [] }], merge_types: [{ value: 'UNION', label: 'Unión' }] };

function answer(request: FakeRequest): FakeAnswer {
  const ok = (data: unknown) => ({ status: 200, body: { status: true, data } });
  const base = '/audience-management';
  if (request.method === 'GET' && request.path === `${base}/users/me`) {
    return ok({ email: 'analyst@retail.demo', name: 'Ana', roles: ['audience_analyst'], company: FILTER_COMPANIES[1] });
  }
  if (request.method === 'GET' && request.path === `${base}/segments/list`) return ok({ rows: PAGE.map(segmentRow), total: PAGE.length });
  if (request.method === 'GET' && request.path === `${base}/segments/merge-uses`) {
    const codes = request.query.get('codes')!.split(',');
    return ok(MERGE_USES.filter((m) => codes.includes(m.segment_code)));
  }
  if (request.method === 'GET' && request.path === `${base}/segments/filter-companies`) return ok(FILTER_COMPANIES);
  if (request.method === 'GET' && request.path === `${base}/segment-builder/catalogue`) return ok(catalogue);
  if (request.method === 'DELETE' && request.path === `${base}/segments/S1`) {
    return {
      status: 409,
      body: {
        status: false,
        code: 'CONFLICT',
        message: 'No se puede eliminar el segmento porque lo usan 2 segmentos combinados: INCA_Retail_union, INCA_Corporativo_cruce.',
        details: {
          merges: [
            { code: 'M1', business_name: 'INCA_Retail_union' },
            { code: 'M2', business_name: 'INCA_Corporativo_cruce' },
          ],
        },
      },
    };
  }
  return { status: 404, body: { status: false, code: 'NOT_FOUND', message: 'Ruta no encontrada.' } };
}

let service: Awaited<ReturnType<typeof fakeService>>;
const run = subgraphRunner(audienceSubgraph, () => service.url);

beforeAll(async () => {
  service = await fakeService(answer);
});
afterAll(() => service.close());

const callsTo = (path: string) => service.calls.filter((c) => c.path === `/audience-management${path}`);

describe('audience subgraph: where a segment is used', () => {
  it('usedInMerges of a whole page costs exactly one merge-uses call, for every code of the page', async () => {
    service.calls.length = 0;
    const { result, restCalls } = await run('{ segments(pageSize: 6) { nodes { code usedInMerges { code name viewable } } } }');
    expect(result.errors).toBeUndefined();
    const nodes = (result.data as { segments: { nodes: { code: string; usedInMerges: unknown[] }[] } }).segments.nodes;
    expect(nodes).toHaveLength(PAGE.length);
    expect(nodes.find((n) => n.code === 'S1')?.usedInMerges).toEqual([
      { code: 'M1', name: 'INCA_Retail_union', viewable: true },
      { code: 'M2', name: 'INCA_Corporativo_cruce', viewable: false },
    ]);
    expect(nodes.find((n) => n.code === 'S4')?.usedInMerges).toEqual([{ code: 'M1', name: 'INCA_Retail_union', viewable: true }]);
    expect(nodes.find((n) => n.code === 'S2')?.usedInMerges).toEqual([]);
    const mergeCalls = callsTo('/segments/merge-uses');
    expect(mergeCalls).toHaveLength(1);
    expect(mergeCalls[0]!.query.get('codes')!.split(',').sort()).toEqual([...PAGE].sort());
    expect(restCalls).toBe(2);
  });

  it("a deleteSegment refused by merges keeps CONFLICT and gives details.merges in the API's names", async () => {
    const { result } = await run('mutation { deleteSegment(code: "S1") { code message } }');
    expect(result.errors).toHaveLength(1);
    const error = result.errors![0]!;
    expect(error.message).toBe(
      'No se puede eliminar el segmento porque lo usan 2 segmentos combinados: INCA_Retail_union, INCA_Corporativo_cruce.',
    );
    expect(error.extensions?.code).toBe('CONFLICT');
    expect((error.extensions?.details as { merges: unknown[] }).merges).toEqual([
      { code: 'M1', name: 'INCA_Retail_union' },
      { code: 'M2', name: 'INCA_Corporativo_cruce' },
    ]);
  });
});

describe('audience subgraph: companies of the list filter and the catalogue of a viewed segment', () => {
  it('viewer.segmentFilterCompanies answers the service list', async () => {
    service.calls.length = 0;
    const { result } = await run('{ viewer { email segmentFilterCompanies { code name alias domain } } }');
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ viewer: { email: 'analyst@retail.demo', segmentFilterCompanies: FILTER_COMPANIES } });
    expect(callsTo('/segments/filter-companies')).toHaveLength(1);
  });

  it('segmentCatalogue forwards segment_code when given, and only then', async () => {
    service.calls.length = 0;
    const withSegment = await run(
      '{ segmentCatalogue(companyCode: "024", segmentCode: "S9") { categories { name } mergeTypes { value label } } }',
    );
    expect(withSegment.result.errors).toBeUndefined();
    expect(withSegment.result.data).toEqual({
      segmentCatalogue: { categories: [{ name: 'Perfil' }], mergeTypes: [{ value: 'UNION', label: 'Unión' }] },
    });
    const without = await run('{ segmentCatalogue(companyCode: "022") { categories { name } } }');
    expect(without.result.errors).toBeUndefined();
    const calls = callsTo('/segment-builder/catalogue');
    expect(calls).toHaveLength(2);
    expect([calls[0]!.query.get('company_code'), calls[0]!.query.get('segment_code')]).toEqual(['024', 'S9']);
    expect([calls[1]!.query.get('company_code'), calls[1]!.query.has('segment_code')]).toEqual(['022', false]);
  });
});
