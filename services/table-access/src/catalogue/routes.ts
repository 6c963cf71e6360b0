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
import {
  createTempOwner,
  getClock,
  getObjectAccess,
  getTable,
  listDomains,
  listMyAccess,
  listMyTables,
  listUseCases,
  listUserAccess,
  searchTables as searchTablesOp,
  setTestClock,
  verifyTableStatus,
  type TableStatusDto,
} from '@inca/contracts/table-access';
import { badRequest, forbidden, handle, notFound } from '@inca/service-kit';
import type { TableAccessContext } from '../context.ts';
import { domains, findTables, grantsOf, searchTables, upsertGrant, useCasesOf } from './repository.ts';
import { login, ownDomains, visibleTo } from './visibility.ts';

const adminOnly = {
  authorize: (identity: Identity) => {
    if (!isAudienceAdmin(identity)) throw forbidden();
  },
};

/**
 * The catalogue side of table-access (spec §7): the caller's tables and grants, the catalogue
 * search, table validation and sandbox use cases; and the service's today.
 */
export function catalogueRoutes(router: Router, ctx: TableAccessContext): void {
  const { pool, clock } = ctx;

  /** Validates a table for the caller: exists and readable, granted, not expired (verify_table_status). */
  const tableStatus = async (identity: Identity, rrn: string): Promise<TableStatusDto> => {
    const [row] = await findTables(pool, login(identity), clock.today(), [rrn]);
    const [grant] = row ? (await grantsOf(pool, login(identity), clock.today(), true)).filter((g) => g.relative_resource_name === rrn) : [];
    const base = {
      relative_resource_name: rrn,
      permission_expiration_date: grant?.permission_expiration_date ?? null,
      num_rows: row?.num_rows ?? null,
    };
    if (!row) return { ...base, status: 'NOT_FOUND', message: ACCESS_MESSAGES.tableMissing };
    if (!grant) return { ...base, status: 'NO_ACCESS', message: ACCESS_MESSAGES.verifyTable };
    if (isAccessExpired(grant.permission_expiration_date, clock.today()))
      return { ...base, status: 'EXPIRED', message: ACCESS_MESSAGES.expired };
    return { ...base, status: 'OK', message: null, dataset_id: row.dataset_id, table_id: row.table_id, company_code: row.company_code };
  };

  handle(router, listMyTables, async ({ body, identity }) => {
    await ctx.ready();
    return { status: true, data: await grantsOf(pool, login(identity), clock.today(), body.include_expired === true) };
  });

  // Every grant of the caller, expired ones included and marked.
  handle(router, listMyAccess, async ({ identity }) => {
    await ctx.ready();
    return { status: true, data: await grantsOf(pool, login(identity), clock.today(), true) };
  });

  handle(
    router,
    listUserAccess,
    async ({ body }) => ({ status: true, data: await grantsOf(pool, body.email, clock.today(), body.include_expired) }),
    adminOnly,
  );

  // Audited as an approval would be: a dated grant on a table the user can be shown.
  handle(
    router,
    createTempOwner,
    async ({ body }) => {
      const problem = untilDateProblem(body.until_date, clock.today());
      if (problem) throw badRequest(problem);
      if (!(await findTables(pool, body.email, clock.today(), [body.relative_resource_name])).length)
        throw notFound(ACCESS_MESSAGES.tableMissing);
      await upsertGrant(pool, body.relative_resource_name, body.email, body.until_date, null);
      return {
        status: true,
        data: (await grantsOf(pool, body.email, clock.today(), true)).filter(
          (g) => g.relative_resource_name === body.relative_resource_name,
        ),
      };
    },
    adminOnly,
  );

  // The caller's grants, filtered by domain.
  handle(router, getObjectAccess, async ({ body, identity }) => {
    await ctx.ready();
    return { status: true, data: await grantsOf(pool, login(identity), clock.today(), body.include_expired, body.domain) };
  });

  handle(router, verifyTableStatus, async ({ body, identity }) => {
    await ctx.ready();
    return { status: true, data: await tableStatus(identity, body.relative_resource_name) };
  });

  handle(router, searchTablesOp, async ({ body, identity }) => {
    await ctx.ready();
    const problem = tableSearchProblem(body.text);
    if (problem) throw badRequest(problem);
    const own = await ownDomains(pool, identity);
    const domain = body.domain ?? own[0];
    if (!domain) return { status: true, data: { items: [], total: 0, page: body.page, page_size: body.page_size } };
    if (!isAudienceAdmin(identity) && !own.includes(domain)) throw forbidden('Solo puede buscar tablas de su propio dominio.');
    const { rows, total } = await searchTables(pool, {
      login: login(identity),
      today: clock.today(),
      text: body.text,
      domain,
      limit: body.page_size,
      offset: (body.page - 1) * body.page_size,
    });
    return {
      status: true,
      data: { items: rows.map(({ rank, ...table }) => ({ table, rank: Number(rank) })), total, page: body.page, page_size: body.page_size },
    };
  });

  handle(router, listDomains, async ({ identity }) => {
    await ctx.ready();
    const rows = await domains(pool, isAudienceAdmin(identity) ? undefined : [identity.companyCode]);
    return { status: true, data: rows.map((r) => ({ ...r, label: r.domain })) };
  });

  handle(router, getTable, async ({ body, identity }) => {
    await ctx.ready();
    const [row] = await findTables(pool, login(identity), clock.today(), [body.relative_resource_name]);
    if (!row || !visibleTo(identity, await ownDomains(pool, identity), row)) throw notFound(ACCESS_MESSAGES.tableMissing);
    return { status: true, data: row };
  });

  handle(router, listUseCases, async ({ body, identity, req }) => {
    await ctx.ready();
    if (!scopeIncludes(companyScopeFor(identity, [...(await ctx.directory.accessibleCompanyCodes(req))]), body.company_code)) {
      throw forbidden('No puede consultar los casos de uso de esa empresa.');
    }
    return { status: true, data: await useCasesOf(pool, body.company_code) };
  });

  handle(router, getClock, async () => ({ status: true, data: { today: clock.today(), test_mode: clock.testMode } }));

  // Test mode only: an audience admin moves the service's today (grant expiry tests).
  handle(
    router,
    setTestClock,
    async ({ body }) => {
      clock.set(body.today ?? undefined);
      return { status: true, data: { today: clock.today(), test_mode: true } };
    },
    {
      authorize: (identity) => {
        if (!clock.testMode || !isAudienceAdmin(identity)) throw forbidden('El reloj de pruebas no está disponible.');
      },
    },
  );
}
