import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { graphql, login, rest } from '../src/client.ts';

/**
 * Data access through the REST services: the warehouse catalogue and its search, table access requests
 * (every §4 transition and every refused one, with no row changed), grant expiry by date (the
 * table-access test clock), the productivize rule, and cross-table / sandbox segments.
 */

type Err = { message: string; code: string };
type Table = {
  relative_resource_name: string;
  table_id: string;
  dataset_id: string;
  domain: string;
  access: string;
  num_rows: string;
  fields: { name: string; type: string }[];
};
type Request = {
  id: string;
  status: string;
  until_date: string | null;
  can_decide: boolean;
  can_update_until_date: boolean;
  audit: { action: string; actor: string; before: unknown; after: unknown }[];
};

const RETAIL = 'analyst@retail.demo';
const BRAND = 'analyst@brand.demo';
const ADMIN = 'admin@corp.demo';
const STEWARD = 'steward@corp.demo';
const USER = 'user@brand.demo';
const tokens: Record<string, string> = {};
let db: pg.Client;
let lastRequest = 0;
const madeSegments: string[] = [];

beforeAll(async () => {
  for (const email of [RETAIL, BRAND, ADMIN, STEWARD, USER]) tokens[email] = (await login(email)).token;
  db = new pg.Client({ connectionString: inject('databaseUrl') });
  await db.connect();
  lastRequest = Number((await db.query('SELECT coalesce(max(id), 0) AS n FROM table_access.access_requests')).rows[0].n);
});
// What this file made goes, so that files after it (the browser flow) find the demo grants as seeded.
afterAll(async () => {
  await ta(ADMIN, '/tables_views/test_clock', { today: null });
  if (db) {
    await db.query('DELETE FROM table_access.object_grants WHERE request_id > $1', [lastRequest]);
    await db.query('DELETE FROM table_access.access_requests WHERE id > $1', [lastRequest]);
    await db.query('DELETE FROM audience_management.segments WHERE code = ANY($1::text[])', [madeSegments]);
    await db.end();
  }
});

const ta = <T = unknown>(email: string, path: string, body: unknown = {}) =>
  rest<{ data: T; message?: string } & Err>('table-access', path, { token: tokens[email]!, method: 'POST', body });
const am = <T = unknown>(email: string, path: string, init: { method?: string; body?: unknown } = {}) =>
  rest<{ data: T; message?: string } & Err>('audience-management', `/audience-management${path}`, { token: tokens[email]!, ...init });

const rrn = (dataset: string, table: string) => `projects/inca-warehouse/datasets/${dataset}/tables/${table}`;
const today = async () => (await ta<{ today: string }>(ADMIN, '/tables_views/clock')).body.data.today;
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
/** The whole request row and the audit rows of a request, read straight from PostgreSQL. */
const snapshot = async (id: string) => ({
  row: (await db.query('SELECT status, until_date::text, reviewed_by, state_date FROM table_access.access_requests WHERE id = $1', [id]))
    .rows[0],
  audit: Number((await db.query('SELECT count(*) FROM table_access.request_audit WHERE request_id = $1', [id])).rows[0].count),
  grant:
    (
      await db.query(
        'SELECT permission_expiration_date::text FROM table_access.object_grants g JOIN table_access.access_requests r USING (relative_resource_name) WHERE r.id = $1 AND g.login = r.requested_by',
        [id],
      )
    ).rows[0] ?? null,
});

