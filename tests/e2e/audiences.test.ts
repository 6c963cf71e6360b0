import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { Browser } from 'playwright-core';
import { gatewayUrl, graphql, login } from '../src/client.ts';
import { launchBrowser, shot, signedInPage } from '../src/browser.ts';

let browser: Browser;
const created: string[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  // The audiences this file made go away, so later files find the segments as seeded.
  const { token } = await login('analyst@retail.demo');
  for (const id of created) await graphql('mutation($id: ID!) { deleteAudience(id: $id) { id } }', { token, variables: { id } });
  await browser?.close();
});

const RUN = Date.now().toString(36).slice(-5);
// Platforms whose tab asks for nothing more (Google has its audience type, and the others their settings).
const SIMPLE = ['FBK', 'TIKTOK', 'CRITEO'] as const;
const LABEL: Record<string, string> = { GADS: 'Google', FBK: 'Facebook', TIKTOK: 'TikTok', CRITEO: 'Criteo' };

describe('audiences in the browser', () => {
  it('the retail analyst creates an audience for two platforms, finds it, reads its detail, bulk-updates it and downloads the list', async () => {
    const { token } = await login('analyst@retail.demo');
    const accounts = (
      await graphql<{ viewer: { company: { adsAccounts: { technicalName: string; businessName: string; platforms: string[] }[] } } }>(
        '{ viewer { company { adsAccounts { technicalName businessName platforms } } } }',
        { token },
      )
    ).data!.viewer.company.adsAccounts;
    const account = accounts.find((a) => a.platforms.filter((p) => (SIMPLE as readonly string[]).includes(p)).length >= 2)!;
    expect(account, 'a 022 ads account enabling two simple platforms').toBeDefined();
    const platforms = SIMPLE.filter((p) => account.platforms.includes(p)).slice(0, 2);
    const name = `retail_e2e ${RUN}`;

    const { page, errors } = await signedInPage(browser, 'analyst@retail.demo');
    await page.goto(`${gatewayUrl()}/audiences/new`);
    await expect.poll(() => page.getByRole('heading', { name: 'Crear audiencia' }).count(), { timeout: 15_000 }).toBe(1);
    await page.getByLabel('Tipo de segmento').selectOption({ label: 'Contacto' });
    await page.getByPlaceholder('Busque un segmento por nombre o código…').click();
    await page.getByPlaceholder('Busque un segmento por nombre o código…').fill('INCA_Retail');
    const choice = page.locator('.bp6-popover').getByRole('option').first();
    await expect.poll(() => choice.count(), { timeout: 15_000 }).toBe(1);
    await shot(page, 'audience-form-segment-suggest');
    await choice.click();
    await page.getByLabel('Nombre de la audiencia').fill(name);
    await page.getByLabel('Descripción').fill('Audiencia de prueba en dos plataformas');
    for (const [label, date] of [
      ['Fecha de inicio', '2031-01-01'],
      ['Fecha de término', '2031-06-30'],
    ] as const) {
      const input = page.getByLabel(label, { exact: true });
      await input.fill(date);
      await input.press('Enter');
      await expect.poll(() => input.inputValue()).toBe(date);
    }
    await page.getByRole('group', { name: 'Frecuencia de actualización' }).getByRole('button', { name: 'Mensual' }).click();
    await page.getByLabel('Día de actualización').fill('5');
    await page.getByLabel('Cuenta publicitaria').selectOption({ label: account.businessName });
    for (const p of platforms) await page.getByRole('button', { name: LABEL[p]!, exact: true }).click();
    await shot(page, 'audience-form-two-platforms');
    await page.getByRole('button', { name: 'Guardar' }).click();

    // The list opens with the new name in the name filter, and shows one audience per platform.
    await page.waitForURL(/\/audiences\/list/, { timeout: 20_000 });
    await expect.poll(() => page.getByTestId('audience-row').count(), { timeout: 15_000 }).toBe(2);
    const names = await page.getByTestId('audience-row').allInnerTexts();
    for (const text of names) expect(text).toContain(`INCA_${name}`);
    await shot(page, 'audiences-list-new');

    const mine = (
      await graphql<{ audiences: { nodes: { id: string; platform: { code: string }; endDate: string; frequency: string }[] } }>(
        'query($n: String) { audiences(filter: { name: $n }) { nodes { id platform { code } endDate frequency } } }',
        { token, variables: { n: name } },
      )
    ).data!.audiences.nodes;
    expect(mine.map((a) => a.platform.code).sort()).toEqual([...platforms].sort());
    created.push(...mine.map((a) => a.id));

    // Its detail: breadcrumbs, card and the timeline.
    await page
      .getByRole('button', { name: `Acciones de INCA_${name}` })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Ver detalle' }).waitFor();
    await shot(page, 'audiences-row-actions');
    await page.getByRole('menuitem', { name: 'Ver detalle' }).click();
    await page.waitForURL(/\/audiences\/\d+$/);
    await expect.poll(() => page.getByText('Detalle de Audiencia').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await expect.poll(() => page.getByRole('heading', { name: `INCA_${name}` }).count()).toBe(1);
    await expect.poll(() => page.getByTestId('audience-card').innerText()).toContain('Sin enviar');
    await expect.poll(() => page.getByTestId('timeline-row').count()).toBeGreaterThan(0);
    await shot(page, 'audience-detail-new');
    await page.goBack();

    // Bulk update of both.
    await expect.poll(() => page.getByTestId('audience-row').count(), { timeout: 15_000 }).toBe(2);
    for (const box of await page.getByRole('checkbox', { name: `Seleccionar INCA_${name}` }).all()) await box.check({ force: true });
    await page.getByRole('button', { name: 'Actualización masiva (2)' }).click();
    const form = page.getByTestId('bulk-update-form');
    const end = form.getByLabel('Fecha fin');
    await end.fill('2032-03-31');
    await end.press('Enter');
    await form
      .getByRole('radiogroup', { name: 'Frecuencia' })
      .getByRole('radio', { name: 'Diaria' })
      .or(form.getByRole('radiogroup', { name: 'Frecuencia' }).getByRole('button', { name: 'Diaria' }))
      .click();
    await shot(page, 'audiences-bulk-update');
    await form.getByRole('button', { name: 'Actualizar' }).click();
    await expect
      .poll(() => page.getByText('Se han actualizado 2 audiencias correctamente.').count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    const after = (
      await graphql<{ audiences: { nodes: { endDate: string; frequency: string }[] } }>(
        'query($n: String) { audiences(filter: { name: $n }) { nodes { endDate frequency } } }',
        {
          token,
          variables: { n: name },
        },
      )
    ).data!.audiences.nodes;
    expect(after).toEqual([
      { endDate: '2032-03-31', frequency: 'DAILY' },
      { endDate: '2032-03-31', frequency: 'DAILY' },
    ]);

    // The Excel file holds the filtered list.
    await page.getByRole('button', { name: 'Descargar Excel' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 20_000 }),
      page
        .getByRole('button', { name: /^Descargar/ })
        .last()
        .click()
        .catch(() => undefined),
    ]);
    expect(download.suggestedFilename()).toBe('lista_audiencias.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await download.path())!);
    const sheet = workbook.worksheets[0]!;
    const rows = sheet.getRows(2, sheet.actualRowCount - 1)!.map((r) => (r.values as unknown[]).map(String).join(' | '));
    expect(rows).toHaveLength(2);
    for (const r of rows) expect(r).toContain(`INCA_${name}`);
    expect(errors).toEqual([]);
    await page.context().close();

    // A user of another company sees none of it.
    const other = await signedInPage(browser, 'user@brand.demo');
    const { token: brand } = await login('user@brand.demo');
    const seen = await graphql<{ audiences: { totalCount: number } }>(
      'query($n: String) { audiences(filter: { name: $n }) { totalCount } }',
      { token: brand, variables: { n: name } },
    );
    expect(seen.data!.audiences.totalCount).toBe(0);
    const refused = await graphql('query($id: ID!) { audience(id: $id) { id } }', { token: brand, variables: { id: mine[0]!.id } });
    expect(refused.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    await other.page.goto(`${gatewayUrl()}/audiences/list?default=${encodeURIComponent(name)}`);
    await expect
      .poll(
        () =>
          other.page
            .getByText('Aún no hay audiencias')
            .or(other.page.getByText(/Ninguna audiencia|No hay audiencias/))
            .count(),
        { timeout: 15_000 },
      )
      .toBeGreaterThan(0);
    expect(await other.page.getByTestId('audience-row').count()).toBe(0);
    await other.page.goto(`${gatewayUrl()}/audiences/${mine[0]!.id}`);
    await other.page.waitForURL(/\/audiences\/list/, { timeout: 15_000 });
    await other.page.context().close();
  }, 180_000);

  it('the audience form summarises the chosen segment’s attributes; a requested audience cannot be ticked for the bulk update', async () => {
    const { page, errors } = await signedInPage(browser, 'analyst@retail.demo');
    await page.goto(`${gatewayUrl()}/audiences/new`);
    await expect.poll(() => page.getByRole('heading', { name: 'Crear audiencia' }).count(), { timeout: 15_000 }).toBe(1);
    await page.getByLabel('Tipo de segmento').selectOption({ label: 'Contacto' });
    // A contact segment the form offers that is defined by attributes (a cross-table, sandbox or
    // merged one has none to summarise), found through the API as the form would list it.
    const { token: analyst } = await login('analyst@retail.demo');
    const offered = (
      await graphql<{ audienceFormSegments: { code: string; name: string }[] }>(
        'query { audienceFormSegments(companyCode: "022", type: SEGMENT_CONTACT) { code name } }',
        { token: analyst },
      )
    ).data!.audienceFormSegments;
    let attributeSegment: string | undefined;
    for (const s of offered) {
      const def = await graphql<{ segment: { definition: { attributes: unknown[] } | null } }>(
        'query($c: ID!) { segment(code: $c) { definition { attributes { id } } } }',
        { token: analyst, variables: { c: s.code } },
      );
      if ((def.data?.segment.definition?.attributes.length ?? 0) > 0) {
        attributeSegment = s.name;
        break;
      }
    }
    expect(attributeSegment, 'an attribute segment offered to 022').toBeDefined();
    const search = page.getByPlaceholder('Busque un segmento por nombre o código…');
    await search.click();
    await search.fill(attributeSegment!);
    const choice = page.locator('.bp6-popover').getByRole('option').filter({ hasText: attributeSegment! }).first();
    await expect.poll(() => choice.count(), { timeout: 15_000 }).toBe(1);
    await choice.click();
    const summary = page.getByTestId('segment-attribute-summary');
    await expect.poll(() => summary.innerText().catch(() => ''), { timeout: 15_000 }).toMatch(/\d+ atributos? seleccionados?/);
    expect(await summary.innerText()).toContain('Resumen de atributos del segmento');
    // Each line names the attribute and its value in words ("Edad: 25 a 40", "Región: Metropolitana, …").
    const lines = await summary.locator('li').allInnerTexts();
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).toMatch(/^[^:]+: \S/);
    await page.evaluate('window.scrollTo(0, 0)');
    await shot(page, 'audience-form-attribute-summary');

    // A requested audience: its box cannot be ticked, nor taken by "select the page".
    const { token } = await login('analyst@retail.demo');
    const nodes = (
      await graphql<{ audiences: { nodes: { name: string; requested: boolean }[] } }>(
        '{ audiences(pageSize: 500) { nodes { name requested } } }',
        { token },
      )
    ).data!.audiences.nodes;
    const requested = nodes.find((a) => a.requested);
    expect(requested, 'a requested audience of 022').toBeDefined();
    await page.goto(`${gatewayUrl()}/audiences/list?default=${encodeURIComponent(requested!.name)}`);
    await expect.poll(() => page.getByTestId('audience-row').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    const box = page.getByRole('checkbox', { name: `Seleccionar ${requested!.name}`, exact: true });
    await expect.poll(() => box.isDisabled()).toBe(true);
    await page
      .getByRole('checkbox', { name: 'Seleccionar las audiencias de esta página' })
      .check({ force: true })
      .catch(() => undefined);
    expect(await box.isChecked()).toBe(false);
    await box.hover({ force: true });
    await expect
      .poll(() => page.getByText('Las audiencias solicitadas no se pueden actualizar en forma masiva.').count(), { timeout: 5_000 })
      .toBeGreaterThan(0);
    await shot(page, 'audiences-list-requested-not-selectable');
    expect(errors).toEqual([]);
    await page.context().close();
  }, 120_000);
});
