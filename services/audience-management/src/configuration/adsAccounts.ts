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
  type Platform,
} from '@inca/domain';
import { withTransaction } from '@inca/db';
import { urlRefusal } from '@inca/platforms';
import * as api from '@inca/contracts/audience-management';
import { badRequest, caller, companyCodeSchema, conflict, forbidden, idField, notFound, parseInput, route } from '@inca/service-kit';
import { SCHEMA as S } from '../schema.ts';
import { isSealed, seal } from '../connectors/index.ts';
import { CONFIGURATION_MESSAGES } from './routes.ts';
import type { AudienceManagementContext } from '../context.ts';

/** The form's fields are the contract's; the rules across them (a channel on, ids, endpoints, credentials) are checked here. */
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

type AccountRow = {
  id: string;
  company_code: string;
  technical_name: string;
  business_name: string;
  gcp_project: string | null;
  manager_name: string | null;
  manager_email: string | null;
  it_manager_name: string | null;
  it_manager_email: string | null;
  send_notification: '0' | '1';
  platform_config: Record<string, Record<string, unknown>>;
} & Record<`flag_${Platform}`, '0' | '1'>;

const COLUMNS = `id::text, company_code, technical_name, business_name, gcp_project, manager_name, manager_email, it_manager_name, it_manager_email,
  send_notification, platform_config, ${PLATFORMS.map((p) => `flag_${p}`).join(', ')}`;

/** An account as the screen reads it: settings per channel, and whether a credential is stored — never the credential. */
function present(row: AccountRow) {
  const { platform_config: config, ...rest } = row;
  return {
    ...Object.fromEntries(Object.entries(rest).filter(([k]) => !k.startsWith('flag_'))),
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
function configOf(body: AccountBody, previous: Record<string, Record<string, unknown>>): Record<string, Record<string, unknown>> {
  const next: Record<string, Record<string, unknown>> = { ...previous };
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

const requireAdmin = (req: Parameters<typeof caller>[0]) => {
  const who = caller(req);
  if (!isAudienceAdmin(who)) throw forbidden(CONFIGURATION_MESSAGES.onlyAdmin);
  return who;
};

/**
 * Ads accounts on the configuration screen (audience admin only):
 * GET  /audience-management/configuration/ads-accounts?company_code=   the company's accounts, credentials shown as set / not set
 * POST /audience-management/configuration/ads-accounts                 registers one (answers data.id)
 * PUT  /audience-management/configuration/ads-accounts/{id}            changes one (its company stays)
 */
export function adsAccountRoutes(router: Router, ctx: AudienceManagementContext): void {
  const { pool } = ctx;
  const base = '/audience-management/configuration/ads-accounts';

  router.get(
    base,
    route(async (req) => {
      requireAdmin(req);
      const code = parseInput(companyCodeSchema, req.query.company_code);
      const { rows } = await pool.query<AccountRow>(
        `SELECT ${COLUMNS} FROM ${S}.ads_accounts WHERE company_code = $1 ORDER BY business_name, id`,
        [code],
      );
      return { status: true, data: rows.map(present) };
    }),
  );

  const write = (mode: 'create' | 'update') =>
    route(async (req) => {
      const who = requireAdmin(req);
      const body = parseInput(accountBody, req.body);
      const id = mode === 'update' ? String(parseInput(idField(), Number(req.params.id))) : undefined;
      await refuseInternalAddresses(body);
      const saved = await withTransaction(pool, async (client) => {
        const company = await client.query(`SELECT 1 FROM ${S}.companies WHERE code = $1`, [body.company_code]);
        if (!company.rowCount) throw notFound(CONFIGURATION_MESSAGES.unknownCompany);
        const taken = await client.query(`SELECT 1 FROM ${S}.ads_accounts WHERE technical_name = $1 AND id::text IS DISTINCT FROM $2`, [
          body.technical_name,
          id ?? null,
        ]);
        if (taken.rowCount)
          throw conflict(ADS_ACCOUNT_MESSAGES.technicalTaken, { fields: { technical_name: ADS_ACCOUNT_MESSAGES.technicalTaken } });
        let previous: Record<string, Record<string, unknown>> = {};
        if (id) {
          const { rows } = await client.query<{ platform_config: Record<string, Record<string, unknown>>; company_code: string }>(
            `SELECT platform_config, company_code FROM ${S}.ads_accounts WHERE id = $1 FOR UPDATE`,
            [id],
          );
          if (!rows[0] || rows[0].company_code !== body.company_code) throw notFound('La cuenta publicitaria no existe.');
          previous = rows[0].platform_config ?? {};
        }
        const values = [
          body.company_code,
          body.technical_name,
          body.business_name,
          body.gcp_project,
          body.manager_name,
          body.manager_email,
          body.it_manager_name,
          body.it_manager_email,
          body.send_notification,
          JSON.stringify(configOf(body, previous)),
          who.email,
          ...PLATFORMS.map((p) => (body.channels[p].enabled ? '1' : '0')),
        ];
        const flags = PLATFORMS.map((p) => `flag_${p}`);
        if (!id) {
          const { rows } = await client.query<{ id: string }>(
            `INSERT INTO ${S}.ads_accounts (company_code, technical_name, business_name, gcp_project, manager_name, manager_email, it_manager_name, it_manager_email,
                                            send_notification, platform_config, updated_by, updated_at, ${flags.join(', ')})
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11, now(), ${flags.map((_, i) => `$${i + 12}`).join(', ')}) RETURNING id::text`,
            values,
          );
          return rows[0]!.id;
        }
        await client.query(
          `UPDATE ${S}.ads_accounts SET technical_name = $2, business_name = $3, gcp_project = $4, manager_name = $5, manager_email = $6, it_manager_name = $7,
                  it_manager_email = $8, send_notification = $9, platform_config = $10::jsonb, updated_by = $11, updated_at = now(),
                  ${flags.map((f, i) => `${f} = $${i + 12}`).join(', ')}
            WHERE id = $${flags.length + 12} AND company_code = $1`,
          [...values, id],
        );
        return id;
      });
      const { rows } = await pool.query<AccountRow>(`SELECT ${COLUMNS} FROM ${S}.ads_accounts WHERE id = $1`, [saved]);
      return { status: true, message: ADS_ACCOUNT_MESSAGES.saved, data: { id: saved, ...present(rows[0]!) } };
    });

  router.post(base, write('create'));
  router.put(`${base}/:id`, write('update'));
}
