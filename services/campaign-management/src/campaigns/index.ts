// The campaigns module: campaigns, their rules (parameters), products, history and exports.
export { campaignRoutes } from './routes.ts';
export { campaignParamRoutes } from './paramRoutes.ts';
export { seedCampaigns } from './seed.ts';
export { campaignFor, companiesOf, editableCampaignFor, inScope } from './access.ts';

export type { CampaignRow, CompanyCodes } from './repository/campaigns.ts';
export {
  campaignParamsCache,
  campaignParamsOf,
  campaignRulesSql,
  groupMembers,
  keysOf,
  loadCampaignParams,
  rangeOf,
  sortGroups,
  storeParamsMany,
  storedIndex,
  type CampaignParamRow,
  type CampaignParamsCache,
  type CampaignRulesOf,
  type StoredColumns,
} from './rules.ts';
