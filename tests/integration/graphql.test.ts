import { describe, expect, it } from 'vitest';
import { gatewayUrl, graphql, login } from '../src/client.ts';

type Viewer = {
  email: string;
  roles: string[];
  company: { code: string; name: string; alias: string; domain: string };
  isRetailAnalyst: boolean;
  seesCompanyColumn: boolean;
  accessibleCompanies: { code: string; imageCount: number }[];
};

const VIEWER = `{ viewer { email roles company { code name alias domain } isRetailAnalyst seesCompanyColumn accessibleCompanies { code imageCount } } }`;

const viewerOf = async (email: string) => {
  const { token } = await login(email);
  const result = await graphql<{ viewer: Viewer }>(VIEWER, { token });
  expect(result.errors, email).toBeUndefined();
  return result.data!.viewer;
};

const codes = (v: Viewer) => v.accessibleCompanies.map((c) => c.code).sort();

describe('viewer through the gateway', () => {
  it('admin: every organisation', async () => {
    const v = await viewerOf('admin@corp.demo');
    expect(v.roles).toEqual(['AUDIENCE_ADMIN']);
    expect(v.company).toEqual({ code: '032', name: 'Corporación Andina S.A.', alias: 'Corporativo', domain: 'corp.demo' });
    expect(codes(v)).toEqual(['011', '022', '024', '032']);
    expect(v.seesCompanyColumn).toBe(true);
  });

  it('steward: own company plus the company-access list', async () => {
    const v = await viewerOf('steward@corp.demo');
    expect(codes(v)).toEqual(['022', '024', '032']);
    expect(v.seesCompanyColumn).toBe(true);
    expect(v.isRetailAnalyst).toBe(false);
  });

  it('retail analyst is flagged as such', async () => {
    const v = await viewerOf('analyst@retail.demo');
    expect(v.isRetailAnalyst).toBe(true);
    expect(v.seesCompanyColumn).toBe(true);
    expect(codes(v)).toEqual(['022']);
  });

  it('a brand analyst is not a retail analyst; users see only their company', async () => {
    const brand = await viewerOf('analyst@brand.demo');
    expect(brand.isRetailAnalyst).toBe(false);
    expect(brand.seesCompanyColumn).toBe(false);
    expect(codes(await viewerOf('user@retail.demo'))).toEqual(['022']);
    expect(codes(await viewerOf('user@brand.demo'))).toEqual(['024']);
  });

  it('company flags and ads accounts come from the directory', async () => {
    const { token } = await login('analyst@retail.demo');
    const result = await graphql<{
      viewer: { company: { flags: Record<string, boolean>; adsAccounts: { technicalName: string; platforms: string[] }[] } };
    }>('{ viewer { company { flags { shareAction talononeCoupons approveRequestData } adsAccounts { technicalName platforms } } } }', {
      token,
    });
    expect(result.data?.viewer.company.flags).toEqual({ shareAction: true, talononeCoupons: true, approveRequestData: false });
    const accounts = result.data!.viewer.company.adsAccounts;
    expect(accounts.length).toBeGreaterThanOrEqual(2);
    expect(accounts.find((a) => a.technicalName === 'retail_loyalty')?.platforms).toEqual(['SALESFORCE', 'TALONONE']);
  });
});

describe('one real read through every subgraph', () => {
  it('campaign, reports, table-access and images answer through the gateway', async () => {
    const { token } = await login('admin@corp.demo');
    const result = await graphql<{
      variableTypes: { id: string; name: string }[];
      reports: { title: string; type: string }[];
      myTables: { objectId: string }[];
      viewer: { company: { imageCount: number } };
    }>('{ variableTypes { id name } reports { title type } myTables { objectId } viewer { company { imageCount } } }', { token });
    expect(result.errors).toBeUndefined();
    expect(result.data!.variableTypes.map((t) => `${t.id} ${t.name}`)).toEqual(['1 NUMBER', '2 TXT', '3 SELECT', '5 DATETIME', '7 TABLA']);
    expect(result.data!.reports.length).toBeGreaterThan(0);
    expect(Array.isArray(result.data!.myTables)).toBe(true);
    expect(result.data!.viewer.company.imageCount).toBeGreaterThanOrEqual(0);
  });
});

