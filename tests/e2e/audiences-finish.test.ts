import ExcelJS from 'exceljs';
import pg from 'pg';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { gatewayUrl, graphql, login } from '../src/client.ts';
import { launchBrowser, shot, signedInPage } from '../src/browser.ts';

/** In the browser: the platform API health checked by the connectors, and the server-built Excel file. */

const SCHEMA = 'audience_management';
let browser: Browser;
let db: pg.Client;
let saved: { id: string; api_errors: unknown; api_checked_at: string | null }[] = [];
const sim = (path: string, init?: RequestInit) => fetch(`${inject('simulatorsUrl')}${path}`, init);

beforeAll(async () => {
  browser = await launchBrowser();
  db = new pg.Client({ connectionString: inject('databaseUrl') });
  await db.connect();
  saved = (await db.query(`SELECT id, api_errors, api_checked_at FROM ${SCHEMA}.ads_accounts WHERE company_code = '022'`)).rows;
  // Today's check has not run yet for 022 (another file may have run it).
  await db.query(`UPDATE ${SCHEMA}.ads_accounts SET api_checked_at = NULL WHERE company_code = '022'`);
});

afterAll(async () => {
  await sim('/__sim/faults', { method: 'DELETE' });
  for (const a of saved)
    await db.query(`UPDATE ${SCHEMA}.ads_accounts SET api_errors = $2::jsonb, api_checked_at = $3 WHERE id = $1`, [
      a.id,
      JSON.stringify(a.api_errors),
      a.api_checked_at,
    ]);
  await db.query(`DELETE FROM ${SCHEMA}.ads_account_validations WHERE ads_account_id = ANY($1::bigint[])`, [saved.map((a) => a.id)]);
  await db.end();
  await browser?.close();
});

describe('audience list: platform API health and the Excel file', () => {
  it('opening the health dialog checks the APIs with the connectors; "Verificar ahora" checks again', async () => {
    // Meta answers the next check with an expired token.
    const set = await sim('/__sim/faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ platform: 'meta', health: 'CREDENTIALS', count: 1 }),
    });
    expect(set.status).toBe(204);
    const { page, errors } = await signedInPage(browser, 'analyst@retail.demo');
    await page.goto(`${gatewayUrl()}/audiences/list`);
    await page.getByRole('button', { name: 'Estado de las APIs' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByText(/Última verificación/).count(), { timeout: 20_000 }).toBeGreaterThan(0);
    const facebook = dialog.locator('[data-testid="api-health-row"][data-kind="CREDENTIALS"]');
    await expect.poll(() => facebook.count(), { timeout: 10_000 }).toBe(1);
    expect(await facebook.innerText()).toContain(
      'La API de Facebook Ads no está disponible en este momento, contáctese con su administrador de TI',
    );
    expect(await facebook.innerText()).toContain('Error de credenciales');
    await shot(page, 'audiences-api-health-credentials');

    await dialog.getByRole('button', { name: 'Verificar ahora' }).click();
    await expect
      .poll(() => dialog.locator('[data-testid="api-health-row"][data-state="UNAVAILABLE"]').count(), { timeout: 20_000 })
      .toBe(0);
    expect(await dialog.locator('[data-testid="api-health-row"][data-state="AVAILABLE"]').count()).toBeGreaterThanOrEqual(8);
    await shot(page, 'audiences-api-health-available');
    await dialog.getByRole('button', { name: 'Cerrar' }).click();

    // The whole list of 022 as a file built by the server.
    const { token } = await login('analyst@retail.demo');
    const total = (await graphql<{ audiences: { totalCount: number } }>('{ audiences { totalCount } }', { token })).data!.audiences
      .totalCount;
    expect(total).toBeGreaterThan(10);
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 30_000 }),
      page.getByRole('button', { name: 'Descargar Excel' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('lista_audiencias.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await download.path())!);
    expect(workbook.worksheets[0]!.actualRowCount - 1).toBe(total);
    await expect.poll(() => page.getByText(/Se descargaron/).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await shot(page, 'audiences-list-downloaded');
    expect(errors).toEqual([]);
    await page.context().close();
  }, 120_000);
});
