import { describe, expect, it } from 'vitest';
import { normalizePhone, PHONE_REASONS } from './phone.ts';

describe('normalizePhone (Chile as the default region)', () => {
  it.each([
    ['+56 9 1234 5678', '+56912345678'],
    ['9 1234 5678', '+56912345678'],
    ['912345678', '+56912345678'],
    ['56912345678', '+56912345678'],
    ['+56912345678', '+56912345678'],
    ['(09) 1234-5678', '+56912345678'],
    ['(02) 2345 6789', '+56223456789'],
    ['0056 9 1234 5678', '+56912345678'],
    ['+56 (9) 8907-2949', '+56989072949'],
    ['9-7382-4375', '+56973824375'],
    ['(32) 268 1234', '+56322681234'],
    ['+56 32 299 1725', '+56322991725'],
    ['+56 2 2345 6789 anexo 123', '+56223456789'],
    ['(02) 2345 6789 Anexo: 45', '+56223456789'],
    ['2 2345 6789 ext. 7', '+56223456789'],
    ['+56 (0)9 1234 5678', '+56912345678'],
    ['+54 9 11 2345 6789', '+5491123456789'],
    ['0054 9 11 2345 6789', '+5491123456789'],
  ])('%s → %s', (input, e164) => {
    expect(normalizePhone(input)).toBe(e164);
  });

  it.each([
    ['234 5678', PHONE_REASONS.oldNumber],
    ['2345678', PHONE_REASONS.oldNumber],
    ['9123 4567', PHONE_REASONS.oldNumber],
    ['(09) 123 4567', PHONE_REASONS.oldNumber],
    ['+56 9 3808 314', PHONE_REASONS.chileLength],
    ['+56 9 1234 56789', PHONE_REASONS.chileLength],
    ['+56 2345 678', PHONE_REASONS.chileLength],
    ['56 9 1234 567', PHONE_REASONS.chileLength],
    ['12345678901234', PHONE_REASONS.chileLength],
    ['123456789', PHONE_REASONS.notSubscriber],
    ['+56 1 2345 6789', PHONE_REASONS.notSubscriber],
    ['anexo 123', PHONE_REASONS.letters],
    ['llamar en la tarde', PHONE_REASONS.letters],
    ['9 1234 5678 o 9 8765 4321', PHONE_REASONS.letters],
    ['+1 234', PHONE_REASONS.e164Length],
    ['+0 1234 5678', PHONE_REASONS.countryCode],
    ['(  )', PHONE_REASONS.noDigits],
  ])('%s is rejected: %s', (input, reason) => {
    expect(normalizePhone(input)).toEqual({ status: 'rejected', reason });
  });
});
