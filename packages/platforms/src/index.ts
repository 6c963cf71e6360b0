export * from './connector.ts';
export * from './http.ts';
export {
  isPublicAddress,
  trustSimulatorsOrigin,
  urlRefusal,
  UNRESOLVED_URL_MESSAGE,
  UNSAFE_URL_MESSAGE,
  type UrlRefusal,
} from './safeUrl.ts';
export { createMetaConnector, metaSessionId, META_API_VERSION, META_BATCH_SIZE, type MetaConnectorOptions } from './meta.ts';
export { createTiktokConnector, tiktokCodeStatus, TIKTOK_BATCH_SIZE, type TiktokConnectorOptions } from './tiktok.ts';
export {
  createGoogleConnector,
  googleAudienceMember,
  GOOGLE_MESSAGES,
  type GoogleConnectorOptions,
  type GoogleAudienceType,
  type GoogleAppIdType,
} from './google.ts';
export { createCriteoConnector, type CriteoConnectorOptions } from './criteo.ts';
export {
  createSalesforceConnector,
  type SalesforceAutomation,
  type SalesforceConnector,
  type SalesforceConnectorOptions,
} from './salesforce.ts';
export {
  createTalonOneConnector,
  TALONONE_BATCH_SIZE,
  type CouponDayStats,
  type RecipientCoupons,
  type TalonOneCampaign,
  type TalonOneConnector,
  type TalonOneConnectorOptions,
  type TalonOneCoupon,
  type TalonOneCouponSettings,
} from './talonone.ts';
export { ADOBE_SIMULATOR_SCHEMA_ID, createAdobeConnector, type AdobeOptions } from './adobe.ts';

import type { AccountConfig, PlatformConnector, PlatformId } from './connector.ts';
import { createAdobeConnector, type AdobeOptions } from './adobe.ts';
import { createCriteoConnector, type CriteoConnectorOptions } from './criteo.ts';
import { createGoogleConnector, type GoogleConnectorOptions } from './google.ts';
import { createMetaConnector, type MetaConnectorOptions } from './meta.ts';
import { createSalesforceConnector, type SalesforceConnectorOptions } from './salesforce.ts';
import { createTalonOneConnector, type TalonOneConnectorOptions } from './talonone.ts';
import { createTiktokConnector, type TiktokConnectorOptions } from './tiktok.ts';

/** The one options object each platform's connector takes: the audience's own settings over its ads account's. */
export type ConnectorOptions = {
  google: GoogleConnectorOptions;
  meta: MetaConnectorOptions;
  tiktok: TiktokConnectorOptions;
  criteo: CriteoConnectorOptions;
  salesforce: SalesforceConnectorOptions;
  talonone: TalonOneConnectorOptions;
  adobe: AdobeOptions;
};

/**
 * The connector of a platform with its options (`options`; without them, the ad account's `config.options` as
 * they are stored).
 */
export function createConnector<P extends PlatformId>(
  platform: P,
  config: AccountConfig,
  options?: ConnectorOptions[P],
): PlatformConnector {
  const given = (options ?? config.options ?? {}) as ConnectorOptions[PlatformId];
  switch (platform) {
    case 'google':
      return createGoogleConnector(config, given as GoogleConnectorOptions);
    case 'meta':
      return createMetaConnector(config, given as MetaConnectorOptions);
    case 'tiktok':
      return createTiktokConnector(config, given as TiktokConnectorOptions);
    case 'criteo':
      return createCriteoConnector(config, given as CriteoConnectorOptions);
    case 'salesforce':
      return createSalesforceConnector(config, given as SalesforceConnectorOptions);
    case 'talonone':
      return createTalonOneConnector(config, given as TalonOneConnectorOptions);
    case 'adobe':
      return createAdobeConnector(config, given as AdobeOptions);
  }
  throw new Error(`Unknown platform ${String(platform)}`);
}
