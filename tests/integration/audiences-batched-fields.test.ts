import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { graphql, login, measuredGraphql, rest, subgraphOperations } from '../src/client.ts';

/*
 * The audience fields read from their own service calls (runs, lastRun, timeline, tracks, billing,
 * billingProcessDates, qualityReport) cost one batched call per field for a whole page, whatever its
 * size, and the gateway's cost limit weighs them per row: a 500-row page of five of them is refused.
 * The page is 100 copies of a seeded billable audience (company 032, Google Ads) made in PostgreSQL
 * with its timeline, tracks, billing rows and one measured run each, removed afterwards.
 */

const SCHEMA = 'audience_management';
const RUN = Date.now().toString(36).slice(-5);
const COPY_PREFIX = `INCA_lote ${RUN}`;
const COPIES = 100;
let db: pg.Client;

const NESTED = `id name segment { code } adsAccount { technicalName }
  runs { id status sent } lastRun { id status }
  timeline(pageSize: 5) { totalCount nodes { statusCode statusDate matchCount } }
  tracks { date segmentUniqueUsers }
  billing { processDate totalMatch percentage } billingProcessDates
  qualityReport { runId valid identifiers { key usable } }`;
const PAGE = `query($n: Int, $name: String) { audiences(filter: { name: $name }, pageSize: $n, sort: { field: NAME, order: ASC }) { totalCount nodes { ${NESTED} } } }`;
const ONE = `query($id: ID!) { audience(id: $id) { ${NESTED} } }`;

type Node = {
  id: string;
  name: string;
  runs: unknown[];
  timeline: { totalCount: number };
  tracks: unknown[];
  billing: unknown[];
  billingProcessDates: string[];
  qualityReport: unknown;
};

/** Columns of a table a copy may set (not the id, nor generated ones). */
async function copyableColumns(table: string, except: string[]): Promise<string[]> {
  const { rows } = await db.query<{ column_name: string }>(
    `SELECT column_name FROM information_schema.columns
      WHERE table_schema = $1 AND table_name = $2 AND is_generated = 'NEVER' AND column_default IS DISTINCT FROM $3 ORDER BY ordinal_position`,
    [SCHEMA, table, `nextval('${SCHEMA}.${table}_id_seq'::regclass)`],
  );
  return rows.map((r) => r.column_name).filter((c) => c !== 'id' && !except.includes(c));
}

