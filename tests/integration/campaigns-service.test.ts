import ExcelJS from 'exceljs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CAMPAIGN_MESSAGES, RULES_SHEET_COLUMNS } from '@inca/domain';
import { login, rest } from '../src/client.ts';
import { rulesSheetChunks } from '../../services/campaign-management/src/files/rulesSheet.ts';

/**
 * The campaign side of campaign-management: the list by company scope (§6), details,
 * variable groups per campaign, rules (save with every §4/§5 rule, preview without writing, send to
 * process as a queued job to its history row — success and error), products, history, settings and
 * every file (CSV exports, information.json, rules spreadsheet download and upload as a process,
 * items lists, signed links). Every refusal is a 4xx with its Spanish message and leaves the
 * campaign tables as they were.
 */

type Err = { status: false; code: string; message: string; details?: { messages?: string[] } };
type Ok<T> = { status: true; data: T; message?: string; total_rows?: number; show_company?: boolean };
type Campaign = Record<string, unknown> & {
  id_campaign: number;
  itc_company_campaign_code: string;
  campaign_code: string;
  total_rows: number;
};
type Param = Record<string, unknown> & {
  id_campaign_param: number | null;
  id_variable_group: number;
  id_variable: number;
  variable_code: string;
  variable_name: string;
  variable_group_name: string;
  configuration_value: string | null;
  configuration_items: string[];
  configuration_range_start: number | null;
  configuration_range_end: number | null;
  variable_data_options: { data_key: string; parent_data_key: string | null }[];
};

const S = 'campaign_management';
const RUN = Date.now().toString(36).slice(-5).toUpperCase();
let db: pg.Client;
let retail = '';
let brand = '';
let admin = '';
let segment022 = '';
const made: number[] = [];

const base = () => `${inject('serviceUrls')['campaign-management']}/campaign-management`;
const cm = <T>(path: string, token: string, init: { method?: string; body?: unknown } = {}) =>
  rest<T>('campaign-management', `/campaign-management${path}`, { token, method: init.method, body: init.body });

async function raw(path: string, token: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${base()}${path}`, { ...init, headers: { authorization: `Bearer ${token}`, ...(init.headers as Record<string, string>) } });
}

/** A fingerprint of every campaign table: a refused or read-only request must leave it unchanged. */
async function fingerprint(): Promise<string> {
  const tables = [
    'campaigns',
    'campaign_variable_groups',
    'campaign_params',
    'campaign_param_item_blocks',
    'campaign_products',
    'process_history',
  ];
  const parts = tables.map(
    (t) => `(SELECT md5(coalesce(string_agg(to_jsonb(x)::text, ',' ORDER BY to_jsonb(x)::text), '')) FROM ${S}.${t} x)`,
  );
  const { rows } = await db.query<{ f: string }>(`SELECT md5(concat_ws('|', ${parts.join(', ')})) AS f`);
  return rows[0]!.f;
}

async function refusedWithoutWrite(
  call: () => Promise<{ status: number; body: unknown }>,
  status: number,
  message: string | RegExp,
): Promise<Err> {
  const before = await fingerprint();
  const { status: got, body } = await call();
  expect(got).toBe(status);
  const err = body as Err;
  expect(err.status).toBe(false);
  if (typeof message === 'string') expect(err.message).toBe(message);
  else expect(err.message).toMatch(message);
  expect(await fingerprint()).toBe(before);
  return err;
}

/** A fresh campaign of 022 with the first three seeded groups, for the tests that change rules. */
async function makeCampaign(suffix: string, extra: Record<string, unknown> = {}): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO ${S}.campaigns (itc_company_campaign_code, campaign_code, campaign_description, campaign_start_date, campaign_end_date, campaign_status, minimum_amount, flag_editable)
     VALUES ('022', $1, $2, current_date - 5, current_date + 30, 'ACTIVA', 0, $3) RETURNING id_campaign AS id`,
    [`T${RUN}${suffix}`, `Prueba ${RUN} ${suffix}`, extra.flag_editable ?? true],
  );
  const id = rows[0]!.id;
  made.push(id);
  await db.query(
    `INSERT INTO ${S}.campaign_variable_groups (id_campaign, id_variable_group)
     SELECT $1, id_variable_group FROM ${S}.variable_groups WHERE variable_group_name IN ('Segmentación de clientes', 'Productos y categorías', 'Condiciones comerciales')`,
    [id],
  );
  return id;
}

const params = async (id: number) => (await cm<Ok<Param[]>>(`/campaign-params?id_campaign=${id}`, retail)).body.data;
const find = (list: Param[], code: string) => list.find((p) => p.variable_code === code)!;
const entry = (id: number, p: Param, values: Partial<Param>) => ({
  id_campaign: id,
  id_variable_group: p.id_variable_group,
  id_variable: p.id_variable,
  ...values,
});

