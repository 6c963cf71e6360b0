import { readFileSync } from 'node:fs';
import { createNormalizer, sha256Hex, type CustomerRecord } from '@inca/activation';
import { describe, expect, it } from 'vitest';
import { accountConfigFor, PLATFORM_OF } from '../connectors/index.ts';
import {
  contactColumnsFor,
  createMemberReader,
  decodeMember,
  encodeMember,
  isMember,
  MEMBER_KEYS,
  MEMBER_SPECS,
  memberOf,
  memberSpecFor,
} from './members.ts';

const meta = createNormalizer('meta', { today: 20260301 });
const google = createNormalizer('google', { today: 20260301 });
const fbk = MEMBER_SPECS.fbk!.CONTACT_INFO;

describe('memberOf', () => {
  it('Meta: the hashed, normalized e-mail is the member (gmail dots and +tags as Meta wants them)', () => {
    const out = memberOf(meta({ id: 1, email: ' Cliente.Uno+promo@Gmail.com ' }), fbk);
    expect(isMember(out) && out.email).toMatch(/^[0-9a-f]{64}$/);
    // The same person written differently is the same member.
    expect(memberOf(meta({ id: 2, email: 'cliente.uno+promo@gmail.com' }), fbk)).toEqual(out);
  });

  it('a prehashed e-mail is sent as it is, never hashed again', () => {
    const hash = sha256Hex('cliente@empresa.cl');
    expect(memberOf(meta({ id: 3, email: hash }), fbk)).toEqual({ email: hash });
  });

  it('no usable identifier: the reason of the refused one, or absent', () => {
    const placeholder = memberOf(meta({ id: 4, email: 'sin correo' }), fbk);
    expect('reason' in placeholder && placeholder.reason.startsWith('em: ')).toBe(true);
    expect(memberOf(meta({ id: 5 }), fbk)).toEqual({ reason: 'em: absent' });
  });

  it('a customer with an e-mail and a phone carries both, each under its kind', () => {
    const out = memberOf(google({ id: 6, email: 'ana@empresa.cl', phone: '+56 9 8765 4321' }), MEMBER_SPECS.gads!.CONTACT_INFO);
    expect(out).toEqual({ email: sha256Hex('ana@empresa.cl'), phone: sha256Hex('+56987654321') });
  });
});

describe('a phone-only customer never becomes an e-mail', () => {
  it.each(Object.entries(PLATFORM_OF))('%s', (code, { normalizer }) => {
    const read = createMemberReader(normalizer, MEMBER_SPECS[code]!.CONTACT_INFO);
    const out = read({ id: 77, phone: '+56 9 8765 4321', country: 'CL' });
    if (code === 'talonone') {
      // Talon.One keys its profiles by the customer's id alone.
      expect(out).toEqual({ customerId: '77' });
      return;
    }
    if (code === 'criteo' || code === 'tiktok') {
      // Criteo's lists take no phones, and a TikTok audience of e-mails none: the customer is left out, never sent as an e-mail.
      expect(out).toEqual({ reason: 'email: absent' });
      return;
    }
    expect(isMember(out)).toBe(true);
    if (!isMember(out)) return;
    expect(out.email).toBeUndefined();
    expect(out.phone).toBeDefined();
  });
});

