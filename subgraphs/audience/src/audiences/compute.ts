/**
 * The audience card's computed fields: status colour, match count per platform shape, billing
 * percentage and the platform API health of an ads account. Pure functions, tested one by one.
 */
import { audienceStatusColor, billingPercentages as domainBillingPercentages, matchCountOf, type StatusColor } from '@inca/domain';
import type { AdsAccountDto, MatchShapeDto, Num } from '../rest/models.ts';

export type StatusColorValue = StatusColor;

/** '1', 1 and true are on; anything else off. */
export const isOn = (value: unknown): boolean => value === true || value === 1 || value === '1' || value === 'true';

/** §4 chip colour, by the domain rule: a disabled audience grey; P_ENV blue, P_ACT orange, P_PUB green; other codes red. */
export const statusColor = (code: string, enabled: boolean): StatusColorValue => audienceStatusColor(code, enabled);

/** A finite number from a number or numeric string; null otherwise. */
export function numberOf(value: Num): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

/**
 * §3 match-count shape per platform, by the domain rule (matchCountOf): gads the mean of size_for_display and
 * size_for_search, fbk the mean of lower_bound and upper_bound, tiktok cover_num, talonone/salesforce/adobe
 * num_received, criteo size; rounded. Null when the shape is missing or lacks its numbers.
 */
export const matchCount = (platform: string, shape: MatchShapeDto | null | undefined): number | null =>
  matchCountOf(platform.toLowerCase(), shape);

/** §5 billing percentage, by the domain rule: each total's share of their sum, 2 decimals; a zero sum counts as 1. */
export const billingPercentages = (totals: Num[]): number[] => domainBillingPercentages(totals.map((t) => numberOf(t) ?? 0));

export type ApiState = 'UNVERIFIED' | 'AVAILABLE' | 'UNAVAILABLE';
export const API_ERROR_KINDS = ['OK', 'VERSION', 'CREDENTIALS', 'DATA_USE_CHECKUP', 'APP_DELETED', 'UNKNOWN'] as const;
export type ApiErrorKind = (typeof API_ERROR_KINDS)[number];

/** §4 ads account error text mapping; null for an empty text. */
export function apiErrorKind(text: string | null | undefined): ApiErrorKind | null {
  const value = (text ?? '').trim();
  if (!value) return null;
  if (value.toLowerCase() === 'ok') return 'OK';
  if (value.toLowerCase().includes('version')) return 'VERSION';
  if (/AUTHORIZ/i.test(value) || value.includes('invalid_grant') || /expired/i.test(value)) return 'CREDENTIALS';
  if (value.includes('Data Use Checkup')) return 'DATA_USE_CHECKUP';
  if (value.toLowerCase().includes('application deleted')) return 'APP_DELETED';
  return 'UNKNOWN';
}

/**
 * §4 platform API health of one platform of an account: no errors listed means it could not be verified;
 * a first error of 'ok' means available; anything else not available.
 */
export function apiHealth(
  account: Pick<AdsAccountDto, 'errors'>,
  platform: string,
): { state: ApiState; errorKind: ApiErrorKind | null; error: string | null } {
  const first = account.errors?.[0];
  const raw = first?.[`${platform.toLowerCase()}_error`];
  const error = typeof raw === 'string' && raw.trim() ? raw : null;
  // A check by the connectors stores its own §4 kind beside the text (`<code>_error_kind`): it wins.
  const stored = first?.[`${platform.toLowerCase()}_error_kind`];
  const errorKind =
    error && typeof stored === 'string' && (API_ERROR_KINDS as readonly string[]).includes(stored)
      ? (stored as ApiErrorKind)
      : apiErrorKind(error);
  if (!errorKind) return { state: 'UNVERIFIED', errorKind: null, error: null };
  return { state: errorKind === 'OK' ? 'AVAILABLE' : 'UNAVAILABLE', errorKind, error };
}

/** GraphQL frequency ↔ the service's codes (§4). */
export const FREQUENCY_CODE = {
  DAILY: '1_DAY',
  WEEKLY: '1_WEEK',
  FORTNIGHTLY: '15_DAY',
  MONTHLY: '1_MONTH',
  SEMIANNUAL: '6_MONTH',
} as const;
export type FrequencyValue = keyof typeof FREQUENCY_CODE;
const FREQUENCY_VALUE = Object.fromEntries(Object.entries(FREQUENCY_CODE).map(([k, v]) => [v, k])) as Record<string, FrequencyValue>;

export function frequencyOf(code: string): FrequencyValue {
  const value = FREQUENCY_VALUE[code];
  if (!value) throw new Error(`unknown frequency code ${code}`);
  return value;
}

/** Recipients as a list, from the service's comma string (or a list). */
export function recipientsOf(value: string | string[] | null | undefined): string[] {
  const list = Array.isArray(value) ? value : (value ?? '').split(',');
  return list.map((r) => r.trim()).filter(Boolean);
}
