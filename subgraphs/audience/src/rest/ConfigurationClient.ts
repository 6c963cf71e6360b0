import { RestClient, type RestClientOptions } from '@inca/rest-client';
import type { CompanyFlagsDto } from './types.ts';

type Envelope<T> = { status: boolean; data: T };
type Flag = '0' | '1';

export type CompanyConfigurationDto = CompanyFlagsDto & { name: string; alias: string; domain: string };
export type CompanyFlagChangeDto = { id: string; company_code: string; changed_by: string; changed_at: string; before: Record<string, Flag>; after: Record<string, Flag> };
export type AdsValidationDto = {
  company_code: string;
  ads_account_code: string;
  business_name: string;
  platform: string;
  ok: boolean;
  error_kind: 'OK' | 'VERSION' | 'CREDENTIALS' | 'DATA_USE_CHECKUP' | 'APP_DELETED' | 'UNKNOWN';
  error_text: string;
  checked_at: string;
  checked_by: string;
};

/** The configuration screen's service paths (issue 11), audience admin only. */
export class ConfigurationClient {
  private readonly rest: RestClient;

  constructor(options: RestClientOptions) {
    this.rest = new RestClient(options);
  }

  async companies(name: string | undefined): Promise<CompanyConfigurationDto[]> {
    return (await this.rest.get<Envelope<CompanyConfigurationDto[]>>('/audience-management/configuration/company-flags', name ? { name } : {})).data;
  }

  async updateFlags(code: string, flags: Record<string, Flag>): Promise<CompanyConfigurationDto> {
    return (await this.rest.put<Envelope<CompanyConfigurationDto>>(`/audience-management/configuration/company-flags/${encodeURIComponent(code)}`, { flags })).data;
  }

  async changes(code: string): Promise<CompanyFlagChangeDto[]> {
    return (await this.rest.get<Envelope<CompanyFlagChangeDto[]>>(`/audience-management/configuration/company-flags/${encodeURIComponent(code)}/changes`)).data;
  }

  async validations(processDate: string, companyCode: string | undefined): Promise<AdsValidationDto[]> {
    return (await this.rest.get<Envelope<AdsValidationDto[]>>('/audience-management/configuration/ads-validations', { process_date: processDate, ...(companyCode ? { company_code: companyCode } : {}) })).data;
  }

  async adsAccounts(companyCode: string): Promise<AdsAccountSettingsDto[]> {
    return (await this.rest.get<Envelope<AdsAccountSettingsDto[]>>('/audience-management/configuration/ads-accounts', { company_code: companyCode })).data;
  }

  async saveAdsAccount(id: string | undefined, body: unknown): Promise<AdsAccountSettingsDto> {
    const path = '/audience-management/configuration/ads-accounts';
    return (id ? await this.rest.put<Envelope<AdsAccountSettingsDto>>(`${path}/${encodeURIComponent(id)}`, body) : await this.rest.post<Envelope<AdsAccountSettingsDto>>(path, body)).data;
  }
}

export type AdsChannelDto = { enabled: boolean; endpoint: string | null; account_id: string | null; devops_repo: string | null; storage: string | null; params: Record<string, unknown> | null; secret_set: boolean };
export type AdsAccountSettingsDto = {
  id: string;
  company_code: string;
  technical_name: string;
  business_name: string;
  gcp_project: string | null;
  manager_name: string | null;
  manager_email: string | null;
  it_manager_name: string | null;
  it_manager_email: string | null;
  send_notification: Flag;
  channels: Record<string, AdsChannelDto>;
};
