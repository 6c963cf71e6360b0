import type { Queryable } from '@inca/db';
import { SCHEMA } from '../schema.ts';

/** Every SQL statement of the access feature: segment access requests, restrictions, their audit trail. */

export type AuditEntity = 'REQUEST' | 'COMPANY_RESTRICTION' | 'ATTRIBUTE_RESTRICTION';

export type RequestRow = {
  id: string;
  segment_code: string;
  segment_business_name: string;
  segment_description: string;
  segment_type_id: number;
  requesting_company_code: string;
  requested_company_code: string;
  requested_by: string;
  reason: string;
  status: 'PENDING' | 'APPROVED' | 'DECLINED';
  state_date: string;
  until_date: string | null;
  reviewed_by: string | null;
};

const REQUEST_COLUMNS = `ar.id::text AS id, ar.segment_code, s.business_name AS segment_business_name, s.description AS segment_description,
  s.segment_type_id, ar.requesting_company_code, s.owner_company_code AS requested_company_code, ar.requested_by, ar.reason, ar.status,
  COALESCE(ar.reviewed_date, ar.created_date) AS state_date, to_char(ar.until_date, 'YYYY-MM-DD') AS until_date, ar.reviewed_by`;
const REQUEST_FROM = `${SCHEMA}.access_requests ar JOIN ${SCHEMA}.segments s ON s.code = ar.segment_code`;

export type RequestFilter = {
  status?: string[];
  requestingCompanyCodes?: string[];
  requestedCompanyCodes?: string[];
  requestedBy?: string;
  segmentName?: string;
  stateDateFrom?: string;
  stateDateTo?: string;
  untilDateFrom?: string;
  untilDateTo?: string;
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Requests whose requested company is among `deciding` (all when null), filtered, latest state date
 * first. Date filters compare the first 10 characters (a Chilean calendar day), inclusive.
 */
export async function listRequests(
  db: Queryable,
  deciding: readonly string[] | null,
  f: RequestFilter,
  limit: number,
  offset: number,
): Promise<{ rows: RequestRow[]; total: number }> {
  const day = (column: string) => `to_char(${column} AT TIME ZONE 'America/Santiago', 'YYYY-MM-DD')`;
  const { rows } = await db.query<RequestRow & { total: string }>(
    `SELECT ${REQUEST_COLUMNS}, count(*) OVER () AS total FROM ${REQUEST_FROM}
      WHERE ($1::text[] IS NULL OR s.owner_company_code = ANY($1::text[]))
        AND ($2::text[] IS NULL OR ar.status = ANY($2::text[]))
        AND ($3::text[] IS NULL OR ar.requesting_company_code = ANY($3::text[]))
        AND ($4::text[] IS NULL OR s.owner_company_code = ANY($4::text[]))
        AND ($5::text IS NULL OR ar.requested_by LIKE '%' || $5 || '%')
        AND ($6::text IS NULL OR s.name_folded LIKE '%' || ${SCHEMA}.fold_text($6) || '%')
        AND ($7::text IS NULL OR ${day('COALESCE(ar.reviewed_date, ar.created_date)')} >= $7)
        AND ($8::text IS NULL OR ${day('COALESCE(ar.reviewed_date, ar.created_date)')} <= $8)
        AND ($9::date IS NULL OR ar.until_date >= $9::date)
        AND ($10::date IS NULL OR ar.until_date <= $10::date)
      ORDER BY COALESCE(ar.reviewed_date, ar.created_date) DESC, ar.id DESC
      LIMIT $11 OFFSET $12`,
    [
      deciding,
      f.status?.length ? f.status : null,
      f.requestingCompanyCodes?.length ? f.requestingCompanyCodes : null,
      f.requestedCompanyCodes?.length ? f.requestedCompanyCodes : null,
      f.requestedBy ? escapeLike(f.requestedBy.toLowerCase()) : null,
      f.segmentName ? escapeLike(f.segmentName) : null,
      f.stateDateFrom ?? null,
      f.stateDateTo ?? null,
      f.untilDateFrom ?? null,
      f.untilDateTo ?? null,
      limit,
      offset,
    ],
  );
  return { rows, total: Number(rows[0]?.total ?? 0) };
}

export async function findRequests(db: Queryable, ids: readonly number[], forUpdate = false): Promise<RequestRow[]> {
  const { rows } = await db.query<RequestRow>(
    `SELECT ${REQUEST_COLUMNS} FROM ${REQUEST_FROM} WHERE ar.id = ANY($1::bigint[]) ORDER BY ar.id${forUpdate ? ' FOR UPDATE OF ar' : ''}`,
    [ids],
  );
  return rows;
}

/** Whether the segment already has a pending request from one of the companies. */
export async function pendingRequestExists(db: Queryable, segmentCode: string, companies: readonly string[]): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM ${SCHEMA}.access_requests WHERE segment_code = $1 AND requesting_company_code = ANY($2::text[]) AND status = 'PENDING' LIMIT 1`,
    [segmentCode, companies],
  );
  return rows.length > 0;
}

export async function insertRequest(
  db: Queryable,
  r: { segmentCode: string; company: string; login: string; reason: string; untilDate: string },
): Promise<number> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO ${SCHEMA}.access_requests (segment_code, requesting_company_code, requested_by, reason, status, until_date)
     VALUES ($1, $2, $3, $4, 'PENDING', $5::date) RETURNING id`,
    [r.segmentCode, r.company, r.login, r.reason, r.untilDate],
  );
  return Number(rows[0]!.id);
}

