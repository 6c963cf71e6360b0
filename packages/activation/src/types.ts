/** What happened to one identifier on its way to a platform. */
export type FieldStatus = 'ok' | 'prehashed' | 'rejected' | 'absent' | 'not_supported';

/** `ok`: normalized (and hashed where the platform hashes) · `prehashed`: the input already was a hash. */
export type FieldSent =
  | { readonly status: 'ok'; readonly normalized: string; readonly send: string }
  | { readonly status: 'prehashed'; readonly normalized: null; readonly send: string };

/** A value that is not sent, with a short reason (for the run's quality report). */
export type FieldNotSent = {
  readonly status: 'rejected' | 'absent' | 'not_supported';
  readonly reason: string;
};

export type FieldResult = FieldSent | FieldNotSent;

/** One customer as the warehouse (or the sample corpus) gives it. Every identifier is optional. */
export type CustomerRecord = {
  readonly id?: unknown;
  readonly email?: unknown;
  readonly phone?: unknown;
  readonly first_name?: unknown;
  readonly last_name?: unknown;
  readonly city?: unknown;
  readonly region?: unknown;
  readonly zip?: unknown;
  readonly country?: unknown;
  readonly gender?: unknown;
  readonly birthdate?: unknown;
  readonly maid?: unknown;
};

export const PLATFORMS = ['meta', 'google', 'tiktok', 'criteo', 'sfmc', 'talonone', 'adobe'] as const;
export type Platform = (typeof PLATFORMS)[number];

export function isPlatform(value: string): value is Platform {
  return (PLATFORMS as readonly string[]).includes(value);
}

/** The normalized identifiers of one customer for one platform, keys in the platform's order. */
export type NormalizedRecord = {
  readonly id: unknown;
  readonly platform: Platform;
  readonly fields: Readonly<Record<string, FieldResult>>;
};

/** Criteo hashes e-mails the way the advertiser's account is set up. */
export type CriteoEmailHashing = 'plain' | 'md5' | 'sha256' | 'sha256_md5';

export type NormalizeOptions = {
  /** Today's date as YYYYMMDD (America/Santiago); birth dates after it are rejected. Defaults to the current date. */
  readonly today?: number;
  /** Criteo account setting for e-mails; defaults to `sha256`. */
  readonly criteoEmailHashing?: CriteoEmailHashing;
};

/** Options resolved once per batch, so the per-record path does no date or option work. */
export type NormalizeContext = {
  readonly today: number;
  readonly criteoEmailHashing: CriteoEmailHashing;
};
