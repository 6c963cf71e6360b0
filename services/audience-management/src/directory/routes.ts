import type { Router } from 'express';
import { isAudienceAdmin, scopeIncludes } from '@inca/domain';
import * as api from '@inca/contracts/audience-management';
import { caller, forbidden, parseInput, route } from '@inca/service-kit';
import { companiesInScope, companyAccessCodes, findAdsAccounts, findCompanies, findCompanyFlags, findUser, scopeOf } from './repository.ts';
import type { AudienceManagementContext } from '../context.ts';

/** Directory calls: who am I, which companies may I work with, their flags and ads accounts. */
export function directoryRoutes(router: Router, ctx: AudienceManagementContext): void {
  const { pool } = ctx;
  router.get(
    '/audience-management/users/me',
    route(async (req) => {
      const identity = caller(req);
      const user = await findUser(pool, identity.email);
      const company = user?.company ?? (await findCompanies(pool, [identity.companyCode]))[0];
      if (!company) throw forbidden('Su empresa no está registrada en el directorio.');
      return {
        status: true,
        data: { email: identity.email, name: user?.name ?? identity.name, roles: identity.roles, company },
      };
    }),
  );

  router.get(
    '/audience-management/companies/accessible',
    route(async (req) => ({ status: true, data: await companiesInScope(pool, await scopeOf(pool, caller(req))) })),
  );

  // Every company of the group, for choosing whom to share with (names only, no flags).
  router.get(
    '/audience-management/companies/list',
    route(async (req) => {
      caller(req);
      return { status: true, data: await findCompanies(pool) };
    }),
  );

  router.get(
    '/audience-management/companies/organisations-detail',
    route(async (req) => {
      if (!isAudienceAdmin(caller(req))) throw forbidden();
      return { status: true, data: await findCompanies(pool) };
    }),
  );

  router.get(
    '/audience-management/companies/access',
    route(async (req) => {
      const codes = await companyAccessCodes(pool, caller(req).email);
      const companies = codes.length ? await findCompanies(pool, codes) : [];
      return { status: true, data: companies.map(({ code, name }) => ({ code, name })) };
    }),
  );

  router.get(
    '/audience-management/company-flags/list',
    route(async (req) => {
      const codes = parseInput(api.companyCodesQuery, req.query).company_code;
      const scope = await scopeOf(pool, caller(req));
      if (!codes.every((code) => scopeIncludes(scope, code))) throw forbidden();
      return { status: true, data: await findCompanyFlags(pool, codes) };
    }),
  );

  router.get(
    '/audience-management/ads-accounts/list',
    route(async (req) => {
      const codes = parseInput(api.companyCodesQuery, req.query).company_code;
      const scope = await scopeOf(pool, caller(req));
      if (!codes.every((code) => scopeIncludes(scope, code))) throw forbidden();
      return { status: true, data: await findAdsAccounts(pool, codes) };
    }),
  );
}
