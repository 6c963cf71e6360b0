import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DEMO_COMPANIES, DEMO_PASSWORD, DEMO_USERS } from '@inca/demo-data';
import { gatewayUrl } from '../src/client.ts';
import { SHOTS, launchBrowser, shot, signedInPage, watchErrors } from '../src/browser.ts';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('the Spanish shell for every demo user', () => {
  for (const user of DEMO_USERS) {
    it(`${user.email} logs in, sees the shell, logs out`, async () => {
      const page = await browser.newPage({ viewport: { width: 1366, height: 900 }, locale: 'es-CL' });
      const errors: string[] = [];
      watchErrors(page, errors);
      await page.goto(`${gatewayUrl()}/`);
      await page.waitForURL(/\/login/);
      await page.getByLabel('Correo electrónico').fill(user.email);
      await page.getByLabel('Contraseña').fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Ingresar' }).click();
      await expect.poll(() => page.getByTestId('navbar-user').textContent(), { timeout: 15_000 }).toContain(user.name);
      const company = DEMO_COMPANIES.find((c) => c.code === user.companyCode)!;
      await expect.poll(() => page.getByTestId('navbar-company').textContent()).toContain(company.code);
      await expect.poll(() => page.getByTestId('card-companies').textContent(), { timeout: 15_000 }).toContain(company.alias);
      await expect.poll(() => page.getByTestId('card-variable-types').textContent(), { timeout: 15_000 }).toContain('Número');
      await page.screenshot({ path: path.join(SHOTS, `home-${user.email.replace(/[@.]/g, '_')}.png`), fullPage: true });
      await page.getByTestId('logout').click();
      await page.waitForURL(/\/login/);
      expect(await page.context().cookies()).not.toContainEqual(expect.objectContaining({ name: 'inca_session' }));
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it('a wrong password shows the Spanish message and stays on the login page', async () => {
    const page = await browser.newPage();
    watchErrors(page, []);
    await page.goto(`${gatewayUrl()}/login`);
    await page.getByLabel('Correo electrónico').fill('admin@corp.demo');
    await page.getByLabel('Contraseña').fill('incorrecta');
    await page.getByLabel('Contraseña').press('Enter');
    await expect.poll(() => page.getByText('Usuario o contraseña incorrectos.').count()).toBe(1);
    await page.screenshot({ path: path.join(SHOTS, 'login-error.png') });
    expect(page.url()).toContain('/login');
    await page.close();
  });

  it('an expired session goes back to the login page', async () => {
    const context = await browser.newContext();
    await context.addCookies([{ name: 'inca_session', value: 'not-a-valid-token', url: gatewayUrl(), httpOnly: true, sameSite: 'Strict' }]);
    const page = await context.newPage();
    watchErrors(page, []);
    await page.goto(`${gatewayUrl()}/`);
    await page.waitForURL(/\/login/, { timeout: 15_000 });
    await context.close();
  });

  it('an unknown address shows the not-found page', async () => {
    const page = await browser.newPage();
    watchErrors(page, []);
    await page.goto(`${gatewayUrl()}/login`);
    await page.getByLabel('Correo electrónico').fill('user@brand.demo');
    await page.getByLabel('Contraseña').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect.poll(() => page.getByTestId('navbar-user').count(), { timeout: 15_000 }).toBe(1);
    await page.goto(`${gatewayUrl()}/no-existe`);
    await expect.poll(() => page.getByText('Página no encontrada').count(), { timeout: 15_000 }).toBe(1);
    await page.close();
  });

  it('GraphiQL works offline under the strict Content-Security-Policy', async () => {
    const { page, errors } = await signedInPage(browser, 'analyst@retail.demo');
    await page.goto(`${gatewayUrl()}/graphql`);
    await expect.poll(() => page.locator('.graphiql-container').count(), { timeout: 15_000 }).toBe(1);
    // The default query is in the editor and runs: the answer names the viewer.
    await expect.poll(() => page.locator('.graphiql-query-editor').innerText(), { timeout: 15_000 }).toContain('viewer');
    await page.getByRole('button', { name: /Execute query/i }).click();
    await expect.poll(() => page.locator('.graphiql-response').innerText(), { timeout: 15_000 }).toContain('analyst@retail.demo');
    await shot(page, 'graphiql');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a request the production Content-Security-Policy refuses is caught as a violation', async () => {
    const { page, errors } = await signedInPage(browser, 'user@brand.demo');
    const csp = (await page.goto(`${gatewayUrl()}/`))?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("connect-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    // The image designer once fetched a data: URL; the policy refuses it without a word to the user.
    await page.evaluate(() => fetch('data:text/plain,x').catch(() => undefined));
    await expect.poll(() => errors.filter((e) => e.startsWith('CSP: ')).length, { timeout: 5_000 }).toBeGreaterThan(0);
    // Provoked on purpose: cleared so that the end-of-test check (which fails on any violation) passes.
    errors.length = 0;
    await page.context().close();
  });
});
