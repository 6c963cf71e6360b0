import type { CompanyFlagsInput } from '../../__generated__/graphql.ts';

/** The nine flags in the screen's column order (spec §9). */
export const FLAG_KEYS = [
  'approveRequestData',
  'shareAction',
  'separatedKeyAds',
  'gptImages',
  'talononeCoupons',
  'retailPurchasePrediction',
  'userIdTalonone',
  'editSegment',
  'editAudienceTypeGoogle',
] as const satisfies readonly (keyof CompanyFlagsInput)[];
export type FlagKey = (typeof FLAG_KEYS)[number];

/** Only the nine flags (a query result carries __typename too). */
export const flagsInput = (flags: Record<FlagKey, boolean>): CompanyFlagsInput =>
  Object.fromEntries(FLAG_KEYS.map((k) => [k, !!flags[k]])) as CompanyFlagsInput;

/** Which flags differ between two states, in column order. */
export const changedFlags = (before: Record<FlagKey, boolean>, after: Record<FlagKey, boolean>): FlagKey[] =>
  FLAG_KEYS.filter((k) => before[k] !== after[k]);

/** Today in America/Santiago, yyyy-mm-dd (the ads tab's default process date). */
export const todayInSantiago = (now = new Date()) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago' }).format(now);
