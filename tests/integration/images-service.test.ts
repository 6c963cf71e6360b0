import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { gatewayUrl, graphql, login, rest } from '../src/client.ts';
import { testDirectory } from '../src/testUsers.ts';

/** The audience-images service (images): every §7 path, the flag, scope and role refusals, content checks. */

type Img = {
  id: number;
  audience_id: number;
  filename_storage: string;
  state: number;
  src: string;
  download: string;
  description: string;
  total?: number;
};
type Answer<T> = { status: boolean; data: T; message?: string; code?: string; total?: number };
type Audience = { id: number; company_code: string; can_see_images: boolean; custom_audience_description: string };

const USERS = ['admin@corp.demo', 'analyst@retail.demo', 'user@retail.demo', 'analyst@brand.demo', 'user@brand.demo'];
const tokens: Record<string, string> = {};
const cookies: Record<string, string> = {};
const directory = await testDirectory();
const NO_ROLE = 'sin-rol@retail.demo';

let retail: Audience; // 022, gpt_images on
let corporate: Audience; // 032, gpt_images on
let brand: Audience; // 024, gpt_images off

const svc = <T>(email: string, path: string, init: { method?: string; body?: unknown } = {}) =>
  rest<Answer<T>>('audience-images', `/audience-images${path}`, { token: tokens[email]!, ...init });

