/**
 * Talon.One applications and campaigns of an ads account. The real connector and its simulator
 * belong to the publishing issue; until then this in-process stand-in answers, deterministically
 * per account, and everything else reaches Talon.One only through `talonOneCatalogue`.
 */

export type TalonOneApplication = { id: string; name: string };
export type TalonOneCampaign = { id: string; application_id: string; name: string; state: 'enabled' | 'disabled' };
export type TalonOneCatalogue = {
  applications(accountTechnicalName: string): Promise<TalonOneApplication[]>;
  campaigns(accountTechnicalName: string, applicationId: string): Promise<TalonOneCampaign[]>;
};

const CAMPAIGN_NAMES = ['Cupón bienvenida', 'Descuento fidelización', 'Puntos dobles'];

/** The stand-in: two applications per account, three campaigns per application. */
const standIn: TalonOneCatalogue = {
  async applications(account) {
    return [1, 2].map((n) => ({ id: `${account}-app-${n}`, name: `${n === 1 ? 'Tienda online' : 'App móvil'} (${account})` }));
  },
  async campaigns(account, applicationId) {
    const apps = await standIn.applications(account);
    if (!apps.some((a) => a.id === applicationId)) return [];
    return CAMPAIGN_NAMES.map((name, i) => ({ id: `${applicationId}-c${i + 1}`, application_id: applicationId, name, state: i === 2 ? 'disabled' : 'enabled' }));
  },
};

/** The one entry point to Talon.One's catalogue for audience-management. */
export const talonOneCatalogue = (): TalonOneCatalogue => standIn;
