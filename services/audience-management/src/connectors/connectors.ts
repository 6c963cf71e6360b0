import type { Platform as ActivationPlatform } from '@inca/activation';
import type { AccountConfig, ConnectorOptions, PlatformConnector, PlatformId } from '@inca/platforms';
import { trustSimulatorsOrigin } from '@inca/platforms';
import { isSealed, open } from './secrets.ts';
import { connectorsConfig } from './settings.ts';

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

/** The simulators' address in embedded and test mode (SIMULATORS_URL, as the service's configuration gave it). */
export const simulatorsUrl = (): string => connectorsConfig().simulatorsUrl;

/**
 * What an ads account stores for one platform (ads_accounts.platform_config[code]): where and as whom
 * to connect, and the connector's options. Google's operating and login accounts may be given as
 * `customerId` and `loginCustomerId` (digits, dashes allowed); Adobe's connector options (table,
 * flagPath, schemaId, identityNamespace) and Google's (audienceType, appId, appIdType) go in `options`.
 */
export type StoredPlatformConfig = Partial<AccountConfig> & { customerId?: string; loginCustomerId?: string };

export type AdsAccountSettings = {
  id: string;
  technical_name: string;
  /** ads_accounts.platform_config: per audience platform code. */
  platform_config: Record<string, StoredPlatformConfig | Record<string, unknown> | undefined>;
};

const digits = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value).replace(/-/g, '').trim() : undefined;

/**
 * The connection settings of an ads account for one platform: what the account stores, else the
 * simulator of that platform (`SIMULATORS_URL/<platform>`) with credentials the simulators accept.
 */
export function accountConfigFor(platformCode: string, account: AdsAccountSettings, baseUrl = simulatorsUrl()): AccountConfig {
  const platform = PLATFORM_OF[platformCode]?.connector ?? platformCode;
  const stored = (account.platform_config?.[platformCode] ?? {}) as StoredPlatformConfig;
  const simulatorId = String(1_000_000_000 + Number(account.id));
  const googleIds =
    platformCode === 'gads'
      ? { customerId: digits(stored.customerId), loginCustomerId: digits(stored.loginCustomerId) }
      : { customerId: undefined, loginCustomerId: undefined };
  // Credentials registered on the configuration screen are sealed at rest (SECRETS_KEY); opened only here, in memory.
  const sealed = (stored as { sealedCredentials?: unknown }).sealedCredentials;
  const credentials = (isSealed(sealed) ? (JSON.parse(open(sealed)) as Record<string, string>) : undefined) ??
    stored.credentials ?? {
      accessToken: `sim-${account.technical_name}`,
      clientId: `sim-${account.technical_name}`,
      clientSecret: 'sim-secret',
      accountId: simulatorId,
      advertiserId: simulatorId,
      apiKey: `sim-${account.technical_name}`,
      managementKey: `sim-${account.technical_name}`,
    };
  // An account without its own endpoint publishes to the configured simulators: their origin is the only
  // internal address the platform calls may reach (see @inca/platforms' safeUrl).
  if (!stored.baseUrl) trustSimulatorsOrigin(baseUrl);
  return {
    baseUrl: stored.baseUrl ?? `${baseUrl}/${platform}`,
    accountId: googleIds.customerId ?? stored.accountId ?? simulatorId,
    credentials: googleIds.loginCustomerId ? { ...credentials, loginAccountId: googleIds.loginCustomerId } : credentials,
    ...(stored.http ? { http: stored.http } : {}),
    ...(stored.options && typeof stored.options === 'object' ? { options: { ...stored.options } } : {}),
  };
}

/**
 * What an audience's form chose for its platform (§2.4): Google's list type and app, Adobe's dataset, table and flag,
 * Salesforce's automation flow, Talon.One's application and campaign.
 */
export type AudiencePlatformSettings = Record<
  | 'audience_type_google'
  | 'app_id_type'
  | 'app_id'
  | 'dataset_adobe'
  | 'table_adobe'
  | 'nombre_var_adobe'
  | 'salesforce_automation_name'
  | 'salesforce_automation_external_id'
  | 'talonone_application_id'
  | 'talonone_campaign_id',
  string | null
>;

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/**
 * The one options object of an audience's connector: the ads account's stored connector options, with the audience's
 * own platform settings over them (the audience's choice wins wherever it made one).
 */
export function connectorOptionsFor(
  platformCode: string,
  accountOptions: Record<string, unknown> | undefined,
  audience: AudiencePlatformSettings,
): ConnectorOptions[PlatformId] {
  const account = accountOptions ?? {};
  const identifiers = audience.audience_type_google === 'MOBILE_ADVERTISING_ID' ? 'MOBILE_ADVERTISING_ID' : 'CONTACT_INFO';
  switch (PLATFORM_OF[platformCode]?.connector) {
    case 'google': {
      const appIdType = text(audience.app_id_type) ?? text(account.appIdType);
      return {
        ...(account as ConnectorOptions['google']),
        audienceType: identifiers,
        appId: text(audience.app_id) ?? text(account.appId),
        appIdType: appIdType === 'APP_STORE' || appIdType === 'GOOGLE_PLAY' ? appIdType : undefined,
      } satisfies ConnectorOptions['google'];
    }
    case 'adobe':
      return {
        ...(account as ConnectorOptions['adobe']),
        dataset: text(audience.dataset_adobe) ?? text(account.dataset),
        table: text(audience.table_adobe) ?? text(account.table),
        flagPath: text(audience.nombre_var_adobe) ?? text(account.flagPath),
      } satisfies ConnectorOptions['adobe'];
    case 'salesforce':
      return {
        automationId: text(audience.salesforce_automation_external_id),
        automationName: text(audience.salesforce_automation_name),
      } satisfies ConnectorOptions['salesforce'];
    case 'talonone':
      return {
        applicationId: text(audience.talonone_application_id),
        campaignId: text(audience.talonone_campaign_id),
      } satisfies ConnectorOptions['talonone'];
    case 'meta':
    case 'tiktok':
    case 'criteo':
      return { ...account, identifiers } as ConnectorOptions['meta' | 'tiktok' | 'criteo'];
    default:
      return {};
  }
}

export type ConnectorFactory = (
  platformCode: string,
  config: AccountConfig,
  options?: ConnectorOptions[PlatformId],
) => Promise<PlatformConnector>;

/** Raised when a platform has no connector yet: the run ends with an error entry. */
export class ConnectorUnavailable extends Error {
  constructor(readonly platformCode: string) {
    super(`No hay conector disponible para la plataforma ${platformCode}.`);
  }
}

/**
 * Builds the connector of a platform with @inca/platforms' `createConnector` (every one of the seven,
 * Talon.One included: its factory is `createTalonOneConnector`, which a name built from the id missed);
 * an unknown platform code answers ConnectorUnavailable instead of crashing the run.
 */
export const connectorFor: ConnectorFactory = async (platformCode, config, options) => {
  const id = PLATFORM_OF[platformCode]?.connector;
  if (!id) throw new ConnectorUnavailable(platformCode);
  const { createConnector } = await import('@inca/platforms');
  return createConnector(id, config, options);
};
