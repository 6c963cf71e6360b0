import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSubgraphServer, SubgraphMetrics } from '@inca/subgraph-kit';
import { audienceSubgraph } from './server.ts';
import type { SubgraphContext } from './context.ts';

const companies = [
  { code: '022', name: 'Retail Andina S.A.', alias: 'Retail', domain: 'retail.demo' },
  { code: '032', name: 'Corporación Andina S.A.', alias: 'Corporativo', domain: 'corp.demo' },
];
const calls: string[] = [];
let refuseAds = false;
let fake: Server;
let baseUrl: string;

beforeAll(async () => {
  fake = createServer((req, res) => {
    const url = new URL(req.url!, 'http://x');
    calls.push(`${url.pathname}${url.search}`);
    expect(req.headers.authorization).toBe('Bearer user-token');
    const send = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (url.pathname === '/audience-management/users/me') {
      return send(200, {
        status: true,
        data: { email: 'steward@corp.demo', name: 'Sergio', roles: ['org_data_management'], company: companies[1] },
      });
    }
    if (url.pathname === '/audience-management/companies/accessible') return send(200, { status: true, data: companies });
    if (url.pathname === '/audience-management/ads-accounts/list') {
      if (refuseAds) return send(403, { status: false, code: 'FORBIDDEN', message: 'No tiene permisos para realizar esta acción.' });
      const codes = url.searchParams.get('company_code')!.split(',');
      return send(200, {
        status: true,
        data: codes.map((code) => ({
          company_code: code,
          technical_name: `acc_${code}`,
          business_name: `Cuenta ${code}`,
          it_manager_email: null,
          flag_gads: '1',
          flag_fbk: '0',
          flag_tiktok: '1',
          flag_salesforce: '0',
          flag_talonone: '0',
          flag_criteo: '0',
          flag_adobe: '0',
        })),
      });
    }
    send(404, { message: 'Ruta no encontrada.' });
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  const address = fake.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(() => new Promise<void>((resolve) => fake.close(() => resolve())));

const server = createSubgraphServer<SubgraphContext>({ typeDefs: audienceSubgraph.typeDefs, resolvers: audienceSubgraph.resolvers });

async function run(query: string, variables?: Record<string, unknown>) {
  calls.length = 0;
  const metrics = new SubgraphMetrics();
  const contextValue = audienceSubgraph.createContext({ token: 'user-token', metrics, serviceUrl: baseUrl, timeoutMs: 2_000 });
  const response = await server.executeOperation({ query, variables }, { contextValue });
  if (response.body.kind !== 'single') throw new Error('expected a single result');
  return { result: response.body.singleResult, restCalls: metrics.restCalls };
}

describe('audience subgraph', () => {
  it('answers the viewer with roles as enum values and computed flags', async () => {
    const { result } = await run('{ viewer { email roles isRetailAnalyst seesCompanyColumn company { code alias } } }');
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      viewer: {
        email: 'steward@corp.demo',
        roles: ['ORG_DATA_MANAGEMENT'],
        isRetailAnalyst: false,
        seesCompanyColumn: true,
        company: { code: '032', alias: 'Corporativo' },
      },
    });
  });

  it('a list of companies with their ads accounts costs a constant number of REST calls', async () => {
    const { result, restCalls } = await run('{ viewer { accessibleCompanies { code adsAccounts { technicalName platforms } } } }');
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      viewer: {
        accessibleCompanies: [
          { code: '022', adsAccounts: [{ technicalName: 'acc_022', platforms: ['GADS', 'TIKTOK'] }] },
          { code: '032', adsAccounts: [{ technicalName: 'acc_032', platforms: ['GADS', 'TIKTOK'] }] },
        ],
      },
    });
    expect(restCalls).toBe(3);
    expect(calls).toContain('/audience-management/ads-accounts/list?company_code=022%2C032');
  });

  it('resolves Company entities by key in one batch, completing them from the directory', async () => {
    const { result, restCalls } = await run(
      'query($r: [_Any!]!) { _entities(representations: $r) { ... on Company { code name domain } } }',
      {
        r: [
          { __typename: 'Company', code: '032' },
          { __typename: 'Company', code: '022' },
          { __typename: 'Company', code: '999' },
        ],
      },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?._entities).toEqual([
      { code: '032', name: 'Corporación Andina S.A.', domain: 'corp.demo' },
      { code: '022', name: 'Retail Andina S.A.', domain: 'retail.demo' },
      null,
    ]);
    expect(restCalls).toBe(1);
  });

  it('turns a 403 of the service into a FORBIDDEN error with the service message', async () => {
    refuseAds = true;
    try {
      const { result } = await run('{ viewer { company { adsAccounts { technicalName } } } }');
      expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(result.errors?.[0]?.message).toBe('No tiene permisos para realizar esta acción.');
    } finally {
      refuseAds = false;
    }
  });
});
