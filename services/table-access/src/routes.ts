import type { Router } from 'express';
import {
  ACCESS_MESSAGES,
  companyScopeFor,
  isAccessExpired,
  isAudienceAdmin,
  scopeIncludes,
  tableSearchProblem,
  untilDateProblem,
  type Identity,
} from '@inca/domain';
import type { Pool } from '@inca/db';
import { badRequest, caller, forbidden, notFound, parseInput, route, type DirectoryClient } from '@inca/service-kit';
import type { ApproverDirectory } from './approvers.ts';
import type { ServiceClock } from './clock.ts';
import { domains, findTables, grantsOf, searchTables, upsertGrant, useCasesOf } from './repository.ts';
import { requestRoutes } from './requestRoutes.ts';
import { clockBody, objectAccessBody, searchBody, tableBody, tempOwnerBody, useCasesBody, userAccessBody } from './schemas.ts';
import { login, ownDomains, visibleTo } from './visibility.ts';

export type Deps = { pool: Pool; clock: ServiceClock; approvers: ApproverDirectory; directory: DirectoryClient; ready: () => Promise<void> };

/**
 * The table-access service (spec §7): the caller's tables and grants, the catalogue search, table
 * validation, sandbox use cases and the table-access requests with their audit trail. The login is
 * always the verified token's, never one from the body ("login" blocks are accepted and ignored).
 */
