import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeService, subgraphRunner } from '@inca/subgraph-kit/testing';
import { tableAccessSubgraph } from './server.ts';

let service: Awaited<ReturnType<typeof fakeService>>;
beforeAll(async () => {
  service = await fakeService(({ method, path }) =>
    method === 'POST' && path === '/tables_views/access/my_tables'
      ? {
          status: 200,
          body: {
            status: true,
            data: [
              { relative_resource_name: 'projects/p/datasets/d/tables/t', domain: 'retail', project_id: 'p', dataset_id: 'd', object_id: 't', is_view: true, description: 'x', permission_expiration_date: null, num_rows: '1250000' },
            ],
          },
        }
      : { status: 404, body: {} },
  );
});
afterAll(() => service.close());

const run = subgraphRunner(tableAccessSubgraph, () => service.url);

describe('table-access subgraph', () => {
  it('maps the caller tables, row counts as numbers', async () => {
    const { result } = await run('{ myTables { objectId isView numRows permissionExpirationDate } }');
    expect(result.errors).toBeUndefined();
    expect(result.data?.myTables).toEqual([{ objectId: 't', isView: true, numRows: 1250000, permissionExpirationDate: null }]);
  });
});
