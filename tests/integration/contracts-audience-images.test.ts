import { beforeAll, describe, expect, inject, it } from 'vitest';
import { RestClient } from '@inca/rest-client';
import { companySummary, generateImages, getGeneration, getImage, listImages, uploadImage } from '@inca/contracts/audience-images';
import { login, rest } from '../src/client.ts';

/** The audience-images contract against real answers: each response schema parses what the running service says. */

let token: string;
let client: RestClient;
let audience: { id: number; company_code: string };
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR-contrato')]);

beforeAll(async () => {
  token = (await login('analyst@retail.demo')).token;
  client = new RestClient({ baseUrl: inject('serviceUrls')['audience-images']!, token, service: 'audience-images' });
  const { body } = await rest<{ data: { id: number; company_code: string }[] }>(
    'audience-management',
    '/audience-management/audiences/list?company_code=022&page_size=10',
    { token },
  );
  audience = body.data.find((a) => a.company_code === '022')!;
});

describe('audience-images contract', () => {
  it('describes an uploaded image, the gallery, one image and the company summary', async () => {
    const response = await fetch(
      `${inject('serviceUrls')['audience-images']}/audience-images/audience/022/${audience.id}/upload?description=contrato`,
      {
        method: uploadImage.method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'image/png' },
        body: new Uint8Array(PNG),
      },
    );
    const uploaded = uploadImage.response.parse(await response.json());
    const gallery = listImages.response.parse(
      await client.call(listImages, { params: { company: '022', audience: audience.id }, query: { state: '1' } }),
    );
    expect(gallery.data.some((i) => i.id === uploaded.data.id)).toBe(true);
    getImage.response.parse(await client.call(getImage, { params: { image: uploaded.data.id } }));
    const summary = companySummary.response.parse(await client.call(companySummary, { query: { company_code: '022' } }));
    expect(summary.data[0]!.total).toBeGreaterThan(0);
  });

  it('describes a queued generation and the same generation asked again', async () => {
    const queued = generateImages.response.parse(
      await client.call(generateImages, {
        body: { prompt: 'una mesa de desayuno al sol', id_audiencia: audience.id, company_code: '022', wait: false },
      }),
    );
    expect(queued.generation?.state).toBeDefined();
    getGeneration.response.parse(await client.call(getGeneration, { params: { id: queued.job_id } }));
  });
});
