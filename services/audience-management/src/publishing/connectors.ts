import type { Platform as ActivationPlatform } from '@inca/activation';
import type { AccountConfig, PlatformConnector, PlatformId } from '@inca/platforms';

/** The audience's platform code (gads, fbk, …) as the connectors, the simulators and the normalizers name it. */
export const PLATFORM_OF: Record<string, { connector: PlatformId; normalizer: ActivationPlatform }> = {
  gads: { connector: 'google', normalizer: 'google' },
  fbk: { connector: 'meta', normalizer: 'meta' },
  tiktok: { connector: 'tiktok', normalizer: 'tiktok' },
  criteo: { connector: 'criteo', normalizer: 'criteo' },
  salesforce: { connector: 'salesforce', normalizer: 'sfmc' },
  talonone: { connector: 'talonone', normalizer: 'talonone' },
  adobe: { connector: 'adobe', normalizer: 'adobe' },
};

/** The simulators' address in embedded and test mode. */
export const simulatorsUrl = (): string => (process.env.SIMULATORS_URL ?? 'http://127.0.0.1:4300').replace(/\/+$/, '');

export type AdsAccountSettings = {
  id: string;
  technical_name: string;
  /** ads_accounts.platform_config: per audience platform code, {baseUrl?, accountId?, credentials?}. */
  platform_config: Record<string, Partial<AccountConfig> | undefined>;
};

/**
 * The connection settings of an ads account for one platform: what the account stores, else the
 * simulator of that platform (`SIMULATORS_URL/<platform>`) with credentials the simulators accept.
 */
export function accountConfigFor(platformCode: string, account: AdsAccountSettings, baseUrl = simulatorsUrl()): AccountConfig {
  const platform = PLATFORM_OF[platformCode]?.connector ?? platformCode;
  const stored = account.platform_config?.[platformCode] ?? {};
  const simulatorId = String(1_000_000_000 + Number(account.id));
  return {
    baseUrl: stored.baseUrl ?? `${baseUrl}/${platform}`,
    accountId: stored.accountId ?? simulatorId,
    credentials: stored.credentials ?? {
      accessToken: `sim-${account.technical_name}`,
      clientId: `sim-${account.technical_name}`,
      clientSecret: 'sim-secret',
      accountId: simulatorId,
      advertiserId: simulatorId,
      apiKey: `sim-${account.technical_name}`,
    },
    ...(stored.http ? { http: stored.http } : {}),
  };
}

export type ConnectorFactory = (platformCode: string, config: AccountConfig) => Promise<PlatformConnector>;

/** Raised when a platform has no connector yet: the run ends with an error entry. */
export class ConnectorUnavailable extends Error {
  constructor(readonly platformCode: string) {
    super(`No hay conector disponible para la plataforma ${platformCode}.`);
  }
}

/**
 * Builds the connector of a platform from @inca/platforms by its factory name
 * (`createMetaConnector`, `createGoogleConnector`, …): a platform whose connector is not exported
 * there yet answers ConnectorUnavailable instead of crashing the run.
 */
export const connectorFor: ConnectorFactory = async (platformCode, config) => {
  const id = PLATFORM_OF[platformCode]?.connector;
  if (!id) throw new ConnectorUnavailable(platformCode);
  const module = (await import('@inca/platforms')) as unknown as Record<string, unknown>;
  const factory = module[`create${id[0]!.toUpperCase()}${id.slice(1)}Connector`];
  if (typeof factory !== 'function') throw new ConnectorUnavailable(platformCode);
  return (factory as (config: AccountConfig) => PlatformConnector)(config);
};
