import { describe, expect, inject, it } from 'vitest';
import { graphql, login } from '../src/client.ts';

const service = (name: string) => inject('serviceUrls')[name]!;
const subgraph = (name: string) => inject('subgraphUrls')[name]!;

describe('walls between the parts', () => {
  it('a subgraph refuses a request without the gateway secret, even with a valid user token', async () => {
    const { token } = await login('admin@corp.demo');
    for (const name of ['audience', 'campaign', 'images', 'reports', 'table-access']) {
      const result = await graphql('{ __typename }', { url: subgraph(name), token });
      expect(result.status, name).toBe(403);
      expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const wrong = await graphql('{ __typename }', {
        url: subgraph(name),
        token,
        headers: { 'x-gateway-secret': 'not-the-secret-at-all' },
      });
      expect(wrong.status, name).toBe(403);
    }
  });

  it('a subgraph with the secret forwards the user token, and a missing token is UNAUTHENTICATED', async () => {
    const headers = { 'x-gateway-secret': inject('gatewaySecret') };
    const anonymous = await graphql('{ viewer { email } }', { url: subgraph('audience'), headers });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const { token } = await login('analyst@retail.demo');
    const ok = await graphql<{ viewer: { email: string } }>('{ viewer { email } }', { url: subgraph('audience'), headers, token });
    expect(ok.data?.viewer.email).toBe('analyst@retail.demo');
  });

  it('every service refuses a request without a user token (401)', async () => {
    const calls: [string, string, string][] = [
      ['audience-management', 'GET', '/audience-management/users/me'],
      ['campaign-management', 'GET', '/variables/variable-type'],
      ['reports', 'POST', '/reports/module-dashboard/get-all'],
      ['table-access', 'POST', '/tables_views/access/my_tables'],
      ['audience-images', 'GET', '/audience-images/companies/summary?company_code=032'],
    ];
    for (const [name, method, path] of calls) {
      const response = await fetch(`${service(name)}${path}`, {
        method,
        headers: { 'content-type': 'application/json' },
        body: method === 'POST' ? '{}' : undefined,
      });
      expect(response.status, `${name} ${path}`).toBe(401);
    }
  });

  it('a service refuses a role or a company the rule does not allow (403) and allows the right ones', async () => {
    const user = await login('user@retail.demo');
    const admin = await login('admin@corp.demo');
    const steward = await login('steward@corp.demo');
    const get = (path: string, token: string) =>
      fetch(`${service('audience-management')}${path}`, { headers: { authorization: `Bearer ${token}` } });

    expect((await get('/audience-management/companies/organisations-detail', user.token)).status).toBe(403);
    expect((await get('/audience-management/companies/organisations-detail', admin.token)).status).toBe(200);

    expect((await get('/audience-management/ads-accounts/list?company_code=032', user.token)).status).toBe(403);
    expect((await get('/audience-management/ads-accounts/list?company_code=022', user.token)).status).toBe(200);
    expect((await get('/audience-management/ads-accounts/list?company_code=024', steward.token)).status).toBe(200);
    expect((await get('/audience-management/ads-accounts/list?company_code=011', steward.token)).status).toBe(403);
    expect((await get('/audience-management/company-flags/list?company_code=011', admin.token)).status).toBe(200);

    const images = (token: string, codes: string) =>
      fetch(`${service('audience-images')}/audience-images/companies/summary?company_code=${codes}`, {
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await images(user.token, '032')).status).toBe(403);
    expect((await images(user.token, '022')).status).toBe(200);
  });

  it('bad input gets a 400 with a Spanish message', async () => {
    const { token } = await login('admin@corp.demo');
    const response = await fetch(`${service('audience-management')}/audience-management/ads-accounts/list?company_code=abc`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe('Código de empresa inválido.');
  });
});
