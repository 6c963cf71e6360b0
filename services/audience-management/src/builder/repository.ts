import type { Queryable } from '@inca/db';
import type { Attribute, AttributeOption, AttributeType } from '@inca/warehouse';
import { SCHEMA } from '../schema.ts';
import type { Definition } from '../segments/index.ts';

type AttributeRow = {
  id: number;
  category: string;
  group_name: string | null;
  business_name: string;
  technical_name: string;
  attribute_type_code: AttributeType;
  column_name: string;
  dataset_name: string;
  table_name: string;
  options: AttributeOption[];
  dependent: { dependentId: number; orCondition: boolean }[];
  required_fields: { and?: number[]; or?: number[] };
};

const toAttribute = (r: AttributeRow): Attribute & { datasetName: string; tableName: string } => ({
  id: r.id,
  category: r.category,
  groupName: r.group_name ?? undefined,
  businessName: r.business_name,
  technicalName: r.technical_name,
  type: r.attribute_type_code,
  column: r.column_name,
  options: r.options,
  dependent: r.dependent.length ? r.dependent : undefined,
  requiredFields: r.required_fields.and || r.required_fields.or ? r.required_fields : undefined,
  datasetName: r.dataset_name,
  tableName: r.table_name,
});

/** The whole catalogue, in menu order. */
export async function loadCatalogue(db: Queryable): Promise<(Attribute & { datasetName: string; tableName: string })[]> {
  const { rows } = await db.query<AttributeRow>(
    `SELECT a.* FROM ${SCHEMA}.attributes a JOIN ${SCHEMA}.attribute_categories c ON c.name = a.category ORDER BY c.position, a.position, a.id`,
  );
  return rows.map(toAttribute);
}

/** Attribute ids a company may not use. */
export async function restrictedAttributeIds(db: Queryable, companyCode: string): Promise<Set<number>> {
  const { rows } = await db.query<{ attribute_id: number }>(
    `SELECT attribute_id FROM ${SCHEMA}.attribute_restrictions WHERE company_code = $1`,
    [companyCode],
  );
  return new Set(rows.map((r) => r.attribute_id));
}

export async function restrictedCompanies(db: Queryable, companyCode: string): Promise<string[]> {
  const { rows } = await db.query<{ restricted_company_code: string }>(
    `SELECT restricted_company_code FROM ${SCHEMA}.company_restrictions WHERE company_code = $1 ORDER BY 1`,
    [companyCode],
  );
  return rows.map((r) => r.restricted_company_code);
}

/** The retail_purchase_prediction flag of a company (§6). */
export async function hasRetailPurchasePrediction(db: Queryable, companyCode: string): Promise<boolean> {
  const { rows } = await db.query<{ retail_purchase_prediction: string }>(
    `SELECT retail_purchase_prediction FROM ${SCHEMA}.company_flags WHERE company_code = $1`,
    [companyCode],
  );
  return rows[0]?.retail_purchase_prediction === '1';
}

export type StoredSegment = {
  code: string;
  business_name: string;
  definition: Definition;
  preview: Record<string, unknown>;
  segment_type_id: number;
  owner_company_code: string;
  created_by: string;
};

/** Stored definitions and previews of segments (absent codes are simply missing). */
export async function storedSegments(db: Queryable, codes: readonly string[]): Promise<StoredSegment[]> {
  const { rows } = await db.query<StoredSegment>(
    `SELECT code, business_name, definition, preview, segment_type_id, owner_company_code, created_by FROM ${SCHEMA}.segments WHERE code = ANY($1::text[])`,
    [codes],
  );
  return rows;
}

/** Locks the sides of a merge being saved so that a concurrent delete waits (or wins first); returns the codes still there. */
export async function lockMergeSides(db: Queryable, codes: readonly string[]): Promise<string[]> {
  const { rows } = await db.query<{ code: string }>(`SELECT code FROM ${SCHEMA}.segments WHERE code = ANY($1::text[]) FOR SHARE`, [codes]);
  return rows.map((r) => r.code);
}

export type PreviewRecord = { fingerprint: string; result: Record<string, unknown>; company_code: string };