async function raw(url: string, init: RequestInit & { token?: string; cookie?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  if (init.cookie) headers.set('cookie', init.cookie.split(';')[0]!);
  const response = await fetch(url, { ...init, headers });
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    disposition: response.headers.get('content-disposition') ?? '',
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}
const service = () => inject('serviceUrls')['audience-images']!;
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** A file that starts like a PNG (the service checks content by magic bytes). */
const tinyPng = (tag: string) => Buffer.concat([PNG_MAGIC, Buffer.from(`IHDR-test-${tag}`)]);

async function firstAudience(email: string, company: string): Promise<Audience> {
  const { body } = await rest<{ data: Audience[] }>(
    'audience-management',
    `/audience-management/audiences/list?company_code=${company}&page_size=50`,
    { token: tokens[email]! },
  );
  const found = body.data.find((a) => a.company_code === company);
  if (!found) throw new Error(`no audience of ${company} for ${email}`);
  return found;
}

async function generate(email: string, audience: Audience, prompt: string, extra: Record<string, unknown> = {}) {
  return svc<{ id: number; filename_storage: string; audience_id: number }[]>(email, '/vertex/generate', {
    method: 'POST',
    body: { prompt, n: 4, size: '1024x1024', id_audiencia: audience.id, is_audience: true, company_code: audience.company_code, ...extra },
  });
}

async function upload(email: string, audience: Audience, bytes: Buffer) {
  const response = await fetch(`${service()}/audience-images/audience/${audience.company_code}/${audience.id}/upload?description=logo`, {
    method: 'POST',
    headers: { authorization: `Bearer ${tokens[email]!}`, 'content-type': 'image/png' },
    body: new Uint8Array(bytes),
  });
  return { status: response.status, body: (await response.json()) as Answer<Img> };
}

beforeAll(async () => {
  await directory.put({ email: NO_ROLE, name: 'Sin rol', companyCode: '022', roles: [], password: 'Clave-de-prueba-123' });
  for (const email of USERS) {
    const session = await login(email);
    tokens[email] = session.token;
    cookies[email] = session.cookie;
  }
  tokens[NO_ROLE] = (await login(NO_ROLE, 'Clave-de-prueba-123')).token;
  retail = await firstAudience('analyst@retail.demo', '022');
  corporate = await firstAudience('admin@corp.demo', '032');
  brand = await firstAudience('analyst@brand.demo', '024');
  expect([retail.can_see_images, corporate.can_see_images, brand.can_see_images]).toEqual([true, true, false]);
});
afterAll(() => directory.close());

describe('generate (POST /audience-images/vertex/generate)', () => {
  let made: { id: number; filename_storage: string; audience_id: number }[] = [];

  it('generates 4 candidates of 1024×1024 for the audience through the simulator and answers them', async () => {
    const before = (await svc<Img[]>('analyst@retail.demo', `/audience/022/${retail.id}/list?state=2`)).body.total ?? 0;
    const { status, body } = await generate('analyst@retail.demo', retail, 'una familia compartiendo un desayuno en una cocina luminosa');
    expect(status).toBe(200);
    expect(body.status).toBe(true);
    expect(body.data).toHaveLength(4);
    made = body.data;
    for (const image of made) {
      expect(image.audience_id).toBe(retail.id);
      expect(image.filename_storage).toMatch(/^[0-9a-f-]{36}\.png$/);
    }
    const candidates = (await svc<Img[]>('analyst@retail.demo', `/audience/022/${retail.id}/list?state=2`)).body;
    expect(candidates.total).toBe(before + 4);
    expect(
      candidates.data
        .slice(0, 4)
        .map((i) => i.id)
        .sort(),
    ).toEqual(made.map((i) => i.id).sort());
    const view = await raw(`${service()}/audience-images/image-view/022/${made[0]!.filename_storage}`, {
      token: tokens['analyst@retail.demo'],
    });
    expect(view.status).toBe(200);
    expect(view.type).toBe('image/png');
    expect(view.bytes.subarray(0, 8).equals(PNG_MAGIC)).toBe(true);
    expect([view.bytes.readUInt32BE(16), view.bytes.readUInt32BE(20)]).toEqual([1024, 1024]);
  });

  it('changes state 2 → 1 → 2, and refuses other states or unknown images with the §8 message', async () => {
    const [a, b] = made;
    const put = (id: number, state: unknown, audience = retail.id) =>
      svc<Img>('analyst@retail.demo', `/022/${id}/update/${audience}/state`, { method: 'PUT', body: { id, state, is_audience: true } });
    expect((await put(a!.id, 1)).body.data.state).toBe(1);
    expect((await put(b!.id, 1)).body.data.state).toBe(1);
    const gallery = (await svc<Img[]>('analyst@retail.demo', `/audience/022/${retail.id}/list`)).body.data.map((i) => i.id);
    expect(gallery).toEqual(expect.arrayContaining([a!.id, b!.id]));
    expect((await put(b!.id, 2)).body.data.state).toBe(2);
    expect((await svc<Img[]>('analyst@retail.demo', `/audience/022/${retail.id}/list`)).body.data.map((i) => i.id)).not.toContain(b!.id);
    for (const [id, state, status] of [
      [a!.id, 3, 400],
      [a!.id, 'x', 400],
      [999_999_999, 1, 404],
    ] as const) {
      const refused = await put(id, state);
      expect([refused.status, refused.body.message]).toEqual([status, 'No se ha podido realizar los cambios.']);
    }
    // An image of the audience is not changed through another audience's path.
    const { body: others } = await rest<{ data: Audience[] }>(
      'audience-management',
      '/audience-management/audiences/list?company_code=022&page_size=50',
      { token: tokens['analyst@retail.demo']! },
    );
    const other = others.data.find((x) => x.id !== retail.id);
    expect(other).toBeDefined();
    expect((await put(a!.id, 2, other!.id)).status).toBe(404);
  });

  it('refuses empty, long, unsafe or malformed requests with a Spanish message and writes nothing', async () => {
    const total = async () => (await svc<Img[]>('analyst@retail.demo', `/audience/022/${retail.id}/list?state=all`)).body.total;
    const before = await total();
    const cases: [string, Record<string, unknown>, string][] = [
      ['', {}, 'Ingrese una descripción para generar las imágenes.'],
      ['   ', {}, 'Ingrese una descripción para generar las imágenes.'],
      ['a'.repeat(1001), {}, 'La descripción debe tener máximo 1000 caracteres.'],
      ['un hombre con un arma en la mano', {}, 'La descripción contiene contenido no permitido. Modifíquela e intente nuevamente.'],
      ['un parque', { n: 3 }, 'Se generan 4 imágenes por solicitud.'],
      ['un parque', { size: '512x512' }, 'El tamaño debe ser 1024x1024.'],
      ['un parque', { company_code: '032' }, 'La empresa no corresponde a la audiencia.'],
    ];
    for (const [prompt, extra, message] of cases) {
      const { status, body } = await generate('analyst@retail.demo', retail, prompt, extra);
      expect([status, body.message], prompt.slice(0, 30)).toEqual([400, message]);
    }
    expect(await total()).toBe(before);
  });

  it('a provider failure fails the request with a readable message; a retryable one is retried', async () => {
    const sims = inject('simulatorsUrl');
    const fault = (body: Record<string, unknown>) =>
      fetch(`${sims}/__sim/faults`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ platform: 'vertex', ...body }),
      });
    await fault({ status: 403 });
    const failed = await generate('analyst@retail.demo', retail, 'un parque con árboles');
    expect([failed.status, failed.body.status, failed.body.message, failed.body.data]).toEqual([
      200,
      false,
      'No se pudieron generar las imágenes. Intente en unos minutos.',
      [],
    ]);
    await fault({ status: 503 });
    const retried = await generate('analyst@retail.demo', retail, 'un parque con árboles');
    expect([retried.body.status, retried.body.data.length]).toEqual([true, 4]);
  }, 30_000);
});