describe('catalogue search', () => {
  it('finds the retail purchase tables for "compras", best match first, only in the own domain, with real row counts', async () => {
    const { status, body } = await ta<{ items: { table: Table; rank: number }[]; total: number }>(RETAIL, '/tables_views/search', {
      text: 'compras',
    });
    expect(status).toBe(200);
    const ids = body.data.items.map((i) => i.table.table_id);
    expect(ids[0]).toBe('compras');
    expect(ids).toEqual(expect.arrayContaining(['compras', 'compras_online', 'compras_por_tienda_vw']));
    expect(body.data.items.every((i) => i.table.domain === 'retail.demo')).toBe(true);
    const ranks = body.data.items.map((i) => i.rank);
    expect([...ranks].sort((a, b) => b - a)).toEqual(ranks);
    const compras = body.data.items[0]!.table;
    const [{ n }] = (
      await db.query(`SELECT num_rows AS n FROM table_access.warehouse_objects WHERE relative_resource_name = $1`, [
        compras.relative_resource_name,
      ])
    ).rows;
    expect(Number(compras.num_rows)).toBe(Number(n));
    expect(Number(compras.num_rows)).toBeGreaterThan(0);
    expect(compras.fields.map((f) => f.name)).toContain('customer_id');
    expect(compras.fields.find((f) => f.name === 'monto')?.type).toMatch(/INT/);
  });

  it('refuses short or empty texts and foreign domains for non-admins; the admin picks any domain', async () => {
    expect((await ta(RETAIL, '/tables_views/search', { text: '' })).body.message).toBe('Ingrese un texto a buscar.');
    expect((await ta(RETAIL, '/tables_views/search', { text: 'co' })).body.message).toBe('Ingrese al menos 3 letras.');
    expect((await ta(RETAIL, '/tables_views/search', { text: 'interacciones', domain: 'brand.demo' })).status).toBe(403);
    const admin = await ta<{ items: { table: Table }[] }>(ADMIN, '/tables_views/search', { text: 'interacciones', domain: 'brand.demo' });
    expect(admin.body.data.items[0]?.table.table_id).toBe('interacciones');
    expect(new Set(admin.body.data.items.map((i) => i.table.dataset_id))).toEqual(new Set(['marcas']));
    const domains = await ta<{ domain: string }[]>(RETAIL, '/tables_views/domains');
    expect(domains.body.data.map((d) => d.domain)).toEqual(['retail.demo']);
  });
});

