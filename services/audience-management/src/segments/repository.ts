import { readTogether, type Queryable } from '@inca/db';
import type { SegmentSort } from '@inca/contracts/audience-management';
import { MERGE_SEGMENT_TYPE, segmentOwnerScope, type CompanyScope, type Identity } from '@inca/domain';
import { companyAccessCodes } from '../directory/index.ts';
import { SCHEMA } from '../schema.ts';

/** Who is asking, as the visibility rule needs it. */
export type SegmentViewer = { email: string; companyCode: string; scope: CompanyScope };

/** The caller's segment scope: the domain rule fed with the directory's company-access list. */
export async function segmentViewerOf(db: Queryable, identity: Pick<Identity, 'email' | 'companyCode' | 'roles'>): Promise<SegmentViewer> {
  return {
    email: identity.email,
    companyCode: identity.companyCode,
    scope: segmentOwnerScope(identity, await companyAccessCodes(db, identity.email)),
  };
}

export type SegmentRow = {
  code: string;
  business_name: string;
  description: string;
  segment_type_id: number;
  segment_type_name: string;
  segment_type_label: string;
  owner_company_code: string;
  owner_company_name: string;
  owner_company_alias: string;
  owner_company_domain: string;
  created_by: string;
  created_date: string;
  last_process_date: string;
  row_count_unique: string;
  num_audiences: number;
  flag_shared: boolean;
  flag_has_audiences: boolean;
  requested: boolean;
  owner_share_action: boolean;
  owner_edit_segment: boolean;
};

export const SORTABLE = {
  last_process_date: 's.last_process_date',
  created_date: 's.created_date',
  business_name: 'lower(s.business_name)',
  row_count_unique: 's.row_count_unique',
  num_audiences: 's.num_audiences',
  owner_company_code: 's.owner_company_code',
  // The type column shows the type's label, so it sorts by the label (not the id).
  segment_type_id: 't.label',
} as const satisfies Record<SegmentSort, string>;

export type SegmentFilter = {
  companyCodes?: string[];
  name?: string;
  typeIds?: number[];
  shared?: 'ALL' | 'SHARED' | 'NOT_SHARED';
  createdFrom?: string;
  createdTo?: string;
  modifiedFrom?: string;
  modifiedTo?: string;
  requestedOnly?: boolean;
  /** Only segments this company may build audiences on (segmentsUsableByCompany). */
  usableBy?: string;
};

export type SegmentQuery = SegmentFilter & {
  sort: keyof typeof SORTABLE;
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
};

/** Builds SQL pieces with numbered parameters; user values only ever travel as parameters. */
class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/**
 * The visibility rule in SQL: segments of companies in the viewer's scope, segments shared with
 * the viewer or the viewer's company, and segments reached through an approved access request of
 * the viewer's company (those are "requested").
 */
/** An approved request opens the segment until its date, inclusive (America/Santiago); none = no end. */
const LIVE_REQUEST = "(ar.until_date IS NULL OR ar.until_date >= (now() AT TIME ZONE 'America/Santiago')::date)";

function visibility(p: Params, viewer: SegmentViewer) {
  const email = p.add(viewer.email.toLowerCase());
  const company = p.add(viewer.companyCode);
  const inScope = viewer.scope.kind === 'all' ? 'true' : `s.owner_company_code = ANY(${p.add(viewer.scope.codes)}::text[])`;
  // Uncorrelated IN subqueries: PostgreSQL hashes each set once instead of probing per row.
  const sharedWithMe = `s.code IN (SELECT sh.segment_code FROM ${SCHEMA}.segment_shares sh
      WHERE (sh.shared_with_type = 'USER' AND sh.shared_with_value = ${email}) OR (sh.shared_with_type = 'COMPANY' AND sh.shared_with_value = ${company}))`;
  const requestedByMe = `s.code IN (SELECT ar.segment_code FROM ${SCHEMA}.access_requests ar
      WHERE ar.requesting_company_code = ${company} AND ar.status = 'APPROVED' AND ${LIVE_REQUEST})`;
  return {
    where: `(${inScope} OR ${sharedWithMe} OR ${requestedByMe})`,
    requested: `(NOT (${inScope}) AND NOT ${sharedWithMe} AND ${requestedByMe})`,
  };
}

