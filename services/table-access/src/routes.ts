import type { Request, Router } from 'express';
import { z } from 'zod';
import {
  ACCESS_MESSAGES,
  ACCESS_REQUEST_ACTIONS,
  accessRequestTransition,
  companyScopeFor,
  isAccessExpired,
  isAudienceAdmin,
  productivizeMissingFields,
  productivizeUntilDate,
  scopeIncludes,
  tableSearchProblem,
  untilDateProblem,
  type Identity,
} from '@inca/domain';
import { withTransaction, type Pool } from '@inca/db';
import {
  badRequest,
  caller,
  companyCodeSchema,
  conflict,
  emailField,
  forbidden,
  idField,
  intField,
  isoDateField,
  multiLineText,
  notFound,
  parseInput,
  route,
  searchText,
  singleLineText,
  type DirectoryClient,
} from '@inca/service-kit';
import { decides, type ApproverDirectory, type Deciding } from './approvers.ts';
import type { ServiceClock } from './clock.ts';
import {
  addAudit,
  auditOf,
  domains,
  findRequest,
  findTables,
  grantsOf,
  insertRequest,
  listRequests,
  searchTables,
  setRequestState,
  upsertGrant,
  useCaseAttributes,
  useCasesOf,
  type RequestRow,
  type WarehouseTableRow,
} from './repository.ts';

const rrnField = singleLineText('La tabla', 'name', { max: 300, required: ACCESS_MESSAGES.viewRequired }).refine(
  (v) => /^projects\/[a-z0-9_-]+\/datasets\/[a-z0-9_]+\/tables\/[a-z0-9_]+$/.test(v),
  ACCESS_MESSAGES.tableMissing,
);
const tableBody = z.object({ relative_resource_name: rrnField });
const pageFields = {
  page: intField({ min: 1, max: 100_000, message: 'Página inválida.' }).default(1),
  page_size: intField({ min: 1, max: 100, message: 'Tamaño de página inválido (1 a 100).' }).default(10),
};
const searchBody = z.object({ text: z.string({ message: ACCESS_MESSAGES.searchRequired }).max(200, 'El texto a buscar es demasiado largo.'), domain: z.string().max(100).optional(), ...pageFields });
const reasonField = multiLineText('El motivo', { max: 200, required: 'El motivo es requerido' }).refine((v) => v.trim().length > 0, 'El motivo es requerido');
const requestBody = z.object({ relative_resource_name: rrnField, reason: reasonField, until_date: isoDateField() });
const productivizeBody = z.object({ relative_resource_name: rrnField, use_case: singleLineText('El caso de uso', 'name', { max: 100, required: 'El caso de uso es requerido' }), reason: reasonField });
const acceptBody = z.object({ id: idField('Solicitud inválida.'), request_until_date: isoDateField(), action: z.union([z.literal(ACCESS_REQUEST_ACTIONS.APPROVE), z.literal(ACCESS_REQUEST_ACTIONS.UPDATE)], { message: 'Acción inválida.' }).default(ACCESS_REQUEST_ACTIONS.APPROVE) });
const declineBody = z.object({ id: idField('Solicitud inválida.') });
const listBody = z.object({
  status: z.array(z.enum(['PENDING', 'APPROVED', 'DECLINED'], { message: 'Estado inválido.' })).max(3).optional(),
  mine: z.boolean().optional(),
  table: searchText('La tabla').optional(),
  requested_by: searchText('El solicitante').optional(),
  state_date_from: isoDateField().optional(),
  state_date_to: isoDateField().optional(),
  ...pageFields,
});
const userAccessBody = z.object({ email: emailField(), include_expired: z.boolean().default(true) });
const tempOwnerBody = z.object({ relative_resource_name: rrnField, email: emailField(), until_date: isoDateField() });
const objectAccessBody = z.object({ domain: z.string().max(100).optional(), include_expired: z.boolean().default(false) });
const clockBody = z.object({ today: isoDateField().nullable() });

export type Deps = { pool: Pool; clock: ServiceClock; approvers: ApproverDirectory; directory: DirectoryClient; ready: () => Promise<void> };

const login = (identity: Identity) => identity.email.toLowerCase();

// Domains per company change only when the catalogue is mirrored again: kept for a minute.
const domainCache = new Map<string, { at: number; domains: Promise<string[]> }>();

