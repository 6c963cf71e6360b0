import { PlatformError, type HttpOptions } from './http.ts';

/** Platforms as the connectors name them (the simulator path prefixes are the same words). */
export const PLATFORM_IDS = ['google', 'meta', 'tiktok', 'criteo', 'salesforce', 'talonone', 'adobe'] as const;
export type PlatformId = (typeof PLATFORM_IDS)[number];

/** The spec's match-count shape per platform (§3). */
export type MatchDataByPlatform = {
  google: { size_for_display: number; size_for_search: number };
  meta: { lower_bound: number; upper_bound: number };
  tiktok: { cover_num: number };
  criteo: { size: number };
  salesforce: { num_received: number };
  talonone: { num_received: number };
  adobe: { num_received: number; message?: string };
};
export type MatchData<P extends PlatformId = PlatformId> = MatchDataByPlatform[P];

/**
 * One customer as a platform receives it: each identifier under its own kind, already normalized and hashed the
 * platform's way by `@inca/activation` (a kind the customer lacks, or the platform does not take, is left out). A
 * connector sends each kind as that kind or not at all: a phone never travels as an e-mail.
 */
export type Member = {
  email?: string;
  phone?: string;
  /** A mobile advertising id (IDFA / GAID), for mobile-id lists. */
  madid?: string;
  /** The customer's stable id, for platforms that key their rows by one (Salesforce's SubscriberKey, Talon.One's integration id). */
  customerId?: string;
};
export const MEMBER_KINDS = ['email', 'phone', 'madid', 'customerId'] as const satisfies readonly (keyof Member)[];
export type MemberKind = (typeof MEMBER_KINDS)[number];

/** A member the platform refused: the same object the connector was given, so the caller can tell which. */
export type MemberRejection = { member: Member; reason: string };
export type MembersResult = { accepted: number; rejected: MemberRejection[] };

/** The spec §4 mapping of an ads-account error text. */
export type AccountErrorKind = 'OK' | 'VERSION' | 'CREDENTIALS' | 'DATA_USE_CHECKUP' | 'APP_DELETED' | 'UNKNOWN';
export type VerifyResult = { ok: boolean; errorKind: AccountErrorKind; message: string };

/**
 * The platform's connection settings from the ad account: base URL (the simulator's `/<platform>` prefix in embedded
 * and test mode), the account id at the platform, and the credentials its API wants (token, client id/secret, …).
 */
export type AccountConfig = {
  baseUrl: string;
  /** The ad account / advertiser / business unit id at the platform. */
  accountId?: string;
  credentials: Record<string, string>;
  /** Timeouts and retries of the HTTP helper. */
  http?: HttpOptions;
  /**
   * The platform's connector options from the ad account's configuration, passed as the factory's
   * second argument (Google: GoogleConnectorOptions such as audienceType, appId; Adobe: AdobeOptions
   * such as table, flagPath, schemaId). Unknown keys are ignored by the connector.
   */
  options?: Record<string, unknown>;
};

export type PlatformConnector<P extends PlatformId = PlatformId> = {
  readonly platform: P;
  /** Members per add/remove call the platform accepts. */
  readonly batchSize: number;
  /** Finds the audience by name at the platform, or creates it. */
  ensureAudience(name: string): Promise<{ externalId: string }>;
  addMembers(externalId: string, members: Member[], idempotencyKey: string): Promise<MembersResult>;
  removeMembers(externalId: string, members: Member[], idempotencyKey: string): Promise<MembersResult>;
  /**
   * Called once a run's additions and removals are all at the platform, when the run changed something: what the
   * audience's settings ask to follow its data (Salesforce: its automation flow). Connectors without it do nothing.
   */
  afterRun?(externalId: string): Promise<void>;
  /** The platform's match size, or null while it is not available yet. */
  matchSize(externalId: string): Promise<MatchData<P> | null>;
  verifyAccount(): Promise<VerifyResult>;
};

/** Spec §4: the ads-account error text to its kind ('ok' → OK; empty → null, nothing to show). */
export function classifyAccountError(text: string | null | undefined): AccountErrorKind | null {
  if (text == null || text.trim() === '') return null;
  if (text.trim().toLowerCase() === 'ok') return 'OK';
  const lower = text.toLowerCase();
  if (lower.includes('version')) return 'VERSION';
  if (
    text.includes('AUTHORIZ') ||
    lower.includes('invalid_grant') ||
    /(access )?token (has )?expired|expired (access )?token|session has expired|error validating access token/.test(lower)
  ) {
    return 'CREDENTIALS';
  }
  if (lower.includes('data use checkup')) return 'DATA_USE_CHECKUP';
  if (lower.includes('application deleted') || lower.includes('application has been deleted')) return 'APP_DELETED';
  return 'UNKNOWN';
}

/** A verifyAccount answer from an error: 401/403 are credential errors even when the text says nothing more. */
export function verifyResultFromError(error: unknown): VerifyResult {
  const message = error instanceof Error ? error.message : String(error);
  let kind = classifyAccountError(message) ?? 'UNKNOWN';
  if (kind === 'UNKNOWN' && error instanceof PlatformError && error.kind === 'AUTH') kind = 'CREDENTIALS';
  if (kind === 'OK') kind = 'UNKNOWN';
  return { ok: false, errorKind: kind, message };
}

export const VERIFY_OK: VerifyResult = { ok: true, errorKind: 'OK', message: 'ok' };

/** Splits members into batches of at most `size`. */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