beforeAll(async () => {
  db = new pg.Client({ connectionString: inject('databaseUrl') });
  await db.connect();
  const source = (
    await db.query<{ id: string }>(
      `SELECT a.id::text FROM ${SCHEMA}.audiences a
        WHERE a.company_code = '032' AND a.ads_platform_code = 'gads' AND NOT a.requested
          AND EXISTS (SELECT 1 FROM ${SCHEMA}.billing_rows b WHERE b.audience_id = a.id)
          AND EXISTS (SELECT 1 FROM ${SCHEMA}.audience_tracks t WHERE t.audience_id = a.id)
        ORDER BY a.id LIMIT 1`,
    )
  ).rows[0];
  expect(source, 'a seeded 032 Google Ads audience with billing rows and tracks').toBeDefined();
  const audienceColumns = await copyableColumns('audiences', ['custom_audience_name']);
  const copies = await db.query<{ id: string }>(
    `INSERT INTO ${SCHEMA}.audiences (custom_audience_name, ${audienceColumns.join(', ')})
     SELECT $2 || ' ' || lpad(n::text, 3, '0'), ${audienceColumns.map((c) => `a.${c}`).join(', ')}
       FROM ${SCHEMA}.audiences a, generate_series(1, ${COPIES}) n WHERE a.id = $1 RETURNING id::text`,
    [source!.id, COPY_PREFIX],
  );
  const ids = copies.rows.map((r) => r.id);
  const timelineColumns = await copyableColumns('audience_timeline', ['audience_id']);
  const trackColumns = await copyableColumns('audience_tracks', ['audience_id']);
  await db.query(
    `INSERT INTO ${SCHEMA}.audience_timeline (audience_id, ${timelineColumns.join(', ')})
     SELECT c.id, ${timelineColumns.map((c) => `e.${c}`).join(', ')} FROM ${SCHEMA}.audience_timeline e, unnest($2::bigint[]) c(id) WHERE e.audience_id = $1`,
    [source!.id, ids],
  );
  await db.query(
    `INSERT INTO ${SCHEMA}.audience_tracks (audience_id, ${trackColumns.join(', ')})
     SELECT c.id, ${trackColumns.map((c) => `t.${c}`).join(', ')} FROM ${SCHEMA}.audience_tracks t, unnest($2::bigint[]) c(id) WHERE t.audience_id = $1`,
    [source!.id, ids],
  );
  // Billing rows bill a timeline entry each: the copy's newest entry, with a total that differs per audience.
  await db.query(
    `INSERT INTO ${SCHEMA}.billing_rows (audience_id, timeline_id, process_date, company_code, ads_platform_code, status_code, assignment_status_date, source_file_row_count, total_match, created_by)
     SELECT e.audience_id, e.id, current_date, '032', 'gads', e.assignment_status_code, e.assignment_status_date, 100, e.audience_id % 1000, 'prueba'
       FROM (SELECT DISTINCT ON (audience_id) * FROM ${SCHEMA}.audience_timeline WHERE audience_id = ANY($1::bigint[]) ORDER BY audience_id, assignment_status_date DESC, id DESC) e`,
    [ids],
  );
  // One measured run per copy, its counts differing per audience.
  await db.query(
    `INSERT INTO ${SCHEMA}.publish_runs (audience_id, status, trigger, platform, started_at, finished_at, rows_read, valid, sent, batches, identifier_quality)
     SELECT c.id, 'PUBLISHED', 'schedule', 'gads', now() - interval '1 day', now() - interval '1 day' + interval '1 minute', 200, c.id % 100 + 1, c.id % 100 + 1, 1,
            '{"segment": 200, "eligible": 200, "sample": 200, "fields": {"email": {"ok": 180, "reasons": {"placeholder": 20}}}, "members": {"email": 180}, "memberKeys": ["email"]}'::jsonb
       FROM unnest($1::bigint[]) c(id)`,
    [ids],
  );
});

afterAll(async () => {
  await db.query(`DELETE FROM ${SCHEMA}.audiences WHERE custom_audience_name LIKE $1`, [`${COPY_PREFIX}%`]);
  await db.end();
});

