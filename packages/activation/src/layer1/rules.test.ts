import { describe, expect, it } from 'vitest';
import { normalizeBirthdate, todayInSantiago } from './birthdate.ts';
import { normalizeCountry } from './country.ts';
import { normalizeGender } from './gender.ts';
import { normalizeMaid, MAID_REASONS } from './maid.ts';
import { normalizePostalCode } from './postal.ts';

const TODAY = 20260601;

describe('normalizeGender', () => {
  it.each([
    ['f', 'f'],
    ['F', 'f'],
    ['Femenino', 'f'],
    ['MUJER', 'f'],
    ['m', 'm'],
    ['M', 'm'],
    ['Masculino', 'm'],
    ['hombre', 'm'],
    ['H', 'm'],
  ])('%s → %s', (input, gender) => expect(normalizeGender(input)).toBe(gender));

  it.each(['otro', 'X', 'no binario', 'fem'])('rejects %s', (input) => {
    expect(normalizeGender(input)).toEqual({ status: 'rejected', reason: `gender "${input}" not mappable to f/m` });
  });
});

describe('normalizeBirthdate', () => {
  it.each([
    ['1985-03-07', '19850307'],
    ['19850307', '19850307'],
    ['07/03/1985', '19850307'],
    ['07-03-1985', '19850307'],
    ['07.03.1985', '19850307'],
    ['7/3/1985', '19850307'],
    ['28-3-1980', '19800328'],
    ['29/02/2000', '20000229'],
    ['01/01/1900', '19000101'],
    ['01/06/2026', '20260601'],
  ])('%s → %s', (input, date) => expect(normalizeBirthdate(input, TODAY)).toBe(date));

  it.each([
    ['05/06/90', 'not in a supported format'],
    ['1985/03/07', 'not in a supported format'],
    ['7 de marzo de 1985', 'not in a supported format'],
    ['07/03-1985', 'not in a supported format'],
    ['31/02/1990', 'is not a calendar date'],
    ['29/02/1900', 'is not a calendar date'],
    ['1985-13-01', 'is not a calendar date'],
    ['31/12/1899', 'is before 1900'],
    ['02/06/2026', 'is in the future'],
    ['2030-01-01', 'is in the future'],
  ])('rejects %s (%s)', (input, why) => {
    expect(normalizeBirthdate(input, TODAY)).toEqual({ status: 'rejected', reason: `birthdate "${input}" ${why}` });
  });

  it('computes today in America/Santiago (UTC-3/-4: 02:00 UTC is still the day before)', () => {
    expect(todayInSantiago(new Date('2026-03-10T02:00:00Z'))).toBe(20260309);
    expect(todayInSantiago(new Date('2026-03-10T15:00:00Z'))).toBe(20260310);
  });
});

describe('normalizeCountry', () => {
  it.each([
    ['CL', 'CL'],
    ['cl', 'CL'],
    ['Chile', 'CL'],
    ['CHILE', 'CL'],
    ['República de Chile', 'CL'],
    ['Perú', 'PE'],
    ['peru', 'PE'],
    ['Argentina', 'AR'],
    ['Estados Unidos', 'US'],
    ['EEUU', 'US'],
    ['United States', 'US'],
    ['España', 'ES'],
    ['espana', 'ES'],
    ['Alemania', 'DE'],
    ['Brasil', 'BR'],
  ])('%s → %s', (input, code) => expect(normalizeCountry(input)).toBe(code));

  it.each(['Chilee', 'XX', 'Santiago'])('rejects %s', (input) => {
    expect(normalizeCountry(input)).toEqual({ status: 'rejected', reason: `country "${input}" not recognized` });
  });
});

describe('normalizePostalCode', () => {
  it.each([
    ['775-0000', '7750000'],
    ['775 0000', '7750000'],
    ['7750000', '7750000'],
    ['0', '0'],
    ['SW1A 1AA', 'SW1A 1AA'],
  ])('%s → %s', (input, code) => expect(normalizePostalCode(input)).toBe(code));
});

describe('normalizeMaid', () => {
  it('keeps a UUID as written (each platform decides the case)', () => {
    expect(normalizeMaid('AECE52E7-03EE-455A-B3C4-E57283966239')).toBe('AECE52E7-03EE-455A-B3C4-E57283966239');
  });

  it.each([
    ['00000000-0000-0000-0000-000000000000', MAID_REASONS.allZero],
    ['AECE52E703EE455AB3C4E57283966239', MAID_REASONS.notUuid],
    ['aece52e7-03ee-455a-b3c4-e5728396623', MAID_REASONS.notUuid],
    ['zzzz52e7-03ee-455a-b3c4-e57283966239', MAID_REASONS.notUuid],
  ])('rejects %s', (input, reason) => expect(normalizeMaid(input)).toEqual({ status: 'rejected', reason }));
});
