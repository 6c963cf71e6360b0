import { describe, expect, it } from 'vitest';
import { defaultRate, matchRates, membersByKey, predictionError, predictMatch } from './prediction.ts';
import type { IdentifierQuality } from './quality.ts';

const quality = (members: Record<string, number>, sample: number, eligible: number): IdentifierQuality => ({
  segment: eligible * 2,
  eligible,
  sample,
  fields: {},
  members,
  memberKeys: Object.keys(members),
});

describe('matchRates', () => {
  it('without history: the default rate per identifier type, labelled as such', () => {
    const r = matchRates('gads', ['email_address', 'phone_number'], []);
    expect(r.basis).toBe('default');
    expect(r.runs).toBe(0);
    expect(r.rates.email_address).toBe(defaultRate('gads', 'email_address'));
    expect(r.rates.phone_number).toBe(defaultRate('gads', 'phone_number'));
    expect(r.rates.email_address).toBeGreaterThan(r.rates.phone_number!);
  });

  it('platforms that report what they received match every member', () => {
    expect(matchRates('salesforce', ['email_address'], []).rates.email_address).toBe(1);
  });

  it('with history: the defaults calibrated to what the platform answered, types kept in proportion', () => {
    // Defaults predicted 0.6 × 1000 + 0.45 × 1000 = 1050; the platform answered 525 (half).
    const r = matchRates(
      'gads',
      ['email_address', 'phone_number'],
      [{ members: { email_address: 1000, phone_number: 1000 }, actual: 525 }],
    );
    expect(r.basis).toBe('history');
    expect(r.runs).toBe(1);
    expect(r.rates.email_address).toBeCloseTo(0.3);
    expect(r.rates.phone_number).toBeCloseTo(0.225);
  });

  it('rates never go past 1, and runs without members teach nothing', () => {
    const r = matchRates(
      'fbk',
      ['em'],
      [
        { members: { em: 10 }, actual: 100 },
        { members: {}, actual: 50 },
      ],
    );
    expect(r.runs).toBe(1);
    expect(r.rates.em).toBe(1);
  });
});

describe('predictMatch and predictionError', () => {
  it('sums members × rate per key', () => {
    expect(predictMatch({ em: 1000, ph: 200 }, { em: 0.6, ph: 0.5 })).toBe(700);
    expect(predictMatch({ em: 1000 }, {})).toBe(0);
  });

  it('the error is relative to the platform answer, signed', () => {
    expect(predictionError(110, 100)).toBeCloseTo(0.1);
    expect(predictionError(90, 100)).toBeCloseTo(-0.1);
    expect(predictionError(5, null)).toBeNull();
    expect(predictionError(0, 0)).toBe(0);
    expect(predictionError(3, 0)).toBeNull();
  });
});

describe('membersByKey', () => {
  it('splits a run’s held members by the sample’s share of each key', () => {
    expect(membersByKey(quality({ email_address: 30, phone_number: 10 }, 50, 500), 1000)).toEqual({
      email_address: 750,
      phone_number: 250,
    });
  });

  it('before anything is sent: the usable customers of the sample scaled to the segment', () => {
    expect(membersByKey(quality({ em: 40 }, 50, 500))).toEqual({ em: 400 });
  });

  it('an empty sample puts every held member on the first key', () => {
    expect(membersByKey(quality({ em: 0 }, 0, 0), 12)).toEqual({ em: 12 });
  });
});
