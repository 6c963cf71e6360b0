import type { Request, Router } from 'express';
import {
  ACCESS_MESSAGES,
  ACCESS_REQUEST_ACTIONS,
  accessRequestTransition,
  decidesOwnRequest,
  productivizeMissingFields,
  productivizeUntilDate,
  untilDateProblem,
  type Identity,
} from '@inca/domain';
import { withTransaction } from '@inca/db';
import { badRequest, caller, conflict, forbidden, notFound, parseInput, route } from '@inca/service-kit';
import { decides, type Deciding } from './approvers.ts';
import {
  addAudit,
  auditOf,
  findRequest,
  findTables,
  insertRequest,
  listRequests,
  setRequestState,
  upsertGrant,
  useCaseAttributes,
  type AuditRow,
  type RequestRow,
  type WarehouseTableRow,
} from './repository.ts';
import type { Deps } from './routes.ts';
import { acceptBody, declineBody, listBody, productivizeBody, requestBody } from './schemas.ts';
import { login, ownDomains, visibleTo } from './visibility.ts';

function presentRequest(row: RequestRow, table: WarehouseTableRow, deciding: Deciding, audit: AuditRow[], viewer: string) {
  const decider = decides(deciding, row.company_code) && !decidesOwnRequest(row.requested_by, viewer);
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

/** The table-access requests (spec §4 state machine, §7): the caller's pending ones, the list, filing and deciding, with their audit trail. */
export function requestRoutes(router: Router, deps: Deps): void {
  const { pool, clock } = deps;

  const present = async (req: Request, rows: RequestRow[]) => {
    const identity = caller(req);
    const deciding = await deps.approvers.decidingFor(req, identity);
    const audit = await auditOf(pool, rows.map((r) => Number(r.id)));
    // The table as the requester sees it (their access state), so approvers see what was asked.
    const out = [];
    for (const row of rows) {
      const [table] = await findTables(pool, row.requested_by, clock.today(), [row.relative_resource_name]);
      out.push(presentRequest(row, table!, deciding, audit, login(identity)));
    }
    return out;
  };

  const requestAnswer = async (req: Request, id: number) => {
    const row = await findRequest(pool, id);
    return (await present(req, [row!]))[0];
  };

  router.post(
    '/tables_views/:app/get_pending_object_access',
    route(async (req) => {
      const identity = caller(req);
      const { rows } = await listRequests(pool, login(identity), { all: false, codes: new Set() }, { status: ['PENDING'], mine: true }, 100, 0);
      return { status: true, data: await present(req, rows) };
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
      if (decidesOwnRequest(row.requested_by, identity.email)) throw forbidden(ACCESS_MESSAGES.ownRequest);
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
}
