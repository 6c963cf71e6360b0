// The audiences module: audiences, who may see them, their ads accounts' health and platform flows.
export { audienceRoutes } from './routes.ts';
export { seedAudiences } from './seed.ts';
export { AUDIENCE_FILE_PATHS } from './export.ts';
export { factsOf, presentAudience, visibleAudienceFor, visibleAudiencesFor } from './access.ts';
export { checkAccount, storeChecks, type PlatformCheck } from './accountHealth.ts';
export {
  findAdsAccount,
  insertAudience,
  listAudiences,
  markForResend,
  sharedWithOtherCompany,
  type AdsAccountRecord,
  type AudienceRecord,
} from './repository.ts';
export { connectorCatalogue, talonOneError, type TalonOneApplication } from './talonOne.ts';
