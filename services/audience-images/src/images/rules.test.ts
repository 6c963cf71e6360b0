import { describe, expect, it } from 'vitest';
import { IMAGE_MESSAGES, buildImagePrompt, galleryLimit, imageKindOf, isUnsafeText } from './rules.ts';

describe('prompt rules', () => {
  it('joins the audience description and the user text', () => {
    const outcome = buildImagePrompt('Mujeres de 25 a 40 años que compran ropa deportiva', 'una corredora al amanecer en la costa');
    expect(outcome).toEqual({
      ok: true,
      prompt:
        'Imagen publicitaria, sin texto, fotográfica y de alta calidad. Público: Mujeres de 25 a 40 años que compran ropa deportiva. Escena: una corredora al amanecer en la costa',
    });
  });

  it('works without an audience description and collapses whitespace', () => {
    const outcome = buildImagePrompt('', '  un perro   feliz\n en un parque ');
    expect(outcome.ok && outcome.prompt).toBe(
      'Imagen publicitaria, sin texto, fotográfica y de alta calidad. Escena: un perro feliz en un parque',
    );
  });

  it('refuses an empty or blank text', () => {
    for (const text of ['', '   ', '\n\n'])
      expect(buildImagePrompt('Clientes frecuentes', text)).toEqual({ ok: false, message: IMAGE_MESSAGES.emptyPrompt });
  });

  it('refuses more than 1000 characters, counting characters not bytes', () => {
    expect(buildImagePrompt('', 'ñ'.repeat(1000)).ok).toBe(true);
    expect(buildImagePrompt('', 'ñ'.repeat(1001))).toEqual({ ok: false, message: IMAGE_MESSAGES.tooLong });
  });

  it('refuses unsafe words in Spanish and English, with or without accents, in either part', () => {
    for (const text of [
      'una escena con sangre',
      'hombre con un ARMA',
      'Cadáver en la calle',
      'a bloody knife and blood',
      'modelo desnuda',
    ]) {
      expect(buildImagePrompt('Clientes', text), text).toEqual({ ok: false, message: IMAGE_MESSAGES.unsafePrompt });
    }
    expect(buildImagePrompt('Audiencia de violencia', 'un parque')).toEqual({ ok: false, message: IMAGE_MESSAGES.unsafePrompt });
    // Whole words only: 'armario' and 'sangría' are fine.
    expect(isUnsafeText('un armario con una jarra de sangría')).toBe(false);
  });

  it('refuses control characters through the input policy', () => {
    const outcome = buildImagePrompt('', 'texto\u0000oculto');
    expect(outcome.ok).toBe(false);
  });
});

describe('image content', () => {
  it('knows png, jpeg and bmp by their first bytes and nothing else', () => {
    expect(imageKindOf(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('png');
    expect(imageKindOf(Buffer.from([0xff, 0xd8, 0xff, 0xdb]))).toBe('jpeg');
    expect(imageKindOf(Buffer.concat([Buffer.from('BM'), Buffer.alloc(30)]))).toBe('bmp');
    expect(imageKindOf(Buffer.from('GIF89a......'))).toBeUndefined();
    expect(imageKindOf(Buffer.from('%PDF-1.7 not an image'))).toBeUndefined();
    expect(imageKindOf(Buffer.from('BM'))).toBeUndefined();
  });
});

describe('gallery pages (§9)', () => {
  it('is 12 first, then 8 at a time', () => {
    expect([0, 12, 20, 28].map(galleryLimit)).toEqual([12, 8, 8, 8]);
  });
});
