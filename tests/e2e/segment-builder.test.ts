import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { gatewayUrl } from '../src/client.ts';
import { launchBrowser, shot, signedInPage } from '../src/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('segment builder in the browser', () => {
  it('builds with four attribute types, refuses a stale preview, saves, views and edits', async () => {
    const { page, errors } = await signedInPage(browser, 'analyst@retail.demo');
    await page.goto(`${gatewayUrl()}/segments/list`);
    await page.getByRole('button', { name: 'Nuevo segmento' }).click();
    await page.waitForURL(/\/segments\/new/);

    // BOOLEAN and MULTI_SELECT in "Datos de contacto".
    await page.getByText('Tiene correo electrónico').click();
    await page.getByRole('group', { name: 'Canal preferido' }).getByText('WhatsApp').click();
    // RANGE and SELECT in "Perfil".
    await page.getByRole('menuitem', { name: /^Perfil/ }).click();
    await page.getByLabel('Edad desde').fill('25');
    await page.getByLabel('Edad hasta').fill('45');
    await page.getByLabel('Tramo de ingresos').selectOption({ label: '$1 a $2 millones' });
    // INPUT_COMPARE in "Comportamiento de compra".
    await page.getByRole('menuitem', { name: /^Comportamiento de compra/ }).click();
    await page.getByLabel('Compras últimos 12 meses valor').fill('2');
    await expect.poll(() => page.getByTestId('selected-filters').locator('li').count()).toBe(5);

    // Field rules first: the description is required.
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect.poll(() => page.getByText('La Descripción es requerida').count()).toBe(1);
    await page.getByLabel('Nombre', { exact: true }).fill('Retail_Navegador compras');
    await page.getByLabel('Descripción').fill('Clientes con WhatsApp y compras recientes');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect
      .poll(() => page.getByTestId('builder-problem').innerText())
      .toBe('Debe obtener la previsualización, presionando el botón de Pre Visualizar.');
    await page.getByRole('button', { name: 'Pre Visualizar' }).click();
    await expect.poll(() => page.getByTestId('count-unique').count(), { timeout: 15_000 }).toBe(1);
    const reach = await page.getByTestId('count-unique').innerText();
    expect(Number(reach.replace(/,/g, ''))).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId('low-contactable').count()).toBe(1);

    // Changing the selection after the preview blocks the save until a new preview.
    await page.getByLabel('Compras últimos 12 meses valor').fill('3');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect.poll(() => page.getByTestId('builder-problem').innerText()).toBe('Debe realizar la previsualización antes de guardar.');
    await shot(page, 'builder-stale-preview');
    await page.getByRole('button', { name: 'Pre Visualizar' }).click();
    await expect.poll(() => page.locator('.inca-stale').count()).toBe(0);
    await shot(page, 'builder-previewed');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.waitForURL(/\/segments\/SEG\d+\/view/, { timeout: 15_000 });
    await expect.poll(() => page.getByText('¡El segmento se ha guardado correctamente!').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByRole('heading', { name: 'INCA_Retail_Navegador compras' }).count()).toBe(1);
    await page.getByRole('menuitem', { name: /^Perfil/ }).click();
    expect(await page.getByLabel('Edad desde').inputValue()).toBe('25');
    expect(await page.getByLabel('Edad desde').isDisabled()).toBe(true);
    await shot(page, 'builder-view');
    const code = page.url().match(/segments\/(SEG\d+)\/view/)![1]!;

    await page.getByRole('button', { name: 'Editar' }).click();
    await page.waitForURL(new RegExp(`/segments/${code}/edit`));
    await page.getByRole('menuitem', { name: /^Perfil/ }).click();
    await expect.poll(() => page.getByLabel('Edad hasta').inputValue()).toBe('45');
    await page.getByLabel('Edad hasta').fill('50');
    await page.getByRole('button', { name: 'Pre Visualizar' }).click();
    await expect.poll(() => page.locator('.inca-stale').count()).toBe(0);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.waitForURL(new RegExp(`/segments/${code}/view`), { timeout: 15_000 });
    await page.getByRole('menuitem', { name: /^Perfil/ }).click();
    await expect.poll(() => page.getByLabel('Edad hasta').inputValue()).toBe('50');
    expect(errors).toEqual([]);
    await page.context().close();

    // An analyst of another company cannot open it.
    const other = await signedInPage(browser, 'analyst@brand.demo');
    await other.page.goto(`${gatewayUrl()}/segments/${code}/view`);
    await other.page.waitForURL(/\/segments\/list/, { timeout: 15_000 });
    await expect.poll(() => other.page.getByText('El segmento no existe o no tiene acceso a él.').count()).toBe(1);
    await other.page.context().close();
  }, 120_000);

  it('a dependent attribute asks for its parent', async () => {
    const { page } = await signedInPage(browser, 'analyst@retail.demo');
    await page.goto(`${gatewayUrl()}/segments/new`);
    await page.getByRole('menuitem', { name: /^Ubicación/ }).click();
    await page.getByRole('group', { name: 'Comuna' }).getByText('Providencia').click();
    await page.getByRole('button', { name: 'Pre Visualizar' }).click();
    await expect
      .poll(() => page.getByTestId('builder-problem').innerText())
      .toBe('El atributo Comuna, requiere un valor para el atributo (Ubicación: Región).');
    await shot(page, 'builder-dependency');
    await page.context().close();
  });

  it('the administrator chooses the company of a new segment and of a new cross table, and the proposed name follows its alias', async () => {
    const { page, errors } = await signedInPage(browser, 'admin@corp.demo');
    for (const route of ['/segments/new', '/segments/cross-table/new']) {
      await page.goto(`${gatewayUrl()}${route}`);
      const company = page.getByLabel('Empresa');
      // Every company of the access list, not a fixed "Empresa: 032 · Corporativo".
      await expect.poll(() => company.locator('option').count(), { timeout: 10_000 }).toBe(4);
      // The proposed name starts with what the name rule accepts: the company's alias.
      expect(await page.getByLabel('Nombre', { exact: true }).inputValue()).toBe('Corporativo_');
      await company.selectOption({ label: '022 · Retail' });
      await expect.poll(() => page.getByLabel('Nombre', { exact: true }).inputValue()).toMatch(/^retail_/i);
    }
    await shot(page, 'builder-company-choice');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('the organisation steward chooses among the three companies of their access list too', async () => {
    const { page, errors } = await signedInPage(browser, 'steward@corp.demo');
    for (const route of ['/segments/new', '/segments/cross-table/new']) {
      await page.goto(`${gatewayUrl()}${route}`);
      await expect.poll(() => page.getByLabel('Empresa').locator('option').count(), { timeout: 10_000 }).toBe(3);
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('merges two segments: preview required, then saved and shown read-only', async () => {
    const { page, errors } = await signedInPage(browser, 'analyst@retail.demo');
    await page.goto(`${gatewayUrl()}/segments/list`);
    await page.getByRole('button', { name: 'Combinar segmentos' }).click();
    await page.waitForURL(/\/segments\/merge\/new/);
    expect(await page.getByLabel('Nombre').inputValue()).toBe('retail_');
    await page.getByRole('button', { name: 'Pre Visualizar' }).click();
    await expect.poll(() => page.getByText('El Segmento A es requerido').count()).toBe(1);
    await expect.poll(() => page.locator('#merge-a option').count()).toBeGreaterThan(2);
    const first = await page.locator('#merge-a option').nth(1).getAttribute('value');
    await page.locator('#merge-a').selectOption(first!);
    expect(await page.locator(`#merge-b option[value="${first}"]`).count()).toBe(0);
    await page.locator('#merge-b').selectOption({ index: 1 });
    await page.getByLabel('Tipo de cruce').selectOption({ label: 'Unión' });
    await page.getByLabel('Nombre').fill('retail_unión navegador');
    await page.getByLabel('Descripción').fill('Unión de dos segmentos');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect
      .poll(() => page.getByTestId('builder-problem').innerText())
      .toBe('Debe obtener la previsualización, presionando el botón de Pre Visualizar.');
    await page.getByRole('button', { name: 'Pre Visualizar' }).click();
    await expect.poll(() => page.getByTestId('count-unique').count(), { timeout: 15_000 }).toBe(1);
    await shot(page, 'merge-previewed');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.waitForURL(/\/segments\/merge\/SEG\d+\/view/, { timeout: 15_000 });
    await expect.poll(() => page.getByRole('heading', { name: 'INCA_retail_unión navegador' }).count()).toBe(1);
    expect(await page.locator('#merge-a').isDisabled()).toBe(true);
    expect(await page.locator('#merge-a').inputValue()).toBe(first);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
