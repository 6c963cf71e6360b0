import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeService, subgraphRunner } from '@inca/subgraph-kit/testing';
import { imagesSubgraph } from './server.ts';

let service: Awaited<ReturnType<typeof fakeService>>;
beforeAll(async () => {
  service = await fakeService(({ path, query, authorization }) => {
    if (authorization !== 'Bearer user-token') return { status: 401, body: { message: 'Sesión no válida o expirada.' } };
    if (path !== '/audience-images/companies/summary') return { status: 404, body: {} };
    const codes = query.get('company_code')!.split(',');
    if (codes.includes('011')) return { status: 403, body: { status: false, code: 'FORBIDDEN', message: 'No tiene permisos para realizar esta acción.' } };
    return { status: 200, body: { status: true, data: codes.map((code) => ({ company_code: code, total: code === '032' ? 7 : 0 })) } };
  });
});
afterAll(() => service.close());

const run = subgraphRunner(imagesSubgraph, () => service.url);

describe('images subgraph', () => {
  it('counts images for many companies with one REST call', async () => {
    const { result, restCalls } = await run('query($r: [_Any!]!) { _entities(representations: $r) { ... on Company { code imageCount } } }', {
      r: [{ __typename: 'Company', code: '032' }, { __typename: 'Company', code: '022' }],
    });
    expect(result.errors).toBeUndefined();
    expect(result.data?._entities).toEqual([{ code: '032', imageCount: 7 }, { code: '022', imageCount: 0 }]);
    expect(restCalls).toBe(1);
  });

  it('passes on the service refusal for a company outside the scope', async () => {
    const { result } = await run('query($r: [_Any!]!) { _entities(representations: $r) { ... on Company { imageCount } } }', {
      r: [{ __typename: 'Company', code: '011' }],
    });
    expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
