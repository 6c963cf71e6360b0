import DataLoader from 'dataloader';
import { RestClient, type RestClientOptions } from '@inca/rest-client';
import * as api from '@inca/contracts/audience-management';
import type { AdsAccountDto, CompanyFlagsDto, CompanyRefDto, ViewerDto } from './models.ts';

/**
 * The audience-management service as seen from the audience subgraph. One instance per GraphQL
 * request: its loaders batch and cache per request, so a list never costs a call per row.
 */
export class AudienceManagementClient {
  private readonly rest: RestClient;

  constructor(options: RestClientOptions) {
    this.rest = new RestClient(options);
  }

  async me(): Promise<ViewerDto> {
    return (await this.rest.call(api.getMe)).data;
  }

  async accessibleCompanies(): Promise<CompanyRefDto[]> {
    const companies = (await this.rest.call(api.listAccessibleCompanies)).data;
    for (const company of companies) this.companyByCode.prime(company.code, company);
    return companies;
  }

  /** Companies offered by the segment list's company filter: the caller's scope and the owners of every segment it sees. */
  async segmentFilterCompanies(): Promise<CompanyRefDto[]> {
    return (await this.rest.call(api.listSegmentFilterCompanies)).data;
  }

  private allOnce?: Promise<CompanyRefDto[]>;

  /** Every company of the group (names only), fetched once per request. */
  allCompanies(): Promise<CompanyRefDto[]> {
    this.allOnce ??= this.rest.call(api.listCompanies).then((r) => r.data);
    return this.allOnce;
  }

  /** Any company by code, for naming it (flags and accounts still follow the viewer's scope). */
  async anyCompanyByCode(code: string): Promise<CompanyRefDto | null> {
    return (await this.allCompanies()).find((c) => c.code === code) ?? null;
  }

  /** Companies the viewer may see, by code; null for one outside the viewer's scope. */
  readonly companyByCode = new DataLoader<string, CompanyRefDto | null>(async (codes) => {
    const companies = await this.accessibleCompanies();
    return codes.map((code) => companies.find((c) => c.code === code) ?? null);
  });

  readonly flagsByCompany = new DataLoader<string, CompanyFlagsDto | null>(async (codes) => {
    const rows = (await this.rest.call(api.listCompanyFlags, { query: { company_code: codes.join(',') } })).data;
    return codes.map((code) => rows.find((r) => r.code === code) ?? null);
  });

  /** Checks the platform APIs of a company's ads accounts ("Verify account"); answers the accounts. */
  async verifyAdsAccounts(body: { company_code: string; ads_account_code?: string; force?: boolean }): Promise<AdsAccountDto[]> {
    return (await this.rest.call(api.verifyAdsAccounts, { body })).data;
  }

  readonly adsAccountsByCompany = new DataLoader<string, AdsAccountDto[]>(async (codes) => {
    const rows = (await this.rest.call(api.listAdsAccounts, { query: { company_code: codes.join(',') } })).data;
    return codes.map((code) => rows.filter((r) => r.company_code === code));
  });
}
