import { describe, expect, it } from 'vitest';
import { md5Hex, sha256Hex } from '../hash.ts';
import type { CustomerRecord, FieldResult } from '../types.ts';
import { normalizeRecord, PLATFORM_KEYS } from './index.ts';
import { googleAddressComplete, type GoogleFields } from './google.ts';

const TODAY = { today: 20260601 };
const ok = (normalized: string, send = sha256Hex(normalized)): FieldResult => ({ status: 'ok', normalized, send });
const plain = (normalized: string): FieldResult => ({ status: 'ok', normalized, send: normalized });
const field = (platform: Parameters<typeof normalizeRecord>[0], key: string, record: CustomerRecord, options = {}) =>
  normalizeRecord(platform, { id: 'cl-t', ...record }, { ...TODAY, ...options }).fields[key];

describe('gmail dots and +tags, platform by platform', () => {
  const email = '  Juan.Perez+Ofertas@GMAIL.com ';
  it('Google removes every dot and the +tag for gmail.com and googlemail.com', () => {
    expect(field('google', 'email_address', { email })).toEqual(ok('juanperez@gmail.com'));
    expect(field('google', 'email_address', { email: 'j.u.a.n+x+y@googlemail.com' })).toEqual(ok('juan@googlemail.com'));
  });
  it('Google keeps dots and +tags on other domains', () => {
    expect(field('google', 'email_address', { email: 'juan.perez+ofertas@uc.cl' })).toEqual(ok('juan.perez+ofertas@uc.cl'));
  });
  it('Meta keeps dots and the +tag', () => {
    expect(field('meta', 'em', { email })).toEqual(ok('juan.perez+ofertas@gmail.com'));
  });
  it('TikTok removes the +tag on every domain and keeps the dots', () => {
    expect(field('tiktok', 'email', { email })).toEqual(ok('juan.perez@gmail.com'));
    expect(field('tiktok', 'email', { email: 'ana.rojas+tienda@live.cl' })).toEqual(ok('ana.rojas@live.cl'));
  });
  it('Criteo keeps dots and the +tag', () => {
    expect(field('criteo', 'email', { email })).toEqual(ok('juan.perez+ofertas@gmail.com'));
  });
  it('Google rejects a gmail address that is only dots and a tag', () => {
    expect(field('google', 'email_address', { email: '..+x@gmail.com' })).toMatchObject({ status: 'rejected' });
  });
});

describe('already-hashed values are sent lowercased and never hashed again', () => {
  const sha = sha256Hex('juan.perez@gmail.com');
  const md5 = md5Hex('juan.perez@gmail.com');
  it.each([
    ['meta', 'em'],
    ['meta', 'ph'],
    ['google', 'email_address'],
    ['google', 'phone_number'],
    ['tiktok', 'email'],
    ['tiktok', 'maid'],
    ['adobe', 'Email_LC_SHA256'],
  ] as const)('%s %s takes a SHA-256 hex as prehashed', (platform, key) => {
    const raw =
      key === 'ph' || key === 'phone_number'
        ? { phone: sha.toUpperCase() }
        : key === 'maid'
          ? { maid: sha.toUpperCase() }
          : { email: sha.toUpperCase() };
    expect(field(platform, key, raw)).toEqual({ status: 'prehashed', normalized: null, send: sha });
  });
  it('Meta also takes an MD5 hex; Google does not', () => {
    expect(field('meta', 'em', { email: md5 })).toEqual({ status: 'prehashed', normalized: null, send: md5 });
    expect(field('google', 'email_address', { email: md5 })).toMatchObject({ status: 'rejected' });
  });
  it('63 hex characters are neither a hash nor an address', () => {
    expect(field('meta', 'em', { email: sha.slice(1) })).toMatchObject({ status: 'rejected' });
  });
});

describe('placeholders are absent on every platform', () => {
  it.each(['N/A', 'sin correo', '-', 'Sin Teléfono'])('%j', (value) => {
    const record = { email: value, phone: value, first_name: value, maid: value };
    for (const [platform, key] of [
      ['meta', 'em'],
      ['meta', 'ph'],
      ['google', 'given_name'],
      ['tiktok', 'maid'],
      ['sfmc', 'mobile_number'],
    ] as const) {
      expect(field(platform, key, record)).toEqual({ status: 'absent', reason: 'placeholder' });
    }
  });
});

describe('accents and ñ', () => {
  it('are kept by Meta and Google names, Meta cities and regions', () => {
    expect(field('meta', 'ln', { last_name: 'NÚÑEZ' })).toEqual(ok('núñez'));
    expect(field('google', 'family_name', { last_name: 'Muñoz' })).toEqual(ok('muñoz'));
    expect(field('meta', 'ct', { city: 'Ñuñoa' })).toEqual(ok('ñuñoa'));
    expect(field('meta', 'st', { region: 'Región de Ñuble' })).toEqual(ok('regióndeñuble'));
  });
  it('decomposed input hashes the same as composed input', () => {
    expect(field('meta', 'fn', { first_name: 'Jose\u0301' })).toEqual(field('meta', 'fn', { first_name: 'José' }));
  });
});

