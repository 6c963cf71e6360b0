import { GraphQLError } from 'graphql';
import { CAMPAIGN_STATUS_INCA, isCurrentCampaign, parseCsvInfo } from '@inca/domain';
import type { Resolvers } from '../__generated__/resolvers-types.ts';
import type {
  CampaignFileInput,
  CampaignFilter,
  CampaignParamInput,
  CampaignProductFilter,
  ProcessHistoryFilter,
} from '../__generated__/resolvers-types.ts';
import type { SummaryLineDto } from '@inca/contracts/campaign-management';
import type { ParamValues } from '../rest/CampaignsClient.ts';

/** Campaigns, rules, products, process history and campaign files. */

const SORT_COLUMN: Record<string, string> = {
  CODE: 'campaign_code',
  DESCRIPTION: 'campaign_description',
  START_DATE: 'campaign_start_date',
  END_DATE: 'campaign_end_date',
  STATUS: 'campaign_status',
  PRIORITY: 'campaign_priority',
  CREATED: 'campaign_creation_date',
  MODIFIED: 'campaign_modification_date',
  RULES_MODIFIED: 'rules_modified_time',
  COMPANY: 'itc_company_campaign_code',
  INCA_STATUS: 'campaign_status_inca',
  MINIMUM_AMOUNT: 'minimum_amount',
};

/** A positive whole id; otherwise BAD_USER_INPUT with `invalid`, a whole sentence (Spanish nouns differ in gender). */
const id = (value: string | number, invalid = 'El identificador no es válido.'): number => {
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 1) throw new GraphQLError(invalid, { extensions: { code: 'BAD_USER_INPUT' } });
  return n;
};
const pageSize = (size: number | null | undefined) => Math.min(100, Math.max(1, size ?? 10));
const iso = (value: unknown): string =>
  value === null || value === undefined ? '' : value instanceof Date ? value.toISOString() : String(value);
const csv = (list: readonly (string | number)[] | null | undefined) => (list && list.length ? list.join(',') : undefined);

export function campaignQuery(filter: CampaignFilter | null | undefined): Record<string, string | undefined> {
  return {
    itc_company_campaign_code: csv(filter?.companyCodes),
    campaign_description: filter?.name ?? undefined,
    campaign_code: filter?.code ?? undefined,
    start_date: filter?.startDate ?? undefined,
    end_date: filter?.endDate ?? undefined,
    rules_modified_time:
      filter?.rulesModifiedHours === null || filter?.rulesModifiedHours === undefined ? undefined : String(filter.rulesModifiedHours),
    campaign_status_inca: csv(filter?.incaStatuses),
    file_type: csv(filter?.fileTypes),
    platform_code: filter?.platformCode ?? undefined,
  };
}

const historyQuery = (filter: ProcessHistoryFilter | null | undefined): Record<string, string | undefined> => ({
  id_campaign: filter?.campaignId ? String(id(filter.campaignId)) : undefined,
  process_name: filter?.processName ?? undefined,
  source_name: filter?.sourceName ?? undefined,
  start_date: filter?.startDate ?? undefined,
  end_date: filter?.endDate ?? undefined,
});

const productQuery = (filter: CampaignProductFilter | null | undefined): Record<string, string | undefined> => ({
  item_code: filter?.itemCode ?? undefined,
  item_name: filter?.itemName ?? undefined,
  created_time: filter?.createdHours === null || filter?.createdHours === undefined ? undefined : String(filter.createdHours),
  start_date: filter?.startDate ?? undefined,
  end_date: filter?.endDate ?? undefined,
});

const paramValues = (campaignId: number, params: readonly CampaignParamInput[]): ParamValues[] =>
  params.map((p) => ({
    id_campaign: campaignId,
    id_variable_group: id(p.groupId, 'El grupo de variables no es válido.'),
    id_variable: id(p.variableId, 'La variable no es válida.'),
    configuration_value: p.value ?? null,
    configuration_items: p.items ?? null,
    configuration_range_start: p.rangeStart ?? null,
    configuration_range_end: p.rangeEnd ?? null,
  }));

const compact = (query: Record<string, string | undefined>): Record<string, string> =>
  Object.fromEntries(Object.entries(query).filter((e): e is [string, string] => e[1] !== undefined && e[1] !== ''));