/** Values that fill every required rule of the seeded groups. */
function complete(id: number, list: Param[], extra: Record<string, Partial<Param>> = {}) {
  const values: Record<string, Partial<Param>> = {
    SEGMENTO_OBJETIVO: { configuration_value: segment022 },
    CATEGORIA: { configuration_items: ['TECNOLOGIA', 'VESTUARIO'] },
    MONTO_COMPRA: { configuration_range_start: 0, configuration_range_end: 400_000 },
    TIPO_DESCUENTO: { configuration_value: 'PORCENTAJE' },
    ...extra,
  };
  return Object.entries(values).map(([code, v]) => entry(id, find(list, code), v));
}

async function waitForProcess(id: number): Promise<Record<string, unknown>> {
  for (let i = 0; i < 120; i++) {
    const { rows } = await db.query(`SELECT * FROM ${S}.process_history WHERE id_process = $1`, [id]);
    if (rows[0] && ['success', 'error'].includes(rows[0].process_status)) return rows[0];
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`process ${id} did not finish`);
}

beforeAll(async () => {
  [retail, brand, admin] = (
    await Promise.all(['analyst@retail.demo', 'analyst@brand.demo', 'admin@corp.demo'].map((email) => login(email)))
  ).map((l) => l.token) as [string, string, string];
  db = new pg.Client({ connectionString: inject('databaseUrl') });
  await db.connect();
  const seg = await db.query<{ code: string }>(
    `SELECT code FROM audience_management.segments WHERE owner_company_code = '022' AND segment_type_id = 2 ORDER BY code LIMIT 1`,
  );
  segment022 = seg.rows[0]!.code;
});

afterAll(async () => {
  if (made.length) await db?.query(`DELETE FROM ${S}.campaigns WHERE id_campaign = ANY($1::int[])`, [made]);
  await db?.query(`DELETE FROM ${S}.process_history WHERE source_name LIKE $1`, [`%${RUN}%`]);
  await db?.end();
});

describe('campaign list (§2.1, §6)', () => {
  it('pages with the total of the query; the admin sees every company and the company column', async () => {
    const { status, body } = await cm<Ok<Campaign[]>>('/campaigns?page_limit=10&sort=campaign_code&order=asc', admin);
    expect(status).toBe(200);
    const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${S}.campaigns`);
    expect(body.data).toHaveLength(10);
    expect(body.total_rows).toBe(rows[0]!.n);
    expect(body.data[0]!.total_rows).toBe(rows[0]!.n);
    expect(body.show_company).toBe(true);
    const codes = body.data.map((c) => c.campaign_code);
    expect(codes).toEqual([...codes].sort());
  });

  it('an analyst of 024 sees only 024 and no company column; a 022 campaign is not found', async () => {
    const { body } = await cm<Ok<Campaign[]>>('/campaigns?page_limit=100', brand);
    expect(body.data.length).toBeGreaterThan(0);
    expect(new Set(body.data.map((c) => c.itc_company_campaign_code))).toEqual(new Set(['024']));
    expect(body.show_company).toBe(false);
    const other = await db.query<{ id: number }>(
      `SELECT id_campaign AS id FROM ${S}.campaigns WHERE itc_company_campaign_code = '022' LIMIT 1`,
    );
    const { status } = await cm(`/campaigns/detail?id_campaign=${other.rows[0]!.id}`, brand);
    expect(status).toBe(404);
  });

  it('the retail analyst (022) has the company column; filters by status, code and rules-modified hours', async () => {
    const { body } = await cm<Ok<Campaign[]>>('/campaigns?campaign_status_inca=2&page_limit=100', retail);
    expect(body.show_company).toBe(true);
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((c) => c.campaign_status_inca === 2 && c.itc_company_campaign_code === '022')).toBe(true);
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${S}.campaigns WHERE itc_company_campaign_code = '022' AND rules_modified_time >= now() - interval '8 hours'`,
    );
    const recent = await cm<Ok<Campaign[]>>('/campaigns?rules_modified_time=8', retail);
    expect(recent.body.total_rows).toBe(rows[0]!.n);
    const byCode = await cm<Ok<Campaign[]>>('/campaigns?campaign_code=C02200001', retail);
    expect(byCode.body.data.map((c) => c.campaign_code)).toEqual(['C02200001']);
  });

  it("refuses 'other' hours over 2 digits and a reversed date range", async () => {
    for (const q of ['rules_modified_time=100', 'rules_modified_time=ab', 'rules_modified_time=0']) {
      const { status, body } = await cm<Err>(`/campaigns?${q}`, retail);
      expect(status).toBe(400);
      expect(body.message).toBe(CAMPAIGN_MESSAGES.otherHours);
    }
    expect((await cm<Err>('/campaigns?start_date=2026-05-01&end_date=2026-04-01', retail)).status).toBe(400);
  });

  it('details: the CSV info as a Python-like dict text', async () => {
    const { rows } = await db.query<{ id: number; code: string }>(
      `SELECT id_campaign AS id, campaign_code AS code FROM ${S}.campaigns WHERE itc_company_campaign_code = '022' LIMIT 1`,
    );
    const { body } = await cm<Ok<{ campaign_info_csv_data: string }>>(`/campaigns/csv-data?id_campaign=${rows[0]!.id}`, retail);
    expect(body.data.campaign_info_csv_data).toContain(`'codigo_campana': '${rows[0]!.code}'`);
  });

  it('settings SET0003 and SET0005', async () => {
    const companies = await cm<Ok<{ settings_json_value: { itc_company_code: string }[] }>>('/settings?settings_code=SET0003', retail);
    expect(companies.body.data.settings_json_value.map((c) => c.itc_company_code)).toEqual(['022']);
    const all = await cm<Ok<{ settings_json_value: { itc_company_code: string }[] }>>('/settings?settings_code=SET0003', admin);
    expect(all.body.data.settings_json_value.map((c) => c.itc_company_code).sort()).toEqual(['011', '022', '024', '032']);
    const disabled = await cm<Ok<{ settings_json_value: { variable_code: string }[] }>>('/settings?settings_code=SET0005', retail);
    expect(disabled.body.data.settings_json_value.map((v) => v.variable_code)).toContain('SEGMENTO_OBJETIVO');
    expect((await cm('/settings?settings_code=SET9999', retail)).status).toBe(400);
  });
});

