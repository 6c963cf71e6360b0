import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { graphql, login, measuredGraphql } from '../src/client.ts';

/*
 * Audiences through the gateway: the computed fields on each platform's match shape (expected values
 * written out here from spec §3/§4/§5 and the rows read from PostgreSQL), the cost of a page, partial success
 * and refused inputs that change no row.
 */

const SCHEMA = 'audience_management';
const RUN = Date.now().toString(36).slice(-5);
let db: pg.Client;
const made: string[] = [];

type Row = {
  id: string;
  company: string;
  platform: string;
  status: string;
  enabled: boolean;
  match: Record<string, number | string> | null;
};

const num = (v: unknown) => (v === null || v === undefined || v === '' ? undefined : Number(v));
/** §3 written out: the number each platform's shape stands for. */
function expectedMatch(platform: string, m: Record<string, unknown> | null): number | null {
  if (!m) return null;
  const pair = (a: unknown, b: unknown) => {
    const [x, y] = [num(a), num(b)];
    if (x === undefined && y === undefined) return null;
    return Math.round(x === undefined ? y! : y === undefined ? x : (x + y) / 2);
  };
  const one = (a: unknown) => (num(a) === undefined ? null : Math.round(num(a)!));
  if (platform === 'gads') return pair(m.size_for_display, m.size_for_search);
  if (platform === 'fbk') return pair(m.lower_bound, m.upper_bound);
  if (platform === 'tiktok') return one(m.cover_num);
  if (platform === 'criteo') return one(m.size);
  return one(m.num_received);
}

const COLOUR: Record<string, string> = { P_ENV: 'BLUE', P_ACT: 'ORANGE', P_PUB: 'GREEN' };

const ONE = `query($id: ID!) { audience(id: $id) { id statusColor matchCount enabled status { code } platform { code } } }`;
const PAGE = `query($n: Int) { audiences(pageSize: $n) { totalCount nodes {
  id name description statusColor matchCount enabled requested frequency updateDay startDate endDate recipients
  status { code name date } platform { code name } company { code name alias }
  segment { code name screen uniqueUsers } adsAccount { technicalName businessName platforms apiHealth { platform state errorKind } }
  canEdit canDelete canToggle canResend canUpdateFrequency canBill canSeeImages } } }`;
const CREATE = `mutation($i: CreateAudienceInput!) { createAudiences(input: $i) { created { id name platform { code } status { code } statusColor } errors { platform message } } }`;

const countRows = async () => Number((await db.query(`SELECT count(*) FROM ${SCHEMA}.audiences`)).rows[0].count);

beforeAll(async () => {
  db = new pg.Client({ connectionString: inject('databaseUrl') });
  await db.connect();
});

afterAll(async () => {
  if (made.length) {
    const { token } = await login('admin@corp.demo');
    for (const id of made) await graphql('mutation($id: ID!) { deleteAudience(id: $id) { id } }', { token, variables: { id } });
  }
  await db.query(`DELETE FROM ${SCHEMA}.audiences WHERE custom_audience_name LIKE $1`, [`%prueba ${RUN}%`]);
  await db.end();
});

describe('audiences through the gateway: cost', () => {
  it('a page costs one REST call at sizes 5 and 50, segments and ads accounts included', async () => {
    const { token } = await login('admin@corp.demo');
    const costs: number[] = [];
    for (const pageSize of [5, 50]) {
      const result = await measuredGraphql<{ audiences: { nodes: unknown[] } }>('audience', PAGE, { token, variables: { n: pageSize } });
      expect(result.errors).toBeUndefined();
      expect(result.data!.audiences.nodes).toHaveLength(pageSize);
      costs.push(result.restCalls);
    }
    expect(costs).toEqual([1, 1]);
  });

  it('Segment.audiences resolves Audience entities, one call for the whole page of segments', async () => {
    const { token } = await login('admin@corp.demo');
    const costs: number[] = [];
    for (const pageSize of [5, 50]) {
      const result = await measuredGraphql<{
        segments: { nodes: { numAudiences: number; audiences: { id: string; statusColor: string }[] }[] };
      }>(
        'audience',
        'query($n: Int) { segments(pageSize: $n, sort: { field: NUM_AUDIENCES, order: DESC }) { nodes { code numAudiences audiences { id name statusColor platform { code } company { name } } } } }',
        { token, variables: { n: pageSize } },
      );
      expect(result.errors).toBeUndefined();
      const nodes = result.data!.segments.nodes;
      expect(nodes[0]!.numAudiences).toBeGreaterThan(0);
      expect(nodes[0]!.audiences).toHaveLength(nodes[0]!.numAudiences);
      costs.push(result.restCalls);
    }
    expect(costs[0]).toBe(costs[1]);
    expect(costs[0]).toBeLessThanOrEqual(2);
  });
});

