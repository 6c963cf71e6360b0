import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { PNG } from 'pngjs';
import { gatewayUrl, graphql, login } from '../src/client.ts';
import { launchBrowser, shot, signedInPage } from '../src/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Width and height of a JPEG, read from its start-of-frame marker. */
export function jpegSize(bytes: Buffer): { width: number; height: number } {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) throw new Error('not a JPEG');
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) throw new Error(`bad marker at ${at}`);
    const marker = bytes[at + 1]!;
    const length = bytes.readUInt16BE(at + 2);
    const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isFrame) return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    at += 2 + length;
  }
  throw new Error('no frame marker');
}

/** A small red logo with a white square, as a real PNG. */
function logoPng(): Buffer {
  const png = new PNG({ width: 160, height: 80 });
  for (let y = 0; y < 80; y += 1) {
    for (let x = 0; x < 160; x += 1) {
      const i = (y * 160 + x) << 2;
      const inner = x > 60 && x < 100 && y > 20 && y < 60;
      png.data[i] = inner ? 255 : 200;
      png.data[i + 1] = inner ? 255 : 20;
      png.data[i + 2] = inner ? 255 : 40;
      png.data[i + 3] = 255;
    }
  }
  return PNG.sync.write(png);
}

type Audience = { id: string; name: string; description: string; platform: { name: string }; company: { code: string; alias: string } };

async function keptTotal(token: string, audience: Audience): Promise<number> {
  const r = await graphql<{ audienceImages: { total: number } }>(
    'query($c: String!, $a: ID!) { audienceImages(companyCode: $c, audienceId: $a) { total } }',
    {
      token,
      variables: { c: audience.company.code, a: audience.id },
    },
  );
  return r.data!.audienceImages.total;
}

