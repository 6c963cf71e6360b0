/**
 * Talon.One applications and campaigns of an ads account, for the audience form (§4: applications
 * load when Talon One is switched on, campaigns when an application is chosen). They come from the
 * Talon.One connector of @inca/platforms, reached through the account's settings
 * (ads_accounts.platform_config.talonone) or, in embedded and test mode, its simulator
 * (SIMULATORS_URL/talonone). A failure of the platform is a 502 with a Spanish message.
 */
import { AUDIENCE_MESSAGES } from '@inca/domain';
import { HttpError } from '@inca/service-kit';
import { PlatformError, createTalonOneConnector, type AccountConfig } from '@inca/platforms';
import { accountConfigFor, type AdsAccountSettings } from '../connectors/index.ts';

export type TalonOneApplication = { id: string; name: string };
export type TalonOneCampaign = { id: string; application_id: string; name: string; state: string };
export type TalonOneCatalogue = {
  applications(account: AdsAccountSettings): Promise<TalonOneApplication[]>;
  campaigns(account: AdsAccountSettings, applicationId: string): Promise<TalonOneCampaign[]>;
};

export const TALONONE_MESSAGES = {
  applications: 'No se pudieron cargar las aplicaciones de Talon One. Intente nuevamente en unos minutos.',
  campaigns: 'No se pudieron cargar las campañas de Talon One. Intente nuevamente en unos minutos.',
  credentials: 'Talon One rechazó las credenciales de la cuenta publicitaria. Contacte a su administrador de TI.',
  applicationMissing: AUDIENCE_MESSAGES.talonOneNotFound,
} as const;

/** A platform failure as the form shows it: credentials, a missing application, or a generic retry message. */
export function talonOneError(error: unknown, what: 'applications' | 'campaigns'): HttpError {
  if (error instanceof PlatformError) {
    if (error.kind === 'AUTH') return new HttpError(502, 'SERVICE_UNAVAILABLE', TALONONE_MESSAGES.credentials);
    if (error.kind === 'NOT_FOUND' && what === 'campaigns')
      return new HttpError(400, 'BAD_USER_INPUT', TALONONE_MESSAGES.applicationMissing);
  }
  return new HttpError(502, 'SERVICE_UNAVAILABLE', TALONONE_MESSAGES[what]);
}

/** The form waits for this list: few attempts, short timeouts. */
const FORM_HTTP = { timeoutMs: 8_000, maxAttempts: 2, baseDelayMs: 300, maxDelayMs: 2_000 };

const configOf = (account: AdsAccountSettings): AccountConfig => {
  const config = accountConfigFor('talonone', account);
  return { ...config, http: { ...FORM_HTTP, ...config.http } };
};

/** The catalogue through the Talon.One connector. */
export const connectorCatalogue: TalonOneCatalogue = {
  async applications(account) {
    try {
      const apps = await createTalonOneConnector(configOf(account)).listApplications();
      return apps.map((a) => ({ id: String(a.id), name: a.name }));
    } catch (error) {
      throw talonOneError(error, 'applications');
    }
  },
  async campaigns(account, applicationId) {
    try {
      const campaigns = await createTalonOneConnector(configOf(account)).listCampaigns(applicationId);
      return campaigns.map((c) => ({
        id: String(c.id),
        application_id: String(c.applicationId ?? applicationId),
        name: c.name,
        state: c.state,
      }));
    } catch (error) {
      throw talonOneError(error, 'campaigns');
    }
  },
};

/** The one entry point to Talon.One's catalogue for audience-management. */
export const talonOneCatalogue = (): TalonOneCatalogue => connectorCatalogue;
