import type { Router } from 'express';
import {
  ADS_ACCOUNT_MESSAGES,
  PLATFORM_LABELS,
  PLATFORMS,
  accountIdProblem,
  credentialsFromSecret,
  isAudienceAdmin,
  isEndpoint,
  normalizedAccountId,
  type Identity,
  type Platform,
} from '@inca/domain';
import { withTransaction } from '@inca/db';
import { urlRefusal } from '@inca/platforms';
import * as api from '@inca/contracts/audience-management';
import { badRequest, conflict, forbidden, handle, notFound } from '@inca/service-kit';
import { isSealed, seal } from '../connectors/index.ts';
import {
  adsAccountSettings,
  adsAccountsOfCompany,
  companyExists,
  insertAdsAccount,
  lockAccountConfig,
  technicalNameTaken,
  updateAdsAccount,
  type AdsAccountSettingsRow,
  type PlatformConfig,
} from './repository.ts';
import type { AudienceManagementContext } from '../context.ts';

/**
 * The form's fields are the contract's; the rules across them (a channel on, ids, endpoints,
 * credentials) are checked here, in the same parse, so that a refusal names every field at once.
 */
const accountBody = api.adsAccountBody.superRefine((body, ctx) => {
  if (!PLATFORMS.some((p) => body.channels[p].enabled))
    ctx.addIssue({ code: 'custom', path: ['channels'], message: ADS_ACCOUNT_MESSAGES.noChannel });
  for (const p of PLATFORMS) {
    const c = body.channels[p];
    if (c.endpoint && !isEndpoint(c.endpoint))
      ctx.addIssue({ code: 'custom', path: ['channels', p, 'endpoint'], message: ADS_ACCOUNT_MESSAGES.endpoint });
    if (c.enabled && !c.account_id)
      ctx.addIssue({
        code: 'custom',
        path: ['channels', p, 'account_id'],
        message: ADS_ACCOUNT_MESSAGES.enabledNeedsId(PLATFORM_LABELS[p]),
      });
    const problem = c.account_id ? accountIdProblem(p, c.account_id) : undefined;
    if (problem) ctx.addIssue({ code: 'custom', path: ['channels', p, 'account_id'], message: problem });
    if (c.secret && c.secret.trim() && !credentialsFromSecret(p, c.secret))
      ctx.addIssue({ code: 'custom', path: ['channels', p, 'secret'], message: ADS_ACCOUNT_MESSAGES.secret(PLATFORM_LABELS[p]) });
  }
});
type AccountBody = api.AdsAccountBody;

/** An account as the screen reads it: settings per channel, and whether a credential is stored — never the credential. */
function present(row: AdsAccountSettingsRow) {
  const config = row.platform_config;
  return {
    id: row.id,
    company_code: row.company_code,
    technical_name: row.technical_name,
    business_name: row.business_name,
    gcp_project: row.gcp_project,
    manager_name: row.manager_name,
    manager_email: row.manager_email,
    it_manager_name: row.it_manager_name,
    it_manager_email: row.it_manager_email,
    send_notification: row.send_notification,
    channels: Object.fromEntries(
      PLATFORMS.map((p) => {
        const c = config?.[p] ?? {};
        return [
          p,
          {
            enabled: row[`flag_${p}`] === '1',
            endpoint: (c.baseUrl as string | undefined) ?? null,
            account_id:
              (c.displayAccountId as string | undefined) ??
              (c.accountId as string | undefined) ??
              (c.customerId as string | undefined) ??
              null,
            devops_repo: (c.devopsRepo as string | undefined) ?? null,
            storage: (c.storage as string | undefined) ?? null,
            params: (c.options as Record<string, unknown> | undefined) ?? null,
            secret_set: isSealed(c.sealedCredentials),
          },
        ];
      }),
    ),
  };
}

/** The new platform_config: the form's settings over what the account stored, credentials sealed. */
function configOf(body: AccountBody, previous: PlatformConfig): PlatformConfig {
  const next: PlatformConfig = { ...previous };
  for (const p of PLATFORMS) {
    const c = body.channels[p];
    const before = { ...(previous[p] ?? {}) };
    const id = c.account_id ? normalizedAccountId(p, c.account_id) : undefined;
    const entry: Record<string, unknown> = { ...before };
    for (const [key, value] of [
      ['baseUrl', c.endpoint],
      ['devopsRepo', c.devops_repo],
      ['storage', c.storage],
    ] as const) {
      if (value) entry[key] = value;
      else delete entry[key];
    }
    if (p === 'gads') {
      if (id) entry.customerId = id;
      else delete entry.customerId;
    } else if (id) entry.accountId = id;
    else delete entry.accountId;
    if (c.account_id) entry.displayAccountId = c.account_id.trim();
    else delete entry.displayAccountId;
    if (c.params) entry.options = c.params;
    const credentials = c.secret ? credentialsFromSecret(p, c.secret) : null;
    // A stored credential only ever goes to the endpoint it was typed for.
    const storedCredential = isSealed(before.sealedCredentials) || before.credentials !== undefined;
    if (!credentials && storedCredential && (before.baseUrl ?? null) !== (c.endpoint ?? null)) {
      throw badRequest(ADS_ACCOUNT_MESSAGES.secretAgain(PLATFORM_LABELS[p]), {
        fields: { [`channels.${p}.secret`]: ADS_ACCOUNT_MESSAGES.secretAgain(PLATFORM_LABELS[p]) },
      });
    }
    if (credentials) {
      entry.sealedCredentials = seal(JSON.stringify(credentials));
      delete entry.credentials;
    }
    if (Object.keys(entry).length) next[p] = entry;
    else delete next[p];
  }
  return next;
}