describe('Google names', () => {
  it.each([
    ['Mr. John', 'john'],
    ['Dr Ana', 'ana'],
    ['Mrs. Smith-Jones', 'smith-jones'],
    ['Pérez Jr.', 'pérez'],
    ['Smith, PhD', 'smith'],
    ["O'Higgins III", "o'higgins"],
    ['Dra. Camila', 'dra. camila'],
    ['Sr. Pérez', 'sr. pérez'],
  ])('%s → %s (English titles and suffixes only)', (input, name) => {
    expect(field('google', 'given_name', { first_name: input })).toEqual(ok(name));
  });
  it('rejects a name that is only a title', () => {
    expect(field('google', 'given_name', { first_name: 'Dr.' })).toMatchObject({ status: 'rejected' });
  });
  it('needs all four address parts', () => {
    const full = normalizeRecord('google', { first_name: 'Ana', last_name: 'Rojas', country: 'Chile', zip: '775-0000' }, TODAY);
    const partial = normalizeRecord('google', { first_name: 'Ana', last_name: 'Rojas', country: '', zip: '775-0000' }, TODAY);
    expect(googleAddressComplete(full.fields as GoogleFields)).toBe(true);
    expect(googleAddressComplete(partial.fields as GoogleFields)).toBe(false);
  });
});

describe('Criteo e-mail hashing follows the account setting', () => {
  const email = 'Ana.Rojas@Gmail.com';
  const normalized = 'ana.rojas@gmail.com';
  it.each([
    ['plain', normalized],
    ['md5', md5Hex(normalized)],
    ['sha256', sha256Hex(normalized)],
    ['sha256_md5', sha256Hex(md5Hex(normalized))],
  ] as const)('%s', (criteoEmailHashing, send) => {
    expect(field('criteo', 'email', { email }, { criteoEmailHashing })).toEqual({ status: 'ok', normalized, send });
  });
  it('takes a prehashed value only in the account hashing', () => {
    const md5 = md5Hex(normalized);
    expect(field('criteo', 'email', { email: md5 }, { criteoEmailHashing: 'md5' })).toEqual({
      status: 'prehashed',
      normalized: null,
      send: md5,
    });
    expect(field('criteo', 'email', { email: md5 }, { criteoEmailHashing: 'sha256' })).toMatchObject({ status: 'rejected' });
  });
  it('has no phone key', () => {
    expect(field('criteo', 'phone', { phone: '+56 9 1234 5678' })).toMatchObject({ status: 'not_supported' });
  });
  it('sends madid lowercase in clear', () => {
    expect(field('criteo', 'madid', { maid: 'AECE52E7-03EE-455A-B3C4-E57283966239' })).toEqual(
      plain('aece52e7-03ee-455a-b3c4-e57283966239'),
    );
  });
});

describe('Salesforce Marketing Cloud (raw values, SMS numbers with locale es-CL)', () => {
  it('sends a Chilean mobile as 56912345678 with locale es-CL', () => {
    const out = normalizeRecord('sfmc', { email: ' Ana.Rojas@UC.cl ', phone: '(09) 1234-5678', first_name: 'Ana  María' }, TODAY);
    expect(out.fields).toEqual({
      email_address: plain('Ana.Rojas@UC.cl'),
      mobile_number: plain('56912345678'),
      locale: plain('es-CL'),
      first_name: plain('Ana María'),
      last_name: { status: 'absent', reason: 'empty' },
    });
  });
  it('rejects a Chilean landline for SMS and has no locale then', () => {
    const out = normalizeRecord('sfmc', { phone: '(02) 2345 6789' }, TODAY);
    expect(out.fields.mobile_number).toMatchObject({ status: 'rejected' });
    expect(out.fields.locale).toMatchObject({ status: 'absent' });
  });
});

describe('Talon.One (integration id, raw attributes)', () => {
  it('uses the customer id as integration id and E.164 phones', () => {
    const out = normalizeRecord('talonone', { id: 'cl-0001', email: 'ana@uc.cl', phone: '9 1234 5678', last_name: 'Yáñez' }, TODAY);
    expect(out.fields.integration_id).toEqual(plain('cl-0001'));
    expect(out.fields.phone).toEqual(plain('+56912345678'));
    expect(out.fields.last_name).toEqual(plain('Yáñez'));
  });
  it('refuses an e-mail as integration id', () => {
    expect(normalizeRecord('talonone', { id: 'ana@uc.cl' }, TODAY).fields.integration_id).toMatchObject({ status: 'rejected' });
  });
});

describe('Adobe AEP identity namespaces', () => {
  it('sends Email raw and Email_LC_SHA256 hashed from the trimmed lowercased address', () => {
    const out = normalizeRecord('adobe', { email: ' Ana.Rojas@UC.cl ', phone: '+56 9 1234 5678' }, TODAY);
    expect(out.fields).toEqual({
      Email: plain('Ana.Rojas@UC.cl'),
      Email_LC_SHA256: ok('ana.rojas@uc.cl'),
      Phone: plain('+56912345678'),
    });
  });
});

describe('every platform reports exactly its keys, in order', () => {
  it.each(Object.entries(PLATFORM_KEYS))('%s', (platform, keys) => {
    const out = normalizeRecord(platform as keyof typeof PLATFORM_KEYS, {}, TODAY);
    expect(keys.length).toBeGreaterThan(0);
    expect(Object.keys(out.fields)).toEqual(keys);
    for (const result of Object.values(out.fields)) expect(['absent', 'not_supported']).toContain(result.status);
  });
});
