import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { Browser } from 'playwright-core';
import { gatewayUrl } from '../src/client.ts';
import { launchBrowser, shot, signedInPage } from '../src/browser.ts';

/*
 * Reports in the browser: the admin registers a report through the modal form; a user of
 * 024 opens the omnichannel report and sees its charts drawn from the platform's own data (the time
 * to the first chart is printed, not asserted); a user of 022 sees the spec's empty state.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const RUN = Date.now().toString(36).slice(-5);

describe('reports in the browser', () => {
  it('the admin creates a built-in report in the modal, finds it by title and opens it', async () => {
    const { page, errors } = await signedInPage(browser, 'admin@corp.demo');
    await page.goto(`${gatewayUrl()}/reports/management`);
    await expect.poll(() => page.getByRole('heading', { name: 'Gestión de reportes' }).count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => page.getByTestId('reports-table').locator('tbody tr').count()).toBeGreaterThan(2);

    // The filter needs a title or a description.
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'Ingrese un título o una descripción para filtrar.' }).count())
      .toBe(1);

    await page.getByRole('button', { name: 'Nuevo reporte' }).click();
    const form = page.getByTestId('report-form');
    await form.getByLabel('Código').fill(`e2e-${RUN}`);
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect.poll(() => form.getByText('Este campo es obligatorio.').count()).toBeGreaterThan(0);
    await form.getByLabel('Título').fill(`Reporte e2e ${RUN}`);
    await form.getByLabel('Descripción').fill('Rendimiento de las publicaciones, para la prueba.');
    await form.getByLabel('Enlace').selectOption('inca:performance');
    await shot(page, 'reports-form');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect.poll(() => page.getByText('El reporte se guardó correctamente.').count(), { timeout: 10_000 }).toBe(1);

    // The modal closes after the save; the filter's Título is then the only one on the page.
    await expect.poll(() => page.getByTestId('report-form').count(), { timeout: 10_000 }).toBe(0);
    await page.getByRole('form', { name: 'Filtros' }).getByLabel('Título', { exact: true }).fill(`e2e ${RUN}`);
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect.poll(() => page.getByTestId('reports-table').locator('tbody tr').count()).toBe(1);
    await shot(page, 'reports-management');
    await page.getByRole('button', { name: `Ver Reporte e2e ${RUN}` }).click();
    await expect.poll(() => page.getByTestId('chart-published').locator('canvas').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await shot(page, 'reports-view');
    expect(errors).toEqual([]);
  });

  it('a user of 024 opens the omnichannel report and sees charts; its figures download as xlsx', async () => {
    const { page, errors } = await signedInPage(browser, 'user@brand.demo');
    await page.goto(`${gatewayUrl()}/reports/management`);
    await expect.poll(() => page.getByRole('heading', { name: 'Reportes disponibles' }).count(), { timeout: 15_000 }).toBe(1);
    expect(await page.getByRole('button', { name: 'Nuevo reporte' }).count()).toBe(0);
    const clickedAt = await page.evaluate(() => performance.now());
    await page.getByRole('link', { name: 'Omnicanal' }).click();
    await expect.poll(() => page.getByTestId('chart-created').locator('canvas').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    // Opening the report (the click) to its first chart drawn: printed for the closing note, not asserted.
    await expect.poll(() => page.evaluate(() => performance.getEntriesByName('inca-first-chart').length)).toBe(1);
    const firstChartMs = await page.evaluate(
      (from) => Math.round(performance.getEntriesByName('inca-first-chart')[0]!.startTime - from),
      clickedAt,
    );
    console.log(`report_first_chart_ms=${firstChartMs}`);
    expect(await page.getByText('Audiencias creadas', { exact: true }).count()).toBe(1);
    await shot(page, 'reports-omnichannel');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('chart-created').getByRole('button', { name: 'Descargar datos' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Audiencias creadas por mes.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await download.path())!);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Mes', 'Plataforma', 'Cantidad']);
    expect(sheet.rowCount).toBeGreaterThan(1);
    expect(errors).toEqual([]);
  });

  it("the admin reads the monetization report's coupon redemptions per day next to billing", async () => {
    const { page, errors } = await signedInPage(browser, 'admin@corp.demo');
    await page.goto(`${gatewayUrl()}/reports/monetization`);
    const coupons = page.getByTestId('chart-coupons');
    await expect.poll(() => coupons.locator('canvas').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await coupons.getByText('Canje de cupones').count()).toBe(1);
    await expect.poll(() => page.getByTestId('chart-billing').locator('canvas').count()).toBeGreaterThan(0);
    await shot(page, 'reports-monetization');
    expect(errors).toEqual([]);
  });

  it('a user of 022 sees the omnichannel empty state', async () => {
    const { page, errors } = await signedInPage(browser, 'user@retail.demo');
    await page.goto(`${gatewayUrl()}/reports/omnichannel`);
    await expect.poll(() => page.getByText('Aún no tenemos este reporte').count(), { timeout: 15_000 }).toBe(1);
    expect(await page.getByText('Una vez que el reporte esté listo podrás verlo aquí').count()).toBe(1);
    await shot(page, 'reports-omnichannel-empty');
    expect(errors).toEqual([]);
  });

  it('an update hour of 25:00 is not kept as a tag: the report form says what is wrong with it', async () => {
    const { page, errors } = await signedInPage(browser, 'admin@corp.demo');
    await page.goto(`${gatewayUrl()}/reports/management`);
    await expect.poll(() => page.getByRole('heading', { name: 'Gestión de reportes' }).count(), { timeout: 15_000 }).toBe(1);
    await page.getByRole('button', { name: 'Nuevo reporte' }).click();
    const form = page.getByTestId('report-form');
    const hours = form.getByLabel('Horas de actualización');
    await hours.fill('25:00');
    await hours.press('Enter');
    await expect.poll(() => form.getByText('«25:00» no es una hora válida: escriba HH:MM entre 00:00 y 23:59.').count()).toBe(1);
    expect(await form.locator('.bp6-tag').allInnerTexts()).toEqual(['06:00']);
    expect(await hours.inputValue()).toBe('25:00');
    // Enter only adds an hour: the form is not sent (no "required" messages on the empty fields).
    expect(await form.getByText('Este campo es obligatorio.').count()).toBe(0);
    await shot(page, 'reports-form-bad-hour');
    await hours.fill('18:30');
    await hours.press('Enter');
    await expect.poll(() => form.locator('.bp6-tag').allInnerTexts()).toEqual(['06:00', '18:30']);
    expect(await form.getByText(/no es una hora válida/).count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
