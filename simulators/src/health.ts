/**
 * Account-health faults: what each platform's API answers when an ads account's access is broken in
 * one of the ways the spec's §4 mapping tells apart. `POST /__sim/faults` with
 * `{"platform", "health": "VERSION" | "CREDENTIALS" | "DATA_USE_CHECKUP" | "APP_DELETED" | "UNKNOWN", "count"?}`
 * answers the platform's next `count` requests (default 1; the connectors' account checks start
 * with that request: the API call, or the token request where there is one) with the status and
 * the message below, inside the platform's own error body.
 */
import type { SimPlatform } from './state.ts';

export const HEALTH_FAULT_KINDS = ['VERSION', 'CREDENTIALS', 'DATA_USE_CHECKUP', 'APP_DELETED', 'UNKNOWN'] as const;
export type HealthFaultKind = (typeof HEALTH_FAULT_KINDS)[number];

export const isHealthFaultKind = (value: unknown): value is HealthFaultKind => HEALTH_FAULT_KINDS.includes(value as HealthFaultKind);

/** The API's own words for each broken state (messages as the platforms phrase them). */
const MESSAGES: Record<HealthFaultKind, Partial<Record<SimPlatform, string>> & { default: string }> = {
  VERSION: {
    meta: '(#2635) You are calling a deprecated version of the Ads API. Please update to the latest version: v23.0.',
    google: 'The requested API version v1beta is no longer supported. Use a supported version of the Data Manager API.',
    tiktok: 'This API version is no longer supported. Please upgrade to v1.3.',
    criteo: 'API version 2023-07 has been sunset; use a supported version.',
    default: 'The requested API version is no longer supported.',
  },
  CREDENTIALS: {
    meta: 'Error validating access token: Session has expired on Monday, 23-Nov-26 09:00:00 PST.',
    google: 'invalid_grant: Token has been expired or revoked.',
    tiktok: 'Access token has expired. Please re-authorize.',
    criteo: 'UNAUTHORIZED: the access token has expired.',
    salesforce: 'invalid_grant: access token expired',
    talonone: 'AUTHORIZATION failed: invalid or expired management key',
    adobe: 'invalid_token: access token expired',
    default: 'invalid_grant: token expired',
  },
  DATA_USE_CHECKUP: {
    meta: '(#200) The app must complete Data Use Checkup to keep accessing the Marketing API.',
    default: 'The app must complete Data Use Checkup to keep accessing this API.',
  },
  APP_DELETED: {
    meta: 'Error validating application. Application deleted.',
    default: 'The client application deleted: application deleted by its owner.',
  },
  UNKNOWN: {
    default: 'An unexpected error has occurred. Please retry your request later.',
  },
};

const STATUS: Record<HealthFaultKind, number> = { VERSION: 400, CREDENTIALS: 401, DATA_USE_CHECKUP: 403, APP_DELETED: 400, UNKNOWN: 400 };

/** The status and message a platform answers for a broken account of that kind. */
export function healthFault(platform: SimPlatform, kind: HealthFaultKind): { status: number; message: string } {
  const messages = MESSAGES[kind];
  return { status: STATUS[kind], message: messages[platform] ?? messages.default };
}
