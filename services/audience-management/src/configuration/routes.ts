import type { Router } from 'express';
import { COMPANY_FLAGS, isAudienceAdmin, type CompanyFlag } from '@inca/domain';
import { withTransaction } from '@inca/db';
import * as api from '@inca/contracts/audience-management';
import { caller, companyCodeSchema, forbidden, notFound, parseInput, route } from '@inca/service-kit';
import { findCompanyFlags, type CompanyFlagsRow } from '../directory/index.ts';
import { SCHEMA as S } from '../schema.ts';
import { adsAccountRoutes } from './adsAccounts.ts';
import type { AudienceManagementContext } from '../context.ts';

export const { CONFIGURATION_MESSAGES } = api;

const requireAdmin = (req: Parameters<typeof caller>[0]) => {
  const who = caller(req);
  if (!isAudienceAdmin(who)) throw forbidden(CONFIGURATION_MESSAGES.onlyAdmin);
  return who;
};

const flagsOf = (row: CompanyFlagsRow) => Object.fromEntries(COMPANY_FLAGS.map((f) => [f, row[f]])) as Record<CompanyFlag, '0' | '1'>;

/**
 * The configuration screen's service paths (designed here; audience admin only):
 * GET  /audience-management/configuration/company-flags?name=       every company with its nine flags
 * PUT  /audience-management/configuration/company-flags/{code}       {flags: {…"0"/"1"}}; audited
 * GET  /audience-management/configuration/company-flags/{code}/changes   the audit trail, newest first
 * GET  /audience-management/configuration/ads-validations?process_date=&company_code=   the platform checks of a day
 */
export function configurationRoutes(router: Router, ctx: AudienceManagementContext): void {
  const { pool } = ctx;
  const base = '/audience-management/configuration';
  adsAccountRoutes(router, ctx);

  router.get(
    `${base}/company-flags`,
    route(async (req) => {
      requireAdmin(req);
      const { name } = parseInput(api.companyFlagsQuery, req.query);
      const { rows } = await pool.query<{ code: string }>(
        `SELECT code FROM ${S}.companies WHERE $1::text IS NULL OR ${S}.fold_text(name) LIKE '%' || ${S}.fold_text($1) || '%' ORDER BY code`,
        [name || null],
      );
      return {
        status: true,
        data: await findCompanyFlags(
          pool,
          rows.map((r) => r.code),
        ),
      };
    }),
  );

  router.put(
    `${base}/company-flags/:code`,
    route(async (req) => {
      const who = requireAdmin(req);
      const code = parseInput(companyCodeSchema, req.params.code);
      const { flags } = parseInput(api.flagsBody, req.body);
      await withTransaction(pool, async (client) => {
        const [before] = await findCompanyFlags(client, [code]);
        if (!before) throw notFound(CONFIGURATION_MESSAGES.unknownCompany);
        await client.query(
          `INSERT INTO ${S}.company_flags (company_code, ${COMPANY_FLAGS.join(', ')}, updated_at)
           VALUES ($1, ${COMPANY_FLAGS.map((_, i) => `$${i + 2}`).join(', ')}, now())
           ON CONFLICT (company_code) DO UPDATE SET ${COMPANY_FLAGS.map((f) => `${f} = EXCLUDED.${f}`).join(', ')}, updated_at = now()`,
          [code, ...COMPANY_FLAGS.map((f) => flags[f])],
        );
        const old = flagsOf(before);
        if (COMPANY_FLAGS.some((f) => old[f] !== flags[f])) {
          await client.query(`INSERT INTO ${S}.company_flag_changes (company_code, changed_by, before, after) VALUES ($1, $2, $3, $4)`, [
            code,
            who.email,
            JSON.stringify(old),
            JSON.stringify(flags),
          ]);
        }
      });
      const [after] = await findCompanyFlags(pool, [code]);
      return { status: true, message: 'Operación realizada con éxito.', data: after };
    }),
  );

  router.get(
    `${base}/company-flags/:code/changes`,
    route(async (req) => {
      requireAdmin(req);
      const code = parseInput(companyCodeSchema, req.params.code);
      const { rows } = await pool.query(
        `SELECT id::text, company_code, changed_by, changed_at, before, after FROM ${S}.company_flag_changes WHERE company_code = $1 ORDER BY changed_at DESC, id DESC LIMIT 100`,
        [code],
      );
      return { status: true, data: rows };
    }),
  );

  router.get(
    `${base}/ads-validations`,
    route(async (req) => {
      requireAdmin(req);
      const q = parseInput(api.validationsQuery, req.query);
      const { rows } = await pool.query(
        `SELECT a.company_code, a.technical_name AS ads_account_code, a.business_name, v.ads_platform_code AS platform, v.ok, v.error_kind, v.error_text,
                v.checked_at, v.checked_by
           FROM ${S}.ads_account_validations v JOIN ${S}.ads_accounts a ON a.id = v.ads_account_id
          WHERE v.validated_on = $1 AND ($2::text IS NULL OR a.company_code = $2)
          ORDER BY a.company_code, a.business_name, v.ads_platform_code`,
        [q.process_date, q.company_code ?? null],
      );
      return { status: true, data: rows };
    }),
  );
}
