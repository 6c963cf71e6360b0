import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { santiagoToday } from '@inca/domain';
import { gatewayUrl } from '../src/client.ts';
import { launchBrowser, shot, signedInPage } from '../src/browser.ts';
import { startTestPublishing, type TestPublishing } from '../src/publishing.ts';

/*
 * Coupon campaigns in the browser: the admin turns talonone_coupons on for the corporate company (032,
 * off in the demo data) on the configuration screen, registers an ads account with Talon.One for it and verifies
 * it; then the company's data steward finds 'Cupones' in the menu, creates a coupon campaign on that account
 * and, once the publishing worker has run it, sees it published (P_PUB) with its coupons counted on the detail,
 * the same count the Talon.One simulator holds. The test platform runs with PUBLISHING=off: this file starts its
 * own engine against simulators of its own (as publishing.test.ts). Every record it changed is restored after.
 */

const RUN = Date.now().toString(36).slice(-5);
const ACCOUNT_NAME = `Cupones e2e ${RUN}`;
const ACCOUNT_CODE = `e2e_cupones_${RUN}`;
const COUPON_NAME = `e2e cupones ${RUN}`;
/** The Talon.One simulator's application and a campaign the demo coupons do not use. */
const APPLICATION = '1201';
const CAMPAIGN = '50102';
const plusDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

let browser: Browser;
let db: pg.Client;
let publishing: TestPublishing | undefined;
let savedFlag: string | null | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
  db = new pg.Client({ connectionString: inject('databaseUrl') });
  await db.connect();
  savedFlag =
    (
      await db.query<{ talonone_coupons: string }>(
        "SELECT talonone_coupons FROM audience_management.company_flags WHERE company_code = '032'",
      )
    ).rows[0]?.talonone_coupons ?? null;
  expect(savedFlag ?? '0', 'the demo data keeps coupons off for 032').toBe('0');
  publishing = await startTestPublishing({ queueSchema: 'audience_publishing_coupons_e2e', chunkSize: 2000 });
}, 120_000);

afterAll(async () => {
  await publishing?.stop();
  if (db) {
    // Whatever happened above: the campaign (its audience first), the account and the flag end as they were.
    const made = await db.query<{ id: string }>(
      'SELECT id::text FROM audience_management.coupon_campaigns WHERE custom_coupons_name = $1',
      [`INCA_${COUPON_NAME}`],
    );
    const ids = made.rows.map((r) => r.id);
    await db.query('DELETE FROM audience_management.audiences WHERE coupon_campaign_id = ANY($1::bigint[])', [ids]);
    await db.query('DELETE FROM audience_management.coupon_campaigns WHERE id = ANY($1::bigint[])', [ids]);
    await db.query('DELETE FROM audience_management.ads_accounts WHERE technical_name = $1', [ACCOUNT_CODE]);
    if (savedFlag === null) await db.query("DELETE FROM audience_management.company_flags WHERE company_code = '032'");
    else if (savedFlag !== undefined)
      await db.query("UPDATE audience_management.company_flags SET talonone_coupons = $1 WHERE company_code = '032'", [savedFlag]);
    await db.end();
  }
  await browser?.close();
});

const flagOf032 = async () =>
  (
    await db.query<{ talonone_coupons: string }>(
      "SELECT talonone_coupons FROM audience_management.company_flags WHERE company_code = '032'",
    )
  ).rows[0]?.talonone_coupons;

/** What the coupon detail card and chart say, once shown. */
const cardText = (page: Page) => page.getByTestId('coupon-card').innerText();

