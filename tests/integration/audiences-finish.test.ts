import ExcelJS from 'exceljs';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { gatewayUrl, graphql, login } from '../src/client.ts';

/**
 * lista_audiencias.xlsx streamed by the service through the gateway,
 * the Salesforce automation's name on the audience, Talon.One lists from its connector (and its
 * simulator), and the platform API health checked with each connector.
 */

const SCHEMA = 'audience_management';
const RUN = Date.now().toString(36);
let db: pg.Client;
const made: string[] = [];

beforeAll(async () => {
  db = new pg.Client({ connectionString: inject('databaseUrl') });
  await db.connect();
});

afterAll(async () => {
  if (made.length) {
    const { token } = await login('admin@corp.demo');
    for (const id of made) await graphql('mutation($id: ID!) { deleteAudience(id: $id) { id } }', { token, variables: { id } });
  }
  await db.end();
});

const sim = (path: string, init?: RequestInit) => fetch(`${inject('simulatorsUrl')}${path}`, init);
const fault = (body: Record<string, unknown>) =>
  sim('/__sim/faults', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((r) =>
    expect(r.status).toBe(204),
  );

type Sheet = { header: unknown[]; rows: unknown[][]; types: ExcelJS.ValueType[][] };

/** A signed link to lista_audiencias.xlsx, asked of the graph as the browser does (session cookie). */
async function listFileLink(cookie: string, filter: Record<string, unknown> = {}): Promise<string> {
  const r = await graphql<{ audienceListFileLink: { url: string } }>(
    'mutation ($f: AudienceFilter) { audienceListFileLink(filter: $f) { url } }',
    { cookie, variables: { f: filter } },
  );
  expect(r.errors).toBeUndefined();
  expect(r.data!.audienceListFileLink.url).toMatch(/^\/signed-files\/audience-management\/[A-Za-z0-9_-]{40,}$/);
  return `${gatewayUrl()}${r.data!.audienceListFileLink.url}`;
}

/** Downloads lista_audiencias.xlsx as the browser does (a signed link, then a plain GET) and reads it back. */
async function download(email: string, filter: Record<string, unknown> = {}): Promise<{ status: number; total: number; sheet: Sheet }> {
  const { cookie } = await login(email);
  const response = await fetch(await listFileLink(cookie, filter));
  expect(
    response.status,
    await response
      .clone()
      .text()
      .catch(() => ''),
  ).toBe(200);
  expect(response.headers.get('content-type')).toContain('spreadsheetml');
  expect(response.headers.get('content-disposition')).toContain('lista_audiencias.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  const ws = workbook.worksheets[0]!;
  const rows: unknown[][] = [];
  const types: ExcelJS.ValueType[][] = [];
  ws.eachRow((row, n) => {
    if (n === 1) return;
    rows.push((row.values as unknown[]).slice(1, 14));
    types.push(Array.from({ length: 13 }, (_, i) => row.getCell(i + 1).type));
  });
  return {
    status: response.status,
    total: Number(response.headers.get('x-total-count')),
    sheet: { header: (ws.getRow(1).values as unknown[]).slice(1), rows, types },
  };
}

const totalOf = async (email: string, filter: Record<string, unknown> = {}) => {
  const { token } = await login(email);
  const r = await graphql<{ audiences: { totalCount: number } }>('query($f: AudienceFilter) { audiences(filter: $f) { totalCount } }', {
    token,
    variables: { f: filter },
  });
  expect(r.errors).toBeUndefined();
  return r.data!.audiences.totalCount;
};

describe('lista_audiencias.xlsx, streamed by the service through the gateway', () => {
  it('holds the whole filtered list the viewer sees (every page), and nothing of another company', async () => {
    const all = await download('admin@corp.demo');
    expect(all.sheet.header).toEqual([
      'Empresa',
      'Audiencia',
      'Descripción',
      'Plataforma',
      'Estado',
      'Fecha estado',
      'Datos enviados',
      'Frecuencia',
      'Día de actualización',
      'Inicio',
      'Fin',
      'Última actualización',
      'Coincidencias',
    ]);
    const adminTotal = await totalOf('admin@corp.demo');
    expect(adminTotal).toBeGreaterThan(10); // more than one page of the list
    expect(all.sheet.rows).toHaveLength(adminTotal);
    expect(all.total).toBe(adminTotal);

    // A user of 024 gets only 024's audiences: the same count as their list, only their company's name.
    const brand = await download('user@brand.demo');
    const brandTotal = await totalOf('user@brand.demo');
    expect(brand.sheet.rows).toHaveLength(brandTotal);
    expect(brandTotal).toBeGreaterThan(0);
    expect(brandTotal).toBeLessThan(adminTotal);
    const { rows: companies } = await db.query<{ code: string; name: string }>(`SELECT code, name FROM ${SCHEMA}.companies`);
    const brandName = companies.find((c) => c.code === '024')!.name;
    expect(new Set(brand.sheet.rows.map((r) => r[0]))).toEqual(new Set([brandName]));
    const otherNames = companies.filter((c) => c.code !== '024').map((c) => c.name);
    expect(all.sheet.rows.some((r) => otherNames.includes(r[0] as string))).toBe(true);

    // The list's filters: a platform, enabled ones, a name part; the file and the list agree.
    const filtered = await download('analyst@retail.demo', { platforms: ['GADS', 'FBK'], enabled: true });
    const filteredTotal = await totalOf('analyst@retail.demo', { platforms: ['GADS', 'FBK'], enabled: true });
    expect(filtered.sheet.rows).toHaveLength(filteredTotal);
    expect(filteredTotal).toBeGreaterThan(0);
    const { rows: platformNames } = await db.query<{ name: string }>(
      `SELECT name FROM ${SCHEMA}.ads_platforms WHERE code IN ('gads', 'fbk')`,
    );
    const allowed = new Set(platformNames.map((p) => p.name));
    expect(filtered.sheet.rows.every((r) => allowed.has(r[3] as string))).toBe(true);
    expect(filtered.sheet.rows.every((r) => r[0] === companies.find((c) => c.code === '022')!.name)).toBe(true);
    expect(filtered.sheet.rows.every((r) => r[4] !== 'DESACTIVADO')).toBe(true);
  });

  it('refuses without a session, a link used as another method or edited, and a bad filter, in Spanish', async () => {
    const anonymous = await graphql('mutation { audienceListFileLink { url } }');
    expect(anonymous.status).toBe(401);
    const { cookie } = await login('admin@corp.demo');
    const link = await listFileLink(cookie);
    expect((await fetch(link, { method: 'POST' })).status).toBe(410);
    const edited = await fetch(`${link.slice(0, -4)}${link.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`);
    expect(edited.status).toBe(410);
    expect(((await edited.json()) as { message: string }).message).toBe(
      'El enlace del archivo expiró o no es válido. Vuelva a solicitar el archivo.',
    );
    const bad = await fetch(await listFileLink(cookie, { createdFrom: '2026-06-30', createdTo: '2026-01-01' }));
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toBe('La fecha de creación inicial debe ser anterior a la final.');
  });

  it('keeps a formula-looking description inert text, and dates and numbers as the list shows them', async () => {
    const { token } = await login('analyst@retail.demo');
    const { rows } = await db.query<{ code: string }>(
      `SELECT code FROM ${SCHEMA}.segments WHERE owner_company_code = '022' AND segment_type_id = 2 AND definition->>'type_name' = 'SEGMENT_CONTACT' ORDER BY code LIMIT 1`,
    );
    const name = `export ${RUN}`;
    const created = await graphql<{ createAudiences: { created: { id: string }[] } }>(
      'mutation($i: CreateAudienceInput!) { createAudiences(input: $i) { created { id } errors { message } } }',
      {
        token,
        variables: {
          i: {
            companyCode: '022',
            segmentCode: rows[0]!.code,
            name,
            description: '=SUMA(A1:A9)*2',
            startDate: new Date().toISOString().slice(0, 10),
            endDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
            frequency: 'WEEKLY',
            updateDay: 2,
            adsAccountCode: 'retail_ads',
            platforms: ['GADS'],
            google: { audienceType: 'CONTACT_INFO' },
          },
        },
      },
    );
    expect(created.errors).toBeUndefined();
    made.push(...created.data!.createAudiences.created.map((c) => c.id));
    const file = await download('analyst@retail.demo', { name });
    expect(file.sheet.rows).toHaveLength(1);
    const [row] = file.sheet.rows;
    expect(row![1]).toBe(`INCA_${name}`);
    expect(row![2]).toBe(`'=SUMA(A1:A9)*2`);
    expect(file.sheet.types[0]![2]).toBe(ExcelJS.ValueType.String);
    expect(file.sheet.types[0]!.includes(ExcelJS.ValueType.Formula)).toBe(false);
    expect(row![3]).toBe('Google Ads');
    expect(row![7]).toBe('Semanal');
    expect(row![8]).toBe(2);
    expect(row![5]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });
});

describe('the Salesforce automation on the audience row', () => {
  it('keeps the id and name of the flow it was created with, shown by the detail', async () => {
    const { token } = await login('analyst@retail.demo');
    const { rows } = await db.query<{ code: string }>(
      `SELECT code FROM ${SCHEMA}.segments WHERE owner_company_code = '022' AND segment_type_id = 2 AND definition->>'type_name' = 'SEGMENT_CONTACT' ORDER BY code LIMIT 1`,
    );
    const name = `sf ${RUN}`;
    const common = {
      companyCode: '022',
      segmentCode: rows[0]!.code,
      name,
      description: 'Flujo de prueba',
      startDate: new Date().toISOString().slice(0, 10),
      endDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
      frequency: 'DAILY',
      adsAccountCode: 'retail_loyalty',
    };
    const flow = await graphql<{ createSalesforceAutomation: { automation: { id: string; name: string; audienceName: string } } }>(
      'mutation($i: SalesforceAutomationInput!) { createSalesforceAutomation(input: $i) { automation { id name audienceName } } }',
      { token, variables: { i: common } },
    );
    expect(flow.errors).toBeUndefined();
    const automation = flow.data!.createSalesforceAutomation.automation;
    expect(automation.name).toBe(`INCA_${name}`);
    // Made in Marketing Cloud (the simulator) through the connector, its id kept beside ours.
    const external = await db.query(`SELECT external_id FROM ${SCHEMA}.salesforce_automations WHERE id = $1`, [automation.id]);
    expect(external.rows[0].external_id).toMatch(/\S/);
    const requests = (await (await sim('/__sim/salesforce/requests')).json()) as { method: string; path: string; status: number }[];
    expect(requests.some((r) => r.method === 'POST' && r.path === '/salesforce/automation/v1/automations' && r.status < 300)).toBe(true);
    const created = await graphql<{ createAudiences: { created: { id: string }[] } }>(
      'mutation($i: CreateAudienceInput!) { createAudiences(input: $i) { created { id } } }',
      { token, variables: { i: { ...common, platforms: ['SALESFORCE'], salesforceAutomationId: automation.id } } },
    );
    expect(created.errors).toBeUndefined();
    const id = created.data!.createAudiences.created[0]!.id;
    made.push(id);
    const stored = await db.query(
      `SELECT salesforce_automation_id::text AS id, salesforce_automation_name AS name FROM ${SCHEMA}.audiences WHERE id = $1`,
      [id],
    );
    expect(stored.rows[0]).toEqual({ id: automation.id, name: automation.name });
    const read = await graphql<{ audience: { salesforceAutomation: { id: string; name: string; audienceName: string } } }>(
      'query($id: ID!) { audience(id: $id) { salesforceAutomation { id name audienceName } } }',
      { token, variables: { id } },
    );
    expect(read.data!.audience.salesforceAutomation).toEqual({ id: automation.id, name: automation.name, audienceName: `INCA_${name}` });
  });
});

describe('the Salesforce flow when Marketing Cloud fails', () => {
  it('answers the Spanish message and keeps no flow', async () => {
    const { token } = await login('analyst@retail.demo');
    const { rows } = await db.query<{ code: string }>(
      `SELECT code FROM ${SCHEMA}.segments WHERE owner_company_code = '022' AND segment_type_id = 2 AND definition->>'type_name' = 'SEGMENT_CONTACT' ORDER BY code LIMIT 1`,
    );
    const before = Number((await db.query(`SELECT count(*) FROM ${SCHEMA}.salesforce_automations`)).rows[0].count);
    await fault({ platform: 'salesforce', status: 503, count: 6 });
    try {
      const r = await graphql('mutation($i: SalesforceAutomationInput!) { createSalesforceAutomation(input: $i) { automation { id } } }', {
        token,
        variables: {
          i: {
            companyCode: '022',
            segmentCode: rows[0]!.code,
            name: `sf caido ${RUN}`,
            description: 'x',
            frequency: 'DAILY',
            adsAccountCode: 'retail_loyalty',
            startDate: new Date().toISOString().slice(0, 10),
            endDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
          },
        },
      });
      expect(r.errors?.[0]?.message).toBe('No se pudo crear el flujo de automatización en Salesforce. Intente nuevamente en unos minutos.');
      expect(Number((await db.query(`SELECT count(*) FROM ${SCHEMA}.salesforce_automations`)).rows[0].count)).toBe(before);
    } finally {
      await sim('/__sim/faults', { method: 'DELETE' });
    }
  });
});

describe('Talon.One applications and campaigns from the connector', () => {
  afterEach(async () => {
    await sim('/__sim/faults', { method: 'DELETE' });
  });

  const APPS = 'query { talonOneApplications(companyCode: "022", adsAccountCode: "retail_loyalty") { id name } }';

  it("lists the simulator's applications and an application's campaigns", async () => {
    const { token } = await login('analyst@retail.demo');
    const apps = await graphql<{ talonOneApplications: { id: string; name: string }[] }>(APPS, { token });
    expect(apps.errors).toBeUndefined();
    expect(apps.data!.talonOneApplications).toEqual([
      { id: '1201', name: 'INCA Retail Chile' },
      { id: '1202', name: 'INCA Corporativo' },
    ]);
    const campaigns = await graphql<{ talonOneCampaigns: { id: string; name: string; applicationId: string }[] }>(
      'query { talonOneCampaigns(companyCode: "022", adsAccountCode: "retail_loyalty", applicationId: "1201") { id name applicationId } }',
      { token },
    );
    expect(campaigns.data!.talonOneCampaigns.map((c) => c.name)).toEqual(['Cupón bienvenida 10%', 'Descuento aniversario', 'Cyber 2026']);
    expect(campaigns.data!.talonOneCampaigns.every((c) => c.applicationId === '1201')).toBe(true);
    const requests = (await (await sim('/__sim/talonone/requests')).json()) as { path: string }[];
    expect(requests.some((r) => r.path === '/talonone/v1/applications/1201/campaigns')).toBe(true);
  });

  it('a platform failure reads as a Spanish message, and creates nothing', async () => {
    const { token } = await login('analyst@retail.demo');
    await fault({ platform: 'talonone', status: 503, count: 4 });
    const down = await graphql(APPS, { token });
    expect(down.errors?.[0]?.message).toBe('No se pudieron cargar las aplicaciones de Talon One. Intente nuevamente en unos minutos.');
    expect(down.errors?.[0]?.extensions?.code).toBe('SERVICE_UNAVAILABLE');
    await sim('/__sim/faults', { method: 'DELETE' });
    await fault({ platform: 'talonone', health: 'CREDENTIALS' });
    const refused = await graphql(APPS, { token });
    expect(refused.errors?.[0]?.message).toBe(
      'Talon One rechazó las credenciales de la cuenta publicitaria. Contacte a su administrador de TI.',
    );
  });
});

describe('platform API health per ads account, checked with the connectors', () => {
  type Health = { platform: string; state: string; errorKind: string | null; error: string | null };
  type Verified = { verifyAdsAccounts: { technicalName: string; apiCheckedAt: string | null; apiHealth: Health[] }[] };
  const VERIFY =
    'mutation($c: ID!, $f: Boolean) { verifyAdsAccounts(companyCode: $c, force: $f) { technicalName apiCheckedAt apiHealth { platform state errorKind error } } }';
  let saved: { id: string; api_errors: unknown; api_checked_at: string | null }[] = [];

  beforeAll(async () => {
    saved = (await db.query(`SELECT id, api_errors, api_checked_at FROM ${SCHEMA}.ads_accounts WHERE company_code = '022'`)).rows;
  });
  afterEach(async () => {
    await sim('/__sim/faults', { method: 'DELETE' });
  });
  afterAll(async () => {
    // Later suites read the seeded health of 022's accounts.
    for (const a of saved)
      await db.query(`UPDATE ${SCHEMA}.ads_accounts SET api_errors = $2::jsonb, api_checked_at = $3 WHERE id = $1`, [
        a.id,
        JSON.stringify(a.api_errors),
        a.api_checked_at,
      ]);
    await db.query(`DELETE FROM ${SCHEMA}.ads_account_validations WHERE ads_account_id = ANY($1::bigint[])`, [saved.map((a) => a.id)]);
  });

  const verify = async (force: boolean) => {
    const { token } = await login('analyst@retail.demo');
    const r = await graphql<Verified>(VERIFY, { token, variables: { c: '022', f: force } });
    expect(r.errors).toBeUndefined();
    return Object.fromEntries(r.data!.verifyAdsAccounts.map((a) => [a.technicalName, a]));
  };
  const kinds = (health: Health[]) => Object.fromEntries(health.map((h) => [h.platform, [h.state, h.errorKind]]));

  it("maps each platform's answer to the §4 kinds: version, credentials, Data Use Checkup, app deleted, unknown, OK", async () => {
    // retail_ads: Google, Meta, TikTok; retail_retargeting: Google, Criteo, Adobe; retail_loyalty: Salesforce, Talon.One.
    await fault({ platform: 'google', health: 'VERSION', count: 1 });
    await fault({ platform: 'meta', health: 'DATA_USE_CHECKUP' });
    await fault({ platform: 'tiktok', health: 'CREDENTIALS' });
    await fault({ platform: 'criteo', health: 'UNKNOWN' });
    await fault({ platform: 'talonone', health: 'APP_DELETED' });
    const before = Date.now();
    const accounts = await verify(true);
    const google =
      accounts.retail_ads!.apiHealth.find((h) => h.platform === 'GADS')!.errorKind === 'VERSION' ? 'retail_ads' : 'retail_retargeting';
    const otherGoogle = google === 'retail_ads' ? 'retail_retargeting' : 'retail_ads';
    // The one Google fault hit whichever account was checked first; the other Google check is OK.
    expect(kinds(accounts[google]!.apiHealth).GADS).toEqual(['UNAVAILABLE', 'VERSION']);
    expect(kinds(accounts[otherGoogle]!.apiHealth).GADS).toEqual(['AVAILABLE', 'OK']);
    expect(kinds(accounts.retail_ads!.apiHealth)).toMatchObject({
      FBK: ['UNAVAILABLE', 'DATA_USE_CHECKUP'],
      TIKTOK: ['UNAVAILABLE', 'CREDENTIALS'],
    });
    expect(kinds(accounts.retail_retargeting!.apiHealth)).toMatchObject({ CRITEO: ['UNAVAILABLE', 'UNKNOWN'], ADOBE: ['AVAILABLE', 'OK'] });
    expect(kinds(accounts.retail_loyalty!.apiHealth)).toEqual({
      SALESFORCE: ['AVAILABLE', 'OK'],
      TALONONE: ['UNAVAILABLE', 'APP_DELETED'],
    });
    expect(accounts.retail_ads!.apiHealth.find((h) => h.platform === 'FBK')!.error).toContain('Data Use Checkup');
    for (const a of Object.values(accounts)) expect(Date.parse(a.apiCheckedAt!)).toBeGreaterThanOrEqual(before - 1000);

    // The day's result is kept per account and platform; the list's health reads the same.
    const { rows } = await db.query<{ technical_name: string; ads_platform_code: string; error_kind: string }>(
      `SELECT acc.technical_name, v.ads_platform_code, v.error_kind FROM ${SCHEMA}.ads_account_validations v
         JOIN ${SCHEMA}.ads_accounts acc ON acc.id = v.ads_account_id WHERE acc.company_code = '022' ORDER BY 1, 2`,
    );
    expect(rows.length).toBe(8);
    expect(rows.find((r) => r.technical_name === 'retail_ads' && r.ads_platform_code === 'tiktok')!.error_kind).toBe('CREDENTIALS');
    const { token } = await login('analyst@retail.demo');
    const listed = await graphql<{
      viewer: { accessibleCompanies: { code: string; adsAccounts: { technicalName: string; apiHealth: Health[] }[] }[] };
    }>('query { viewer { accessibleCompanies { code adsAccounts { technicalName apiHealth { platform state errorKind error } } } } }', {
      token,
    });
    expect(listed.errors).toBeUndefined();
    const retail = listed.data!.viewer.accessibleCompanies.find((c) => c.code === '022')!;
    const loyalty = retail.adsAccounts.find((a) => a.technicalName === 'retail_loyalty')!;
    expect(kinds(loyalty.apiHealth)).toEqual({ SALESFORCE: ['AVAILABLE', 'OK'], TALONONE: ['UNAVAILABLE', 'APP_DELETED'] });
  });

  it('checks again when forced (the day keeps one row per platform), and only once a day otherwise', async () => {
    const first = await verify(true);
    for (const a of Object.values(first))
      for (const h of a.apiHealth) expect([a.technicalName, h.platform, h.state]).toEqual([a.technicalName, h.platform, 'AVAILABLE']);
    const { rows } = await db.query(
      `SELECT count(*)::int AS n FROM ${SCHEMA}.ads_account_validations v JOIN ${SCHEMA}.ads_accounts acc ON acc.id = v.ads_account_id WHERE acc.company_code = '022'`,
    );
    expect(rows[0].n).toBe(8);
    // Not forced: today's check stands, even though the platform now fails.
    await fault({ platform: 'meta', health: 'CREDENTIALS', count: 5 });
    const again = await verify(false);
    expect(again.retail_ads!.apiCheckedAt).toBe(first.retail_ads!.apiCheckedAt);
    expect(kinds(again.retail_ads!.apiHealth).FBK).toEqual(['AVAILABLE', 'OK']);
  });

  it('refuses a company outside the viewer scope', async () => {
    const { token } = await login('user@brand.demo');
    const r = await graphql(VERIFY, { token, variables: { c: '022', f: true } });
    expect(r.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
