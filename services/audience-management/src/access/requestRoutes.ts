import type { Router } from 'express';
import {
  ACCESS_MESSAGES,
  decidesOwnRequest,
  ACCESS_REQUEST_ACTIONS,
  SEGMENT_NOT_FOUND_MESSAGE,
  accessRequestTransition,
  companyScopeFor,
  requestFlags,
  scopeIncludes,
  untilDateProblem,
  type AccessRequestAction,
  type Identity,
} from '@inca/domain';
import { withTransaction, type Pool } from '@inca/db';
import {
  acceptAccessRequest,
  declineAccessRequest,
  getAccessRequest,
  getExceptionAccess,
  listAccessRequests,
  listRequestableSegments,
  massiveAcceptAccessRequests,
  massiveDeclineAccessRequests,
  saveAccessRequests,
} from '@inca/contracts/audience-management';
import { badRequest, conflict, forbidden, handle, notFound } from '@inca/service-kit';
import { companyAccessCodes, findCompanies } from '../directory/index.ts';
import { accessOf, presentAudit, ref } from './exception.ts';
import {
  addAudit,
  auditOf,
  findRequests,
  insertRequest,
  listRequests,
  pendingRequestExists,
  requestableSegments,
  segmentOwner,
  setRequestState,
  type RequestRow,
} from './repository.ts';
import { realToday } from './today.ts';
import type { AudienceManagementContext } from '../context.ts';

/** Requests as the exception screen lists them: both companies, state flags, what the caller may decide, the audit trail. */
async function presentRequests(pool: Pool, identity: Identity, rows: RequestRow[]) {
  const [companies, audit, access] = await Promise.all([
    findCompanies(pool),
    auditOf(
      pool,
      'REQUEST',
      rows.map((r) => r.id),
    ),
    accessOf(pool, identity),
  ]);
  return rows.map((r) => {
    const decider = access.decides(r.requested_company_code) && !decidesOwnRequest(r.requested_by, identity.email);
    return {
      id: r.id,
      company_name_request: ref(companies, r.requesting_company_code).name,
      company_name_requested: ref(companies, r.requested_company_code).name,
      requesting_company: ref(companies, r.requesting_company_code),
      requested_company: ref(companies, r.requested_company_code),
      request_company_code: r.requesting_company_code,
      company_code_requested: r.requested_company_code,
      request_user: r.requested_by,
      fecha_estado: new Date(r.state_date).toISOString(),
      request_until_date: r.until_date,
      status: r.status,
      ...requestFlags(r.status),
      segment_code: r.segment_code,
      segment_business_name: r.segment_business_name,
      segment_description: r.segment_description,
      segment_type_id: r.segment_type_id,
      reason: r.reason,
      reviewed_by: r.reviewed_by,
      can_decide: decider && r.status === 'PENDING',
      can_update_until_date: decider && r.status === 'APPROVED',
      audit: presentAudit(audit, r.id),
    };
  });
}

async function requireRequestsTab(pool: Pool, identity: Identity) {
  const access = await accessOf(pool, identity);
  if (!access.tabs.requests) throw forbidden('No tiene permisos para ver las solicitudes.');
  return access;
}

/**
 * The segment access requests of the exception screen: the caller's tabs, the list, one
 * request, filing (§6) and deciding under the §4 state machine, and the segments one may request.
 */
