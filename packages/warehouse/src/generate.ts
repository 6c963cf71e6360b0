/**
 * The deterministic synthetic customer base, generated inside DuckDB: every column derives from
 * hash(customer_id, column salt), so a size always yields the same customers. Categorical
 * attributes are small integer codes; identifiers appear at realistic rates.
 */
export const CUSTOMERS_TABLE = 'customers';

// u(k): a uniform number in [0, 1) for this customer and salt k.
const u = (k: number) => `((hash(g * 1000003 + ${k}) % 1000000) / 1000000.0)`;
const pick = (k: number, n: number, base = 1) => `CAST(${base} + floor(${u(k)} * ${n}) AS UTINYINT)`;

export function customersSql(size: number): string {
  if (!Number.isInteger(size) || size < 1) throw new Error('El tamaño del almacén debe ser un entero positivo.');
  return `
CREATE OR REPLACE TABLE ${CUSTOMERS_TABLE} AS
WITH base AS (
  SELECT g AS customer_id, g,
    -- Company membership: a main company and, for about a third, a second one.
    (CASE WHEN ${u(1)} < 0.35 THEN 1 WHEN ${u(1)} < 0.75 THEN 2 WHEN ${u(1)} < 0.93 THEN 4 ELSE 8 END)
      | (CASE WHEN ${u(2)} < 0.33 THEN (CASE WHEN ${u(3)} < 0.5 THEN 2 ELSE 1 END) ELSE 0 END) AS companies,
    CAST(18 + floor(pow(${u(4)}, 1.3) * 73) AS UTINYINT) AS age,
    CAST(CASE WHEN ${u(5)} < 0.42 THEN 7 ELSE 1 + floor(${u(6)} * 16) END AS UTINYINT) AS region,
    CAST(floor(pow(${u(7)}, 2.2) * 120) AS USMALLINT) AS purchases_12m
  FROM range(1, ${size + 1}) r(g)
)
SELECT customer_id,
  CAST(companies AS UTINYINT) AS companies,
  CAST(bit_count(CAST(companies AS UTINYINT)) AS UTINYINT) AS company_count,
  ${u(10)} < 0.72 AS has_email,
  ${u(11)} < 0.58 AS has_phone,
  ${u(12)} < 0.41 AS has_maid,
  ${u(13)} < 0.55 AS accepts_email,
  ${pick(14, 4)} AS preferred_channel,
  CAST(CASE WHEN ${u(15)} < 0.52 THEN 1 WHEN ${u(15)} < 0.97 THEN 2 ELSE 3 END AS UTINYINT) AS gender,
  age,
  ${u(16)} < (CASE WHEN age BETWEEN 28 AND 55 THEN 0.6 ELSE 0.2 END) AS has_children,
  CAST(CASE WHEN ${u(17)} < 0.1 THEN 1 WHEN ${u(17)} < 0.3 THEN 2 WHEN ${u(17)} < 0.6 THEN 3 WHEN ${u(17)} < 0.9 THEN 4 ELSE 5 END AS UTINYINT) AS nse,
  ${pick(18, 4)} AS income_band,
  region,
  CAST(region * 10 + 1 + floor(${u(19)} * 4) AS USMALLINT) AS commune,
  CAST(CASE WHEN region <= 5 THEN 1 WHEN region <= 11 THEN 2 ELSE 3 END AS UTINYINT) AS zone,
  ${u(20)} < 0.86 AS urban,
  purchases_12m,
  CAST(CASE WHEN purchases_12m = 0 THEN 365 + floor(${u(21)} * 635) ELSE floor(${u(21)} * 365 / sqrt(purchases_12m)) END AS USMALLINT) AS recency_days,
  CAST(purchases_12m * (5 + floor(${u(22)} * 60)) AS UINTEGER) AS spend_12m,
  CAST(CASE WHEN purchases_12m = 0 THEN 0 ELSE 5 + floor(${u(22)} * 60) END AS USMALLINT) AS avg_ticket,
  CAST((CASE WHEN ${u(23)} < 0.3 THEN 1 ELSE 0 END) | (CASE WHEN ${u(24)} < 0.45 THEN 2 ELSE 0 END) | (CASE WHEN ${u(25)} < 0.25 THEN 4 ELSE 0 END)
     | (CASE WHEN ${u(26)} < 0.6 THEN 8 ELSE 0 END) | (CASE WHEN ${u(27)} < 0.2 THEN 16 ELSE 0 END) | (CASE WHEN ${u(28)} < 0.15 THEN 32 ELSE 0 END)
     | (CASE WHEN ${u(29)} < 0.12 THEN 64 ELSE 0 END) | (CASE WHEN ${u(30)} < 0.18 THEN 128 ELSE 0 END) AS UTINYINT) AS category_mask,
  ${u(31)} < 0.38 AS online_buyer,
  ${pick(32, 3)} AS purchase_channel,
  ${pick(33, 5)} AS rfm_r,
  CAST(least(5, 1 + floor(purchases_12m / 12)) AS UTINYINT) AS rfm_f,
  ${pick(34, 5)} AS rfm_m,
  ${pick(35, 5)} AS value_segment,
  CAST(CASE WHEN ${u(36)} < 0.55 THEN 1 WHEN ${u(36)} < 0.8 THEN 2 WHEN ${u(36)} < 0.95 THEN 3 ELSE 4 END AS UTINYINT) AS loyalty_tier,
  CAST(floor(pow(${u(37)}, 2) * 200000) AS UINTEGER) AS points,
  CAST(floor(${u(38)} * 31) AS UTINYINT) AS member_years,
  ${u(39)} < 0.33 AS app_installed,
  CAST(floor(pow(${u(40)}, 3) * 101) AS UTINYINT) AS web_visits_30d,
  CAST(floor(${u(41)} * 101) AS UTINYINT) AS pp_electro,
  CAST(floor(${u(42)} * 101) AS UTINYINT) AS pp_vestuario,
  CAST(floor(${u(43)} * 101) AS UTINYINT) AS pp_hogar,
  CAST(floor(${u(44)} * 101) AS UTINYINT) AS churn_score
FROM base`;
}

