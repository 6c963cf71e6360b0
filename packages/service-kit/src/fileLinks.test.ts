import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Pool } from '@inca/db';
import { AuthError } from '@inca/auth';
import { createServiceApp, fileLinks, linkKey, sealLink } from './index.ts';

const key = linkKey(undefined);
let server: Server;
let base: string;

beforeAll(async () => {
  const links = fileLinks('svc', key);
  links.register('GET', '/svc/report');
  links.register('POST', /^\/svc\/boxes\/[0-9]+\/upload$/);
  const inner = createServiceApp({
    name: 'svc',
    pool: {} as Pool,
    // "ended" stands for a session that ended after its link was made.
    verifyToken: async (token) => {
      if (token === 'ended') throw new AuthError('ended');
      return { sub: token, email: `${token}@example.com`, name: token, companyCode: '001', roles: [] };
    },
    routes: (router) => {
      links.routes(router);
      router.get('/svc/report', (req, res) => void res.json({ by: req.identity!.email, month: req.query.month }));
      router.get('/svc/secret', (_req, res) => void res.json({ secret: true }));
      router.post('/svc/boxes/:id/upload', (req, res) => {
        let size = 0;
        req.on('data', (chunk: Buffer) => (size += chunk.length));
        req.on('end', () => void res.json({ box: req.params.id, size, by: req.identity!.email }));
      });
    },
  });
  server = links.serve(inner).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const ask = async (token: string, body: unknown) =>
  fetch(`${base}/svc/files/link`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const linkOf = async (token: string, body: unknown) => ((await (await ask(token, body)).json()) as { data: { url: string } }).data.url;
/** The gateway forwards /signed-files/svc/<token> to the service's /svc/files/<token>. */
const served = (url: string) => `${base}${url.replace('/signed-files/svc/', '/svc/files/')}`;

describe('signed file links of a service', () => {
  it("replay a download on its path with the asker's identity and query, with no token of their own", async () => {
    const url = await linkOf('ana', { path: '/svc/report', query: { month: '2026-03' } });
    expect(url).toMatch(/^\/signed-files\/svc\/[A-Za-z0-9_-]{40,}$/);
    const file = await fetch(served(url));
    expect([file.status, await file.json()]).toEqual([200, { by: 'ana@example.com', month: '2026-03' }]);
  });

  it('stream an upload to a path of a registered pattern', async () => {
    const url = await linkOf('ana', { method: 'POST', path: '/svc/boxes/7/upload' });
    const posted = await fetch(served(url), { method: 'POST', body: new Uint8Array(70_000) });
    expect(await posted.json()).toEqual({ box: '7', size: 70_000, by: 'ana@example.com' });
  });

  it('are refused for a path nobody registered, and without a token', async () => {
    const refused = await ask('ana', { path: '/svc/secret' });
    expect([refused.status, ((await refused.json()) as { message: string }).message]).toEqual([400, 'El archivo solicitado no existe.']);
    expect((await ask('', { path: '/svc/report' })).status).toBe(401);
  });

  it('stop working as another method, once edited, once expired, and when the session has ended', async () => {
    const gone = 'El enlace del archivo expiró o no es válido. Vuelva a solicitar el archivo.';
    const url = await linkOf('ana', { path: '/svc/report' });
    const asPost = await fetch(served(url), { method: 'POST' });
    expect([asPost.status, ((await asPost.json()) as { message: string }).message]).toEqual([410, gone]);
    const edited = `${url.slice(0, -3)}${url.endsWith('AAA') ? 'BBB' : 'AAA'}`;
    expect((await fetch(served(edited))).status).toBe(410);
    const expired = sealLink(key, { m: 'GET', p: '/svc/report', q: {}, b: 'ana', e: Date.now() - 1 });
    expect((await fetch(`${base}/svc/files/${expired}`)).status).toBe(410);
    const ended = sealLink(key, { m: 'GET', p: '/svc/report', q: {}, b: 'ended', e: Date.now() + 60_000 });
    expect((await fetch(`${base}/svc/files/${ended}`)).status).toBe(401);
  });
});
