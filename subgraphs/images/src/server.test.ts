import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeService, subgraphRunner } from '@inca/subgraph-kit/testing';
import { imagesSubgraph } from './server.ts';

let service: Awaited<ReturnType<typeof fakeService>>;
const requests: { method: string; path: string; query: string; body: unknown }[] = [];
const GEN = '4b7c1d44-1a0e-4c0e-9a55-3c0f3f1c2b11';
beforeAll(async () => {
  service = await fakeService(({ method, path, query, body, authorization }) => {
    if (authorization !== 'Bearer user-token') return { status: 401, body: { message: 'Sesión no válida o expirada.' } };
    requests.push({ method, path, query: query.toString(), body });
    const image = (id: number, state: number) => ({
      id,
      audience_id: 77,
      company_code: '022',
      filename_storage: `0000000${id}-0000-0000-0000-000000000000.png`,
      description: 'un parque',
      state,
      src: `/audience-images/image-view/022/0000000${id}-0000-0000-0000-000000000000.png`,
      download: `/audience-images/download/77/0000000${id}-0000-0000-0000-000000000000.png`,
      content_type: 'image/png',
      origin: 'GENERATED',
      creation_user: 'analyst@retail.demo',
      creation_date: '2026-03-01T12:00:00.000Z',
    });
    if (path === '/audience-images/audience/022/77/list') {
      const offset = Number(query.get('offset'));
      return {
        status: 200,
        body: {
          status: true,
          total: 14,
          data: (offset === 0 ? [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] : [13, 14]).map((i) => image(i, 1)),
        },
      };
    }
    if (path === '/audience-images/audience/024/78/list')
      return {
        status: 403,
        body: { status: false, code: 'FORBIDDEN', message: 'Su empresa no tiene habilitada la generación de imágenes.' },
      };
    if (path === '/audience-images/vertex/generate') {
      return {
        status: 200,
        body: {
          status: true,
          data: [],
          generation: {
            id: GEN,
            audience_id: 77,
            description: 'un parque',
            state: 'QUEUED',
            progress: 0,
            message: null,
            creation_date: '2026-03-01T12:00:00.000Z',
            images: [],
          },
        },
      };
    }
    if (path === '/audience-images/022/5/update/77/state')
      return { status: 200, body: { status: true, data: image(5, (body as { state: number }).state) } };
    if (path === '/audience-images/022/77/delete')
      return { status: 200, body: { status: true, data: { id: (body as { id: number }).id } } };
    if (path !== '/audience-images/companies/summary') return { status: 404, body: {} };
    const codes = query.get('company_code')!.split(',');
    if (codes.includes('011'))
      return { status: 403, body: { status: false, code: 'FORBIDDEN', message: 'No tiene permisos para realizar esta acción.' } };
    return { status: 200, body: { status: true, data: codes.map((code) => ({ company_code: code, total: code === '032' ? 7 : 0 })) } };
  });
});
afterAll(() => service.close());

const run = subgraphRunner(imagesSubgraph, () => service.url);

describe('images subgraph', () => {
  it('counts images for many companies with one REST call', async () => {
    const { result, restCalls } = await run(
      'query($r: [_Any!]!) { _entities(representations: $r) { ... on Company { code imageCount } } }',
      {
        r: [
          { __typename: 'Company', code: '032' },
          { __typename: 'Company', code: '022' },
        ],
      },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?._entities).toEqual([
      { code: '032', imageCount: 7 },
      { code: '022', imageCount: 0 },
    ]);
    expect(restCalls).toBe(1);
  });

  it('passes on the service refusal for a company outside the scope', async () => {
    const { result } = await run('query($r: [_Any!]!) { _entities(representations: $r) { ... on Company { imageCount } } }', {
      r: [{ __typename: 'Company', code: '011' }],
    });
    expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it("pages an audience's images with gateway URLs (never bytes) and says whether more follow", async () => {
    const first = await run(
      '{ audienceImages(companyCode: "022", audienceId: "77") { total offset hasMore items { id state url downloadUrl createdAt } } }',
    );
    expect(first.result.errors).toBeUndefined();
    const page = first.result.data?.audienceImages as {
      total: number;
      hasMore: boolean;
      items: { id: string; state: string; url: string; downloadUrl: string; createdAt: string }[];
    };
    expect([page.total, page.hasMore, page.items.length]).toEqual([14, true, 12]);
    expect(page.items[0]).toEqual({
      id: '1',
      state: 'SELECTED',
      url: '/files/audience-images/image-view/022/00000001-0000-0000-0000-000000000000.png',
      downloadUrl: '/files/audience-images/download/77/00000001-0000-0000-0000-000000000000.png',
      createdAt: '2026-03-01T12:00:00.000Z',
    });
    expect(requests.at(-1)?.query).toBe('offset=0&state=1');
    const second = await run('{ audienceImages(companyCode: "022", audienceId: "77", offset: 12, limit: 8) { hasMore items { id } } }');
    expect(second.result.data?.audienceImages).toEqual({ hasMore: false, items: [{ id: '13' }, { id: '14' }] });
    expect(requests.at(-1)?.query).toBe('offset=12&limit=8&state=1');
  });

  it('queues a generation without waiting, changes a state and deletes through the spec paths', async () => {
    const generated = await run(
      'mutation { generateAudienceImages(input: { audienceId: "77", companyCode: "022", description: "un parque" }) { id state progress } }',
    );
    expect(generated.result.data?.generateAudienceImages).toEqual({ id: GEN, state: 'QUEUED', progress: 0 });
    expect(requests.at(-1)?.body).toEqual({
      prompt: 'un parque',
      n: 4,
      size: '1024x1024',
      id_audiencia: 77,
      is_audience: true,
      company_code: '022',
      wait: false,
    });
    const kept = await run(
      'mutation { setAudienceImageState(companyCode: "022", audienceId: "77", imageId: "5", state: CANDIDATE) { id state } }',
    );
    expect(kept.result.data?.setAudienceImageState).toEqual({ id: '5', state: 'CANDIDATE' });
    expect([requests.at(-1)?.method, requests.at(-1)?.body]).toEqual(['PUT', { id: 5, state: 2, is_audience: true }]);
    const deleted = await run('mutation { deleteAudienceImage(companyCode: "022", audienceId: "77", imageId: "5") }');
    expect(deleted.result.data?.deleteAudienceImage).toBe('5');
    expect(requests.at(-1)?.method).toBe('DELETE');
  });

  it('refuses ids that are not ids before any REST call, and passes on the flag refusal', async () => {
    const before = requests.length;
    for (const query of [
      '{ audienceImages(companyCode: "022", audienceId: "../../x") { total } }',
      '{ audienceImages(companyCode: "22", audienceId: "77") { total } }',
      '{ imageGeneration(id: "not-a-uuid") { id } }',
      'mutation { deleteAudienceImage(companyCode: "022", audienceId: "77", imageId: "5/../6") }',
    ]) {
      const { result } = await run(query);
      expect(result.errors?.[0]?.extensions?.code, query).toBe('BAD_USER_INPUT');
    }
    expect(requests.length).toBe(before);
    const { result } = await run('{ audienceImages(companyCode: "024", audienceId: "78") { total } }');
    expect([result.errors?.[0]?.extensions?.code, result.errors?.[0]?.message]).toEqual([
      'FORBIDDEN',
      'Su empresa no tiene habilitada la generación de imágenes.',
    ]);
  });
});