export function requestRoutes(router: Router, ctx: AudienceManagementContext): void {
  const { pool } = ctx;
  handle(router, getExceptionAccess, async ({ identity }) => {
    const access = await accessOf(pool, identity);
    return {
      status: true,
      data: {
        configuration: access.tabs.configuration,
        requests: access.tabs.requests,
        request_exception: access.tabs.requestException,
        decides_for: access.decidesFor,
      },
    };
  });

  // The tab is checked before the filters are read (a caller without it learns nothing of them), and again for its scope.
  handle(
    router,
    listAccessRequests,
    async ({ query: q, identity }) => {
      const access = await requireRequestsTab(pool, identity);
      const { rows, total } = await listRequests(
        pool,
        access.decidesFor === 'ALL' ? null : access.decidesFor,
        {
          status: q.status,
          requestingCompanyCodes: q.requesting_company_code,
          requestedCompanyCodes: q.requested_company_code,
          requestedBy: q.requested_by,
          segmentName: q.segment_name,
          stateDateFrom: q.state_date_from,
          stateDateTo: q.state_date_to,
          untilDateFrom: q.until_date_from,
          untilDateTo: q.until_date_to,
        },
        q.page_size,
        (q.page - 1) * q.page_size,
      );
      return { status: true, data: { items: await presentRequests(pool, identity, rows), total, page: q.page, page_size: q.page_size } };
    },
    {
      authorize: async (identity) => {
        await requireRequestsTab(pool, identity);
      },
    },
  );

  handle(router, getAccessRequest, async ({ params: { id }, identity }) => {
    const [row] = await findRequests(pool, [id]);
    const access = await accessOf(pool, identity);
    if (!row || (row.requested_by !== identity.email && !(access.tabs.requests && access.decides(row.requested_company_code))))
      throw notFound('La solicitud no existe.');
    return { status: true, data: (await presentRequests(pool, identity, [row]))[0]! };
  });

  // Anyone files (§6): one request per company, for companies of the caller's scope, none the segment's owner.
  handle(router, saveAccessRequests, async ({ body, identity }) => {
    if (!body.segment_code || !body.company_code?.length || !body.end_date)
      throw badRequest(ACCESS_MESSAGES.required, {
        fields: { segment_code: !body.segment_code, company_code: !body.company_code?.length, end_date: !body.end_date },
      });
    const problem = untilDateProblem(body.end_date, realToday());
    if (problem) throw badRequest(problem);
    const owner = await segmentOwner(pool, body.segment_code);
    if (!owner) throw notFound(SEGMENT_NOT_FOUND_MESSAGE);
    const companies = [...new Set(body.company_code)];
    const known = new Set((await findCompanies(pool, companies)).map((c) => c.code));
    if (companies.some((c) => !known.has(c))) throw badRequest('La empresa seleccionada no existe.');
    if (companies.includes(owner)) throw badRequest('La empresa dueña del segmento no necesita solicitarlo.');
    const scope = companyScopeFor(identity, await companyAccessCodes(pool, identity.email));
    if (companies.some((c) => !scopeIncludes(scope, c)))
      throw forbidden('Solo puede solicitar segmentos para empresas con las que trabaja.');
    const ids = await withTransaction(pool, async (db) => {
      if (await pendingRequestExists(db, body.segment_code!, companies))
        throw conflict('Ya existe una solicitud pendiente de ese segmento para la empresa.');
      const created: number[] = [];
      for (const company of companies) {
        const id = await insertRequest(db, {
          segmentCode: body.segment_code!,
          company,
          login: identity.email,
          reason: body.reason?.trim() ?? '',
          untilDate: body.end_date!,
        });
        await addAudit(db, 'REQUEST', String(id), 'REQUESTED', identity.email, null, { status: 'PENDING', until_date: body.end_date });
        created.push(id);
      }
      return created;
    });
    return {
      status: true,
      message: ACCESS_MESSAGES.registered,
      data: await presentRequests(pool, identity, await findRequests(pool, ids)),
    };
  });

  /**
   * Applies one action to several requests in one transaction under row locks: every request must
   * exist, be decidable by the caller and allow the action (§4), or nothing changes.
   */
  async function decide(identity: Identity, ids: number[], action: AccessRequestAction, untilDate: string | null) {
    const access = await requireRequestsTab(pool, identity);
    if (!ids.length) throw badRequest(ACCESS_MESSAGES.selectAtLeastOne);
    if (untilDate) {
      const problem = untilDateProblem(untilDate, realToday());
      if (problem) throw badRequest(problem);
    }
    const unique = [...new Set(ids)];
    await withTransaction(pool, async (db) => {
      const rows = await findRequests(db, unique, true);
      if (rows.length !== unique.length) throw notFound('La solicitud no existe.');
      for (const row of rows) {
        if (!access.decides(row.requested_company_code)) throw forbidden('No puede decidir solicitudes de esa empresa.');
        if (decidesOwnRequest(row.requested_by, identity.email)) throw forbidden(ACCESS_MESSAGES.ownRequest);
        const step = accessRequestTransition(row.status, action);
        if (!step.ok) throw conflict(step.message, { id: row.id });
      }
      for (const row of rows) {
        const step = accessRequestTransition(row.status, action) as { ok: true; next: string };
        const until = action === 'DECLINE' ? row.until_date : untilDate;
        await setRequestState(db, Number(row.id), step.next, until, identity.email, action !== 'UPDATE');
        const audit = action === 'APPROVE' ? 'APPROVED' : action === 'DECLINE' ? 'DECLINED' : 'UNTIL_DATE_UPDATED';
        await addAudit(
          db,
          'REQUEST',
          row.id,
          audit,
          identity.email,
          { status: row.status, until_date: row.until_date },
          { status: step.next, until_date: until },
        );
      }
    });
    return presentRequests(pool, identity, await findRequests(pool, unique));
  }

  handle(router, acceptAccessRequest, async ({ body, identity }) => {
    const update = body.action === ACCESS_REQUEST_ACTIONS.UPDATE;
    const [data] = await decide(identity, [body.id], update ? 'UPDATE' : 'APPROVE', body.request_until_date);
    return { status: true, message: update ? ACCESS_MESSAGES.updated : ACCESS_MESSAGES.approved, data: data! };
  });

  handle(router, declineAccessRequest, async ({ body, identity }) => {
    const [data] = await decide(identity, [body.id], 'DECLINE', null);
    return { status: true, message: ACCESS_MESSAGES.declined, data: data! };
  });

  handle(router, massiveAcceptAccessRequests, async ({ body, identity }) => ({
    status: true,
    message: ACCESS_MESSAGES.approved,
    data: await decide(identity, body.ids, 'APPROVE', body.request_until_date),
  }));

  handle(router, massiveDeclineAccessRequests, async ({ body, identity }) => ({
    status: true,
    message: ACCESS_MESSAGES.declined,
    data: await decide(identity, body.ids, 'DECLINE', null),
  }));

  handle(router, listRequestableSegments, async ({ query: { search } }) => {
    const [rows, companies] = await Promise.all([requestableSegments(pool, search || undefined), findCompanies(pool)]);
    return { status: true, data: rows.map((r) => ({ ...r, owner_company: ref(companies, r.owner_company_code) })) };
  });
}