describe('variable groups per campaign', () => {
  it('refuses an empty list and an unknown group without writing; saves the chosen groups', async () => {
    const id = await makeCampaign('G');
    await refusedWithoutWrite(
      () => cm('/campaigns/edit-variable-group', retail, { method: 'PUT', body: { id_campaign: id, variable_group_data: [] } }),
      400,
      CAMPAIGN_MESSAGES.message_validation,
    );
    await refusedWithoutWrite(
      () => cm('/campaigns/edit-variable-group', retail, { method: 'PUT', body: { id_campaign: id, variable_group_data: [999999] } }),
      400,
      CAMPAIGN_MESSAGES.groupUnknown,
    );
    await refusedWithoutWrite(
      () => cm('/campaigns/edit-variable-group', brand, { method: 'PUT', body: { id_campaign: id, variable_group_data: [1] } }),
      404,
      CAMPAIGN_MESSAGES.notFound,
    );
    const groups = (await cm<Ok<{ id_variable_group: number; variable_group_name: string }[]>>('/campaigns/variable-group', retail)).body
      .data;
    const refs = groups.find((g) => g.variable_group_name === 'Referencias de campaña')!;
    const { status, body } = await cm<Ok<Campaign>>('/campaigns/edit-variable-group', retail, {
      method: 'PUT',
      body: { id_campaign: id, variable_group_data: [refs.id_variable_group] },
    });
    expect(status).toBe(200);
    expect((body.data.variable_group_data as { id_variable_group: number }[]).map((g) => g.id_variable_group)).toEqual([
      refs.id_variable_group,
    ]);
  });
});