describe('audience images in the browser', () => {
  it('the retail analyst generates 4 images, keeps two, designs one for Instagram with a logo and a text, downloads a 1080×1080 JPEG and saves the design to the gallery', async () => {
    const { token } = await login('analyst@retail.demo');
    const audiences = (
      await graphql<{ audiences: { nodes: Audience[] } }>(
        'query { audiences(filter: { companyCodes: ["022"] }, pageSize: 5) { nodes { id name description platform { name } company { code alias } } } }',
        { token },
      )
    ).data!.audiences.nodes;
    // Not the first: the service tests use that one.
    const audience = audiences[2]!;
    const before = await keptTotal(token, audience);

    const { page, errors } = await signedInPage(browser, 'analyst@retail.demo');
    await page.goto(`${gatewayUrl()}/images/${audience.id}`);
    await expect.poll(() => page.getByRole('heading', { name: 'Imágenes de la audiencia' }).count(), { timeout: 20_000 }).toBe(1);
    // Breadcrumb: company, audience, platform; the audience description read-only.
    const crumbs = await page.locator('.bp6-breadcrumbs').innerText();
    for (const part of [audience.company.alias, audience.name, audience.platform.name]) expect(crumbs).toContain(part);
    await expect
      .poll(() => page.getByTestId('audience-description').innerText())
      .toBe(audience.description || 'La audiencia no tiene descripción.');

    const box = page.getByLabel('Descripción de la nueva imagen');
    await box.fill('una familia compartiendo un desayuno en una cocina luminosa');
    await expect.poll(() => page.getByTestId('description-counter').innerText()).toBe('59/1.000 caracteres');
    expect(await box.getAttribute('maxlength')).toBe('1000');
    await shot(page, 'images-panel');
    await page.getByRole('button', { name: 'Generar imágenes' }).click();

    // The dialog shows progress, then 4 candidates with a toggle each.
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByTestId('candidate').count(), { timeout: 60_000 }).toBe(4);
    await expect
      .poll(
        () =>
          dialog
            .locator('img')
            .evaluateAll((imgs) => imgs.filter((i) => (i as unknown as { naturalWidth: number }).naturalWidth === 1024).length),
        { timeout: 15_000 },
      )
      .toBe(4);
    const switches = dialog.getByTestId('candidate').locator('label.bp6-switch');
    await switches.nth(0).click();
    await switches.nth(2).click();
    await expect.poll(() => dialog.getByText('2 imágenes conservadas').count()).toBe(1);
    await expect.poll(() => keptTotal(token, audience), { timeout: 10_000 }).toBe(before + 2);
    await shot(page, 'images-generation-dialog');
    await dialog.getByRole('button', { name: 'Listo' }).click();

    // The gallery shows the two kept images first.
    await expect.poll(() => page.getByTestId('gallery-image').count(), { timeout: 15_000 }).toBe(Math.min(12, before + 2));
    await shot(page, 'images-gallery');

    // Download the newest as a file (a signed link asked on click): the service's name, a PNG.
    const saving = page.waitForEvent('download', { timeout: 20_000 });
    await page.getByTestId('gallery-image').first().getByRole('button', { name: 'Descargar' }).click();
    const file = await saving;
    expect(file.suggestedFilename()).toMatch(new RegExp(`^imagen_${audience.id}_[0-9]+\\.png$`));
    expect((await readFile((await file.path())!)).subarray(1, 4).toString()).toBe('PNG');

    // View the newest, then design it for Instagram.
    await page.getByTestId('gallery-image').first().getByRole('button', { name: 'Ver' }).last().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Diseñar' }).click();
    await page.getByLabel('Resolución').selectOption({ label: 'Instagram (1080 × 1080)' });
    await expect.poll(() => page.getByTestId('designer-stage').getAttribute('data-canvas'), { timeout: 20_000 }).toBe('540x540');

    // A text file named like a picture is refused by its content; a real PNG logo is placed.
    await page
      .locator('#designer-overlay')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('esto no es una imagen') });
    await expect.poll(() => page.getByText('El archivo no es una imagen PNG, JPEG o BMP.').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await page.locator('#designer-overlay').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logoPng() });
    await page.getByLabel('Tamaño de letra').selectOption('36');
    await page.getByLabel('Texto', { exact: true }).fill('Oferta de verano');
    await page.getByRole('button', { name: 'Agregar texto' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Quitar elemento' }).isEnabled()).toBe(true);
    // Drag the text a little on the canvas.
    const stage = page.getByTestId('designer-stage');
    const area = (await stage.boundingBox())!;
    await page.mouse.move(area.x + 60, area.y + 445);
    await page.mouse.down();
    await page.mouse.move(area.x + 120, area.y + 400, { steps: 5 });
    await page.mouse.up();
    await shot(page, 'images-designer-instagram');

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar JPEG (1080 × 1080)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('imagen_1080x1080.jpg');
    const jpeg = await readFile((await download.path())!);
    expect(jpegSize(jpeg)).toEqual({ width: 1080, height: 1080 });

    // Google's resolution: a 360×240 canvas and a 720×480 download.
    await page.getByLabel('Resolución').selectOption({ label: 'Google (720 × 480)' });
    await expect.poll(() => stage.getAttribute('data-canvas')).toBe('360x240');
    const second = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar JPEG (720 × 480)' }).click();
    expect(jpegSize(await readFile((await (await second).path())!))).toEqual({ width: 720, height: 480 });
    // The designed image saved to the gallery, under the production Content-Security-Policy (a
    // data: URL read with fetch was refused by it, and the button did nothing).
    await page.getByRole('button', { name: 'Guardar en la galería' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByText('La imagen se guardó correctamente.').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await expect.poll(() => keptTotal(token, audience), { timeout: 10_000 }).toBe(before + 3);
    // The keyboard still works in the dialog once saved: the button has the focus back, Escape closes.
    await expect.poll(() => page.evaluate<string | null>('document.activeElement?.textContent ?? null')).toBe('Guardar en la galería');
    await shot(page, 'images-designer-saved');
    await page.keyboard.press('Escape');

    // Delete one kept image, with confirmation.
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await page.getByTestId('gallery-image').first().getByRole('button', { name: 'Eliminar' }).click();
    await shot(page, 'images-delete-confirm');
    await page.locator('.bp6-alert').getByRole('button', { name: 'Eliminar' }).click();
    await expect.poll(() => page.getByText('La imagen se eliminó correctamente.').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await keptTotal(token, audience)).toBe(before + 2);
    expect(errors).toEqual([]);
  }, 180_000);

  it('a company without gpt_images is sent back to the audience list', async () => {
    const { token } = await login('user@brand.demo');
    const audience = (
      await graphql<{ audiences: { nodes: { id: string }[] } }>('query { audiences(pageSize: 1) { nodes { id } } }', { token })
    ).data!.audiences.nodes[0]!;
    const { page, errors } = await signedInPage(browser, 'user@brand.demo');
    await page.goto(`${gatewayUrl()}/images/${audience.id}`);
    await page.waitForURL(/\/audiences\/list/, { timeout: 20_000 });
    expect(errors).toEqual([]);
  }, 60_000);

  it('while the image service fails the dialog says which retry is under way, and Cancelar stops it keeping nothing', async () => {
    const { token } = await login('analyst@retail.demo');
    const audience = (
      await graphql<{ audiences: { nodes: Audience[] } }>(
        'query { audiences(filter: { companyCodes: ["022"] }, pageSize: 5) { nodes { id name description platform { name } company { code alias } } } }',
        { token },
      )
    ).data!.audiences.nodes[3]!;
    const candidates = async () =>
      (
        await graphql<{ audienceImages: { total: number } }>(
          'query($c: String!, $a: ID!) { audienceImages(companyCode: $c, audienceId: $a, state: CANDIDATE) { total } }',
          {
            token,
            variables: { c: audience.company.code, a: audience.id },
          },
        )
      ).data!.audienceImages.total;
    const before = await candidates();
    const sims = inject('simulatorsUrl');
    const faults = (init: RequestInit) => fetch(`${sims}/__sim/faults`, init);
    await faults({
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ platform: 'vertex', status: 503, count: 1000 }),
    });
    try {
      const { page, errors } = await signedInPage(browser, 'analyst@retail.demo');
      await page.goto(`${gatewayUrl()}/images/${audience.id}`);
      await expect.poll(() => page.getByRole('heading', { name: 'Imágenes de la audiencia' }).count(), { timeout: 20_000 }).toBe(1);
      await page.getByLabel('Descripción de la nueva imagen').fill('un faro al atardecer');
      await page.getByRole('button', { name: 'Generar imágenes' }).click();
      const dialog = page.getByRole('dialog');
      // Well before the request gives up, the dialog tells the retry under way.
      await expect
        .poll(
          () =>
            dialog
              .getByTestId('generation-status')
              .innerText()
              .catch(() => ''),
          { timeout: 15_000 },
        )
        .toBe('Reintentando (2 de 3)…');
      await shot(page, 'images-generation-retrying');
      await dialog.getByRole('button', { name: 'Cancelar' }).click();
      await expect.poll(() => page.getByRole('dialog').count(), { timeout: 10_000 }).toBe(0);
      await expect.poll(() => page.getByText('Se canceló la generación de imágenes.').count(), { timeout: 10_000 }).toBeGreaterThan(0);
      // The remaining attempts do not run: no warning turns up later, and nothing was kept.
      await page.waitForTimeout(7_000);
      expect(await page.getByText('No se pudieron generar las imágenes. Intente en unos minutos.').count()).toBe(0);
      expect(await candidates()).toBe(before);
      expect(errors).toEqual([]);
      await page.context().close();
    } finally {
      await faults({ method: 'DELETE' });
    }
  }, 90_000);
});
