import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { graphql, login, rest } from '../src/client.ts';

/*
 * Reports: report management through the gateway (form rules, admin-only writes, who sees
 * which report, soft deletion), the analytics reports of the menu (omnichannel for 032 and 024 only,
 * share for the admin), signed params that fail when edited, and the built-in reports' figures checked
 * against the audience rows read from PostgreSQL.
 */

const RUN = Date.now().toString(36).slice(-5);
let db: pg.Client;
let admin: string;
let retail: string;
let brandUser: string;

beforeAll(async () => {
  db = new pg.Client({ connectionString: inject('databaseUrl') });
  await db.connect();
  [admin, retail, brandUser] = (await Promise.all(
    ['admin@corp.demo', 'analyst@retail.demo', 'user@brand.demo'].map(async (e) => (await login(e)).token),
  )) as [string, string, string];
});
afterAll(async () => {
  await db?.end();
});

const count = async () => Number((await db.query('SELECT count(*) FROM reports.reports')).rows[0].count);
const input = (over: Record<string, unknown> = {}) => ({
  code: `prueba-${RUN}`,
  title: 'Reporte de prueba',
  type: 'POWERBI',
  description: 'Un tablero de prueba.',
  allPermission: false,
  link: 'https://app.powerbi.com/reportEmbed?reportId=prueba',
  updateHours: ['18:00', '06:00'],
  maintenance: false,
  organizations: ['024'],
  ...over,
});
const CREATE =
  'mutation($i: ReportInput!) { createReport(input: $i) { id code type updateHours organizations createdUser allPermission } }';
const LIST = '{ reports { id title } }';

