/**
 * The automation flow a Salesforce audience needs first (§4), created in Salesforce Marketing Cloud
 * (Automation Studio) through the Salesforce connector of @inca/platforms, with the ads account's
 * settings (ads_accounts.platform_config.salesforce) or, in embedded and test mode, its simulator.
 */
import { HttpError } from '@inca/service-kit';
import { createSalesforceConnector, type SalesforceAutomation } from '@inca/platforms';
import { accountConfigFor, type AdsAccountSettings } from '../connectors/index.ts';

export const SALESFORCE_FLOW_FAILED = 'No se pudo crear el flujo de automatización en Salesforce. Intente nuevamente en unos minutos.';

/** The form waits for it: few attempts, short timeouts. */
const FORM_HTTP = { timeoutMs: 10_000, maxAttempts: 2, baseDelayMs: 300, maxDelayMs: 2_000 };

/** Finds or creates the audience's flow (named as the audience, INCA_…); a platform failure is a 502 in Spanish. */
export async function createSalesforceFlow(
  account: AdsAccountSettings,
  audienceName: string,
  description: string,
): Promise<SalesforceAutomation> {
  const config = accountConfigFor('salesforce', account);
  try {
    return await createSalesforceConnector({ ...config, http: { ...FORM_HTTP, ...config.http } }).createAutomation(
      audienceName,
      description,
    );
  } catch {
    throw new HttpError(502, 'SERVICE_UNAVAILABLE', SALESFORCE_FLOW_FAILED);
  }
}
