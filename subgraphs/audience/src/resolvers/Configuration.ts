import { COMPANY_FLAGS } from '@inca/domain';
import { GraphQLError } from 'graphql';
import { PLATFORMS } from '@inca/domain';
import type {
  AdsAccountInput,
  AdsAccountSettingsResolvers,
  AdsAccountValidationResolvers,
  CompanyConfigurationResolvers,
  CompanyFlagChangeResolvers,
  CompanyFlagsInput,
  MutationResolvers,
  Platform,
  QueryResolvers,
} from '../__generated__/resolvers-types.ts';
import type { CompanyFlagsDto } from '../rest/models.ts';
import { adsAccountFieldsOf, renamedRefusal } from './refusals.ts';

/** GraphQL's camelCase flag names, in the order of COMPANY_FLAGS. */
const INPUT_NAME: Record<(typeof COMPANY_FLAGS)[number], keyof CompanyFlagsInput> = {
  approve_request_data: 'approveRequestData',
  share_action: 'shareAction',
  separated_key_ads: 'separatedKeyAds',
  gpt_images: 'gptImages',
  talonone_coupons: 'talononeCoupons',
  retail_purchase_prediction: 'retailPurchasePrediction',
  user_id_talonone: 'userIdTalonone',
  edit_segment: 'editSegment',
  edit_audience_type_google: 'editAudienceTypeGoogle',
};

const asFlags = (code: string, flags: Record<string, '0' | '1'>): CompanyFlagsDto => ({ code, ...flags }) as CompanyFlagsDto;

export const configurationQueries: Pick<QueryResolvers, 'companyConfigurations' | 'adsAccountValidations' | 'adsAccountSettings'> = {
  adsAccountSettings: (_root, { companyCode }, { configuration }) => configuration.adsAccounts(companyCode),
  companyConfigurations: (_root, { name }, { configuration }) => configuration.companies(name ?? undefined),
  adsAccountValidations: (_root, { processDate, companyCode }, { configuration }) =>
    configuration.validations(processDate, companyCode ?? undefined),
};

export const configurationMutations: Pick<MutationResolvers, 'updateCompanyFlags' | 'saveAdsAccount'> = {
  saveAdsAccount: async (_root, { id, input }, { configuration }) => {
    const body = adsAccountBody(input);
    try {
      return await configuration.saveAdsAccount(id ?? undefined, body);
    } catch (error) {
      throw renamedRefusal(error, adsAccountFieldsOf);
    }
  },
  updateCompanyFlags: (_root, { companyCode, flags }, { configuration }) =>
    configuration.updateFlags(companyCode, Object.fromEntries(COMPANY_FLAGS.map((f) => [f, flags[INPUT_NAME[f]] ? '1' : '0']))),
};

export const CompanyConfiguration: CompanyConfigurationResolvers = {
  company: (c) => ({ code: c.code, name: c.name, alias: c.alias, domain: c.domain }),
  flags: (c) => c,
  changes: (c, _args, { configuration }) => configuration.changes(c.code),
};

export const CompanyFlagChange: CompanyFlagChangeResolvers = {
  changedBy: (c) => c.changed_by,
  changedAt: (c) => new Date(c.changed_at).toISOString(),
  before: (c) => asFlags(c.company_code, c.before),
  after: (c) => asFlags(c.company_code, c.after),
};

export const AdsAccountValidation: AdsAccountValidationResolvers = {
  companyCode: (v) => v.company_code,
  adsAccountCode: (v) => v.ads_account_code,
  businessName: (v) => v.business_name,
  platform: (v) => v.platform.toUpperCase() as Platform,
  errorKind: (v) => v.error_kind,
  errorText: (v) => v.error_text,
  checkedAt: (v) => new Date(v.checked_at).toISOString(),
  checkedBy: (v) => v.checked_by,
};

/** The form as the service takes it: one entry per platform (a missing channel is off), params parsed. */
function adsAccountBody(input: AdsAccountInput) {
  const byPlatform = new Map(input.channels.map((c) => [c.platform.toLowerCase(), c]));
  const channels = Object.fromEntries(
    PLATFORMS.map((p) => {
      const c = byPlatform.get(p);
      let params: Record<string, unknown> | undefined;
      if (c?.params?.trim()) {
        try {
          params = JSON.parse(c.params) as Record<string, unknown>;
        } catch {
          throw new GraphQLError('Los parámetros de Adobe deben ser un objeto JSON.', { extensions: { code: 'BAD_USER_INPUT' } });
        }
        if (typeof params !== 'object' || params === null || Array.isArray(params))
          throw new GraphQLError('Los parámetros de Adobe deben ser un objeto JSON.', { extensions: { code: 'BAD_USER_INPUT' } });
      }
      return [
        p,
        {
          enabled: c?.enabled ?? false,
          endpoint: c?.endpoint ?? undefined,
          account_id: c?.accountId ?? undefined,
          devops_repo: c?.devopsRepo ?? undefined,
          storage: c?.storage ?? undefined,
          ...(params ? { params } : {}),
          ...(c?.secret ? { secret: c.secret } : {}),
        },
      ];
    }),
  );
  return {
    company_code: input.companyCode,
    business_name: input.businessName,
    technical_name: input.technicalName,
    gcp_project: input.gcpProject ?? undefined,
    manager_name: input.managerName ?? undefined,
    manager_email: input.managerEmail ?? undefined,
    it_manager_name: input.itManagerName ?? undefined,
    it_manager_email: input.itManagerEmail ?? undefined,
    send_notification: input.sendNotification ? '1' : '0',
    channels,
  };
}

export const AdsAccountSettings: AdsAccountSettingsResolvers = {
  companyCode: (a) => a.company_code,
  technicalName: (a) => a.technical_name,
  businessName: (a) => a.business_name,
  gcpProject: (a) => a.gcp_project,
  managerName: (a) => a.manager_name,
  managerEmail: (a) => a.manager_email,
  itManagerName: (a) => a.it_manager_name,
  itManagerEmail: (a) => a.it_manager_email,
  sendNotification: (a) => a.send_notification === '1',
  channels: (a) =>
    PLATFORMS.map((p) => {
      const c = a.channels[p];
      return {
        platform: p.toUpperCase() as Platform,
        enabled: c?.enabled ?? false,
        endpoint: c?.endpoint ?? null,
        accountId: c?.account_id ?? null,
        devopsRepo: c?.devops_repo ?? null,
        storage: c?.storage ?? null,
        params: c?.params ? JSON.stringify(c.params) : null,
        secretSet: c?.secret_set ?? false,
      };
    }),
};