/** A decision (approve, decline) moves the state date; an until-date update keeps it. */
export async function setRequestState(
  db: Queryable,
  id: number,
  status: string,
  untilDate: string | null,
  reviewer: string,
  movesStateDate: boolean,
): Promise<void> {
  await db.query(
    `UPDATE ${SCHEMA}.access_requests SET status = $2, until_date = $3::date, reviewed_by = $4,
            reviewed_date = CASE WHEN $5 THEN now() ELSE reviewed_date END WHERE id = $1`,
    [id, status, untilDate, reviewer, movesStateDate],
  );
}

export async function addAudit(
  db: Queryable,
  entity: AuditEntity,
  key: string,
  action: string,
  actor: string,
  before: unknown,
  after: unknown,
): Promise<void> {
  await db.query(
    `INSERT INTO ${SCHEMA}.access_audit (entity, entity_key, action, actor, before, after) VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb)`,
    [entity, key, action, actor, before === null || before === undefined ? null : JSON.stringify(before), JSON.stringify(after)],
  );
}

export type AuditRow = { entity_key: string; action: string; actor: string; at: string; before: unknown; after: unknown };

export async function auditOf(db: Queryable, entity: AuditEntity, keys: readonly string[]): Promise<AuditRow[]> {
  const { rows } = await db.query<AuditRow>(
    `SELECT entity_key, action, actor, at, before, after FROM ${SCHEMA}.access_audit WHERE entity = $1 AND entity_key = ANY($2::text[]) ORDER BY id`,
    [entity, keys],
  );
  return rows;
}

export type RequestableRow = { code: string; business_name: string; owner_company_code: string; segment_type_id: number };

/** Segments that may be named in a new request, by name (accent- and case-insensitive), most recent first, at most 50. */
export async function requestableSegments(db: Queryable, search: string | undefined): Promise<RequestableRow[]> {
  const { rows } = await db.query<RequestableRow>(
    `SELECT code, business_name, owner_company_code, segment_type_id FROM ${SCHEMA}.segments
      WHERE ($1::text IS NULL OR ${SCHEMA}.fold_text(business_name) LIKE '%' || ${SCHEMA}.fold_text($1) || '%')
      ORDER BY created_date DESC, code DESC LIMIT 50`,
    [search ? escapeLike(search) : null],
  );
  return rows;
}

export async function segmentOwner(db: Queryable, code: string): Promise<string | undefined> {
  const { rows } = await db.query<{ owner_company_code: string }>(`SELECT owner_company_code FROM ${SCHEMA}.segments WHERE code = $1`, [
    code,
  ]);
  return rows[0]?.owner_company_code;
}

export async function allCompanyRestrictions(db: Queryable): Promise<{ company_code: string; restricted_company_code: string }[]> {
  const { rows } = await db.query<{ company_code: string; restricted_company_code: string }>(
    `SELECT company_code, restricted_company_code FROM ${SCHEMA}.company_restrictions ORDER BY company_code, restricted_company_code`,
  );
  return rows;
}

/** Replaces a company's restricted companies; answers the list before the change. */
export async function replaceCompanyRestrictions(db: Queryable, company: string, restricted: readonly string[]): Promise<string[]> {
  const { rows } = await db.query<{ restricted_company_code: string }>(
    `DELETE FROM ${SCHEMA}.company_restrictions WHERE company_code = $1 RETURNING restricted_company_code`,
    [company],
  );
  if (restricted.length) {
    await db.query(`INSERT INTO ${SCHEMA}.company_restrictions (company_code, restricted_company_code) SELECT $1, unnest($2::text[])`, [
      company,
      restricted,
    ]);
  }
  return rows.map((r) => r.restricted_company_code).sort();
}

export async function attributeRestrictionIds(db: Queryable, company: string): Promise<number[]> {
  const { rows } = await db.query<{ attribute_id: number }>(
    `SELECT attribute_id FROM ${SCHEMA}.attribute_restrictions WHERE company_code = $1 ORDER BY attribute_id`,
    [company],
  );
  return rows.map((r) => r.attribute_id);
}

export async function replaceAttributeRestrictions(db: Queryable, company: string, ids: readonly number[]): Promise<number[]> {
  const { rows } = await db.query<{ attribute_id: number }>(
    `DELETE FROM ${SCHEMA}.attribute_restrictions WHERE company_code = $1 RETURNING attribute_id`,
    [company],
  );
  if (ids.length) {
    await db.query(`INSERT INTO ${SCHEMA}.attribute_restrictions (company_code, attribute_id) SELECT $1, unnest($2::int[])`, [
      company,
      ids,
    ]);
  }
  return rows.map((r) => r.attribute_id).sort((a, b) => a - b);
}

export async function existingAttributeIds(db: Queryable, ids: readonly number[]): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(`SELECT id FROM ${SCHEMA}.attributes WHERE id = ANY($1::int[])`, [ids]);
  return rows.map((r) => r.id);
}
