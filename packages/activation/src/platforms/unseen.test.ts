import { describe, expect, it } from 'vitest';
import { md5Hex, sha256Hex } from '../hash.ts';
import type { CustomerRecord, FieldResult } from '../types.ts';
import { normalizeRecord } from './index.ts';

// Records that are not in the shared sample: the rules must hold for them too.
const TODAY = { today: 20260601 };
const ok = (normalized: string): FieldResult => ({ status: 'ok', normalized, send: sha256Hex(normalized) });
const plain = (normalized: string): FieldResult => ({ status: 'ok', normalized, send: normalized });
const rejected = (reason: string): FieldResult => ({ status: 'rejected', reason });
const PLACEHOLDER: FieldResult = { status: 'absent', reason: 'placeholder' };
const MD5 = md5Hex('ana@uc.cl');
const SHA = sha256Hex('aece52e7-03ee-455a-b3c4-e57283966239');

type Case = {
  readonly name: string;
  readonly record: CustomerRecord;
  readonly meta: Record<string, FieldResult>;
  readonly google: Record<string, FieldResult>;
  readonly tiktok: Record<string, FieldResult>;
};

const CASES: readonly Case[] = [
  {
    name: '00 prefix and a googlemail +tag',
    record: { phone: '0056 9 1234 5678', email: 'Ana.Rojas+promo@GoogleMail.com' },
    meta: { ph: ok('56912345678'), em: ok('ana.rojas+promo@googlemail.com') },
    google: { phone_number: ok('+56912345678'), email_address: ok('anarojas@googlemail.com') },
    tiktok: { phone: ok('56912345678'), email: ok('ana.rojas@googlemail.com') },
  },
  {
    name: 'old trunk 0 mobile and a shouted compound name with NBSP',
    record: { phone: '(09) 1234-5678', first_name: '\u00A0MARÍA   JOSÉ ' },
    meta: { ph: ok('56912345678'), fn: ok('maría josé') },
    google: { phone_number: ok('+56912345678'), given_name: ok('maría josé') },
    tiktok: { phone: ok('56912345678') },
  },
  {
    name: 'an English title before a dash: Google is left with a placeholder, not a name',
    record: { first_name: 'Dr -' },
    meta: { fn: ok('dr -') },
    google: { given_name: PLACEHOLDER },
    tiktok: {},
  },
  {
    name: 'Santiago landline with an extension',
    record: { phone: '(02) 2345 6789 anexo 123' },
    meta: { ph: ok('56223456789') },
    google: { phone_number: ok('+56223456789') },
    tiktok: { phone: ok('56223456789') },
  },
  {
    name: 'old 7-digit number, N/A e-mail, Mujer',
    record: { phone: '234 5678', email: 'N/A', gender: 'Mujer' },
    meta: { ph: rejected('old 7- or 8-digit number is ambiguous'), em: PLACEHOLDER, ge: ok('f') },
    google: { phone_number: rejected('old 7- or 8-digit number is ambiguous'), email_address: PLACEHOLDER },
    tiktok: { phone: rejected('old 7- or 8-digit number is ambiguous'), email: PLACEHOLDER },
  },
  {
    name: '+56 with 8 national digits, 31 February',
    record: { phone: '+56 9 1234 567', birthdate: '31/02/1990' },
    meta: { ph: rejected('phone length impossible for +56'), db: rejected('birthdate "31/02/1990" is not a calendar date') },
    google: { phone_number: rejected('phone length impossible for +56') },
    tiktok: { phone: rejected('phone length impossible for +56') },
  },
  {
    name: 'decomposed accents and Viña del Mar',
    record: { last_name: 'Pe\u0301rez Mun\u0303oz', city: 'Viña del Mar', region: 'Región de Valparaíso (V)' },
    meta: { ln: ok('pérez muñoz'), ct: ok('viñadelmar'), st: ok('regióndevalparaísov') },
    google: { family_name: ok('pérez muñoz') },
    tiktok: {},
  },
  {
    name: 'zero-width space inside a gmail address',
    record: { email: ' juan\u200B.perez@gmail.com\u00A0' },
    meta: { em: ok('juan.perez@gmail.com') },
    google: { email_address: ok('juanperez@gmail.com') },
    tiktok: { email: ok('juan.perez@gmail.com') },
  },
  {
    name: 'all-zero advertising id',
    record: { maid: '00000000-0000-0000-0000-000000000000' },
    meta: { madid: rejected('all-zero advertising id (tracking limited)') },
    google: { mobile_id: rejected('all-zero advertising id (tracking limited)') },
    tiktok: { maid: rejected('all-zero advertising id (tracking limited)') },
  },
  {
    name: 'advertising id already hashed',
    record: { maid: SHA.toUpperCase() },
    meta: { madid: rejected('advertising id is not a UUID') },
    google: { mobile_id: rejected('advertising id is not a UUID') },
    tiktok: { maid: { status: 'prehashed', normalized: null, send: SHA } },
  },
  {
    name: 'Perú, a padded postal code, born before 1900',
    record: { country: 'Perú', zip: ' 15074 ', birthdate: '1899-12-31' },
    meta: { country: ok('pe'), zp: ok('15074'), db: rejected('birthdate "1899-12-31" is before 1900') },
    google: { region_code: plain('PE'), postal_code: plain('15074') },
    tiktok: {},
  },
  {
    name: 'e-mail given as MD5',
    record: { email: MD5.toUpperCase() },
    meta: { em: { status: 'prehashed', normalized: null, send: MD5 } },
    google: { email_address: rejected('reference util: Email is not of the form user@domain') },
    tiktok: { email: rejected('email has 0 "@"') },
  },
  {
    name: 'H, 29 February of a leap year, a US number',
    record: { gender: 'H', birthdate: '2000-02-29', phone: '+1 (415) 555-2671' },
    meta: { ge: ok('m'), db: ok('20000229'), ph: ok('14155552671') },
    google: { phone_number: ok('+14155552671') },
    tiktok: { phone: ok('14155552671') },
  },
  {
    name: 'sin correo, a dash for phone, a future birth date',
    record: { email: 'Sin correo', phone: '-', birthdate: '01/01/2030' },
    meta: { em: PLACEHOLDER, ph: PLACEHOLDER, db: rejected('birthdate "01/01/2030" is in the future') },
    google: { email_address: PLACEHOLDER, phone_number: PLACEHOLDER },
    tiktok: { email: PLACEHOLDER, phone: PLACEHOLDER },
  },
  {
    name: 'e-mail with two @ and a gender word in English',
    record: { email: 'ana@uc@cl', gender: 'Female' },
    meta: {
      em: rejected("SDK throws: Invalid email format for the passed email:'ana@uc@cl'.Please check the passed email format."),
      ge: ok('f'),
    },
    google: { email_address: rejected('reference util: Email is not of the form user@domain') },
    tiktok: { email: rejected('email has 2 "@"') },
  },
];

describe.each(CASES)('$name', ({ record, meta, google, tiktok }) => {
  it.each([
    ['meta', meta],
    ['google', google],
    ['tiktok', tiktok],
  ] as const)('%s', (platform, expected) => {
    const out = normalizeRecord(platform, { id: 'unseen', ...record }, TODAY);
    for (const [key, field] of Object.entries(expected)) expect({ key, field: out.fields[key] }).toEqual({ key, field });
  });
});

it('covers at least a dozen unseen records', () => {
  expect(CASES.length).toBeGreaterThanOrEqual(12);
});
