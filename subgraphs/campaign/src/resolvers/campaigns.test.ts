import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeService, subgraphRunner, type FakeRequest } from '@inca/subgraph-kit/testing';
import { campaignSubgraph } from '../server.ts';

const campaign = (id: number, over: Record<string, unknown> = {}) => ({
  id_campaign: id,
  itc_company_campaign_code: id === 1 ? '032' : '022',
  campaign_code: `C${id}`,
  campaign_description: `Campaña ${id}`,
  campaign_start_date: '2026-01-01',
  campaign_end_date: '2999-12-31',
  campaign_status: 'ACTIVA',
  campaign_status_inca: 2,
  digital_campaign_type: '',
  digital_campaign_type_2: '',
  campaign_priority: 1,
  minimum_amount: 5000,
  campaign_creation_date: '2025-12-01T10:00:00.000Z',
  campaign_modification_date: '2025-12-02T10:00:00.000Z',
  usage_start_date: null,
  usage_end_date: null,
  campaign_discount_type: 'PORCENTAJE',
  campaign_ominical_indicator: 'S',
  flash_campaign_type: '',
  campaign_brand_code: 'ANDINA',
  instant_campaign_indicator: 'N',
  platform_code: 'CUPONES',
  file_type: 1,
  flag_editable: true,
  flag_corporate: id === 1,
  rules_modified_time: null,
  flag_recommendation_processed: false,
  variable_group_data: [{ id_variable_group: 7, variable_group_name: 'Grupo siete', variable_group_priority: 1 }],
  ...over,
});

function answer(request: FakeRequest) {
  const ok = (data: unknown, extra: Record<string, unknown> = {}) => ({ status: 200, body: { status: true, data, ...extra } });
  switch (`${request.method} ${request.path}`) {
    case 'GET /campaign-management/campaigns':
      return ok([campaign(1), campaign(2)], { total_rows: 42, show_company: true });
    case 'GET /campaign-management/campaigns/csv-data':
      return ok({ campaign_info_csv_data: "{'codigo': 'C1', 'activo': True}" });
    case 'PUT /campaign-management/campaign-params/update-values':
      return {
        status: 400,
        body: {
          status: false,
          code: 'BAD_USER_INPUT',
          message: 'Por favor complete todos los campos obligatorios:\nX es obligatorio',
          details: { messages: ['Por favor complete todos los campos obligatorios:', 'X es obligatorio'] },
        },
      };
    case 'POST /campaign-management/files/link':
      return ok({
        url: '/signed-files/campaign-management/abc',
        expires_at: '2026-01-01T00:02:00Z',
        method: (request.body as { method: string }).method,
      });
    default:
      return { status: 404, body: { status: false, code: 'NOT_FOUND', message: 'La campaña no existe.' } };
  }
}

let service: Awaited<ReturnType<typeof fakeService>>;
beforeAll(async () => {
  service = await fakeService(answer);
});
afterAll(() => service.close());
const run = subgraphRunner(campaignSubgraph, () => service.url);

describe('campaigns in the campaign subgraph', () => {
  it('a page is one REST call with the filter, sort and page as the service names them', async () => {
    const { result, restCalls } = await run(
      '{ campaigns(filter: { companyCodes: ["022", "024"], rulesModifiedHours: 12, incaStatuses: [2, 3] }, sort: CODE, order: ASC, page: 3) { totalCount showCompany nodes { id code corporate incaStatusName current variableGroups { id name } } } }',
    );
    expect(result.errors).toBeUndefined();
    expect(restCalls).toBe(1);
    expect(result.data?.campaigns).toEqual({
      totalCount: 42,
      showCompany: true,
      nodes: [
        {
          id: '1',
          code: 'C1',
          corporate: true,
          incaStatusName: 'Por completar',
          current: true,
          variableGroups: [{ id: '7', name: 'Grupo siete' }],
        },
        {
          id: '2',
          code: 'C2',
          corporate: false,
          incaStatusName: 'Por completar',
          current: true,
          variableGroups: [{ id: '7', name: 'Grupo siete' }],
        },
      ],
    });
    const q = service.calls.at(-1)!.query;
    expect(Object.fromEntries(q)).toMatchObject({
      itc_company_campaign_code: '022,024',
      rules_modified_time: '12',
      campaign_status_inca: '2,3',
      sort: 'campaign_code',
      order: 'asc',
      page_current: '3',
      page_limit: '10',
    });
  });

  it('turns the Python-like CSV info into key and value rows', async () => {
    const { result } = await run('{ campaignInfo(id: "1") { key value } }');
    expect(result.data?.campaignInfo).toEqual([
      { key: 'codigo', value: 'C1' },
      { key: 'activo', value: 'true' },
    ]);
  });

  it('keeps the required-fields message list in the error details', async () => {
    const { result } = await run(
      'mutation { saveCampaignRules(campaignId: "1", params: [{ groupId: "7", variableId: "3", items: ["A"] }]) { params { id } } }',
    );
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((result.errors?.[0]?.extensions?.details as { messages: string[] }).messages).toEqual([
      'Por favor complete todos los campos obligatorios:',
      'X es obligatorio',
    ]);
    expect(service.calls.at(-1)?.body).toEqual({
      campaign_param: [
        {
          id_campaign: 1,
          id_variable_group: 7,
          id_variable: 3,
          configuration_value: null,
          configuration_items: ['A'],
          configuration_range_start: null,
          configuration_range_end: null,
        },
      ],
    });
  });

  it('names an invalid variable or group in good Spanish', async () => {
    const variable = await run(
      'mutation { saveCampaignRules(campaignId: "1", params: [{ groupId: "7", variableId: "x", items: ["A"] }]) { params { id } } }',
    );
    expect(variable.result.errors?.[0]).toMatchObject({ message: 'La variable no es válida.', extensions: { code: 'BAD_USER_INPUT' } });
    const group = await run(
      'mutation { saveCampaignRules(campaignId: "1", params: [{ groupId: "0", variableId: "3", items: ["A"] }]) { params { id } } }',
    );
    expect(group.result.errors?.[0]?.message).toBe('El grupo de variables no es válido.');
  });

  it('asks the service for a signed link to the file path of each kind', async () => {
    const download = await run(
      'mutation { campaignFileLink(input: { file: PRODUCTS_CSV, campaignId: "5", productFilter: { itemCode: "SKU" } }) { url method } }',
    );
    expect(download.result.data?.campaignFileLink).toEqual({ url: '/signed-files/campaign-management/abc', method: 'GET' });
    expect(service.calls.at(-1)?.body).toEqual({
      method: 'GET',
      path: '/campaign-management/campaigns/export-campaigns-products-list-csv',
      query: { id_campaign: '5', item_code: 'SKU' },
    });
    const upload = await run('mutation { campaignFileLink(input: { file: RULES_UPLOAD, fileName: "reglas.xlsx" }) { method } }');
    expect(upload.result.data?.campaignFileLink).toEqual({ method: 'POST' });
    expect(service.calls.at(-1)?.body).toEqual({
      method: 'POST',
      path: '/campaign-management/campaign-params/upload',
      query: { filename: 'reglas.xlsx' },
    });
    const missing = await run('mutation { campaignFileLink(input: { file: PROCESS_JSON }) { url } }');
    expect(missing.result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
