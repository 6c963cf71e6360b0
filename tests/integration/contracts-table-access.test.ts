import { beforeAll, describe, expect, inject, it } from 'vitest';
import { RestClient } from '@inca/rest-client';
import {
  getClock,
  getTable,
  listDomains,
  listMyAccess,
  listMyTables,
  listRequests,
  listUseCases,
  searchTables,
  verifyTableStatus,
} from '@inca/contracts/table-access';
import { login } from '../src/client.ts';

/** The table-access contract against real answers: each response schema parses what the running service says. */

let admin: RestClient;

beforeAll(async () => {
  const { token } = await login('admin@corp.demo');
  admin = new RestClient({ baseUrl: inject('serviceUrls')['table-access']!, token, service: 'table-access' });
});

describe('table-access contract', () => {
  it('describes grants, domains, search results and a table', async () => {
    const mine = listMyTables.response.parse(await admin.call(listMyTables, { body: { include_expired: true } }));
    expect(mine.data.length).toBeGreaterThan(0);
    listMyAccess.response.parse(await admin.call(listMyAccess));
    const domains = listDomains.response.parse(await admin.call(listDomains));
    const domain = domains.data[0]!.domain;
    const found = searchTables.response.parse(
      await admin.call(searchTables, { body: { text: 'clientes', domain, page: 1, page_size: 5 } }),
    );
    expect(found.data.items.length).toBeGreaterThan(0);
    const rrn = found.data.items[0]!.table.relative_resource_name;
    getTable.response.parse(await admin.call(getTable, { body: { relative_resource_name: rrn } }));
    verifyTableStatus.response.parse(
      await admin.call(verifyTableStatus, {
        params: { app: 'audiences' },
        body: { relative_resource_name: mine.data[0]!.relative_resource_name },
      }),
    );
  });

  it('describes use cases, the request list with its audit, and the clock', async () => {
    listUseCases.response.parse(await admin.call(listUseCases, { body: { company_code: '022' } }));
    const requests = listRequests.response.parse(await admin.call(listRequests, { body: { page: 1, page_size: 10 } }));
    expect(requests.data.items.length).toBeGreaterThan(0);
    expect(requests.data.items[0]!.audit.length).toBeGreaterThan(0);
    getClock.response.parse(await admin.call(getClock));
  });
});
