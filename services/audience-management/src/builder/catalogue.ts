import type { Queryable } from '@inca/db';
import { DEMO_CATALOGUE, type Attribute, type AttributeOption, type AttributeType } from '@inca/warehouse';

const S = 'audience_management';

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
    `SELECT a.* FROM ${S}.attributes a JOIN ${S}.attribute_categories c ON c.name = a.category ORDER BY c.position, a.position, a.id`,
  );
  return rows.map(toAttribute);
}

/** Attribute ids a company may not use. */
export async function restrictedAttributeIds(db: Queryable, companyCode: string): Promise<Set<number>> {
  const { rows } = await db.query<{ attribute_id: number }>(`SELECT attribute_id FROM ${S}.attribute_restrictions WHERE company_code = $1`, [companyCode]);
  return new Set(rows.map((r) => r.attribute_id));
}

export async function restrictedCompanies(db: Queryable, companyCode: string): Promise<string[]> {
  const { rows } = await db.query<{ restricted_company_code: string }>(
    `SELECT restricted_company_code FROM ${S}.company_restrictions WHERE company_code = $1 ORDER BY 1`,
    [companyCode],
  );
  return rows.map((r) => r.restricted_company_code);
}

/** Seeds the demo catalogue and a few restrictions once. */
export async function seedCatalogue(db: Queryable): Promise<void> {
  const { rows } = await db.query<{ n: string }>(`SELECT count(*) AS n FROM ${S}.attributes`);
  if (Number(rows[0]?.n) > 0) return;
  const categories = [...new Set(DEMO_CATALOGUE.map((a) => a.category))];
  for (const [i, name] of categories.entries()) await db.query(`INSERT INTO ${S}.attribute_categories (name, position) VALUES ($1, $2)`, [name, i + 1]);
  for (const [i, a] of DEMO_CATALOGUE.entries()) {
    await db.query(
      `INSERT INTO ${S}.attributes (id, category, group_name, business_name, technical_name, attribute_type_code, column_name, options, dependent, required_fields, position)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [a.id, a.category, a.groupName ?? null, a.businessName, a.technicalName, a.type, a.column, JSON.stringify(a.options), JSON.stringify(a.dependent ?? []), JSON.stringify(a.requiredFields ?? {}), i + 1],
    );
  }
  // Brands (024) may not reach the financial company's (011) customers, nor use its risk score.
  await db.query(`INSERT INTO ${S}.company_restrictions (company_code, restricted_company_code) VALUES ('024', '011'), ('022', '011')`);
  const churn = DEMO_CATALOGUE.find((a) => a.technicalName === 'riesgo_fuga');
  if (churn) await db.query(`INSERT INTO ${S}.attribute_restrictions (company_code, attribute_id) VALUES ('024', $1)`, [churn.id]);
}