/** The service path and query each file kind stands for. */
function fileTarget(input: CampaignFileInput): { method: 'GET' | 'POST'; path: string; query: Record<string, string> } {
  const need = (value: string | null | undefined, what: string) => {
    if (!value) throw new GraphQLError(`Falta ${what}.`, { extensions: { code: 'BAD_USER_INPUT' } });
    return String(id(value));
  };
  const name: Record<string, string> = input.fileName ? { filename: input.fileName } : {};
  switch (input.file) {
    case 'CAMPAIGNS_CSV':
      return { method: 'GET', path: '/campaigns/export-campaigns-csv', query: compact(campaignQuery(input.filter)) };
    case 'RULES_HISTORY_CSV':
      return { method: 'GET', path: '/campaigns/export-history-csv', query: compact(campaignQuery(input.filter)) };
    case 'PRODUCTS_CSV':
      return {
        method: 'GET',
        path: '/campaigns/export-campaigns-products-list-csv',
        query: compact({ id_campaign: need(input.campaignId, 'la campaña'), ...productQuery(input.productFilter) }),
      };
    case 'HISTORY_CSV':
      return { method: 'GET', path: '/campaigns/export-campaigns-history-csv', query: compact(historyQuery(input.historyFilter)) };
    case 'PROCESS_JSON':
      return { method: 'GET', path: '/campaigns/download-process-json', query: { id_process: need(input.processId, 'el proceso') } };
    case 'PROCESS_RESULT':
      return { method: 'GET', path: '/campaigns/process-result', query: { id_process: need(input.processId, 'el proceso') } };
    case 'RULES_XLSX':
      return {
        method: 'GET',
        path: '/campaign-params/download',
        query: compact({
          id_campaign: input.campaignId ? String(id(input.campaignId)) : undefined,
          flag_data: input.campaignId ? undefined : 'true',
        }),
      };
    case 'RULES_TEMPLATE_XLSX':
      return {
        method: 'GET',
        path: '/campaign-params/template',
        query: compact({ id_campaign: input.campaignId ? String(id(input.campaignId)) : undefined }),
      };
    case 'PARAM_LIST_ITEMS_CSV':
      return {
        method: 'GET',
        path: '/campaign-params/campaign-param-list-items',
        query: { id_campaign_param: need(input.paramId, 'el parámetro') },
      };
    case 'RULES_UPLOAD':
      return { method: 'POST', path: '/campaign-params/upload', query: name };
    case 'PARAM_LIST_UPLOAD':
      return {
        method: 'POST',
        path: '/campaign-params/upload-list-items',
        query: {
          id_campaign: need(input.campaignId, 'la campaña'),
          id_variable_group: need(input.groupId, 'el grupo'),
          id_variable: need(input.variableId, 'la variable'),
          ...name,
        },
      };
  }
}

const summaryOf = (value: SummaryLineDto[] | string | undefined): SummaryLineDto[] => {
  if (!value) return [];
  if (Array.isArray(value)) return value;
  try {
    const parsed = JSON.parse(value) as unknown;
    return Array.isArray(parsed) ? (parsed as SummaryLineDto[]) : [];
  } catch {
    return [];
  }
};

