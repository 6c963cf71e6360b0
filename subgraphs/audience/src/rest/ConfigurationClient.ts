import { RestClient, type RestClientOptions } from '@inca/rest-client';
import * as api from '@inca/contracts/audience-management';
import type { AdsAccountSettingsDto, AdsValidationDto, CompanyConfigurationDto, CompanyFlagChangeDto } from './models.ts';

export type { AdsAccountSettingsDto, AdsValidationDto, CompanyConfigurationDto, CompanyFlagChangeDto } from './models.ts';

type Flag = '0' | '1';

/** The configuration screen's service paths, audience admin only. */
export class ConfigurationClient {
  private readonly rest: RestClient;

  constructor(options: RestClientOptions) {
    this.rest = new RestClient(options);
  }

  async companies(name: string | undefined): Promise<CompanyConfigurationDto[]> {
    return (await this.rest.call(api.listCompanyConfigurations, { query: name ? { name } : {} })).data;
  }

  async updateFlags(code: string, flags: Record<string, Flag>): Promise<CompanyConfigurationDto> {
    return (await this.rest.call(api.updateCompanyFlags, { params: { code }, body: { flags } as api.UpdateCompanyFlagsInput })).data;
  }

  async changes(code: string): Promise<CompanyFlagChangeDto[]> {
    return (await this.rest.call(api.listCompanyFlagChanges, { params: { code } })).data;
  }

  async validations(processDate: string, companyCode: string | undefined): Promise<AdsValidationDto[]> {
    return (
      await this.rest.call(api.listAdsValidations, {
        query: { process_date: processDate, ...(companyCode ? { company_code: companyCode } : {}) },
      })
    ).data;
  }

  async adsAccounts(companyCode: string): Promise<AdsAccountSettingsDto[]> {
    return (await this.rest.call(api.listAdsAccountSettings, { query: { company_code: companyCode } })).data;
  }

  async saveAdsAccount(id: string | undefined, body: unknown): Promise<AdsAccountSettingsDto> {
    const sent = body as api.AdsAccountInput;
    return (
      id
        ? await this.rest.call(api.updateAdsAccount, { params: { id }, body: sent })
        : await this.rest.call(api.createAdsAccount, { body: sent })
    ).data;
  }
}
