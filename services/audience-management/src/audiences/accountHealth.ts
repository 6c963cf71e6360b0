/**
 * Platform API health per ads account (spec §4 "Verify account"): each platform the
 * account enables is checked with its connector's real health call (against the simulators in
 * embedded and test mode), the answer kept once per account, platform and day (America/Santiago) in
 * ads_account_validations, and the latest one written to ads_accounts.api_errors in the spec's
 * shape ([{gads_error: 'ok', fbk_error: '<the platform's text>', …}], plus `<code>_error_kind`, the
 * connector's §4 kind) that the audience list's health reads.
 */
import type { Router } from 'express';
import type { Queryable } from '@inca/db';
import { AUDIENCE_MESSAGES, PLATFORMS, santiagoToday, scopeIncludes } from '@inca/domain';
import {
  UNRESOLVED_URL_MESSAGE,
  UNSAFE_URL_MESSAGE,
  verifyResultFromError,
  type AccountErrorKind,
  type HttpOptions,
  type VerifyResult,
} from '@inca/platforms';
import * as api from '@inca/contracts/audience-management';
import { badRequest, forbidden, handle } from '@inca/service-kit';
import { findAdsAccounts, scopeOf } from '../directory/index.ts';
import {
  ConnectorUnavailable,
  accountConfigFor,
  connectorFor as defaultConnectorFor,
  type AdsAccountSettings,
  type ConnectorFactory,
} from '../connectors/index.ts';
import { accountsToCheck, apiCheckedAtOf, setApiErrors, upsertValidation } from './repository.ts';
import type { AudienceManagementContext } from '../context.ts';

/** One platform's check: 'ok', or the platform's own error text, and its §4 kind. */
export type PlatformCheck = { platform: string; ok: boolean; error_kind: AccountErrorKind; error: string };

type AccountRow = AdsAccountSettings & { company_code: string; api_checked_at: string | null } & Record<
    `flag_${(typeof PLATFORMS)[number]}`,
    '0' | '1'
  >;

/** A health check waits little: two attempts, short timeouts (the list's dialog waits for it). */
const CHECK_HTTP: HttpOptions = { timeoutMs: 8_000, maxAttempts: 2, baseDelayMs: 300, maxDelayMs: 2_000 };
const MAX_TEXT = 500;

/** §8: what a check that got no answer from the platform says. */
export const VERIFY_FAILED = 'No se ha podido verificar la cuenta.';

/**
 * Whether a failure text is not the platform's own words: no answer (the HTTP helper names the address
 * and the network error: which ports answer would show through it) or an address the platform may not call.
 */
const noPlatformAnswer = (message: string) =>
  /[a-z][a-z0-9+.-]*:\/\/\S/i.test(message) || message === UNSAFE_URL_MESSAGE || message === UNRESOLVED_URL_MESSAGE;

/** A connector's answer as stored: 'ok' or the platform's error text (never empty), with its kind. */
export function checkOf(platform: string, result: VerifyResult): PlatformCheck {
  if (result.ok) return { platform, ok: true, error_kind: 'OK', error: 'ok' };
  const text = (noPlatformAnswer(result.message) ? VERIFY_FAILED : result.message || 'Error desconocido').slice(0, MAX_TEXT);
  // 'ok' as an error text would read as available (§4): never store it for a failure.
  return {
    platform,
    ok: false,
    error_kind: result.errorKind === 'OK' ? 'UNKNOWN' : result.errorKind,
    error: text.trim().toLowerCase() === 'ok' ? 'Error: ok' : text,
  };
}

/** Runs the health check of every platform the account enables, in parallel; never throws. */
export async function checkAccount(
  account: AccountRow,
  connectorFor: ConnectorFactory = defaultConnectorFor,
  simulatorsUrl?: string,
): Promise<PlatformCheck[]> {
  const platforms = PLATFORMS.filter((p) => account[`flag_${p}`] === '1');
  return Promise.all(
    platforms.map(async (platform): Promise<PlatformCheck> => {
      try {
        const config = accountConfigFor(platform, account, simulatorsUrl);
        const connector = await connectorFor(platform, { ...config, http: { ...CHECK_HTTP, ...config.http } });
        return checkOf(platform, await connector.verifyAccount());
      } catch (error) {
        if (error instanceof ConnectorUnavailable) return checkOf(platform, { ok: false, errorKind: 'UNKNOWN', message: error.message });
        return checkOf(platform, verifyResultFromError(error));
      }
    }),
  );
}

/** The spec's errors list of an account from its checks: one object, `<code>_error` and `<code>_error_kind` per platform. */
export const apiErrorsOf = (checks: readonly PlatformCheck[]): Record<string, string>[] =>
  checks.length === 0
    ? []
    : [
        Object.fromEntries(
          checks.flatMap((c) => [
            [`${c.platform}_error`, c.error],
            [`${c.platform}_error_kind`, c.error_kind],
          ]),
        ),
      ];

/** Keeps the day's result per platform (a later check the same day replaces it) and the account's latest errors. */
export async function storeChecks(
  db: Queryable,
  accountId: string,
  checks: readonly PlatformCheck[],
  by: string,
  now = new Date(),
): Promise<void> {
  const day = santiagoToday(now);
  const checkedAt = now.toISOString();
  for (const c of checks) {
    await upsertValidation(db, {
      accountId,
      platform: c.platform,
      day,
      checkedAt,
      ok: c.ok,
      errorKind: c.error_kind,
      errorText: c.error,
      by,
    });
  }
  await setApiErrors(db, accountId, apiErrorsOf(checks), checkedAt);
}

/** Whether the account still needs today's check (never checked, or last checked before today in Chile). */
export const needsDailyCheck = (checkedAt: string | null, now = new Date()): boolean =>
  !checkedAt || santiagoToday(new Date(checkedAt)) < santiagoToday(now);

export type AccountHealthOptions = { connectorFor?: ConnectorFactory; simulatorsUrl?: string };

/**
 * POST /audience-management/ads-accounts/verify {company_code, ads_account_code?, force?}: the
 * company's accounts (or one) not yet checked today are checked now (all of them with force);
 * answers the accounts as /ads-accounts/list does, each with api_checked_at.
 */
export function accountHealthRoutes(router: Router, ctx: AudienceManagementContext, options: AccountHealthOptions = {}): void {
  const { pool } = ctx;
  handle(router, api.verifyAdsAccounts, async ({ body, identity }) => {
    if (!scopeIncludes(await scopeOf(pool, identity), body.company_code)) throw forbidden();
    const accounts = await accountsToCheck(pool, body.company_code, body.ads_account_code ?? null);
    if (body.ads_account_code && accounts.length === 0) throw badRequest(AUDIENCE_MESSAGES.accountOfOtherCompany);
    const due = accounts.filter((a) => body.force || needsDailyCheck(a.api_checked_at));
    await Promise.all(
      due.map(async (account) =>
        storeChecks(pool, account.id, await checkAccount(account, options.connectorFor, options.simulatorsUrl), identity.email),
      ),
    );
    const wanted = new Set(accounts.map((a) => a.technical_name));
    const checkedAt = await apiCheckedAtOf(pool, body.company_code);
    const rows = (await findAdsAccounts(pool, [body.company_code])).filter((r) => wanted.has(r.technical_name));
    return {
      status: true,
      data: rows.map((r) => ({ ...r, api_checked_at: checkedAt.get(r.technical_name) ?? null })),
      checked: due.length,
    };
  });
}