describe('the engine path (createMemberReader: only the member keys normalized)', () => {
  const corpus = readFileSync('/work/shared/activation/sample-corpus.jsonl', 'utf8');
  const records = [
    ...corpus
      .split('\n')
      .filter((l) => l.trim())
      .map((l) => JSON.parse(l) as CustomerRecord),
    { id: 'x1', email: 'sin correo', phone: '12345' },
    { id: 'x2', phone: '(09) 87654321' },
    { id: 'x3', email: ' Cliente.7+promo@Gmail.com ' },
    { id: 'x4' },
  ];
  it.each(Object.entries(PLATFORM_OF))(
    '%s: the same member or reason as memberOf on the full record, for every identifier kind',
    (code, { normalizer }) => {
      const full = createNormalizer(normalizer, { today: 20260301 });
      let members = 0;
      for (const kind of ['CONTACT_INFO', 'MOBILE_ADVERTISING_ID'] as const) {
        const spec = MEMBER_SPECS[code]![kind];
        if (Object.keys(spec.kinds).length === 0) continue;
        const read = createMemberReader(normalizer, spec);
        for (const record of records) {
          const got = read(record);
          expect(got).toEqual(memberOf(full(record), spec));
          if (isMember(got)) members += 1;
        }
      }
      expect(members).toBeGreaterThan(0);
    },
  );

  it('Salesforce rows carry the customer id beside the e-mail and the mobile number', () => {
    const read = createMemberReader('sfmc', MEMBER_SPECS.salesforce!.CONTACT_INFO);
    expect(read({ id: 9, email: 'Ana@Empresa.cl', phone: '9 8765 4321', country: 'CL' })).toEqual({
      customerId: '9',
      email: 'Ana@Empresa.cl',
      phone: '56987654321',
    });
  });

  it('a TikTok account of PHONE_SHA256 audiences sends phones, and only phones', () => {
    const read = createMemberReader('tiktok', memberSpecFor('tiktok', 'CONTACT_INFO', { calculateType: 'PHONE_SHA256' }));
    expect(read({ id: 1, email: 'ana@empresa.cl', phone: '+56 9 8765 4321' })).toEqual({ phone: sha256Hex('56987654321') });
  });

  it("Adobe's e-mail key follows the account's identity namespace", () => {
    expect(memberSpecFor('adobe', 'CONTACT_INFO').kinds).toEqual({ email: 'Email_LC_SHA256', phone: 'Phone' });
    expect(memberSpecFor('adobe', 'CONTACT_INFO', { identityNamespace: 'Email' }).kinds).toEqual({ email: 'Email', phone: 'Phone' });
  });
});

describe('members as the audience holds them between runs', () => {
  it('encodes a member the same way whatever the order its kinds were set in, and decodes it back', () => {
    const a = encodeMember({ phone: 'p1', email: 'e1' });
    expect(a).toBe(encodeMember({ email: 'e1', phone: 'p1' }));
    expect(decodeMember(a, fbk)).toEqual({ email: 'e1', phone: 'p1' });
    // A changed phone is another member: the diff removes the old one and adds the new one.
    expect(encodeMember({ email: 'e1', phone: 'p2' })).not.toBe(a);
  });

  it('a member held from before kinds were kept apart decodes as the kind it was sent as', () => {
    expect(decodeMember(sha256Hex('x'), MEMBER_SPECS.gads!.CONTACT_INFO)).toEqual({ email: sha256Hex('x') });
    expect(decodeMember('3f1c2a4e-9b7d-4c1e-8a2b-1d2e3f4a5b6c', MEMBER_SPECS.gads!.MOBILE_ADVERTISING_ID)).toEqual({
      madid: '3f1c2a4e-9b7d-4c1e-8a2b-1d2e3f4a5b6c',
    });
    expect(decodeMember('ana@empresa.cl', MEMBER_SPECS.salesforce!.CONTACT_INFO)).toEqual({ customerId: 'ana@empresa.cl' });
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
    const config = accountConfigFor(
      'fbk',
      {
        ...account,
        platform_config: { fbk: { baseUrl: 'https://graph.facebook.com', accountId: '42', credentials: { accessToken: 't' } } },
      },
      'http://sim',
    );
    expect(config).toEqual({ baseUrl: 'https://graph.facebook.com', accountId: '42', credentials: { accessToken: 't' } });
  });
});

describe('contactColumnsFor', () => {
  it('reads only the columns the member keys use', () => {
    expect(contactColumnsFor(MEMBER_KEYS.fbk!.CONTACT_INFO).sort()).toEqual(['country', 'email', 'phone']);
    expect(contactColumnsFor(MEMBER_KEYS.gads!.CONTACT_INFO).sort()).toEqual(['country', 'email', 'phone']);
    expect(contactColumnsFor(MEMBER_KEYS.talonone!.CONTACT_INFO)).toEqual(['country']);
  });
});
