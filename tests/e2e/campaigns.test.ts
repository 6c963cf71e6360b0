import ExcelJS from 'exceljs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { RULES_SHEET_COLUMNS } from '@inca/domain';
import { gatewayUrl } from '../src/client.ts';
import { launchBrowser, shot, signedInPage } from '../src/browser.ts';

/*
 * Campaigns in the browser: a retail analyst configures a campaign's rules through two
 * groups (a segment from the selection modal, regions, categories with their subcategories, amount
 * range, discount), previews the summary, saves, sends to process, sees its products and its history
 * row; then uploads a rules spreadsheet edited with exceljs and reads the result. PostgreSQL is the
 * ground truth.
 */

const S = 'campaign_management';
const RUN = Date.now().toString(36).slice(-5).toUpperCase();
const CODE = `E2E${RUN}`;
let browser: Browser;
let db: pg.Client;
let campaignId = 0;
let segment = { code: '', name: '' };

beforeAll(async () => {
  browser = await launchBrowser();
  db = new pg.Client({ connectionString: inject('databaseUrl') });
  await db.connect();
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO ${S}.campaigns (itc_company_campaign_code, campaign_code, campaign_description, campaign_start_date, campaign_end_date, campaign_status, minimum_amount, campaign_info_csv_data)
     VALUES ('022', $1, 'Campaña de prueba en el navegador', current_date, current_date + 20, 'ACTIVA', 0, $2) RETURNING id_campaign AS id`,
    [CODE, JSON.stringify({ codigo_campana: CODE, canal: 'WEB' })],
  );
  campaignId = rows[0]!.id;
  await db.query(
    `INSERT INTO ${S}.campaign_variable_groups (id_campaign, id_variable_group) SELECT $1, id_variable_group FROM ${S}.variable_groups WHERE variable_group_priority IN (1, 2, 3)`,
    [campaignId],
  );
  const seg = await db.query<{ code: string; name: string }>(
    `SELECT code, business_name AS name FROM audience_management.segments WHERE owner_company_code = '022' AND segment_type_id = 2 ORDER BY code LIMIT 1`,
  );
  segment = seg.rows[0]!;
});

afterAll(async () => {
  await browser?.close();
  await db?.query(`DELETE FROM ${S}.campaigns WHERE id_campaign = $1`, [campaignId]);
  await db?.end();
});

const toast = (page: Page, text: string) =>
  expect.poll(() => page.locator('.bp6-toast').filter({ hasText: text }).count(), { timeout: 20_000 }).toBeGreaterThan(0);
const paramOf = async (code: string) =>
  (
    await db.query(
      `SELECT cp.* FROM ${S}.campaign_params cp JOIN ${S}.variables v USING (id_variable) WHERE cp.id_campaign = $1 AND v.variable_code = $2`,
      [campaignId, code],
    )
  ).rows[0];

describe('campaigns in the browser', () => {
  it('configures rules through two groups, previews, saves, sends to process and sees products and history', async () => {
    const { page, errors } = await signedInPage(browser, 'analyst@retail.demo');
    await page.getByRole('link', { name: 'Campañas' }).first().click();
    await expect.poll(() => page.getByRole('heading', { name: 'Campañas' }).count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => page.getByTestId('campaign-row').count(), { timeout: 15_000 }).toBe(10);
    await shot(page, 'campaigns-list');

    // Filter by code; the 'other' hours input keeps at most two characters.
    await page.getByRole('button', { name: 'Filtros' }).click();
    await page.getByLabel('Reglas modificadas en').selectOption({ label: 'Otro' });
    await page.getByLabel('Horas').fill('1234');
    await expect.poll(() => page.getByLabel('Horas').inputValue()).toBe('12');
    await page.getByLabel('Reglas modificadas en').selectOption({ label: 'Cualquier momento' });
    await page.getByLabel('Código de campaña').fill(CODE);
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect.poll(() => page.getByTestId('campaign-row').count(), { timeout: 15_000 }).toBe(1);
    await shot(page, 'campaigns-list-filtered');

    // Details modal.
    await page.getByTestId(`campaign-actions-${CODE}`).click();
    await page.getByRole('menuitem', { name: 'Detalles' }).click();
    await expect.poll(() => page.getByTestId('campaign-details').innerText()).toContain('codigo_campana');
    await shot(page, 'campaign-details');
    await page.getByRole('button', { name: 'Cerrar' }).last().click();

    // Rules page.
    await page.getByTestId(`campaign-actions-${CODE}`).click();
    await page.getByRole('menuitem', { name: 'Reglas', exact: true }).click();
    await expect.poll(() => page.getByRole('heading', { name: `Reglas de la campaña ${CODE}` }).count(), { timeout: 15_000 }).toBe(1);

    // Group 1: the segment from the selection modal (a filter needs one criterion), and a region.
    await page.getByTestId('field-SEGMENTO_OBJETIVO').click();
    const modal = page.getByRole('dialog', { name: 'Elegir segmento' });
    await modal.getByRole('button', { name: 'Filtrar' }).click();
    await expect
      .poll(() => page.locator('.bp6-toast').filter({ hasText: 'Ingrese al menos un valor para filtrar' }).count())
      .toBeGreaterThan(0);
    await modal.getByLabel('Nombre', { exact: true }).fill(segment.name);
    await modal.getByRole('button', { name: 'Filtrar' }).click();
    await expect.poll(() => modal.locator(`tr[data-code="${segment.code}"]`).count(), { timeout: 15_000 }).toBe(1);
    await shot(page, 'campaign-segment-modal');
    await modal.locator(`tr[data-code="${segment.code}"]`).getByRole('button', { name: 'Elegir' }).click();
    await page.getByRole('button', { name: 'Sí, usar' }).click();
    await expect.poll(() => page.getByRole('dialog', { name: 'Elegir segmento' }).count(), { timeout: 5_000 }).toBe(0);
    await expect.poll(() => page.getByTestId('field-SEGMENTO_OBJETIVO').innerText()).toContain(segment.code);
    // Shown by the name a user knows it by, beside its code.
    await expect.poll(() => page.getByTestId('field-SEGMENTO_OBJETIVO').innerText()).toContain(segment.name);
    await page.getByTestId('field-REGION').getByText('Metropolitana', { exact: true }).click();

    // Group 2: categories (a child select follows them).
    await page.getByTestId('rules-group-2').click();
    await page.getByTestId('field-CATEGORIA').getByText('Tecnología', { exact: true }).click();
    await page.getByTestId('field-CATEGORIA').getByText('Vestuario', { exact: true }).click();
    await page.getByTestId('field-SUBCATEGORIA').getByText('Celulares', { exact: true }).click();
    await shot(page, 'campaign-rules-group2');

    // Group 3: amount range and discount type (required).
    await page.getByTestId('rules-group-3').click();
    await page.getByLabel('Monto de compra Desde').fill('0');
    await page.getByLabel('Monto de compra Hasta').fill('400000');
    await page.getByTestId('field-TIPO_DESCUENTO').selectOption({ label: 'Porcentaje' });

    await page.getByRole('button', { name: 'Previsualizar' }).click();
    await expect.poll(() => page.getByTestId('rules-summary').innerText(), { timeout: 20_000 }).toContain('Clientes del segmento');
    expect(await page.getByTestId('rules-summary').innerText()).toContain('Metropolitana');
    expect(await paramOf('CATEGORIA')).toBeUndefined();
    await shot(page, 'campaign-rules-preview');

    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await toast(page, 'Los cambios se guardaron correctamente.');
    expect((await paramOf('CATEGORIA')).configuration_items).toEqual(['TECNOLOGIA', 'VESTUARIO']);
    expect((await paramOf('SUBCATEGORIA')).configuration_items).toEqual(['TEC_CEL']);
    expect((await paramOf('SEGMENTO_OBJETIVO')).configuration_value).toBe(segment.code);
    expect(Number((await paramOf('MONTO_COMPRA')).configuration_range_end)).toBe(400000);

    await page.getByRole('button', { name: 'Enviar a proceso' }).click();
    await toast(page, 'La campaña se envió a proceso');
    await expect
      .poll(
        async () =>
          (
            await db.query(`SELECT process_status FROM ${S}.process_history WHERE id_campaign = $1 ORDER BY id_process DESC LIMIT 1`, [
              campaignId,
            ])
          ).rows[0]?.process_status,
        {
          timeout: 30_000,
        },
      )
      .toBe('success');
    const products = Number(
      (await db.query(`SELECT count(*) FROM ${S}.campaign_products WHERE id_campaign = $1`, [campaignId])).rows[0].count,
    );
    expect(products).toBeGreaterThan(0);
    await page.getByRole('tab', { name: 'Productos' }).click();
    await expect.poll(() => page.getByTestId('product-row').count(), { timeout: 15_000 }).toBe(Math.min(10, products));
    await shot(page, 'campaign-products');
    await page.getByRole('tab', { name: 'Resumen de reglas' }).click();
    await expect.poll(() => page.getByTestId('rules-summary-table').count()).toBe(1);
    await shot(page, 'campaign-rules-summary');

    // History of the campaign.
    await page.getByRole('button', { name: 'Volver a campañas' }).click();
    await page.getByRole('button', { name: 'Filtros' }).click();
    await page.getByLabel('Código de campaña').fill(CODE);
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect.poll(() => page.getByTestId('campaign-row').count(), { timeout: 15_000 }).toBe(1);
    await page.getByTestId(`campaign-actions-${CODE}`).click();
    await page.getByRole('menuitem', { name: 'Historial de cargas' }).click();
    await expect.poll(() => page.locator('[data-testid="history-row"][data-status="success"]').count(), { timeout: 15_000 }).toBe(1);
    await shot(page, 'campaign-history');
    expect(errors).toEqual([]);
  });

  it('uploads a rules spreadsheet edited with exceljs and gets its result file', async () => {
    const { page, errors } = await signedInPage(browser, 'analyst@retail.demo');
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Reglas');
    sheet.addRow([...RULES_SHEET_COLUMNS]);
    sheet.addRow(['022', CODE, 'Condiciones comerciales', 'CANAL_VENTA', 'Canal de venta', 'Selección', '', 'WEB|APP', null, null]);
    sheet.addRow(['022', CODE, 'Condiciones comerciales', 'TIPO_DESCUENTO', 'Tipo de descuento', 'Selección', 'GRATIS', '', null, null]);
    const file = Buffer.from(await book.xlsx.writeBuffer());

    await page.goto(`${gatewayUrl()}/campaigns/list`);
    await expect.poll(() => page.getByTestId('campaign-row').count(), { timeout: 15_000 }).toBe(10);
    const download = page.waitForEvent('download', { timeout: 20_000 });
    await page.getByTestId('rules-upload-input').setInputFiles({
      name: `reglas ${RUN}.xlsx`,
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: file,
    });
    const result = await download;
    expect(result.suggestedFilename()).toBe('result.csv');
    const text = await (await import('node:fs/promises')).readFile((await result.path())!, 'utf8');
    expect(text).toContain('ACEPTADA');
    expect(text).toContain('Fila 3: el valor ""GRATIS"" no es una opción de la variable.');
    await toast(page, 'La carga terminó con errores');
    await shot(page, 'campaigns-upload-result');
    expect((await paramOf('CANAL_VENTA')).configuration_items).toEqual(['WEB', 'APP']);
    expect((await paramOf('TIPO_DESCUENTO')).configuration_value).toBe('PORCENTAJE');
    expect(errors).toEqual([]);
  });

  it('uploads a products list (.csv) to the rules page, sees its count and downloads it back (result.csv, §7)', async () => {
    const { page, errors } = await signedInPage(browser, 'analyst@retail.demo');
    await page.goto(`${gatewayUrl()}/campaigns/rules/${campaignId}`);
    await expect.poll(() => page.getByRole('heading', { name: `Reglas de la campaña ${CODE}` }).count(), { timeout: 15_000 }).toBe(1);
    await page.getByTestId('rules-group-2').click();
    // As Spanish Excel saves it: a BOM, a blank line, a quoted item holding the separator.
    const items = ['SKU-0001', 'SKU;0002', ...Array.from({ length: 2_498 }, (_, i) => `SKU-${String(i + 3).padStart(4, '0')}`)];
    const csv = `\uFEFFitems\r\n${items.map((item) => (item.includes(';') ? `"${item}"` : item)).join('\r\n')}\r\n\r\n`;
    await page
      .getByTestId('list-upload-LISTA_SKU')
      .setInputFiles({ name: `productos ${RUN}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
    // Quantities as the spec writes them (§9: comma thousands).
    await toast(page, 'Se cargó la lista con 2,500 ítems.');
    await expect.poll(() => page.getByText('Lista cargada: 2,500 ítems').count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => page.getByText('2,500 ítems', { exact: true }).count()).toBe(1);
    await shot(page, 'campaign-rules-products-list');
    const stored = await db.query<{ items: string[] }>(
      `SELECT b.items FROM ${S}.campaign_param_item_blocks b JOIN ${S}.campaign_params cp USING (id_campaign_param) JOIN ${S}.variables v USING (id_variable)
        WHERE cp.id_campaign = $1 AND v.variable_code = 'LISTA_SKU' ORDER BY b.block_order`,
      [campaignId],
    );
    expect(stored.rows.flatMap((r) => r.items)).toEqual(items);

    const download = page.waitForEvent('download', { timeout: 20_000 });
    await page.getByRole('button', { name: 'Descargar lista' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('result.csv');
    const text = await (await import('node:fs/promises')).readFile((await file.path())!, 'utf8');
    const lines = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('items');
    expect(lines.slice(1).map((l) => l.replace(/^"(.*)"$/, '$1'))).toEqual(items);
    expect(errors).toEqual([]);
  });
});