export async function insertPreview(
  db: Queryable,
  preview: { id: string; email: string; companyCode: string; fingerprint: string; result: unknown; ttlHours: number },
): Promise<void> {
  await db.query(`DELETE FROM ${SCHEMA}.segment_previews WHERE created_at < now() - make_interval(hours => $1)`, [preview.ttlHours]);
  await db.query(`INSERT INTO ${SCHEMA}.segment_previews (id, email, company_code, fingerprint, result) VALUES ($1, $2, $3, $4, $5)`, [
    preview.id,
    preview.email,
    preview.companyCode,
    preview.fingerprint,
    JSON.stringify(preview.result),
  ]);
}

/** A caller's own preview, while it is fresh. */
export async function findPreview(db: Queryable, id: string, email: string, ttlHours: number): Promise<PreviewRecord | undefined> {
  const { rows } = await db.query<PreviewRecord>(
    `SELECT fingerprint, result, company_code FROM ${SCHEMA}.segment_previews WHERE id = $1 AND email = $2 AND created_at > now() - make_interval(hours => $3)`,
    [id, email, ttlHours],
  );
  return rows[0];
}

export type SegmentWrite = {
  name: string;
  description: string;
  typeId: number;
  definition: Definition;
  preview: unknown;
  rowCount: number;
};

/** Inserts a builder or merge segment; a duplicate name raises 23505. */
export async function insertBuiltSegment(db: Queryable, owner: string, createdBy: string, s: SegmentWrite): Promise<string> {
  const { rows } = await db.query<{ code: string }>(
    `INSERT INTO ${SCHEMA}.segments (business_name, description, segment_type_id, owner_company_code, created_by, row_count_unique, definition, preview)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING code`,
    [s.name, s.description, s.typeId, owner, createdBy, s.rowCount, JSON.stringify(s.definition), JSON.stringify(s.preview)],
  );
  return rows[0]!.code;
}

export async function updateBuiltSegment(db: Queryable, code: string, s: SegmentWrite): Promise<void> {
  await db.query(
    `UPDATE ${SCHEMA}.segments SET business_name = $2, description = $3, segment_type_id = $4, definition = $5, preview = $6, row_count_unique = $7, last_process_date = now()
      WHERE code = $1`,
    [code, s.name, s.description, s.typeId, JSON.stringify(s.definition), JSON.stringify(s.preview), s.rowCount],
  );
}

/** Stores fresh warehouse counts of a segment; `onlyIfPending` leaves alone one a user saved meanwhile (and keeps its process date). */
export async function storeEvaluation(
  db: Queryable,
  code: string,
  preview: unknown,
  rowCount: number,
  onlyIfPending = false,
): Promise<void> {
  await db.query(
    onlyIfPending
      ? `UPDATE ${SCHEMA}.segments SET preview = $2, row_count_unique = $3 WHERE code = $1 AND preview = '{}'::jsonb`
      : `UPDATE ${SCHEMA}.segments SET preview = $2, row_count_unique = $3, last_process_date = now() WHERE code = $1`,
    [code, JSON.stringify(preview), rowCount],
  );
}

/** Segments with a definition but no counts yet (seeded ones): attribute, cross-table and sandbox segments first, merges after. */
export async function segmentsPendingEvaluation(db: Queryable, limit = 5_000): Promise<{ code: string; owner_company_code: string }[]> {
  const { rows } = await db.query<{ code: string; owner_company_code: string }>(
    `SELECT code, owner_company_code FROM ${SCHEMA}.segments
      WHERE preview = '{}'::jsonb AND (jsonb_array_length(coalesce(definition -> 'attributes', '[]'::jsonb)) > 0 OR definition ? 'cross_table')
      ORDER BY segment_type_id = 3, code LIMIT $1`,
    [limit],
  );
  return rows;
}

export type MergeOptionRow = { code: string; business_name: string; type_name: string | null };

/** Candidate sides of a merge: attribute and merge segments with a definition, newest first. */
export async function mergeCandidates(db: Queryable, limit = 2_000): Promise<MergeOptionRow[]> {
  const { rows } = await db.query<MergeOptionRow>(
    `SELECT code, business_name, definition ->> 'type_name' AS type_name FROM ${SCHEMA}.segments
      WHERE segment_type_id IN (2, 3, 5) AND jsonb_array_length(coalesce(definition -> 'attributes', '[]'::jsonb)) > 0
      ORDER BY last_process_date DESC LIMIT $1`,
    [limit],
  );
  return rows;
}