describe('who may work with images', () => {
  it('refuses a company without gpt_images (403) for every path', async () => {
    const message = 'Su empresa no tiene habilitada la generación de imágenes.';
    expect((await svc('analyst@brand.demo', `/audience/024/${brand.id}/list`)).body.message).toBe(message);
    const refused = await generate('analyst@brand.demo', brand, 'un parque');
    expect([refused.status, refused.body.message]).toEqual([403, message]);
    expect((await upload('user@brand.demo', brand, tinyPng('brand'))).status).toBe(403);
    expect((await svc('user@brand.demo', `/024/1/update/${brand.id}/state`, { method: 'PUT', body: { state: 1 } })).status).toBe(403);
    expect((await svc('user@brand.demo', `/024/${brand.id}/delete`, { method: 'DELETE', body: { id: 1 } })).status).toBe(403);
  });

  it('hides audiences and images of companies outside the scope (404), also through the gateway', async () => {
    const { body } = await generate('admin@corp.demo', corporate, 'una oficina moderna con plantas');
    const file = body.data[0]!.filename_storage;
    expect((await svc('analyst@retail.demo', `/audience/032/${corporate.id}/list`)).status).toBe(404);
    expect((await generate('analyst@retail.demo', corporate, 'un parque')).status).toBe(404);
    expect((await raw(`${service()}/audience-images/image-view/032/${file}`, { token: tokens['analyst@retail.demo'] })).status).toBe(404);
    expect((await raw(`${service()}/audience-images/image-view/${file}`, { token: tokens['analyst@retail.demo'] })).status).toBe(404);
    expect(
      (await raw(`${gatewayUrl()}/files/audience-images/image-view/032/${file}`, { cookie: cookies['analyst@retail.demo'] })).status,
    ).toBe(404);
    // The owner's company sees it; the admin sees every company.
    expect((await raw(`${gatewayUrl()}/files/audience-images/image-view/032/${file}`, { cookie: cookies['admin@corp.demo'] })).status).toBe(
      200,
    );
    // A company code in the path that is not the audience's is not found either.
    expect((await svc('admin@corp.demo', `/audience/022/${corporate.id}/list`)).status).toBe(404);
  });

  it('refuses a user without any audience role (403) and a request without a token (401)', async () => {
    expect((await svc(NO_ROLE, `/audience/022/${retail.id}/list`)).status).toBe(403);
    expect((await generate(NO_ROLE, retail, 'un parque')).status).toBe(403);
    expect((await raw(`${service()}/audience-images/audience/022/${retail.id}/list`)).status).toBe(401);
    expect((await raw(`${gatewayUrl()}/files/audience-images/image-view/022/00000000-0000-0000-0000-000000000000.png`)).status).toBe(401);
    // Only image paths pass through the gateway.
    expect(
      (await raw(`${gatewayUrl()}/files/audience-images/audience/022/${retail.id}/list`, { cookie: cookies['analyst@retail.demo'] }))
        .status,
    ).toBe(404);
  });
});

