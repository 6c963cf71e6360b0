import type { Queryable } from '@inca/db';
import { DEMO_CATALOGUE } from '@inca/warehouse';
import { SCHEMA } from '../schema.ts';

/** Seeds the demo catalogue and a few restrictions once. */
export async function seedCatalogue(db: Queryable): Promise<void> {
  const { rows } = await db.query<{ n: string }>(`SELECT count(*) AS n FROM ${SCHEMA}.attributes`);
  if (Number(rows[0]?.n) > 0) return;
  const categories = [...new Set(DEMO_CATALOGUE.map((a) => a.category))];
  for (const [i, name] of categories.entries())
    await db.query(`INSERT INTO ${SCHEMA}.attribute_categories (name, position) VALUES ($1, $2)`, [name, i + 1]);
  for (const [i, a] of DEMO_CATALOGUE.entries()) {
    await db.query(
      `INSERT INTO ${SCHEMA}.attributes (id, category, group_name, business_name, technical_name, attribute_type_code, column_name, options, dependent, required_fields, position)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        a.id,
        a.category,
        a.groupName ?? null,
        a.businessName,
        a.technicalName,
        a.type,
        a.column,
        JSON.stringify(a.options),
        JSON.stringify(a.dependent ?? []),
        JSON.stringify(a.requiredFields ?? {}),
        i + 1,
      ],
    );
  }
  // Brands (024) may not reach the financial company's (011) customers, nor use its risk score.
  await db.query(
    `INSERT INTO ${SCHEMA}.company_restrictions (company_code, restricted_company_code) VALUES ('024', '011'), ('022', '011')`,
  );
  const churn = DEMO_CATALOGUE.find((a) => a.technicalName === 'riesgo_fuga');
  if (churn) await db.query(`INSERT INTO ${SCHEMA}.attribute_restrictions (company_code, attribute_id) VALUES ('024', $1)`, [churn.id]);
}
