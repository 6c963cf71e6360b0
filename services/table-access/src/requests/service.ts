import type { Request } from 'express';
import { ACCESS_MESSAGES, accessRequestTransition, decidesOwnRequest, untilDateProblem, type Identity } from '@inca/domain';
import type { TableAccessRequestDto } from '@inca/contracts/table-access';
import { withTransaction } from '@inca/db';
import { badRequest, conflict, forbidden, notFound } from '@inca/service-kit';
import { decides, type Deciding } from '../approvers.ts';
import { findTables, login, upsertGrant, type WarehouseTableRow } from '../catalogue/index.ts';
import type { TableAccessContext } from '../context.ts';
import { addAudit, auditOf, findRequest, insertRequest, setRequestState, type AuditRow, type RequestRow } from './repository.ts';

function presentRequest(
  row: RequestRow,
  table: WarehouseTableRow,
  deciding: Deciding,
  audit: AuditRow[],
  viewer: string,
): TableAccessRequestDto {
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
    audit: audit
      .filter((a) => a.request_id === row.id)
      .map((a) => ({ action: a.action, actor: a.actor, at: new Date(a.at).toISOString(), before: a.before, after: a.after })),
  };
}

/** Filing, deciding and presenting table-access requests (spec §4 state machine). */
export class RequestService {
  constructor(private readonly ctx: TableAccessContext) {}

  /** Requests as the caller sees them: the table as the requester sees it (their access state), so approvers see what was asked. */
  async present(req: Request, identity: Identity, rows: RequestRow[]): Promise<TableAccessRequestDto[]> {
    const deciding = await this.ctx.approvers.decidingFor(req, identity);
    const audit = await auditOf(
      this.ctx.pool,
      rows.map((r) => Number(r.id)),
    );
    const out = [];
    for (const row of rows) {
      const [table] = await findTables(this.ctx.pool, row.requested_by, this.ctx.clock.today(), [row.relative_resource_name]);
      out.push(presentRequest(row, table!, deciding, audit, login(identity)));
    }
    return out;
  }

  async answer(req: Request, identity: Identity, id: number): Promise<TableAccessRequestDto> {
    const row = await findRequest(this.ctx.pool, id);
    return (await this.present(req, identity, [row!]))[0]!;
  }

  async create(
    identity: Identity,
    r: { kind: 'ACCESS' | 'PRODUCTIVIZE'; rrn: string; reason: string; useCase: string | null; untilDate: string },
  ): Promise<number> {
    try {
      return await withTransaction(this.ctx.pool, async (db) => {
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
  async decide(
    req: Request,
    identity: Identity,
    id: number,
    action: 'APPROVE' | 'DECLINE' | 'UPDATE',
    untilDate: string | null,
  ): Promise<void> {
    const deciding = await this.ctx.approvers.decidingFor(req, identity);
    if (untilDate) {
      const problem = untilDateProblem(untilDate, this.ctx.clock.today());
      if (problem) throw badRequest(problem);
    }
    await withTransaction(this.ctx.pool, async (db) => {
      const row = await findRequest(db, id, true);
      if (!row || (row.requested_by !== login(identity) && !decides(deciding, row.company_code))) throw notFound('La solicitud no existe.');
      if (!decides(deciding, row.company_code)) throw forbidden('No puede aprobar ni rechazar solicitudes de esta tabla.');
      if (decidesOwnRequest(row.requested_by, identity.email)) throw forbidden(ACCESS_MESSAGES.ownRequest);
      const step = accessRequestTransition(row.status, action);
      if (!step.ok) throw conflict(step.message);
      // A productivize request keeps its 20-year end date when approved.
      const until =
        action === 'DECLINE' ? row.until_date : row.kind === 'PRODUCTIVIZE' && action === 'APPROVE' ? row.until_date : untilDate;
      await setRequestState(db, id, step.next, until, login(identity));
      if (step.next === 'APPROVED') await upsertGrant(db, row.relative_resource_name, row.requested_by, until, id);
      const auditAction = action === 'APPROVE' ? 'APPROVED' : action === 'DECLINE' ? 'DECLINED' : 'UNTIL_DATE_UPDATED';
      await addAudit(
        db,
        id,
        auditAction,
        login(identity),
        { status: row.status, untilDate: row.until_date },
        { status: step.next, untilDate: until },
      );
    });
  }
}
