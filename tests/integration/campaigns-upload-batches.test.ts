import ExcelJS from 'exceljs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { RULES_SHEET_COLUMNS } from '@inca/domain';
import { RULES_UPLOAD_BATCH } from '../../services/campaign-management/src/files/rulesSheet.ts';
import { login, rest } from '../src/client.ts';

/**
 * The rules spreadsheet upload is applied in batches of RULES_UPLOAD_BATCH rows inside one
 * transaction (performance): rows of a campaign on both sides of a batch boundary act as
 * in one pass — a rule repeated after the boundary is refused as repeated, another rule of the same
 * campaign after the boundary is applied and the earlier one kept — and the figures and result file
 * count every row in file order.
 */

type Ok<T> = { status: true; data: T };
type Param = { id_variable_group: number; variable_code: string; variable_group_name: string; configuration_items: string[] };

const S = 'campaign_management';
const RUN = Date.now().toString(36).slice(-5).toUpperCase();
let db: pg.Client;
let retail = '';
const made: number[] = [];

const base = () => `${inject('serviceUrls')['campaign-management']}/campaign-management`;

async function makeCampaign(suffix: string, editable: boolean): Promise<{ id: number; code: string }> {
  const code = `U${RUN}${suffix}`;
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO ${S}.campaigns (itc_company_campaign_code, campaign_code, campaign_description, campaign_start_date, campaign_end_date, campaign_status, minimum_amount, flag_editable)
     VALUES ('022', $1, $2, current_date - 5, current_date + 30, 'ACTIVA', 0, $3) RETURNING id_campaign AS id`,
    [code, `Carga por lotes ${RUN} ${suffix}`, editable],
  );
  const id = rows[0]!.id;
  made.push(id);
  await db.query(
    `INSERT INTO ${S}.campaign_variable_groups (id_campaign, id_variable_group)
     SELECT $1, id_variable_group FROM ${S}.variable_groups WHERE variable_group_name IN ('Segmentación de clientes', 'Productos y categorías', 'Condiciones comerciales')`,
    [id],
  );
  return { id, code };
}

const params = async (id: number) =>
  (await rest<Ok<Param[]>>('campaign-management', `/campaign-management/campaign-params?id_campaign=${id}`, { token: retail })).body.data;

beforeAll(async () => {
  retail = (await login('analyst@retail.demo')).token;
  db = new pg.Client({ connectionString: inject('databaseUrl') });
  await db.connect();
});

afterAll(async () => {
  if (made.length) await db.query(`DELETE FROM ${S}.campaigns WHERE id_campaign = ANY($1::int[])`, [made]);
  await db.end();
});

describe('rules spreadsheet upload in batches', () => {
  it('a campaign named on both sides of a batch boundary: the repeat refused, the other rule applied, every row counted in order', async () => {
    const editable = await makeCampaign('E', true);
    const locked = await makeCampaign('L', false);
    const list = await params(editable.id);
    const categoria = list.find((p) => p.variable_code === 'CATEGORIA')!;
    const region = list.find((p) => p.variable_code === 'REGION')!;

    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Reglas');
    sheet.addRow([...RULES_SHEET_COLUMNS]);
    const rule = (code: string, p: Param, items: string) => [
      '022',
      code,
      p.variable_group_name,
      p.variable_code,
      '',
      '',
      '',
      items,
      '',
      '',
    ];
    sheet.addRow(rule(editable.code, categoria, 'BELLEZA')); // row 2: applied
    sheet.addRow(rule(locked.code, categoria, 'BELLEZA')); // row 3: not editable
    // Rows of a campaign that does not exist push the next ones past the first batch.
    for (let i = 0; i < RULES_UPLOAD_BATCH; i++)
      sheet.addRow(['022', `NO${RUN}${i}`, categoria.variable_group_name, 'CATEGORIA', '', '', '', 'BELLEZA', '', '']);
    const repeatRow = sheet.rowCount + 1;
    sheet.addRow(rule(editable.code, categoria, 'DEPORTES')); // repeated rule: refused
    const regionRow = sheet.rowCount + 1;
    sheet.addRow(rule(editable.code, region, '7')); // same campaign, next batch: applied
    const file = Buffer.from(await book.xlsx.writeBuffer());

    const form = new FormData();
    form.append('file', new Blob([file]), `lotes ${RUN}.xlsx`);
    const upload = await fetch(`${base()}/campaign-params/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${retail}` },
      body: form,
    });
    expect(upload.status).toBe(400);
    const lines = (await upload.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('fila,codigo_campana,codigo_variable,resultado,mensaje');
    expect(lines).toHaveLength(RULES_UPLOAD_BATCH + 4 + 1);
    // One line per row, in file order.
    expect(lines.slice(1).map((l) => Number(l.split(',')[0]))).toEqual(Array.from({ length: RULES_UPLOAD_BATCH + 4 }, (_, i) => i + 2));
    expect(lines[1]).toBe(`2,${editable.code},CATEGORIA,ACEPTADA,Aplicada`);
    expect(lines[2]).toBe(`3,${locked.code},CATEGORIA,RECHAZADA,Fila 3: la campaña ${locked.code} no se puede modificar.`);
    expect(lines.at(-2)).toBe(`${repeatRow},${editable.code},CATEGORIA,RECHAZADA,Fila ${repeatRow}: la regla está repetida en el archivo.`);
    expect(lines.at(-1)).toBe(`${regionRow},${editable.code},REGION,ACEPTADA,Aplicada`);

    const stored = await params(editable.id);
    expect(stored.find((p) => p.variable_code === 'CATEGORIA')!.configuration_items).toEqual(['BELLEZA']);
    expect(stored.find((p) => p.variable_code === 'REGION')!.configuration_items).toEqual(['7']);
    expect((await params(locked.id)).find((p) => p.variable_code === 'CATEGORIA')!.configuration_items).toEqual([]);

    const { rows } = await db.query(
      `SELECT id_campaign, process_status, uploaded_records, rejected_records, total_records, length(result_file) AS bytes FROM ${S}.process_history WHERE id_process = $1`,
      [Number(upload.headers.get('x-process-id'))],
    );
    expect(rows[0]).toMatchObject({
      id_campaign: editable.id,
      process_status: 'error',
      uploaded_records: 2,
      rejected_records: RULES_UPLOAD_BATCH + 2,
      total_records: RULES_UPLOAD_BATCH + 4,
    });
    expect(Number(rows[0].bytes)).toBe(Buffer.byteLength(`\uFEFF${lines.join('\r\n')}\r\n`));
  });

  it('rows that leave a rule as it is write nothing; a changed one updates that rule and its campaign alone', async () => {
    const campaign = await makeCampaign('N', true);
    const list = await params(campaign.id);
    const categoria = list.find((p) => p.variable_code === 'CATEGORIA')!;
    const region = list.find((p) => p.variable_code === 'REGION')!;
    const upload = async (rows: [Param, string][]) => {
      const book = new ExcelJS.Workbook();
      const sheet = book.addWorksheet('Reglas');
      sheet.addRow([...RULES_SHEET_COLUMNS]);
      for (const [p, items] of rows)
        sheet.addRow(['022', campaign.code, p.variable_group_name, p.variable_code, '', '', '', items, '', '']);
      const form = new FormData();
      form.append('file', new Blob([Buffer.from(await book.xlsx.writeBuffer())]), `sin cambios ${RUN}.xlsx`);
      const response = await fetch(`${base()}/campaign-params/upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${retail}` },
        body: form,
      });
      expect(response.status).toBe(200);
    };
    const state = async () => {
      const { rows } = await db.query<{ code: string; modified: number }>(
        `SELECT v.variable_code AS code, extract(epoch FROM cp.modified_time)::float8 AS modified FROM ${S}.campaign_params cp JOIN ${S}.variables v USING (id_variable) WHERE cp.id_campaign = $1 ORDER BY 1`,
        [campaign.id],
      );
      const { rows: c } = await db.query<{ rules: number | null }>(
        `SELECT extract(epoch FROM rules_modified_time)::float8 AS rules FROM ${S}.campaigns WHERE id_campaign = $1`,
        [campaign.id],
      );
      return { params: Object.fromEntries(rows.map((r) => [r.code, r.modified])), rules: c[0]!.rules };
    };
    await upload([
      [categoria, 'BELLEZA|DEPORTES'],
      [region, '7'],
    ]);
    const first = await state();
    expect(Object.keys(first.params)).toEqual(['CATEGORIA', 'REGION']);
    expect(first.rules).not.toBeNull();

    await new Promise((resolve) => setTimeout(resolve, 20));
    await upload([
      [categoria, 'BELLEZA|DEPORTES'],
      [region, '7'],
    ]);
    expect(await state()).toEqual(first);

    await upload([
      [categoria, 'BELLEZA|DEPORTES'],
      [region, '8'],
    ]);
    const changed = await state();
    expect(changed.params.CATEGORIA).toBe(first.params.CATEGORIA);
    expect(changed.params.REGION).toBeGreaterThan(first.params.REGION!);
    expect(changed.rules).toBeGreaterThan(first.rules!);
    expect((await params(campaign.id)).find((p) => p.variable_code === 'REGION')!.configuration_items).toEqual(['8']);
  });
});
