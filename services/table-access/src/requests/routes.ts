import type { Router } from 'express';
import { ACCESS_MESSAGES, ACCESS_REQUEST_ACTIONS, productivizeMissingFields, productivizeUntilDate, untilDateProblem } from '@inca/domain';
import {
  acceptRequest,
  createRequest,
  declineRequest,
  listPendingObjectAccess,
  listRequests as listRequestsOp,
  requestProductivize,
} from '@inca/contracts/table-access';
import { badRequest, handle, notFound } from '@inca/service-kit';
import { findTables, login, ownDomains, useCaseAttributes, visibleTo } from '../catalogue/index.ts';
import type { TableAccessContext } from '../context.ts';
import { listRequests } from './repository.ts';
import { RequestService } from './service.ts';

/** The table-access requests (spec §4 state machine, §7): the caller's pending ones, the list, filing and deciding, with their audit trail. */
export function requestRoutes(router: Router, ctx: TableAccessContext): void {
  const { pool, clock } = ctx;
  const requests = new RequestService(ctx);

  handle(router, listPendingObjectAccess, async ({ identity, req }) => {
    const { rows } = await listRequests(
      pool,
      login(identity),
      { all: false, codes: new Set() },
      { status: ['PENDING'], mine: true },
      100,
      0,
    );
    return { status: true, data: await requests.present(req, identity, rows) };
  });

  handle(router, listRequestsOp, async ({ body, identity, req }) => {
    const deciding = await ctx.approvers.decidingFor(req, identity);
    const { rows, total } = await listRequests(
      pool,
      login(identity),
      deciding,
      {
        status: body.status,
        mine: body.mine,
        table: body.table,
        requestedBy: body.requested_by,
        stateDateFrom: body.state_date_from,
        stateDateTo: body.state_date_to,
      },
      body.page_size,
      (body.page - 1) * body.page_size,
    );
    return {
      status: true,
      data: { items: await requests.present(req, identity, rows), total, page: body.page, page_size: body.page_size },
    };
  });

  handle(router, createRequest, async ({ body, identity, req }) => {
    await ctx.ready();
    const problem = untilDateProblem(body.until_date, clock.today());
    if (problem) throw badRequest(problem);
    const [row] = await findTables(pool, login(identity), clock.today(), [body.relative_resource_name]);
    if (!row || !visibleTo(identity, await ownDomains(pool, identity), row)) throw notFound(ACCESS_MESSAGES.tableMissing);
    const id = await requests.create(identity, {
      kind: 'ACCESS',
      rrn: row.relative_resource_name,
      reason: body.reason,
      useCase: null,
      untilDate: body.until_date,
    });
    return { status: true, message: ACCESS_MESSAGES.registered, data: await requests.answer(req, identity, id) };
  });

  handle(router, requestProductivize, async ({ body, identity, req }) => {
    await ctx.ready();
    const [row] = await findTables(pool, login(identity), clock.today(), [body.relative_resource_name]);
    if (!row || !visibleTo(identity, await ownDomains(pool, identity), row)) throw notFound(ACCESS_MESSAGES.tableMissing);
    const useCase = await useCaseAttributes(pool, body.use_case);
    if (!useCase) throw badRequest('El caso de uso no existe.');
    if (
      productivizeMissingFields(
        row.fields.map((f) => f.name),
        useCase.attributes,
      ).length
    )
      throw badRequest(ACCESS_MESSAGES.productivizeFields);
    const id = await requests.create(identity, {
      kind: 'PRODUCTIVIZE',
      rrn: row.relative_resource_name,
      reason: body.reason,
      useCase: body.use_case,
      untilDate: productivizeUntilDate(clock.today()),
    });
    return { status: true, message: ACCESS_MESSAGES.registered, data: await requests.answer(req, identity, id) };
  });

  handle(router, acceptRequest, async ({ body, identity, req }) => {
    const update = body.action === ACCESS_REQUEST_ACTIONS.UPDATE;
    await requests.decide(req, identity, body.id, update ? 'UPDATE' : 'APPROVE', body.request_until_date);
    return {
      status: true,
      message: update ? ACCESS_MESSAGES.updated : ACCESS_MESSAGES.approved,
      data: await requests.answer(req, identity, body.id),
    };
  });

  handle(router, declineRequest, async ({ body, identity, req }) => {
    await requests.decide(req, identity, body.id, 'DECLINE', null);
    return { status: true, message: ACCESS_MESSAGES.declined, data: await requests.answer(req, identity, body.id) };
  });
}
