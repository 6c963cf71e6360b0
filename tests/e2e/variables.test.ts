import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { gatewayUrl } from '../src/client.ts';
import { launchBrowser, shot, signedInPage } from '../src/browser.ts';

/*
 * Variables in the browser: a retail analyst uploads two variables from CSV, configures
 * one as a SELECT with its data from a Spanish-Excel CSV, the other as a SELECT whose parent is the
 * first (data with codigo_padre from CSV), associates a warehouse column, puts both in a new group
 * and reorders them by dragging. PostgreSQL is read as ground truth.
 */

let browser: Browser;
let db: pg.Client;
const RUN = Date.now().toString(36).slice(-5).toUpperCase();
const PARENT = `E2E_${RUN}_REGION`;
const CHILD = `E2E_${RUN}_COMUNA`;
const GROUP = `Grupo e2e ${RUN}`;

beforeAll(async () => {
  browser = await launchBrowser();
  db = new pg.Client({ connectionString: inject('databaseUrl') });
  await db.connect();
});
afterAll(async () => {
  await browser?.close();
  await db?.query(`DELETE FROM campaign_management.variable_groups WHERE variable_group_name = $1`, [GROUP]);
  await db?.query(`DELETE FROM campaign_management.variables WHERE variable_code = $1`, [CHILD]);
  await db?.query(`DELETE FROM campaign_management.variables WHERE variable_code = $1`, [PARENT]);
  await db?.end();
});

const csv = (name: string, text: string) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') });
const toast = (page: Page, text: string) =>
  expect.poll(() => page.locator('.bp6-toast').filter({ hasText: text }).count(), { timeout: 15_000 }).toBeGreaterThan(0);
const row = (page: Page, code: string) => page.locator(`[data-testid="variable-row"][data-code="${code}"]`);

async function openConfiguration(page: Page, code: string) {
  await page.getByTestId(`variable-actions-${code}`).click();
  await page.getByRole('menuitem', { name: 'Configurar' }).click();
  await expect.poll(() => page.getByRole('dialog', { name: 'Configuración de la variable' }).count()).toBe(1);
  return page.getByRole('dialog', { name: 'Configuración de la variable' });
}

/**
 * Checks a Blueprint checkbox once it is enabled (the type's capability flags enable it a render after the type
 * changes). The click is sent to the box itself, not to a point on the screen: the previous save's toast may still
 * cover the top of the dialog, and a click at the box's coordinates then lands on the toast.
 */
async function checkWhenEnabled(box: Locator): Promise<void> {
  await expect.poll(() => box.isEnabled(), { timeout: 10_000 }).toBe(true);
  if (!(await box.isChecked())) await box.dispatchEvent('click');
  await expect.poll(() => box.isChecked()).toBe(true);
}