/** Owned by the company, shared with it (the company or one of its users), or opened by its live approved request. */
const usableBy = (company: string) => `(s.owner_company_code = ${company}
  OR s.code IN (SELECT sh.segment_code FROM ${SCHEMA}.segment_shares sh WHERE sh.shared_with_company_code = ${company})
  OR s.code IN (SELECT ar.segment_code FROM ${SCHEMA}.access_requests ar WHERE ar.requesting_company_code = ${company} AND ar.status = 'APPROVED' AND ${LIVE_REQUEST}))`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const SANTIAGO = `'America/Santiago'`;

function filters(p: Params, f: SegmentFilter, requestedExpr: string): string[] {
  const where: string[] = [];
  if (f.companyCodes?.length) where.push(`s.owner_company_code = ANY(${p.add(f.companyCodes)}::text[])`);
  // Accent- and case-insensitive: the stored folded name, served by its trigram index (migration 017).
  if (f.name) where.push(`s.name_folded LIKE ${SCHEMA}.fold_text(${p.add(`%${escapeLike(f.name)}%`)})`);
  if (f.typeIds?.length) where.push(`s.segment_type_id = ANY(${p.add(f.typeIds)}::int[])`);
  if (f.shared === 'SHARED') where.push('s.flag_shared');
  if (f.shared === 'NOT_SHARED') where.push('NOT s.flag_shared');
  if (f.createdFrom) where.push(`s.created_date >= (${p.add(f.createdFrom)}::date)::timestamp AT TIME ZONE ${SANTIAGO}`);
  if (f.createdTo) where.push(`s.created_date < (${p.add(f.createdTo)}::date + 1)::timestamp AT TIME ZONE ${SANTIAGO}`);
  if (f.modifiedFrom) where.push(`s.last_process_date >= (${p.add(f.modifiedFrom)}::date)::timestamp AT TIME ZONE ${SANTIAGO}`);
  if (f.modifiedTo) where.push(`s.last_process_date < (${p.add(f.modifiedTo)}::date + 1)::timestamp AT TIME ZONE ${SANTIAGO}`);
  if (f.requestedOnly) where.push(requestedExpr);
  if (f.usableBy) where.push(usableBy(p.add(f.usableBy)));
  return where;
}

function selectRows(requestedExpr: string) {
  return `SELECT s.code, s.business_name, s.description, s.segment_type_id, t.name AS segment_type_name, t.label AS segment_type_label,
                 s.owner_company_code, c.name AS owner_company_name, c.alias AS owner_company_alias, c.domain AS owner_company_domain, s.created_by,
                 s.created_date, s.last_process_date, s.row_count_unique, s.num_audiences, s.flag_shared,
                 s.num_audiences > 0 AS flag_has_audiences, ${requestedExpr} AS requested,
                 coalesce(f.share_action, '0') = '1' AS owner_share_action, coalesce(f.edit_segment, '0') = '1' AS owner_edit_segment
            FROM ${SCHEMA}.segments s
            JOIN ${SCHEMA}.segment_types t ON t.id = s.segment_type_id
            JOIN ${SCHEMA}.companies c ON c.code = s.owner_company_code
            LEFT JOIN ${SCHEMA}.company_flags f ON f.company_code = s.owner_company_code`;
}

/** One page of the segments the viewer may see, filtered and sorted in SQL, with the total. */
export async function listSegments(db: Queryable, viewer: SegmentViewer, q: SegmentQuery): Promise<{ rows: SegmentRow[]; total: number }> {
  const p = new Params();
  const vis = visibility(p, viewer);
  const where = [vis.where, ...filters(p, q, vis.requested)].join(' AND ');
  const countValues = [...p.values];
  const direction = q.order === 'asc' ? 'ASC' : 'DESC';
  const sql = `${selectRows(vis.requested)} WHERE ${where}
               ORDER BY ${SORTABLE[q.sort]} ${direction}, s.code ${direction}
               LIMIT ${p.add(q.limit)} OFFSET ${p.add(q.offset)}`;
  const [page, count] = await readTogether(
    db,
    () => db.query<SegmentRow>(sql, p.values),
    () => db.query<{ n: string }>(`SELECT count(*) AS n FROM ${SCHEMA}.segments s WHERE ${where}`, countValues),
  );
  return { rows: page.rows, total: Number(count.rows[0]?.n ?? 0) };
}

