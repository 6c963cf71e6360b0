// The connectors module: the ads platforms' connectors of an ads account, and the sealed credentials they open.
export {
  connectorFor,
  connectorOptionsFor,
  accountConfigFor,
  ConnectorUnavailable,
  PLATFORM_OF,
  simulatorsUrl,
  type AdsAccountSettings,
  type AudiencePlatformSettings,
  type ConnectorFactory,
  type StoredPlatformConfig,
} from './connectors.ts';
export { isSealed, open, seal, type Sealed } from './secrets.ts';
export { configureConnectors } from './settings.ts';