/**
 * The customers with their identifier values: every column of the synthetic base plus e-mail, phone,
 * names, country and mobile advertising id, as a real customer table holds them. The synthetic base
 * keeps only which identifiers a customer has (has_email, has_phone, has_maid); the values are derived
 * here from the customer id, deterministically, in the shapes real CRM data comes in (mixed case,
 * spaces, gmail dots and +tags, Chilean phones in several formats, placeholders), so the normalizers
 * see the cases that matter. The BigQuery fake answers BigQuery's `customers` from this view, so both
 * executors read the same values. DuckDB's own member reads put the expressions in their select list
 * over the table (identifierSql): through the view, DuckDB leaves a company filter above the view's
 * projection and derives identifiers for customers it then drops.
 */
export const CUSTOMER_IDENTIFIERS_VIEW = 'customers_with_identifiers';

/** The identifier columns of the customer table (besides customer_id). */
export const IDENTIFIER_COLUMNS = ['email', 'phone', 'first_name', 'last_name', 'country', 'maid'] as const;
export type IdentifierColumn = (typeof IDENTIFIER_COLUMNS)[number];

const h = (salt: number) => `hash(customer_id * 7919 + ${salt})`;
const DOMAINS = `['gmail.com', 'hotmail.com', 'yahoo.es', 'outlook.com', 'empresa.cl']`;
const digits8 = `lpad(CAST((customer_id * 7331 + 1000) % 100000000 AS VARCHAR), 8, '0')`;

const IDENTIFIER_SQL: Record<IdentifierColumn, string> = {
  email: `CASE WHEN has_email THEN CASE ${h(1)} % 25
  WHEN 0 THEN 'sin correo'
  WHEN 1 THEN ' Cliente.' || customer_id || '+promo@Gmail.com '
  WHEN 2 THEN 'CLIENTE' || customer_id || '@HOTMAIL.COM'
  ELSE 'cliente' || customer_id || '@' || ${DOMAINS}[1 + CAST(${h(2)} % 5 AS INTEGER)] END END`,
  phone: `CASE WHEN has_phone THEN CASE ${h(3)} % 10
  WHEN 0 THEN '12345'
  WHEN 1 THEN '+56 9 ' || substr(${digits8}, 1, 4) || ' ' || substr(${digits8}, 5, 4)
  WHEN 2 THEN '(09) ' || ${digits8}
  WHEN 3 THEN '569' || ${digits8}
  ELSE '9' || ${digits8} END END`,
  first_name: `['María', 'José', 'Ñuño', 'Camila', 'Benjamín', 'Sofía'][1 + CAST(${h(5)} % 6 AS INTEGER)]`,
  last_name: `['González', 'Muñoz', 'Rojas', 'Díaz', 'Pérez', 'Soto'][1 + CAST(${h(6)} % 6 AS INTEGER)]`,
  country: `'CL'`,
  // An md5 read as a UUID prints as 8-4-4-4-12 lowercase hex (no correlated subquery: DuckDB would join for it even when unread).
  maid: `CASE WHEN has_maid THEN CASE ${h(4)} % 30 WHEN 0 THEN '00000000-0000-0000-0000-000000000000' ELSE
  CAST(CAST(md5('maid' || customer_id) AS UUID) AS VARCHAR) END END`,
};

/** The SQL that derives an identifier column from the synthetic customer (DuckDB), named as the column. */
export const identifierSql = (column: IdentifierColumn): string => `${IDENTIFIER_SQL[column]} AS ${column}`;

export function customerIdentifiersViewSql(): string {
  return `CREATE OR REPLACE VIEW ${CUSTOMER_IDENTIFIERS_VIEW} AS SELECT *, ${IDENTIFIER_COLUMNS.map(identifierSql).join(',\n  ')} FROM ${CUSTOMERS_TABLE}`;
}
