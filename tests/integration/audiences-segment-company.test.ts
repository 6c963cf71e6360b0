import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { santiagoToday } from '@inca/domain';
import { graphql, login, rest } from '../src/client.ts';

/*
 * An audience publishes its segment's customers through its company's ads account, so the segment
 * must be one that company may use: its own, shared with it, or opened by its approved request —
 * whoever asks, the steward (who sees 022, 024 and 032) and the admin included. The form offers the
 * chosen company's segments only.
 */

const RUN = Date.now().toString(36).slice(-5);
const NOT_ITS_SEGMENT = 'El segmento no pertenece a la empresa de la audiencia ni está compartido con ella.';
const tokens: Record<string, string> = {};
let db: pg.Client;
const madeSegments: string[] = [];
const madeAudiences: string[] = [];

const am = <T>(email: string, path: string, init: { method?: string; body?: unknown } = {}) =>
  rest<T>('audience-management', `/audience-management${path}`, { token: tokens[email]!, ...init });

/** A never-shared contact segment of `owner` nobody requested. */
async function privateSegmentOf(owner: string): Promise<string> {
  const { rows } = await db.query<{ code: string }>(
    `SELECT s.code FROM audience_management.segments s JOIN audience_management.segment_types t ON t.id = s.segment_type_id
      WHERE s.owner_company_code = $1 AND t.name = 'SEGMENT_CONTACT' AND NOT s.flag_shared
        AND NOT EXISTS (SELECT 1 FROM audience_management.segment_shares sh WHERE sh.segment_code = s.code)
        AND NOT EXISTS (SELECT 1 FROM audience_management.access_requests ar WHERE ar.segment_code = s.code)
      ORDER BY s.code LIMIT 1`,
    [owner],
  );
  return rows[0]!.code;
}
async function accountOf(company: string): Promise<{ code: string; platform: string }> {
  const { rows } = await db.query<{ technical_name: string; flag_fbk: string; flag_tiktok: string; flag_criteo: string }>(
    `SELECT technical_name, flag_fbk, flag_tiktok, flag_criteo FROM audience_management.ads_accounts
      WHERE company_code = $1 AND '1' IN (flag_fbk, flag_tiktok, flag_criteo) ORDER BY id LIMIT 1`,
    [company],
  );
  const a = rows[0]!;
  return { code: a.technical_name, platform: a.flag_fbk === '1' ? 'fbk' : a.flag_tiktok === '1' ? 'tiktok' : 'criteo' };
}
const payload = (company: string, segment: string, account: { code: string; platform: string }, name: string) => ({
  payload: {
    segment_code: segment,
    company_code: company,
    audience_name: name,
    audience_description: 'Audiencia de prueba de empresa',
    audience_frequency_code: '1_DAY',
    audience_start_date: santiagoToday(),
    audience_end_date: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
    platform: [account.platform],
    ads_account_code: account.code,
    recipients: '',
  },
});
const audiencesNamed = async (name: string) =>
  Number(
    (await db.query('SELECT count(*) FROM audience_management.audiences WHERE custom_audience_name = $1', [`INCA_${name}`])).rows[0].count,
  );

beforeAll(async () => {
  for (const email of ['admin@corp.demo', 'steward@corp.demo', 'analyst@retail.demo']) tokens[email] = (await login(email)).token;
  db = new pg.Client({ connectionString: inject('databaseUrl') });
  await db.connect();
});
afterAll(async () => {
  if (madeAudiences.length) await db.query('DELETE FROM audience_management.audiences WHERE id = ANY($1::bigint[])', [madeAudiences]);
  if (madeSegments.length) await db.query('DELETE FROM audience_management.segments WHERE code = ANY($1::text[])', [madeSegments]);
  await db?.end();
});

