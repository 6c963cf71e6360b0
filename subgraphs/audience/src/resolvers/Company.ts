import { GraphQLError } from 'graphql';
import { PLATFORMS } from '@inca/domain';
import type {
  AdsAccountResolvers,
  CompanyResolvers,
  CompanyFlagsResolvers,
  MutationResolvers,
  Platform,
} from '../__generated__/resolvers-types.ts';
import type { CompanyDto } from '../rest/models.ts';
import type { SubgraphContext } from '../context.ts';
import { accountApiHealth } from './Audience.ts';

/** A company reached only by its key (from another subgraph) is completed from the directory. */
async function complete(company: CompanyDto, { audienceManagement }: SubgraphContext) {
  if (company.name !== undefined && company.alias !== undefined && company.domain !== undefined) return company;
  const found = await audienceManagement.anyCompanyByCode(company.code);
  if (!found) throw new GraphQLError('Empresa no encontrada.', { extensions: { code: 'NOT_FOUND' } });
  return found;
}

export const Company: CompanyResolvers = {
  __resolveReference: async (reference, { audienceManagement }) => audienceManagement.companyByCode.load(reference.code),
  code: (company) => company.code,
  // Each field completes the company only when it is missing (an audience row carries name and alias, not domain).
  name: async (company, _args, context) => company.name ?? (await complete(company, context)).name ?? '',
  alias: async (company, _args, context) => company.alias ?? (await complete(company, context)).alias ?? '',
  domain: async (company, _args, context) => company.domain ?? (await complete(company, context)).domain ?? '',
  flags: (company, _args, { audienceManagement }) => audienceManagement.flagsByCompany.load(company.code),
  adsAccounts: (company, _args, { audienceManagement }) => audienceManagement.adsAccountsByCompany.load(company.code),
};

const on = (value: '0' | '1') => value === '1';

export const CompanyFlags: CompanyFlagsResolvers = {
  approveRequestData: (f) => on(f.approve_request_data),
  shareAction: (f) => on(f.share_action),
  separatedKeyAds: (f) => on(f.separated_key_ads),
  gptImages: (f) => on(f.gpt_images),
  talononeCoupons: (f) => on(f.talonone_coupons),
  retailPurchasePrediction: (f) => on(f.retail_purchase_prediction),
  userIdTalonone: (f) => on(f.user_id_talonone),
  editSegment: (f) => on(f.edit_segment),
  editAudienceTypeGoogle: (f) => on(f.edit_audience_type_google),
};

export const AdsAccount: AdsAccountResolvers = {
  technicalName: (a) => a.technical_name,
  businessName: (a) => a.business_name,
  itManagerEmail: (a) => a.it_manager_email,
  platforms: (a) => PLATFORMS.filter((p) => a[`flag_${p}`] === '1').map((p) => p.toUpperCase() as Platform),
  apiHealth: (a) => accountApiHealth(a),
  apiCheckedAt: (a) => a.api_checked_at ?? null,
};

/** "Verify account": the connectors' health checks of a company's ads accounts. */
export const accountHealthMutations: Pick<MutationResolvers, 'verifyAdsAccounts'> = {
  verifyAdsAccounts: (_root, { companyCode, adsAccountCode, force }, { audienceManagement }) =>
    audienceManagement.verifyAdsAccounts({
      company_code: companyCode,
      ...(adsAccountCode ? { ads_account_code: adsAccountCode } : {}),
      force: force ?? false,
    }),
};
