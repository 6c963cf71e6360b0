import { RestClient, type QueryParams, type RestClientOptions } from '@inca/rest-client';
import type { Operation, RequestOf } from '@inca/contracts';
import {
  createFileLink,
  editCampaignGroups,
  getCampaign,
  getCampaignInfo,
  getCampaignParams,
  getSetting,
  listCampaigns,
  listGroupOptions,
  listHistory,
  listProducts,
  previewCampaignParams,
  saveCampaignParams,
  sendCampaignParams,
  sendCampaigns,
  sendStoredCampaign,
  type BulkSendDto,
  type CampaignCompanyDto,
  type CampaignDto,
  type CampaignGroupDto,
  type CampaignParamDto,
  type CampaignProductDto,
  type FileLinkDto,
  type ProcessHistoryDto,
  type SummaryLineDto,
} from '@inca/contracts/campaign-management';

const BASE = '/campaign-management';

export type CampaignPageDto = { rows: CampaignDto[]; total: number; showCompany: boolean };
export type CampaignRulesDto = { campaign: CampaignDto; params: CampaignParamDto[] };
export type CampaignProductPageDto = { rows: CampaignProductDto[]; total: number };
export type ProcessHistoryPageDto = { rows: ProcessHistoryDto[]; total: number };
export type SendResultDto = { id_process: number; summary: SummaryLineDto[]; message: string };
export type BulkSendResultDto = BulkSendDto & { message: string };
export type InfoEntryDto = { key: string; value: string };
export type ParamValues = {
  id_campaign: number;
  id_variable_group: number;
  id_variable: number;
  configuration_value?: string | null;
  configuration_items?: string[] | null;
  configuration_range_start?: number | null;
  configuration_range_end?: number | null;
};

/** The graph's filters as query params (lists joined with commas by the client), as the operation's query parses them. */
const queryOf = <O extends Operation>(_op: O, query: QueryParams) => query as RequestOf<O>['query'];

/** The campaign side of campaign-management as seen from the campaign subgraph; one instance per request. */
export class CampaignsClient {
  private readonly rest: RestClient;
  private groupsOnce?: Promise<CampaignGroupDto[]>;

  constructor(options: RestClientOptions) {
    this.rest = new RestClient(options);
  }

  /** One page of campaigns with the total from the same query: one REST call per page. */
  async campaigns(query: QueryParams): Promise<CampaignPageDto> {
    const r = await this.rest.call(listCampaigns, { query: queryOf(listCampaigns, query) });
    return { rows: r.data, total: r.total_rows ?? 0, showCompany: r.show_company === true };
  }

  async campaign(id: number): Promise<CampaignDto> {
    return (await this.rest.call(getCampaign, { query: { id_campaign: id } })).data;
  }

  async campaignInfo(id: number): Promise<string> {
    return (await this.rest.call(getCampaignInfo, { query: { id_campaign: id } })).data.campaign_info_csv_data;
  }

  async rules(id: number): Promise<CampaignRulesDto> {
    const r = await this.rest.call(getCampaignParams, { query: { id_campaign: id } });
    return { campaign: r.campaign, params: r.data };
  }

  async saveRules(params: ParamValues[]): Promise<CampaignParamDto[]> {
    return (await this.rest.call(saveCampaignParams, { body: { campaign_param: params } })).data;
  }

  async preview(params: ParamValues[]): Promise<SummaryLineDto[]> {
    return (await this.rest.call(previewCampaignParams, { body: { campaign_param: params } })).data.summary;
  }

  async send(params: ParamValues[]): Promise<SendResultDto> {
    const r = await this.rest.call(sendCampaignParams, { body: { campaign_param: params } });
    return { ...r.data, message: r.message ?? '' };
  }

  async sendStored(id: number): Promise<SendResultDto> {
    const r = await this.rest.call(sendStoredCampaign, { body: { id_campaign: id } });
    return { ...r.data, message: r.message ?? '' };
  }

  async sendMany(ids: number[] | undefined): Promise<BulkSendResultDto> {
    const r = await this.rest.call(sendCampaigns, { body: ids ? { id_campaigns: ids } : {} });
    return { ...r.data, message: r.message ?? '' };
  }

  async saveGroups(id: number, groupIds: number[]): Promise<CampaignDto> {
    return (await this.rest.call(editCampaignGroups, { body: { id_campaign: id, variable_group_data: groupIds } })).data;
  }

  groupOptions(): Promise<CampaignGroupDto[]> {
    this.groupsOnce ??= this.rest.call(listGroupOptions).then((r) => r.data);
    return this.groupsOnce;
  }

  async products(query: QueryParams): Promise<CampaignProductPageDto> {
    const r = await this.rest.call(listProducts, { query: queryOf(listProducts, query) });
    return { rows: r.data, total: r.total_rows ?? 0 };
  }

  async history(query: QueryParams): Promise<ProcessHistoryPageDto> {
    const r = await this.rest.call(listHistory, { query: queryOf(listHistory, query) });
    return { rows: r.data, total: r.total_rows ?? 0 };
  }

  async setting<T>(code: 'SET0003' | 'SET0005'): Promise<T> {
    return (await this.rest.call(getSetting, { query: { settings_code: code } })).data.settings_json_value as T;
  }

  companies(): Promise<CampaignCompanyDto[]> {
    return this.setting<CampaignCompanyDto[]>('SET0003');
  }

  async fileLink(method: 'GET' | 'POST', path: string, query: Record<string, string>): Promise<FileLinkDto> {
    return (await this.rest.call(createFileLink, { body: { method, path: `${BASE}${path}`, query } })).data;
  }
}