describe('coupon campaigns in the browser', () => {
  it('the admin turns coupons on for 032, registers a Talon.One account for it and verifies it', async () => {
    const { page, errors } = await signedInPage(browser, 'admin@corp.demo');
    // Off for 032: no menu entry, and the address sends the admin home.
    expect(await page.getByRole('link', { name: 'Cupones' }).count()).toBe(0);
    await page.goto(`${gatewayUrl()}/coupons/list`);
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toBe('/');

    await page.getByRole('link', { name: 'Configuración' }).click();
    const row = page.getByTestId('flags-row-032');
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
    await row.getByRole('button', { name: /^Editar activadores/ }).click();
    await row.getByRole('checkbox', { name: /^Cupones Talon\.One/ }).click({ force: true });
    await row.getByRole('button', { name: 'Guardar' }).click();
    await expect.poll(() => page.getByText('Operación realizada con éxito.').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await expect.poll(flagOf032, { timeout: 10_000 }).toBe('1');

    // An ads account of 032 with the Talonone channel (the simulator's application id as account id).
    await page.getByRole('tab', { name: 'Cuentas publicitarias' }).click();
    await page.locator('#ads-company').selectOption('032');
    const table = page.getByTestId('ads-accounts-table');
    await expect.poll(() => table.locator('tbody tr').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Registrar Nuevo' }).click();
    const form = page.getByTestId('ads-account-form');
    await form.getByLabel('Nombre de la cuenta').fill(ACCOUNT_NAME);
    await form.getByLabel('Nombre técnico').fill(ACCOUNT_CODE);
    await form.getByRole('tab', { name: 'Talonone' }).click();
    await form.getByText('Canal activo').click();
    await form.getByLabel('ID de la cuenta en la plataforma').fill(APPLICATION);
    // Talon.One's integration and management keys, sealed at rest; verification and publishing use them.
    await form.getByLabel('Credencial (token)').fill(`${ACCOUNT_CODE}-int ${ACCOUNT_CODE}-mgmt`);
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect.poll(() => page.getByText('El registro se guardó correctamente.').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    const account = table.locator('tbody tr', { hasText: ACCOUNT_NAME });
    await expect.poll(() => account.count(), { timeout: 10_000 }).toBe(1);

    // Verify: Talon.One answers through its connector (the platform's simulator).
    await account.getByRole('button', { name: 'Verificar cuenta' }).click();
    await expect
      .poll(() => page.getByText('Se ha verificado la cuenta revise el detalle.').count(), { timeout: 20_000 })
      .toBeGreaterThan(0);
    await account.getByRole('button', { name: 'Ver detalle' }).click();
    const checks = page.getByTestId('ads-checks');
    await expect.poll(() => checks.locator('tbody tr', { hasText: 'Talonone' }).count(), { timeout: 10_000 }).toBe(1);
    expect(await checks.locator('tbody tr', { hasText: 'Talonone' }).innerText()).toContain('OK');
    await page.keyboard.press('Escape');
    expect(errors).toEqual([]);
    await page.context().close();
  }, 120_000);

  it('a user of 032 creates a coupon campaign and, after the publishing run, sees it published with its coupons counted', async () => {
    expect(await flagOf032(), 'the first test turned coupons on for 032').toBe('1');
    const segment = (
      await db.query<{ business_name: string }>(
        `SELECT business_name FROM audience_management.segments WHERE owner_company_code = '032' AND segment_type_id = 2
           AND definition->>'type_name' = 'SEGMENT_CONTACT' AND NOT flag_shared ORDER BY row_count_unique DESC, code LIMIT 1`,
      )
    ).rows[0]!.business_name;

    const { page, errors } = await signedInPage(browser, 'steward@corp.demo');
    await page.getByRole('link', { name: 'Cupones' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Mis cupones' }).count(), { timeout: 15_000 }).toBe(1);
    // The steward's scope includes 022, whose demo campaigns are listed; none of 032 yet.
    await expect.poll(() => page.getByTestId('coupon-row').count(), { timeout: 15_000 }).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Nuevo cupón' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Nuevo cupón' }).count(), { timeout: 15_000 }).toBe(1);
    await page.getByLabel('Cuenta publicitaria').selectOption({ label: ACCOUNT_NAME });
    const search = page.getByPlaceholder('Busque un segmento por nombre o código…');
    await search.click();
    await search.fill(segment);
    const choice = page
      .locator('.bp6-popover')
      .getByRole('option', { name: new RegExp(`^${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
      .first();
    await expect.poll(() => choice.count(), { timeout: 15_000 }).toBe(1);
    await choice.click();
    await expect
      .poll(() => page.getByTestId('coupon-segment-check').innerText(), { timeout: 15_000 })
      .toBe('Segmento válido para cupones.');
    await page.getByLabel('Nombre del cupón').fill(COUPON_NAME);
    await page.getByLabel('Descripción').fill('Cupón de aniversario para clientes corporativos');
    for (const [label, date] of [
      ['Fecha de inicio', santiagoToday()],
      ['Fecha de término', plusDays(45)],
    ] as const) {
      const input = page.getByLabel(label, { exact: true });
      await input.fill(date);
      await input.press('Enter');
      await expect.poll(() => input.inputValue()).toBe(date);
    }
    await page.getByLabel('Límite de usos por cupón').fill('1');
    await page.getByLabel('Límite de descuento por cupón').fill('5000');
    await page.getByLabel('Límite de reservas por cupón').fill('1');
    await page.getByTestId('coupon-platform-talonone').click();
    await expect.poll(() => page.locator('#coupon-applicationId option').count(), { timeout: 15_000 }).toBeGreaterThan(1);
    await page.locator('#coupon-applicationId').selectOption(APPLICATION);
    await expect.poll(() => page.locator(`#coupon-campaignId option[value="${CAMPAIGN}"]`).count(), { timeout: 15_000 }).toBe(1);
    await page.locator('#coupon-campaignId').selectOption(CAMPAIGN);
    await expect.poll(() => page.getByTestId('coupon-pattern').innerText()).toMatch(/^Patrón de cupones: ANIV-#+$/);
    await page.evaluate('window.scrollTo(0, 0)');
    await shot(page, 'coupons-form');
    await page.getByTestId('coupon-save').click();

    // The list, with the new name in the name filter; the campaign waits to be sent.
    await expect.poll(() => page.getByText('Se ha registrado correctamente.').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await page.waitForURL(/\/coupons\/list\?default=/, { timeout: 20_000 });
    expect(await page.getByLabel('Nombre').inputValue()).toBe(`INCA_${COUPON_NAME}`);
    const row = page.getByTestId('coupon-row');
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
    expect(await row.innerText()).toContain(`INCA_${COUPON_NAME}`);
    expect(await row.getByTestId('audience-status').innerText()).toBe('Sin enviar');

    // Sent from the row's menu (after its confirmation); the publishing worker takes it (the platform's workers in production).
    await page.getByRole('button', { name: `Acciones de INCA_${COUPON_NAME}` }).click();
    await page.getByRole('menuitem', { name: 'Reenviar' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Reenviar' }).click();
    await expect.poll(() => page.getByText('Los cupones se estan reenviado.').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    const { rows } = await db.query<{ audience: string; campaign: string }>(
      `SELECT a.id::text AS audience, c.id::text AS campaign FROM audience_management.coupon_campaigns c JOIN audience_management.audiences a ON a.coupon_campaign_id = c.id
        WHERE c.custom_coupons_name = $1`,
      [`INCA_${COUPON_NAME}`],
    );
    expect(rows).toHaveLength(1);
    const { audience, campaign } = rows[0]!;
    await expect.poll(() => publishing!.engine.dispatchDue([Number(audience)]), { timeout: 15_000 }).toBe(1);
    const status = async () =>
      (await db.query<{ s: string }>('SELECT assignment_status_code AS s FROM audience_management.audiences WHERE id = $1', [audience]))
        .rows[0]!.s;
    await expect.poll(status, { timeout: 90_000, interval: 500 }).toBe('P_PUB');

    // The list shows it published (green); the detail its coupons, as many as the Talon.One simulator holds.
    await page.reload();
    await expect.poll(() => row.getByTestId('audience-status').innerText(), { timeout: 15_000 }).toBe('Publicada');
    expect(await row.getByTestId('audience-status').getAttribute('data-color')).toBe('GREEN');
    await shot(page, 'coupons-list');
    await page.getByRole('button', { name: `Acciones de INCA_${COUPON_NAME}` }).click();
    await page.getByRole('menuitem', { name: 'Ver detalle' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Ver detalle' }).click();
    await page.waitForURL(new RegExp(`/coupons/${campaign}$`));
    await expect.poll(() => page.getByText('Detalle del cupón').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await expect.poll(() => cardText(page), { timeout: 15_000 }).toContain('Publicada');

    const sim = (await (
      await fetch(`${publishing!.sims.url}/__sim/talonone/coupons?applicationId=${APPLICATION}&campaignId=${CAMPAIGN}`)
    ).json()) as { count: number; recipients: number };
    expect(sim.count).toBeGreaterThan(0);
    expect(sim.recipients).toBe(sim.count);
    const issued = Number(
      (
        await db.query<{ n: string }>(
          'SELECT coalesce(sum(issued), 0) AS n FROM audience_management.coupon_daily_stats WHERE coupon_campaign_id = $1',
          [campaign],
        )
      ).rows[0]!.n,
    );
    expect(issued, 'coupons issued synced from Talon.One').toBe(sim.count);
    await expect
      .poll(() => page.getByTestId('coupon-total-issued').innerText(), { timeout: 15_000 })
      .toContain(sim.count.toLocaleString('en-US'));
    await expect
      .poll(() => page.getByRole('img', { name: 'Gráfico de cupones emitidos, reservados y canjeados por día' }).count(), {
        timeout: 15_000,
      })
      .toBe(1);
    const timeline = page.getByTestId('coupon-timeline').locator('tbody tr');
    await expect.poll(() => timeline.count()).toBeGreaterThan(1);
    expect(await timeline.first().innerText()).toContain('Publicada');
    expect(await timeline.first().innerText()).toContain('Talon One');
    await page.waitForTimeout(500);
    await shot(page, 'coupons-detail');
    console.log(
      `coupons e2e: ${sim.count} coupons at the Talon.One simulator (${sim.recipients} recipients), ${issued} issued in coupon_daily_stats`,
    );
    expect(errors).toEqual([]);
    await page.context().close();
  }, 240_000);

  it("the retail analyst reads a demo campaign's weeks of coupons: issued, reserved and redeemed per day", async () => {
    // The demo campaign of 022 with the most days of figures.
    const seeded = (
      await db.query<{ id: string; days: number; issued: string; redeemed: string }>(
        `SELECT s.coupon_campaign_id::text AS id, count(*)::int AS days, sum(s.issued) AS issued, sum(s.redeemed) AS redeemed
           FROM audience_management.coupon_daily_stats s JOIN audience_management.coupon_campaigns c ON c.id = s.coupon_campaign_id
          WHERE c.company_code = '022' GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1`,
      )
    ).rows[0]!;
    expect(seeded.days).toBeGreaterThan(7);
    const { page, errors } = await signedInPage(browser, 'analyst@retail.demo');
    await page.goto(`${gatewayUrl()}/coupons/${seeded.id}`);
    await expect
      .poll(() => page.getByTestId('coupon-total-redeemed').innerText(), { timeout: 15_000 })
      .toContain(Number(seeded.redeemed).toLocaleString('en-US'));
    expect(await page.getByTestId('coupon-total-issued').innerText()).toContain(Number(seeded.issued).toLocaleString('en-US'));
    await expect
      .poll(() => page.getByRole('img', { name: 'Gráfico de cupones emitidos, reservados y canjeados por día' }).count(), {
        timeout: 15_000,
      })
      .toBe(1);
    await page.waitForTimeout(500);
    await shot(page, 'coupons-detail-demo');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
