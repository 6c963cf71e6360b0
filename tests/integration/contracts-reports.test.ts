import { beforeAll, describe, expect, inject, it } from 'vitest';
import { RestClient } from '@inca/rest-client';
import { getAnalyticsLinks, generateParams, getBuiltInReport, getReport, listReports } from '@inca/contracts/reports';
import { login } from '../src/client.ts';

/** The reports contract against real answers: each response schema parses what the running service says. */

let client: RestClient;

beforeAll(async () => {
  const { token } = await login('admin@corp.demo');
  client = new RestClient({ baseUrl: inject('serviceUrls').reports!, token, service: 'reports' });
});

describe('reports contract', () => {
  it('describes the report list and an opened report with its frame', async () => {
    const list = listReports.response.parse(await client.call(listReports, { body: { data: {} } }));
    expect(list.data.length).toBeGreaterThan(0);
    const hosted = list.data.find((r) => r.type !== 'INCA')!;
    const opened = getReport.response.parse(await client.call(getReport, { body: { data: { id: hosted.id } } }));
    expect(opened.data.frame.url).toContain('params=');
  });

  it('describes the analytics links, signed params and a built-in report with its figures', async () => {
    const links = getAnalyticsLinks.response.parse(await client.call(getAnalyticsLinks));
    expect(Object.keys(links.data.types).length).toBeGreaterThan(0);
    const { params } = generateParams.response.parse(await client.call(generateParams, { body: { data: { filters: {} } } })).data;
    const report = getBuiltInReport.response.parse(
      await client.call(getBuiltInReport, { body: { data: { report: 'monetization', params, filters: {} } } }),
    );
    expect(report.data.companies.length).toBeGreaterThan(0);
    expect(report.data.figures.billing).toBeInstanceOf(Array);
  });

  it('would catch a drift: an answer missing a column does not parse', async () => {
    const list = await client.call(listReports, { body: { data: {} } });
    const { link: _link, ...withoutLink } = list.data[0]!;
    expect(listReports.response.safeParse({ ...list, data: [withoutLink] }).success).toBe(false);
  });
});