describe('bad requests get coded errors, never stack traces', () => {
  it('malformed GraphQL', async () => {
    const { token } = await login('admin@corp.demo');
    const result = await graphql('{ viewer { email ', { token });
    expect(result.status).toBe(400);
    expect(result.errors?.[0]?.extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
    expect(JSON.stringify(result.raw)).not.toMatch(/stacktrace|at .*\.ts:\d+/);
  });

  it('a query over the depth limit', async () => {
    const { token } = await login('admin@corp.demo');
    const deep = '{ viewer { company { adsAccounts { technicalName } } } }'.replace('technicalName', 'technicalName businessName');
    expect((await graphql(deep, { token })).errors).toBeUndefined();
    let nested = 'email';
    for (let i = 0; i < 14; i++) nested = `__typename viewer { ${nested} }`;
    const tooDeep = await graphql(`{ ${nested.replace(/^__typename /, '')} }`, { token });
    expect(tooDeep.status).toBe(400);
    expect(tooDeep.errors?.some((e) => e.message.includes('profundidad máxima de 12'))).toBe(true);
  });

  it('a query over the cost limit is a 400, not a server error', async () => {
    const { token } = await login('admin@corp.demo');
    const result = await graphql('{ segments(pageSize: 5000) { nodes { code name audiences { name platform { code } } } } }', { token });
    expect(result.status).toBe(400);
    expect(result.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COMPLEX');
  });

  it('too many aliases', async () => {
    const { token } = await login('admin@corp.demo');
    const aliases = Array.from({ length: 31 }, (_, i) => `a${i}: viewer { email }`).join(' ');
    const result = await graphql(`{ ${aliases} }`, { token });
    expect(result.errors?.[0]?.message).toContain('alias');
  });

  it('a text/plain POST is refused by CSRF prevention', async () => {
    const { token } = await login('admin@corp.demo');
    const response = await fetch(`${gatewayUrl()}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: '{ viewer { email } }' }),
    });
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(text).toMatch(/CSRF|preflight/i);
    expect(text).not.toMatch(/\.ts:\d+/);
  });

  it('an unknown field is a validation error with no stack trace', async () => {
    const { token } = await login('admin@corp.demo');
    const result = await graphql('{ viewer { password } }', { token });
    expect(result.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(result.errors?.[0]?.extensions).not.toHaveProperty('stacktrace');
  });
});

describe('health and GraphiQL', () => {
  it('reports every subgraph and its service', async () => {
    const response = await fetch(`${gatewayUrl()}/healthz`);
    const body = (await response.json()) as { ok: boolean; subgraphs: { name: string; ok: boolean; service: boolean }[] };
    expect(response.status).toBe(200);
    expect(body.subgraphs.map((s) => s.name).sort()).toEqual(['audience', 'campaign', 'images', 'reports', 'table-access']);
    expect(body.subgraphs.every((s) => s.ok && s.service)).toBe(true);
  });

  it('serves an offline GraphiQL page to a browser', async () => {
    const response = await fetch(`${gatewayUrl()}/graphql`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<div id="graphiql"');
    expect(html).not.toMatch(/https?:\/\/(unpkg|cdn|esm\.sh)/);
  });
});

describe('the API schema documents itself', () => {
  it('every type, field, input field and enum value the gateway serves has a description', async () => {
    const { token } = await login('admin@corp.demo');
    type Named = { name: string; description: string | null };
    const result = await graphql<{
      __schema: { types: (Named & { kind: string; fields: Named[] | null; inputFields: Named[] | null; enumValues: Named[] | null })[] };
    }>(
      '{ __schema { types { name kind description fields { name description } inputFields { name description } enumValues { name description } } } }',
      { token },
    );
    expect(result.errors).toBeUndefined();
    const own = result.data!.__schema.types.filter((t) => !t.name.startsWith('__') && ['OBJECT', 'INPUT_OBJECT', 'ENUM'].includes(t.kind));
    expect(own.map((t) => t.name)).toEqual(expect.arrayContaining(['Segment', 'SegmentMergeUse', 'Viewer', 'Query', 'Mutation']));
    const missing: string[] = [];
    for (const type of own) {
      if (!type.description?.trim()) missing.push(type.name);
      for (const member of [...(type.fields ?? []), ...(type.inputFields ?? []), ...(type.enumValues ?? [])]) {
        if (!member.description?.trim()) missing.push(`${type.name}.${member.name}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