describe('list, upload, view, download, delete', () => {
  it('uploads only real pictures: a text file renamed .png is refused by content, a big one by size', async () => {
    const ok = await upload('user@retail.demo', retail, tinyPng('ok'));
    expect([ok.status, ok.body.data.state, ok.body.data.filename_storage]).toEqual([200, 1, expect.stringMatching(/\.png$/)]);
    const jpeg = await upload('user@retail.demo', retail, Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]));
    expect(jpeg.body.data.filename_storage).toMatch(/\.jpg$/);
    const renamed = await upload('user@retail.demo', retail, Buffer.from('Este archivo se llama logo.png pero es texto.'));
    expect([renamed.status, renamed.body.message]).toEqual([415, 'El archivo no es una imagen PNG, JPEG o BMP.']);
    const svg = await upload(
      'user@retail.demo',
      retail,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    );
    expect(svg.status).toBe(415);
    const big = await upload('user@retail.demo', retail, Buffer.concat([PNG_MAGIC, Buffer.alloc(5 * 1024 * 1024)]));
    expect([big.status, big.body.message]).toEqual([413, 'La imagen supera el tamaño máximo de 5 MB.']);
    // Through the gateway as the designer does: a signed upload link from the graph, then a POST of the bytes.
    const linkFor = async (email: string, audienceId: string) =>
      graphql<{ audienceImageUploadLink: { url: string; method: string } }>(
        'mutation ($c: String!, $a: ID!) { audienceImageUploadLink(companyCode: $c, audienceId: $a, description: "diseño") { url method } }',
        { cookie: cookies[email], variables: { c: '022', a: audienceId } },
      );
    const link = await linkFor('user@retail.demo', String(retail.id));
    expect(link.data?.audienceImageUploadLink).toEqual({
      url: expect.stringMatching(/^\/signed-files\/audience-images\//),
      method: 'POST',
    });
    const post = (body: Buffer) =>
      fetch(`${gatewayUrl()}${link.data!.audienceImageUploadLink.url}`, { method: 'POST', body: new Uint8Array(body) });
    expect((await post(Buffer.from('not an image'))).status).toBe(415);
    const designed = await post(tinyPng('designed'));
    expect(designed.status).toBe(200);
    expect(((await designed.json()) as { data: { description: string } }).data.description).toBe('diseño');
    // A link is for its method only; a company outside the user's scope gets none that works; the old path is gone.
    expect((await fetch(`${gatewayUrl()}${link.data!.audienceImageUploadLink.url}`)).status).toBe(410);
    // The link replays the user's own token: the service hides an audience outside the user's scope.
    const foreign = await linkFor('user@brand.demo', String(retail.id));
    const refused = await fetch(`${gatewayUrl()}${foreign.data!.audienceImageUploadLink.url}`, {
      method: 'POST',
      body: new Uint8Array(tinyPng('ajena')),
    });
    expect(refused.status).toBe(404);
    const oldPath = await fetch(`${gatewayUrl()}/files/audience-images/audience/022/${retail.id}/upload`, {
      method: 'POST',
      headers: { cookie: cookies['user@retail.demo']!.split(';')[0]! },
      body: new Uint8Array(tinyPng('vieja')),
    });
    expect(oldPath.status).toBe(404);
  });

  it('pages the gallery 12 first, then 8, newest first', async () => {
    for (let i = 0; i < 13; i += 1) expect((await upload('analyst@retail.demo', retail, tinyPng(`page-${i}`))).status).toBe(200);
    const first = (await svc<Img[]>('analyst@retail.demo', `/audience/022/${retail.id}/list`)).body;
    expect(first.data).toHaveLength(12);
    expect(first.total).toBeGreaterThanOrEqual(13);
    const second = (await svc<Img[]>('analyst@retail.demo', `/audience/022/${retail.id}/list?offset=12`)).body;
    expect(second.data.length).toBe(Math.min(8, first.total! - 12));
    expect(second.data.map((i) => i.id).some((id) => first.data.some((f) => f.id === id))).toBe(false);
    const ids = [...first.data, ...second.data].map((i) => i.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect((await svc('analyst@retail.demo', `/audience/022/${retail.id}/list?limit=1000`)).status).toBe(400);
  });

  it('views and downloads through the gateway with the session, then deletes', async () => {
    const made = (await upload('analyst@retail.demo', retail, tinyPng('to-delete'))).body.data;
    const view = await raw(`${gatewayUrl()}${'/files'}${made.src}`, { cookie: cookies['analyst@retail.demo'] });
    expect([view.status, view.type]).toEqual([200, 'image/png']);
    expect(view.bytes.equals(tinyPng('to-delete'))).toBe(true);
    const download = await raw(`${gatewayUrl()}/files${made.download}`, { cookie: cookies['analyst@retail.demo'] });
    expect(download.status).toBe(200);
    expect(download.disposition).toBe(`attachment; filename="imagen_${retail.id}_${made.id}.png"`);
    const deleted = await svc<{ id: number }>('analyst@retail.demo', `/022/${retail.id}/delete`, {
      method: 'DELETE',
      body: { id: made.id, is_audience: true },
    });
    expect([deleted.status, deleted.body.data.id]).toEqual([200, made.id]);
    expect(
      (await svc<Img[]>('analyst@retail.demo', `/audience/022/${retail.id}/list?state=all&limit=100`)).body.data.map((i) => i.id),
    ).not.toContain(made.id);
    expect((await raw(`${gatewayUrl()}/files${made.src}`, { cookie: cookies['analyst@retail.demo'] })).status).toBe(404);
    expect((await svc('analyst@retail.demo', `/022/${retail.id}/delete`, { method: 'DELETE', body: { id: made.id } })).status).toBe(404);
  });
});

