import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { gatewayUrl, graphql, login } from '../src/client.ts';
import { launchBrowser, shot, signedInPage } from '../src/browser.ts';

const ANALYST = 'analyst@retail.demo';
const ADMIN = 'admin@corp.demo';
const COMPRAS = 'retail.compras';
const RUN = Date.now().toString(36).slice(-5);

let browser: Browser;
let adminToken = '';
const created: string[] = [];

const setClock = (today: string | null) =>
  graphql<{ setTableAccessTestClock: string }>('mutation($today: String) { setTableAccessTestClock(today: $today) }', {
    token: adminToken,
    variables: { today },
  });

/** A calendar day `days` after `day` (yyyy-mm-dd). */
const addDays = (day: string, days: number) => {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** Types a date into a date field; Enter also submits the field's form, so a form's own button is pressed with `commit: 'Tab'`. */
async function fillDate(page: Page, label: string, value: string, scope = page.locator('body'), commit: 'Enter' | 'Tab' = 'Enter') {
  const input = scope.getByLabel(label, { exact: true });
  await expect.poll(() => input.getAttribute('readonly'), { timeout: 15_000 }).toBeNull();
  await input.fill(value);
  await input.press(commit);
  await expect.poll(() => input.inputValue()).toBe(value);
}

async function chooseTable(page: Page, label: string) {
  const chooser = page.getByPlaceholder('Busque entre sus tablas y vistas…');
  await chooser.click();
  await chooser.fill(label.split('.')[1]!);
  const option = page
    .locator('.bp6-popover')
    .getByRole('option', { name: new RegExp(`^${label.replace('.', '\\.')}\\b`) })
    .first();
  await expect.poll(() => option.count(), { timeout: 15_000 }).toBe(1);
  await option.click();
  await expect.poll(() => page.getByTestId('table-facts').count()).toBe(1);
}

beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = (await login(ADMIN)).token;
  await setClock(null);
});
const STARTED = new Date();
afterAll(async () => {
  await setClock(null);
  // The table requests and grants this file made go, so later files find the demo's access state.
  const db = new pg.Client({ connectionString: inject('databaseUrl') });
  await db.connect();
  await db.query('DELETE FROM table_access.access_requests WHERE created_date >= $1', [STARTED]);
  await db.query('DELETE FROM table_access.object_grants WHERE granted_at >= $1', [STARTED]);
  await db.end();
  const { token } = await login(ANALYST);
  for (const code of created)
    await graphql('mutation($code: ID!) { deleteSegment(code: $code) { __typename } }', { token, variables: { code } });
  await browser?.close();
});