/** The visible segments among `codes` (others are simply absent: not found for this viewer). */
export async function findVisibleSegments(db: Queryable, viewer: SegmentViewer, codes: readonly string[]): Promise<SegmentRow[]> {
  const p = new Params();
  const vis = visibility(p, viewer);
  const { rows } = await db.query<SegmentRow>(
    `${selectRows(vis.requested)} WHERE s.code = ANY(${p.add(codes)}::text[]) AND ${vis.where}`,
    p.values,
  );
  return rows;
}

/**
 * Which of `codes` a company may build audiences on: its own segments, those shared with it (the
 * company or one of its users) and those its approved request opened. Whoever asks, this is about
 * the audience's company: a steward's wider view must not lend one company another's customers.
 */
export async function segmentsUsableByCompany(db: Queryable, companyCode: string, codes: readonly string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const { rows } = await db.query<{ code: string }>(
    `SELECT s.code FROM ${SCHEMA}.segments s WHERE s.code = ANY($2::text[]) AND ${usableBy('$1')}`,
    [companyCode, codes],
  );
  return new Set(rows.map((r) => r.code));
}

/** Codes of segments the viewer's company reached through approved access requests. */
export async function requestedSegmentCodes(db: Queryable, viewer: SegmentViewer): Promise<string[]> {
  const p = new Params();
  const vis = visibility(p, viewer);
  const { rows } = await db.query<{ code: string }>(
    `SELECT s.code FROM ${SCHEMA}.segments s WHERE ${vis.requested} ORDER BY s.code`,
    p.values,
  );
  return rows.map((r) => r.code);
}

export type SegmentAudienceRow = {
  id: string;
  segment_code: string;
  custom_audience_id: string;
  custom_audience_name: string;
  custom_audience_description: string;
  segment_company_company_name: string;
  ads_platform_code: string;
  assignment_status_code: string;
  assignment_status_date: string;
  source_file_row_count: string;
  frequency: string;
  update_date_number: number | null;
  start_date: string;
  end_date: string | null;
  audience_last_process_date: string | null;
  audience_match_count: string;
};

export async function audiencesOfSegments(db: Queryable, codes: readonly string[]): Promise<SegmentAudienceRow[]> {
  const { rows } = await db.query<SegmentAudienceRow>(
    `SELECT a.id, a.segment_code, a.custom_audience_id, a.custom_audience_name, a.custom_audience_description,
            c.name AS segment_company_company_name, a.ads_platform_code, a.assignment_status_code, a.assignment_status_date,
            a.source_file_row_count, a.frequency, a.update_date_number, to_char(a.start_date, 'YYYY-MM-DD') AS start_date,
            to_char(a.end_date, 'YYYY-MM-DD') AS end_date, a.last_process_date AS audience_last_process_date, a.audience_match_count
       FROM ${SCHEMA}.audiences a JOIN ${SCHEMA}.companies c ON c.code = a.company_code
      WHERE a.segment_code = ANY($1::text[])
      ORDER BY a.segment_code, a.created_date DESC, a.id`,
    [codes],
  );
  return rows;
}

export type SegmentTypeRow = { id: number; name: string; label: string };

export async function segmentTypes(db: Queryable): Promise<SegmentTypeRow[]> {
  return (await db.query<SegmentTypeRow>(`SELECT id, name, label FROM ${SCHEMA}.segment_types ORDER BY id`)).rows;
}

export type ShareRow = {
  sharing_id: string;
  segment_code: string;
  shared_with_type: 'USER' | 'COMPANY';
  shared_with_value: string;
  shared_with_company_code: string;
  shared_with_company_name: string;
  shared_with_company_alias: string;
  shared_with_company_domain: string;
  created_by: string;
  created_date: string;
};

export async function sharesOf(db: Queryable, code: string): Promise<ShareRow[]> {
  const { rows } = await db.query<ShareRow>(
    `SELECT sh.sharing_id, sh.segment_code, sh.shared_with_type, sh.shared_with_value, sh.shared_with_company_code,
            c.name AS shared_with_company_name, c.alias AS shared_with_company_alias, c.domain AS shared_with_company_domain, sh.created_by, sh.created_date
       FROM ${SCHEMA}.segment_shares sh JOIN ${SCHEMA}.companies c ON c.code = sh.shared_with_company_code
      WHERE sh.segment_code = $1 ORDER BY sh.created_date DESC, sh.sharing_id DESC`,
    [code],
  );
  return rows;
}

