import { identifierTypeOf, type IdentifierQuality, type IdentifierType } from './quality.ts';

/**
 * The predicted match size of an audience at a platform: the segment's usable
 * identifiers per type, after the platform's normalizer, times the platform's recent match rate
 * per identifier type. Without history the rate is a default (an estimate); with history the
 * defaults keep their proportions between types and are calibrated to what the platform answered.
 */

/** Share of members a platform matches to its users, per identifier type, before any history. */
export const DEFAULT_MATCH_RATES: Readonly<Record<IdentifierType, number>> = {
  email: 0.6,
  phone: 0.45,
  mobile_id: 0.7,
  customer_id: 1,
  first_name: 0.3,
  last_name: 0.3,
  city: 0.3,
  region: 0.3,
  postal_code: 0.3,
  country: 0.3,
  gender: 0.3,
  birthdate: 0.3,
};

/** Platforms whose "match" is what they received (num_received): every member sent counts. */
const RECEIVING_PLATFORMS: readonly string[] = ['salesforce', 'talonone', 'adobe'];

/** How many past runs of a platform the rates learn from. */
export const PREDICTION_HISTORY_RUNS = 20;

export const defaultRate = (platformCode: string, key: string): number =>
  RECEIVING_PLATFORMS.includes(platformCode) ? 1 : DEFAULT_MATCH_RATES[identifierTypeOf(key)];

/** A published run the rates learn from: its members per identifier key, and the match the platform answered. */
export type PredictionHistory = { members: Record<string, number>; actual: number };

export type MatchRates = { rates: Record<string, number>; basis: 'history' | 'default'; runs: number };

/**
 * The platform's match rate per identifier key: the default rates times one calibration, the
 * matches the platform answered over those the defaults would have predicted, over its recent
 * runs. Rates stay within 0 and 1.
 */
export function matchRates(platformCode: string, keys: readonly string[], history: readonly PredictionHistory[]): MatchRates {
  let expected = 0;
  let actual = 0;
  let runs = 0;
  for (const run of history) {
    const byDefault = Object.entries(run.members).reduce((n, [key, count]) => n + count * defaultRate(platformCode, key), 0);
    if (byDefault <= 0 || !Number.isFinite(run.actual) || run.actual < 0) continue;
    expected += byDefault;
    actual += run.actual;
    runs += 1;
  }
  const calibration = runs > 0 ? actual / expected : 1;
  const rates = Object.fromEntries(keys.map((key) => [key, Math.min(1, Math.max(0, defaultRate(platformCode, key) * calibration))]));
  return { rates, basis: runs > 0 ? 'history' : 'default', runs };
}

/** Σ members of each key × that key's rate, rounded. */
export const predictMatch = (members: Record<string, number>, rates: Record<string, number>): number =>
  Math.round(Object.entries(members).reduce((n, [key, count]) => n + count * (rates[key] ?? 0), 0));

/** How far a prediction was from the platform's answer, relative to the answer: (predicted − actual) / actual; null without an answer. */
export const predictionError = (predicted: number, actual: number | null): number | null =>
  actual === null || actual <= 0 ? (actual === 0 && predicted === 0 ? 0 : null) : (predicted - actual) / actual;

/**
 * Members per identifier key: the sample's split of usable customers over the member keys,
 * scaled to `total` (the members a run holds at the platform), or to the customers with
 * identifiers of the segment when no total is given (a prediction before anything is sent).
 */
export function membersByKey(q: IdentifierQuality, total?: number): Record<string, number> {
  const inSample = Object.values(q.members).reduce((a, b) => a + b, 0);
  const target = total ?? (q.sample > 0 ? Math.round((inSample * q.eligible) / q.sample) : 0);
  const result: Record<string, number> = {};
  if (inSample === 0) {
    for (const key of q.memberKeys) result[key] = 0;
    if (target > 0 && q.memberKeys[0]) result[q.memberKeys[0]] = target;
    return result;
  }
  let given = 0;
  const keys = Object.keys(q.members);
  keys.forEach((key, i) => {
    const count = i === keys.length - 1 ? target - given : Math.round((q.members[key]! * target) / inSample);
    result[key] = Math.max(0, count);
    given += result[key]!;
  });
  return result;
}
