import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeService, subgraphRunner } from '@inca/subgraph-kit/testing';
import { reportsSubgraph } from './server.ts';

let service: Awaited<ReturnType<typeof fakeService>>;
beforeAll(async () => {
  service = await fakeService(({ method, path, body }) => {
    if (method !== 'POST' || path !== '/reports/module-dashboard/get-all') return { status: 404, body: {} };
    const module = (body as { data: { module: string } }).data.module;
    return {
      status: 200,
      body: {
        success: true,
        data: [
          { id: '4', code: 'r', title: `Informe de ${module}`, type: 'lookerstudio', description: '', url: 'https://x', module, all_permission: true, created_date: '2026-01-02 10:00:00+00', updated_date: '2026-01-03 10:00:00+00' },
        ],
      },
    };
  });
});
afterAll(() => service.close());

const run = subgraphRunner(reportsSubgraph, () => service.url);

describe('reports subgraph', () => {
  it('asks the service for the default module and maps the report fields', async () => {
    const { result } = await run('{ reports { id title type allPermission createdDate } }');
    expect(result.errors).toBeUndefined();
    expect(result.data?.reports).toEqual([
      { id: '4', title: 'Informe de audience-management-campaign', type: 'LOOKERSTUDIO', allPermission: true, createdDate: '2026-01-02T10:00:00.000Z' },
    ]);
  });

  it('passes the requested module in the body', async () => {
    await run('{ reports(module: "coupons") { id } }');
    expect(service.calls.at(-1)?.body).toEqual({ data: { module: 'coupons' } });
  });
});
