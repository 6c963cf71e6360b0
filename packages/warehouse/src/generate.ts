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