describe('outcomes shown as information (§2.2, §8)', () => {
  const infoToast = (page: Page, text: string) =>
    expect
      .poll(() => page.locator('.bp6-toast.bp6-intent-primary').filter({ hasText: text }).count(), { timeout: 20_000 })
      .toBeGreaterThan(0);

  it("shows a failed process's Detalle and a rules upload with rejected rows as information, not as a warning", async () => {
    const message = `Proceso de prueba ${RUN} sin clientes`;
    await db.query(
      `INSERT INTO ${S}.process_history (id_campaign, company_code, source_name, process_name, process_status, process_final_message, end_time, summary)
       VALUES ($1, '022', 'INCA', 'Recomendación', 'error', $2, now(), '{"Clientes": "0"}'::jsonb)`,
      [campaignId, message],
    );
    const { page, errors } = await signedInPage(browser, 'analyst@retail.demo');
    await page.goto(`${gatewayUrl()}/campaigns/${campaignId}/campaign_history`);
    await expect
      .poll(() => page.locator('[data-testid="history-row"][data-status="error"]').count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await page
      .locator('[data-testid="history-row"][data-status="error"]')
      .filter({ hasText: 'Recomendación' })
      .first()
      .getByRole('button', { name: 'Detalle' })
      .click();
    await infoToast(page, message);
    expect(await page.locator('.bp6-toast.bp6-intent-warning').filter({ hasText: message }).count()).toBe(0);
    await shot(page, 'campaign-history-detail-info');

    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Reglas');
    sheet.addRow([...RULES_SHEET_COLUMNS]);
    sheet.addRow(['022', CODE, 'Condiciones comerciales', 'TIPO_DESCUENTO', 'Tipo de descuento', 'Selección', 'REGALADO', '', null, null]);
    await page.goto(`${gatewayUrl()}/campaigns/list`);
    await expect.poll(() => page.getByTestId('campaign-row').count(), { timeout: 15_000 }).toBe(10);
    const download = page.waitForEvent('download', { timeout: 20_000 });
    await page.getByTestId('rules-upload-input').setInputFiles({
      name: `reglas info ${RUN}.xlsx`,
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from(await book.xlsx.writeBuffer()),
    });
    await download;
    await infoToast(page, 'La carga terminó con errores');
    await shot(page, 'campaigns-upload-result-info');
    expect(errors).toEqual([]);
  });
});

describe('rules page: unsaved changes and the data layer', () => {
  let ownId = 0;
  const OWN = `E2U${RUN}`;
  beforeAll(async () => {
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO ${S}.campaigns (itc_company_campaign_code, campaign_code, campaign_description, campaign_start_date, campaign_end_date, campaign_status, minimum_amount)
       VALUES ('022', $1, 'Campaña de prueba de cambios sin guardar', current_date, current_date + 20, 'ACTIVA', 0) RETURNING id_campaign AS id`,
      [OWN],
    );
    ownId = rows[0]!.id;
    await db.query(
      `INSERT INTO ${S}.campaign_variable_groups (id_campaign, id_variable_group) SELECT $1, id_variable_group FROM ${S}.variable_groups WHERE variable_group_priority IN (1, 2, 3)`,
      [ownId],
    );
    // Stored rules that fill every required field, and two brands (not required).
    await db.query(
      `INSERT INTO ${S}.campaign_params (id_campaign, id_variable_group, id_variable, configuration_value, configuration_items, configuration_range_start, configuration_range_end)
       SELECT $1, d.id_variable_group, d.id_variable,
              CASE v.variable_code WHEN 'SEGMENTO_OBJETIVO' THEN $2 WHEN 'TIPO_DESCUENTO' THEN 'PORCENTAJE' END,
              CASE v.variable_code WHEN 'CATEGORIA' THEN '["TECNOLOGIA", "VESTUARIO"]'::jsonb WHEN 'MARCA' THEN '["ANDINA", "CUMBRE"]'::jsonb ELSE '[]'::jsonb END,
              CASE v.variable_code WHEN 'MONTO_COMPRA' THEN 0 END, CASE v.variable_code WHEN 'MONTO_COMPRA' THEN 400000 END
         FROM ${S}.variable_group_details d JOIN ${S}.variables v USING (id_variable)
         JOIN ${S}.campaign_variable_groups g ON g.id_variable_group = d.id_variable_group AND g.id_campaign = $1
        WHERE v.variable_code IN ('SEGMENTO_OBJETIVO', 'TIPO_DESCUENTO', 'CATEGORIA', 'MONTO_COMPRA', 'MARCA')`,
      [ownId, segment.code],
    );
  });
  afterAll(async () => {
    await db?.query(`DELETE FROM ${S}.campaigns WHERE id_campaign = $1`, [ownId]);
  });

  const brands = async () =>
    (
      await db.query<{ items: string[] }>(
        `SELECT cp.configuration_items AS items FROM ${S}.campaign_params cp JOIN ${S}.variables v USING (id_variable) WHERE cp.id_campaign = $1 AND v.variable_code = 'MARCA'`,
        [ownId],
      )
    ).rows[0]?.items;
  const processes = async () =>
    Number((await db.query(`SELECT count(*) FROM ${S}.process_history WHERE id_campaign = $1`, [ownId])).rows[0].count);

  it('asks before Enviar a proceso stores rules removed without Guardar, and tells the tag manager (hashed user) of each step', async () => {
    const { page, errors } = await signedInPage(browser, 'analyst@retail.demo');
    // A tag manager on the page sets up its data layer before the app starts.
    await page.addInitScript('window.dataLayer = [];');
    const layer = () => page.evaluate<Record<string, unknown>[]>('window.dataLayer ?? []');
    const events = async () => (await layer()).map((e) => e.event);
    await page.goto(`${gatewayUrl()}/campaigns/rules/${ownId}`);
    await expect.poll(() => page.getByRole('heading', { name: `Reglas de la campaña ${OWN}` }).count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(events, { timeout: 10_000 }).toContain('campaign_rules_edit');

    await page.getByRole('button', { name: 'Previsualizar' }).click();
    await expect.poll(events, { timeout: 20_000 }).toContain('campaign_rules_preview');

    // Removed on screen, not saved: sending asks first, and Cancelar leaves the stored rules as they were.
    await page.getByRole('button', { name: 'Quitar Marca' }).click();
    await page.getByRole('button', { name: 'Enviar a proceso' }).click();
    const ask = page.getByRole('dialog', { name: 'Enviar a proceso' });
    await expect.poll(() => ask.count()).toBe(1);
    expect(await ask.innerText()).toContain('Hay cambios en las reglas que aún no se han guardado');
    await shot(page, 'campaign-rules-send-unsaved');
    await ask.getByRole('button', { name: 'Cancelar' }).click();
    await expect.poll(() => ask.count()).toBe(0);
    expect(await brands()).toEqual(['ANDINA', 'CUMBRE']);
    expect(await processes()).toBe(0);
    expect(await events()).not.toContain('campaign_process_send');

    // Confirmed: the rules on screen are stored and sent.
    await page.getByRole('button', { name: 'Enviar a proceso' }).click();
    await ask.getByRole('button', { name: 'Guardar y enviar' }).click();
    await toast(page, 'La campaña se envió a proceso');
    expect(await brands()).toBeUndefined();
    expect(await processes()).toBe(1);
    await expect.poll(events).toContain('campaign_process_send');

    const pushed = await layer();
    const users = new Set(pushed.map((e) => e.user_id));
    expect(users.size).toBe(1);
    expect([...users][0]).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(pushed)).not.toContain('retail.demo');
    expect(pushed.find((e) => e.event === 'campaign_process_send')).toMatchObject({ campaign_code: OWN });
    expect(errors).toEqual([]);
  });

  it('shows one list per table parameter: after uploading 16 items the field and the rules panel both say 16', async () => {
    // Three items set before (as the rules spreadsheet sets them).
    await db.query(
      `INSERT INTO ${S}.campaign_params (id_campaign, id_variable_group, id_variable, configuration_items)
       SELECT $1, d.id_variable_group, d.id_variable, '["SKU-A", "SKU-B", "SKU-C"]'::jsonb
         FROM ${S}.variable_group_details d JOIN ${S}.variables v USING (id_variable)
         JOIN ${S}.campaign_variable_groups g ON g.id_variable_group = d.id_variable_group AND g.id_campaign = $1
        WHERE v.variable_code = 'LISTA_SKU'
       ON CONFLICT (id_campaign, id_variable_group, id_variable) DO UPDATE SET configuration_items = EXCLUDED.configuration_items`,
      [ownId],
    );
    const { page, errors } = await signedInPage(browser, 'analyst@retail.demo');
    await page.goto(`${gatewayUrl()}/campaigns/rules/${ownId}`);
    await expect.poll(() => page.getByRole('heading', { name: `Reglas de la campaña ${OWN}` }).count(), { timeout: 15_000 }).toBe(1);
    await page.getByTestId('rules-group-2').click();
    const panelLine = () => page.locator('.inca-configured li').filter({ hasText: 'Lista de productos' }).innerText();
    await expect.poll(() => page.getByText('Lista cargada: 3 ítems').count(), { timeout: 15_000 }).toBe(1);
    expect(await panelLine()).toContain('3 ítems');

    const items = Array.from({ length: 16 }, (_, i) => `SKU-${i + 1}`);
    await page
      .getByTestId('list-upload-LISTA_SKU')
      .setInputFiles({ name: 'lista.csv', mimeType: 'text/csv', buffer: Buffer.from(`items\r\n${items.join('\r\n')}\r\n`, 'utf8') });
    await toast(page, 'Se cargó la lista con 16 ítems.');
    await expect.poll(() => page.getByText('Lista cargada: 16 ítems').count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(panelLine).toContain('16 ítems');
    expect(await panelLine()).not.toContain('SKU-A');
    await shot(page, 'campaign-rules-one-list');

    // A one-item list is "1 ítem".
    await page
      .getByTestId('list-upload-LISTA_SKU')
      .setInputFiles({ name: 'uno.csv', mimeType: 'text/csv', buffer: Buffer.from('items\r\nSKU-1\r\n', 'utf8') });
    await toast(page, 'Se cargó la lista con 1 ítem.');
    await expect.poll(() => page.getByText('Lista cargada: 1 ítem', { exact: true }).count(), { timeout: 15_000 }).toBe(1);

    // An empty file is refused as empty.
    await page.getByTestId('list-upload-LISTA_SKU').setInputFiles({ name: 'vacia.csv', mimeType: 'text/csv', buffer: Buffer.alloc(0) });
    await toast(page, 'El archivo está vacío.');
    expect(errors).toEqual([]);
  });

  it('sends without asking when what is on screen is what is stored', async () => {
    await expect
      .poll(
        async () =>
          (
            await db.query(`SELECT process_status FROM ${S}.process_history WHERE id_campaign = $1 ORDER BY id_process DESC LIMIT 1`, [
              ownId,
            ])
          ).rows[0]?.process_status,
        { timeout: 30_000 },
      )
      .toMatch(/^(success|error)$/);
    const { page, errors } = await signedInPage(browser, 'analyst@retail.demo');
    await page.goto(`${gatewayUrl()}/campaigns/rules/${ownId}`);
    await expect.poll(() => page.getByRole('heading', { name: `Reglas de la campaña ${OWN}` }).count(), { timeout: 15_000 }).toBe(1);
    await page.getByRole('button', { name: 'Enviar a proceso' }).click();
    await toast(page, 'La campaña se envió a proceso');
    expect(await page.getByRole('dialog', { name: 'Enviar a proceso' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });
});

describe('campaign list and segment picker in the browser', () => {
  const A = 'audience_management';
  const CODE011 = `E2EB${RUN}`;
  let id011 = 0;
  /** Segments company 011 may use (own, shared with it, opened by its live approved request). */
  const USABLE = `(s.owner_company_code = '011'
    OR s.code IN (SELECT segment_code FROM ${A}.segment_shares WHERE shared_with_company_code = '011')
    OR s.code IN (SELECT segment_code FROM ${A}.access_requests WHERE requesting_company_code = '011' AND status = 'APPROVED'
                  AND (until_date IS NULL OR until_date >= (now() AT TIME ZONE 'America/Santiago')::date)))`;

  beforeAll(async () => {
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO ${S}.campaigns (itc_company_campaign_code, campaign_code, campaign_description, campaign_start_date, campaign_end_date, campaign_status, minimum_amount, flag_editable)
       VALUES ('011', $1, 'Campaña de prueba de segmentos', current_date, current_date + 20, 'ACTIVA', 0, true) RETURNING id_campaign AS id`,
      [CODE011],
    );
    id011 = rows[0]!.id;
    await db.query(
      `INSERT INTO ${S}.campaign_variable_groups (id_campaign, id_variable_group) SELECT $1, id_variable_group FROM ${S}.variable_groups WHERE variable_group_priority = 1`,
      [id011],
    );
  });

  afterAll(async () => {
    await db?.query(`DELETE FROM ${S}.campaigns WHERE id_campaign = $1`, [id011]);
  });

  it('keeps the pager in view and the rows while a filter loads; filters by file type; calendars close; the rules address without a campaign', async () => {
    const { page, errors } = await signedInPage(browser, 'admin@corp.demo');
    await page.goto(`${gatewayUrl()}/campaigns/list`);
    await expect.poll(() => page.getByTestId('campaign-row').count(), { timeout: 15_000 }).toBe(10);

    // The wide grid scrolls sideways; the pager under it stays where it is.
    const pagerBefore = (await page.locator('.inca-pager').boundingBox())!;
    const scrolled = await page.getByTestId('campaigns-table').evaluate((table) => {
      const box = table.parentElement!;
      box.scrollLeft = box.scrollWidth;
      return box.scrollLeft;
    });
    expect(scrolled).toBeGreaterThan(0);
    const pagerAfter = (await page.locator('.inca-pager').boundingBox())!;
    expect(pagerAfter.x).toBe(pagerBefore.x);
    expect(pagerAfter.x).toBeGreaterThanOrEqual(0);
    await shot(page, 'campaigns-list-scrolled');

    // At 1440 wide every column, brought into view from the start of the grid, is read whole: none
    // stays under the sticky actions column.
    const covered = await page.getByTestId('campaigns-table').evaluate((table) => {
      const box = table.parentElement!;
      const heads = [...table.querySelectorAll('thead th')];
      const actions = heads.pop()!;
      const under: string[] = [];
      for (const head of heads) {
        box.scrollLeft = 0;
        head.scrollIntoView({ block: 'nearest', inline: 'nearest' });
        const cell = head.getBoundingClientRect();
        if (cell.left < box.getBoundingClientRect().left - 1 || cell.right > actions.getBoundingClientRect().left + 1)
          under.push(head.textContent ?? '');
      }
      return under;
    });
    expect(covered).toEqual([]);
    await page.getByRole('columnheader', { name: 'Fin de uso' }).scrollIntoViewIfNeeded();
    await shot(page, 'campaigns-list-usage-end');

    // A slow answer: the previous rows stay (dimmed) and the pager keeps its numbers, never "0–0 de 0".
    await page.route('**/graphql', async (route) => {
      if (route.request().postData()?.includes('CampaignsPage')) await new Promise((r) => setTimeout(r, 2_500));
      await route.continue();
    });
    const { rows: typed } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${S}.campaigns WHERE file_type = 2`);
    await page.getByRole('button', { name: 'Filtros' }).click();
    await page.getByLabel('Tipo de archivo').selectOption({ label: 'PRODUCTOS' });
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect.poll(() => page.getByTestId('campaigns-table').getAttribute('aria-busy'), { timeout: 2_000 }).toBe('true');
    expect(await page.getByTestId('campaign-row').count()).toBe(10);
    expect(await page.getByTestId('pager-range').innerText()).not.toContain('0–0 de 0');
    await shot(page, 'campaigns-list-loading');
    await expect
      .poll(() => page.getByTestId('pager-range').innerText(), { timeout: 15_000 })
      .toBe(`1–10 de ${typed[0]!.n.toLocaleString('en-US')}`);
    await page.unroute('**/graphql');

    // A typed date closes its calendar, so Buscar can be pressed.
    await page.getByLabel('Vigente hasta').click();
    await expect.poll(() => page.locator('.bp6-datepicker').count()).toBe(1);
    await page.getByLabel('Vigente hasta').pressSequentially('2027-12-31');
    await expect.poll(() => page.locator('.bp6-datepicker').count()).toBe(0);
    await page.getByRole('button', { name: 'Buscar' }).click({ timeout: 5_000 });
    await shot(page, 'campaigns-list-file-type');

    // /campaigns/rules/ without a campaign: the list with a message, or the campaign kept from the list.
    // Evaluated in the page (this file is typed without the DOM library).
    await page.evaluate("localStorage.removeItem('inca.campaign')");
    await page.goto(`${gatewayUrl()}/campaigns/rules/`);
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/campaigns/list');
    await toast(page, 'No hay una campaña abierta. Elija una campaña de la lista para ver sus reglas.');
    await shot(page, 'campaigns-rules-without-campaign');
    await page.evaluate(`localStorage.setItem('inca.campaign', ${JSON.stringify(JSON.stringify({ id: String(id011), code: CODE011 }))})`);
    await page.goto(`${gatewayUrl()}/campaigns/rules/`);
    await expect.poll(() => page.getByRole('heading', { name: `Reglas de la campaña ${CODE011}` }).count(), { timeout: 15_000 }).toBe(1);
    expect(errors).toEqual([]);
  });

  it("offers a 011 campaign only 011's own and shared segments, searched on the server beyond the first page", async () => {
    const { rows: usable } = await db.query<{ code: string; name: string }>(
      `SELECT s.code, s.business_name AS name FROM ${A}.segments s WHERE ${USABLE} ORDER BY s.last_process_date ASC, s.code LIMIT 1`,
    );
    const { rows: foreign } = await db.query<{ code: string; name: string }>(
      `SELECT s.code, s.business_name AS name FROM ${A}.segments s WHERE NOT ${USABLE}
         AND NOT EXISTS (SELECT 1 FROM ${A}.segments u WHERE ${USABLE.replaceAll('s.', 'u.')} AND u.business_name = s.business_name) ORDER BY s.code LIMIT 1`,
    );
    const { rows: total } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${A}.segments s WHERE ${USABLE}`);
    const { page, errors } = await signedInPage(browser, 'admin@corp.demo');
    await page.goto(`${gatewayUrl()}/campaigns/rules/${id011}`);
    await expect.poll(() => page.getByRole('heading', { name: `Reglas de la campaña ${CODE011}` }).count(), { timeout: 15_000 }).toBe(1);
    await page.getByTestId('field-SEGMENTO_OBJETIVO').click();
    const modal = page.getByRole('dialog', { name: 'Elegir segmento' });
    await expect
      .poll(() => modal.getByTestId('pager-range').innerText(), { timeout: 15_000 })
      .toContain(`de ${total[0]!.n.toLocaleString('en-US')}`);
    const offered = await modal.locator('tr[data-code]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-code')!));
    const allowed = new Set(
      (await db.query<{ code: string }>(`SELECT s.code FROM ${A}.segments s WHERE ${USABLE}`)).rows.map((r) => r.code),
    );
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.every((code) => allowed.has(code))).toBe(true);

    // Another company's segment is not offered, even by its exact name.
    await modal.getByLabel('Nombre', { exact: true }).fill(foreign[0]!.name);
    await modal.getByRole('button', { name: 'Filtrar' }).click();
    await expect.poll(() => modal.getByText('No hay segmentos que coincidan.').count(), { timeout: 15_000 }).toBe(1);

    // The least recently processed usable segment (the last page) is found by its name.
    await modal.getByLabel('Nombre', { exact: true }).fill(usable[0]!.name);
    await modal.getByRole('button', { name: 'Filtrar' }).click();
    await expect.poll(() => modal.locator(`tr[data-code="${usable[0]!.code}"]`).count(), { timeout: 15_000 }).toBe(1);
    await shot(page, 'campaign-segment-modal-server-search');
    await modal.locator(`tr[data-code="${usable[0]!.code}"]`).getByRole('button', { name: 'Elegir' }).click();
    await page.getByRole('button', { name: 'Sí, usar' }).click();
    await expect.poll(() => page.getByTestId('field-SEGMENTO_OBJETIVO').innerText(), { timeout: 5_000 }).toContain(usable[0]!.code);
    expect(errors).toEqual([]);
  });
});