/**
 * The addresses a channel makes the platform call (its endpoint, and URLs inside its credentials such as
 * Google's tokenUrl) must be public: refused here with a clear message when they are not. A name that
 * does not resolve now is let through; the connector checks every address again before each call.
 */
async function refuseInternalAddresses(body: AccountBody): Promise<void> {
  for (const p of PLATFORMS) {
    const c = body.channels[p];
    const credentials = c.secret ? (credentialsFromSecret(p, c.secret) ?? {}) : {};
    const urls = [
      c.endpoint,
      ...Object.entries(credentials)
        .filter(([k]) => /url$/i.test(k))
        .map(([, v]) => v),
    ].filter((u): u is string => Boolean(u));
    for (const url of urls) {
      const refused = await urlRefusal(url);
      if (refused && !refused.retryable) {
        const message = ADS_ACCOUNT_MESSAGES.endpointNotPublic(PLATFORM_LABELS[p]);
        throw badRequest(message, { fields: { [`channels.${p}.${url === c.endpoint ? 'endpoint' : 'secret'}`]: message } });
      }
    }
  }
}

const requireAdmin = (identity: Identity) => {
  if (!isAudienceAdmin(identity)) throw forbidden(api.CONFIGURATION_MESSAGES.onlyAdmin);
};

/**
 * Saves the form: a new account (`id` null) or the account `id` of the form's company, its
 * credentials sealed; answers the saved account's id.
 */
async function saveAccount(pool: AudienceManagementContext['pool'], body: AccountBody, id: string | null, by: string): Promise<string> {
  await refuseInternalAddresses(body);
  return withTransaction(pool, async (client) => {
    if (!(await companyExists(client, body.company_code))) throw notFound(api.CONFIGURATION_MESSAGES.unknownCompany);
    if (await technicalNameTaken(client, body.technical_name, id))
      throw conflict(ADS_ACCOUNT_MESSAGES.technicalTaken, { fields: { technical_name: ADS_ACCOUNT_MESSAGES.technicalTaken } });
    let previous: PlatformConfig = {};
    if (id) {
      const stored = await lockAccountConfig(client, id);
      if (!stored || stored.company_code !== body.company_code) throw notFound('La cuenta publicitaria no existe.');
      previous = stored.platform_config ?? {};
    }
    const account = {
      company_code: body.company_code,
      technical_name: body.technical_name,
      business_name: body.business_name,
      gcp_project: body.gcp_project,
      manager_name: body.manager_name,
      manager_email: body.manager_email,
      it_manager_name: body.it_manager_name,
      it_manager_email: body.it_manager_email,
      send_notification: body.send_notification,
      platform_config: configOf(body, previous),
      updated_by: by,
      flags: Object.fromEntries(PLATFORMS.map((p) => [p, body.channels[p].enabled ? '1' : '0'])) as Record<Platform, '0' | '1'>,
    };
    if (!id) return insertAdsAccount(client, account);
    await updateAdsAccount(client, id, account);
    return id;
  });
}

/**
 * Ads accounts on the configuration screen (audience admin only):
 * GET  /audience-management/configuration/ads-accounts?company_code=   the company's accounts, credentials shown as set / not set
 * POST /audience-management/configuration/ads-accounts                 registers one (answers data.id)
 * PUT  /audience-management/configuration/ads-accounts/{id}            changes one (its company stays)
 */
export function adsAccountRoutes(router: Router, ctx: AudienceManagementContext): void {
  const { pool } = ctx;
  const authorize = requireAdmin;

  handle(
    router,
    api.listAdsAccountSettings,
    async ({ query }) => ({ status: true, data: (await adsAccountsOfCompany(pool, query.company_code)).map(present) }),
    { authorize },
  );

  const answer = async (id: string) => ({
    status: true,
    message: ADS_ACCOUNT_MESSAGES.saved,
    data: present((await adsAccountSettings(pool, id))!),
  });
  // The operations' form with the rules across its fields.
  const createAccount = { ...api.createAdsAccount, body: accountBody };
  const updateAccount = { ...api.updateAdsAccount, body: accountBody };
  handle(router, createAccount, async ({ body, identity }) => answer(await saveAccount(pool, body, null, identity.email)), {
    authorize,
  });
  handle(
    router,
    updateAccount,
    async ({ params, body, identity }) => answer(await saveAccount(pool, body, String(params.id), identity.email)),
    { authorize },
  );
}
