/**
 * `npm run bench:web`: the segment list and the audience list, each opened by a signed-in user in
 * Debian's Chromium with the cache off and the network throttled to a fast-3G profile (DevTools
 * protocol: 1.6 Mb/s down, 750 kb/s up, 150 ms latency), against the built web app served by the
 * gateway. Reports, per list, Largest Contentful Paint, the time until the first row is in the page
 * (both from navigation start, by the page's clock), and what was transferred (compressed bytes on
 * the wire), per resource kind. Runs RUNS times per list (default 3) and reports medians.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { ephemeralPorts, launch } from '@inca/launcher';
import { DEMO_PASSWORD } from '@inca/demo-data';
import { fmt } from './stats.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const FAST_3G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

type Run = { lcp: number; rows: number; kb: number; byType: Record<string, number>; byUrl: Record<string, number> };

/** The lists measured: the first one a user opens, and the audience list. */
const LISTS = [
  { name: 'segment list', path: '/segments/list', row: 'segment-row' },
  { name: 'audience list', path: '/audiences/list', row: 'audience-row' },
] as const;

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'inca-bench-web-'));
const platform = await launch({
  dataDir,
  databaseUrl: process.env.DATABASE_URL,
  ports: ephemeralPorts(),
  production: true,
  seedDemo: true,
  warehouseCustomers: 20_000,
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

/** Opens one list in a fresh context (cache off, fast 3G) and measures it. */
async function measure(list: (typeof LISTS)[number]): Promise<Run> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'es-CL' });
  try {
    // Signed in beforehand, as a returning user would be: the measured load is the list itself.
    const login = await context.request.post(`${platform.gatewayUrl}/auth/login`, {
      data: { email: 'analyst@retail.demo', password: DEMO_PASSWORD },
    });
    if (!login.ok()) throw new Error(`login ${login.status()}`);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', FAST_3G);
    const types = new Map<string, string>();
    const urls = new Map<string, string>();
    const byUrl: Record<string, number> = {};
    const byType: Record<string, number> = {};
    let bytes = 0;
    cdp.on('Network.responseReceived', (e) => {
      types.set(e.requestId, e.type);
      urls.set(e.requestId, new URL(e.response.url).pathname);
    });
    cdp.on('Network.loadingFinished', (e) => {
      bytes += e.encodedDataLength;
      const type = types.get(e.requestId) ?? 'Other';
      byType[type] = (byType[type] ?? 0) + e.encodedDataLength;
      const url = urls.get(e.requestId) ?? '?';
      byUrl[url] = (byUrl[url] ?? 0) + e.encodedDataLength;
    });
    // Browser-side code as text: this file is type-checked for Node, without the DOM's types.
    // Both times from the page's own clock (from navigation start): LCP as the browser reports it, and
    // the first row as it enters the page. Playwright's wait for the row polls ever more slowly (up to
    // every 500 ms), so the time it returned was late by a varying amount.
    await page.addInitScript({
      content: `window.__lcp = 0; new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__lcp = e.startTime; })
        .observe({ type: 'largest-contentful-paint', buffered: true });
        window.__rows = 0; new MutationObserver((changes, observer) => {
          if (document.querySelector('[data-testid="${list.row}"]')) { window.__rows = performance.now(); observer.disconnect(); }
        }).observe(document, { subtree: true, childList: true });`,
    });
    await page.goto(`${platform.gatewayUrl}${list.path}`);
    await page.getByTestId(list.row).first().waitFor({ timeout: 60_000 });
    await page.waitForTimeout(500);
    const lcp = (await page.evaluate('window.__lcp')) as number;
    const rows = (await page.evaluate('window.__rows')) as number;
    return { lcp, rows, kb: bytes / 1024, byType, byUrl };
  } finally {
    await context.close();
  }
}

try {
  const results: Record<string, { lcp: number; rows: number; kb: number }> = {};
  for (const list of LISTS) {
    console.log(`\n${list.name} (${list.path})`);
    const runs: Run[] = [];
    for (let run = 0; run < RUNS; run++) {
      const measured = await measure(list);
      runs.push(measured);
      console.log(
        `run ${run + 1}: LCP ${fmt(measured.lcp)} ms, rows on screen ${fmt(measured.rows)} ms, ${fmt(measured.kb)} KB transferred`,
      );
    }
    const last = runs.at(-1)!;
    console.log('transferred by kind (last run):');
    for (const [kind, n] of Object.entries(last.byType).sort((a, b) => b[1] - a[1]))
      console.log(`  ${kind.padEnd(12)} ${fmt(n / 1024)} KB`);
    console.log('largest resources (last run):');
    for (const [url, n] of Object.entries(last.byUrl)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8))
      console.log(`  ${fmt(n / 1024).padStart(8)} KB  ${url}`);
    results[list.name] = { lcp: median(runs.map((r) => r.lcp)), rows: median(runs.map((r) => r.rows)), kb: median(runs.map((r) => r.kb)) };
  }
  console.log('');
  for (const [name, r] of Object.entries(results)) {
    console.log(
      `${name}, signed in, fast 3G, cache off (median of ${RUNS}): LCP ${fmt(r.lcp)} ms, rows ${fmt(r.rows)} ms, ${fmt(r.kb)} KB`,
    );
  }
  const segments = results['segment list']!;
  const audiences = results['audience list']!;
  console.log(
    `web_lcp_ms=${segments.lcp.toFixed(0)} audiences_lcp_ms=${audiences.lcp.toFixed(0)} first_load_kb=${segments.kb.toFixed(0)} audiences_load_kb=${audiences.kb.toFixed(0)}`,
  );
} finally {
  await browser.close();
  await platform.stop();
  await rm(dataDir, { recursive: true, force: true });
}