describe('table access requests (§4)', () => {
  it('pending → approved with an until date → until date updated; the grant follows; each step audited', async () => {
    const day = await today();
    const created = await ta<Request>(RETAIL, '/tables_views/requests/create', {
      relative_resource_name: rrn('retail', 'devoluciones'),
      reason: 'Campaña de postventa',
      until_date: addDays(day, 30),
    });
    expect(created.status).toBe(200);
    const id = created.body.data.id;
    expect(created.body.data.status).toBe('PENDING');
    // A second pending request of the same table is refused, nothing written.
    const count = async () => Number((await db.query('SELECT count(*) FROM table_access.access_requests')).rows[0].count);
    const before = await count();
    expect(
      (
        await ta(RETAIL, '/tables_views/requests/create', {
          relative_resource_name: rrn('retail', 'devoluciones'),
          reason: 'otra',
          until_date: addDays(day, 30),
        })
      ).status,
    ).toBe(409);
    expect(await count()).toBe(before);
    // Updating the date of a pending request is refused (action 3 only when approved).
    const pendingState = await snapshot(id);
    const update = await ta(ADMIN, '/tables_views/requests/accept', { id: Number(id), request_until_date: addDays(day, 10), action: 3 });
    expect(update.status).toBe(409);
    expect(await snapshot(id)).toEqual(pendingState);
    // The requester cannot approve their own request.
    expect((await ta(RETAIL, '/tables_views/requests/accept', { id: Number(id), request_until_date: addDays(day, 5) })).status).toBe(403);
    expect(await snapshot(id)).toEqual(pendingState);

    const approved = await ta<Request>(ADMIN, '/tables_views/requests/accept', {
      id: Number(id),
      request_until_date: addDays(day, 5),
      action: 1,
    });
    expect(approved.body.message).toBe('La solicitud se aprobó correctamente.');
    expect(approved.body.data).toMatchObject({
      status: 'APPROVED',
      until_date: addDays(day, 5),
      can_update_until_date: true,
      can_decide: false,
    });
    expect((await snapshot(id)).grant).toEqual({ permission_expiration_date: addDays(day, 5) });
    // Approving or declining again is refused: only pending rows accept them.
    const approvedState = await snapshot(id);
    expect((await ta(ADMIN, '/tables_views/requests/accept', { id: Number(id), request_until_date: addDays(day, 9) })).status).toBe(409);
    expect((await ta(ADMIN, '/tables_views/requests/decline', { id: Number(id) })).status).toBe(409);
    expect(await snapshot(id)).toEqual(approvedState);

    const updated = await ta<Request>(ADMIN, '/tables_views/requests/accept', {
      id: Number(id),
      request_until_date: addDays(day, 8),
      action: 3,
    });
    expect(updated.body.message).toBe('La solicitud se actualizó correctamente.');
    expect((await snapshot(id)).grant).toEqual({ permission_expiration_date: addDays(day, 8) });
    expect(updated.body.data.audit.map((a) => a.action)).toEqual(['REQUESTED', 'APPROVED', 'UNTIL_DATE_UPDATED']);
    expect(updated.body.data.audit[2]).toMatchObject({
      actor: ADMIN,
      before: { status: 'APPROVED', untilDate: addDays(day, 5) },
      after: { status: 'APPROVED', untilDate: addDays(day, 8) },
    });
    // A date in the past is refused.
    expect(
      (await ta(ADMIN, '/tables_views/requests/accept', { id: Number(id), request_until_date: addDays(day, -1), action: 3 })).status,
    ).toBe(400);
    expect((await snapshot(id)).grant).toEqual({ permission_expiration_date: addDays(day, 8) });
  });

  it('pending → declined is terminal: no approve, no update, no grant', async () => {
    const day = await today();
    const { body } = await ta<Request>(RETAIL, '/tables_views/requests/create', {
      relative_resource_name: rrn('retail', 'compras_online'),
      reason: 'Ecommerce',
      until_date: addDays(day, 3),
    });
    const id = body.data.id;
    const declined = await ta<Request>(ADMIN, '/tables_views/requests/decline', { id: Number(id) });
    expect(declined.body.message).toBe('La solicitud se rechazó correctamente.');
    expect(declined.body.data.status).toBe('DECLINED');
    const state = await snapshot(id);
    expect(state.grant).toBeNull();
    for (const attempt of [
      ta(ADMIN, '/tables_views/requests/accept', { id: Number(id), request_until_date: addDays(day, 3) }),
      ta(ADMIN, '/tables_views/requests/accept', { id: Number(id), request_until_date: addDays(day, 3), action: 3 }),
      ta(ADMIN, '/tables_views/requests/decline', { id: Number(id) }),
    ]) {
      const answer = await attempt;
      expect(answer.status).toBe(409);
      expect(answer.body.message).toBe('La solicitud fue rechazada: solo se puede ver.');
    }
    expect(await snapshot(id)).toEqual(state);
  });

  it('a steward approves only with approve_request_data and within their scope; analysts and users never', async () => {
    const day = await today();
    const { body } = await ta<Request>(BRAND, '/tables_views/requests/create', {
      relative_resource_name: rrn('marcas', 'fans_vw'),
      reason: 'Fans',
      until_date: addDays(day, 3),
    });
    const id = body.data.id;
    const state = await snapshot(id);
    expect((await ta(USER, '/tables_views/requests/decline', { id: Number(id) })).status).toBe(404);
    expect((await ta(RETAIL, '/tables_views/requests/decline', { id: Number(id) })).status).toBe(404);
    expect(await snapshot(id)).toEqual(state);
    // 032 has approve_request_data and the steward's scope holds 024: allowed.
    const list = await ta<{ items: Request[] }>(STEWARD, '/tables_views/requests/list', { status: ['PENDING'] });
    expect(list.body.data.items.find((r) => r.id === id)?.can_decide).toBe(true);
    expect((await ta(STEWARD, '/tables_views/requests/decline', { id: Number(id) })).status).toBe(200);
  });
});

