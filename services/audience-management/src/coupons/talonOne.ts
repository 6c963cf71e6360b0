/**
 * Talon.One applications and campaigns for the coupon form. Applications are the audience form's
 * (connectorCatalogue of ../audiences/talonOne.ts); campaigns are read through the same connector
 * and keep their couponSettings (couponPattern, validCharacters), which the coupon campaign stores.
 * Until the connector answers couponSettings (or getCampaign), the defaults of @inca/domain apply.
 */
import { PlatformError, createTalonOneConnector, type AccountConfig } from '@inca/platforms';
import { couponSettingsOf, type CouponSettings } from '@inca/domain';
import { accountConfigFor, type AdsAccountSettings } from '../connectors/index.ts';
import { connectorCatalogue, talonOneError, type TalonOneApplication } from '../audiences/index.ts';

/** A Talon.One campaign as the coupon calls answer and store it. */
export type CouponTalonOneCampaign = { id: string; applicationId: string; name: string; state: string; couponSettings: CouponSettings };

/** What the connector may answer for a campaign (couponSettings once the connector reads them). */
type ConnectorCampaign = {
  id: number | string;
  applicationId?: number | string;
  name: string;
  state: string;
  couponSettings?: { couponPattern?: string | null; validCharacters?: string[] | null } | null;
};
type CampaignReader = {
  listCampaigns(applicationId: string): Promise<ConnectorCampaign[]>;
  getCampaign?(applicationId: string, campaignId: string): Promise<ConnectorCampaign | undefined | null>;
};

export type CouponCatalogue = {
  applications(account: AdsAccountSettings): Promise<TalonOneApplication[]>;
  campaigns(account: AdsAccountSettings, applicationId: string): Promise<CouponTalonOneCampaign[]>;
  /** One campaign of an application, or undefined when the application does not have it. */
  campaign(account: AdsAccountSettings, applicationId: string, campaignId: string): Promise<CouponTalonOneCampaign | undefined>;
};

/** The form waits for these lists: few attempts, short timeouts (as the audience form). */
const FORM_HTTP = { timeoutMs: 8_000, maxAttempts: 2, baseDelayMs: 300, maxDelayMs: 2_000 };

const readerFor = (account: AdsAccountSettings): CampaignReader => {
  const config = accountConfigFor('talonone', account);
  const withHttp: AccountConfig = { ...config, http: { ...FORM_HTTP, ...config.http } };
  return createTalonOneConnector(withHttp) as unknown as CampaignReader;
};

const present = (c: ConnectorCampaign, applicationId: string): CouponTalonOneCampaign => ({
  id: String(c.id),
  applicationId: String(c.applicationId ?? applicationId),
  name: c.name,
  state: c.state,
  couponSettings: couponSettingsOf(c),
});

export const couponCatalogue: CouponCatalogue = {
  applications: (account) => connectorCatalogue.applications(account),

  async campaigns(account, applicationId) {
    try {
      return (await readerFor(account).listCampaigns(applicationId)).map((c) => present(c, applicationId));
    } catch (error) {
      throw talonOneError(error, 'campaigns');
    }
  },

  async campaign(account, applicationId, campaignId) {
    const reader = readerFor(account);
    try {
      if (typeof reader.getCampaign === 'function') {
        const found = await reader.getCampaign(applicationId, campaignId);
        return found ? present(found, applicationId) : undefined;
      }
      const found = (await reader.listCampaigns(applicationId)).find((c) => String(c.id) === campaignId);
      return found ? present(found, applicationId) : undefined;
    } catch (error) {
      // A campaign or application Talon.One does not have is the form's "does not exist" (400).
      if (error instanceof PlatformError && error.kind === 'NOT_FOUND') return undefined;
      throw talonOneError(error, 'campaigns');
    }
  },
};
