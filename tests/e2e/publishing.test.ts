import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { santiagoToday } from '@inca/domain';
import { PublishingEngine } from '@inca/svc-audience-management/jobs';
import { gatewayUrl, graphql, login, rest } from '../src/client.ts';
import { launchBrowser, shot, signedInPage } from '../src/browser.ts';
import { startTestPublishing, type TestPublishing } from '../src/publishing.ts';
import { largestSeededSegment } from '../src/seededSegments.ts';

/**
 * Publishing in the browser: the audience admin resends an audience from the list and
 * watches its detail go P_ENV → P_ACT → P_PUB with the platform's match count, the runs with their
 * predicted and actual match and the quality card; the recipients' e-mail about that run is in the
 * "Correos enviados" screen; and the audience form predicts the match of a platform before anything
 * is sent. The test platform runs with PUBLISHING=off: this file starts its own engine against
 * simulators of its own (as tests/integration/publishing.test.ts), with a match delay long enough
 * to see the platform "updating".
 */

const RUN = Date.now().toString(36).slice(-5);
const plusDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const RECIPIENT = `marketing.${RUN}@retail.demo`;
const MATCH_DELAY_MS = 6_000;

let browser: Browser;
let db: pg.Client;
let engine: PublishingEngine;
let publishing: TestPublishing | undefined;
let audienceId = 0;
let audienceName = '';
let analystToken = '';

beforeAll(async () => {
  browser = await launchBrowser();
  db = new pg.Client({ connectionString: inject('databaseUrl') });
  await db.connect();
  publishing = await startTestPublishing({ queueSchema: 'audience_publishing_e2e', chunkSize: 2000, matchDelayMs: MATCH_DELAY_MS });
  ({ engine } = publishing);
  analystToken = (await login('analyst@retail.demo')).token;
  const am = <T>(path: string, init: { method?: string; body?: unknown } = {}) =>
    rest<T>('audience-management', `/audience-management${path}`, { token: analystToken, ...init });
  const offered = (
    await am<{ data: { code: string; owner_company_code: string; segment_type_name: string }[] }>('/audiences/segments?company_code=022')
  ).body.data;
  // The largest: its members show every kind of e-mail problem in the quality report.
  const segment = await largestSeededSegment(
    db,
    offered.filter((s) => s.owner_company_code === '022' && s.segment_type_name === 'SEGMENT_CONTACT').map((s) => s.code),
  );
  const created = await am<{ data: { list_audience_data: { id: number; custom_audience_name: string }[] } }>('/audiences/create', {
    method: 'POST',
    body: {
      payload: {
        segment_code: segment,
        company_code: '022',
        audience_name: `reenvio e2e ${RUN}`,
        audience_description: 'Audiencia reenviada desde el navegador',
        audience_frequency_code: '1_MONTH',
        audience_update_date_number: 5,
        audience_start_date: santiagoToday(),
        audience_end_date: plusDays(60),
        platform: ['fbk'],
        ads_account_code: 'retail_ads',
        recipients: `analyst@retail.demo,${RECIPIENT}`,
      },
    },
  });
  expect(created.status).toBe(200);
  audienceId = created.body.data.list_audience_data[0]!.id;
  audienceName = created.body.data.list_audience_data[0]!.custom_audience_name;
}, 120_000);

afterAll(async () => {
  await publishing?.stop();
  if (audienceId)
    await graphql('mutation($id: ID!) { deleteAudience(id: $id) { id } }', { token: analystToken, variables: { id: String(audienceId) } });
  await db?.end();
  await browser?.close();
});

const statusOf = (page: Page) => page.getByTestId('audience-card').getByTestId('audience-status').innerText();