/** The domain of the caller's own company (§6: the table list is filtered to it). */
async function ownDomains(pool: Pool, identity: Identity): Promise<string[]> {
  const hit = domainCache.get(identity.companyCode);
  if (hit && Date.now() - hit.at < 60_000) return hit.domains;
  const found = domains(pool, [identity.companyCode]).then((rows) => rows.map((d) => d.domain));
  domainCache.set(identity.companyCode, { at: Date.now(), domains: found });
  found.catch(() => domainCache.delete(identity.companyCode));
  return found;
}

/** A table the caller may see in the catalogue: their own domain's (any, for the admin), or one they hold a grant on. */
function visibleTo(identity: Identity, own: readonly string[], row: WarehouseTableRow): boolean {
  return isAudienceAdmin(identity) || own.includes(row.domain) || row.access === 'ACTIVE' || row.access === 'EXPIRED';
}

function presentRequest(row: RequestRow, table: WarehouseTableRow, deciding: Deciding, audit: Awaited<ReturnType<typeof auditOf>>) {
  const decider = decides(deciding, row.company_code);
  return {
    id: row.id,
    kind: row.kind,
    table,
    requested_by: row.requested_by,
    requesting_company_code: row.requesting_company_code,
    reason: row.reason,
    use_case: row.use_case,
    status: row.status,
    state_date: new Date(row.state_date).toISOString(),
    until_date: row.until_date,
    reviewed_by: row.reviewed_by,
    can_decide: decider && row.status === 'PENDING',
    can_update_until_date: decider && row.status === 'APPROVED',
    audit: audit.filter((a) => a.request_id === row.id).map((a) => ({ action: a.action, actor: a.actor, at: new Date(a.at).toISOString(), before: a.before, after: a.after })),
  };
}

/**
 * The table-access service (spec §7): the caller's tables and grants, the catalogue search, table
 * validation, sandbox use cases and the table-access requests with their audit trail. The login is
 * always the verified token's, never one from the body ("login" blocks are accepted and ignored).
 */
