import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeService, subgraphRunner } from '@inca/subgraph-kit/testing';
import { tableAccessSubgraph } from './server.ts';

let service: Awaited<ReturnType<typeof fakeService>>;
const SEARCH_TABLE = {
  relative_resource_name: 'projects/p/datasets/retail/tables/compras',
  project_id: 'p',
  dataset_id: 'retail',
  table_id: 'compras',
  is_view: false,
  domain: 'retail.demo',
  company_code: '022',
  description: 'Compras',
  tags: ['compras'],
  fields: [{ name: 'customer_id', type: 'BIGINT', description: 'Cliente' }],
  num_rows: '760658',
  creation_time: '2026-11-01T10:00:00Z',
  access: 'EXPIRED',
  permission_expiration_date: '2026-11-20',
};
const REQUEST = {
  id: '7',
  kind: 'ACCESS',
  table: SEARCH_TABLE,
  requested_by: 'analyst@retail.demo',
  requesting_company_code: '022',
  reason: 'Campaña',
  use_case: null,
  status: 'APPROVED',
  state_date: '2026-11-21T12:00:00.000Z',
  until_date: '2026-11-30',
  reviewed_by: 'admin@corp.demo',
  can_decide: false,
  can_update_until_date: true,
  audit: [
    {
      action: 'APPROVED',
      actor: 'admin@corp.demo',
      at: '2026-11-21T12:00:00.000Z',
      before: { status: 'PENDING' },
      after: { status: 'APPROVED', untilDate: '2026-11-30' },
    },
  ],
};
beforeAll(async () => {
  service = await fakeService(({ method, path }) =>
    method === 'POST' && path === '/tables_views/search'
      ? { status: 200, body: { status: true, data: { items: [{ table: SEARCH_TABLE, rank: 170 }], total: 1, page: 1, page_size: 10 } } }
      : method === 'POST' && path === '/tables_views/requests/list'
        ? { status: 200, body: { status: true, data: { items: [REQUEST], total: 1, page: 1, page_size: 10 } } }
        : method === 'POST' && path === '/tables_views/requests/accept'
          ? { status: 409, body: { status: false, code: 'CONFLICT', message: 'La solicitud fue rechazada: solo se puede ver.' } }
          : method === 'POST' && path === '/tables_views/access/my_tables'
            ? {
                status: 200,
                body: {
                  status: true,
                  data: [
                    {
                      relative_resource_name: 'projects/p/datasets/d/tables/t',
                      domain: 'retail',
                      project_id: 'p',
                      dataset_id: 'd',
                      object_id: 't',
                      is_view: true,
                      description: 'x',
                      permission_expiration_date: null,
                      num_rows: '1250000',
                    },
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

  it('maps search results: numbers, ISO times, the access state', async () => {
    const { result } = await run(
      '{ tableSearch(text: "compras") { total pageSize items { rank table { tableId isView numRows creationTime access permissionExpirationDate fields { name type } } } } }',
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.tableSearch).toEqual({
      total: 1,
      pageSize: 10,
      items: [
        {
          rank: 170,
          table: {
            tableId: 'compras',
            isView: false,
            numRows: 760658,
            creationTime: '2026-11-01T10:00:00.000Z',
            access: 'EXPIRED',
            permissionExpirationDate: '2026-11-20',
            fields: [{ name: 'customer_id', type: 'BIGINT' }],
          },
        },
      ],
    });
  });

  it('maps requests with their audit trail as JSON, and a refused step as CONFLICT with the service message', async () => {
    const { result } = await run(
      '{ tableAccessRequests { items { id status untilDate canUpdateUntilDate auditTrail { action actor before after } } } }',
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.tableAccessRequests).toEqual({
      items: [
        {
          id: '7',
          status: 'APPROVED',
          untilDate: '2026-11-30',
          canUpdateUntilDate: true,
          auditTrail: [
            {
              action: 'APPROVED',
              actor: 'admin@corp.demo',
              before: '{"status":"PENDING"}',
              after: '{"status":"APPROVED","untilDate":"2026-11-30"}',
            },
          ],
        },
      ],
    });
    const refused = await run('mutation { approveTableAccessRequest(id: "7", untilDate: "2026-12-01") { id } }');
    expect(refused.result.errors?.[0]).toMatchObject({
      message: 'La solicitud fue rechazada: solo se puede ver.',
      extensions: { code: 'CONFLICT' },
    });
  });
});
