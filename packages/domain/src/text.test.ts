import { describe, expect, it } from 'vitest';
import { TEXT_LIMITS, normalizeText, textLength, textPolicyError } from './text.ts';

const single = (value: string, max?: number) => textPolicyError(normalizeText(value), { label: 'El nombre', max });
const multi = (value: string) =>
  textPolicyError(normalizeText(value), { label: 'La descripción', multiline: true, max: TEXT_LIMITS.description });

describe('input policy', () => {
  it('accepts ordinary Spanish text, emoji and blank values', () => {
    for (const ok of ['INCA_Retail_Clientes ñandú', 'Señal «alta» — 50 %', 'Clientes 🎯', '', '   '])
      expect(single(ok), ok).toBeUndefined();
    expect(multi('Primera línea\nSegunda línea')).toBeUndefined();
  });

  it('refuses every C0 and C1 control character in single-line fields, CR and LF included', () => {
    const controls = [...Array(0x20).keys(), 0x7f, ...Array.from({ length: 0x20 }, (_, i) => 0x80 + i)];
    expect(controls).toHaveLength(65);
    for (const c of controls)
      expect(single(`Nombre${String.fromCharCode(c)}x`), `U+${c.toString(16)}`).toBe(
        'El nombre debe ser una sola línea, sin caracteres de control.',
      );
  });

  it('lets descriptions keep LF and nothing else (CR, TAB, NUL refused)', () => {
    expect(multi('a\nb')).toBeUndefined();
    for (const c of ['\r', '\r\n', '\t', '\u0000', '\u0085', '\u007f'])
      expect(multi(`a${c}b`), JSON.stringify(c)).toBe('La descripción contiene caracteres de control no permitidos.');
  });

  it('refuses zero-width characters, BOM, word joiner and every bidi control', () => {
    const format = [
      '\u200B',
      '\u200C',
      '\u200D',
      '\u2060',
      '\uFEFF',
      '\u200E',
      '\u200F',
      '\u202A',
      '\u202B',
      '\u202C',
      '\u202D',
      '\u202E',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
      '\u00AD',
    ];
    for (const c of format) {
      expect(single(`Nom${c}bre`), `U+${c.codePointAt(0)!.toString(16)}`).toBe(
        'El nombre contiene caracteres invisibles o de control de dirección no permitidos.',
      );
      expect(multi(`Nom${c}bre`)).toMatch(/invisibles/);
    }
    // A right-to-left override that would show "exe.txt" as "txt.exe".
    expect(single('factura\u202Etxt.exe')).toMatch(/dirección/);
  });

  it('refuses values made only of invisible characters', () => {
    expect(single('\u200B\u200B\u200B')).toMatch(/invisibles/);
    for (const v of ['\u3164\u3164', '\u115F', '\u2800\u2800', '\u0301\u0301', ' \u3164 ']) {
      expect(single(v), JSON.stringify(v)).toBe('El nombre no puede contener solo caracteres invisibles.');
    }
    expect(single('a\u0301')).toBeUndefined();
  });

  it('refuses lone surrogates and noncharacters', () => {
    expect(single('abc\uD800')).toBe('El nombre contiene caracteres mal formados.');
    expect(single('\uDC00abc')).toBe('El nombre contiene caracteres mal formados.');
    expect(single('abc\uFFFF')).toBe('El nombre contiene caracteres mal formados.');
  });

  it('normalises to NFC and counts characters in code points', () => {
    const decomposed = 'Electro\u0301nica';
    expect(decomposed).toHaveLength(12);
    expect(normalizeText(decomposed)).toBe('Electrónica');
    expect(normalizeText(decomposed)).toHaveLength(11);
    expect(textLength('🎯🎯')).toBe(2);
    expect(single('x'.repeat(50), 50)).toBeUndefined();
    expect(single('x'.repeat(51), 50)).toBe('El nombre supera el máximo de 50 caracteres.');
    expect(single('🎯'.repeat(50), 50)).toBeUndefined();
  });

  it('caps every kind of field and never repeats the value', () => {
    expect(Object.entries(TEXT_LIMITS).length).toBeGreaterThan(0);
    for (const [kind, max] of Object.entries(TEXT_LIMITS)) {
      const long = 'é'.repeat(max + 1);
      const message = textPolicyError(long, { max, label: kind })!;
      expect(message, kind).toBe(`${kind} supera el máximo de ${max} caracteres.`);
      expect(message).not.toContain('éé');
    }
    const problem = single(`<script>${'\u202E'.repeat(3)}`)!;
    expect(problem).not.toContain('script');
  });
});
