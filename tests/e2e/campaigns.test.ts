import ExcelJS from 'exceljs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { RULES_SHEET_COLUMNS } from '@inca/domain';
import { gatewayUrl } from '../src/client.ts';
import { launchBrowser, shot, signedInPage } from '../src/browser.ts';

/*
 * Campaigns in the browser (issue 12): a retail analyst configures a campaign's rules through two
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

const toast = (page: Page, text: string) => expect.poll(() => page.locator('.bp6-toast').filter({ hasText: text }).count(), { timeout: 20_000 }).toBeGreaterThan(0);
const paramOf = async (code: string) =>
  (
    await db.query(
      `SELECT cp.* FROM ${S}.campaign_params cp JOIN ${S}.variables v USING (id_variable) WHERE cp.id_campaign = $1 AND v.variable_code = $2`,
      [campaignId, code],
    )
  ).rows[0];

describe('campaigns in the browser (issue 12)', () => {
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
    await expect.poll(() => page.locator('.bp6-toast').filter({ hasText: 'Ingrese al menos un valor para filtrar' }).count()).toBeGreaterThan(0);
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
      .poll(async () => (await db.query(`SELECT process_status FROM ${S}.process_history WHERE id_campaign = $1 ORDER BY id_process DESC LIMIT 1`, [campaignId])).rows[0]?.process_status, {
        timeout: 30_000,
      })
      .toBe('success');
    const products = Number((await db.query(`SELECT count(*) FROM ${S}.campaign_products WHERE id_campaign = $1`, [campaignId])).rows[0].count);
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
    await page.getByTestId('rules-upload-input').setInputFiles({ name: `reglas ${RUN}.xlsx`, mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: file });
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
    await page.getByTestId('list-upload-LISTA_SKU').setInputFiles({ name: `productos ${RUN}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
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
    const lines = text.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines[0]).toBe('items');
    expect(lines.slice(1).map((l) => l.replace(/^"(.*)"$/, '$1'))).toEqual(items);
    expect(errors).toEqual([]);
  });
});
