import { readFileSync } from 'node:fs';
import { createKeySenders, createNormalizer, sha256Hex, type CustomerRecord } from '@inca/activation';
import { describe, expect, it } from 'vitest';
import { accountConfigFor, PLATFORM_OF } from './connectors.ts';
import { contactColumnsFor, MEMBER_KEYS, memberFrom, memberOf } from './members.ts';

const meta = createNormalizer('meta', { today: 20260301 });
const google = createNormalizer('google', { today: 20260301 });

describe('memberOf', () => {
  it('Meta: the hashed, normalized e-mail is the member (gmail dots and +tags as Meta wants them)', () => {
    const out = memberOf(meta({ id: 1, email: ' Cliente.Uno+promo@Gmail.com ' }), MEMBER_KEYS.fbk!.CONTACT_INFO);
    expect('member' in out).toBe(true);
    if ('member' in out) expect(out.member).toMatch(/^[0-9a-f]{64}$/);
    // The same person written differently is the same member.
    expect(memberOf(meta({ id: 2, email: 'cliente.uno+promo@gmail.com' }), MEMBER_KEYS.fbk!.CONTACT_INFO)).toEqual(out);
  });

  it('a prehashed e-mail is sent as it is, never hashed again', () => {
    const hash = sha256Hex('cliente@empresa.cl');
    expect(memberOf(meta({ id: 3, email: hash }), MEMBER_KEYS.fbk!.CONTACT_INFO)).toEqual({ member: hash });
  });

  it('no usable identifier: the reason of the refused one, or absent', () => {
    const placeholder = memberOf(meta({ id: 4, email: 'sin correo' }), MEMBER_KEYS.fbk!.CONTACT_INFO);
    expect('reason' in placeholder && placeholder.reason.startsWith('em: ')).toBe(true);
    expect(memberOf(meta({ id: 5, phone: '+56 9 1234 5678' }), MEMBER_KEYS.fbk!.CONTACT_INFO)).toEqual({ reason: 'em: absent' });
  });

  it('Google contact audiences fall back to the phone when there is no e-mail', () => {
    const out = memberOf(google({ id: 6, phone: '+56 9 8765 4321' }), MEMBER_KEYS.gads!.CONTACT_INFO);
    expect('member' in out && /^[0-9a-f]{64}$/.test(out.member)).toBe(true);
  });
});

describe('accountConfigFor', () => {
  const account = { id: '7', technical_name: 'retail_ads', platform_config: {} };
  it('defaults to the platform simulator under SIMULATORS_URL', () => {
    const config = accountConfigFor('fbk', account, 'http://127.0.0.1:4300');
    expect(config.baseUrl).toBe('http://127.0.0.1:4300/meta');
    expect(config.accountId).toBe('1000000007');
    expect(config.credentials.accessToken).toBe('sim-retail_ads');
    expect(accountConfigFor('gads', account, 'http://sim').baseUrl).toBe('http://sim/google');
  });
  it("uses the account's own settings when it has them", () => {
    const config = accountConfigFor('fbk', { ...account, platform_config: { fbk: { baseUrl: 'https://graph.facebook.com', accountId: '42', credentials: { accessToken: 't' } } } }, 'http://sim');
    expect(config).toEqual({ baseUrl: 'https://graph.facebook.com', accountId: '42', credentials: { accessToken: 't' } });
  });
});

describe('memberFrom (the engine path: only the member keys normalized)', () => {
  const corpus = readFileSync('/work/shared/activation/sample-corpus.jsonl', 'utf8');
  const records = [
    ...corpus.split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l) as CustomerRecord),
    { id: 'x1', email: 'sin correo', phone: '12345' },
    { id: 'x2', phone: '(09) 87654321' },
    { id: 'x3', email: ' Cliente.7+promo@Gmail.com ' },
    { id: 'x4' },
  ];
  it.each(Object.entries(PLATFORM_OF))('%s: the same member or reason as memberOf on the full record, for every identifier kind', (code, { normalizer }) => {
    const full = createNormalizer(normalizer, { today: 20260301 });
    let members = 0;
    for (const kind of ['CONTACT_INFO', 'MOBILE_ADVERTISING_ID'] as const) {
      const keys = MEMBER_KEYS[code]![kind];
      if (keys.length === 0) continue;
      const senders = createKeySenders(normalizer, keys, { today: 20260301 });
      for (const record of records) {
        const expected = memberOf(full(record), keys);
        const got = memberFrom(record, senders, keys);
        expect(typeof got === 'string' ? { member: got } : got).toEqual(expected);
        if (typeof got === 'string') members += 1;
      }
    }
    expect(members).toBeGreaterThan(0);
  });
});

describe('contactColumnsFor', () => {
  it('reads only the columns the member keys use', () => {
    expect(contactColumnsFor(MEMBER_KEYS.fbk!.CONTACT_INFO).sort()).toEqual(['country', 'email']);
    expect(contactColumnsFor(MEMBER_KEYS.gads!.CONTACT_INFO).sort()).toEqual(['country', 'email', 'phone']);
    expect(contactColumnsFor(MEMBER_KEYS.talonone!.CONTACT_INFO)).toEqual(['country']);
  });
});
