import { describe, expect, it } from 'vitest';
import { apiErrorKind, apiHealth, billingPercentages, frequencyOf, matchCount, recipientsOf, statusColor } from './compute.ts';

describe('statusColor (§4)', () => {
  it('colours each code while enabled and greys every code when disabled', () => {
    const codes = ['P_ENV', 'P_ACT', 'P_PUB', 'P_NOD', 'E_AUTH', ''];
    expect(codes.map((c) => statusColor(c, true))).toEqual(['BLUE', 'ORANGE', 'GREEN', 'RED', 'RED', 'RED']);
    expect(codes.map((c) => statusColor(c, false))).toEqual(codes.map(() => 'GREY'));
  });
});

describe('matchCount (§3 shape per platform)', () => {
  it('gads: mean of display and search sizes, rounded', () => {
    expect(matchCount('gads', { size_for_display: 50_000, size_for_search: 54_001 })).toBe(52_001);
    expect(matchCount('gads', { size_for_display: '10', size_for_search: '20' })).toBe(15);
    // One side missing: the other side stands for the mean (the domain rule the service stores too).
    expect(matchCount('gads', { size_for_display: 10 })).toBe(10);
    expect(matchCount('gads', {})).toBeNull();
  });
  it('fbk: mean of lower and upper bound', () => {
    expect(matchCount('fbk', { lower_bound: 1_000, upper_bound: 2_000 })).toBe(1_500);
    expect(matchCount('fbk', { cover_num: 9 })).toBeNull();
  });
  it('tiktok cover_num; talonone, salesforce and adobe num_received; criteo size', () => {
    expect(matchCount('tiktok', { cover_num: 777 })).toBe(777);
    expect(matchCount('talonone', { num_received: 12 })).toBe(12);
    expect(matchCount('salesforce', { num_received: '13' })).toBe(13);
    expect(matchCount('adobe', { num_received: 14, message: 'ok' })).toBe(14);
    expect(matchCount('criteo', { size: 15 })).toBe(15);
    // Another platform's numbers do not count.
    expect(matchCount('criteo', { num_received: 15 })).toBeNull();
    expect(matchCount('tiktok', { size: 5 })).toBeNull();
  });
  it('null without a shape', () => {
    expect(matchCount('gads', null)).toBeNull();
    expect(matchCount('GADS', { size_for_display: 2, size_for_search: 4 })).toBe(3);
  });
});

describe('billingPercentages (§5)', () => {
  it('shares of the sum with 2 decimals', () => {
    expect(billingPercentages([1, 1, 1])).toEqual([33.33, 33.33, 33.33]);
    expect(billingPercentages([300, '100'])).toEqual([75, 25]);
  });
  it('a zero sum counts as 1', () => {
    expect(billingPercentages([0, 0])).toEqual([0, 0]);
    expect(billingPercentages([])).toEqual([]);
  });
});

describe('platform API health (§4)', () => {
  it('maps error texts', () => {
    expect(
      [
        'ok',
        'API version 12 sunset',
        'AUTHORIZATION_ERROR',
        'invalid_grant',
        'Token has expired',
        'complete Data Use Checkup',
        'application deleted',
        'boom',
        '',
      ].map(apiErrorKind),
    ).toEqual(['OK', 'VERSION', 'CREDENTIALS', 'CREDENTIALS', 'CREDENTIALS', 'DATA_USE_CHECKUP', 'APP_DELETED', 'UNKNOWN', null]);
  });
  it('no errors: unverified; ok: available; anything else: unavailable', () => {
    expect(apiHealth({ errors: [] }, 'gads')).toEqual({ state: 'UNVERIFIED', errorKind: null, error: null });
    expect(apiHealth({}, 'gads').state).toBe('UNVERIFIED');
    const account = { errors: [{ gads_error: 'ok', fbk_error: 'invalid_grant' }] };
    expect(apiHealth(account, 'gads')).toEqual({ state: 'AVAILABLE', errorKind: 'OK', error: 'ok' });
    expect(apiHealth(account, 'fbk')).toEqual({ state: 'UNAVAILABLE', errorKind: 'CREDENTIALS', error: 'invalid_grant' });
    expect(apiHealth(account, 'tiktok').state).toBe('UNVERIFIED');
  });
  it("a connector's check stores its own kind beside the text, and it wins over the text mapping", () => {
    const account = {
      errors: [
        {
          fbk_error: 'HTTP 401',
          fbk_error_kind: 'CREDENTIALS',
          gads_error: 'ok',
          gads_error_kind: 'OK',
          criteo_error: 'boom',
          criteo_error_kind: 'NONSENSE',
          tiktok_error_kind: 'VERSION',
        },
      ],
    };
    expect(apiHealth(account, 'fbk')).toEqual({ state: 'UNAVAILABLE', errorKind: 'CREDENTIALS', error: 'HTTP 401' });
    expect(apiHealth(account, 'gads')).toEqual({ state: 'AVAILABLE', errorKind: 'OK', error: 'ok' });
    // An unknown stored kind falls back to the text; a kind without a text is nothing to show.
    expect(apiHealth(account, 'criteo')).toEqual({ state: 'UNAVAILABLE', errorKind: 'UNKNOWN', error: 'boom' });
    expect(apiHealth(account, 'tiktok').state).toBe('UNVERIFIED');
  });
});

describe('frequencies and recipients', () => {
  it('maps the service codes', () => {
    expect(['1_DAY', '1_WEEK', '15_DAY', '1_MONTH', '6_MONTH'].map(frequencyOf)).toEqual([
      'DAILY',
      'WEEKLY',
      'FORTNIGHTLY',
      'MONTHLY',
      'SEMIANNUAL',
    ]);
    expect(() => frequencyOf('2_DAY')).toThrow();
  });
  it('splits the comma string', () => {
    expect(recipientsOf('a@x.cl, b@x.cl,')).toEqual(['a@x.cl', 'b@x.cl']);
    expect(recipientsOf('')).toEqual([]);
    expect(recipientsOf(null)).toEqual([]);
  });
});