describe('data access in the browser', () => {
  it('the retail analyst requests "compras", the admin approves it until a date, the analyst crosses it into a segment; once expired the preview is refused and the key icon re-requests', async () => {
    const today = (await graphql<{ tableAccessToday: string }>('{ tableAccessToday }', { token: adminToken })).data!.tableAccessToday;
    const until = addDays(today, 10);

    // 1. The analyst searches "compras" in Solicitar Acceso and asks for retail.compras.
    const analyst = await signedInPage(browser, ANALYST);
    const page = analyst.page;
    await page.goto(`${gatewayUrl()}/segments/list`);
    await page.getByRole('button', { name: 'Cruce de tabla' }).click();
    await page.waitForURL(/\/segments\/cross-table\/new/);
    await expect.poll(() => page.getByRole('heading', { name: 'Nuevo cruce de tabla' }).count(), { timeout: 15_000 }).toBe(1);
    await shot(page, 'cross-table-new');
    await page.getByRole('button', { name: 'Buscar tablas y vistas y solicitar acceso' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Texto a buscar').fill('co');
    await dialog.getByRole('button', { name: 'Buscar' }).click();
    await expect.poll(() => dialog.getByText('Ingrese al menos 3 letras.').count()).toBe(1);
    await dialog.getByLabel('Texto a buscar').fill('compras');
    await dialog.getByRole('button', { name: 'Buscar' }).click();
    await expect.poll(() => dialog.getByTestId('table-result').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    const names = await dialog.getByTestId('table-result').locator('strong').allInnerTexts();
    expect(names).toContain(COMPRAS);
    for (const name of names) expect(name.startsWith('retail.')).toBe(true);
    await shot(page, 'access-search-results');
    await dialog.getByRole('button', { name: `Solicitar acceso a ${COMPRAS}`, exact: true }).click();
    await fillDate(page, 'Acceso hasta', until, dialog);
    await dialog.getByLabel('Motivo').fill(`Campaña de invierno ${RUN}`);
    await shot(page, 'access-request-form');
    await dialog.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect.poll(() => page.getByText('La solicitud se ha registrado correctamente.').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    // 2. The admin approves it on the exception screen, until the date.
    const admin = await signedInPage(browser, ADMIN);
    await admin.page.goto(`${gatewayUrl()}/segments/requests?tab=requests&list=tables`);
    const row = admin.page.getByTestId('table-request-row').filter({ hasText: COMPRAS }).filter({ hasText: ANALYST }).first();
    await expect.poll(() => row.getAttribute('data-status'), { timeout: 15_000 }).toBe('PENDING');
    await shot(admin.page, 'exception-table-requests');
    await row.getByTestId('request-actions').click();
    await admin.page.getByRole('menuitem', { name: 'Aprobar' }).click();
    const approve = admin.page.getByRole('dialog');
    await expect.poll(() => approve.getByTestId('request-question').innerText()).toContain(COMPRAS);
    await fillDate(admin.page, 'Acceso hasta', until, approve);
    await shot(admin.page, 'exception-approve-dialog');
    await approve.getByRole('button', { name: 'Aprobar' }).click();
    await expect.poll(() => admin.page.getByText('La solicitud se aprobó correctamente.').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await expect.poll(() => row.getAttribute('data-status'), { timeout: 15_000 }).toBe('APPROVED');
    await shot(admin.page, 'exception-table-requests-approved');

    // 3. The analyst builds a cross-table segment on it and previews.
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { name: 'Nuevo cruce de tabla' }).count(), { timeout: 15_000 }).toBe(1);
    await chooseTable(page, COMPRAS);
    await expect.poll(() => page.getByTestId('table-expiry').innerText()).toBe(until);
    expect(await page.getByTestId('access-expired').count()).toBe(0);
    await page.getByLabel('Nombre', { exact: true }).fill(`retail_compras ${RUN}`);
    await page.getByLabel('Descripción').fill('Clientes con compras en tienda');
    await page.getByRole('button', { name: 'Pre Visualizar' }).click();
    await expect.poll(() => page.getByTestId('count-unique').count(), { timeout: 20_000 }).toBe(1);
    expect(Number((await page.getByTestId('count-unique').innerText()).replace(/,/g, ''))).toBeGreaterThan(0);
    await shot(page, 'cross-table-previewed');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.waitForURL(/\/segments\/cross-table\/[^/]+\/view/, { timeout: 20_000 });
    const code = decodeURIComponent(page.url().split('/cross-table/')[1]!.split('/')[0]!);
    created.push(code);
    await expect.poll(() => page.getByRole('heading', { name: `INCA_retail_compras ${RUN}` }).count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => page.getByTestId('table-facts').innerText()).toContain('compras');
    await shot(page, 'cross-table-view');

    // Edit: the same table, a new description; the preview rule holds again.
    await page.getByRole('button', { name: 'Editar' }).click();
    await page.waitForURL(/\/segments\/cross-table\/[^/]+\/edit/);
    await expect.poll(() => page.getByPlaceholder('Busque entre sus tablas y vistas…').inputValue(), { timeout: 15_000 }).toBe(COMPRAS);
    await page.getByLabel('Descripción').fill('Clientes con compras en tienda y en línea');
    await page.getByRole('button', { name: 'Pre Visualizar' }).click();
    await expect.poll(() => page.getByTestId('preview-running').count(), { timeout: 20_000 }).toBe(0);
    await expect.poll(() => page.getByTestId('count-unique').count(), { timeout: 20_000 }).toBe(1);
    expect(await page.getByText('Conteos del último cálculo guardado.').count()).toBe(0);
    await shot(page, 'cross-table-edit');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.waitForURL(new RegExp(`/segments/cross-table/${code}/view`), { timeout: 20_000 });
    await expect
      .poll(() => page.getByLabel('Descripción').inputValue(), { timeout: 15_000 })
      .toBe('Clientes con compras en tienda y en línea');

    // The segment list opens it on this screen (Ver for type 1).
    await page.goto(`${gatewayUrl()}/segments/list`);
    await page.getByRole('button', { name: `Acciones de INCA_retail_compras ${RUN}` }).click();
    await page.getByRole('menuitem', { name: 'Ver' }).click();
    await page.waitForURL(/\/segments\/cross-table\/[^/]+\/view/);

    // 4. The date passes: the preview is refused with the expiry message and the key icon re-requests.
    expect((await setClock(addDays(until, 1))).errors).toBeUndefined();
    await page.goto(`${gatewayUrl()}/segments/cross-table/new`);
    await chooseTable(page, COMPRAS);
    await expect.poll(() => page.getByTestId('access-expired').count(), { timeout: 15_000 }).toBe(1);
    await page.getByLabel('Nombre', { exact: true }).fill(`retail_compras vencida ${RUN}`);
    await page.getByLabel('Descripción').fill('Debe fallar por acceso vencido');
    await page.getByRole('button', { name: 'Pre Visualizar' }).click();
    await expect
      .poll(() => page.getByTestId('builder-problem').innerText(), { timeout: 20_000 })
      .toBe('El acceso a la tabla ha expirado, debe volver a solicitar el acceso.');
    expect(await page.getByTestId('count-unique').count()).toBe(0);
    await shot(page, 'cross-table-expired');
    await page.getByTestId('access-expired').getByRole('button', { name: 'Volver a solicitar acceso' }).click();
    const again = page.getByRole('dialog');
    await expect.poll(() => again.getByTestId('table-request-form').count()).toBe(1);
    await fillDate(page, 'Acceso hasta', addDays(until, 30), again);
    await again.getByLabel('Motivo').fill(`Renovación ${RUN}`);
    await shot(page, 'cross-table-rerequest');
    await again.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect.poll(() => page.getByText('La solicitud se ha registrado correctamente.').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    const pending = await graphql<{ tableAccessRequests: { items: { status: string; reason: string }[] } }>(
      '{ tableAccessRequests(filter: { mine: true, status: [PENDING] }) { items { status reason } } }',
      { token: (await login(ANALYST)).token },
    );
    expect(pending.data!.tableAccessRequests.items.map((r) => r.reason)).toContain(`Renovación ${RUN}`);

    expect(analyst.errors).toEqual([]);
    expect(admin.errors).toEqual([]);
    await admin.page.context().close();
    await page.context().close();
  }, 240_000);

  it('a sandbox group becomes a segment: the switch, the use-case chooser and its facts, the preview', async () => {
    const { page, errors } = await signedInPage(browser, ANALYST);
    await page.goto(`${gatewayUrl()}/segments/cross-table/new`);
    await expect.poll(() => page.getByRole('heading', { name: 'Nuevo cruce de tabla' }).count(), { timeout: 15_000 }).toBe(1);
    await page.getByText('Usar una agrupación de sandbox').click();
    const chooser = page.getByLabel('Caso de uso · Grupo');
    await expect.poll(() => chooser.locator('option').count(), { timeout: 15_000 }).toBeGreaterThan(1);
    await page.getByRole('button', { name: 'Pre Visualizar' }).click();
    await expect.poll(() => page.getByText('El grupo es requerido').count()).toBeGreaterThan(0);
    const first = await chooser.locator('optgroup option').first().getAttribute('value');
    await chooser.selectOption(first!);
    await expect.poll(() => page.getByTestId('sandbox-facts').innerText()).toMatch(/Fecha de proceso\s+\d{4}-\d{2}-\d{2}/);
    await page.getByRole('button', { name: 'Pre Visualizar' }).click();
    await expect.poll(() => page.getByTestId('count-unique').count(), { timeout: 20_000 }).toBe(1);
    await shot(page, 'cross-table-sandbox');
    expect(errors).toEqual([]);
    await page.context().close();
  }, 120_000);

  it('the exception screen: a brand user files a request; the admin sees three tabs, approves it in bulk with a date, and opens the restriction dialogs', async () => {
    // A user without the Requests tab sees only the request form (and their own table requests).
    const user = await signedInPage(browser, 'user@brand.demo');
    await user.page.goto(`${gatewayUrl()}/segments/requests`);
    await expect.poll(() => user.page.getByRole('tab', { name: 'Solicitar excepción' }).count(), { timeout: 15_000 }).toBe(1);
    expect(await user.page.getByRole('tab', { name: 'Solicitudes' }).count()).toBe(0);
    expect(await user.page.getByRole('tab', { name: 'Configuración' }).count()).toBe(0);
    await user.page.getByRole('button', { name: 'Registrar solicitud' }).click();
    await expect.poll(() => user.page.getByText('Este campo es requerido').count()).toBe(3);
    await shot(user.page, 'exception-user');
    const segment = user.page.getByPlaceholder('Busque un segmento por nombre o código…');
    await segment.click();
    await segment.fill('Retail');
    const option = user.page.locator('.bp6-popover').getByRole('option').first();
    await expect.poll(() => option.count(), { timeout: 15_000 }).toBe(1);
    await option.click();
    const segmentName = await segment.inputValue();
    await user.page.getByRole('group', { name: 'Empresas' }).getByLabel('024 · Marcas').check({ force: true });
    const end = addDays(
      (await graphql<{ tableAccessToday: string }>('{ tableAccessToday }', { token: adminToken })).data!.tableAccessToday,
      60,
    );
    await fillDate(user.page, 'Fecha de término', end, user.page.locator('body'), 'Tab');
    await shot(user.page, 'exception-new-request');
    await user.page.getByRole('button', { name: 'Registrar solicitud' }).click();
    const confirm = user.page.getByRole('dialog');
    await expect.poll(() => confirm.innerText()).toContain(segmentName);
    await confirm.getByRole('button', { name: 'Registrar' }).click();
    await user.page.waitForURL(/\/segments\/list/, { timeout: 15_000 });
    await expect.poll(() => user.page.getByText('La solicitud se ha registrado correctamente.').count()).toBeGreaterThan(0);
    expect(user.errors).toEqual([]);
    await user.page.context().close();

    const filed = await graphql<{ accessRequests: { items: { id: string; segmentName: string }[] } }>(
      '{ accessRequests(filter: { status: [PENDING], requestedBy: "user@brand.demo" }) { items { id segmentName } } }',
      { token: adminToken },
    );
    const mine = filed.data!.accessRequests.items.find((r) => r.segmentName === segmentName)!;
    expect(mine, 'the request just filed').toBeDefined();

    const admin = await signedInPage(browser, ADMIN);
    const page = admin.page;
    await page.goto(`${gatewayUrl()}/segments/requests`);
    for (const tab of ['Solicitudes', 'Solicitar excepción', 'Configuración'])
      await expect.poll(() => page.getByRole('tab', { name: tab }).count(), { timeout: 15_000 }).toBe(1);
    const row = page.locator(`[data-testid="request-row"][data-id="${mine.id}"]`);
    await expect.poll(() => row.getAttribute('data-status'), { timeout: 15_000 }).toBe('PENDING');
    await shot(page, 'exception-requests');
    await page.getByRole('button', { name: 'Aprobar seleccionadas' }).click();
    await expect.poll(() => page.getByText('Debe seleccionar al menos un registro.').count()).toBeGreaterThan(0);
    await row.getByRole('checkbox').check({ force: true });
    await page.getByRole('button', { name: 'Aprobar seleccionadas' }).click();
    const approve = page.getByRole('dialog');
    await expect.poll(() => approve.innerText()).toContain('Aprobar 1 solicitud');
    await fillDate(page, 'Acceso hasta', end, approve);
    await approve.getByRole('button', { name: 'Aprobar' }).click();
    await expect.poll(() => page.getByText('Se aprobó 1 solicitud correctamente.').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await expect.poll(() => row.getAttribute('data-status'), { timeout: 15_000 }).toBe('APPROVED');
    await expect.poll(() => row.innerText()).toContain(end);
    await row.getByTestId('request-actions').click();
    await page.getByRole('menuitem', { name: 'Ver historial' }).click();
    await expect.poll(() => page.getByTestId('audit-trail').locator('tbody tr').count()).toBe(2);
    await expect.poll(() => page.getByTestId('audit-trail').innerText()).toContain(ADMIN);
    await expect.poll(() => page.getByTestId('audit-trail').innerText()).toContain(`Fecha hasta: ${end}`);
    await page.waitForTimeout(500);
    await shot(page, 'exception-request-history');
    await page.getByRole('dialog').getByRole('button', { name: 'Cerrar' }).click();
    await page.getByRole('button', { name: /^Filtros/ }).click();
    await shot(page, 'exception-requests-filters');

    await page.getByRole('tab', { name: 'Configuración' }).click();
    await expect.poll(() => page.getByTestId('restriction-row').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await shot(page, 'exception-configuration');
    await page.getByTestId('restriction-row').first().getByRole('button', { name: 'Restringir atributos' }).click();
    await expect.poll(() => page.getByTestId('attribute-groups').locator('fieldset').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await shot(page, 'exception-attribute-restriction');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();
    expect(admin.errors).toEqual([]);
    await page.context().close();
  }, 180_000);

  it('the request form offers a brand user only the companies the service accepts', async () => {
    const { page, errors } = await signedInPage(browser, 'user@brand.demo');
    await page.goto(`${gatewayUrl()}/segments/requests`);
    const companies = page.getByRole('group', { name: 'Empresas' });
    await expect.poll(() => companies.getByRole('checkbox').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    const offered = await companies.locator('label').allInnerTexts();
    expect(offered.map((l) => l.trim())).toEqual(['024 · Marcas']);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 60_000);

  it('a sandbox segment shows its use case and row count, and productivizes its table after confirmation', async () => {
    const db = new pg.Client({ connectionString: inject('databaseUrl') });
    await db.connect();
    const { rows } = await db.query<{ code: string }>(
      `SELECT code FROM audience_management.segments
        WHERE segment_type_id = 4 AND owner_company_code = '022' AND definition->'cross_table'->>'use_case' = 'propension_compra'
        ORDER BY code LIMIT 1`,
    );
    await db.end();
    expect(rows[0], 'a seeded sandbox segment of propension_compra').toBeDefined();
    const { page, errors } = await signedInPage(browser, ANALYST);
    await page.goto(`${gatewayUrl()}/segments/cross-table/${rows[0]!.code}/view`);
    const facts = page.getByTestId('sandbox-facts');
    await expect.poll(() => facts.innerText(), { timeout: 15_000 }).toMatch(/Cantidad de filas\s+[\d,]+/);
    expect(await facts.innerText()).toContain('propension_compra');
    expect(await page.getByText('Su empresa no tiene casos de uso en el sandbox.').count()).toBe(0);
    await shot(page, 'cross-table-sandbox-view');

    await page.getByRole('button', { name: 'Productivizar' }).click();
    await expect
      .poll(() => page.getByRole('heading', { name: 'Productivizar un caso de uso del sandbox' }).count(), { timeout: 15_000 })
      .toBe(1);
    await expect.poll(() => page.getByLabel('Caso de uso', { exact: true }).inputValue(), { timeout: 15_000 }).toBe('propension_compra');
    await page.getByLabel('Buscar la tabla').fill('prop');
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await page.getByRole('button', { name: 'Elegir retail.propension_compra_resultado' }).click();
    await expect
      .poll(() => page.getByTestId('productivize-check').innerText())
      .toContain('La tabla tiene todos los campos del caso de uso.');
    await page.getByLabel('Motivo').fill(`Campaña permanente ${RUN}`);
    const shownUntil = (await page.getByTestId('productivize-until').innerText()).match(/\d{4}-\d{2}-\d{2}/)![0];
    await shot(page, 'productivize-form');
    await page.getByRole('button', { name: 'Solicitar productivización' }).click();
    const confirm = page.getByRole('dialog');
    await expect.poll(() => confirm.innerText()).toContain('propension_compra');
    await shot(page, 'productivize-confirm');
    await confirm.getByRole('button', { name: 'Sí, solicitar' }).click();
    await page.waitForURL(/\/segments\/requests/, { timeout: 15_000 });
    await expect.poll(() => page.getByText('La solicitud se ha registrado correctamente.').count()).toBeGreaterThan(0);
    const mine = await graphql<{ tableAccessRequests: { items: { kind: string; reason: string; untilDate: string }[] } }>(
      '{ tableAccessRequests(filter: { mine: true }, pageSize: 100) { items { kind reason untilDate } } }',
      {
        token: (await login(ANALYST)).token,
      },
    );
    const filed = mine.data?.tableAccessRequests.items.find((r) => r.reason === `Campaña permanente ${RUN}`);
    expect(filed?.kind).toBe('PRODUCTIVIZE');
    expect(filed?.untilDate).toBe(shownUntil);
    await shot(page, 'productivize-done');
    expect(errors).toEqual([]);
    await page.context().close();
  }, 120_000);
});
