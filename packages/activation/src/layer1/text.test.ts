import { describe, expect, it } from 'vitest';
import { cleanText, isPlaceholder } from './text.ts';

describe('cleanText', () => {
  it('composes decomposed accents (NFC) so José hashes the same however it was typed', () => {
    const decomposed = 'Jose\u0301 Mun\u0303oz';
    expect(decomposed).not.toBe('José Muñoz');
    expect(cleanText(decomposed)).toBe('José Muñoz');
  });

  it('strips zero-width characters, trims non-breaking spaces and collapses inner runs', () => {
    expect(cleanText('\u00A0 Mar\u200Bía \u00A0  José\uFEFF ')).toBe('María José');
    expect(cleanText('\tPeñalolén\n')).toBe('Peñalolén');
    expect(cleanText('juan.perez@gmail.com')).toBe('juan.perez@gmail.com');
  });

  it('turns empty values, null and missing into absent "empty"', () => {
    for (const value of ['', '   ', '\u00A0', '\u200B', null, undefined]) {
      expect(cleanText(value)).toEqual({ status: 'absent', reason: 'empty' });
    }
  });

  it.each(['N/A', 'n/a', 'NA', 'sin correo', 'Sin Correo', 'SIN TELÉFONO', 'sin información', '-', '--', '.', 's/i', 'null', 'Ninguno'])(
    'treats the placeholder %j as absent',
    (value) => {
      expect(isPlaceholder(value)).toBe(true);
      expect(cleanText(value)).toEqual({ status: 'absent', reason: 'placeholder' });
    },
  );

  it('keeps real values that look short: "0", "Na Li", "Sandra", "Ñuñoa"', () => {
    for (const value of ['0', 'Na Li', 'Sandra', 'Ñuñoa', 'Nadia', 'Dra. Camila']) expect(cleanText(value)).toBe(value);
  });

  it('accepts numbers as their text and rejects other types', () => {
    expect(cleanText(912345678)).toBe('912345678');
    expect(cleanText({})).toEqual({ status: 'rejected', reason: 'not a text value (object)' });
  });
});
