import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { gatewayUrl, graphql, login } from '../src/client.ts';
import { SHOTS, launchBrowser, shot, signedInPage } from '../src/browser.ts';

/*
 * The configuration screen in the browser (spec §2.7): the admin turns a company's flag on
 * in edit mode and saves it (then back off), reads its history, verifies an ads account against the
 * simulators and opens the day's checks; a non-admin who opens the address is sent home.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
const RUN = Date.now().toString(36).slice(-5);
let savedFlags: Record<string, unknown> | undefined;
beforeAll(async () => {
  const db = new pg.Client({ connectionString: inject('databaseUrl') });
  await db.connect();
  savedFlags = (await db.query("SELECT * FROM audience_management.company_flags WHERE company_code = '011'")).rows[0];
  await db.end();
});
afterAll(async () => {
  await browser?.close();
  const db = new pg.Client({ connectionString: inject('databaseUrl') });
  await db.connect();
  await db.query('DELETE FROM audience_management.ads_accounts WHERE technical_name = $1', [`e2e_cuenta_${RUN}`]);
  // Whatever happened above, 011's flags end as they were.
  if (savedFlags)
    await db.query("UPDATE audience_management.company_flags SET retail_purchase_prediction = $1 WHERE company_code = '011'", [
      savedFlags.retail_purchase_prediction,
    ]);
  else await db.query("DELETE FROM audience_management.company_flags WHERE company_code = '011'");
  await db.end();
});

// The flag the test switches: 011's purchase prediction, which no other test reads (restored in afterAll).
const predictionOf = async (code: string) => {
  const { token } = await login('admin@corp.demo');
  const r = await graphql<{ companyConfigurations: { company: { code: string }; flags: { retailPurchasePrediction: boolean } }[] }>(
    '{ companyConfigurations { company { code } flags { retailPurchasePrediction } } }',
    { token },
  );
  return r.data!.companyConfigurations.find((c) => c.company.code === code)!.flags.retailPurchasePrediction;
};

describe('configuration screen', () => {
  it('the admin switches a flag in edit mode, saves, sees the history and verifies an ads account', async () => {
    const { page, errors } = await signedInPage(browser, 'admin@corp.demo');
    await page.getByRole('link', { name: 'Configuración' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Configuración de empresas' }).count(), { timeout: 15_000 }).toBe(1);
    const row = page.getByTestId('flags-row-011');
    await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(1);
    const before = await predictionOf('011');
    const box = row.getByRole('checkbox', { name: /^Predicción de compra/ });
    expect(await box.isDisabled()).toBe(true);

    await row.getByRole('button', { name: /^Editar activadores/ }).click();
    await box.click({ force: true });
    await shot(page, 'configuration-flags-edit');
    await row.getByRole('button', { name: 'Guardar' }).click();
    await expect.poll(() => page.getByText('Operación realizada con éxito.').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await expect.poll(() => predictionOf('011')).toBe(!before);

    await row.getByRole('button', { name: /^Historial de cambios/ }).click();
    const history = page.getByRole('dialog');
    const newest = history.locator('tbody tr').first();
    await expect
      .poll(() => newest.textContent(), { timeout: 10_000 })
      .toContain(`Predicción de compra: ${before ? 'Desactivado' : 'Activado'}`);
    expect(await newest.textContent()).toContain('admin@corp.demo');
    await shot(page, 'configuration-flags-history');
    await page.keyboard.press('Escape');

    // Back as it was, through the screen again.
    await row.getByRole('button', { name: /^Editar activadores/ }).click();
    await box.click({ force: true });
    await row.getByRole('button', { name: 'Guardar' }).click();
    await expect.poll(() => predictionOf('011'), { timeout: 10_000 }).toBe(before);

    await page.getByRole('tab', { name: 'Cuentas publicitarias' }).click();
    await page.locator('#ads-company').selectOption('022');
    const table = page.getByTestId('ads-accounts-table');
    await expect.poll(() => table.locator('tbody tr').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await table.locator('tbody tr').first().getByRole('button', { name: 'Verificar cuenta' }).click();
    await expect
      .poll(() => page.getByText('Se ha verificado la cuenta revise el detalle.').count(), { timeout: 20_000 })
      .toBeGreaterThan(0);
    await table.locator('tbody tr').first().getByRole('button', { name: 'Ver detalle' }).click();
    await expect.poll(() => page.getByTestId('ads-checks').locator('tbody tr').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await shot(page, 'configuration-ads-checks');
    await page.keyboard.press('Escape');

    // Register a new account: company data, then the Facebook channel with its id and a credential.
    const rows = await table.locator('tbody tr').count();
    await page.getByRole('button', { name: 'Registrar Nuevo' }).click();
    const form = page.getByTestId('ads-account-form');
    await form.getByLabel('Nombre de la cuenta').fill(`Cuenta e2e ${RUN}`);
    await form.getByLabel('Nombre técnico').fill(`e2e_cuenta_${RUN}`);
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect
      .poll(() => form.getByRole('alert').textContent(), { timeout: 10_000 })
      .toContain('Active al menos un canal para la cuenta.');
    await form.getByRole('tab', { name: 'Facebook' }).click();
    await form.getByText('Canal activo').click();
    await form.getByLabel('ID de la cuenta en la plataforma').fill('1234567890');
    await form.getByLabel('Credencial (token)').fill(`token-${RUN}`);
    await shot(page, 'configuration-ads-register');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect.poll(() => page.getByText('El registro se guardó correctamente.').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await expect.poll(() => table.locator('tbody tr').count(), { timeout: 10_000 }).toBe(rows + 1);
    await table.getByRole('button', { name: `Editar Cuenta e2e ${RUN}` }).click();
    await page
      .getByTestId('ads-account-form')
      .getByRole('tab', { name: /Facebook/ })
      .click();
    await expect.poll(() => page.getByText('Hay una credencial guardada; déjela vacía para conservarla.').count()).toBe(1);
    expect(await page.getByLabel('Credencial (token)').inputValue()).toBe('');
    expect(errors).toEqual([]);
  });

  it('a user who is not the admin is sent home from the address and has no menu entry', async () => {
    const { page, errors } = await signedInPage(browser, 'analyst@retail.demo');
    expect(await page.getByRole('link', { name: 'Configuración' }).count()).toBe(0);
    await page.goto(`${gatewayUrl()}/configuration/companies`);
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toBe('/');
    expect(errors).toEqual([]);
  });

  it('after Verificar the account shows when it was checked, not "Nunca"', async () => {
    const { page, errors } = await signedInPage(browser, 'admin@corp.demo');
    await page.goto(`${gatewayUrl()}/configuration/companies`);
    await page.getByRole('tab', { name: 'Cuentas publicitarias' }).click();
    await page.locator('#ads-company').selectOption('022');
    const row = page.getByTestId('ads-accounts-table').locator('tbody tr').first();
    await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(1);
    await row.getByRole('button', { name: 'Verificar cuenta' }).click();
    await expect
      .poll(() => page.getByText('Se ha verificado la cuenta revise el detalle.').count(), { timeout: 20_000 })
      .toBeGreaterThan(0);
    await expect.poll(() => row.locator('td').nth(2).textContent(), { timeout: 10_000 }).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    await page.reload();
    await page.getByRole('tab', { name: 'Cuentas publicitarias' }).click();
    await page.locator('#ads-company').selectOption('022');
    await expect
      .poll(() => page.getByTestId('ads-accounts-table').locator('tbody tr').first().locator('td').nth(2).textContent(), {
        timeout: 10_000,
      })
      .not.toBe('Nunca');
    await shot(page, 'configuration-ads-verified');
    expect(errors).toEqual([]);
  });

  it("the admin's header keeps one row at 1440 px wide", async () => {
    const { page, errors } = await signedInPage(browser, 'admin@corp.demo');
    const bar = (await page.locator('.inca-navbar').boundingBox())!;
    expect(bar.height).toBeLessThanOrEqual(56);
    const links = page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link');
    expect(await links.count()).toBeGreaterThanOrEqual(9);
    // One row: every entry visible inside the bar's single line.
    for (const link of await links.all()) {
      const box = (await link.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(bar.y + bar.height);
    }
    expect(await page.getByTestId('logout').isVisible()).toBe(true);
    await page.screenshot({ path: `${SHOTS}/shell-admin-header.png`, clip: { x: 0, y: 0, width: 1440, height: 120 } });
    expect(errors).toEqual([]);
  });

  it('a refused ads account shows each field message under its field and "No se pudo guardar el registro."', async () => {
    const { page, errors } = await signedInPage(browser, 'admin@corp.demo');
    await page.goto(`${gatewayUrl()}/configuration/companies`);
    await page.getByRole('tab', { name: 'Cuentas publicitarias' }).click();
    await page.getByRole('button', { name: 'Registrar Nuevo' }).click();
    const form = page.getByTestId('ads-account-form');
    await form.getByLabel('Nombre de la cuenta').fill('ab');
    await form.getByLabel('Nombre técnico').fill('Con Mayúsculas');
    await form.getByLabel('Correo del responsable de TI').fill('no-es-correo');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect.poll(() => form.getByRole('alert').textContent(), { timeout: 10_000 }).toContain('No se pudo guardar el registro.');
    const under = (label: string) =>
      form.getByLabel(label).locator('xpath=ancestor::div[contains(@class, "bp6-form-group")][1]').textContent();
    await expect.poll(() => under('Nombre de la cuenta')).toContain('El nombre de la cuenta debe tener entre 3 y 80 caracteres.');
    expect(await under('Nombre técnico')).toContain('El nombre técnico usa minúsculas, dígitos y guiones bajos (3 a 60).');
    expect(await under('Correo del responsable de TI')).toContain('Ingrese un correo electrónico válido.');
    await shot(page, 'configuration-ads-field-errors');
    expect(errors).toEqual([]);
  });
});
