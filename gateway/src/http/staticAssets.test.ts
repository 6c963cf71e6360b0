import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonErrors, notFoundJson } from './errors.ts';
import { webAssets } from './staticAssets.ts';

let dist: string;
let base: string;
let close: () => void;
const logged: unknown[] = [];

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets', 'app-abc12345.js'), 'console.log(1)');
  const app = express();
  app.use(webAssets(dist));
  app.use(notFoundJson);
  app.use(jsonErrors((error) => logged.push(error)));
  const server = await new Promise<ReturnType<typeof app.listen>>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => {
  close?.();
  rmSync(dist, { recursive: true, force: true });
});

describe('web assets', () => {
  it('a malformed escape in the path (GET /%) is a 400 in Spanish, with nothing logged as a server error', async () => {
    for (const p of ['/%', '/assets/%E0%A4%A.js']) {
      const res = await fetch(`${base}${p}`);
      expect(res.status, p).toBe(400);
      expect(await res.json()).toEqual({ code: 'BAD_REQUEST', message: 'La dirección solicitada no es válida.' });
    }
    expect(logged).toEqual([]);
  });

  it('still serves its files', async () => {
    const res = await fetch(`${base}/assets/app-abc12345.js`);
    expect(res.status).toBe(200);
  });
});
