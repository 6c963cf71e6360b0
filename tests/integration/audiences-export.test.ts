import ExcelJS from 'exceljs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { gatewayUrl, graphql, login } from '../src/client.ts';

/**
 * lista_audiencias.xlsx at size (Performance): 20,000 audiences of one company downloaded
 * through the gateway as the browser does, read back with exceljs, every row there in the list's
 * order with its values; coupon audiences left out of the file as from the list.
 */

const SCHEMA = 'audience_management';
const RUN = Date.now().toString(36);
const MARK = `h6x ${RUN}`;
const COUNT = 20_000;
let db: pg.Client;
let couponCampaignId: string | undefined;

beforeAll(async () => {
  db = new pg.Client({ connectionString: inject('databaseUrl') });
  await db.connect();
  const segment = (
    await db.query<{ code: string }>(`SELECT code FROM ${SCHEMA}.segments WHERE owner_company_code = '022' ORDER BY code LIMIT 1`)
  ).rows[0]!.code;
  const account = (await db.query<{ id: string }>(`SELECT id FROM ${SCHEMA}.ads_accounts WHERE technical_name = 'retail_ads'`)).rows[0]!.id;
  // 20,000 ordinary audiences of 022 (next run 'infinity': the publishing dispatcher leaves them alone),
  // some disabled, some with a formula-looking description, a match on a fifth, created a minute apart.
  await db.query(
    `INSERT INTO ${SCHEMA}.audiences (custom_audience_name, custom_audience_description, company_code, segment_code, ads_platform_code, ads_account_id,
        assignment_status_code, assignment_status_date, source_file_row_count, match_data, frequency, update_date_number, start_date, end_date,
        last_process_date, is_enabled, created_by, created_date, next_run_at, audience_type_google)
     SELECT 'INCA_' || $1 || ' ' || g, CASE WHEN g % 4 = 0 THEN '=SUMA(A' || g || ')' ELSE 'Audiencia ' || g || ' de Peñalolén & <Ñuñoa>' END,
            '022', $2, 'gads', $3, (ARRAY['P_NOD','P_ENV','P_ACT','P_PUB','E_ENV'])[1 + g % 5], now() - g * interval '1 minute', g * 3,
            CASE WHEN g % 5 = 3 THEN jsonb_build_object('size_for_display', g, 'size_for_search', g + 2) END,
            '1_WEEK', g % 7, current_date, current_date + 30, CASE WHEN g % 2 = 0 THEN now() - interval '1 day' END,
            CASE WHEN g % 9 = 0 THEN '0' ELSE '1' END, 'analyst@retail.demo', now() - g * interval '1 minute', 'infinity', 'CONTACT_INFO'
       FROM generate_series(1, $4::int) g`,
    [MARK, segment, account, COUNT],
  );
  // A coupon campaign's Talon.One audience with the same name part: not an ordinary audience.
  const loyalty = (await db.query<{ id: string }>(`SELECT id FROM ${SCHEMA}.ads_accounts WHERE technical_name = 'retail_loyalty'`)).rows[0]!
    .id;
  couponCampaignId = (
    await db.query<{ id: string }>(
      `INSERT INTO ${SCHEMA}.coupon_campaigns (custom_coupons_name, custom_coupons_description, company_code, segment_code, ads_account_id, start_date, end_date,
          usage_limit, discount_limit, reservation_limit, talonone_application_id, talonone_campaign_id, talonone_campaign, created_by)
       VALUES ($1, 'Cupones', '022', $2, $3, current_date, current_date + 30, 1, 1000, 1, '1', '1', '{"name": "Cupón"}', 'analyst@retail.demo') RETURNING id`,
      [`INCA_${MARK} cupón`, segment, loyalty],
    )
  ).rows[0]!.id;
  await db.query(
    `INSERT INTO ${SCHEMA}.audiences (custom_audience_name, custom_audience_description, company_code, segment_code, ads_platform_code, ads_account_id,
        start_date, end_date, frequency, created_by, next_run_at, coupon_campaign_id)
     VALUES ($1, 'Cupones', '022', $2, 'talonone', $3, current_date, current_date + 30, '1_DAY', 'analyst@retail.demo', 'infinity', $4)`,
    [`INCA_${MARK} cupón`, segment, loyalty, couponCampaignId],
  );
}, 120_000);