export const campaignResolvers: Resolvers = {
  Query: {
    campaigns: (_root, args, { campaigns }) =>
      campaigns.campaigns({
        ...campaignQuery(args.filter),
        sort: args.sort ? SORT_COLUMN[args.sort] : undefined,
        order: args.order ? args.order.toLowerCase() : undefined,
        page_current: Math.max(1, args.page ?? 1),
        page_limit: pageSize(args.pageSize),
      }),
    campaign: (_root, args, { campaigns }) => campaigns.campaign(id(args.id)),
    campaignInfo: async (_root, args, { campaigns }) => parseCsvInfo(await campaigns.campaignInfo(id(args.id))),
    campaignRules: (_root, args, { campaigns }) => campaigns.rules(id(args.campaignId)),
    campaignProducts: (_root, args, { campaigns }) =>
      campaigns.products({
        id_campaign: id(args.campaignId),
        ...productQuery(args.filter),
        page_current: Math.max(1, args.page ?? 1),
        page_limit: pageSize(args.pageSize),
      }),
    processHistory: (_root, args, { campaigns }) =>
      campaigns.history({ ...historyQuery(args.filter), page_current: Math.max(1, args.page ?? 1), page_limit: pageSize(args.pageSize) }),
    campaignVariableGroupOptions: (_root, _args, { campaigns }) => campaigns.groupOptions(),
    campaignCompanies: (_root, _args, { campaigns }) => campaigns.companies(),
  },
  Mutation: {
    saveCampaignVariableGroups: (_root, args, { campaigns }) =>
      campaigns.saveGroups(
        id(args.campaignId),
        args.groupIds.map((g) => id(g, 'El grupo de variables no es válido.')),
      ),
    saveCampaignRules: async (_root, args, { campaigns }) => {
      const campaignId = id(args.campaignId);
      await campaigns.saveRules(paramValues(campaignId, args.params));
      return campaigns.rules(campaignId);
    },
    previewCampaignRules: (_root, args, { campaigns }) => campaigns.preview(paramValues(id(args.campaignId), args.params)),
    sendCampaignToProcess: (_root, args, { campaigns }) => {
      const campaignId = id(args.campaignId);
      return args.params && args.params.length > 0
        ? campaigns.send(paramValues(campaignId, args.params))
        : campaigns.sendStored(campaignId);
    },
    sendCampaignsToRecommendation: (_root, args, { campaigns }) =>
      campaigns.sendMany(args.campaignIds ? args.campaignIds.map((c) => id(c)) : undefined),
    campaignFileLink: async (_root, args, { campaigns }) => {
      const target = fileTarget(args.input);
      return campaigns.fileLink(target.method, target.path, target.query);
    },
  },
  Campaign: {
    id: (c) => String(c.id_campaign),
    companyCode: (c) => c.itc_company_campaign_code,
    corporate: (c) => c.flag_corporate,
    code: (c) => c.campaign_code,
    description: (c) => c.campaign_description,
    startDate: (c) => c.campaign_start_date,
    endDate: (c) => c.campaign_end_date,
    status: (c) => c.campaign_status,
    incaStatus: (c) => c.campaign_status_inca,
    incaStatusName: (c) => CAMPAIGN_STATUS_INCA[c.campaign_status_inca as 1 | 2 | 3] ?? '',
    digitalType: (c) => c.digital_campaign_type,
    digitalType2: (c) => c.digital_campaign_type_2,
    priority: (c) => c.campaign_priority,
    minimumAmount: (c) => Number(c.minimum_amount),
    createdAt: (c) => iso(c.campaign_creation_date),
    modifiedAt: (c) => iso(c.campaign_modification_date),
    usageStartDate: (c) => c.usage_start_date,
    usageEndDate: (c) => c.usage_end_date,
    discountType: (c) => c.campaign_discount_type,
    omnichannel: (c) => c.campaign_ominical_indicator,
    flashType: (c) => c.flash_campaign_type,
    brandCode: (c) => c.campaign_brand_code,
    instant: (c) => c.instant_campaign_indicator,
    platformCode: (c) => c.platform_code,
    fileType: (c) => c.file_type,
    editable: (c) => c.flag_editable,
    current: (c) => isCurrentCampaign(c.campaign_end_date, new Date().toISOString()),
    rulesModifiedAt: (c) => (c.rules_modified_time ? iso(c.rules_modified_time) : null),
    recommendationProcessed: (c) => c.flag_recommendation_processed,
    variableGroups: (c) => c.variable_group_data ?? [],
    rulesSummary: (c) => summaryOf(c.rules_summary),
  },
  CampaignPage: {
    totalCount: (p) => p.total,
    showCompany: (p) => p.showCompany,
    nodes: (p) => p.rows,
  },
  CampaignVariableGroup: {
    id: (g) => String(g.id_variable_group),
    name: (g) => g.variable_group_name,
    priority: (g) => g.variable_group_priority,
  },
  RulesSummaryLine: {
    name: (l) => l.name,
    quantity: (l) => Math.round(l.quantity),
    children: (l) => l.children ?? [],
  },
  CampaignInfoEntry: {
    key: (e) => e.key,
    value: (e) => e.value,
  },
  CampaignParamOption: {
    key: (o) => o.data_key,
    value: (o) => o.data_value,
    parentKey: (o) => o.parent_data_key,
  },
  CampaignParam: {
    id: (p) => (p.id_campaign_param === null ? null : String(p.id_campaign_param)),
    groupId: (p) => String(p.id_variable_group),
    groupName: (p) => p.variable_group_name,
    groupPriority: (p) => p.variable_group_priority,
    variableId: (p) => String(p.id_variable),
    variableCode: (p) => p.variable_code,
    variableName: (p) => p.variable_name,
    variableDescription: (p) => p.variable_description,
    variableTypeId: (p) => p.id_variable_type,
    parentVariableId: (p) => (p.id_variable_parent ? String(p.id_variable_parent) : null),
    required: (p) => p.flag_required,
    multiple: (p) => p.flag_multiple_select,
    range: (p) => p.flag_range,
    segmentSelector: (p) => p.flag_info_segment,
    infoCampaign: (p) => p.flag_info_campaign,
    uploadData: (p) => p.flag_upload_data,
    listFileSaved: (p) => p.flag_param_list_file_saved,
    listItemsCount: (p) => p.list_items_count,
    hasParent: (p) => p.flag_parent_variable_exists,
    value: (p) => p.configuration_value,
    items: (p) => p.configuration_items ?? [],
    rangeStart: (p) => p.configuration_range_start,
    rangeEnd: (p) => p.configuration_range_end,
    minRange: (p) => p.variable_min_range ?? 0,
    maxRange: (p) => p.variable_max_range ?? 999_999_999,
    order: (p) => p.variable_group_detail_order,
    options: (p) => p.variable_data_options ?? [],
  },
  CampaignRules: {
    campaign: (r) => r.campaign,
    params: (r) => r.params,
  },
  CampaignProduct: {
    rowNumber: (p) => p.row_number,
    itemCode: (p) => p.item_code,
    itemName: (p) => p.item_name,
    itemStatus: (p) => p.item_status,
    itemSourceCreationTime: (p) => iso(p.item_source_creation_time),
    itemOfferingMode: (p) => p.item_offering_mode,
    itemOfferingAmount: (p) => Number(p.item_offering_amount),
    itemDiscountType: (p) => p.item_discount_type,
    itemDiscountMode: (p) => p.item_discount_mode,
    itemDiscountValue: (p) => Number(p.item_discount_value),
  },
  CampaignProductPage: {
    totalCount: (p) => p.total,
    nodes: (p) => p.rows,
  },
  ProcessHistoryEntry: {
    id: (h) => String(h.id_process),
    rowNumber: (h) => h.row_number,
    campaignId: (h) => (h.id_campaign ? String(h.id_campaign) : null),
    campaignCode: (h) => h.campaign_code,
    sourceName: (h) => h.source_name,
    processName: (h) => h.process_name,
    status: (h) => h.process_status,
    finalMessage: (h) => h.process_final_message,
    startTime: (h) => iso(h.start_time),
    endTime: (h) => (h.end_time ? iso(h.end_time) : null),
    uploadedRecords: (h) => h.uploaded_records,
    rejectedRecords: (h) => h.rejected_records,
    totalRecords: (h) => h.total_records,
    summary: (h) => Object.entries(h.summary ?? {}).map(([key, value]) => ({ key, value: String(value) })),
    hasResultFile: (h) => h.flag_result_file,
  },
  ProcessHistoryPage: {
    totalCount: (p) => p.total,
    nodes: (p) => p.rows,
  },
  CampaignCompany: {
    code: (c) => c.itc_company_code,
    description: (c) => c.description,
  },
  FileLink: {
    url: (l) => l.url,
    expiresAt: (l) => l.expires_at,
    method: (l) => l.method,
  },
  SendToProcessResult: {
    processId: (r) => String(r.id_process),
    summary: (r) => r.summary,
    message: (r) => r.message,
  },
  BulkSendResult: {
    queued: (r) => r.queued.map(String),
    skipped: (r) => r.skipped.map((s) => ({ campaignId: String(s.id_campaign), message: s.message })),
    message: (r) => r.message,
  },
};
