import type { Router } from 'express';
import { COMPANY_FLAGS, isAudienceAdmin, type CompanyFlag, type Identity } from '@inca/domain';
import { withTransaction } from '@inca/db';
import * as api from '@inca/contracts/audience-management';
import { forbidden, handle, notFound } from '@inca/service-kit';
import { findCompanyFlags, type CompanyFlagsRow } from '../directory/index.ts';
import { adsAccountRoutes } from './adsAccounts.ts';
import { companyCodesNamed, flagChangesOf, insertFlagChange, saveCompanyFlags, validationsOf } from './repository.ts';
import type { AudienceManagementContext } from '../context.ts';

export const { CONFIGURATION_MESSAGES } = api;

const requireAdmin = (identity: Identity) => {
  if (!isAudienceAdmin(identity)) throw forbidden(CONFIGURATION_MESSAGES.onlyAdmin);
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
  const authorize = requireAdmin;
  adsAccountRoutes(router, ctx);

  handle(
    router,
    api.listCompanyConfigurations,
    async ({ query }) => ({ status: true, data: await findCompanyFlags(pool, await companyCodesNamed(pool, query.name || null)) }),
    { authorize },
  );

  handle(
    router,
    api.updateCompanyFlags,
    async ({ params: { code }, body: { flags }, identity }) => {
      await withTransaction(pool, async (client) => {
        const [before] = await findCompanyFlags(client, [code]);
        if (!before) throw notFound(CONFIGURATION_MESSAGES.unknownCompany);
        await saveCompanyFlags(client, code, flags);
        const old = flagsOf(before);
        if (COMPANY_FLAGS.some((f) => old[f] !== flags[f]))
          await insertFlagChange(client, { code, by: identity.email, before: old, after: flags });
      });
      const [after] = await findCompanyFlags(pool, [code]);
      return { status: true, message: 'Operación realizada con éxito.', data: after! };
    },
    { authorize },
  );

  handle(router, api.listCompanyFlagChanges, async ({ params }) => ({ status: true, data: await flagChangesOf(pool, params.code) }), {
    authorize,
  });

  handle(
    router,
    api.listAdsValidations,
    async ({ query }) => ({ status: true, data: await validationsOf(pool, query.process_date, query.company_code ?? null) }),
    { authorize },
  );
}
