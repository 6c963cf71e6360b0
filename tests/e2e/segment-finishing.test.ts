import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { DEMO_PASSWORD } from '@inca/demo-data';
import { gatewayUrl, graphql, login } from '../src/client.ts';
import { launchBrowser, shot, signedInPage, watchErrors } from '../src/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type Attr = { id: string; businessName: string; type: string; min: number | null; max: number | null; options: { name: string }[] };
type Row = {
  code: string;
  name: string;
  description: string;
  screen: string;
  shared: boolean;
  requested: boolean;
  ownerCompany: { code: string; name: string };
  uniqueUsers: number;
};

const ROWS = `query Rows($filter: SegmentFilter) { segments(filter: $filter, pageSize: 500) { nodes {
  code name description screen shared requested uniqueUsers ownerCompany { code name } } } }`;
const rowsFor = async (email: string, filter: Record<string, unknown> = {}) =>
  (await graphql<{ segments: { nodes: Row[] } }>(ROWS, { token: (await login(email)).token, variables: { filter } })).data!.segments.nodes;

const dangerToasts = (page: Page) => page.locator('.bp6-toast.bp6-intent-danger').count();

/** Sets one attribute the way a user would, whatever its type. */
async function choose(page: Page, a: Attr) {
  switch (a.type) {
    case 'BOOLEAN':
      return page.getByText(a.businessName, { exact: true }).click();
    case 'MULTI_SELECT':
    case 'MASKED_MULTI_SELECT':
      return page.getByRole('group', { name: a.businessName }).getByText(a.options[0]!.name, { exact: true }).click();
    case 'SELECT':
    case 'SELECT_RANGE':
      return page.getByLabel(a.businessName).selectOption({ label: a.options[0]!.name });
    case 'RANGE':
      await page.getByLabel(`${a.businessName} desde`).fill(String(a.min ?? 1));
      return page.getByLabel(`${a.businessName} hasta`).fill(String(a.max ?? 10));
    case 'INPUT_COMPARE':
      // Zero counts as no value (§5), so the smallest value above it.
      return page.getByLabel(`${a.businessName} valor`).fill(String(Math.max(1, a.min ?? 1)));
  }
}

