import type { CampaignParamFieldsFragment } from '../../../__generated__/graphql.ts';
import { CAMPAIGN_FILE_LINK, CAMPAIGN_RULES } from '../graphql/index.ts';

// Answers the hook tests of this feature give in place of the graph and the file links.

export const param = (over: Partial<CampaignParamFieldsFragment>): CampaignParamFieldsFragment =>
  ({
    __typename: 'CampaignParam',
    id: null,
    groupId: '2',
    groupName: 'Productos',
    groupPriority: 2,
    variableId: '1',
    variableCode: 'CATEGORIA',
    variableName: 'Categoría',
    variableDescription: '',
    variableTypeId: 3,
    parentVariableId: null,
    required: true,
    multiple: true,
    range: false,
    segmentSelector: false,
    infoCampaign: false,
    uploadData: false,
    listFileSaved: false,
    listItemsCount: 0,
    hasParent: false,
    value: null,
    items: [],
    rangeStart: null,
    rangeEnd: null,
    minRange: 0,
    maxRange: 999999999,
    order: 1,
    options: [],
    ...over,
  }) as CampaignParamFieldsFragment;

const option = (key: string, value: string, parentKey: string | null = null) => ({
  __typename: 'CampaignParamOption' as const,
  key,
  value,
  parentKey,
});

/** A parent select (Categoría) and its child (Subcategoría) in group 2, and a number in group 1. */
export const PARAMS = [
  param({ options: [option('TEC', 'Tecnología'), option('VES', 'Vestuario')], items: ['TEC'] }),
  param({
    variableId: '2',
    variableCode: 'SUBCATEGORIA',
    variableName: 'Subcategoría',
    hasParent: true,
    parentVariableId: '1',
    required: false,
    options: [option('TV', 'Televisores', 'TEC')],
    items: ['TV'],
  }),
  param({
    groupId: '1',
    groupName: 'Clientes',
    groupPriority: 1,
    variableId: '3',
    variableCode: 'EDAD',
    variableName: 'Edad',
    variableTypeId: 1,
    multiple: false,
    required: false,
    value: '30',
  }),
];

/** The campaign rules query of campaign 7, answering `params` and a summary line of `quantity`. */
export const rulesMock = (params = PARAMS, quantity = 120) => ({
  request: { query: CAMPAIGN_RULES, variables: { id: '7' } },
  result: {
    data: {
      campaignRules: {
        __typename: 'CampaignRules',
        campaign: {
          __typename: 'Campaign',
          id: '7',
          code: 'CAMP-7',
          description: 'Navidad',
          startDate: '2026-12-01',
          endDate: '2026-12-31',
          editable: true,
          current: true,
          companyCode: '011',
          rulesSummary: [{ __typename: 'RulesSummaryLine', name: 'Clientes', quantity, children: [] }],
        },
        params,
      },
    },
  },
});

/** The graph hands out a signed link for any campaign file. */
export const linkMock = {
  request: { query: CAMPAIGN_FILE_LINK, variables: () => true },
  result: {
    data: {
      campaignFileLink: { __typename: 'FileLink', url: 'http://files.test/signed', method: 'GET', expiresAt: '2026-12-01T00:00:00Z' },
    },
  },
  maxUsageCount: 10,
};

/** A file link's answer as fetch gives it. */
export const fileResponse = (body: string, init: { status?: number; type?: string; disposition?: string } = {}) =>
  new Response(body, {
    status: init.status ?? 200,
    headers: { 'content-type': init.type ?? 'text/csv', ...(init.disposition ? { 'content-disposition': init.disposition } : {}) },
  });
