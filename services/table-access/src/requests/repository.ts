import type { Queryable } from '@inca/db';
import type { Deciding } from '../approvers.ts';
import { escapeLike } from '../catalogue/index.ts';
import { S } from '../context.ts';

/** Every SQL statement of the table-access requests and their audit trail. */

export type RequestRow = {
  id: string;
  kind: 'ACCESS' | 'PRODUCTIVIZE';
  relative_resource_name: string;
  requested_by: string;
  requesting_company_code: string;
  reason: string;
  use_case: string | null;
  status: 'PENDING' | 'APPROVED' | 'DECLINED';
  state_date: string;
  until_date: string | null;
  reviewed_by: string | null;
  company_code: string;
};

const REQUEST_COLUMNS = `r.id::text AS id, r.kind, r.relative_resource_name, r.requested_by, r.requesting_company_code, r.reason, r.use_case, r.status,
  r.state_date, to_char(r.until_date, 'YYYY-MM-DD') AS until_date, r.reviewed_by, o.company_code`;

export type RequestFilter = {
  status?: string[];
  mine?: boolean;
  table?: string;
  requestedBy?: string;
  stateDateFrom?: string;
  stateDateTo?: string;
};

/** Requests the caller may see (their own, and those of companies they decide for), latest state date first. */
export async function listRequests(
  db: Queryable,
  login: string,
  deciding: Deciding,
  f: RequestFilter,
  limit: number,
  offset: number,
): Promise<{ rows: RequestRow[]; total: number }> {
  const { rows } = await db.query<RequestRow & { total: string }>(
    `SELECT ${REQUEST_COLUMNS}, count(*) OVER () AS total
       FROM ${S}.access_requests r JOIN ${S}.warehouse_objects o USING (relative_resource_name)
      WHERE (r.requested_by = $1 OR (NOT $2 AND ($3 OR o.company_code = ANY($4::text[]))))
        AND ($5::text[] IS NULL OR r.status = ANY($5::text[]))
        AND ($6::text IS NULL OR lower(o.object_id) LIKE '%' || $6 || '%')
        AND ($7::text IS NULL OR r.requested_by LIKE '%' || $7 || '%')
        AND ($8::text IS NULL OR to_char(r.state_date AT TIME ZONE 'America/Santiago', 'YYYY-MM-DD') >= $8)
        AND ($9::text IS NULL OR to_char(r.state_date AT TIME ZONE 'America/Santiago', 'YYYY-MM-DD') <= $9)
      ORDER BY r.state_date DESC, r.id DESC
      LIMIT $10 OFFSET $11`,
    [
      login,
      Boolean(f.mine),
      deciding.all,
      deciding.all ? [] : [...deciding.codes],
      f.status?.length ? f.status : null,
      f.table ? escapeLike(f.table.toLowerCase()) : null,
      f.requestedBy ? escapeLike(f.requestedBy.toLowerCase()) : null,
      f.stateDateFrom ?? null,
      f.stateDateTo ?? null,
      limit,
      offset,
    ],
  );
  return { rows, total: Number(rows[0]?.total ?? 0) };
}

export async function findRequest(db: Queryable, id: number, forUpdate = false): Promise<RequestRow | undefined> {
  const { rows } = await db.query<RequestRow>(
    `SELECT ${REQUEST_COLUMNS} FROM ${S}.access_requests r JOIN ${S}.warehouse_objects o USING (relative_resource_name) WHERE r.id = $1${forUpdate ? ' FOR UPDATE OF r' : ''}`,
    [id],
  );
  return rows[0];
}

export async function insertRequest(
  db: Queryable,
  r: {
    kind: 'ACCESS' | 'PRODUCTIVIZE';
    rrn: string;
    login: string;
    company: string;
    reason: string;
    useCase: string | null;
    untilDate: string | null;
  },
): Promise<number> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO ${S}.access_requests (kind, relative_resource_name, requested_by, requesting_company_code, reason, use_case, until_date)
     VALUES ($1, $2, $3, $4, $5, $6, $7::date) RETURNING id`,
    [r.kind, r.rrn, r.login, r.company, r.reason, r.useCase, r.untilDate],
  );
  return Number(rows[0]!.id);
}

export async function setRequestState(
  db: Queryable,
  id: number,
  status: string,
  untilDate: string | null,
  reviewer: string,
): Promise<void> {
  await db.query(`UPDATE ${S}.access_requests SET status = $2, until_date = $3::date, reviewed_by = $4, state_date = now() WHERE id = $1`, [
    id,
    status,
    untilDate,
    reviewer,
  ]);
}

export async function addAudit(
  db: Queryable,
  requestId: number,
  action: string,
  actor: string,
  before: unknown,
  after: unknown,
): Promise<void> {
  await db.query(`INSERT INTO ${S}.request_audit (request_id, action, actor, before, after) VALUES ($1, $2, $3, $4::jsonb, $5::jsonb)`, [
    requestId,
    action,
    actor,
    before === null ? null : JSON.stringify(before),
    JSON.stringify(after),
  ]);
}

export type AuditRow = { request_id: string; action: string; actor: string; at: string; before: unknown; after: unknown };

export async function auditOf(db: Queryable, ids: readonly number[]): Promise<AuditRow[]> {
  const { rows } = await db.query<AuditRow>(
    `SELECT request_id::text AS request_id, action, actor, at, before, after FROM ${S}.request_audit WHERE request_id = ANY($1::bigint[]) ORDER BY id`,
    [ids],
  );
  return rows;
}