describe('variables in the browser', () => {
  it('creates a SELECT variable with a parent from CSV files, puts it in a new group and reorders by drag', async () => {
    const { page, errors } = await signedInPage(browser, 'analyst@retail.demo');
    await page.getByRole('link', { name: 'Variables' }).first().click();
    await expect.poll(() => page.getByRole('heading', { name: 'Variables de campaña' }).count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => page.getByTestId('variable-row').count(), { timeout: 15_000 }).toBe(10);

    // Upload two variables, as Spanish Excel saves a CSV (BOM, semicolons).
    await page
      .getByTestId('variables-upload')
      .setInputFiles(
        csv(
          'variables.csv',
          `\uFEFFcodigo_de_variable;nombre_de_variable\r\n${PARENT.toLowerCase()};Región de despacho\r\n${CHILD};"Comuna; despacho"\r\n`,
        ),
      );
    await toast(page, 'Las variables se cargaron correctamente.');

    // The filter needs one value; then it finds both.
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await page.getByRole('button', { name: 'Buscar' }).click();
    await toast(page, 'Ingrese al menos un valor para filtrar.');
    await page.getByLabel('Código').fill(`e2e_${RUN.toLowerCase()}`);
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect.poll(() => page.getByTestId('variable-row').count()).toBe(2);
    await shot(page, 'variables-list');

    // The parent: SELECT with two options from a CSV.
    let dialog = await openConfiguration(page, PARENT);
    await dialog.getByLabel('Tipo', { exact: true }).selectOption({ label: 'Selección' });
    await checkWhenEnabled(dialog.getByRole('checkbox', { name: 'Selección múltiple' }));
    await dialog.getByRole('tab', { name: 'Datos' }).click();
    await dialog
      .getByTestId('variable-data-upload')
      .setInputFiles(csv('regiones.csv', '\uFEFFcodigo;valor\r\n13;Metropolitana\r\n5;"Valparaíso"\r\n'));
    await expect.poll(() => dialog.getByTestId('variable-data-row').count()).toBe(2);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await toast(page, 'Se actualizó la variable.');
    await expect.poll(() => page.getByRole('dialog', { name: 'Configuración de la variable' }).count()).toBe(0);

    // The child: SELECT with parent = the first; data with codigo_padre (one row too long is skipped with its row number).
    dialog = await openConfiguration(page, CHILD);
    await dialog.getByLabel('Tipo', { exact: true }).selectOption({ label: 'Selección' });
    await checkWhenEnabled(dialog.getByRole('checkbox', { name: 'Tiene variable padre' }));
    await dialog.getByRole('combobox', { name: /Variable padre/ }).selectOption({ label: `${PARENT} · Región de despacho` });
    await dialog.getByRole('tab', { name: 'Datos' }).click();
    await dialog
      .getByTestId('variable-data-upload')
      .setInputFiles(
        csv(
          'comunas.csv',
          `codigo,valor,codigo_padre\r\n101,Providencia,13\r\n501,"Viña del Mar",5\r\n${'9'.repeat(21)},Demasiado largo,5\r\n`,
        ),
      );
    await toast(page, 'Fila 4: el código supera los 20 caracteres.');
    await expect.poll(() => dialog.getByTestId('variable-data-row').count()).toBe(2);
    await shot(page, 'variables-config-data');
    await dialog.getByRole('tab', { name: 'General' }).click();
    await shot(page, 'variables-config-general');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await toast(page, 'Se actualizó la variable.');
    await expect.poll(() => page.getByRole('dialog', { name: 'Configuración de la variable' }).count()).toBe(0);

    const child = await db.query<{ parent: string; data: string }>(
      `SELECT p.variable_code AS parent, (SELECT string_agg(data_key || '>' || parent_data_key, ',' ORDER BY variable_data_order) FROM campaign_management.variable_data d WHERE d.id_variable = v.id_variable) AS data
         FROM campaign_management.variables v JOIN campaign_management.variables p ON p.id_variable = v.id_variable_parent WHERE v.variable_code = $1`,
      [CHILD],
    );
    expect(child.rows).toEqual([{ parent: PARENT, data: '101>13,501>5' }]);

    // Object: tick "Tiene objeto" inline, save the row, associate a warehouse column.
    await checkWhenEnabled(row(page, PARENT).getByRole('checkbox', { name: `Tiene objeto ${PARENT}` }));
    await row(page, PARENT)
      .getByRole('button', { name: `Guardar fila ${PARENT}` })
      .click();
    await toast(page, 'Se guardó la fila.');
    await page.getByTestId(`variable-actions-${PARENT}`).click();
    await page.getByRole('menuitem', { name: 'Asociar objeto' }).click();
    const objects = page.getByRole('dialog', { name: 'Objeto de la variable' });
    // The analyst is offered the tables of their own company (retail), as the table catalogue shows them.
    await objects.getByRole('row').filter({ hasText: 'fidelizacion' }).getByRole('button', { name: 'Ver columnas' }).click();
    await objects.getByLabel('Filtrar por nombre de columna').fill('nivel');
    await checkWhenEnabled(objects.getByRole('checkbox', { name: 'Asociada nivel' }));
    await shot(page, 'variables-object');
    await objects.getByRole('button', { name: 'Guardar' }).click();
    await toast(page, 'Se guardó la asociación del objeto.');
    await expect.poll(() => objects.count()).toBe(0);

    // A new group with both, reordered by drag.
    await page.getByRole('tab', { name: 'Grupos de variables' }).click();
    await expect.poll(() => page.url()).toContain('/campaigns/variable_group');
    await page.getByRole('button', { name: 'Crear nuevo grupo' }).click();
    const form = page.getByTestId('group-form');
    await form.getByLabel('Filtrar por código o nombre').fill(RUN);
    for (const code of [PARENT, CHILD]) {
      await form.getByRole('button', { name: `Agregar ${code} al grupo` }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Confirmar' }).click();
    }
    const members = () =>
      form
        .getByTestId('group-member')
        .evaluateAll((items) => items.map((i) => `${i.querySelector('.inca-member-order')?.textContent} ${i.getAttribute('data-code')}`));
    await expect.poll(members).toEqual([`1 ${PARENT}`, `2 ${CHILD}`]);
    await form
      .locator(`[data-testid="group-member"][data-code="${CHILD}"]`)
      .dragTo(form.locator(`[data-testid="group-member"][data-code="${PARENT}"]`));
    await expect.poll(members).toEqual([`1 ${CHILD}`, `2 ${PARENT}`]);
    await form.getByLabel('Nombre', { exact: true }).fill(GROUP);
    await form.getByLabel('Prioridad', { exact: true }).fill('9');
    await shot(page, 'variables-group-form');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await toast(page, 'El grupo de variables se guardó correctamente.');
    await expect.poll(() => page.locator(`[data-testid="group-row"][data-name="${GROUP}"]`).count(), { timeout: 15_000 }).toBe(1);
    await shot(page, 'variables-groups');

    const stored = await db.query<{ variable_code: string; variable_group_detail_order: number }>(
      `SELECT v.variable_code, d.variable_group_detail_order FROM campaign_management.variable_group_details d
         JOIN campaign_management.variable_groups g ON g.id_variable_group = d.id_variable_group
         JOIN campaign_management.variables v ON v.id_variable = d.id_variable
        WHERE g.variable_group_name = $1 ORDER BY d.variable_group_detail_order`,
      [GROUP],
    );
    expect(stored.rows).toEqual([
      { variable_code: CHILD, variable_group_detail_order: 1 },
      { variable_code: PARENT, variable_group_detail_order: 2 },
    ]);

    // Used on the rules page: the group assigned to an editable campaign of 022 (as the campaign list's group
    // selector stores it) shows there with its variables in order, the child's options under its parent.
    const campaign = (
      await db.query<{ id_campaign: number }>(
        `SELECT id_campaign FROM campaign_management.campaigns WHERE itc_company_campaign_code = '022' AND flag_editable ORDER BY id_campaign LIMIT 1`,
      )
    ).rows[0]!;
    await db.query(
      `INSERT INTO campaign_management.campaign_variable_groups (id_campaign, id_variable_group)
         SELECT $1, id_variable_group FROM campaign_management.variable_groups WHERE variable_group_name = $2`,
      [campaign.id_campaign, GROUP],
    );
    await page.goto(`${gatewayUrl()}/campaigns/rules/${campaign.id_campaign}`);
    await expect.poll(() => page.getByRole('menuitem', { name: new RegExp(GROUP) }).count(), { timeout: 15_000 }).toBe(1);
    await page.getByRole('menuitem', { name: new RegExp(GROUP) }).click();
    await expect.poll(() => page.getByText('Comuna; despacho').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('Región de despacho').count()).toBeGreaterThan(0);
    // The parent's choice filters the child's options by codigo_padre.
    await checkWhenEnabled(page.getByRole('checkbox', { name: 'Metropolitana' }));
    const childOptions = () =>
      page
        .getByRole('combobox')
        .filter({ has: page.locator('option', { hasText: 'Providencia' }) })
        .locator('option')
        .allTextContents();
    await expect.poll(childOptions).toContain('Providencia');
    expect(await childOptions()).not.toContain('Viña del Mar');
    await shot(page, 'variables-on-rules-page');
    expect(errors).toEqual([]);
  });
});

describe('variables and the tag manager data layer (campaigns-variables §7)', () => {
  const CODE = `E2E_${RUN}_CAPA`;
  const LAYER_GROUP = `Grupo capa ${RUN}`;
  afterAll(async () => {
    await db?.query(`DELETE FROM campaign_management.variable_groups WHERE variable_group_name = $1`, [LAYER_GROUP]);
    await db?.query(`DELETE FROM campaign_management.variables WHERE variable_code = $1`, [CODE]);
  });

  it('tells the data layer of creating, editing and saving a variable and a group, with the user hashed', async () => {
    const { page, errors } = await signedInPage(browser, 'analyst@retail.demo');
    // A tag manager on the page sets up its data layer before the app starts.
    await page.addInitScript('window.dataLayer = [];');
    const layer = () => page.evaluate<Record<string, unknown>[]>('window.dataLayer ?? []');
    const events = async () => (await layer()).map((e) => e.event);
    await page.goto(`${gatewayUrl()}/campaigns/variables`);
    await expect.poll(() => page.getByRole('heading', { name: 'Variables de campaña' }).count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => page.getByTestId('variable-row').count(), { timeout: 15_000 }).toBe(10);

    await page
      .getByTestId('variables-upload')
      .setInputFiles(csv('variables.csv', `codigo_de_variable;nombre_de_variable\r\n${CODE};Capa de datos\r\n`));
    await toast(page, 'Las variables se cargaron correctamente.');
    await expect.poll(events).toContain('variable_create');

    await page.getByRole('button', { name: 'Filtrar' }).click();
    await page.getByLabel('Código').fill(CODE);
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect.poll(() => page.getByTestId('variable-row').count()).toBe(1);
    const dialog = await openConfiguration(page, CODE);
    await expect.poll(events).toContain('variable_edit');
    await dialog.getByLabel('Tipo', { exact: true }).selectOption({ label: 'Texto' });
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await toast(page, 'Se actualizó la variable.');
    await expect.poll(events).toContain('variable_save');

    await page.getByRole('tab', { name: 'Grupos de variables' }).click();
    await page.getByRole('button', { name: 'Crear nuevo grupo' }).click();
    await expect.poll(events).toContain('variable_group_create');
    const form = page.getByTestId('group-form');
    await form.getByLabel('Filtrar por código o nombre').fill(CODE);
    await form.getByRole('button', { name: `Agregar ${CODE} al grupo` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Confirmar' }).click();
    await form.getByLabel('Nombre', { exact: true }).fill(LAYER_GROUP);
    await form.getByLabel('Prioridad', { exact: true }).fill('8');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await toast(page, 'El grupo de variables se guardó correctamente.');
    await expect.poll(events).toContain('variable_group_save');

    const pushed = await layer();
    expect(pushed.find((e) => e.event === 'variable_save')).toMatchObject({ variable_code: CODE, section: 'configuration' });
    expect(new Set(pushed.map((e) => e.user_id)).size).toBe(1);
    expect(String(pushed[0]!.user_id)).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(pushed)).not.toContain('retail.demo');
    expect(errors).toEqual([]);
  });
});
