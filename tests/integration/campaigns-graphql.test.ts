import ExcelJS from 'exceljs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { gatewayUrl, graphql, login, measuredGraphql } from '../src/client.ts';

/*
 * Campaigns through the gateway: a page is one REST call with the total from the query,
 * the company column by role (§6), rules read/preview/save, the required-fields error with its
 * message list, and files as short-lived signed links served by the gateway (download and upload).
 */

const S = 'campaign_management';
const RUN = Date.now().toString(36).slice(-5).toUpperCase();
let db: pg.Client;
let retail = '';
let brand = '';
let campaignId = 0;

const PAGE = `query($f: CampaignFilter, $p: Int) { campaigns(filter: $f, page: $p, pageSize: 10, sort: CODE, order: ASC) {
  totalCount showCompany nodes { id code companyCode corporate description incaStatus incaStatusName editable current variableGroups { id name priority } } } }`;
const RULES = `query($id: ID!) { campaignRules(campaignId: $id) { campaign { code editable } params { id groupId variableId variableCode required multiple range segmentSelector value items rangeStart rangeEnd minRange maxRange options { key value parentKey } } } }`;

beforeAll(async () => {
  retail = (await login('analyst@retail.demo')).token;
  brand = (await login('analyst@brand.demo')).token;
  db = new pg.Client({ connectionString: inject('databaseUrl') });
  await db.connect();
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO ${S}.campaigns (itc_company_campaign_code, campaign_code, campaign_description, campaign_start_date, campaign_end_date, campaign_status)
     VALUES ('022', $1, 'Prueba gráfica', current_date, current_date + 10, 'ACTIVA') RETURNING id_campaign AS id`,
    [`G${RUN}`],
  );
  campaignId = rows[0]!.id;
  await db.query(
    `INSERT INTO ${S}.campaign_variable_groups (id_campaign, id_variable_group) SELECT $1, id_variable_group FROM ${S}.variable_groups WHERE variable_group_priority IN (2, 3)`,
    [campaignId],
  );
});

afterAll(async () => {
  await db?.query(`DELETE FROM ${S}.campaigns WHERE id_campaign = $1`, [campaignId]);
  await db?.end();
});

describe('campaigns in the graph', () => {
  it('a page is one REST call; totals come from the query; 022 analysts see the company column, 024 ones do not', async () => {
    const r = await measuredGraphql<{
      campaigns: { totalCount: number; showCompany: boolean; nodes: { companyCode: string; code: string; incaStatusName: string }[] };
    }>('campaign', PAGE, {
      token: retail,
      variables: { f: { incaStatuses: [1, 2, 3] } },
    });
    expect(r.errors).toBeUndefined();
    expect(r.restCalls).toBe(1);
    const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${S}.campaigns WHERE itc_company_campaign_code = '022'`);
    expect(r.data!.campaigns.totalCount).toBe(rows[0]!.n);
    expect(r.data!.campaigns.showCompany).toBe(true);
    expect(r.data!.campaigns.nodes).toHaveLength(10);
    expect(
      r.data!.campaigns.nodes.every(
        (n) => n.companyCode === '022' && ['Pendiente', 'Por completar', 'Completado'].includes(n.incaStatusName),
      ),
    ).toBe(true);
    const other = await graphql<{ campaigns: { showCompany: boolean; nodes: { companyCode: string }[] } }>(PAGE, { token: brand });
    expect(other.data!.campaigns.showCompany).toBe(false);
    expect(other.data!.campaigns.nodes.every((n) => n.companyCode === '024')).toBe(true);
  });

  it("another company's campaign is NOT_FOUND", async () => {
    const r = await graphql(
      `
        query ($id: ID!) {
          campaign(id: $id) {
            code
          }
        }
      `,
      { token: brand, variables: { id: String(campaignId) } },
    );
    expect(r.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('rules: the required check answers its message list; save and preview', async () => {
    const rules = await graphql<{ campaignRules: { params: { groupId: string; variableId: string; variableCode: string }[] } }>(RULES, {
      token: retail,
      variables: { id: String(campaignId) },
    });
    expect(rules.errors).toBeUndefined();
    const p = (code: string) => rules.data!.campaignRules.params.find((x) => x.variableCode === code)!;
    const refused = await graphql(
      `
        mutation ($id: ID!, $p: [CampaignParamInput!]!) {
          saveCampaignRules(campaignId: $id, params: $p) {
            params {
              id
            }
          }
        }
      `,
      {
        token: retail,
        variables: {
          id: String(campaignId),
          p: [{ groupId: p('CATEGORIA').groupId, variableId: p('CATEGORIA').variableId, items: ['TECNOLOGIA'] }],
        },
      },
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((refused.errors?.[0]?.extensions?.details as { messages: string[] }).messages).toEqual([
      'Por favor complete todos los campos obligatorios:',
      'Monto de compra es obligatorio',
      'Tipo de descuento es obligatorio',
    ]);
    const values = [
      { groupId: p('CATEGORIA').groupId, variableId: p('CATEGORIA').variableId, items: ['TECNOLOGIA'] },
      { groupId: p('MONTO_COMPRA').groupId, variableId: p('MONTO_COMPRA').variableId, rangeStart: 1000, rangeEnd: 200000 },
      { groupId: p('TIPO_DESCUENTO').groupId, variableId: p('TIPO_DESCUENTO').variableId, value: 'MONTO_FIJO' },
    ];
    const preview = await graphql<{ previewCampaignRules: { name: string; quantity: number; children: { name: string }[] }[] }>(
      `
        mutation ($id: ID!, $p: [CampaignParamInput!]!) {
          previewCampaignRules(campaignId: $id, params: $p) {
            name
            quantity
            children {
              name
              quantity
            }
          }
        }
      `,
      { token: retail, variables: { id: String(campaignId), p: values } },
    );
    expect(preview.errors).toBeUndefined();
    expect(preview.data!.previewCampaignRules.map((l) => l.name)).toEqual([
      'Clientes del segmento',
      'Clientes que compran las categorías',
      'Productos que cumplen las reglas',
    ]);
    const saved = await graphql<{ saveCampaignRules: { params: { variableCode: string; items: string[]; rangeStart: number | null }[] } }>(
      `
        mutation ($id: ID!, $p: [CampaignParamInput!]!) {
          saveCampaignRules(campaignId: $id, params: $p) {
            params {
              variableCode
              items
              rangeStart
            }
          }
        }
      `,
      { token: retail, variables: { id: String(campaignId), p: values } },
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.saveCampaignRules.params.find((x) => x.variableCode === 'CATEGORIA')!.items).toEqual(['TECNOLOGIA']);
    expect(saved.data!.saveCampaignRules.params.find((x) => x.variableCode === 'MONTO_COMPRA')!.rangeStart).toBe(1000);
  });

  it('files: a signed link downloads through the gateway without any session; an upload link answers the result file', async () => {
    const link = await graphql<{ campaignFileLink: { url: string; method: string } }>(
      `
        mutation ($i: CampaignFileInput!) {
          campaignFileLink(input: $i) {
            url
            method
            expiresAt
          }
        }
      `,
      { token: retail, variables: { i: { file: 'RULES_XLSX', campaignId: String(campaignId) } } },
    );
    expect(link.errors).toBeUndefined();
    expect(link.data!.campaignFileLink.url).toMatch(/^\/signed-files\/campaign-management\/[A-Za-z0-9_-]+$/);
    const file = await fetch(`${gatewayUrl()}${link.data!.campaignFileLink.url}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain('.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await file.arrayBuffer());
    const sheet = book.worksheets[0]!;
    const codes: string[] = [];
    sheet.eachRow((row, n) => {
      if (n > 1) codes.push(String(row.getCell(4).value));
    });
    expect(codes).toContain('CATEGORIA');
    for (let r = 2; r <= sheet.rowCount; r++)
      if (sheet.getRow(r).getCell(4).value === 'CANAL_VENTA') sheet.getRow(r).getCell(8).value = 'WEB|APP';

    const up = await graphql<{ campaignFileLink: { url: string; method: string } }>(
      `
        mutation ($i: CampaignFileInput!) {
          campaignFileLink(input: $i) {
            url
            method
          }
        }
      `,
      { token: retail, variables: { i: { file: 'RULES_UPLOAD', fileName: `grafo ${RUN}.xlsx` } } },
    );
    expect(up.data!.campaignFileLink.method).toBe('POST');
    const result = await fetch(`${gatewayUrl()}${up.data!.campaignFileLink.url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: Buffer.from(await book.xlsx.writeBuffer()),
    });
    expect(result.status).toBe(200);
    expect(await result.text()).toContain('ACEPTADA');
    const { rows } = await db.query(
      `SELECT cp.configuration_items FROM ${S}.campaign_params cp JOIN ${S}.variables v USING (id_variable) WHERE cp.id_campaign = $1 AND v.variable_code = 'CANAL_VENTA'`,
      [campaignId],
    );
    expect(rows[0]?.configuration_items).toEqual(['WEB', 'APP']);
    // A used link's replay is still bound to its expiry; a forged one is refused.
    expect((await fetch(`${gatewayUrl()}/signed-files/campaign-management/${'x'.repeat(60)}`)).status).toBe(410);
  });
});
