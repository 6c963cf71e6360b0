import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { gatewayUrl, login, rest } from '../src/client.ts';
import { launchBrowser, shot, signedInPage } from '../src/browser.ts';

let browser: Browser;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  browser = await launchBrowser();
  for (const email of ['analyst@retail.demo', 'analyst@brand.demo']) tokens[email] = (await login(email)).token;
});
afterAll(async () => {
  await browser?.close();
});

const am = <T>(email: string, path: string, init: { method?: string; body?: unknown } = {}) =>
  rest<T>('audience-management', `/audience-management${path}`, { token: tokens[email]!, ...init });
const RUN = Date.now().toString(36).slice(-5);

async function createSegment(email: string, company: string, name: string, technicalName: string) {
  const catalogue = await am<{ data: { categories: { attributes: { technicalName: string; id: number }[] }[] } }>(
    email,
    `/segment-builder/catalogue?company_code=${company}`,
  );
  const id = catalogue.body.data.categories.flatMap((c) => c.attributes).find((a) => a.technicalName === technicalName)!.id;
  const attributes = [{ id, value: '1' }];
  const preview = await am<{ data: { preview_id: string } }>(email, '/segment-builder/preview', {
    method: 'POST',
    body: { company_code: company, attributes },
  });
  const saved = await am<{ data: { code: string; business_name: string } }>(email, '/segment-builder/segments', {
    method: 'POST',
    body: {
      company_code: company,
      segment_name: name,
      segment_description: 'Base de prueba',
      segment_type_name: 'SEGMENT_CONTACT',
      attributes,
      preview_id: preview.body.data.preview_id,
    },
  });
  expect(saved.status).toBe(200);
  return saved.body.data;
}

describe('a merge whose owner lost a base', () => {
  it('its view says it can no longer be recalculated and names the base', async () => {
    const base = await createSegment('analyst@retail.demo', '022', `Retail_Base prestada ${RUN}`, 'tiene_email');
    const own = await createSegment('analyst@brand.demo', '024', `Marcas_Base propia ${RUN}`, 'tiene_hijos');
    const share = await am<{ data: { sharing_id: string } }>('analyst@retail.demo', `/segments/${base.code}/shares`, {
      method: 'POST',
      body: { shared_with_type: 'COMPANY', shared_with_company_code: '024' },
    });
    const merge = { segment_a: base.code, segment_b: own.code, merge_type: 'UNION' };
    const preview = await am<{ data: { preview_id: string } }>('analyst@brand.demo', '/segment-builder/preview', {
      method: 'POST',
      body: { company_code: '024', merge },
    });
    const saved = await am<{ data: { code: string; business_name: string } }>('analyst@brand.demo', '/segment-builder/segments', {
      method: 'POST',
      body: {
        company_code: '024',
        segment_name: `Marcas_Unión prestada ${RUN}`,
        segment_description: 'Sobre una base compartida',
        segment_type_name: 'SEGMENT_CONTACT',
        merge,
        preview_id: preview.body.data.preview_id,
      },
    });
    expect(saved.status).toBe(200);

    const { page, errors } = await signedInPage(browser, 'analyst@brand.demo');
    await page.goto(`${gatewayUrl()}/segments/merge/${saved.body.data.code}/view`);
    await expect.poll(() => page.getByRole('heading', { name: saved.body.data.business_name }).count(), { timeout: 15_000 }).toBe(1);
    expect(await page.getByTestId('unavailable-bases').count()).toBe(0);

    expect(
      (await am('analyst@retail.demo', `/segments/${base.code}/shares/${share.body.data.sharing_id}`, { method: 'DELETE' })).status,
    ).toBe(200);
    await page.reload();
    await expect.poll(() => page.getByTestId('unavailable-bases').innerText(), { timeout: 15_000 }).toContain(base.business_name);
    await shot(page, 'merge-lost-base');
    expect(errors).toEqual([]);
    await page.context().close();

    expect((await am('analyst@brand.demo', `/segments/${saved.body.data.code}?company_code=024`, { method: 'DELETE' })).status).toBe(200);
  });
});
