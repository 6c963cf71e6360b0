import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { expect, onTestFinished } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { DEMO_PASSWORD } from '@inca/demo-data';
import { gatewayUrl } from './client.ts';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SHOTS = path.resolve(import.meta.dirname, '../../test-results/screenshots');

/** Debian's Chromium, headless, with the flags this sandbox needs (no downloads, no sync). */
export async function launchBrowser(): Promise<Browser> {
  await mkdir(SHOTS, { recursive: true });
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/**
 * Collects uncaught page errors and Content-Security-Policy violations (both must stay empty). A violation
 * also fails the running test when it ends, whether or not the test asserts on `errors`: the app is served
 * under the production policy, and a refused request or script fails silently for the user. A test that
 * provokes a violation on purpose removes it from `errors` once it has checked it.
 */
export function watchErrors(page: Page, errors: string[]): void {
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(message.text()))
      errors.push(`CSP: ${message.text()}`);
  });
  onTestFinished(() => {
    expect(
      errors.filter((e) => e.startsWith('CSP: ')),
      'Content-Security-Policy violations',
    ).toEqual([]);
  });
}

/** A fresh context signed in as a demo user, on the home page. Page errors are collected. */
export async function signedInPage(browser: Browser, email: string): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'es-CL', acceptDownloads: true });
  const page = await context.newPage();
  const errors: string[] = [];
  watchErrors(page, errors);
  await page.goto(`${gatewayUrl()}/login`);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect.poll(() => page.getByTestId('navbar-user').count(), { timeout: 15_000 }).toBe(1);
  return { page, errors };
}

/** Blueprint's overlay transitions in progress (a dialog fading in or out, a menu or popover growing or shrinking). */
const TRANSITIONS = ['overlay', 'popover']
  .flatMap((kind) => ['enter', 'appear', 'exit'].map((phase) => `[class*="-${kind}-${phase}-active"]`))
  .join(', ');

/**
 * A full-page screenshot once every dialog and menu has finished its transition (one taken while it fades in
 * shows it half transparent).
 */
export const shot = async (page: Page, name: string) => {
  await page
    .locator(TRANSITIONS)
    .first()
    .waitFor({ state: 'detached', timeout: 5_000 })
    .catch(() => undefined);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
};
