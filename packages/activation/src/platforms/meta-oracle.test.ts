import { createRequire } from 'node:module';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanText, normalizeCountry, normalizeGender, normalizePostalCode } from '../layer1/index.ts';
import { sha256Hex } from '../hash.ts';
import { createMetaNormalizer } from './meta.ts';
import type { FieldResult } from '../types.ts';

// Meta's official Node SDK as a test oracle (a dev dependency): after layer 1, our Meta output
// for em, fn, ln, ct, st, zp, country and ge must equal its normalizeAndHash of the layer-1 value.
// ph, db and madid differ on purpose (country code added, dates normalized, madid in clear).
const require = createRequire(import.meta.url);
const { ServerSideUtils } = require('facebook-nodejs-business-sdk') as {
  ServerSideUtils: { normalizeAndHash(input: string, field: string): string | null };
};

/** The SDK's answer: the hash, or null when it drops the value or throws. */
function sdk(input: string, field: string): string | null {
  try {
    return ServerSideUtils.normalizeAndHash(input, field);
  } catch {
    return null;
  }
}

const EMPTY_HASH = sha256Hex('');
const sent = (result: FieldResult | undefined): string | null =>
  result !== undefined && (result.status === 'ok' || result.status === 'prehashed') ? result.send : null;

const normalizeMeta = createMetaNormalizer({ today: 20260601, criteoEmailHashing: 'sha256' });
const pick = <T>(values: readonly T[]) => fc.constantFrom(...values);
const text = (alphabet: string, maxLength: number) =>
  fc.array(pick([...alphabet]), { minLength: 1, maxLength }).map((chars) => chars.join(''));

const emailChars = "abcXYZ019.-_+!#$%&'*/=?^`{|}~@ ñ";
const domainChars = 'abcz09-.';
const email = fc.oneof(
  fc
    .tuple(text(emailChars, 14), text(domainChars, 12), pick(['cl', 'com', 'CL', 'c', '1a', 'a-b', 'x--y', '']))
    .map(([local, domain, tld]) => `${local}@${domain}.${tld}`),
  text(emailChars, 30),
);
const name = text("abcdefghijklmnopqrstuvwxyzáéíóúñÁÉÍÓÚÑ '-.ABC", 20);
const place = text("abcdeñóáÑÓÁ ().-0123'", 24);
const zip = text('0123456789- abcAB', 10);

describe('Meta output agrees with facebook-nodejs-business-sdk normalizeAndHash after layer 1', () => {
  it('for em, fn, ln, ct, st, zp on generated values', () => {
    let compared = 0;
    fc.assert(
      fc.property(email, name, name, place, place, zip, (em, fn, ln, ct, st, zp) => {
        const out = normalizeMeta({ email: em, first_name: fn, last_name: ln, city: ct, region: st, zip: zp });
        const layer1 = (raw: string) => cleanText(raw);
        for (const [key, raw] of [
          ['em', em],
          ['fn', fn],
          ['ln', ln],
          ['ct', ct],
          ['st', st],
        ] as const) {
          const cleaned = layer1(raw);
          if (typeof cleaned !== 'string') continue;
          const theirs = sdk(cleaned, key);
          // Where the SDK would send the hash of nothing (a city of only digits), we reject instead.
          if (theirs === EMPTY_HASH) expect(out[key]?.status).toBe('rejected');
          else expect({ key, raw, ours: sent(out[key]) }).toEqual({ key, raw, ours: theirs });
          compared += 1;
        }
        const cleanedZip = layer1(zp);
        if (typeof cleanedZip === 'string') {
          expect({ zp, ours: sent(out.zp) }).toEqual({ zp, ours: sdk(normalizePostalCode(cleanedZip), 'zp') });
        }
      }),
      { numRuns: 500 },
    );
    expect(compared).toBeGreaterThan(1000);
  });

  it('for country and ge on every value layer 1 accepts', () => {
    const countries = ['CL', 'cl', 'Chile', 'CHILE', 'Perú', 'Argentina', 'Estados Unidos', 'EEUU', 'España', 'Alemania'];
    const genders = ['f', 'F', 'Femenino', 'mujer', 'm', 'M', 'Masculino', 'hombre', 'H', 'female', 'male'];
    for (const country of countries) {
      const code = normalizeCountry(country);
      expect(typeof code).toBe('string');
      expect(sent(normalizeMeta({ country }).country)).toBe(sdk(code as string, 'country'));
    }
    for (const gender of genders) {
      const word = normalizeGender(gender);
      expect(typeof word).toBe('string');
      expect(sent(normalizeMeta({ gender }).ge)).toBe(sdk(word as string, 'ge'));
    }
  });

  it('for the e-mails of the shared sample, including the rejected ones', () => {
    const emails = [
      'juan.perez@gmail.com',
      'juan perez@gmail.com',
      'contacto@ñandú.cl',
      '  CATALINA_DIAZ@UC.CL ',
      'renata.perez11+cyber@yahoo.es',
    ];
    for (const em of emails) {
      expect(sent(normalizeMeta({ email: em }).em)).toBe(sdk(cleanText(em) as string, 'em'));
    }
  });
});