describe('audiences through the gateway: computed fields', () => {
  let rows: Row[] = [];
  beforeAll(async () => {
    rows = (
      await db.query<Row>(
        `SELECT id::text, company_code AS company, ads_platform_code AS platform, assignment_status_code AS status,
                is_enabled = '1' AS enabled, match_data AS match FROM ${SCHEMA}.audiences ORDER BY id`,
      )
    ).rows;
  });

  it("matchCount follows each platform's shape (§3)", async () => {
    const { token } = await login('admin@corp.demo');
    const platforms = ['gads', 'fbk', 'tiktok', 'salesforce', 'talonone', 'criteo', 'adobe'];
    for (const platform of platforms) {
      const sample = rows.find((r) => r.platform === platform && r.match && expectedMatch(platform, r.match) !== null);
      expect(sample, `a seeded ${platform} audience with a match`).toBeDefined();
      const result = await graphql<{ audience: { matchCount: number | null; platform: { code: string } } }>(ONE, {
        token,
        variables: { id: sample!.id },
      });
      expect(result.errors).toBeUndefined();
      expect(result.data!.audience.platform.code).toBe(platform.toUpperCase());
      expect(result.data!.audience.matchCount, `${platform} ${JSON.stringify(sample!.match)}`).toBe(expectedMatch(platform, sample!.match));
    }
    const unmatched = rows.find((r) => r.match === null);
    expect(unmatched).toBeDefined();
    expect(
      (await graphql<{ audience: { matchCount: number | null } }>(ONE, { token, variables: { id: unmatched!.id } })).data!.audience
        .matchCount,
    ).toBeNull();
  });

  it('statusColor: P_ENV blue, P_ACT orange, P_PUB green, other red, disabled grey (§4)', async () => {
    const { token } = await login('admin@corp.demo');
    const samples = ['P_NOD', 'P_ENV', 'P_ACT', 'P_PUB'].map((code) => rows.find((r) => r.status === code && r.enabled));
    samples.push(rows.find((r) => !['P_NOD', 'P_ENV', 'P_ACT', 'P_PUB'].includes(r.status) && r.enabled));
    samples.push(rows.find((r) => !r.enabled));
    for (const sample of samples) {
      expect(sample).toBeDefined();
      const result = await graphql<{ audience: { statusColor: string } }>(ONE, { token, variables: { id: sample!.id } });
      expect(result.errors).toBeUndefined();
      expect(result.data!.audience.statusColor, `${sample!.status} enabled=${sample!.enabled}`).toBe(
        sample!.enabled ? (COLOUR[sample!.status] ?? 'RED') : 'GREY',
      );
    }
  });

  it("billing percentages are each row's share of the summed totals, 2 decimals", async () => {
    const { token } = await login('admin@corp.demo');
    const billed = (
      await db.query<{ id: string }>(
        `SELECT audience_id::text AS id FROM ${SCHEMA}.billing_rows GROUP BY audience_id HAVING count(*) > 1 LIMIT 1`,
      )
    ).rows[0];
    expect(billed, 'a seeded audience with billing rows').toBeDefined();
    const result = await graphql<{ audience: { billing: { totalMatch: number; percentage: number; statusDate: string }[] } }>(
      'query($id: ID!) { audience(id: $id) { billing { totalMatch percentage statusDate } } }',
      { token, variables: { id: billed!.id } },
    );
    expect(result.errors).toBeUndefined();
    const billing = result.data!.audience.billing;
    expect(billing.length).toBeGreaterThan(1);
    const sum = billing.reduce((a, b) => a + b.totalMatch, 0) || 1;
    for (const row of billing) expect(row.percentage).toBe(Math.round((row.totalMatch / sum) * 10_000) / 100);
    const dates = billing.map((b) => b.statusDate);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('the timeline is newest first and names codes the status table does not know INICIO', async () => {
    const { token } = await login('admin@corp.demo');
    const id = (
      await db.query<{ id: string }>(
        `SELECT audience_id::text AS id FROM ${SCHEMA}.audience_timeline GROUP BY audience_id ORDER BY count(*) DESC LIMIT 1`,
      )
    ).rows[0]!.id;
    const result = await graphql<{
      audience: { timeline: { totalCount: number; nodes: { statusCode: string; statusName: string; statusDate: string }[] } };
    }>('query($id: ID!) { audience(id: $id) { timeline(pageSize: 10) { totalCount nodes { statusCode statusName statusDate } } } }', {
      token,
      variables: { id },
    });
    expect(result.errors).toBeUndefined();
    const { nodes, totalCount } = result.data!.audience.timeline;
    expect(nodes.length).toBeGreaterThan(0);
    expect(nodes.length).toBe(Math.min(10, totalCount));
    const dates = nodes.map((n) => n.statusDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const known = new Set((await db.query<{ code: string }>(`SELECT code FROM ${SCHEMA}.audience_states`)).rows.map((r) => r.code));
    for (const n of nodes) if (!known.has(n.statusCode)) expect(n.statusName).toBe('INICIO');
  });

  it('an audience of a company outside the scope is NOT_FOUND and not listed', async () => {
    const { token } = await login('analyst@retail.demo');
    const foreign = rows.find((r) => r.company !== '022')!;
    const result = await graphql(ONE, { token, variables: { id: foreign.id } });
    expect(result.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const list = await graphql<{ audiences: { nodes: { company: { code: string } }[] } }>(
      '{ audiences(pageSize: 200) { nodes { company { code } } } }',
      { token },
    );
    expect(list.data!.audiences.nodes.length).toBeGreaterThan(0);
    expect(list.data!.audiences.nodes.every((n) => n.company.code === '022')).toBe(true);
  });
});

describe('audiences through the gateway: creating', () => {
  const base = {
    companyCode: '022',
    description: 'Prueba de integración',
    startDate: new Date().toISOString().slice(0, 10),
    endDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
    frequency: 'WEEKLY',
    updateDay: 2,
    adsAccountCode: 'retail_ads',
    google: { audienceType: 'CONTACT_INFO' },
  };
  let segmentCode = '';
  beforeAll(async () => {
    segmentCode = (
      await db.query<{ code: string }>(
        `SELECT code FROM ${SCHEMA}.segments WHERE owner_company_code = '022' AND segment_type_id = 2 AND definition->>'type_name' = 'SEGMENT_CONTACT' ORDER BY code LIMIT 1`,
      )
    ).rows[0]!.code;
  });

  it('one audience per platform, at P_NOD, with INCA_ added once; a platform that fails alone is a partial success', async () => {
    const { token } = await login('analyst@retail.demo');
    const name = `prueba ${RUN} parcial`;
    const first = await graphql<{
      createAudiences: { created: { id: string; name: string; status: { code: string }; statusColor: string }[] };
    }>(CREATE, {
      token,
      variables: { i: { ...base, segmentCode, name: `INCA_${name}`, platforms: ['GADS'] } },
    });
    expect(first.errors).toBeUndefined();
    const [gads] = first.data!.createAudiences.created;
    made.push(gads!.id);
    expect(gads).toMatchObject({ name: `INCA_${name}`, status: { code: 'P_NOD' }, statusColor: 'RED' });

    const before = await countRows();
    const second = await graphql<{
      createAudiences: { created: { id: string; platform: { code: string } }[]; errors: { platform: string; message: string }[] };
    }>(CREATE, {
      token,
      variables: { i: { ...base, segmentCode, name, platforms: ['GADS', 'FBK'] } },
    });
    expect(second.errors).toBeUndefined();
    const { created, errors } = second.data!.createAudiences;
    made.push(...created.map((c) => c.id));
    expect(created.map((c) => c.platform.code)).toEqual(['FBK']);
    expect(errors).toHaveLength(1);
    expect(errors[0]!.platform).toBe('GADS');
    expect(errors[0]!.message).toContain(`INCA_${name}`);
    expect(await countRows()).toBe(before + 1);
  });

  const refusals: [string, Record<string, unknown>, string, string][] = [
    ['a name with < >', { name: `prueba ${RUN} <b>` }, 'BAD_USER_INPUT', 'No se permiten caracteres especiales como <, >, ", \', `'],
    [
      'a weekly update day out of range',
      { name: `prueba ${RUN} dia`, updateDay: 9 },
      'BAD_USER_INPUT',
      'El día de actualización debe ser entre 0 y 6',
    ],
    [
      'a platform the account does not enable',
      { name: `prueba ${RUN} criteo`, platforms: ['CRITEO'] },
      'BAD_USER_INPUT',
      'La cuenta publicitaria no tiene habilitada la plataforma Criteo.',
    ],
    [
      'a foreign company',
      { name: `prueba ${RUN} ajena`, companyCode: '024', adsAccountCode: 'brand_search' },
      'FORBIDDEN',
      'No puede crear audiencias para esa empresa.',
    ],
  ];
  for (const [label, change, code, message] of refusals) {
    it(`refuses ${label} with ${code} and the Spanish message, creating nothing`, async () => {
      const { token } = await login('analyst@retail.demo');
      const before = await countRows();
      const result = await graphql(CREATE, { token, variables: { i: { ...base, segmentCode, platforms: ['GADS', 'FBK'], ...change } } });
      expect(result.data ?? null).toBeNull();
      expect(result.errors?.[0]?.extensions?.code).toBe(code);
      expect(result.errors?.[0]?.message).toBe(message);
      expect(await countRows()).toBe(before);
    });
  }
});
