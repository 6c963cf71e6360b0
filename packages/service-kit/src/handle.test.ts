import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelope, operation, type ResponseOf } from '@inca/contracts';
import type { Pool } from '@inca/db';
import { createServiceApp, forbidden, requireRole } from './index.ts';
import { handle } from './handle.ts';

const renameThing = operation({
  method: 'PUT',
  path: '/things/:id',
  params: z.object({ id: z.coerce.number().int().positive('Identificador inválido.') }),
  query: z.object({ dryRun: z.enum(['0', '1']).optional() }),
  body: z.object({ name: z.string().min(1, 'Debe indicar el nombre.') }),
  response: envelope(z.object({ id: z.number(), name: z.string(), by: z.string(), dryRun: z.boolean() })),
});
const downloadThing = operation({ method: 'GET', path: '/things/:id/file', params: z.object({ id: z.string() }), response: z.void() });

let server: Server;
let base: string;

beforeAll(async () => {
  const app = createServiceApp({
    name: 'test',
    pool: {} as Pool,
    verifyToken: async (token) => ({ sub: token, email: `${token}@example.com`, name: token, companyCode: '001', roles: [] }),
    routes: (router) => {
      handle(router, renameThing, async ({ params, query, body, identity }) => ({
        status: true,
        data: { id: params.id, name: body.name, by: identity.email, dryRun: query.dryRun === '1' },
      }));
      handle(
        router,
        { ...renameThing, path: '/admin/things/:id' },
        async () => ({ status: true, data: { id: 0, name: '', by: '', dryRun: false } }),
        {
          authorize: (identity) => requireRole(identity, 'audience_admin'),
        },
      );
      // A check that has to look something up first (a tab granted by configuration) is awaited before parsing.
      handle(
        router,
        { ...renameThing, path: '/granted/things/:id' },
        async () => ({ status: true, data: { id: 0, name: '', by: '', dryRun: false } }),
        {
          authorize: async (identity) => {
            await new Promise((resolve) => setTimeout(resolve, 5));
            if (identity.sub !== 'admin') throw forbidden('No tiene permisos para ver las solicitudes.');
          },
        },
      );
      handle(router, downloadThing, async ({ params, res }) => {
        res.type('text/plain').send(`archivo ${params.id}`);
      });
    },
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const put = (path: string, body: unknown) =>
  fetch(`${base}${path}`, {
    method: 'PUT',
    headers: { authorization: 'Bearer ana', 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('handle: one operation of a contract as a route', () => {
  it('parses params, query and body with the operation and answers what the handler returns', async () => {
    const response = await put('/things/7?dryRun=1', { name: 'Nuevo' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(Number(response.headers.get('content-length'))).toBeGreaterThan(50);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    const answer: ResponseOf<typeof renameThing> = renameThing.response.parse(await response.json());
    expect(answer.data).toEqual({ id: 7, name: 'Nuevo', by: 'ana@example.com', dryRun: true });
  });

  it('refuses a request that breaks the contract with a 400 and its Spanish message, params first', async () => {
    const badBody = await put('/things/7', { name: '' });
    expect(badBody.status).toBe(400);
    expect(await badBody.json()).toMatchObject({ status: false, code: 'BAD_USER_INPUT', message: 'Debe indicar el nombre.' });
    const badBoth = await put('/things/0', { name: '' });
    expect(((await badBoth.json()) as { message: string }).message).toBe('Identificador inválido.');
  });

  it('refuses a caller without the role before reading what they sent', async () => {
    const refused = await put('/admin/things/0', {});
    expect(refused.status).toBe(403);
    const notGranted = await put('/granted/things/0', {});
    expect(notGranted.status).toBe(403);
    expect(((await notGranted.json()) as { message: string }).message).toBe('No tiene permisos para ver las solicitudes.');
  });

  it('leaves the answer to a handler that wrote it itself, and keeps the token wall', async () => {
    const file = await fetch(`${base}/things/a%20b/file`, { headers: { authorization: 'Bearer ana' } });
    expect(await file.text()).toBe('archivo a b');
    expect((await fetch(`${base}/things/a/file`)).status).toBe(401);
  });
});
