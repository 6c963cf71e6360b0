import type { Router } from 'express';
import { isAudienceAdmin, scopeIncludes } from '@inca/domain';
import {
  getMe,
  listAccessibleCompanies,
  listAdsAccounts,
  listCompanies,
  listCompanyAccess,
  listCompanyFlags,
  listOrganisations,
} from '@inca/contracts/audience-management';
import { forbidden, handle } from '@inca/service-kit';
import { companiesInScope, companyAccessCodes, findAdsAccounts, findCompanies, findCompanyFlags, findUser, scopeOf } from './repository.ts';
import type { AudienceManagementContext } from '../context.ts';

/** Directory calls: who am I, which companies may I work with, their flags and ads accounts. */
export function directoryRoutes(router: Router, ctx: AudienceManagementContext): void {
  const { pool } = ctx;
  handle(router, getMe, async ({ identity }) => {
    const user = await findUser(pool, identity.email);
    const company = user?.company ?? (await findCompanies(pool, [identity.companyCode]))[0];
    if (!company) throw forbidden('Su empresa no está registrada en el directorio.');
    return {
      status: true,
      data: { email: identity.email, name: user?.name ?? identity.name, roles: identity.roles, company },
    };
  });

  handle(router, listAccessibleCompanies, async ({ identity }) => ({
    status: true,
    data: await companiesInScope(pool, await scopeOf(pool, identity)),
  }));

  // Every company of the group, for choosing whom to share with (names only, no flags).
  handle(router, listCompanies, async () => ({ status: true, data: await findCompanies(pool) }));

  handle(router, listOrganisations, async () => ({ status: true, data: await findCompanies(pool) }), {
    authorize: (identity) => {
      if (!isAudienceAdmin(identity)) throw forbidden();
    },
  });

  handle(router, listCompanyAccess, async ({ identity }) => {
    const codes = await companyAccessCodes(pool, identity.email);
    const companies = codes.length ? await findCompanies(pool, codes) : [];
    return { status: true, data: companies.map(({ code, name }) => ({ code, name })) };
  });

  handle(router, listCompanyFlags, async ({ query, identity }) => {
    const scope = await scopeOf(pool, identity);
    if (!query.company_code.every((code) => scopeIncludes(scope, code))) throw forbidden();
    return { status: true, data: await findCompanyFlags(pool, query.company_code) };
  });

  handle(router, listAdsAccounts, async ({ query, identity }) => {
    const scope = await scopeOf(pool, identity);
    if (!query.company_code.every((code) => scopeIncludes(scope, code))) throw forbidden();
    return { status: true, data: await findAdsAccounts(pool, query.company_code) };
  });
}
