import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { gatewayUrl, graphql, login } from '../src/client.ts';
import { launchBrowser, shot, signedInPage } from '../src/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const openList = async (page: Page) => {
  await page.getByRole('link', { name: 'Segmentos' }).click();
  await page.waitForURL(/\/segments\/list/);
  await expect.poll(() => page.getByTestId('segment-row').count(), { timeout: 15_000 }).toBeGreaterThan(0);
};

/** Opens the list filtered to one segment the user may act on, found through the API. */
async function openRowWith(page: Page, email: string, company: string, permission: 'canShare' | 'canDuplicate') {
  const { token } = await login(email);
  const nodes = (
    await graphql<{ segments: { nodes: { code: string; name: string; canShare: boolean; canDuplicate: boolean }[] } }>(
      `{ segments(filter: { companyCodes: ["${company}"], shared: NOT_SHARED }, pageSize: 200) { nodes { code name canShare canDuplicate } } }`,
      { token },
    )
  ).data!.segments.nodes;
  const target = nodes.find((n) => n[permission] && !n.name.includes('copia'))!;
  await openList(page);
  await page.getByRole('button', { name: /^Filtros/ }).click();
  await page.getByLabel('Nombre').fill(target.name);
  await page.getByRole('button', { name: 'Buscar' }).click();
  const row = page.locator(`[data-code="${target.code}"]`);
  await expect.poll(() => row.count()).toBe(1);
  await row.getByTestId('row-actions').click();
  return target;
}

const headers = (page: Page) => page.locator('[data-testid=segments-table] thead th').allInnerTexts();
const rowCodes = (page: Page) => page.getByTestId('segment-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-code')));

