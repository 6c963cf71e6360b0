import { RestClient, type Envelope, type QueryParams, type RestClientOptions } from '@inca/rest-client';
import type {
  BulkSendDto,
  CampaignCompanyDto,
  CampaignDto,
  CampaignGroupDto,
  CampaignPageDto,
  CampaignParamDto,
  CampaignProductDto,
  CampaignProductPageDto,
  CampaignRulesDto,
  FileLinkDto,
  ProcessHistoryDto,
  ProcessHistoryPageDto,
  SendResultDto,
  SummaryLineDto,
} from './campaignTypes.ts';

const BASE = '/campaign-management';

type Paged<T> = Envelope<T[]> & { total_rows?: number; show_company?: boolean };
export type ParamValues = {
  id_campaign: number;
  id_variable_group: number;
  id_variable: number;
  configuration_value?: string | null;
  configuration_items?: string[] | null;
  configuration_range_start?: number | null;
  configuration_range_end?: number | null;
};

/** The campaign side of campaign-management as seen from the campaign subgraph (helper D); one instance per request. */
export class CampaignsClient {
  private readonly rest: RestClient;
  private groupsOnce?: Promise<CampaignGroupDto[]>;

  constructor(options: RestClientOptions) {
    this.rest = new RestClient(options);
  }

  /** One page of campaigns with the total from the same query: one REST call per page. */
  async campaigns(query: QueryParams): Promise<CampaignPageDto> {
    const r = await this.rest.get<Paged<CampaignDto>>(`${BASE}/campaigns`, query);
    return { rows: r.data, total: r.total_rows ?? 0, showCompany: r.show_company === true };
  }

  async campaign(id: number): Promise<CampaignDto> {
    return (await this.rest.get<Envelope<CampaignDto>>(`${BASE}/campaigns/detail`, { id_campaign: id })).data;
  }

  async campaignInfo(id: number): Promise<string> {
    return (await this.rest.get<Envelope<{ campaign_info_csv_data: string }>>(`${BASE}/campaigns/csv-data`, { id_campaign: id })).data.campaign_info_csv_data;
  }

  async rules(id: number): Promise<CampaignRulesDto> {
    const r = await this.rest.get<Envelope<CampaignParamDto[]> & { campaign: CampaignDto }>(`${BASE}/campaign-params`, { id_campaign: id });
    return { campaign: r.campaign, params: r.data };
  }

  async saveRules(params: ParamValues[]): Promise<CampaignParamDto[]> {
    return (await this.rest.put<Envelope<CampaignParamDto[]>>(`${BASE}/campaign-params/update-values`, { campaign_param: params })).data;
  }

  async preview(params: ParamValues[]): Promise<SummaryLineDto[]> {
    return (await this.rest.put<Envelope<{ summary: SummaryLineDto[] }>>(`${BASE}/campaign-params/update-summary-values`, { campaign_param: params })).data.summary;
  }

  async send(params: ParamValues[]): Promise<SendResultDto> {
    const r = await this.rest.put<Envelope<{ id_process: number; summary: SummaryLineDto[] }>>(`${BASE}/campaign-params/send-campaign-id-recommendation`, { campaign_param: params });
    return { ...r.data, message: r.message ?? '' };
  }

  async sendStored(id: number): Promise<SendResultDto> {
    const r = await this.rest.post<Envelope<{ id_process: number; summary: SummaryLineDto[] }>>(`${BASE}/campaign-params/send-to-recommendation-by-campaign`, { id_campaign: id });
    return { ...r.data, message: r.message ?? '' };
  }

  async sendMany(ids: number[] | undefined): Promise<BulkSendDto & { message: string }> {
    const r = await this.rest.post<Envelope<BulkSendDto>>(`${BASE}/campaign-params/send-to-recommendation`, ids ? { id_campaigns: ids } : {});
    return { ...r.data, message: r.message ?? '' };
  }

  async saveGroups(id: number, groupIds: number[]): Promise<CampaignDto> {
    return (await this.rest.put<Envelope<CampaignDto>>(`${BASE}/campaigns/edit-variable-group`, { id_campaign: id, variable_group_data: groupIds })).data;
  }

  groupOptions(): Promise<CampaignGroupDto[]> {
    this.groupsOnce ??= this.rest.get<Envelope<CampaignGroupDto[]>>(`${BASE}/campaigns/variable-group`).then((r) => r.data);
    return this.groupsOnce;
  }

  async products(query: QueryParams): Promise<CampaignProductPageDto> {
    const r = await this.rest.get<Paged<CampaignProductDto>>(`${BASE}/campaigns/products`, query);
    return { rows: r.data, total: r.total_rows ?? 0 };
  }

  async history(query: QueryParams): Promise<ProcessHistoryPageDto> {
    const r = await this.rest.get<Paged<ProcessHistoryDto>>(`${BASE}/campaigns/history`, query);
    return { rows: r.data, total: r.total_rows ?? 0 };
  }

  async setting<T>(code: 'SET0003' | 'SET0005'): Promise<T> {
    return (await this.rest.get<Envelope<{ settings_json_value: T }>>(`${BASE}/settings`, { settings_code: code })).data.settings_json_value;
  }

  companies(): Promise<CampaignCompanyDto[]> {
    return this.setting<CampaignCompanyDto[]>('SET0003');
  }

  async fileLink(method: 'GET' | 'POST', path: string, query: Record<string, string>): Promise<FileLinkDto> {
    return (await this.rest.post<Envelope<FileLinkDto>>(`${BASE}/files/link`, { method, path: `${BASE}${path}`, query })).data;
  }
}
