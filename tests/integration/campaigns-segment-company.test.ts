import ExcelJS from 'exceljs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CAMPAIGN_MESSAGES } from '@inca/domain';
import { graphql, login, rest } from '../src/client.ts';

/**
 * A campaign's target segment belongs to the campaign's company (§2.4, §6): the selection modal asks
 * the service for the segments that company may use (own, shared with it, opened by its request),
 * searched and paged there, and the service refuses a rule that names any other segment, even when
 * the admin (who sees every company's segments) sets it.
 */

const S = 'campaign_management';
const A = 'audience_management';
const RUN = Date.now().toString(36).slice(-5).toUpperCase();
const COMPANY = '011';
let db: pg.Client;
let admin = '';
let campaignId = 0;
let foreign = '';
let usable = '';

type Param = {
  id_campaign_param: number | null;
  id_variable_group: number;
  id_variable: number;
  variable_code: string;
  configuration_value: string | null;
};
type Ok<T> = { status: true; data: T };
type Err = { status: false; message: string };

/** Segments the company may use, by the rule audiences use (own, shared with it, opened by its live approved request). */
const USABLE = `(s.owner_company_code = $1
  OR s.code IN (SELECT segment_code FROM ${A}.segment_shares WHERE shared_with_company_code = $1)
  OR s.code IN (SELECT segment_code FROM ${A}.access_requests WHERE requesting_company_code = $1 AND status = 'APPROVED'
                AND (until_date IS NULL OR until_date >= (now() AT TIME ZONE 'America/Santiago')::date)))`;

const cm = <T>(path: string, init: { method?: string; body?: unknown } = {}) =>
  rest<T>('campaign-management', `/campaign-management${path}`, { token: admin, method: init.method, body: init.body });
const segmentValue = async () =>
  (
    await db.query<{ v: string | null }>(
      `SELECT cp.configuration_value AS v FROM ${S}.campaign_params cp JOIN ${S}.variables v USING (id_variable) WHERE cp.id_campaign = $1 AND v.variable_code = 'SEGMENTO_OBJETIVO'`,
      [campaignId],
    )
  ).rows[0]?.v ?? null;

