import { describe, expect, it } from 'vitest';
import { accountIdProblem, isEndpoint, normalizedAccountId } from './adsAccounts.ts';

describe('ads account ids per platform', () => {
  const cases: [Parameters<typeof accountIdProblem>[0], string[], string[]][] = [
    ['gads', ['123-456-7890', '1234567890'], ['123-4567-890', '123456789', 'abc']],
    ['fbk', ['act_1234567890', '12345'], ['act_', 'act_12a', '1234']],
    ['tiktok', ['7012345678901234567'], ['123', 'x7012345678']],
    ['salesforce', ['514000123'], ['12345', 'MID514']],
    ['talonone', ['7', '1234567890'], ['', 'app7']],
    ['criteo', ['55001'], ['5500100000000', '-1']],
    ['adobe', ['0123456789ABCDEF01234567@AdobeOrg'], ['0123456789abcdef01234567@AdobeOrg', '0123@AdobeOrg']],
  ];
  for (const [platform, good, bad] of cases) {
    it(`${platform}: accepts ${good.join(', ')}; refuses ${bad.join(', ')}`, () => {
      for (const id of good) expect(accountIdProblem(platform, id), id).toBeUndefined();
      for (const id of bad) expect(accountIdProblem(platform, id), id).toMatch(/\.$/);
    });
  }

  it('normalizes ids the way the APIs take them', () => {
    expect(normalizedAccountId('gads', '123-456-7890')).toBe('1234567890');
    expect(normalizedAccountId('fbk', '12345')).toBe('act_12345');
    expect(normalizedAccountId('fbk', 'act_12345')).toBe('act_12345');
  });

  it('takes only https endpoints without credentials', () => {
    expect(isEndpoint('https://graph.facebook.com/v21.0')).toBe(true);
    expect(isEndpoint('http://graph.facebook.com')).toBe(false);
    expect(isEndpoint('https://u:p@host')).toBe(false);
    expect(isEndpoint('nada')).toBe(false);
  });
});
