import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_USERS } from '@inca/demo-data';
import { graphql, login } from '../src/client.ts';

/*
 * An approved request opens another company's segment only until its date, inclusive,
 * in America/Santiago; the segment list and the segment itself close the day after.
 */

let db: pg.Client;
let request: { id: string; segment_code: string; requesting_company_code: string; until_date: string | null };

beforeAll(async () => {
  db = new pg.Client({ connectionString: inject('databaseUrl') });
  await db.connect();
  const { rows } = await db.query(
    `SELECT ar.id, ar.segment_code, ar.requesting_company_code, to_char(ar.until_date, 'YYYY-MM-DD') AS until_date
       FROM audience_management.access_requests ar JOIN audience_management.segments s ON s.code = ar.segment_code
      WHERE ar.status = 'APPROVED' AND ar.requesting_company_code = '024' AND s.owner_company_code <> '024'
        AND NOT EXISTS (SELECT 1 FROM audience_management.segment_shares sh WHERE sh.segment_code = s.code)
      ORDER BY ar.id LIMIT 1`,
  );
  request = rows[0];
});
afterAll(async () => {
  if (request)
    await db.query('UPDATE audience_management.access_requests SET until_date = $2 WHERE id = $1', [request.id, request.until_date]);
  await db?.end();
});

const setUntil = (sql: string) =>
  db.query(`UPDATE audience_management.access_requests SET until_date = ${sql} WHERE id = $1`, [request.id]);

describe('approved requests expire', () => {
  it('the requesting company sees the segment through its last day and not the day after', async () => {
    expect(request, 'a seeded approved request of 024 on a segment not shared with it').toBeDefined();
    const user = DEMO_USERS.find((u) => u.companyCode === '024' && u.roles.includes('audience_user'))!;
    const { token } = await login(user.email);
    const sees = async () => {
      const r = await graphql<{ segment: { code: string; requested: boolean } }>(
        'query($c: ID!) { segment(code: $c) { code requested } }',
        { token, variables: { c: request.segment_code } },
      );
      return r.data?.segment?.requested === true ? 'requested' : (r.errors?.[0]?.extensions?.code as string);
    };
    await setUntil("(now() AT TIME ZONE 'America/Santiago')::date");
    expect(await sees()).toBe('requested');
    await setUntil("(now() AT TIME ZONE 'America/Santiago')::date - 1");
    expect(await sees()).toBe('NOT_FOUND');
    await setUntil('NULL');
    expect(await sees()).toBe('requested');
  });
});