afterAll(async () => {
  await db.query(`DELETE FROM ${SCHEMA}.audiences WHERE custom_audience_name LIKE $1`, [`INCA_${MARK} %`]);
  if (couponCampaignId) await db.query(`DELETE FROM ${SCHEMA}.coupon_campaigns WHERE id = $1`, [couponCampaignId]);
  await db.end();
});

describe('lista_audiencias.xlsx with 20,000 audiences', () => {
  it('holds every audience of the filtered list, in its order, with its values, and no coupon audience', async () => {
    const { cookie, token } = await login('analyst@retail.demo');
    const link = await graphql<{ audienceListFileLink: { url: string } }>(
      'mutation ($f: AudienceFilter) { audienceListFileLink(filter: $f) { url } }',
      { cookie, variables: { f: { name: MARK } } },
    );
    expect(link.errors).toBeUndefined();
    const response = await fetch(`${gatewayUrl()}${link.data!.audienceListFileLink.url}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="lista_audiencias.xlsx"');
    expect(Number(response.headers.get('x-total-count'))).toBe(COUNT);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    expect(workbook.worksheets.map((w) => w.name)).toEqual(['Audiencias']);
    const ws = workbook.worksheets[0]!;
    expect((ws.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Empresa',
      'Audiencia',
      'Descripción',
      'Plataforma',
      'Estado',
      'Fecha estado',
      'Datos enviados',
      'Frecuencia',
      'Día de actualización',
      'Inicio',
      'Fin',
      'Última actualización',
      'Coincidencias',
    ]);
    const rows: unknown[][] = [];
    ws.eachRow((row, n) => {
      if (n > 1) rows.push((row.values as unknown[]).slice(1, 14));
      for (let c = 1; c <= 13; c++) expect(row.getCell(c).type).not.toBe(ExcelJS.ValueType.Formula);
    });
    expect(rows).toHaveLength(COUNT);

    // The list's order (created_date descending): g = 1 … 20,000, every one once, no coupon audience.
    expect(rows.map((r) => r[1])).toEqual(Array.from({ length: COUNT }, (_, i) => `INCA_${MARK} ${i + 1}`));
    const { rows: expected } = await db.query<{ company: string; status: string; platform: string; frequency: string }>(
      `SELECT c.name AS company, st.name AS status, p.name AS platform, fq.name AS frequency FROM ${SCHEMA}.companies c, ${SCHEMA}.audience_states st, ${SCHEMA}.ads_platforms p, ${SCHEMA}.audience_frequencies fq
        WHERE c.code = '022' AND st.code = 'P_PUB' AND p.code = 'gads' AND fq.code = '1_WEEK'`,
    );
    const names = expected[0]!;
    for (const [i, row] of rows.entries()) {
      const g = i + 1;
      expect(row[0]).toBe(names.company);
      expect(row[2]).toBe(g % 4 === 0 ? `'=SUMA(A${g})` : `Audiencia ${g} de Peñalolén & <Ñuñoa>`);
      expect(row[3]).toBe(names.platform);
      if (g % 9 === 0) expect(row[4]).toBe('DESACTIVADO');
      else if (g % 5 === 3) expect(row[4]).toBe(names.status);
      expect(row[5]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect(row[6]).toBe(g * 3);
      expect(row[7]).toBe(names.frequency);
      expect(row[8]).toBe(g % 7);
      expect(row[9]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(row[10]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      if (g % 2 === 0) expect(row[11]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      else expect(row[11]).toBeUndefined();
      expect(row[12]).toBe(g % 5 === 3 ? g + 1 : undefined);
    }

    // The list agrees: the same total for the same filter, the coupon audience in neither.
    const list = await graphql<{ audiences: { totalCount: number } }>(
      'query($f: AudienceFilter) { audiences(filter: $f) { totalCount } }',
      {
        token,
        variables: { f: { name: MARK } },
      },
    );
    expect(list.errors).toBeUndefined();
    expect(list.data!.audiences.totalCount).toBe(COUNT);
    expect(rows.some((r) => String(r[1]).includes('cupón'))).toBe(false);
  });
});
