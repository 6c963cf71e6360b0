import { beforeAll, describe, expect, it } from 'vitest';
import { gatewayUrl, graphql, login } from '../src/client.ts';

/** Images through the gateway: generation jobs with progress, URLs the gateway authorizes, state and delete. */

const sessions: Record<string, { token: string; cookie: string }> = {};
beforeAll(async () => {
  for (const email of ['analyst@retail.demo', 'analyst@brand.demo', 'user@brand.demo']) sessions[email] = await login(email);
});

type Image = { id: string; state: string; url: string; audienceId: string; description: string };
type Generation = { id: string; state: string; progress: number; message: string | null; images: Image[] };

const IMAGE = 'id state url audienceId description';

async function audienceOf(email: string, companyCode: string) {
  const { data, errors } = await graphql<{ audiences: { nodes: { id: string; canSeeImages: boolean; company: { code: string } }[] } }>(
    `
      query ($c: [ID!]) {
        audiences(filter: { companyCodes: $c }, pageSize: 20) {
          nodes {
            id
            canSeeImages
            company {
              code
            }
          }
        }
      }
    `,
    { token: sessions[email]!.token, variables: { c: [companyCode] } },
  );
  expect(errors).toBeUndefined();
  const found = data!.audiences.nodes.find((a) => a.company.code === companyCode);
  expect(found).toBeDefined();
  return found!;
}