/** Shares of several segments at once (each row carries its segment_code). */
export async function sharesOfMany(db: Queryable, codes: readonly string[]): Promise<ShareRow[]> {
  if (codes.length === 0) return [];
  const { rows } = await db.query<ShareRow>(
    `SELECT sh.sharing_id, sh.segment_code, sh.shared_with_type, sh.shared_with_value, sh.shared_with_company_code,
            c.name AS shared_with_company_name, c.alias AS shared_with_company_alias, c.domain AS shared_with_company_domain, sh.created_by, sh.created_date
       FROM ${SCHEMA}.segment_shares sh JOIN ${SCHEMA}.companies c ON c.code = sh.shared_with_company_code
      WHERE sh.segment_code = ANY($1::text[]) ORDER BY sh.segment_code, sh.created_date DESC, sh.sharing_id DESC`,
    [codes],
  );
  return rows;
}

export type RequestDetailRow = {
  id: string;
  segment_code: string;
  requesting_company_code: string;
  requesting_company_name: string;
  requesting_company_alias: string;
  requesting_company_domain: string;
  requested_by: string;
  reason: string;
  status: string;
  reviewed_by: string | null;
  reviewed_date: string | null;
  created_date: string;
};

export async function approvedRequests(db: Queryable, code: string, onlyCompany?: string): Promise<RequestDetailRow[]> {
  const { rows } = await db.query<RequestDetailRow>(
    `SELECT ar.id, ar.segment_code, ar.requesting_company_code, c.name AS requesting_company_name, c.alias AS requesting_company_alias, c.domain AS requesting_company_domain, ar.requested_by, ar.reason,
            ar.status, ar.reviewed_by, ar.reviewed_date, ar.created_date
       FROM ${SCHEMA}.access_requests ar JOIN ${SCHEMA}.companies c ON c.code = ar.requesting_company_code
      WHERE ar.segment_code = $1 AND ar.status = 'APPROVED' AND ($2::text IS NULL OR ar.requesting_company_code = $2)
      ORDER BY ar.reviewed_date DESC NULLS LAST, ar.id DESC`,
    [code, onlyCompany ?? null],
  );
  return rows;
}

/**
 * Approved requests of several segments at once: for the codes in `onlyOwnCodes`, only those of
 * `company` (the same rule as approvedRequests with onlyCompany, per segment).
 */
export async function approvedRequestsMany(
  db: Queryable,
  codes: readonly string[],
  onlyOwnCodes: readonly string[],
  company: string,
): Promise<RequestDetailRow[]> {
  if (codes.length === 0) return [];
  const { rows } = await db.query<RequestDetailRow>(
    `SELECT ar.id, ar.segment_code, ar.requesting_company_code, c.name AS requesting_company_name, c.alias AS requesting_company_alias, c.domain AS requesting_company_domain, ar.requested_by, ar.reason,
            ar.status, ar.reviewed_by, ar.reviewed_date, ar.created_date
       FROM ${SCHEMA}.access_requests ar JOIN ${SCHEMA}.companies c ON c.code = ar.requesting_company_code
      WHERE ar.segment_code = ANY($1::text[]) AND ar.status = 'APPROVED'
        AND (NOT (ar.segment_code = ANY($2::text[])) OR ar.requesting_company_code = $3)
      ORDER BY ar.segment_code, ar.reviewed_date DESC NULLS LAST, ar.id DESC`,
    [codes, onlyOwnCodes, company],
  );
  return rows;
}

/** Locks a segment for a delete; false when it is gone already. */
export async function lockSegmentForDelete(db: Queryable, code: string): Promise<boolean> {
  return Boolean((await db.query(`SELECT code FROM ${SCHEMA}.segments WHERE code = $1 FOR UPDATE`, [code])).rowCount);
}

export async function deleteSegment(db: Queryable, code: string): Promise<void> {
  await db.query(`DELETE FROM ${SCHEMA}.segments WHERE code = $1`, [code]);
}

/**
 * A copy of a segment owned by `owner`; undefined when the source is gone. A duplicate name raises 23505.
 * The copy keeps the source's counts but is made now: its "Última modificación" is its creation, never earlier.
 */