describe("an audience's segment belongs to the audience's company", () => {
  it('the steward cannot build a 024 audience on a 022 segment 024 may not use, nor the admin; nothing is written', async () => {
    const segment = await privateSegmentOf('022');
    const account = await accountOf('024');
    for (const email of ['steward@corp.demo', 'admin@corp.demo']) {
      const name = `marcas_ajeno ${RUN} ${email.split('@')[0]}`;
      const r = await am<{ message: string }>(email, '/audiences/create', { method: 'POST', body: payload('024', segment, account, name) });
      expect(r.status, email).toBe(400);
      expect(await audiencesNamed(name), email).toBe(0);
      if (email === 'steward@corp.demo') expect(r.body.message).toBe(NOT_ITS_SEGMENT);
    }
  });

  it("the form offers each company's own segments to the steward, not the same list for every company", async () => {
    const offered = async (company: string) =>
      (
        await graphql<{ audienceFormSegments: { code: string; ownerCompanyCode: string }[] }>(
          'query($c: ID!) { audienceFormSegments(companyCode: $c) { code ownerCompanyCode } }',
          {
            token: tokens['steward@corp.demo'],
            variables: { c: company },
          },
        )
      ).data!.audienceFormSegments;
    const for022 = await offered('022');
    const for024 = await offered('024');
    expect(for022.length).toBeGreaterThan(0);
    expect(for024.length).toBeGreaterThan(0);
    expect(for022.map((s) => s.code)).not.toEqual(for024.map((s) => s.code));
    expect(for024.map((s) => s.code)).not.toContain(await privateSegmentOf('022'));
    expect(for022.map((s) => s.code)).not.toContain(await privateSegmentOf('024'));
  });

  it('a 022 segment shared with 024 is offered for 024 and takes a 024 audience', async () => {
    const source = await privateSegmentOf('022');
    const copy = await graphql<{ duplicateSegment: { segment: { code: string } } }>(
      'mutation($c: ID!, $n: String!) { duplicateSegment(code: $c, name: $n) { segment { code } } }',
      {
        token: tokens['analyst@retail.demo'],
        variables: { c: source, n: `compartido_marcas ${RUN}` },
      },
    );
    const code = copy.data!.duplicateSegment.segment.code;
    madeSegments.push(code);
    const shared = await graphql('mutation($c: ID!) { shareSegment(code: $c, input: { type: COMPANY, companyCode: "024" }) { code } }', {
      token: tokens['analyst@retail.demo'],
      variables: { c: code },
    });
    expect(shared.errors).toBeUndefined();
    const offered = (await am<{ data: { code: string }[] }>('steward@corp.demo', '/audiences/segments?company_code=024')).body.data.map(
      (s) => s.code,
    );
    expect(offered).toContain(code);
    const name = `marcas_compartido ${RUN}`;
    const r = await am<{ data: { list_audience_data: { id: number }[] } }>('steward@corp.demo', '/audiences/create', {
      method: 'POST',
      body: payload('024', code, await accountOf('024'), name),
    });
    expect(r.status).toBe(200);
    madeAudiences.push(...r.body.data.list_audience_data.map((a) => String(a.id)));
    expect(await audiencesNamed(name)).toBe(1);
  });

  it('an audience already stored on a segment its company may not use cannot be edited', async () => {
    const account = await accountOf('024');
    const { rows } = await db.query<{ id: string }>('SELECT id FROM audience_management.ads_accounts WHERE technical_name = $1', [
      account.code,
    ]);
    const name = `INCA_marcas_heredada ${RUN}`;
    const inserted = await db.query<{ id: string }>(
      `INSERT INTO audience_management.audiences (custom_audience_name, custom_audience_description, company_code, segment_code, ads_platform_code, ads_account_id,
                                                  frequency, start_date, end_date, created_by)
       VALUES ($1, 'heredada', '024', $2, $3, $4, '1_DAY', $5, $6, 'prueba@corp.demo') RETURNING id`,
      [
        name,
        await privateSegmentOf('022'),
        account.platform,
        rows[0]!.id,
        santiagoToday(),
        new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
      ],
    );
    const id = inserted.rows[0]!.id;
    madeAudiences.push(id);
    const r = await am<{ message: string }>('admin@corp.demo', `/audiences/${id}/edit`, {
      method: 'PUT',
      body: { custom_audience_name: 'marcas_heredada_cambiada', custom_audience_description: 'cambiada' },
    });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(NOT_ITS_SEGMENT);
    expect(
      (await db.query('SELECT custom_audience_name FROM audience_management.audiences WHERE id = $1', [id])).rows[0].custom_audience_name,
    ).toBe(name);
  });
});