describe('segment builder: every attribute type previews (defect 1)', () => {
  it('one attribute of each of the seven types, and every SELECT_RANGE attribute, previews alone', async () => {
    const { token } = await login('analyst@retail.demo');
    const categories = (
      await graphql<{
        segmentCatalogue: {
          categories: { name: string; attributes: (Attr & { dependent: unknown[]; requiredAnd: unknown[]; requiredOr: unknown[] })[] }[];
        };
      }>(
        '{ segmentCatalogue(companyCode: "022") { categories { name attributes { id businessName type min max dependent { attributeId } requiredAnd requiredOr options { name } } } } }',
        { token },
      )
    ).data!.segmentCatalogue.categories;
    const all = categories.flatMap((c) => c.attributes.map((a) => ({ ...a, id: String(a.id), category: c.name })));
    const free = all.filter((a) => !a.dependent.length && !a.requiredAnd.length && !a.requiredOr.length);
    const picks = [...new Set(free.map((a) => a.type))].map((type) => free.find((a) => a.type === type)!);
    // Every SELECT_RANGE attribute too, with whatever it asks for beside it.
    for (const a of all.filter((x) => x.type === 'SELECT_RANGE')) if (!picks.includes(a)) picks.push(a);
    expect(new Set(picks.map((p) => p.type)).size).toBe(7);
    expect(picks.filter((p) => p.type === 'SELECT_RANGE').length).toBeGreaterThanOrEqual(4);

    const { page, errors } = await signedInPage(browser, 'analyst@retail.demo');
    const previewed: string[] = [];
    for (const a of picks) {
      // What the attribute needs beside it: the parent it depends on and its required fields.
      const needed = [
        ...(a.dependent as { attributeId: number }[]).map((d) => d.attributeId),
        ...(a.requiredAnd as number[]),
        ...(a.requiredOr as number[]).slice(0, 1),
      ];
      const parents = needed.map((id) => all.find((x) => x.id === String(id))!);
      await page.goto(`${gatewayUrl()}/segments/new`);
      for (const attribute of [...parents, a]) {
        await page.getByRole('menuitem', { name: new RegExp(`^${attribute.category}`) }).click();
        await choose(page, attribute);
      }
      await expect.poll(() => page.getByTestId('selected-filters').locator('li').count()).toBe(parents.length + 1);
      await page.getByRole('button', { name: 'Pre Visualizar' }).click();
      // The preview answers with counts, or the builder says what is wrong: either way, no waiting on nothing.
      const answered = page.getByTestId('count-unique').or(page.getByTestId('builder-problem'));
      await expect.poll(() => answered.count(), { timeout: 20_000 }).toBeGreaterThan(0);
      expect(await page.getByTestId('builder-problem').allInnerTexts(), a.businessName).toEqual([]);
      expect(await page.getByTestId('count-unique').count()).toBe(1);
      previewed.push(`${a.type} ${a.businessName}`);
      if (a.businessName === 'Tramo de edad') await shot(page, 'builder-select-range');
    }
    expect(previewed).toHaveLength(picks.length);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 180_000);
});

describe('viewing segments of other companies (defect 2)', () => {
  for (const kind of ['shared', 'requested'] as const) {
    it(`the retail analyst opens a ${kind} segment of another company read-only, with its own data`, async () => {
      const rows = await rowsFor('analyst@retail.demo', kind === 'requested' ? { requestedOnly: true } : { shared: 'SHARED' });
      const target = rows.find((r) => r.ownerCompany.code !== '022' && r[kind] && r.screen !== 'CROSS_TABLE')!;
      expect(target, `a ${kind} segment of another company`).toBeDefined();
      const { page, errors } = await signedInPage(browser, 'analyst@retail.demo');
      const route = target.screen === 'MERGE_SEGMENT' ? `segments/merge/${target.code}/view` : `segments/${target.code}/view`;
      await page.goto(`${gatewayUrl()}/${route}`);
      await expect.poll(() => page.getByRole('heading', { name: target.name }).count(), { timeout: 15_000 }).toBe(1);
      await expect.poll(() => page.getByTestId('segment-company').innerText()).toContain(target.ownerCompany.code);
      await expect.poll(() => page.getByLabel('Descripción').inputValue()).toBe(target.description);
      expect(await page.getByLabel('Descripción').isDisabled()).toBe(true);
      await expect
        .poll(() => page.getByTestId('count-unique').innerText(), { timeout: 15_000 })
        .toBe(target.uniqueUsers.toLocaleString('en-US'));
      if (target.screen === 'SEGMENT')
        await expect.poll(() => page.getByTestId('selected-filters').locator('li').count()).toBeGreaterThan(0);
      else expect(await page.locator('#merge-a').inputValue()).not.toBe('');
      expect(await page.getByRole('button', { name: 'Guardar' }).count()).toBe(0);
      expect(await dangerToasts(page)).toBe(0);
      await shot(page, `view-${kind}-segment`);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }
});

describe('a segment a merge uses (defect 3)', () => {
  it('cannot be deleted; the dialog names the merge with a link, and the view shows where it is used', async () => {
    const { token } = await login('analyst@retail.demo');
    const nodes = (
      await graphql<{
        segments: {
          nodes: {
            code: string;
            name: string;
            canDelete: boolean;
            numAudiences: number;
            usedInMerges: { code: string; name: string; viewable: boolean }[];
          }[];
        };
      }>(
        '{ segments(filter: { companyCodes: ["022"], typeIds: [2, 5] }, pageSize: 200) { nodes { code name canDelete numAudiences usedInMerges { code name viewable } } } }',
        { token },
      )
    ).data!.segments.nodes;
    const base = nodes.find((n) => n.canDelete && n.numAudiences === 0 && n.usedInMerges.some((m) => m.viewable))!;
    expect(base, 'a deletable 022 segment used by a merge').toBeDefined();
    const merge = base.usedInMerges.find((m) => m.viewable)!;

    const { page, errors } = await signedInPage(browser, 'analyst@retail.demo');
    await page.goto(`${gatewayUrl()}/segments/list`);
    await page.getByRole('button', { name: /^Filtros/ }).click();
    await page.getByLabel('Nombre').fill(base.name);
    await page.getByRole('button', { name: 'Buscar' }).click();
    const row = page.locator(`[data-code="${base.code}"]`);
    await expect.poll(() => row.count()).toBe(1);
    await row.getByTestId('row-actions').click();
    await page.getByRole('menuitem', { name: 'Eliminar' }).click();
    await page.getByRole('button', { name: 'Eliminar', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByText(/No se puede eliminar el segmento porque lo usa/).count()).toBe(1);
    await shot(page, 'segments-delete-refused-by-merge');
    await dialog.getByRole('link', { name: merge.name }).click();
    await page.waitForURL(new RegExp(`/segments/merge/${merge.code}/view`));
    await expect.poll(() => page.getByRole('heading', { name: merge.name }).count(), { timeout: 15_000 }).toBe(1);

    // The base's own view lists the merge among its uses.
    await page.goto(`${gatewayUrl()}/segments/${base.code}/view`);
    await expect.poll(() => page.getByTestId('segment-usage').getByRole('link', { name: merge.name }).count(), { timeout: 15_000 }).toBe(1);
    expect((await rowsFor('analyst@retail.demo', { name: base.name })).map((r) => r.code)).toContain(base.code);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('list details (defects 6–10)', () => {
  it('search ignores accents and case: "electronica" finds the Electrónica segments', async () => {
    const accented = await rowsFor('admin@corp.demo', { name: 'Electrónica' });
    expect(accented.length).toBeGreaterThan(0);
    const { page } = await signedInPage(browser, 'admin@corp.demo');
    await page.goto(`${gatewayUrl()}/segments/list`);
    await page.getByRole('button', { name: /^Filtros/ }).click();
    await page.getByLabel('Nombre').fill('ELECTRONICA');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect.poll(() => page.getByTestId('pager-range').innerText()).toContain(`de ${accented.length}`);
    const names = await page.locator('.inca-segment-name').allInnerTexts();
    expect(names.length).toBeGreaterThan(0);
    for (const n of names) expect(n.toLowerCase()).toContain('electrónica');
    await page.context().close();
  });

  it('the company filter offers every company whose rows the retail analyst sees', async () => {
    const owners = [...new Set((await rowsFor('analyst@retail.demo')).map((r) => r.ownerCompany.code))].sort();
    expect(owners.length).toBeGreaterThan(1);
    const { page } = await signedInPage(browser, 'analyst@retail.demo');
    await page.goto(`${gatewayUrl()}/segments/list`);
    await page.getByRole('button', { name: /^Filtros/ }).click();
    // The panel loads when it opens, and its companies a moment after.
    const offered = () =>
      page
        .getByLabel('Empresa', { exact: true })
        .locator('option')
        .evaluateAll((os) => os.map((o) => (o as unknown as { value: string }).value).filter(Boolean));
    await expect.poll(offered, { timeout: 10_000 }).toEqual(expect.arrayContaining(owners));
    await page.context().close();
  });

  it('date inputs show the whole date as yyyy-mm-dd, and the table and the Excel file show the same time', async () => {
    const { page } = await signedInPage(browser, 'user@retail.demo');
    await page.goto(`${gatewayUrl()}/segments/list`);
    await expect.poll(() => page.getByTestId('segment-row').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await page.getByRole('button', { name: /^Filtros/ }).click();
    const from = page.getByLabel('Creación desde');
    expect(await from.getAttribute('placeholder')).toBe('aaaa-mm-dd');
    await from.fill('2025-09-01');
    await from.press('Enter');
    await expect.poll(() => from.inputValue()).toBe('2025-09-01');
    const box = await from.boundingBox();
    expect(box!.width).toBeGreaterThan(90);
    await shot(page, 'segments-date-filter');
    await page.getByRole('button', { name: 'Limpiar' }).click();

    const firstRow = page.getByTestId('segment-row').first();
    const code = await firstRow.getAttribute('data-code');
    const cells = await firstRow.locator('td').allInnerTexts();
    const shown = cells.filter((c) => /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(c.trim())).map((c) => c.trim());
    expect(shown.length).toBe(2);
    await page.getByRole('button', { name: 'Descargar Excel' }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Sin Audiencias' }).click()]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await download.path())!);
    const sheet = workbook.getWorksheet('Segmentos')!;
    const header = (sheet.getRow(1).values as unknown[]).map(String);
    const codeCol = header.indexOf('Código');
    const row = sheet.getRows(2, sheet.actualRowCount - 1)!.find((r) => String(r.getCell(codeCol).value) === code)!;
    expect(row).toBeDefined();
    const fileDates = (row.values as unknown[]).map(String).filter((v) => /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(v));
    expect(fileDates).toEqual(shown);
    await page.context().close();
  });

  it('an unknown segment code goes back to the list with one message', async () => {
    const { page } = await signedInPage(browser, 'analyst@brand.demo');
    await page.goto(`${gatewayUrl()}/segments/SEG9999999/view`);
    await page.waitForURL(/\/segments\/list/, { timeout: 15_000 });
    await expect.poll(() => page.getByText('El segmento no existe o no tiene acceso a él.').count()).toBe(1);
    expect(await page.getByText('Página no encontrada').count()).toBe(0);
    await page.context().close();
  });

  it('a first visit is not an expired session, and a deep link returns after login', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'es-CL' });
    const page = await context.newPage();
    const errors: string[] = [];
    watchErrors(page, errors);
    await page.goto(`${gatewayUrl()}/segments/list?viewed=SEG0000077`);
    await page.waitForURL(/\/login/);
    expect(await page.getByText(/Su sesión expiró/).count()).toBe(0);
    await page.getByLabel('Correo electrónico').fill('user@retail.demo');
    await page.getByLabel('Contraseña').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.waitForURL(/\/segments\/list\?viewed=SEG0000077$/, { timeout: 15_000 });
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a segment opened from an access request (§2.1, §2.2)', () => {
  const VIEW = { SEGMENT: 'segments', MERGE_SEGMENT: 'segments/merge' } as const;
  for (const screen of ['SEGMENT', 'MERGE_SEGMENT'] as const) {
    it(`a ${screen === 'SEGMENT' ? 'single' : 'merge'} segment offers neither "Crear audiencia" nor "Editar", and "Volver" returns to the requests`, async () => {
      const { token } = await login('admin@corp.demo');
      const nodes = (
        await graphql<{ segments: { nodes: { code: string; name: string; screen: string; shared: boolean; canEdit: boolean }[] } }>(
          '{ segments(filter: { companyCodes: ["032"] }, pageSize: 500) { nodes { code name screen shared canEdit } } }',
          { token },
        )
      ).data!.segments.nodes;
      // One the admin may edit and turn into an audience from the list, so that only the request context hides them.
      const target = nodes.find((n) => n.screen === screen && n.canEdit && !n.shared)!;
      expect(target, `an editable, unshared ${screen} of 032`).toBeDefined();
      const view = `${gatewayUrl()}/${VIEW[screen]}/${target.code}/view`;
      const { page, errors } = await signedInPage(browser, 'admin@corp.demo');
      const heading = page.getByRole('heading', { name: target.name });

      await page.goto(view);
      await expect.poll(() => heading.count(), { timeout: 15_000 }).toBe(1);
      await expect.poll(() => page.getByRole('button', { name: 'Crear audiencia' }).count()).toBe(1);
      expect(await page.getByRole('button', { name: 'Editar', exact: true }).count()).toBe(1);

      await page.goto(`${gatewayUrl()}/segments/requests`);
      await expect.poll(() => page.getByRole('tab', { name: 'Solicitudes' }).count(), { timeout: 15_000 }).toBe(1);
      await page.goto(`${view}?from=exception`);
      await expect.poll(() => heading.count(), { timeout: 15_000 }).toBe(1);
      await expect.poll(() => page.getByTestId('count-unique').count(), { timeout: 15_000 }).toBe(1);
      expect(await page.getByRole('button', { name: 'Crear audiencia' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Editar', exact: true }).count()).toBe(0);
      await shot(page, `view-from-request-${screen === 'SEGMENT' ? 'segment' : 'merge'}`);
      await page.getByRole('button', { name: 'Volver' }).click();
      await page.waitForURL(/\/segments\/requests$/, { timeout: 15_000 });
      await expect.poll(() => page.getByRole('tab', { name: 'Solicitudes' }).count(), { timeout: 15_000 }).toBe(1);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }
});

describe('seeded cross tables and sandbox segments', () => {
  for (const [typeId, facts] of [
    [1, 'table-facts'],
    [4, 'sandbox-facts'],
  ] as const) {
    it(`a seeded ${typeId === 1 ? 'cross table' : 'sandbox segment'} views with its source and its counts`, async () => {
      const { token } = await login('admin@corp.demo');
      const nodes = (
        await graphql<{
          segments: {
            nodes: {
              code: string;
              name: string;
              uniqueUsers: number;
              crossTable: { tableId: string | null; group: string | null } | null;
            }[];
          };
        }>(
          `{ segments(filter: { typeIds: [${typeId}], name: "INCA_" }, pageSize: 200) { nodes { code name uniqueUsers crossTable { tableId group } } } }`,
          { token },
        )
      ).data!.segments.nodes;
      const target = nodes.find((n) => /^INCA_(Corporativo|Retail|Marcas|Financiera)_/.test(n.name) && n.uniqueUsers > 0)!;
      expect(target, 'a seeded segment of the type with counts').toBeDefined();
      const source = typeId === 1 ? target.crossTable!.tableId! : target.crossTable!.group!;
      const { page, errors } = await signedInPage(browser, 'admin@corp.demo');
      await page.goto(`${gatewayUrl()}/segments/cross-table/${target.code}/view`);
      await expect.poll(() => page.getByRole('heading', { name: target.name }).count(), { timeout: 15_000 }).toBe(1);
      await expect.poll(() => page.getByTestId(facts).innerText(), { timeout: 15_000 }).toContain(source);
      await expect
        .poll(() => page.getByTestId('count-unique').innerText(), { timeout: 15_000 })
        .toBe(target.uniqueUsers.toLocaleString('en-US'));
      expect(await dangerToasts(page)).toBe(0);
      await shot(page, `view-seeded-${typeId === 1 ? 'cross-table' : 'sandbox'}`);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }
});
