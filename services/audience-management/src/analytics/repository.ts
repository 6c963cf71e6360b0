import type { Queryable } from '@inca/db';
import type { AnalyticsData } from '@inca/contracts/audience-management';
import { SCHEMA as S } from '../schema.ts';

/** The companies, date range and platform of the built-in reports' figures. */
export type Filter = { companies: string[]; from: string; to: string; platform?: string };

/** Every figure the built-in reports draw, for the companies and range of `f` (one query per figure, in parallel). */
export async function analyticsData(pool: Queryable, f: Filter): Promise<AnalyticsData> {
  const args = [f.companies, f.from, f.to, f.platform ?? null];
  const platformOf = (alias: string) => `($4::text IS NULL OR ${alias}.ads_platform_code = $4)`;
  const [created, status, published, billing, reach, coupons] = await Promise.all([
    pool.query(
      `SELECT to_char(a.created_date AT TIME ZONE 'America/Santiago', 'YYYY-MM') AS month, a.ads_platform_code AS platform, count(*)::int AS count
         FROM ${S}.audiences a
        WHERE a.company_code = ANY ($1) AND (a.created_date AT TIME ZONE 'America/Santiago')::date BETWEEN $2 AND $3 AND ${platformOf('a')}
        GROUP BY 1, 2 ORDER BY 1, 2`,
      args,
    ),
    // The status now of the audiences that existed by the last day (no lower bound: a status is current).
    pool.query(
      `SELECT a.ads_platform_code AS platform, a.assignment_status_code AS status, coalesce(st.name, a.assignment_status_code) AS status_name, count(*)::int AS count
         FROM ${S}.audiences a LEFT JOIN ${S}.audience_states st ON st.code = a.assignment_status_code
        WHERE a.company_code = ANY ($1) AND (a.created_date AT TIME ZONE 'America/Santiago')::date <= $2 AND ($3::text IS NULL OR a.ads_platform_code = $3)
        GROUP BY 1, 2, 3 ORDER BY 1, 2`,
      [f.companies, f.to, f.platform ?? null],
    ),
    pool.query(
      `SELECT to_char(t.assignment_status_date AT TIME ZONE 'America/Santiago', 'YYYY-MM') AS month, a.ads_platform_code AS platform,
              count(*)::int AS runs, coalesce(sum(t.segment_row_count_unique), 0)::float8 AS sent, coalesce(sum(t.audience_match_count), 0)::float8 AS matched
         FROM ${S}.audience_timeline t JOIN ${S}.audiences a ON a.id = t.audience_id
        WHERE t.assignment_status_code = 'P_PUB' AND a.company_code = ANY ($1)
          AND (t.assignment_status_date AT TIME ZONE 'America/Santiago')::date BETWEEN $2 AND $3 AND ${platformOf('a')}
        GROUP BY 1, 2 ORDER BY 1, 2`,
      args,
    ),
    pool.query(
      `SELECT b.company_code, c.name AS company_name, b.ads_platform_code AS platform,
              sum(b.total_match)::float8 AS total_match, sum(b.source_file_row_count)::float8 AS uploaded
         FROM ${S}.billing_rows b JOIN ${S}.companies c ON c.code = b.company_code
        WHERE b.company_code = ANY ($1) AND b.process_date BETWEEN $2 AND $3 AND ${platformOf('b')}
        GROUP BY 1, 2, 3 ORDER BY 1, 3`,
      args,
    ),
    pool.query(
      `SELECT c.code AS company_code, c.name AS company_name, count(s.code)::int AS segments, coalesce(sum(s.row_count_unique), 0)::float8 AS customers
         FROM ${S}.companies c LEFT JOIN ${S}.segments s ON s.owner_company_code = c.code
        WHERE c.code = ANY ($1)
        GROUP BY 1, 2 ORDER BY 1`,
      [f.companies],
    ),
    // Coupons live only on Talon.One: another platform's filter leaves none.
    f.platform && f.platform !== 'talonone'
      ? Promise.resolve({ rows: [] })
      : pool.query(
          `SELECT to_char(d.day, 'YYYY-MM-DD') AS day, c.company_code, co.name AS company_name,
                  sum(d.issued)::int AS issued, sum(d.reserved)::int AS reserved, sum(d.redeemed)::int AS redeemed
             FROM ${S}.coupon_daily_stats d JOIN ${S}.coupon_campaigns c ON c.id = d.coupon_campaign_id JOIN ${S}.companies co ON co.code = c.company_code
            WHERE c.company_code = ANY ($1) AND d.day BETWEEN $2 AND $3
            GROUP BY 1, 2, 3 ORDER BY 1, 2`,
          [f.companies, f.from, f.to],
        ),
  ]);
  return {
    createdByMonth: created.rows,
    statusByPlatform: status.rows,
    publishedByMonth: published.rows,
    billing: billing.rows,
    segmentReach: reach.rows,
    couponsByDay: coupons.rows,
  } as AnalyticsData;
}
