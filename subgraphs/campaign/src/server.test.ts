import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeService, subgraphRunner } from '@inca/subgraph-kit/testing';
import { campaignSubgraph } from './server.ts';

let service: Awaited<ReturnType<typeof fakeService>>;
beforeAll(async () => {
  service = await fakeService(({ path }) =>
    path === '/campaign-management/variables/variable-type'
      ? {
          status: 200,
          body: {
            status: true,
            data: [
              { id_variable_type: 1, variable_type_name: 'NUMBER' },
              { id_variable_type: 7, variable_type_name: 'TABLA' },
            ],
          },
        }
      : { status: 404, body: {} },
  );
});
afterAll(() => service.close());

const run = subgraphRunner(campaignSubgraph, () => service.url);

describe('campaign subgraph', () => {
  it('maps variable types and asks once even when selected twice', async () => {
    const { result, restCalls } = await run('{ a: variableTypes { id name } b: variableTypes { id } }');
    expect(result.errors).toBeUndefined();
    expect(result.data?.a).toEqual([
      { id: '1', name: 'NUMBER' },
      { id: '7', name: 'TABLA' },
    ]);
    expect(restCalls).toBe(1);
  });
});