describe('report management', () => {
  let created: { id: string };

  it('the admin registers a report: id report_<timestamp>, hours sorted, who made it', async () => {
    const before = Date.now();
    const r = await graphql<{ createReport: { id: string; updateHours: string[]; createdUser: string; type: string } }>(CREATE, {
      token: admin,
      variables: { i: input() },
    });
    expect(r.errors).toBeUndefined();
    created = r.data!.createReport;
    const stamp = Number(created.id.replace('report_', ''));
    expect(stamp).toBeGreaterThanOrEqual(before);
    expect(stamp).toBeLessThanOrEqual(Date.now());
    expect(r.data!.createReport).toMatchObject({ updateHours: ['06:00', '18:00'], createdUser: 'admin@corp.demo', type: 'POWERBI' });
  });

  it('refuses each broken rule with its Spanish message and writes nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '   ' }, 'Este campo es obligatorio.'],
      [{ description: '' }, 'Este campo es obligatorio.'],
      [{ updateHours: [] }, 'Indique al menos una hora de actualización (HH:MM).'],
      [{ updateHours: ['25:00'] }, 'Las horas de actualización usan el formato HH:MM (00:00 a 23:59).'],
      [{ link: 'javascript:alert(1)' }, 'El enlace debe ser una dirección https:// o, para un reporte de INCA, inca:<reporte>.'],
      [
        { type: 'INCA', link: 'https://app.powerbi.com/x' },
        'El enlace debe ser una dirección https:// o, para un reporte de INCA, inca:<reporte>.',
      ],
      [{ organizations: ['24'] }, 'Las organizaciones son códigos de empresa de tres dígitos.'],
      [{ code: 'con espacios' }, 'El código usa letras, números, guiones y guiones bajos (hasta 60).'],
      [{}, 'Ya existe un reporte con ese código en el módulo.'],
    ];
    const rows = await count();
    for (const [over, message] of cases) {
      const r = await graphql(CREATE, { token: admin, variables: { i: input(over) } });
      expect(r.errors?.[0]?.message, JSON.stringify(over)).toBe(message);
    }
    expect(await count()).toBe(rows);
  });

  it("the reports service takes the spec's types (POWERBI, LOOKERSTUDIO) and says a wrong type is invalid, not missing", async () => {
    const restInput = (type: unknown, n: number) => ({
      data: {
        code: `rest-${RUN}-${n}`,
        title: 'Reporte REST',
        description: 'Alta directa en el servicio.',
        all_permission: true,
        link: 'https://app.powerbi.com/reportEmbed?reportId=rest',
        update_hours: ['06:00'],
        maintenance: false,
        ...(type === undefined ? {} : { type }),
      },
    });
    const create = (type: unknown, n: number) =>
      rest<{ data?: { id: string; type: string }; message?: string }>('reports', '/reports/module-dashboard/create', {
        token: admin,
        method: 'POST',
        body: restInput(type, n),
      });
    const made: string[] = [];
    try {
      for (const [n, type] of (['POWERBI', 'LOOKERSTUDIO'] as const).entries()) {
        const r = await create(type, n);
        expect(r.status, type).toBe(200);
        expect(r.body.data!.type).toBe(type);
        made.push(r.body.data!.id);
      }
      const rows = await count();
      const wrong = await create('EXCEL', 9);
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe('El tipo de reporte no es válido: use POWERBI, LOOKERSTUDIO o INCA.');
      const missing = await create(undefined, 10);
      expect(missing.status).toBe(400);
      expect(missing.body.message).toBe('Este campo es obligatorio.');
      expect(await count()).toBe(rows);
      // Stored reports answer the spec's values too.
      expect(
        (await db.query("SELECT count(*) FROM reports.reports WHERE type NOT IN ('POWERBI', 'LOOKERSTUDIO', 'INCA')")).rows[0].count,
      ).toBe('0');
    } finally {
      if (made.length) await db.query('DELETE FROM reports.reports WHERE id = ANY($1::text[])', [made]);
    }
  });

  it('non-admins cannot write, and see only reports open to all or to their company', async () => {
    const rows = await count();
    const r = await graphql(CREATE, { token: retail, variables: { i: input({ code: `otro-${RUN}` }) } });
    expect(r.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await count()).toBe(rows);

    const ids = async (token: string) => (await graphql<{ reports: { id: string }[] }>(LIST, { token })).data!.reports.map((x) => x.id);
    expect(await ids(brandUser)).toContain(created.id); // open to 024
    expect(await ids(retail)).not.toContain(created.id);
    expect(await ids(admin)).toContain(created.id);
    const open = (
      await db.query("SELECT id FROM reports.reports WHERE NOT deleted AND (all_permission OR '022' = ANY (organizations))")
    ).rows
      .map((x) => x.id)
      .sort();
    expect((await ids(retail)).sort()).toEqual(open);
  });

  it('lists newest first, updates keep the creator, deletion hides the report but keeps its row', async () => {
    const list = (await graphql<{ reports: { id: string }[] }>(LIST, { token: admin })).data!.reports.map((r) => r.id);
    const stamps = list.map((id) => Number(id.replace('report_', '')));
    expect(stamps.length).toBeGreaterThan(3);
    expect(stamps[0]).toBe(Math.max(...stamps));

    const u = await graphql<{ updateReport: { title: string; createdUser: string; updatedUser: string } }>(
      'mutation($id: ID!, $i: ReportInput!) { updateReport(id: $id, input: $i) { title createdUser updatedUser } }',
      { token: admin, variables: { id: created.id, i: input({ title: 'Reporte cambiado' }) } },
    );
    expect(u.data?.updateReport).toEqual({ title: 'Reporte cambiado', createdUser: 'admin@corp.demo', updatedUser: 'admin@corp.demo' });

    const d = await graphql('mutation($id: ID!) { deleteReport(id: $id) }', { token: admin, variables: { id: created.id } });
    expect(d.data).toEqual({ deleteReport: created.id });
    expect((await graphql<{ reports: { id: string }[] }>(LIST, { token: admin })).data!.reports.map((r) => r.id)).not.toContain(created.id);
    expect((await db.query('SELECT deleted FROM reports.reports WHERE id = $1', [created.id])).rows).toEqual([{ deleted: true }]);
    const again = await graphql('query($id: ID!) { report(id: $id) { id } }', { token: admin, variables: { id: created.id } });
    expect(again.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('a hosted report opens at its link plus the URL-encoded signed params', async () => {
    const r = await graphql<{ report: { link: string; frame: { url: string; params: string; type: string } } }>(
      '{ report(id: "report_1774915200000") { link frame { url params type } } }',
      { token: admin },
    );
    const { frame, link } = r.data!.report;
    expect(frame.type).toBe('POWERBI');
    const url = new URL(frame.url);
    expect(url.searchParams.get('reportId')).toBe(new URL(link).searchParams.get('reportId'));
    expect(JSON.parse(url.searchParams.get('params')!)).toMatchObject({ company: '032', user: 'admin@corp.demo' });
    expect(url.searchParams.get('params')).toBe(frame.params);
  });
});

describe('analytics reports', () => {
  const frameOf = async (token: string, kind: string) =>
    (
      await graphql<{ analyticsReport: { available: boolean; frame: { params: string; builtIn: string } | null } }>(
        `{ analyticsReport(report: ${kind}) { available frame { params builtIn } } }`,
        { token },
      )
    ).data!.analyticsReport;

  it('omnichannel exists for 032 and 024 only; the share report for the admin only', async () => {
    expect((await frameOf(brandUser, 'OMNICHANNEL')).available).toBe(true);
    expect(await frameOf(retail, 'OMNICHANNEL')).toEqual({ available: false, frame: null });
    expect((await frameOf(admin, 'SHARE')).frame?.builtIn).toBe('SHARE');
    expect((await frameOf(retail, 'SHARE')).available).toBe(false);
    const direct = await rest('reports', '/reports/aud_analytics/generate_param/quality_shared', {
      token: retail,
      method: 'POST',
      body: { data: {} },
    });
    expect(direct.status).toBe(403);
  });

  const BUILT_IN = `query($p: String!, $f: BuiltInReportFilter) { builtInReport(report: PERFORMANCE, params: $p, filter: $f) {
    companies from to createdByMonth { month platform count } statusByPlatform { platform status count } publishedByMonth { month platform runs matched } } }`;

  it("draws the retail analyst's figures from their own audiences, exactly as PostgreSQL counts them", async () => {
    const { frame } = await frameOf(retail, 'PERFORMANCE');
    const r = await graphql<{
      builtInReport: {
        companies: string[];
        from: string;
        to: string;
        createdByMonth: { month: string; platform: string; count: number }[];
        statusByPlatform: { platform: string; status: string; count: number }[];
        publishedByMonth: { runs: number }[];
      };
    }>(BUILT_IN, { token: retail, variables: { p: frame!.params } });
    expect(r.errors).toBeUndefined();
    const report = r.data!.builtInReport;
    expect(report.companies).toEqual(['022']);
    const expected = (
      await db.query(
        `SELECT to_char(created_date AT TIME ZONE 'America/Santiago', 'YYYY-MM') AS month, ads_platform_code AS platform, count(*)::int AS count
           FROM audience_management.audiences WHERE company_code = '022'
            AND (created_date AT TIME ZONE 'America/Santiago')::date BETWEEN $1 AND $2 GROUP BY 1, 2 ORDER BY 1, 2`,
        [report.from, report.to],
      )
    ).rows;
    expect(expected.length).toBeGreaterThan(0);
    expect(report.createdByMonth).toEqual(expected);
    const statuses = (
      await db.query(
        `SELECT count(*)::int AS n FROM audience_management.audiences WHERE company_code = '022' AND (created_date AT TIME ZONE 'America/Santiago')::date <= $1`,
        [report.to],
      )
    ).rows[0].n;
    expect(report.statusByPlatform.reduce((s, x) => s + x.count, 0)).toBe(statuses);
  });

  it('a platform filter narrows the figures; an edited or borrowed params string is refused', async () => {
    const { frame } = await frameOf(admin, 'PERFORMANCE');
    const r = await graphql<{ builtInReport: { createdByMonth: { platform: string }[] } }>(BUILT_IN, {
      token: admin,
      variables: { p: frame!.params, f: { platform: 'fbk' } },
    });
    expect(r.data!.builtInReport.createdByMonth.length).toBeGreaterThan(0);
    expect(new Set(r.data!.builtInReport.createdByMonth.map((x) => x.platform))).toEqual(new Set(['fbk']));

    const edited = JSON.stringify({ ...JSON.parse(frame!.params), company: '022' });
    const tampered = await graphql(BUILT_IN, { token: admin, variables: { p: edited } });
    expect(tampered.errors?.[0]).toMatchObject({
      message: 'El enlace del reporte no es válido o expiró. Vuelva a abrir el reporte desde el menú.',
      extensions: { code: 'FORBIDDEN' },
    });
    const borrowed = await graphql(BUILT_IN, { token: retail, variables: { p: frame!.params } });
    expect(borrowed.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const backwards = await graphql(BUILT_IN, {
      token: admin,
      variables: { p: frame!.params, f: { from: '2026-05-01', to: '2026-04-01' } },
    });
    expect(backwards.errors?.[0]?.message).toBe('La fecha desde no puede ser posterior a la fecha hasta.');
  });
});