describe('audience fields read from their own service calls', () => {
  it('cost one call per field for a page, at 5 rows as at 100, and answer what one audience answers', async () => {
    const { token } = await login('admin@corp.demo');
    const calls: number[] = [];
    let page: Node[] = [];
    for (const size of [5, COPIES]) {
      const started = performance.now();
      const result = await measuredGraphql<{ audiences: { totalCount: number; nodes: Node[] } }>('audience', PAGE, {
        token,
        variables: { n: size, name: COPY_PREFIX },
      });
      const ms = Math.round(performance.now() - started);
      expect(result.errors).toBeUndefined();
      expect(result.data!.audiences.nodes).toHaveLength(size);
      calls.push(result.restCalls);
      console.log(
        `audiences(pageSize: ${size}) with runs, lastRun, timeline, tracks, billing, billingProcessDates, qualityReport: ${calls.at(-1)} REST calls, ${ms} ms`,
      );
      page = result.data!.audiences.nodes;
    }
    // The page itself (segments and ads accounts embedded), then one call each for runs (lastRun shares it),
    // timeline, tracks, billing, billingProcessDates and qualityReport.
    expect(calls).toEqual([7, 7]);

    for (const node of [page[0]!, page[57]!, page[COPIES - 1]!]) {
      const one = await graphql<{ audience: Node }>(ONE, { token, variables: { id: node.id } });
      expect(one.errors).toBeUndefined();
      expect(node).toEqual(one.data!.audience);
      expect(node.runs).toHaveLength(1);
      expect(node.tracks.length).toBeGreaterThan(0);
      expect(node.billing).toHaveLength(1);
      expect(node.qualityReport).not.toBeNull();
    }
  });

  it('the batch routes answer for each audience what its single route answers, in the order asked', async () => {
    const { token } = await login('admin@corp.demo');
    const ids = (
      await db.query<{ id: string }>(
        `(SELECT id::text FROM ${SCHEMA}.audiences WHERE custom_audience_name NOT LIKE $1 ORDER BY id DESC LIMIT 40)
         UNION ALL (SELECT id::text FROM ${SCHEMA}.audiences WHERE custom_audience_name LIKE $1 ORDER BY id LIMIT 3)`,
        [`${COPY_PREFIX}%`],
      )
    ).rows.map((r) => r.id);
    const get = async (path: string) => {
      const r = await rest<{ data: unknown }>('audience-management', `/audience-management/audiences/${path}`, { token });
      expect(r.status, path).toBe(200);
      return r.body.data;
    };
    const post = async (path: string, body: unknown) =>
      rest<{ data: unknown }>('audience-management', `/audience-management/audiences/${path}`, { token, method: 'POST', body });
    const batch = {
      runs: (await get(`runs/by-ids?ids=${ids}`)) as { audience_id: number; runs: unknown }[],
      quality: (await get(`quality/by-ids?ids=${ids}`)) as { audience_id: number; quality: unknown }[],
      tracks: (await get(`tracks/by-ids?ids=${ids}`)) as { audience_id: number; tracks: unknown }[],
      timeline: (await get(`timeline/by-ids?ids=${ids}&page=2&page_size=3`)) as { audience_id: number; rows: unknown; total: number }[],
    };
    for (const answer of Object.values(batch)) expect(answer.map((a) => String(a.audience_id))).toEqual(ids);
    for (const [i, id] of ids.entries()) {
      expect(batch.runs[i]!.runs, `runs of ${id}`).toEqual(await get(`${id}/runs`));
      expect(batch.quality[i]!.quality, `quality of ${id}`).toEqual(await get(`${id}/quality`));
      expect(batch.tracks[i]!.tracks, `tracks of ${id}`).toEqual(await get(`${id}/tracks`));
      expect({ rows: batch.timeline[i]!.rows, total: batch.timeline[i]!.total }, `timeline of ${id}`).toEqual(
        await get(`${id}/timeline?page=2&page_size=3`),
      );
    }
    const billable: string[] = [];
    for (const id of ids) if ((await post('billing/process-dates', { ads_audience_id: id })).status === 200) billable.push(id);
    expect(billable.length).toBeGreaterThan(3);
    expect(billable.length).toBeLessThan(ids.length);
    const dates = (await post('billing/process-dates/by-ids', { ads_audience_ids: billable })).body.data as {
      audience_id: number;
      process_dates: unknown;
    }[];
    const rows = (await post('billing/list/by-ids', { ads_audience_ids: billable })).body.data as { audience_id: number; rows: unknown }[];
    for (const [i, id] of billable.entries()) {
      expect(dates[i]!.process_dates, `process dates of ${id}`).toEqual(
        (await post('billing/process-dates', { ads_audience_id: id })).body.data,
      );
      expect(rows[i]!.rows, `billing of ${id}`).toEqual((await post('billing/list', { ads_audience_id: id })).body.data);
    }
    // One audience that may not be billed refuses the whole batch, as its own call would.
    const unbillable = ids.find((id) => !billable.includes(id))!;
    const refused = await post('billing/list/by-ids', { ads_audience_ids: [...billable, unbillable] });
    expect([refused.status, (refused.body as { message?: string }).message]).toEqual([
      403,
      'No tiene permisos para ver la facturación de esta audiencia.',
    ]);
  });

  it('a 500-row page asking for five of them is refused by the cost limit, before any service call', async () => {
    const { token } = await login('admin@corp.demo');
    const result = await graphql(
      'query Quinientas { audiences(pageSize: 500) { nodes { id runs { id } lastRun { id } tracks { date } billing { totalMatch } qualityReport { runId } } } }',
      { token },
    );
    expect(result.status).toBe(400);
    expect(result.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COMPLEX');
    expect(result.errors?.[0]?.message).toMatch(/^La consulta es demasiado costosa \(\d+\); el máximo es 20000\.$/);
    // The subgraph never received it (a request it answers is noted under its name, with or without calls).
    expect(Object.keys(await subgraphOperations('audience')).filter((operation) => operation.startsWith('Quinientas__'))).toEqual([]);
  });
});
