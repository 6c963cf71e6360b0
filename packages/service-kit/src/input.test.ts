import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorAnswer, parseInput } from './index.ts';
import {
  emailField,
  idField,
  intField,
  isCalendarDate,
  isoDateField,
  jsonValueProblem,
  multiLineText,
  searchText,
  singleLineText,
} from './input.ts';
import { HttpError } from './errors.ts';

const messageOf = (schema: z.ZodType, value: unknown): string => {
  try {
    parseInput(schema, value);
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(400);
    return (error as HttpError).message;
  }
  throw new Error('accepted');
};

describe('the input policy as zod schemas', () => {
  it('text fields normalise to NFC and refuse control, zero-width and bidi characters in Spanish', () => {
    const name = singleLineText('El nombre');
    expect(parseInput(name, 'Electro\u0301nica')).toBe('Electrónica');
    expect(messageOf(name, 'a\r\nb')).toBe('El nombre debe ser una sola línea, sin caracteres de control.');
    expect(messageOf(name, 'a\u0000b')).toBe('El nombre debe ser una sola línea, sin caracteres de control.');
    expect(messageOf(name, '\u200B\u200C')).toMatch(/invisibles/);
    expect(messageOf(name, 'abc\u202Efed')).toMatch(/dirección/);
    expect(messageOf(name, 'x'.repeat(121))).toBe('El nombre supera el máximo de 120 caracteres.');
    expect(messageOf(name, 42)).toBe('El nombre debe ser texto.');
    const description = multiLineText('La descripción');
    expect(parseInput(description, 'uno\ndos')).toBe('uno\ndos');
    expect(messageOf(description, 'uno\r\ndos')).toBe('La descripción contiene caracteres de control no permitidos.');
    expect(messageOf(description, 'x'.repeat(1_001))).toBe('La descripción supera el máximo de 1000 caracteres.');
    expect(parseInput(searchText(), '  ropa  ')).toBe('ropa');
    expect(messageOf(searchText(), 'ropa\u0000')).toMatch(/sola línea/);
  });

  it('a 10,000-character e-mail is refused by length and not echoed back', () => {
    const long = `${'a'.repeat(10_000)}@retail.demo`;
    const message = messageOf(emailField(), long);
    expect(message).toBe('El correo electrónico supera el máximo de 254 caracteres.');
    expect(message.length).toBeLessThan(100);
    expect(parseInput(emailField(), ' Ana@Retail.Demo ')).toBe('ana@retail.demo');
    expect(messageOf(emailField(), 'no-es-correo')).toBe('Ingrese un correo electrónico válido.');
  });

  it('dates must exist on the calendar', () => {
    for (const ok of ['2024-02-29', '2026-12-31', '1999-01-01']) expect(isCalendarDate(ok), ok).toBe(true);
    for (const bad of [
      '2024-02-31',
      '2023-02-29',
      '2024-13-01',
      '2024-00-10',
      '2024-04-31',
      '0000-01-01',
      '2024-1-1',
      '2024-01-01T00:00',
      '',
    ]) {
      expect(isCalendarDate(bad), bad).toBe(false);
    }
    expect(messageOf(isoDateField(), '2024-02-31')).toBe('Fecha inválida: use el formato AAAA-MM-DD con una fecha que exista.');
  });

  it('numbers are finite and bounded: 1e308, Infinity and NaN are refused with the field message', () => {
    const page = intField({ min: 1, max: 1_000, message: 'Página inválida.' });
    expect(parseInput(page, '3')).toBe(3);
    for (const bad of ['1e308', 'Infinity', '-1', '0', '1.5', 'abc', '1001']) expect(messageOf(page, bad), bad).toBe('Página inválida.');
    expect(messageOf(idField(), '1e308')).toBe('Identificador inválido.');
    expect(jsonValueProblem({ value: 1e308, symbol: '>=' })).toBe('El valor numérico está fuera de rango.');
    expect(jsonValueProblem(['1', '2', 'x\u0000'])).toMatch(/sola línea/);
    expect(jsonValueProblem({ lower_bound: 1, upper_bound: 5 })).toBeUndefined();
  });

  it('no English zod message reaches a user, and none repeats the value', () => {
    const secret = 'VALOR-SECRETO-123';
    const schemas: [z.ZodType, unknown][] = [
      [z.number().max(99), 1e308],
      [z.number().min(1), -5],
      [z.string().max(3), secret],
      [z.string().min(5), 'ab'],
      [z.array(z.string()).max(1), [secret, secret]],
      [z.object({ a: z.string() }), {}],
      [z.object({ a: z.string() }).strict(), { a: 'x', [secret]: 1 }],
      [z.enum(['A', 'B']), secret],
      [z.literal('A'), secret],
      [z.string().regex(/^x$/), secret],
      [z.email(), secret],
      [z.boolean(), secret],
      [z.union([z.string(), z.number()]), true],
    ];
    for (const [schema, value] of schemas) {
      const message = messageOf(schema, value);
      expect(message, JSON.stringify(value)).not.toMatch(/expected|Too big|Too small|Invalid|received|must/i);
      expect(message).not.toContain(secret);
      expect(message).toMatch(/[áéíóúñ]|valor|campo|elemento|opciones|solicitud|verdadero/i);
    }
  });
});

describe('the error handler is the last line of defence', () => {
  it('PostgreSQL data exceptions (SQLSTATE class 22) are a 400 in Spanish', () => {
    for (const code of ['22021', '22008', '22003', '22P02', '22007']) {
      expect(errorAnswer(Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code }))).toEqual({
        status: 400,
        body: { status: false, code: 'BAD_USER_INPUT', message: 'Un valor enviado no es válido.' },
      });
    }
    expect(errorAnswer(Object.assign(new Error('deadlock'), { code: '40P01' }))).toBeUndefined();
    expect(errorAnswer(new Error('boom'))).toBeUndefined();
  });

  it('malformed and oversized bodies are 400 and 413, and express errors never become a 500', () => {
    expect(errorAnswer({ type: 'entity.parse.failed', status: 400 })?.status).toBe(400);
    expect(errorAnswer({ type: 'entity.too.large', status: 413 })).toEqual({
      status: 413,
      body: { status: false, code: 'PAYLOAD_TOO_LARGE', message: 'La solicitud es demasiado grande.' },
    });
    expect(errorAnswer({ type: 'encoding.unsupported', status: 415 })?.status).toBe(415);
    expect(errorAnswer(Object.assign(new URIError('URI malformed'), { status: 400 }))?.status).toBe(400);
  });
});
