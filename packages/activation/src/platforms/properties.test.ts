import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../hash.ts';
import { PLATFORMS, type CustomerRecord, type Platform } from '../types.ts';
import { createNormalizer, normalizeRecord } from './index.ts';

const TODAY = { today: 20260601 };

// Which input field feeds each platform key.
const SOURCE: Readonly<Record<Platform, Readonly<Record<string, keyof CustomerRecord>>>> = {
  meta: {
    em: 'email',
    ph: 'phone',
    fn: 'first_name',
    ln: 'last_name',
    ct: 'city',
    st: 'region',
    zp: 'zip',
    country: 'country',
    ge: 'gender',
    db: 'birthdate',
    madid: 'maid',
  },
  google: {
    email_address: 'email',
    phone_number: 'phone',
    given_name: 'first_name',
    family_name: 'last_name',
    region_code: 'country',
    postal_code: 'zip',
    mobile_id: 'maid',
  },
  tiktok: { email: 'email', phone: 'phone', maid: 'maid' },
  criteo: { email: 'email', madid: 'maid' },
  sfmc: { email_address: 'email', mobile_number: 'phone', first_name: 'first_name', last_name: 'last_name' },
  talonone: { integration_id: 'id', email: 'email', phone: 'phone', first_name: 'first_name', last_name: 'last_name' },
  adobe: { Email: 'email', Email_LC_SHA256: 'email', Phone: 'phone' },
};
// Keys sent as SHA-256 of their normalized value (Criteo at its default setting, sha256).
const HASHED: Readonly<Record<Platform, readonly string[]>> = {
  meta: ['em', 'ph', 'fn', 'ln', 'ct', 'st', 'zp', 'country', 'ge', 'db'],
  google: ['email_address', 'phone_number', 'given_name', 'family_name'],
  tiktok: ['email', 'phone', 'maid'],
  criteo: ['email'],
  sfmc: [],
  talonone: [],
  adobe: ['Email_LC_SHA256'],
};

const pick = <T>(values: readonly T[]) => fc.constantFrom(...values);
const digits = (length: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length }).map((d) => d.join(''));
const spaces = fc.constantFrom('', ' ', '  ', '\u00A0', '\t', '\u200B');

// Chilean numbers in the ways people write them, and a few foreign ones with their prefix.
const chileanNational = fc.tuple(pick(['9', '2', '32', '41', '55', '9']), digits(8)).map(([area, rest]) => (area + rest).slice(0, 9));
const phone = fc.oneof(
  fc
    .tuple(chileanNational, pick(['+56 ', '+56', '0056 ', '56', '', '(0', '+56 (0)']))
    .map(([n, prefix]) =>
      prefix === '(0' ? `(0${n[0]}) ${n.slice(1, 5)}-${n.slice(5)}` : `${prefix}${n[0]} ${n.slice(1, 5)} ${n.slice(5)}`,
    ),
  fc.tuple(pick(['+54 9 11', '+1 415', '+34 6', '0051 9']), digits(7)).map(([prefix, rest]) => `${prefix} ${rest}`),
  fc.string({ maxLength: 16 }),
);
const letters = "abcdefghijklmnopqrstuvwxyzáéíóúüñÁÉÍÓÚÑABCXYZ'-";
const word = fc.array(pick([...letters, 'e\u0301', 'n\u0303']), { minLength: 1, maxLength: 9 }).map((c) => c.join(''));
const name = fc
  .tuple(spaces, fc.array(word, { minLength: 1, maxLength: 3 }), pick(['', ' Jr.', ' III', 'Mr. ', 'Dr ']))
  .map(
    ([space, words, affix]) => (affix.endsWith(' ') ? affix : '') + space + words.join(' ') + (affix.startsWith(' ') ? affix : '') + space,
  );
const local = fc.array(pick([...'abcxyz019._-+']), { minLength: 1, maxLength: 12 }).map((c) => c.join(''));
const email = fc.oneof(
  fc
    .tuple(spaces, local, pick(['gmail.com', 'GMAIL.com', 'googlemail.com', 'uc.cl', 'Live.CL', 'ñandú.cl', 'x']))
    .map(([s, l, d]) => `${s}${l}@${d}${s}`),
  fc.string({ maxLength: 20 }),
  pick(['N/A', 'sin correo', '-', '']),
);
const date = fc
  .tuple(fc.integer({ min: 1880, max: 2030 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }))
  .chain(([y, m, d]) => {
    const dd = String(d).padStart(2, '0');
    const mm = String(m).padStart(2, '0');
    return pick([
      `${y}-${mm}-${dd}`,
      `${y}${mm}${dd}`,
      `${dd}/${mm}/${y}`,
      `${d}-${m}-${y}`,
      `${dd}.${mm}.${y}`,
      `${dd}/${mm}/${String(y).slice(2)}`,
    ]);
  });