describe('productivize (§5)', () => {
  it('needs every attribute of the use case in the table and ends 20 years ahead', async () => {
    const count = async () =>
      Number((await db.query(`SELECT count(*) FROM table_access.access_requests WHERE kind = 'PRODUCTIVIZE'`)).rows[0].count);
    const before = await count();
    const refused = await ta(RETAIL, '/tables_views/requests/productivize', {
      relative_resource_name: rrn('retail', 'compras'),
      use_case: 'propension_compra',
      reason: 'Pasar a producción',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('La tabla no tiene los mismos campos que el caso de uso.');
    expect(await count()).toBe(before);
    const ok = await ta<Request>(RETAIL, '/tables_views/requests/productivize', {
      relative_resource_name: rrn('retail', 'propension_compra_resultado'),
      use_case: 'propension_compra',
      reason: 'Pasar a producción',
    });
    expect(ok.status).toBe(200);
    const day = await today();
    expect(ok.body.data.until_date).toBe(`${Number(day.slice(0, 4)) + 20}${day.slice(4)}`);
    expect(await count()).toBe(before + 1);
  });
});

describe('cross-table segments and grant expiry', () => {
  let previewId = '';
  const table = rrn('retail', 'compras');

  it('refuses a table without a grant, a missing table and an expired grant, with the spec messages', async () => {
    const preview = (body: unknown) =>
      am('analyst@retail.demo', '/crossing-segment/preview', {
        method: 'POST',
        body: { company_code: '022', sandbox: false, ...(body as object) },
      });
    expect((await preview({ inca_table: rrn('retail', 'interacciones') })).body.message).toBe(
      '¡Debe verificar la existencia y acceso a la tabla!',
    );
    expect((await preview({ inca_table: rrn('retail', 'no_existe') })).body.message).toBe(
      '¡La tabla no existe o la cuenta de servicio no cuenta con acceso!',
    );
    const expired = await preview({ inca_table: rrn('retail', 'fidelizacion') });
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe('El acceso a la tabla ha expirado, debe volver a solicitar el acceso.');
    expect((await preview({})).body.message).toBe('La Vista es requerida');
  });

  it('request → approve until a date → preview counts the table → save; after the date both are refused', async () => {
    const day = await today();
    const req = await ta<Request>(RETAIL, '/tables_views/requests/create', {
      relative_resource_name: table,
      reason: 'Campaña de recompra',
      until_date: addDays(day, 2),
    });
    await ta(ADMIN, '/tables_views/requests/accept', { id: Number(req.body.data.id), request_until_date: addDays(day, 2) });
    const preview = await am<{ preview_id: string; unique_users: number; unique_users_w_contact_restricted: number }>(
      RETAIL,
      '/crossing-segment/preview',
      {
        method: 'POST',
        body: { company_code: '022', sandbox: false, inca_table: table },
      },
    );
    expect(preview.status).toBe(200);
    expect(preview.body.data.unique_users).toBeGreaterThan(0);
    previewId = preview.body.data.preview_id;
    const save = (body: object) =>
      am<{ code: string; business_name: string }>(RETAIL, '/crossing-segment/create', {
        method: 'POST',
        body: {
          company_code: '022',
          sandbox: false,
          inca_table: table,
          segment_name: 'Retail_compradores',
          segment_description: 'Clientes con compras',
          segment_type_name: 'SEGMENT_CONTACT',
          ...body,
        },
      });
    expect((await save({})).body.message).toBe('Debe obtener la previsualización, presionando el botón de Pre Visualizar.');
    const saved = await save({ preview_id: previewId });
    expect(saved.status).toBe(200);
    madeSegments.push(saved.body.data.code);
    const [stored] = (
      await db.query(
        'SELECT segment_type_id, row_count_unique, business_name, definition FROM audience_management.segments WHERE code = $1',
        [saved.body.data.code],
      )
    ).rows;
    expect(stored).toMatchObject({ segment_type_id: 1, business_name: 'INCA_Retail_compradores' });
    expect(Number(stored.row_count_unique)).toBe(preview.body.data.unique_users);
    expect(stored.definition.cross_table).toMatchObject({
      sandbox: false,
      relative_resource_name: table,
      dataset_id: 'retail',
      table_id: 'compras',
    });
    const viewed = await graphql<{
      segment: { screen: string; crossTable: { sandbox: boolean; tableId: string; datasetId: string; relativeResourceName: string } };
    }>('query($c: ID!) { segment(code: $c) { screen crossTable { sandbox tableId datasetId relativeResourceName } } }', {
      token: tokens[RETAIL],
      variables: { c: saved.body.data.code },
    });
    expect(viewed.errors).toBeUndefined();
    expect(viewed.data!.segment).toEqual({
      screen: 'CROSS_TABLE',
      crossTable: { sandbox: false, tableId: 'compras', datasetId: 'retail', relativeResourceName: table },
    });

    // The grant's last day still counts; the day after it has expired.
    await ta(ADMIN, '/tables_views/test_clock', { today: addDays(day, 2) });
    expect(
      (await am(RETAIL, '/crossing-segment/preview', { method: 'POST', body: { company_code: '022', sandbox: false, inca_table: table } }))
        .status,
    ).toBe(200);
    await ta(ADMIN, '/tables_views/test_clock', { today: addDays(day, 3) });
    const segments = Number((await db.query('SELECT count(*) FROM audience_management.segments')).rows[0].count);
    const refused = await am(RETAIL, '/crossing-segment/preview', {
      method: 'POST',
      body: { company_code: '022', sandbox: false, inca_table: table },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('El acceso a la tabla ha expirado, debe volver a solicitar el acceso.');
    const graphRefusal = await graphql('mutation($i: CrossTableInput!) { previewCrossTable(input: $i) { previewId } }', {
      token: tokens[RETAIL],
      variables: { i: { companyCode: '022', sandbox: false, relativeResourceName: table } },
    });
    expect(graphRefusal.errors?.[0]).toMatchObject({
      message: 'El acceso a la tabla ha expirado, debe volver a solicitar el acceso.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const refusedSave = await save({ preview_id: previewId, segment_name: 'Retail_compradores_2' });
    expect(refusedSave.body.message).toBe('El acceso a la tabla ha expirado, debe volver a solicitar el acceso.');
    expect(Number((await db.query('SELECT count(*) FROM audience_management.segments')).rows[0].count)).toBe(segments);
    const mine = await ta<{ relative_resource_name: string; expired: boolean }[]>(RETAIL, '/tables_views/access/my_tables', {
      include_expired: true,
    });
    expect(mine.body.data.find((t) => t.relative_resource_name === table)?.expired).toBe(true);
    await ta(ADMIN, '/tables_views/test_clock', { today: null });
  });

  it('only an audience admin moves the test clock', async () => {
    expect((await ta(RETAIL, '/tables_views/test_clock', { today: '2030-01-01' })).status).toBe(403);
    expect((await ta(ADMIN, '/tables_views/clock')).body.data).not.toMatchObject({ today: '2030-01-01' });
  });

  it('counts a sandbox group as a type 4 segment', async () => {
    const groups = await ta<{ use_case: string; group: string; process_date: string; num_rows: string }[]>(
      RETAIL,
      '/tables_views/use_cases/list',
      { company_code: '022' },
    );
    const group = groups.body.data.find((g) => g.use_case === 'fuga_clientes' && g.group === 'riesgo_alto')!;
    expect(Number(group.num_rows)).toBeGreaterThan(0);
    const preview = await am<{ preview_id: string; unique_users: number }>(RETAIL, '/crossing-segment/preview', {
      method: 'POST',
      body: { company_code: '022', sandbox: true, sandbox_use_case: 'fuga_clientes', sandbox_segment: 'riesgo_alto' },
    });
    expect(preview.body.data.unique_users).toBe(Number(group.num_rows));
    const saved = await am<{ code: string }>(RETAIL, '/crossing-segment/create', {
      method: 'POST',
      body: {
        company_code: '022',
        sandbox: true,
        sandbox_use_case: 'fuga_clientes',
        sandbox_segment: 'riesgo_alto',
        preview_id: preview.body.data.preview_id,
        segment_name: 'Retail_fuga_alta',
        segment_description: 'Riesgo de fuga alto',
        segment_type_name: 'SEGMENT_CONTACT',
      },
    });
    expect(saved.status).toBe(200);
    madeSegments.push(saved.body.data.code);
    const [stored] = (await db.query('SELECT segment_type_id FROM audience_management.segments WHERE code = $1', [saved.body.data.code]))
      .rows;
    expect(stored.segment_type_id).toBe(4);
    // The group's row count is kept with the segment, so its view shows it where the use cases cannot be listed.
    const definitions = await am<{ code: string; cross_table: { num_rows?: number } }[]>(
      RETAIL,
      `/crossing-segment/definitions?codes=${saved.body.data.code}`,
    );
    expect(definitions.body.data[0]?.cross_table.num_rows).toBe(Number(group.num_rows));
    expect((await ta(BRAND, '/tables_views/use_cases/list', { company_code: '022' })).status).toBe(403);
  });
});

describe('the other table-access paths of §7', () => {
  type Grant = { relative_resource_name: string; expired: boolean; permission_expiration_date: string | null; domain: string };
  it("my_access lists expired grants too; get_object_access filters by domain; user_access and create_temp_owner are the admin's", async () => {
    const all = await ta<Grant[]>(RETAIL, '/tables_views/access/my_access');
    expect(all.body.data.find((g) => g.relative_resource_name === rrn('retail', 'fidelizacion'))).toMatchObject({ expired: true });
    const current = await ta<Grant[]>(RETAIL, '/tables_views/access/my_tables');
    expect(current.body.data.some((g) => g.relative_resource_name === rrn('retail', 'fidelizacion'))).toBe(false);
    const byDomain = await ta<Grant[]>(ADMIN, '/tables_views/audiences/get_object_access', { domain: 'corp.demo' });
    expect(byDomain.body.data.length).toBeGreaterThan(0);
    expect(byDomain.body.data.every((g) => g.domain === 'corp.demo')).toBe(true);

    expect((await ta(RETAIL, '/tables_views/access/user_access', { email: BRAND })).status).toBe(403);
    const brand = await ta<Grant[]>(ADMIN, '/tables_views/access/user_access', { email: BRAND });
    expect(brand.body.data.map((g) => g.relative_resource_name)).toContain(rrn('marcas', 'interacciones'));

    const day = await today();
    const grants = async () =>
      Number((await db.query('SELECT count(*) FROM table_access.object_grants WHERE login = $1', [USER])).rows[0].count);
    const before = await grants();
    expect(
      (
        await ta(RETAIL, '/tables_views/access/create_temp_owner', {
          relative_resource_name: rrn('marcas', 'fans_vw'),
          email: USER,
          until_date: addDays(day, 1),
        })
      ).status,
    ).toBe(403);
    expect(await grants()).toBe(before);
    const made = await ta<Grant[]>(ADMIN, '/tables_views/access/create_temp_owner', {
      relative_resource_name: rrn('marcas', 'fans_vw'),
      email: USER,
      until_date: addDays(day, 1),
    });
    expect(made.body.data).toEqual([
      expect.objectContaining({
        relative_resource_name: rrn('marcas', 'fans_vw'),
        permission_expiration_date: addDays(day, 1),
        expired: false,
      }),
    ]);
    expect((await ta<Grant[]>(USER, '/tables_views/access/my_tables')).body.data.map((g) => g.relative_resource_name)).toContain(
      rrn('marcas', 'fans_vw'),
    );
    await db.query('DELETE FROM table_access.object_grants WHERE login = $1 AND relative_resource_name = $2', [
      USER,
      rrn('marcas', 'fans_vw'),
    ]);
  });

  it("get_pending_object_access lists the caller's pending requests only", async () => {
    const day = await today();
    const made = await ta<Request>(USER, '/tables_views/requests/create', {
      relative_resource_name: rrn('marcas', 'compras_marca'),
      reason: 'Recompra',
      until_date: addDays(day, 7),
    });
    expect(made.status).toBe(200);
    const pending = await ta<Request[]>(USER, '/tables_views/audiences/get_pending_object_access');
    expect(pending.body.data.map((r) => r.id)).toEqual([made.body.data.id]);
    expect((await ta<Request[]>(RETAIL, '/tables_views/audiences/get_pending_object_access')).body.data.map((r) => r.id)).not.toContain(
      made.body.data.id,
    );
  });
});
