import { beforeAll, describe, expect, inject, it } from 'vitest';
import { RestClient } from '@inca/rest-client';
import {
  createFileLink,
  getCampaign,
  getCampaignInfo,
  getCampaignParams,
  getGroupDetails,
  getObjectDetails,
  getSetting,
  getVariable,
  getVariableDataPage,
  listCampaigns,
  listGroupMembers,
  listGroupOptions,
  listGroups,
  listHistory,
  listObjects,
  listProducts,
  listVariableTypes,
  listVariables,
  previewCampaignParams,
} from '@inca/contracts/campaign-management';
import { login } from '../src/client.ts';

/** The campaign-management contract against real answers: each response schema parses what the running service says. */

let admin: RestClient;

beforeAll(async () => {
  const { token } = await login('admin@corp.demo');
  admin = new RestClient({ baseUrl: inject('serviceUrls')['campaign-management']!, token, service: 'campaign-management' });
});

describe('campaign-management contract', () => {
  it('describes campaigns, their rules, information, products and history', async () => {
    const page = listCampaigns.response.parse(await admin.call(listCampaigns, { query: { page_limit: '20' } as never }));
    expect(page.data.length).toBeGreaterThan(0);
    const withGroups = page.data.find((c) => c.variable_group_data.length > 0) ?? page.data[0]!;
    const id = withGroups.id_campaign;
    getCampaign.response.parse(await admin.call(getCampaign, { query: { id_campaign: id } }));
    const rules = getCampaignParams.response.parse(await admin.call(getCampaignParams, { query: { id_campaign: id } }));
    getCampaignInfo.response.parse(await admin.call(getCampaignInfo, { query: { id_campaign: id } }));
    listProducts.response.parse(await admin.call(listProducts, { query: { id_campaign: id } as never }));
    const history = listHistory.response.parse(await admin.call(listHistory, { query: {} as never }));
    expect(history.data.length).toBeGreaterThan(0);
    listGroupOptions.response.parse(await admin.call(listGroupOptions));
    getSetting.response.parse(await admin.call(getSetting, { query: { settings_code: 'SET0003' } }));
    if (rules.data.length > 0 && withGroups.flag_editable) {
      const values = rules.data.map((p) => ({
        id_campaign: id,
        id_variable_group: p.id_variable_group,
        id_variable: p.id_variable,
        configuration_value: p.configuration_value,
        configuration_items: p.configuration_items,
      }));
      const preview = await admin.call(previewCampaignParams, { body: { campaign_param: values } }).catch(() => undefined);
      if (preview) previewCampaignParams.response.parse(preview);
    }
  });

  it('describes variables, their data, objects and groups', async () => {
    const variables = listVariables.response.parse(await admin.call(listVariables));
    expect(variables.data.length).toBeGreaterThan(0);
    listVariableTypes.response.parse(await admin.call(listVariableTypes));
    const withData = variables.data.find((v) => v.data_count > 0) ?? variables.data[0]!;
    getVariable.response.parse(await admin.call(getVariable, { params: { id: withData.id_variable } }));
    getVariableDataPage.response.parse(await admin.call(getVariableDataPage, { query: { id_variable: withData.id_variable } as never }));
    const objects = listObjects.response.parse(await admin.call(listObjects));
    if (objects.data.length > 0) {
      const t = objects.data[0]!.table;
      getObjectDetails.response.parse(
        await admin.call(getObjectDetails, { body: { tables: [{ projectId: t.projectId, datasetId: t.datasetId, tableId: t.objectId }] } }),
      );
    }
    const groups = listGroups.response.parse(await admin.call(listGroups));
    expect(groups.data.length).toBeGreaterThan(0);
    const group = groups.data[0]!.id_variable_group;
    getGroupDetails.response.parse(await admin.call(getGroupDetails, { query: { id_variable_group: group } as never }));
    listGroupMembers.response.parse(await admin.call(listGroupMembers, { query: { ids: String(group) } }));
  });

  it('describes a signed file link', async () => {
    const link = createFileLink.response.parse(
      await admin.call(createFileLink, { body: { method: 'GET', path: '/campaign-management/campaigns/export-campaigns-csv', query: {} } }),
    );
    expect(link.data.url).toMatch(/^\/signed-files\/campaign-management\/[A-Za-z0-9_-]{40,}$/);
  });
});
