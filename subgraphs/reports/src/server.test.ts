import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeService, subgraphRunner } from '@inca/subgraph-kit/testing';
import { reportsSubgraph } from './server.ts';

let service: Awaited<ReturnType<typeof fakeService>>;
beforeAll(async () => {
  service = await fakeService(({ method, path, body }) => {
    if (method === 'POST' && path === '/reports/aud_analytics/get_reports') {
      return {
        status: 200,
        body: {
          success: true,
          data: {
            omnicanal: null,
            performance: 'https://app.powerbi.com/r?x=1',
            monetization: 'inca:monetization',
            quality_shared: null,
            types: { performance: 'POWERBI', monetization: 'INCA' },
          },
        },
      };
    }
    if (method === 'POST' && path.startsWith('/reports/aud_analytics/generate_param'))
      return { status: 200, body: { success: true, data: { params: '{"company":"022"}' } } };
    if (method !== 'POST' || path !== '/reports/module-dashboard/get-all') return { status: 404, body: {} };
    const module = (body as { data: { module: string } }).data.module;
    return {
      status: 200,
      body: {
        success: true,
        data: [
          {
            id: '4',
            code: 'r',
            title: `Informe de ${module}`,
            type: 'LOOKERSTUDIO',
            description: '',
            link: 'https://x',
            module,
            all_permission: true,
            update_hours: ['06:00'],
            maintenance: false,
            organizations: [],
            created_user: 'a',
            updated_user: 'a',
            created_date: '2026-01-02 10:00:00+00',
            updated_date: '2026-01-03 10:00:00+00',
          },
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
      {
        id: '4',
        title: 'Informe de audience-management-campaign',
        type: 'LOOKERSTUDIO',
        allPermission: true,
        createdDate: '2026-01-02T10:00:00.000Z',
      },
    ]);
  });

  it('passes the requested module in the body', async () => {
    await run('{ reports(module: "coupons") { id } }');
    expect(service.calls.at(-1)?.body).toEqual({ data: { module: 'coupons' } });
  });

  it('answers an analytics report as its frame: hosted ones with the URL-encoded params, INCA ones by name, absent ones unavailable', async () => {
    const { result } = await run(
      '{ p: analyticsReport(report: PERFORMANCE) { available frame { type url builtIn } } m: analyticsReport(report: MONETIZATION) { frame { type url builtIn } } o: analyticsReport(report: OMNICHANNEL) { available frame { type } } }',
    );
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      p: {
        available: true,
        frame: { type: 'POWERBI', url: `https://app.powerbi.com/r?x=1&params=${encodeURIComponent('{"company":"022"}')}`, builtIn: null },
      },
      m: { frame: { type: 'INCA', url: null, builtIn: 'MONETIZATION' } },
      o: { available: false, frame: null },
    });
  });
});