export function tableAccessRoutes(router: Router, deps: Deps): void {
  const { pool, clock } = deps;

  const present = async (req: Request, rows: RequestRow[]) => {
    const identity = caller(req);
    const deciding = await deps.approvers.decidingFor(req, identity);
    const audit = await auditOf(pool, rows.map((r) => Number(r.id)));
    // The table as the requester sees it (their access state), so approvers see what was asked.
    const out = [];
    for (const row of rows) {
      const [table] = await findTables(pool, row.requested_by, clock.today(), [row.relative_resource_name]);
      out.push(presentRequest(row, table!, deciding, audit));
    }
    return out;
  };

  const requestAnswer = async (req: Request, id: number) => {
    const row = await findRequest(pool, id);
    return (await present(req, [row!]))[0];
  };

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
    '/tables_views/:app/get_pending_object_access',
    route(async (req) => {
      const identity = caller(req);
      const { rows } = await listRequests(pool, login(identity), { all: false, codes: new Set() }, { status: ['PENDING'], mine: true }, 100, 0);
      return { status: true, data: await present(req, rows) };
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
      const code = parseInput(z.object({ company_code: companyCodeSchema }), req.body ?? {}).company_code;
      if (!scopeIncludes(companyScopeFor(identity, [...(await deps.directory.accessibleCompanyCodes(req))]), code)) throw forbidden('No puede consultar los casos de uso de esa empresa.');
      return { status: true, data: await useCasesOf(pool, code) };
    }),
  );

  router.post(
    '/tables_views/requests/list',
    route(async (req) => {
      const identity = caller(req);
      const body = parseInput(listBody, req.body ?? {});
      const deciding = await deps.approvers.decidingFor(req, identity);
      const { rows, total } = await listRequests(
        pool,
        login(identity),
        deciding,
        { status: body.status, mine: body.mine, table: body.table, requestedBy: body.requested_by, stateDateFrom: body.state_date_from, stateDateTo: body.state_date_to },
        body.page_size,
        (body.page - 1) * body.page_size,
      );
      return { status: true, data: { items: await present(req, rows), total, page: body.page, page_size: body.page_size } };
    }),
  );

  router.post(
    '/tables_views/requests/create',
    route(async (req) => {
      await deps.ready();
      const identity = caller(req);
      const body = parseInput(requestBody, req.body ?? {});
      const problem = untilDateProblem(body.until_date, clock.today());
      if (problem) throw badRequest(problem);
      const [row] = await findTables(pool, login(identity), clock.today(), [body.relative_resource_name]);
      if (!row || !visibleTo(identity, await ownDomains(pool, identity), row)) throw notFound(ACCESS_MESSAGES.tableMissing);
      const id = await createRequest(identity, { kind: 'ACCESS', rrn: row.relative_resource_name, reason: body.reason, useCase: null, untilDate: body.until_date });
      return { status: true, message: ACCESS_MESSAGES.registered, data: await requestAnswer(req, id) };
    }),
  );

  router.post(
    '/tables_views/requests/productivize',
    route(async (req) => {
      await deps.ready();
      const identity = caller(req);
      const body = parseInput(productivizeBody, req.body ?? {});
      const [row] = await findTables(pool, login(identity), clock.today(), [body.relative_resource_name]);
      if (!row || !visibleTo(identity, await ownDomains(pool, identity), row)) throw notFound(ACCESS_MESSAGES.tableMissing);
      const useCase = await useCaseAttributes(pool, body.use_case);
      if (!useCase) throw badRequest('El caso de uso no existe.');
      if (productivizeMissingFields(row.fields.map((f) => f.name), useCase.attributes).length) throw badRequest(ACCESS_MESSAGES.productivizeFields);
      const id = await createRequest(identity, { kind: 'PRODUCTIVIZE', rrn: row.relative_resource_name, reason: body.reason, useCase: body.use_case, untilDate: productivizeUntilDate(clock.today()) });
      return { status: true, message: ACCESS_MESSAGES.registered, data: await requestAnswer(req, id) };
    }),
  );

  async function createRequest(identity: Identity, r: { kind: 'ACCESS' | 'PRODUCTIVIZE'; rrn: string; reason: string; useCase: string | null; untilDate: string }): Promise<number> {
    try {
      return await withTransaction(pool, async (db) => {
        const id = await insertRequest(db, { ...r, login: login(identity), company: identity.companyCode });
        await addAudit(db, id, 'REQUESTED', login(identity), null, { status: 'PENDING', untilDate: r.untilDate, kind: r.kind });
        return id;
      });
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw conflict(ACCESS_MESSAGES.pendingExists);
      throw error;
    }
  }

  /** Applies an action to a request under a row lock: the §4 machine, the approver rule, grant and audit in one transaction. */
  async function decide(req: Request, id: number, action: 'APPROVE' | 'DECLINE' | 'UPDATE', untilDate: string | null): Promise<void> {
    const identity = caller(req);
    const deciding = await deps.approvers.decidingFor(req, identity);
    if (untilDate) {
      const problem = untilDateProblem(untilDate, clock.today());
      if (problem) throw badRequest(problem);
    }
    await withTransaction(pool, async (db) => {
      const row = await findRequest(db, id, true);
      if (!row || (row.requested_by !== login(identity) && !decides(deciding, row.company_code))) throw notFound('La solicitud no existe.');
      if (!decides(deciding, row.company_code)) throw forbidden('No puede aprobar ni rechazar solicitudes de esta tabla.');
      const step = accessRequestTransition(row.status, action);
      if (!step.ok) throw conflict(step.message);
      // A productivize request keeps its 20-year end date when approved.
      const until = action === 'DECLINE' ? row.until_date : row.kind === 'PRODUCTIVIZE' && action === 'APPROVE' ? row.until_date : untilDate;
      await setRequestState(db, id, step.next, until, login(identity));
      if (step.next === 'APPROVED') await upsertGrant(db, row.relative_resource_name, row.requested_by, until, id);
      const auditAction = action === 'APPROVE' ? 'APPROVED' : action === 'DECLINE' ? 'DECLINED' : 'UNTIL_DATE_UPDATED';
      await addAudit(db, id, auditAction, login(identity), { status: row.status, untilDate: row.until_date }, { status: step.next, untilDate: until });
    });
  }

  router.post(
    '/tables_views/requests/accept',
    route(async (req) => {
      const body = parseInput(acceptBody, req.body ?? {});
      await decide(req, body.id, body.action === ACCESS_REQUEST_ACTIONS.UPDATE ? 'UPDATE' : 'APPROVE', body.request_until_date);
      return { status: true, message: body.action === ACCESS_REQUEST_ACTIONS.UPDATE ? ACCESS_MESSAGES.updated : ACCESS_MESSAGES.approved, data: await requestAnswer(req, body.id) };
    }),
  );

  router.post(
    '/tables_views/requests/decline',
    route(async (req) => {
      const body = parseInput(declineBody, req.body ?? {});
      await decide(req, body.id, 'DECLINE', null);
      return { status: true, message: ACCESS_MESSAGES.declined, data: await requestAnswer(req, body.id) };
    }),
  );

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