describe('a generation says which attempt it is on, and the user may cancel it', () => {
  type Generation = {
    id: string;
    state: string;
    progress: number;
    attempt: number;
    max_attempts: number;
    message: string | null;
    images: Img[];
  };
  const fault = (body: Record<string, unknown>) =>
    fetch(`${inject('simulatorsUrl')}/__sim/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ platform: 'vertex', ...body }),
    });
  const clearFaults = () => fetch(`${inject('simulatorsUrl')}/__sim/faults`, { method: 'DELETE' });
  const queued = async (prompt: string) =>
    (
      await svc<unknown>('analyst@retail.demo', '/vertex/generate', {
        method: 'POST',
        body: { prompt, n: 4, size: '1024x1024', id_audiencia: retail.id, is_audience: true, company_code: '022', wait: false },
      })
    ).body as unknown as { generation: Generation };
  const poll = async (id: string) => (await svc<Generation>('analyst@retail.demo', `/generations/${id}`)).body.data;
  async function until(id: string, done: (g: Generation) => boolean, timeoutMs = 20_000): Promise<Generation> {
    const end = Date.now() + timeoutMs;
    for (;;) {
      const g = await poll(id);
      if (done(g) || Date.now() > end) return g;
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  it('while the provider fails, the request tells the retry coming ("2 of 3"); cancelled, it ends CANCELLED and stays so', async () => {
    await fault({ status: 503, count: 1000 });
    try {
      const { generation } = await queued('un faro al atardecer');
      expect([generation.attempt, generation.max_attempts]).toEqual([1, 1]);
      const retrying = await until(generation.id, (g) => g.attempt >= 2);
      expect([retrying.state, retrying.attempt, retrying.max_attempts]).toEqual(['RUNNING', 2, 3]);
      const cancel = await svc<Generation>('analyst@retail.demo', `/generations/${generation.id}/cancel`, { method: 'POST', body: {} });
      expect([cancel.status, cancel.body.data.state, cancel.body.message]).toEqual([
        200,
        'CANCELLED',
        'Se canceló la generación de imágenes.',
      ]);
      // The queue's later attempts find it cancelled: it never turns FAILED or DONE.
      await new Promise((r) => setTimeout(r, 7_000));
      expect((await poll(generation.id)).state).toBe('CANCELLED');
    } finally {
      await clearFaults();
    }
  }, 40_000);

  it('cancelled while the provider draws, its call is dropped and no candidate is kept', async () => {
    const before = (await svc<Img[]>('analyst@retail.demo', `/audience/022/${retail.id}/list?state=2`)).body.total ?? 0;
    await fault({ delayMs: 4_000, count: 1 });
    try {
      const { generation } = await queued('un bosque nevado');
      await until(generation.id, (g) => g.state === 'RUNNING');
      const cancel = await svc<Generation>('analyst@retail.demo', `/generations/${generation.id}/cancel`, { method: 'POST', body: {} });
      expect(cancel.body.data.state).toBe('CANCELLED');
      await new Promise((r) => setTimeout(r, 6_000));
      const after = await poll(generation.id);
      expect([after.state, after.images]).toEqual(['CANCELLED', []]);
      expect((await svc<Img[]>('analyst@retail.demo', `/audience/022/${retail.id}/list?state=2`)).body.total ?? 0).toBe(before);
    } finally {
      await clearFaults();
    }
  }, 30_000);

  it('a finished generation is answered as it is; another company’s is not found', async () => {
    const done = await generate('analyst@retail.demo', retail, 'una playa tranquila');
    expect(done.body.status).toBe(true);
    const id = (await queued('una montaña')).generation.id;
    const finished = await until(id, (g) => g.state === 'DONE');
    const cancel = await svc<Generation>('analyst@retail.demo', `/generations/${id}/cancel`, { method: 'POST', body: {} });
    expect([cancel.status, cancel.body.data.state, cancel.body.data.images.length]).toEqual([200, 'DONE', finished.images.length]);
    expect((await svc('analyst@brand.demo', `/generations/${id}/cancel`, { method: 'POST', body: {} })).status).toBe(404);
  }, 40_000);
});
