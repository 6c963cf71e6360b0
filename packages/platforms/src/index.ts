export * from './connector.ts';
export * from './http.ts';
export { createMetaConnector, metaSessionId, META_API_VERSION, META_BATCH_SIZE, type MetaConnectorOptions } from './meta.ts';
export { createTiktokConnector, tiktokCodeStatus, TIKTOK_BATCH_SIZE, type TiktokConnectorOptions } from './tiktok.ts';
export { createGoogleConnector } from './google.ts';
export { createCriteoConnector } from './criteo.ts';
export { createSalesforceConnector, type SalesforceAutomation, type SalesforceConnector } from './salesforce.ts';
export {
  createTalonOneConnector,
  TALONONE_BATCH_SIZE,
  type CouponDayStats,
  type RecipientCoupons,
  type TalonOneCampaign,
  type TalonOneConnector,
  type TalonOneCoupon,
  type TalonOneCouponSettings,
} from './talonone.ts';
export { createAdobeConnector } from './adobe.ts';

import type { AccountConfig, PlatformConnector, PlatformId } from './connector.ts';
import { createAdobeConnector } from './adobe.ts';
import { createCriteoConnector } from './criteo.ts';
import { createGoogleConnector } from './google.ts';
import { createMetaConnector } from './meta.ts';
import { createSalesforceConnector } from './salesforce.ts';
import { createTalonOneConnector } from './talonone.ts';
import { createTiktokConnector } from './tiktok.ts';

/** The connector of a platform from the ad account's configuration, with its options (`config.options`). */
export function createConnector(platform: PlatformId, config: AccountConfig): PlatformConnector {
  switch (platform) {
    case 'google':
      return createGoogleConnector(config, (config.options ?? {}) as Parameters<typeof createGoogleConnector>[1]);
    case 'meta':
      return createMetaConnector(config);
    case 'tiktok':
      return createTiktokConnector(config);
    case 'criteo':
      return createCriteoConnector(config);
    case 'salesforce':
      return createSalesforceConnector(config);
    case 'talonone':
      return createTalonOneConnector(config);
    case 'adobe':
      return createAdobeConnector(config, (config.options ?? {}) as Parameters<typeof createAdobeConnector>[1]);
  }
}