describe('publishing in the browser', () => {
  it('the admin resends an audience and watches P_ENV → P_ACT → P_PUB with its match count; the e-mail of that run is in the outbox', async () => {
    const { page, errors } = await signedInPage(browser, 'admin@corp.demo');
    await page.goto(`${gatewayUrl()}/audiences/list?default=${encodeURIComponent(audienceName)}`);
    await expect.poll(() => page.getByTestId('audience-row').count(), { timeout: 15_000 }).toBe(1);

    // Resend from the row menu, confirmed.
    await page.getByRole('button', { name: `Acciones de ${audienceName}` }).click();
    await page.getByRole('menuitem', { name: 'Reenviar' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Reenviar' }).click();
    await expect.poll(() => page.getByText('La audiencia se ha reenviado correctamente.').count(), { timeout: 15_000 }).toBeGreaterThan(0);

    // Its detail refreshes itself while the run goes on.
    await page.getByRole('button', { name: `Acciones de ${audienceName}` }).click();
    await page.getByRole('menuitem', { name: 'Ver detalle' }).click();
    await page.waitForURL(new RegExp(`/audiences/${audienceId}$`));
    await expect.poll(() => statusOf(page), { timeout: 15_000 }).toBe('Sin enviar');
    await expect
      .poll(() => page.getByTestId('audience-quality-card').innerText())
      .toContain('El informe de calidad aparecerá después de la primera publicación.');

    // The engine (the platform's workers in production) takes the resend.
    await expect.poll(() => engine.dispatchDue([audienceId]), { timeout: 15_000 }).toBe(1);
    const seen: string[] = [];
    await expect
      .poll(
        async () => {
          const status = await statusOf(page);
          if (seen.at(-1) !== status) seen.push(status);
          return status;
        },
        { timeout: 45_000, interval: 300 },
      )
      .toBe('Publicada');
    // The platform was seen "updating" before it published (P_ENV is followed by P_ACT at once: both are in the timeline).
    expect(seen).toContain('Actualizando');
    expect(seen.indexOf('Actualizando')).toBeLessThan(seen.indexOf('Publicada'));
    const timeline = await page.getByTestId('timeline-row').allInnerTexts();
    const order = ['Publicada', 'Actualizando', 'Enviada'].map((name) => timeline.findIndex((row) => row.includes(name)));
    expect(order.every((i) => i >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));

    // The match count the platform answered, on the card and in the runs.
    const match = Number(
      (await db.query(`SELECT audience_match_count FROM audience_management.audiences WHERE id = $1`, [audienceId])).rows[0]
        .audience_match_count,
    );
    expect(match).toBeGreaterThan(0);
    const shown = match.toLocaleString('en-US');
    await expect.poll(() => page.getByTestId('audience-card').innerText(), { timeout: 10_000 }).toContain(shown);
    const runRow = page.getByTestId('run-row').first();
    await expect.poll(() => runRow.innerText(), { timeout: 10_000 }).toContain('Publicada');
    await expect
      .poll(() => page.getByTestId('run-prediction').first().innerText(), { timeout: 10_000 })
      .toMatch(new RegExp(`^[\\d,]+ / ${shown} \\([+−]?\\d+ %\\)$`));
    // The quality card: Meta's member is the e-mail, with its usable share and the reasons of the rest.
    await expect.poll(() => page.getByTestId('quality-row').count(), { timeout: 10_000 }).toBeGreaterThan(1);
    const firstQuality = await page.getByTestId('quality-row').first().innerText();
    expect(firstQuality).toContain('Correo');
    expect(firstQuality).toContain('Se envía');
    expect(firstQuality).toMatch(/\d+ %/);
    expect(firstQuality).toContain('Valor de relleno');
    await shot(page, 'publishing-detail-quality');

    // The list shows the published status and the match too.
    await page.goto(`${gatewayUrl()}/audiences/list?default=${encodeURIComponent(audienceName)}`);
    await expect.poll(() => page.getByTestId('audience-row').first().innerText(), { timeout: 15_000 }).toContain('Publicada');
    expect(await page.getByTestId('audience-row').first().innerText()).toContain(shown);

    // The recipients were told: the admin reads the e-mail in "Correos enviados", from the menu.
    await page.getByRole('link', { name: 'Correos enviados' }).click();
    await page.waitForURL(/\/mail\/outbox$/);
    await expect.poll(() => page.getByTestId('outbox-row').filter({ hasText: RECIPIENT }).count(), { timeout: 15_000 }).toBe(1);
    const row = page.getByTestId('outbox-row').filter({ hasText: RECIPIENT });
    expect(await row.innerText()).toContain(`Audiencia ${audienceName} publicada en`);
    await shot(page, 'publishing-outbox');
    await row.getByRole('button', { name: /Ver el correo/ }).click();
    const body = page.getByRole('dialog').getByTestId('mail-body');
    await expect.poll(() => body.innerText(), { timeout: 10_000 }).toContain(`La audiencia ${audienceName} se publicó en`);
    // Let the dialog's opening transition (300 ms) end before the screenshot.
    await page.waitForTimeout(500);
    expect(await body.innerText()).toContain(`: ${shown}`);
    expect(await body.innerText()).toContain(`/audiences/${audienceId}`);
    await shot(page, 'publishing-outbox-message');
    expect(errors).toEqual([]);
    await page.context().close();
  }, 180_000);

  it('the audience form predicts the match of each chosen platform before anything is sent', async () => {
    const { page, errors } = await signedInPage(browser, 'analyst@retail.demo');
    await page.goto(`${gatewayUrl()}/audiences/new`);
    await expect.poll(() => page.getByRole('heading', { name: 'Crear audiencia' }).count(), { timeout: 15_000 }).toBe(1);
    await page.getByLabel('Tipo de segmento').selectOption({ label: 'Contacto' });
    await page.getByPlaceholder('Busque un segmento por nombre o código…').click();
    await page.getByPlaceholder('Busque un segmento por nombre o código…').fill('INCA_Retail');
    const choice = page.locator('.bp6-popover').getByRole('option').first();
    await expect.poll(() => choice.count(), { timeout: 15_000 }).toBe(1);
    await choice.click();
    await page.getByLabel('Cuenta publicitaria').selectOption({ value: 'retail_ads' });
    await page.getByRole('button', { name: 'Facebook', exact: true }).click();
    const panel = page.getByTestId('match-prediction');
    await expect
      .poll(
        async () =>
          (await panel.getByTestId('match-prediction-headline').count()) === 1 ? 'shown' : await panel.innerText().catch(() => 'no panel'),
        { timeout: 30_000 },
      )
      .toBe('shown');
    // Facebook has published a run in this platform (the first test): its rate comes from history.
    expect(await panel.getByTestId('match-prediction-headline').innerText()).toMatch(
      /^Se estima que Facebook reconocerá cerca de [\d,]+ clientes\.$/,
    );
    expect(await panel.innerText()).toMatch(/Correo: [\d,]+ clientes utilizables × \d+ % de coincidencia ≈ [\d,]+/);
    expect(await panel.innerText()).toMatch(/según (la última publicación|las últimas [\d,]+ publicaciones)/);
    // A full-page screenshot from the top, so the fixed navbar stays where it belongs.
    await page.evaluate('window.scrollTo(0, 0)');
    await shot(page, 'publishing-form-prediction');
    expect(errors).toEqual([]);
    await page.context().close();
  }, 120_000);

  it('a run the platform fails shows its Spanish reason in the runs and the timeline (never the platform’s words); "Archivo enviado" names what the last run sent', async () => {
    const { page, errors } = await signedInPage(browser, 'analyst@retail.demo');
    await page.goto(`${gatewayUrl()}/audiences/${audienceId}`);
    const card = page.getByTestId('audience-card');
    // The first test's run sent the members: the card names that send.
    const day = santiagoToday().replaceAll('-', '');
    await expect
      .poll(() => card.innerText(), { timeout: 15_000 })
      .toMatch(new RegExp(`Archivo enviado\\s+inca_022_${audienceId}_\\d{8}\\.csv`));
    expect(await card.innerText()).toContain(`_${day}.csv`);

    // Meta answers 500 to everything, and the platform lost its members (the run has to send them again).
    const sim = (path: string, init?: RequestInit) => fetch(`${publishing!.sims.url}/__sim${path}`, init);
    expect(
      (
        await sim('/faults', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ platform: 'meta', status: 500, count: 1000 }),
        })
      ).status,
    ).toBe(204);
    try {
      await db.query(`DELETE FROM audience_management.publish_members WHERE audience_id = $1`, [audienceId]);
      await engine.enqueueRun(audienceId, 'manual');
      await expect
        .poll(
          async () =>
            (
              await db.query(`SELECT status FROM audience_management.publish_runs WHERE audience_id = $1 ORDER BY id DESC LIMIT 1`, [
                audienceId,
              ])
            ).rows[0]?.status,
          {
            timeout: 60_000,
            interval: 500,
          },
        )
        .toBe('FAILED');
    } finally {
      await sim('/faults', { method: 'DELETE' });
    }
    const run = (
      await db.query(`SELECT error, platform_error FROM audience_management.publish_runs WHERE audience_id = $1 ORDER BY id DESC LIMIT 1`, [
        audienceId,
      ])
    ).rows[0];
    const reason =
      'No se pudo publicar la audiencia: La API de Facebook no está disponible en este momento, contáctese con su administrador de TI.';
    expect(run.error).toBe(reason);
    // What Meta said is kept for operators on the run record only.
    expect(run.platform_error).toMatch(/500|error/i);

    await page.reload();
    const runRow = page.getByTestId('run-row').first();
    await expect.poll(() => runRow.innerText(), { timeout: 15_000 }).toContain('Fallida');
    // Read in the row itself, not only on hover.
    expect((await page.getByTestId('run-detail').first().innerText()).trim()).toBe(reason);
    const failedEntry = page.getByTestId('timeline-row').first();
    await expect.poll(() => failedEntry.getByTestId('timeline-detail').innerText(), { timeout: 15_000 }).toBe(reason);
    const screen = await page.locator('main').innerText();
    expect(screen).not.toMatch(/Internal Server Error|internal-error|PlatformError|HTTP \d{3}/i);
    await page.evaluate('window.scrollTo(0, 0)');
    await shot(page, 'publishing-detail-failed-run');
    expect(errors).toEqual([]);
    await page.context().close();
  }, 150_000);
});