export function tableAccessRoutes(router: Router, deps: Deps): void {
  const { pool, clock } = deps;

  /** Validates a table for the caller: exists and readable, granted, not expired (verify_table_status). */
  const tableStatus = async (identity: Identity, rrn: string) => {
    const [row] = await findTables(pool, login(identity), clock.today(), [rrn]);
    const [grant] = row ? (await grantsOf(pool, login(identity), clock.today(), true)).filter((g) => g.relative_resource_name === rrn) : [];
    const base = { relative_resource_name: rrn, permission_expiration_date: grant?.permission_expiration_date ?? null, num_rows: row?.num_rows ?? null };
    if (!row) return { ...base, status: 'NOT_FOUND' as const, message: ACCESS_MESSAGES.tableMissing };
    if (!grant) return { ...base, status: 'NO_ACCESS' as const, message: ACCESS_MESSAGES.verifyTable };
    if (isAccessExpired(grant.permission_expiration_date, clock.today())) return { ...base, status: 'EXPIRED' as const, message: ACCESS_MESSAGES.expired };
    return { ...base, status: 'OK' as const, message: null, dataset_id: row.dataset_id, table_id: row.table_id, company_code: row.company_code };
  };

  router.post(
    '/tables_views/access/my_tables',
    route(async (req) => {
      await deps.ready();
      const includeExpired = req.body?.include_expired === true;
      return { status: true, data: await grantsOf(pool, login(caller(req)), clock.today(), includeExpired) };
    }),
  );

  // Every grant of the caller, expired ones included and marked.
  router.post(
    '/tables_views/access/my_access',
    route(async (req) => {
      await deps.ready();
      return { status: true, data: await grantsOf(pool, login(caller(req)), clock.today(), true) };
    }),
  );

  // Grants of another user: audience admin only.
  router.post(
    '/tables_views/access/user_access',
    route(async (req) => {
      const identity = caller(req);
      if (!isAudienceAdmin(identity)) throw forbidden();
      const body = parseInput(userAccessBody, req.body ?? {});
      return { status: true, data: await grantsOf(pool, body.email, clock.today(), body.include_expired) };
    }),
  );

  // A direct, dated grant without a request (temporary owner): audience admin only; audited as an approval.
  router.post(
    '/tables_views/access/create_temp_owner',
    route(async (req) => {
      const identity = caller(req);
      if (!isAudienceAdmin(identity)) throw forbidden();
      const body = parseInput(tempOwnerBody, req.body ?? {});
      const problem = untilDateProblem(body.until_date, clock.today());
      if (problem) throw badRequest(problem);
      if (!(await findTables(pool, body.email, clock.today(), [body.relative_resource_name])).length) throw notFound(ACCESS_MESSAGES.tableMissing);
      await upsertGrant(pool, body.relative_resource_name, body.email, body.until_date, null);
      return { status: true, data: (await grantsOf(pool, body.email, clock.today(), true)).filter((g) => g.relative_resource_name === body.relative_resource_name) };
    }),
  );

  // {x} is the consuming application ('audiences'): the caller's grants, filtered by domain.
  router.post(
    '/tables_views/:app/get_object_access',
    route(async (req) => {
      await deps.ready();
      const body = parseInput(objectAccessBody, req.body ?? {});
      return { status: true, data: await grantsOf(pool, login(caller(req)), clock.today(), body.include_expired, body.domain) };
    }),
  );

  router.post(
    '/tables_views/:app/verify_table_status',
    route(async (req) => {
      await deps.ready();
      const body = parseInput(tableBody, req.body ?? {});
      return { status: true, data: await tableStatus(caller(req), body.relative_resource_name) };
    }),
  );

  // Catalogue search (paths ours): ≥ 3 letters, ranked, one domain (the caller's own unless admin).
  router.post(
    '/tables_views/search',
    route(async (req) => {
      await deps.ready();
      const identity = caller(req);
      const body = parseInput(searchBody, req.body ?? {});
      const problem = tableSearchProblem(body.text);
      if (problem) throw badRequest(problem);
      const own = await ownDomains(pool, identity);
      const domain = body.domain ?? own[0];
      if (!domain) return { status: true, data: { items: [], total: 0, page: body.page, page_size: body.page_size } };
      if (!isAudienceAdmin(identity) && !own.includes(domain)) throw forbidden('Solo puede buscar tablas de su propio dominio.');
      const { rows, total } = await searchTables(pool, { login: login(identity), today: clock.today(), text: body.text, domain, limit: body.page_size, offset: (body.page - 1) * body.page_size });
      return { status: true, data: { items: rows.map(({ rank, ...table }) => ({ table, rank: Number(rank) })), total, page: body.page, page_size: body.page_size } };
    }),
  );

  router.post(
    '/tables_views/domains',
    route(async (req) => {
      await deps.ready();
      const identity = caller(req);
      const rows = await domains(pool, isAudienceAdmin(identity) ? undefined : [identity.companyCode]);
      return { status: true, data: rows.map((r) => ({ ...r, label: r.domain })) };
    }),
  );

  router.post(
    '/tables_views/table',
    route(async (req) => {
      await deps.ready();
      const identity = caller(req);
      const body = parseInput(tableBody, req.body ?? {});
      const [row] = await findTables(pool, login(identity), clock.today(), [body.relative_resource_name]);
      if (!row || !visibleTo(identity, await ownDomains(pool, identity), row)) throw notFound(ACCESS_MESSAGES.tableMissing);
      return { status: true, data: row };
    }),
  );

  router.post(
    '/tables_views/use_cases/list',
    route(async (req) => {
      await deps.ready();
      const identity = caller(req);
      const code = parseInput(useCasesBody, req.body ?? {}).company_code;
      if (!scopeIncludes(companyScopeFor(identity, [...(await deps.directory.accessibleCompanyCodes(req))]), code)) throw forbidden('No puede consultar los casos de uso de esa empresa.');
      return { status: true, data: await useCasesOf(pool, code) };
    }),
  );

  requestRoutes(router, deps);

  router.post(
    '/tables_views/clock',
    route(async () => ({ status: true, data: { today: clock.today(), test_mode: clock.testMode } })),
  );

  // Test mode only: an audience admin moves the service's today (grant expiry tests).
  router.post(
    '/tables_views/test_clock',
    route(async (req) => {
      const identity = caller(req);
      if (!clock.testMode || !isAudienceAdmin(identity)) throw forbidden('El reloj de pruebas no está disponible.');
      const body = parseInput(clockBody, req.body ?? {});
      clock.set(body.today ?? undefined);
      return { status: true, data: { today: clock.today(), test_mode: true } };
    }),
  );
}
