import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { graphql, login } from '../src/client.ts';

/**
 * The campaign list's platform and file-type filters (§2.1) are applied by the service, through the
 * graph and in the CSV export alike; and the export writes times as the grid shows them:
 * "yyyy-mm-dd hh:mm:ss" in Chile time (summer UTC-3, winter UTC-4), never UTC.
 */

const S = 'campaign_management';
const RUN = Date.now().toString(36).slice(-5).toUpperCase();
const CODE = `TZ${RUN}`;
let db: pg.Client;
let admin = '';
let id = 0;

const base = () => `${inject('serviceUrls')['campaign-management']}/campaign-management`;

beforeAll(async () => {
  admin = (await login('admin@corp.demo')).token;
  db = new pg.Client({ connectionString: inject('databaseUrl') });
  await db.connect();
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO ${S}.campaigns (itc_company_campaign_code, campaign_code, campaign_description, campaign_start_date, campaign_end_date, campaign_status, minimum_amount,
       campaign_creation_date, campaign_modification_date, rules_modified_time, file_type, platform_code)
     VALUES ('022', $1, 'Campaña de prueba de horas', '2026-01-10', '2026-12-31', 'ACTIVA', 0, '2026-01-15T12:00:00Z', '2026-07-15T12:00:00Z', '2026-07-15T12:00:00Z', 3, 'CUPONES')
     RETURNING id_campaign AS id`,
    [CODE],
  );
  id = rows[0]!.id;
});

afterAll(async () => {
  await db?.query(`DELETE FROM ${S}.campaigns WHERE id_campaign = $1`, [id]);
  await db?.end();
});

describe('campaign list filters and export times', () => {
  it('filters by file type and platform on the server (REST and graph)', async () => {
    const counts = await db.query<{ file_type: number; n: number }>(
      `SELECT file_type, count(*)::int AS n FROM ${S}.campaigns GROUP BY file_type`,
    );
    const count = (type: number) => counts.rows.find((r) => r.file_type === type)?.n ?? 0;
    expect(count(2)).toBeGreaterThan(0);

    const response = await fetch(`${base()}/campaigns?file_type=2&page_limit=100`, { headers: { authorization: `Bearer ${admin}` } });
    const body = (await response.json()) as { data: { file_type: number }[]; total_rows: number };
    expect(response.status).toBe(200);
    expect(body.total_rows).toBe(count(2));
    expect(body.data.every((c) => c.file_type === 2)).toBe(true);

    const query = `query($filter: CampaignFilter) { campaigns(filter: $filter, pageSize: 10) { totalCount nodes { code fileType platformCode } } }`;
    const packs = await graphql<{ campaigns: { totalCount: number; nodes: { fileType: number; platformCode: string }[] } }>(query, {
      token: admin,
      variables: { filter: { fileTypes: [3], platformCode: 'CUPONES' } },
    });
    expect(packs.errors).toBeUndefined();
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${S}.campaigns WHERE file_type = 3 AND platform_code = 'CUPONES'`,
    );
    expect(packs.data!.campaigns.totalCount).toBe(rows[0]!.n);
    expect(packs.data!.campaigns.nodes.every((c) => c.fileType === 3 && c.platformCode === 'CUPONES')).toBe(true);
    const none = await graphql<{ campaigns: { totalCount: number } }>(query, {
      token: admin,
      variables: { filter: { platformCode: 'OTRA' } },
    });
    expect(none.data!.campaigns.totalCount).toBe(0);
  });

  it('writes the CSV times in Chile time, as the grid shows them', async () => {
    const response = await fetch(`${base()}/campaigns/export-campaigns-csv?campaign_code=${CODE}&file_type=3`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(response.status).toBe(200);
    const text = await response.text();
    const line = text.split(/\r?\n/).find((l) => l.includes(CODE))!;
    expect(line).toBeDefined();
    // 12:00 UTC is 09:00 in the Chilean summer (January) and 08:00 in winter (July).
    expect(line).toContain('2026-01-15 09:00:00');
    expect(line).toContain('2026-07-15 08:00:00');
    expect(line).not.toMatch(/T\d{2}:\d{2}|Z\b|\+00/);
  });
});