export async function duplicateSegment(
  db: Queryable,
  code: string,
  name: string,
  owner: string,
  createdBy: string,
): Promise<string | undefined> {
  const { rows } = await db.query<{ code: string }>(
    `INSERT INTO ${SCHEMA}.segments (business_name, description, segment_type_id, owner_company_code, created_by, row_count_unique, definition, preview, created_date, last_process_date)
     SELECT $2, description, segment_type_id, $3, $4, row_count_unique, definition, preview, now(), now()
       FROM ${SCHEMA}.segments WHERE code = $1
     RETURNING code`,
    [code, name, owner, createdBy],
  );
  return rows[0]?.code;
}

export type MergeUseRow = { segment_code: string; code: string; business_name: string };

/** Merge segments (any company) whose stored definition uses one of `codes` as segment A or B. */
export async function mergeUsesOf(db: Queryable, codes: readonly string[]): Promise<MergeUseRow[]> {
  if (codes.length === 0) return [];
  const { rows } = await db.query<MergeUseRow>(
    `SELECT side.code AS segment_code, m.code, m.business_name
       FROM ${SCHEMA}.segments m
       CROSS JOIN LATERAL jsonb_array_elements_text(m.definition -> 'attributes' -> 0 -> 'attribute_value') AS side(code)
      WHERE m.segment_type_id = ${MERGE_SEGMENT_TYPE}
        AND jsonb_typeof(m.definition -> 'attributes' -> 0 -> 'attribute_value') = 'array'
        AND (m.definition -> 'attributes' -> 0 -> 'attribute_value') ?| $1::text[]
        AND side.code = ANY($1::text[])
      ORDER BY side.code, m.business_name, m.code`,
    [codes],
  );
  return rows;
}

/**
 * Owner companies of the segments the viewer sees besides their own scope: shared with them or
 * their company, or reached through an approved request of their company.
 */
export async function ownersOfSharedAndRequested(db: Queryable, viewer: SegmentViewer): Promise<string[]> {
  const { rows } = await db.query<{ owner_company_code: string }>(
    `SELECT DISTINCT s.owner_company_code FROM ${SCHEMA}.segments s
      WHERE s.code IN (SELECT sh.segment_code FROM ${SCHEMA}.segment_shares sh
                        WHERE (sh.shared_with_type = 'USER' AND sh.shared_with_value = $1) OR (sh.shared_with_type = 'COMPANY' AND sh.shared_with_value = $2))
         OR s.code IN (SELECT ar.segment_code FROM ${SCHEMA}.access_requests ar WHERE ar.requesting_company_code = $2 AND ar.status = 'APPROVED' AND ${LIVE_REQUEST})
      ORDER BY 1`,
    [viewer.email.toLowerCase(), viewer.companyCode],
  );
  return rows.map((r) => r.owner_company_code);
}

/** Adds a share; undefined when the segment is already shared with that user or company. */
export async function insertShare(
  db: Queryable,
  share: { code: string; type: 'USER' | 'COMPANY'; value: string; companyCode: string; createdBy: string },
): Promise<string | undefined> {
  const { rows } = await db.query<{ sharing_id: string }>(
    `INSERT INTO ${SCHEMA}.segment_shares (segment_code, shared_with_type, shared_with_value, shared_with_company_code, created_by)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING RETURNING sharing_id`,
    [share.code, share.type, share.value, share.companyCode, share.createdBy],
  );
  return rows[0]?.sharing_id;
}

export async function deleteShare(db: Queryable, code: string, sharingId: number): Promise<boolean> {
  return Boolean(
    (await db.query(`DELETE FROM ${SCHEMA}.segment_shares WHERE sharing_id = $1 AND segment_code = $2`, [sharingId, code])).rowCount,
  );
}

/** Recomputes the denormalised audience count and shared flag (after share and audience writes). */
export async function refreshSegmentCounters(db: Queryable, codes?: readonly string[]): Promise<void> {
  await db.query(
    `UPDATE ${SCHEMA}.segments s
        SET num_audiences = (SELECT count(*) FROM ${SCHEMA}.audiences a WHERE a.segment_code = s.code),
            flag_shared = EXISTS (SELECT 1 FROM ${SCHEMA}.segment_shares sh WHERE sh.segment_code = s.code)
      WHERE $1::text[] IS NULL OR s.code = ANY($1)`,
    [codes ?? null],
  );
}