describe('images in the graph', () => {
  it('generates through a queued job with progress, keeps two, pages the gallery, serves bytes only with the session', async () => {
    const token = sessions['analyst@retail.demo']!.token;
    const audience = await audienceOf('analyst@retail.demo', '022');
    expect(audience.canSeeImages).toBe(true);
    const started = await graphql<{ generateAudienceImages: Generation }>(
      `mutation($input: GenerateAudienceImagesInput!) { generateAudienceImages(input: $input) { id state progress message images { ${IMAGE} } } }`,
      {
        token,
        variables: { input: { audienceId: audience.id, companyCode: '022', description: 'zapatillas rojas sobre un fondo celeste' } },
      },
    );
    expect(started.errors).toBeUndefined();
    expect(['QUEUED', 'RUNNING']).toContain(started.data!.generateAudienceImages.state);
    const seen = new Set<number>();
    let generation: Generation | undefined;
    for (let i = 0; i < 120; i += 1) {
      const polled = await graphql<{ imageGeneration: Generation }>(
        `query($id: ID!) { imageGeneration(id: $id) { id state progress message images { ${IMAGE} } } }`,
        {
          token,
          variables: { id: started.data!.generateAudienceImages.id },
        },
      );
      expect(polled.errors).toBeUndefined();
      generation = polled.data!.imageGeneration;
      seen.add(generation.progress);
      if (generation.state === 'DONE' || generation.state === 'FAILED') break;
      await new Promise((r) => setTimeout(r, 150));
    }
    expect(generation!.state).toBe('DONE');
    expect(generation!.progress).toBe(100);
    expect(generation!.message).toBe('Imágenes generadas correctamente.');
    expect(generation!.images).toHaveLength(4);
    expect(generation!.images.every((i) => i.state === 'CANDIDATE' && i.url.startsWith('/files/audience-images/image-view/022/'))).toBe(
      true,
    );

    const [a, b] = generation!.images;
    for (const image of [a!, b!]) {
      const kept = await graphql<{ setAudienceImageState: Image }>(
        `mutation($c: String!, $a: ID!, $i: ID!) { setAudienceImageState(companyCode: $c, audienceId: $a, imageId: $i, state: SELECTED) { ${IMAGE} } }`,
        { token, variables: { c: '022', a: audience.id, i: image.id } },
      );
      expect(kept.data?.setAudienceImageState.state).toBe('SELECTED');
    }
    const page = await graphql<{ audienceImages: { items: Image[]; total: number; hasMore: boolean; offset: number } }>(
      `query($c: String!, $a: ID!) { audienceImages(companyCode: $c, audienceId: $a) { items { ${IMAGE} } total hasMore offset } }`,
      { token, variables: { c: '022', a: audience.id } },
    );
    expect(page.errors).toBeUndefined();
    const gallery = page.data!.audienceImages;
    expect(gallery.items.map((i) => i.id)).toEqual(expect.arrayContaining([a!.id, b!.id]));
    expect(gallery.items.length).toBe(Math.min(12, gallery.total));
    expect(gallery.hasMore).toBe(gallery.total > 12);

    // Bytes: with the session through the gateway; never without it, never for another company's user.
    const bytes = await fetch(`${gatewayUrl()}${a!.url}`, { headers: { authorization: `Bearer ${token}` } });
    expect(bytes.status).toBe(200);
    expect(bytes.headers.get('content-type')).toBe('image/png');
    expect((await fetch(`${gatewayUrl()}${a!.url}`)).status).toBe(401);
    expect(
      (await fetch(`${gatewayUrl()}${a!.url}`, { headers: { authorization: `Bearer ${sessions['analyst@brand.demo']!.token}` } })).status,
    ).toBe(404);

    // A download: a signed link from the graph, then a plain GET (no session needed) saves imagen_<audience>_<id>.png.
    const linkOf = (session: string) =>
      graphql<{ audienceImageDownloadLink: { url: string; method: string } }>(
        'mutation($i: ID!) { audienceImageDownloadLink(imageId: $i) { url method } }',
        { token: session, variables: { i: a!.id } },
      );
    const link = await linkOf(token);
    expect(link.data?.audienceImageDownloadLink.method).toBe('GET');
    const file = await fetch(`${gatewayUrl()}${link.data!.audienceImageDownloadLink.url}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="imagen_${audience.id}_${a!.id}.png"`);
    expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(0);
    const foreign = await linkOf(sessions['analyst@brand.demo']!.token);
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    const deleted = await graphql<{ deleteAudienceImage: string }>(
      `
        mutation ($c: String!, $a: ID!, $i: ID!) {
          deleteAudienceImage(companyCode: $c, audienceId: $a, imageId: $i)
        }
      `,
      {
        token,
        variables: { c: '022', a: audience.id, i: b!.id },
      },
    );
    expect(deleted.data?.deleteAudienceImage).toBe(b!.id);
    expect((await fetch(`${gatewayUrl()}${b!.url}`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(404);
  }, 60_000);

  it('says why in Spanish: an unsafe prompt, a company without the flag, a bad id, a failed state change', async () => {
    const token = sessions['analyst@retail.demo']!.token;
    const audience = await audienceOf('analyst@retail.demo', '022');
    const unsafe = await graphql(
      `
        mutation ($input: GenerateAudienceImagesInput!) {
          generateAudienceImages(input: $input) {
            id
          }
        }
      `,
      {
        token,
        variables: { input: { audienceId: audience.id, companyCode: '022', description: 'una pistola sobre la mesa' } },
      },
    );
    expect([unsafe.errors?.[0]?.extensions?.code, unsafe.errors?.[0]?.message]).toEqual([
      'BAD_USER_INPUT',
      'La descripción contiene contenido no permitido. Modifíquela e intente nuevamente.',
    ]);
    const brand = await audienceOf('user@brand.demo', '024');
    expect(brand.canSeeImages).toBe(false);
    const flag = await graphql(
      `
        query ($a: ID!) {
          audienceImages(companyCode: "024", audienceId: $a) {
            total
          }
        }
      `,
      { token: sessions['user@brand.demo']!.token, variables: { a: brand.id } },
    );
    expect([flag.errors?.[0]?.extensions?.code, flag.errors?.[0]?.message]).toEqual([
      'FORBIDDEN',
      'Su empresa no tiene habilitada la generación de imágenes.',
    ]);
    const bad = await graphql(
      `
        query {
          audienceImages(companyCode: "022", audienceId: "../../audience-management") {
            total
          }
        }
      `,
      { token },
    );
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const state = await graphql(
      `
        mutation ($a: ID!) {
          setAudienceImageState(companyCode: "022", audienceId: $a, imageId: "999999999", state: SELECTED) {
            id
          }
        }
      `,
      {
        token,
        variables: { a: audience.id },
      },
    );
    expect([state.errors?.[0]?.extensions?.code, state.errors?.[0]?.message]).toEqual([
      'NOT_FOUND',
      'No se ha podido realizar los cambios.',
    ]);
  });
});