describe('rules: save, preview, send to process (§4, §5)', () => {
  it('lists every member of each assigned group by priority, with options', async () => {
    const id = await makeCampaign('L');
    const list = await params(id);
    expect(list.map((p) => p.variable_code)).toEqual([
      'SEGMENTO_OBJETIVO',
      'EDAD_CLIENTE',
      'REGION',
      'CATEGORIA',
      'SUBCATEGORIA',
      'MARCA',
      'LISTA_SKU',
      'MONTO_COMPRA',
      'TIPO_DESCUENTO',
      'CANAL_VENTA',
      'FECHA_VIGENCIA',
    ]);
    expect(find(list, 'REGION').variable_data_options).toHaveLength(16);
  });

  it('refuses a save with required fields missing: the exact message list, nothing written', async () => {
    const id = await makeCampaign('R');
    const list = await params(id);
    const err = await refusedWithoutWrite(
      () =>
        cm('/campaign-params/update-values', retail, {
          method: 'PUT',
          body: { campaign_param: [entry(id, find(list, 'CATEGORIA'), { configuration_items: ['TECNOLOGIA'] })] },
        }),
      400,
      /^Por favor complete todos los campos obligatorios:/,
    );
    expect(err.details?.messages).toEqual([
      'Por favor complete todos los campos obligatorios:',
      'Segmento objetivo es obligatorio',
      'Monto de compra es obligatorio',
      'Tipo de descuento es obligatorio',
    ]);
  });

  it('refuses values of another campaign, a variable outside the group, a non-numeric value and a bad date', async () => {
    const id = await makeCampaign('V');
    const list = await params(id);
    const good = complete(id, list);
    const other = await makeCampaign('W');
    await refusedWithoutWrite(
      () =>
        cm('/campaign-params/update-values', retail, {
          method: 'PUT',
          body: { campaign_param: [...good, { ...good[0], id_campaign: other }] },
        }),
      400,
      'Todos los parámetros deben ser de la misma campaña.',
    );
    await refusedWithoutWrite(
      () =>
        cm('/campaign-params/update-values', retail, {
          method: 'PUT',
          body: { campaign_param: [...good, { ...good[1], id_variable: find(list, 'REGION').id_variable }] },
        }),
      400,
      CAMPAIGN_MESSAGES.variableNotInGroup,
    );
    await refusedWithoutWrite(
      () =>
        cm('/campaign-params/update-values', retail, {
          method: 'PUT',
          body: { campaign_param: [...good, entry(id, find(list, 'FECHA_VIGENCIA'), { configuration_value: 'mañana' })] },
        }),
      400,
      'Fecha de vigencia debe ser una fecha válida (AAAA-MM-DD).',
    );
    await refusedWithoutWrite(
      () =>
        cm('/campaign-params/update-values', retail, {
          method: 'PUT',
          body: {
            campaign_param: [
              ...good.slice(1),
              entry(id, find(list, 'MONTO_COMPRA'), { configuration_range_start: 'mucho' as unknown as number }),
            ],
          },
        }),
      400,
      'El inicio del rango debe ser numérico.',
    );
  });

  it('refuses a campaign that is not editable (409) and one out of scope (404) without writing', async () => {
    const id = await makeCampaign('N', { flag_editable: false });
    const list = await params(id);
    await refusedWithoutWrite(
      () => cm('/campaign-params/update-values', retail, { method: 'PUT', body: { campaign_param: complete(id, list) } }),
      409,
      CAMPAIGN_MESSAGES.notEditable,
    );
    const mine = await makeCampaign('O');
    const mineParams = complete(mine, await params(mine));
    await refusedWithoutWrite(
      () => cm('/campaign-params/update-values', brand, { method: 'PUT', body: { campaign_param: mineParams } }),
      404,
      CAMPAIGN_MESSAGES.notFound,
    );
  });

  it('saves: unknown items dropped, ranges clamped to the variable bounds, child items kept only under a chosen parent', async () => {
    const id = await makeCampaign('S');
    const list = await params(id);
    const body = {
      campaign_param: complete(id, list, {
        CATEGORIA: { configuration_items: ['TECNOLOGIA', 'NO_EXISTE', 'TECNOLOGIA'] },
        SUBCATEGORIA: { configuration_items: ['TEC_CEL', 'VES_MUJ'] },
        EDAD_CLIENTE: { configuration_range_start: 5, configuration_range_end: 150 },
      }),
    };
    const { status } = await cm('/campaign-params/update-values', retail, { method: 'PUT', body });
    expect(status).toBe(200);
    const stored = await params(id);
    expect(find(stored, 'CATEGORIA').configuration_items).toEqual(['TECNOLOGIA']);
    expect(find(stored, 'SUBCATEGORIA').configuration_items).toEqual(['TEC_CEL']);
    expect([find(stored, 'EDAD_CLIENTE').configuration_range_start, find(stored, 'EDAD_CLIENTE').configuration_range_end]).toEqual([
      18, 99,
    ]);
    const { rows } = await db.query(`SELECT campaign_status_inca, rules_modified_time FROM ${S}.campaigns WHERE id_campaign = $1`, [id]);
    expect(rows[0].campaign_status_inca).toBe(3);
    expect(rows[0].rules_modified_time).not.toBeNull();
  });

  it('preview returns the summary with child breakdowns and writes nothing', async () => {
    const id = await makeCampaign('P');
    const list = await params(id);
    const before = await fingerprint();
    const { status, body } = await cm<
      Ok<{ summary: { name: string; quantity: number; children: { name: string; quantity: number }[] }[] }>
    >('/campaign-params/update-summary-values', retail, {
      method: 'PUT',
      body: { campaign_param: complete(id, list, { REGION: { configuration_items: ['7', '6'] } }) },
    });
    expect(status).toBe(200);
    expect(await fingerprint()).toBe(before);
    const [customers, buyers, products] = body.data.summary;
    expect(customers!.name).toBe('Clientes del segmento');
    expect(customers!.children.map((c) => c.name)).toEqual(['Metropolitana', 'Valparaíso']);
    expect(customers!.children.reduce((n, c) => n + c.quantity, 0)).toBe(customers!.quantity);
    expect(buyers!.children.map((c) => c.name)).toEqual(['Tecnología', 'Vestuario']);
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${S}.items WHERE item_status = 'ACTIVO' AND item_category IN ('TECNOLOGIA', 'VESTUARIO') AND item_price <= 400000`,
    );
    expect(products!.quantity).toBe(rows[0]!.n);
  });

  it('send to process: a queued job writes the products and a success history row', async () => {
    const id = await makeCampaign('X');
    const list = await params(id);
    const { status, body } = await cm<Ok<{ id_process: number; summary: unknown[] }>>(
      '/campaign-params/send-campaign-id-recommendation',
      retail,
      {
        method: 'PUT',
        body: { campaign_param: complete(id, list) },
      },
    );
    expect(status).toBe(200);
    expect(body.message).toBe(CAMPAIGN_MESSAGES.message_process_started);
    expect(body.data.summary.length).toBe(3);
    const process = await waitForProcess(body.data.id_process);
    expect(process.process_status).toBe('success');
    const products = await db.query<{ item_code: string; item_category: string }>(
      `SELECT p.item_code, i.item_category FROM ${S}.campaign_products p JOIN ${S}.items i USING (item_code) WHERE p.id_campaign = $1`,
      [id],
    );
    expect(products.rows.length).toBeGreaterThan(0);
    expect(products.rows.every((p) => ['TECNOLOGIA', 'VESTUARIO'].includes(p.item_category))).toBe(true);
    expect(process.uploaded_records).toBe(products.rows.length);
    expect(process.total_records).toBe(products.rows.length);
    expect(process.process_final_message).toBe(CAMPAIGN_MESSAGES.processDone(products.rows.length));

    const page = await cm<Ok<Record<string, unknown>[]>>(`/campaigns/products?id_campaign=${id}&page_limit=10`, retail);
    expect(page.body.total_rows).toBe(products.rows.length);
    const history = await cm<Ok<Record<string, unknown>[]>>(`/campaigns/history?id_campaign=${id}`, retail);
    expect(history.body.data[0]).toMatchObject({ process_status: 'success', process_name: 'Envío a recomendación' });

    const info = await raw(`/campaigns/download-process-json?id_process=${body.data.id_process}`, retail);
    expect(info.headers.get('content-disposition')).toContain('information.json');
    expect(((await info.json()) as { status: boolean }).status).toBe(true);

    const csv = await raw(`/campaigns/export-campaigns-products-list-csv?id_campaign=${id}`, retail);
    expect(csv.headers.get('content-disposition')).toContain('Products.csv');
    const lines = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'item_code,item_name,item_status,item_source_creation_time,item_offering_mode,item_offering_amount,item_discount_type,item_discount_mode,item_discount_value',
    );
    expect(lines.length - 1).toBe(products.rows.length);
  });

  it('send to process: rules no product meets end in an error history row with its detail', async () => {
    const id = await makeCampaign('E');
    const list = await params(id);
    const { body } = await cm<Ok<{ id_process: number }>>('/campaign-params/send-campaign-id-recommendation', retail, {
      method: 'PUT',
      body: { campaign_param: complete(id, list, { MONTO_COMPRA: { configuration_range_start: 0, configuration_range_end: 1 } }) },
    });
    const process = await waitForProcess(body.data.id_process);
    expect(process.process_status).toBe('error');
    expect(process.process_final_message).toBe(CAMPAIGN_MESSAGES.noProducts);
    const info = (await (await raw(`/campaigns/download-process-json?id_process=${body.data.id_process}`, retail)).json()) as {
      status: boolean;
      message: string;
    };
    expect(info).toEqual({ status: false, message: CAMPAIGN_MESSAGES.noProducts });
    const result = await raw(`/campaigns/export-campaigns-history-csv?id_campaign=${id}`, retail);
    expect(result.headers.get('content-disposition')).toContain('result.csv');
    expect(await result.text()).toContain(CAMPAIGN_MESSAGES.noProducts);
  });

  it('demo campaigns target a contact segment of their own company, so their users can send them to process', async () => {
    const { rows } = await db.query<{ company: string; code: string; owner: string | null; type: string | null }>(
      `SELECT c.itc_company_campaign_code AS company, p.configuration_value AS code, s.owner_company_code AS owner, t.name AS type
         FROM ${S}.campaign_params p JOIN ${S}.campaigns c USING (id_campaign) JOIN ${S}.variables v USING (id_variable)
         LEFT JOIN audience_management.segments s ON s.code = p.configuration_value
         LEFT JOIN audience_management.segment_types t ON t.id = s.segment_type_id
        WHERE v.variable_code = 'SEGMENTO_OBJETIVO' AND c.campaign_code ~ '^C[0-9]{3}[0-9]{5}$'`,
    );
    expect(rows.length).toBeGreaterThan(20);
    expect(rows.filter((r) => r.owner !== r.company || r.type !== 'SEGMENT_CONTACT')).toEqual([]);
  });

  it('an unknown segment is refused before anything is queued', async () => {
    const id = await makeCampaign('U');
    const list = await params(id);
    await refusedWithoutWrite(
      () =>
        cm('/campaign-params/send-campaign-id-recommendation', retail, {
          method: 'PUT',
          body: { campaign_param: complete(id, list, { SEGMENTO_OBJETIVO: { configuration_value: 'SEG9999999' } }) },
        }),
      400,
      // Checked against the campaign's company first: the message does not tell an unknown segment from another company's.
      CAMPAIGN_MESSAGES.segmentNotForCompany('SEG9999999'),
    );
  });
});

describe('rules spreadsheet and items list', () => {
  async function workbookOf(response: Response): Promise<ExcelJS.Worksheet> {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await response.arrayBuffer());
    return book.worksheets[0]!;
  }

  it('downloads a campaign rules as .xlsx and uploads it edited: applied rows, refused rows with their row number, inert formulas', async () => {
    const id = await makeCampaign('X2');
    const list = await params(id);
    await cm('/campaign-params/update-values', retail, { method: 'PUT', body: { campaign_param: complete(id, list) } });
    const download = await raw(`/campaign-params/download?id_campaign=${id}`, retail);
    expect(download.status).toBe(200);
    const sheet = await workbookOf(download);
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual([...RULES_SHEET_COLUMNS]);
    expect(sheet.rowCount - 1).toBe(list.length);

    // Edit: categories changed, a region added, an unknown option, a formula, an unknown variable.
    const rowOf = (code: string) => {
      for (let r = 2; r <= sheet.rowCount; r++) if (sheet.getRow(r).getCell(4).value === code) return sheet.getRow(r);
      throw new Error(code);
    };
    rowOf('CATEGORIA').getCell(8).value = 'BELLEZA|DEPORTES';
    rowOf('REGION').getCell(8).value = '7';
    rowOf('MARCA').getCell(8).value = 'NO_EXISTE';
    rowOf('CANAL_VENTA').getCell(7).value = { formula: 'HYPERLINK("http://x","WEB")' } as ExcelJS.CellFormulaValue;
    sheet.addRow(['022', `T${RUN}X2`, 'Productos y categorías', 'NO_VARIABLE', '', '', 'x', '', '', '']);
    sheet.addRow(['022', `T${RUN}X2`, 'Grupo sin asignar', 'CATEGORIA', '', '', 'x', '', '', '']);
    const edited = Buffer.from(await sheet.workbook.xlsx.writeBuffer());
    const marcaRow = rowOf('MARCA').number;
    const canalRow = rowOf('CANAL_VENTA').number;

    const form = new FormData();
    form.append('file', new Blob([edited]), `reglas ${RUN}.xlsx`);
    const upload = await raw('/campaign-params/upload', retail, { method: 'POST', body: form });
    expect(upload.status).toBe(400);
    // The result file: one CSV line per row (quotes doubled inside quoted cells).
    const result = (await upload.text()).replace(/^\uFEFF/, '').replaceAll('""', '"');
    expect(result).toContain(`Fila ${marcaRow}: el valor "NO_EXISTE" no es una opción de la variable.`);
    expect(result).toContain(`Fila ${canalRow}: el valor "=HYPERLINK("http://x","WEB")" no es una opción de la variable.`);
    expect(result).toContain(`Fila ${sheet.rowCount - 1}: la variable NO_VARIABLE no pertenece al grupo.`);
    expect(result).toContain(`Fila ${sheet.rowCount}: el grupo "Grupo sin asignar" no está asignado a la campaña.`);
    const stored = await params(id);
    expect(find(stored, 'CATEGORIA').configuration_items).toEqual(['BELLEZA', 'DEPORTES']);
    expect(find(stored, 'REGION').configuration_items).toEqual(['7']);
    expect(find(stored, 'MARCA').configuration_items).toEqual([]);
    const processId = Number(upload.headers.get('x-process-id'));
    const { rows } = await db.query(
      `SELECT process_status, uploaded_records, rejected_records, total_records, source_name FROM ${S}.process_history WHERE id_process = $1`,
      [processId],
    );
    expect(rows[0]).toMatchObject({
      process_status: 'error',
      rejected_records: 4,
      total_records: sheet.rowCount - 1,
      source_name: `reglas ${RUN}.xlsx`,
    });
    expect(rows[0].uploaded_records).toBe(sheet.rowCount - 1 - 4);
  });

  it('rules spreadsheet rows: read in windows side by side, they are the rows of one window, in the same order', async () => {
    const pool = new pg.Pool({ connectionString: inject('databaseUrl'), max: 4 });
    try {
      const rowsOf = async (windowSize: number) => {
        const chunks: unknown[][][] = [];
        for await (const chunk of rulesSheetChunks(pool, 'all', { template: false, windowSize })) chunks.push(chunk);
        return { chunks: chunks.length, rows: chunks.flat() };
      };
      const whole = await rowsOf(1_000_000);
      const windowed = await rowsOf(7);
      expect(whole.chunks).toBe(1);
      expect(windowed.chunks).toBeGreaterThan(3);
      expect(whole.rows.length).toBeGreaterThan(50);
      expect(windowed.rows).toEqual(whole.rows);
      // Each campaign's rows come group by group in the groups' priority order (then their ids).
      const { rows: groups } = await db.query<{ name: string; priority: number; id: number }>(
        `SELECT variable_group_name AS name, variable_group_priority AS priority, id_variable_group AS id FROM ${S}.variable_groups`,
      );
      const rank = new Map(groups.map((g) => [g.name, g.priority * 1e6 + g.id]));
      const byCampaign = new Map<string, number[]>();
      for (const row of whole.rows) {
        const key = `${row[0]}|${row[1]}`;
        byCampaign.set(key, [...(byCampaign.get(key) ?? []), rank.get(String(row[2]))!]);
      }
      expect([...byCampaign.values()].filter((ranks) => new Set(ranks).size > 1).length).toBeGreaterThan(3);
      for (const ranks of byCampaign.values()) expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    } finally {
      await pool.end();
    }
  });

  it('refuses a file that is not .xlsx and two files, writing nothing', async () => {
    const csvForm = new FormData();
    csvForm.append('file', new Blob(['a,b']), 'reglas.csv');
    await refusedWithoutWrite(
      async () => {
        const r = await raw('/campaign-params/upload', retail, { method: 'POST', body: csvForm });
        return { status: r.status, body: await r.json() };
      },
      400,
      CAMPAIGN_MESSAGES.xlsxOnly,
    );
    const two = new FormData();
    two.append('file', new Blob(['x']), 'a.xlsx');
    two.append('file', new Blob(['y']), 'b.xlsx');
    await refusedWithoutWrite(
      async () => {
        const r = await raw('/campaign-params/upload', retail, { method: 'POST', body: two });
        return { status: r.status, body: await r.json() };
      },
      400,
      CAMPAIGN_MESSAGES.oneFile,
    );
    const fake = new FormData();
    fake.append('file', new Blob(['no soy excel']), 'a.xlsx');
    await refusedWithoutWrite(
      async () => {
        const r = await raw('/campaign-params/upload', retail, { method: 'POST', body: fake });
        return { status: r.status, body: await r.json() };
      },
      400,
      CAMPAIGN_MESSAGES.xlsxUnreadable,
    );
  });

  it('items list: header exactly items (BOM, semicolons), stored and downloaded back; a wrong header writes nothing', async () => {
    const id = await makeCampaign('I');
    const list = await params(id);
    const sku = find(list, 'LISTA_SKU');
    const q = `id_campaign=${id}&id_variable_group=${sku.id_variable_group}&id_variable=${sku.id_variable}&filename=lista.csv`;
    await refusedWithoutWrite(
      async () => {
        const r = await raw(`/campaign-params/upload-list-items?${q}`, retail, {
          method: 'POST',
          headers: { 'content-type': 'text/csv' },
          body: 'item\nSKU1\n',
        });
        return { status: r.status, body: await r.json() };
      },
      400,
      'El archivo debe tener una cabecera llamada "items"',
    );
    const ok = await raw(`/campaign-params/upload-list-items?${q}`, retail, {
      method: 'POST',
      headers: { 'content-type': 'text/csv' },
      body: '\uFEFFitems\r\nSKU000001\r\n\r\n"SKU;2"\r\nSKU000003\r\n',
    });
    expect(ok.status).toBe(200);
    const { data } = (await ok.json()) as Ok<{ id_campaign_param: number; items: number }>;
    expect(data.items).toBe(3);
    const back = await raw(`/campaign-params/campaign-param-list-items?id_campaign_param=${data.id_campaign_param}`, retail);
    expect(
      (await back.text())
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toEqual(['items', 'SKU000001', 'SKU;2', 'SKU000003']);
  });
});

describe('items list of a table parameter: one list, empty files, the header', () => {
  const listOf = async (id: number) => {
    const sku = find(await params(id), 'LISTA_SKU');
    const blocks = sku.id_campaign_param
      ? await db.query<{ items: string[] }>(
          `SELECT items FROM ${S}.campaign_param_item_blocks WHERE id_campaign_param = $1 ORDER BY block_order`,
          [sku.id_campaign_param],
        )
      : { rows: [] };
    return {
      items: sku.configuration_items,
      uploaded: blocks.rows.flatMap((r) => r.items),
      saved: sku.flag_param_list_file_saved,
      count: sku.list_items_count,
    };
  };
  const uploadList = (id: number, sku: Param, body: string) =>
    raw(
      `/campaign-params/upload-list-items?id_campaign=${id}&id_variable_group=${sku.id_variable_group}&id_variable=${sku.id_variable}&filename=lista.csv`,
      retail,
      {
        method: 'POST',
        headers: { 'content-type': 'text/csv' },
        body,
      },
    );

  it('keeps one list per parameter: an upload replaces items set before, and items set after replace the upload', async () => {
    const id = await makeCampaign('LU');
    const list = await params(id);
    const sku = find(list, 'LISTA_SKU');
    const set = (items: string[]) =>
      cm('/campaign-params/update-values', retail, {
        method: 'PUT',
        body: { campaign_param: complete(id, list, { LISTA_SKU: { configuration_items: items } }) },
      });
    expect((await set(['A1', 'A2', 'A3'])).status).toBe(200);
    expect(await listOf(id)).toMatchObject({ items: ['A1', 'A2', 'A3'], uploaded: [], saved: false });
    // Downloaded back as the list it is (result.csv), not "no records".
    const paramId = find(await params(id), 'LISTA_SKU').id_campaign_param;
    const back = await raw(`/campaign-params/campaign-param-list-items?id_campaign_param=${paramId}`, retail);
    expect(back.status).toBe(200);
    expect(
      (await back.text())
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toEqual(['items', 'A1', 'A2', 'A3']);

    const sixteen = Array.from({ length: 16 }, (_, i) => `SKU${i + 1}`);
    expect((await uploadList(id, sku, `items\n${sixteen.join('\n')}\n`)).status).toBe(200);
    expect(await listOf(id)).toMatchObject({ items: [], uploaded: sixteen, saved: true, count: 16 });

    // The page saves again with the list it now shows (no items of its own): the upload stays.
    expect((await set([])).status).toBe(200);
    expect(await listOf(id)).toMatchObject({ items: [], uploaded: sixteen, saved: true, count: 16 });

    // Items given again (the rules spreadsheet or the page) are the list from then on.
    expect((await set(['B1'])).status).toBe(200);
    expect(await listOf(id)).toMatchObject({ items: ['B1'], uploaded: [], saved: false });
  });

  it('refuses an empty file as empty and a header with another column, writing nothing', async () => {
    const id = await makeCampaign('LE');
    const sku = find(await params(id), 'LISTA_SKU');
    for (const body of ['', '\r\n\r\n']) {
      await refusedWithoutWrite(
        async () => {
          const r = await uploadList(id, sku, body);
          return { status: r.status, body: await r.json() };
        },
        400,
        'El archivo está vacío.',
      );
    }
    await refusedWithoutWrite(
      async () => {
        const r = await uploadList(id, sku, 'items,extra\nSKU1,x\n');
        return { status: r.status, body: await r.json() };
      },
      400,
      'El archivo debe tener una cabecera llamada "items"',
    );
    // An empty rules spreadsheet too.
    await refusedWithoutWrite(
      async () => {
        const r = await raw('/campaign-params/upload?filename=reglas.xlsx', retail, {
          method: 'POST',
          headers: { 'content-type': 'application/octet-stream' },
          body: '',
        });
        return { status: r.status, body: await r.json() };
      },
      400,
      'El archivo está vacío.',
    );
  });
});

describe('exports and signed links', () => {
  it('exports the filtered campaigns and the rules history as CSV', async () => {
    const r = await raw('/campaigns/export-campaigns-csv?campaign_status_inca=3', retail);
    expect(r.headers.get('content-disposition')).toContain('campaigns.csv');
    const lines = (await r.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${S}.campaigns WHERE itc_company_campaign_code = '022' AND campaign_status_inca = 3`,
    );
    expect(lines.length - 1).toBe(rows[0]!.n);
    expect(lines.slice(1).every((l) => l.split(',')[1] === '022')).toBe(true);
    const h = await raw('/campaigns/export-history-csv?campaign_code=C02200002', retail);
    expect(h.status).toBe(200);
    expect((await h.text()).split('\r\n')[0]).toContain('itc_company_campaign_code,campaign_code,variable_group_name');
  });

  it('a signed link serves the file without a bearer token, only for registered paths, and expires', async () => {
    const link = await cm<Ok<{ url: string }>>('/files/link', retail, {
      method: 'POST',
      body: { path: '/campaign-management/campaigns/export-campaigns-csv', query: { campaign_code: 'C02200001' } },
    });
    expect(link.status).toBe(200);
    const token = link.body.data.url.split('/').pop()!;
    const file = await fetch(`${base()}/files/${token}`);
    expect(file.status).toBe(200);
    expect((await file.text()).split('\r\n')[1]).toContain('C02200001');
    expect((await cm<Err>('/files/link', retail, { method: 'POST', body: { path: '/campaign-management/campaigns' } })).status).toBe(400);
    const broken = await fetch(`${base()}/files/${token.slice(0, -4)}AAAA`);
    expect(broken.status).toBe(410);
  });
});