const hex = (length: number) =>
  fc.array(pick([...'0123456789abcdefABCDEF']), { minLength: length, maxLength: length }).map((c) => c.join(''));
const maid = fc.oneof(
  fc.uuid().map((u) => u.toUpperCase()),
  fc.uuid(),
  fc.constant('00000000-0000-0000-0000-000000000000'),
  fc.string({ maxLength: 40 }),
);

const record: fc.Arbitrary<CustomerRecord> = fc.record({
  id: fc.oneof(fc.string({ minLength: 1, maxLength: 12 }), fc.integer({ min: 1 })),
  email,
  phone,
  first_name: name,
  last_name: name,
  city: fc.oneof(name, pick(['Santiago', 'ÑUÑOA', 'Viña del Mar', 'Puerto Montt (X)', '123'])),
  region: fc.oneof(name, pick(['Región Metropolitana de Santiago', 'RM', "Región del Libertador General Bernardo O'Higgins"])),
  zip: fc.oneof(
    digits(7),
    digits(3).map((d) => `${d}-0000`),
    pick(['0', ' 8320000 ', 'SW1A 1AA', '']),
  ),
  country: pick(['CL', 'cl', 'Chile', 'CHILE', 'Perú', 'Argentina', 'EEUU', 'Narnia', 'N/A', '']),
  gender: pick(['F', 'f', 'Femenino', 'MUJER', 'M', 'masculino', 'Hombre', 'h', 'otro', '', '-']),
  birthdate: fc.oneof(date, pick(['', 'sin dato'])),
  maid,
});

describe('properties over generated records', () => {
  it('normalizing a normalized value changes nothing', () => {
    let checked = 0;
    fc.assert(
      fc.property(record, pick(PLATFORMS), (input, platform) => {
        const first = normalizeRecord(platform, input, TODAY);
        for (const [key, result] of Object.entries(first.fields)) {
          if (result.status !== 'ok') continue;
          const source = SOURCE[platform][key];
          if (source === undefined) continue;
          // Digits without "+" are read with Chile as the default region, so a foreign number
          // normalized for Meta/TikTok/Salesforce (5491123456789) is not an input of its own.
          if (
            (key === 'ph' || (platform === 'tiktok' && key === 'phone') || key === 'mobile_number') &&
            !result.normalized.startsWith('56')
          )
            continue;
          const again = normalizeRecord(platform, { [source]: result.normalized }, TODAY).fields[key];
          expect(again).toEqual(result);
          checked += 1;
        }
      }),
      { numRuns: 400 },
    );
    expect(checked).toBeGreaterThan(400);
  });

  it('a prehashed value is sent lowercased and never hashed again', () => {
    let checked = 0;
    fc.assert(
      fc.property(hex(64), pick(PLATFORMS), (value, platform) => {
        for (const key of HASHED[platform]) {
          const source = SOURCE[platform][key]!;
          const result = normalizeRecord(platform, { [source]: value }, TODAY).fields[key];
          expect(result).toEqual({ status: 'prehashed', normalized: null, send: value.toLowerCase() });
          checked += 1;
        }
      }),
    );
    fc.assert(
      fc.property(hex(32), (value) => {
        for (const key of HASHED.meta) {
          const result = normalizeRecord('meta', { [SOURCE.meta[key]!]: value }, TODAY).fields[key];
          expect(result).toEqual({ status: 'prehashed', normalized: null, send: value.toLowerCase() });
        }
      }),
    );
    expect(checked).toBeGreaterThan(100);
  });

  it('hashing is deterministic: send is the SHA-256 of normalized, the same on every call', () => {
    let hashed = 0;
    fc.assert(
      fc.property(fc.array(record, { minLength: 1, maxLength: 8 }), pick(PLATFORMS), (records, platform) => {
        const reused = createNormalizer(platform, TODAY);
        for (const input of records) {
          const once = reused(input);
          expect(reused(input)).toEqual(once);
          expect(normalizeRecord(platform, input, TODAY)).toEqual(once);
          for (const key of HASHED[platform]) {
            const result = once.fields[key]!;
            if (result.status !== 'ok') continue;
            expect(result.send).toBe(sha256Hex(result.normalized));
            hashed += 1;
          }
          for (const [key, result] of Object.entries(once.fields)) {
            if (result.status === 'ok' && !HASHED[platform].includes(key)) expect(result.send).toBe(result.normalized);
          }
        }
      }),
      { numRuns: 200 },
    );
    expect(hashed).toBeGreaterThan(100);
  });
});