beforeAll(async () => {
  admin = (await login('admin@corp.demo')).token;
  db = new pg.Client({ connectionString: inject('databaseUrl') });
  await db.connect();
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO ${S}.campaigns (itc_company_campaign_code, campaign_code, campaign_description, campaign_start_date, campaign_end_date, campaign_status, minimum_amount, flag_editable)
     VALUES ($1, $2, 'Campaña de prueba de segmentos', current_date - 1, current_date + 30, 'ACTIVA', 0, true) RETURNING id_campaign AS id`,
    [COMPANY, `SEGCO${RUN}`],
  );
  campaignId = rows[0]!.id;
  await db.query(
    `INSERT INTO ${S}.campaign_variable_groups (id_campaign, id_variable_group) SELECT $1, id_variable_group FROM ${S}.variable_groups WHERE variable_group_name = 'Segmentación de clientes'`,
    [campaignId],
  );
  foreign = (
    await db.query<{ code: string }>(
      `SELECT s.code FROM ${A}.segments s WHERE s.owner_company_code <> $1 AND NOT ${USABLE} ORDER BY s.code LIMIT 1`,
      [COMPANY],
    )
  ).rows[0]!.code;
  usable = (
    await db.query<{ code: string }>(
      `SELECT s.code FROM ${A}.segments s WHERE ${USABLE} ORDER BY s.last_process_date ASC, s.code LIMIT 1`,
      [COMPANY],
    )
  ).rows[0]!.code;
});

afterAll(async () => {
  await db?.query(`DELETE FROM ${S}.campaigns WHERE id_campaign = $1`, [campaignId]);
  await db?.end();
});

describe("a campaign's target segment is one its company may use", () => {
  it('the segment list answers only the segments a company may use, searched and paged by the service', async () => {
    const all = await rest<Ok<{ rows: { code: string }[]; total: number }>>(
      'audience-management',
      `/audience-management/segments/list?page_size=5000`,
      { token: admin },
    );
    expect(all.body.data.rows.map((r) => r.code)).toContain(foreign);

    const { rows: expected } = await db.query<{ code: string }>(`SELECT s.code FROM ${A}.segments s WHERE ${USABLE}`, [COMPANY]);
    const list = await rest<Ok<{ rows: { code: string }[]; total: number }>>(
      'audience-management',
      `/audience-management/segments/list?usable_by=${COMPANY}&page_size=5000`,
      { token: admin },
    );
    expect(list.status).toBe(200);
    expect(list.body.data.total).toBe(expected.length);
    expect(new Set(list.body.data.rows.map((r) => r.code))).toEqual(new Set(expected.map((r) => r.code)));

    // The oldest-processed usable segment is found by its name through the graph, even when it is not on the first page of 10.
    const { rows: named } = await db.query<{ name: string }>(`SELECT business_name AS name FROM ${A}.segments WHERE code = $1`, [usable]);
    const found = await graphql<{ segments: { totalCount: number; nodes: { code: string }[] } }>(
      `
        query ($filter: SegmentFilter!) {
          segments(filter: $filter, sort: { field: LAST_PROCESS_DATE, order: DESC }, page: 1, pageSize: 10) {
            totalCount
            nodes {
              code
            }
          }
        }
      `,
      { token: admin, variables: { filter: { usableByCompany: COMPANY, name: named[0]!.name } } },
    );
    expect(found.errors).toBeUndefined();
    expect(found.data!.segments.nodes.map((n) => n.code)).toContain(usable);
    const foreignName = (await db.query<{ name: string }>(`SELECT business_name AS name FROM ${A}.segments WHERE code = $1`, [foreign]))
      .rows[0]!.name;
    const hidden = await graphql<{ segments: { nodes: { code: string }[] } }>(
      `
        query ($filter: SegmentFilter!) {
          segments(filter: $filter, page: 1, pageSize: 50) {
            nodes {
              code
            }
          }
        }
      `,
      { token: admin, variables: { filter: { usableByCompany: COMPANY, name: foreignName } } },
    );
    expect(hidden.data!.segments.nodes.map((n) => n.code)).not.toContain(foreign);
  });

  it("the service refuses another company's segment in a campaign's rules, even from the admin, and writes nothing", async () => {
    const list = (await cm<Ok<Param[]>>(`/campaign-params?id_campaign=${campaignId}`)).body.data;
    const target = list.find((p) => p.variable_code === 'SEGMENTO_OBJETIVO')!;
    const entry = (code: string) => ({
      campaign_param: [
        {
          id_campaign: campaignId,
          id_variable_group: target.id_variable_group,
          id_variable: target.id_variable,
          configuration_value: code,
        },
      ],
    });

    const before = await segmentValue();
    const refused = await cm<Err>('/campaign-params/update-values', { method: 'PUT', body: entry(foreign) });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(CAMPAIGN_MESSAGES.segmentNotForCompany(foreign));
    expect(await segmentValue()).toBe(before);
    const preview = await cm<Err>('/campaign-params/update-summary-values', { method: 'PUT', body: entry(foreign) });
    expect(preview.status).toBe(400);

    const saved = await cm<Ok<Param[]>>('/campaign-params/update-values', { method: 'PUT', body: entry(usable) });
    expect(saved.status).toBe(200);
    expect(await segmentValue()).toBe(usable);
  });

  it("the rules spreadsheet refuses another company's segment, row by row, even from the admin; a usable one is applied", async () => {
    const download = await fetch(
      `${inject('serviceUrls')['campaign-management']}/campaign-management/campaign-params/download?id_campaign=${campaignId}`,
      { headers: { authorization: `Bearer ${admin}` } },
    );
    expect(download.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await download.arrayBuffer()) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const rowOf = (code: string) => {
      for (let r = 2; r <= sheet.rowCount; r++) if (sheet.getRow(r).getCell(4).value === code) return sheet.getRow(r);
      throw new Error(code);
    };
    const upload = async () => {
      const form = new FormData();
      form.append('file', new Blob([Buffer.from(await book.xlsx.writeBuffer())]), 'reglas.xlsx');
      return fetch(`${inject('serviceUrls')['campaign-management']}/campaign-management/campaign-params/upload`, {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${admin}` },
      });
    };
    const before = await segmentValue();
    const segmentRow = rowOf('SEGMENTO_OBJETIVO');
    segmentRow.getCell(7).value = foreign;
    const refused = await upload();
    const result = (await refused.text()).replace(/^\uFEFF/, '');
    expect(result).toContain(CAMPAIGN_MESSAGES.uploadRow.segmentNotForCompany(segmentRow.number, foreign));
    expect(await segmentValue()).toBe(before);

    segmentRow.getCell(7).value = usable;
    const applied = await upload();
    expect(await applied.text()).not.toContain('no puede usarlo');
    expect(await segmentValue()).toBe(usable);
  });
});
