import { createNormalizer, PLATFORM_KEYS } from '@inca/activation';
import { describe, expect, it } from 'vitest';
import { MEMBER_KEYS } from './members.ts';
import { identifierTypeOf, qualityReasonOf, qualityReport, tallyRecords, type IdentifierQuality } from './quality.ts';

const meta = createNormalizer('meta', { today: 20260301 });
const google = createNormalizer('google', { today: 20260301 });
const sfmc = createNormalizer('sfmc', { today: 20260301 });
const maidGoogle = createNormalizer('google', { today: 20260301 });

describe('qualityReasonOf', () => {
  it('usable identifiers have no reason; missing and placeholder values are told apart', () => {
    expect(qualityReasonOf('em', meta({ id: 1, email: 'ana@empresa.cl' }).fields.em)).toBeNull();
    expect(qualityReasonOf('em', meta({ id: 2 }).fields.em)).toBe('missing');
    expect(qualityReasonOf('em', meta({ id: 3, email: 'sin correo' }).fields.em)).toBe('placeholder');
    expect(qualityReasonOf('em', undefined)).toBe('missing');
  });

  it('a malformed e-mail is an e-mail format problem whatever the platform words it (Meta quotes the address)', () => {
    expect(qualityReasonOf('em', meta({ id: 4, email: 'ana@@empresa' }).fields.em)).toBe('email_format');
    expect(qualityReasonOf('email_address', google({ id: 5, email: 'ana empresa@cl.cl' }).fields.email_address)).toBe('email_format');
  });

  it('Chilean phones: symbols, impossible lengths, old ambiguous numbers and non-mobiles for SMS', () => {
    expect(qualityReasonOf('ph', meta({ id: 6, phone: 'llamar tarde' }).fields.ph)).toBe('phone_symbols');
    expect(qualityReasonOf('ph', meta({ id: 7, phone: '12345' }).fields.ph)).not.toBeNull();
    expect(['phone_length', 'phone_old', 'phone_not_subscriber']).toContain(
      qualityReasonOf('ph', meta({ id: 7, phone: '12345' }).fields.ph),
    );
    expect(qualityReasonOf('ph', meta({ id: 8, phone: '+56 9 1234 5678' }).fields.ph)).toBeNull();
    expect(qualityReasonOf('mobile_number', sfmc({ id: 9, phone: '+56 2 2345 6789' }).fields.mobile_number)).toBe('phone_not_mobile');
  });

  it('mobile ids: the all-zero id (tracking limited) apart from a malformed one', () => {
    const keys = MEMBER_KEYS.gads!.MOBILE_ADVERTISING_ID;
    expect(qualityReasonOf(keys[0]!, maidGoogle({ id: 10, maid: '00000000-0000-0000-0000-000000000000' }).fields[keys[0]!])).toBe(
      'mobile_id_limited',
    );
    expect(qualityReasonOf(keys[0]!, maidGoogle({ id: 11, maid: 'no-es-un-id' }).fields[keys[0]!])).toBe('mobile_id_format');
  });

  it('keys map to identifier types', () => {
    expect(identifierTypeOf('em')).toBe('email');
    expect(identifierTypeOf('phone_number')).toBe('phone');
    expect(identifierTypeOf('fn')).toBe('first_name');
    expect(identifierTypeOf('madid')).toBe('mobile_id');
    expect(identifierTypeOf('integration_id')).toBe('customer_id');
  });
});

describe('tallyRecords and qualityReport', () => {
  const records = [
    { id: 1, email: 'ana@empresa.cl', phone: '+56 9 1234 5678', first_name: 'Ana', country: 'CL' },
    { id: 2, email: 'sin correo', phone: '9 8765 4321', first_name: 'José', country: 'CL' },
    { id: 3, email: 'luis@@empresa', phone: '12345', country: 'CL' },
    { id: 4, phone: '(09) 11112222', country: 'CL' },
  ].map(google);
  const memberKeys = MEMBER_KEYS.gads!.CONTACT_INFO;
  const tally = tallyRecords(records, memberKeys, PLATFORM_KEYS.google);

  it('counts per key usable identifiers and the reasons of the rest; the member is the first usable key', () => {
    expect(tally.sample).toBe(4);
    expect(tally.fields.email_address).toEqual({ ok: 1, reasons: { placeholder: 1, email_format: 1, missing: 1 } });
    expect(tally.fields.phone_number!.ok).toBe(3);
    expect(tally.members).toEqual({ email_address: 1, phone_number: 2 });
  });

  it('the report scales the sample to the segment and counts customers without identifiers as missing', () => {
    const q: IdentifierQuality = { ...tally, segment: 100, eligible: 8, sample: 4, memberKeys };
    const report = qualityReport(q);
    expect(report.sampled).toBe(true);
    const email = report.lines.find((l) => l.key === 'email_address')!;
    expect(email.sentAsMember).toBe(true);
    expect(email.usable).toBe(2);
    expect(email.total).toBe(100);
    expect(email.share).toBeCloseTo(0.02);
    // 2 missing in the sample (scaled) + 92 customers with no identifier at all.
    expect(email.reasons).toEqual([
      { reason: 'missing', count: 94 },
      { reason: 'email_format', count: 2 },
      { reason: 'placeholder', count: 2 },
    ]);
    for (const line of report.lines) expect(line.usable + line.reasons.reduce((n, r) => n + r.count, 0)).toBe(100);
    // Member identifiers first, in the platform's order.
    expect(report.lines.slice(0, 2).map((l) => l.key)).toEqual(['email_address', 'phone_number']);
    // What the warehouse never holds (postal codes) is left out; names it holds are in.
    expect(report.lines.some((l) => l.key === 'postal_code')).toBe(false);
    expect(report.lines.some((l) => l.key === 'given_name')).toBe(true);
  });

  it('an unsampled report says so', () => {
    expect(qualityReport({ ...tally, segment: 4, eligible: 4, sample: 4, memberKeys }).sampled).toBe(false);
  });
});
