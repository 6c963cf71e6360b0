// The campaign rules: each campaign's parameters as stored (loaders, bulk store) and the §4/§5 merge
// rules. Below both campaigns (the rules page and its routes) and processing (the recommendation reads them).
export {
  campaignParamsCache,
  campaignParamsOf,
  campaignRulesSql,
  groupMembers,
  loadCampaignParams,
  sortGroups,
  storeParams,
  storeParamsMany,
  storedIndex,
  type CampaignParamsCache,
  type CampaignRulesOf,
  type MemberRow,
  type StoredColumns,
} from './repository.ts';
export { assertRequiredFilled, incaStatusOf, keysOf, mergeParams, rangeOf, segmentCodeOf, type CampaignParamRow } from './rules.ts';