describe('segment list in the browser', () => {
  for (const [email, seesCompany] of [
    ['admin@corp.demo', true],
    ['steward@corp.demo', true],
    ['analyst@retail.demo', true],
    ['user@retail.demo', false],
    ['analyst@brand.demo', false],
    ['user@brand.demo', false],
  ] as const) {
    it(`${email} sees the columns of their role, 10 rows a page`, async () => {
      const { page, errors } = await signedInPage(browser, email);
      await openList(page);
      const cols = (await headers(page)).map((h) => h.trim());
      expect(cols.includes('Empresa')).toBe(seesCompany);
      expect(cols).toEqual(
        expect.arrayContaining([
          'Segmento',
          'Tipo',
          'Fecha de creación',
          'Última modificación',
          'Usuarios únicos',
          'Audiencias',
          'Acciones',
        ]),
      );
      expect(await page.getByTestId('segment-row').count()).toBe(10);
      await shot(page, `segments-${email.replace(/[@.]/g, '_')}`);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }

  it('filters by name and type, pages, and restores page and filters after leaving', async () => {
    const { page } = await signedInPage(browser, 'admin@corp.demo');
    await openList(page);
    await page.getByRole('button', { name: /^Filtros/ }).click();
    await page.getByLabel('Nombre').fill('clientes');
    await page.getByLabel('Tipo').selectOption({ label: 'Segmento de contacto' });
    await page.getByRole('button', { name: 'Buscar' }).click();
    // Each check first needs rows on screen: an empty list would satisfy any `every`.
    await expect
      .poll(async () => {
        const names = await page.locator('.inca-segment-name').allInnerTexts();
        return names.length > 0 && names.every((n) => n.toLowerCase().includes('clientes'));
      })
      .toBe(true);
    const types = await page.locator('[data-testid=segment-row] td:nth-child(3)').allInnerTexts();
    expect(types.length).toBeGreaterThan(0);
    for (const t of types) expect(t).toContain('Segmento de contacto');
    await shot(page, 'segments-filtered');

    await page.getByRole('button', { name: 'Limpiar' }).click();
    await expect.poll(() => page.getByTestId('pager-page').innerText()).toMatch(/^Página 1 de/);
    await page.getByRole('button', { name: 'Página siguiente' }).click();
    await expect.poll(() => page.getByTestId('pager-page').innerText()).toMatch(/^Página 2 de/);
    const second = await rowCodes(page);
    await page.getByRole('link', { name: 'Inicio' }).click();
    await page.waitForURL(`${gatewayUrl()}/`);
    await page.getByRole('link', { name: 'Segmentos' }).click();
    await expect.poll(() => page.getByTestId('pager-page').innerText()).toMatch(/^Página 2 de/);
    await expect.poll(() => rowCodes(page)).toEqual(second);
    await page.getByRole('button', { name: 'Página anterior' }).click();
    await expect.poll(() => page.getByTestId('pager-page').innerText()).toMatch(/^Página 1 de/);
    await page.context().close();
  });

  it('highlights the segment just viewed', async () => {
    const { page } = await signedInPage(browser, 'analyst@retail.demo');
    await openList(page);
    const [code] = await rowCodes(page);
    await page.goto(`${gatewayUrl()}/segments/list?viewed=${code}`);
    // A whole page load (the app, then the list's query) before the row: the sign-in's bound, not poll's 1 s.
    await expect.poll(() => page.locator(`tr.inca-highlight[data-code="${code}"]`).count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => page.locator('tr.inca-highlight').count(), { timeout: 5_000 }).toBe(0);
    await page.context().close();
  });

  it('warns when sharing with a user without the role, and shares with a user who has it', async () => {
    const { page } = await signedInPage(browser, 'analyst@retail.demo');
    await openRowWith(page, 'analyst@retail.demo', '022', 'canShare');
    await page.getByRole('menuitem', { name: 'Compartir' }).click();
    await page.locator('#share-company').selectOption('032');
    await page.getByLabel('Correo del usuario').fill('steward@corp.demo');
    await page.getByRole('button', { name: 'Compartir', exact: true }).click();
    await expect
      .poll(() => page.getByTestId('share-problem').innerText())
      .toBe("El usuario (steward@corp.demo) no tiene el rol 'audience_user' o 'audience_analyst'");
    await shot(page, 'segments-share-warning');
    await page.locator('#share-company').selectOption('024');
    await page.getByLabel('Correo del usuario').fill('user@brand.demo');
    await page.getByRole('button', { name: 'Compartir', exact: true }).click();
    await expect.poll(() => page.getByTestId('shares-table').innerText()).toContain('user@brand.demo');
    await page.getByRole('button', { name: 'Quitar user@brand.demo' }).click();
    await expect.poll(() => page.getByTestId('shares-table').count()).toBe(0);
    await page.context().close();
  });

  it('duplicates a segment with the domain default name and the INCA_ prefix', async () => {
    const { page } = await signedInPage(browser, 'analyst@brand.demo');
    await openRowWith(page, 'analyst@brand.demo', '024', 'canDuplicate');
    await page.getByRole('menuitem', { name: 'Duplicar' }).click();
    const input = page.getByLabel('Nombre del nuevo segmento');
    expect(await input.inputValue()).toBe('brand_');
    await input.fill('ab');
    await expect.poll(() => page.getByText('El nombre debe tener al menos 3 caracteres').count()).toBe(1);
    await shot(page, 'segments-duplicate');
    await input.fill('brand_copia navegador');
    await page.getByRole('button', { name: 'Duplicar', exact: true }).click();
    await expect.poll(() => page.getByText('Segmento duplicado').count()).toBeGreaterThan(0);
    await page.getByLabel('Nombre').fill('copia navegador');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect.poll(() => page.locator('.inca-segment-name').allInnerTexts()).toEqual(['INCA_brand_copia navegador']);
    // Clean up through the delete dialog.
    await page.getByTestId('row-actions').first().click();
    await page.getByRole('menuitem', { name: 'Eliminar' }).click();
    await expect.poll(() => page.getByText('¿Esta seguro de eliminar este segmento?').count()).toBe(1);
    await page.getByRole('button', { name: 'Eliminar', exact: true }).click();
    await expect.poll(() => page.getByText('Se eliminó correctamente.').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId('segment-row').count()).toBe(0);
    await page.context().close();
  });

  it('refuses to delete a segment that audiences use, naming them', async () => {
    const { token } = await login('analyst@retail.demo');
    const nodes = (
      await graphql<{ segments: { nodes: { code: string; name: string; numAudiences: number; canDelete: boolean }[] } }>(
        '{ segments(filter: { companyCodes: ["022"] }, pageSize: 500) { nodes { code name numAudiences canDelete } } }',
        { token },
      )
    ).data!.segments.nodes;
    const used = nodes.find((n) => n.numAudiences > 0 && n.canDelete)!;
    const { page } = await signedInPage(browser, 'analyst@retail.demo');
    await openList(page);
    await page.getByRole('button', { name: /^Filtros/ }).click();
    await page.getByLabel('Nombre').fill(used.name);
    await page.getByRole('button', { name: 'Buscar' }).click();
    const row = page.locator(`[data-code="${used.code}"]`);
    await row.getByTestId('row-actions').click();
    await page.getByRole('menuitem', { name: 'Eliminar' }).click();
    await page.getByRole('button', { name: 'Eliminar', exact: true }).click();
    await expect.poll(() => page.getByText(/No se puede eliminar el segmento porque/).count()).toBeGreaterThan(0);
    await shot(page, 'segments-delete-refused');
    await expect.poll(() => row.count()).toBe(1);
    await page.context().close();
  });

  it('downloads lista_segmentos.xlsx with audience data', async () => {
    const { token } = await login('analyst@retail.demo');
    const expected = (
      await graphql<{ segments: { totalCount: number; nodes: { numAudiences: number }[] } }>(
        '{ segments(filter: { companyCodes: ["022"], typeIds: [2] }, pageSize: 5000) { totalCount nodes { numAudiences } } }',
        { token },
      )
    ).data!.segments;
    const { page } = await signedInPage(browser, 'analyst@retail.demo');
    await openList(page);
    await page.getByRole('button', { name: /^Filtros/ }).click();
    await page.getByLabel('Empresa', { exact: true }).selectOption('022');
    await page.getByLabel('Tipo').selectOption({ label: 'Segmento de contacto' });
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect.poll(() => page.getByTestId('pager-range').innerText()).toContain(`de ${expected.totalCount}`);
    await page.getByRole('button', { name: 'Descargar Excel' }).click();
    await expect.poll(() => page.getByText('¿Desea descargar con los Datos de Audiencia?').count()).toBe(1);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Con Audiencias' }).click()]);
    expect(download.suggestedFilename()).toBe('lista_segmentos.xlsx');
    const file = await download.path();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file!);
    const sheet = workbook.getWorksheet('Segmentos')!;
    expect(sheet).toBeDefined();
    const head = (sheet.getRow(1).values as unknown[]).filter(Boolean);
    expect(head).toEqual(expect.arrayContaining(['Segmento', 'Tipo', 'Usuarios únicos', 'Audiencia', 'Plataforma']));
    const rows = expected.nodes.reduce((n, s) => n + Math.max(1, s.numAudiences), 0);
    expect(sheet.actualRowCount - 1).toBe(rows);
    await page.context().close();
  });
});
