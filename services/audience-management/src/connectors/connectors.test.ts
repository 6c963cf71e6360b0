import { describe, expect, it } from 'vitest';
import {
  ConnectorUnavailable,
  PLATFORM_OF,
  accountConfigFor,
  connectorFor,
  connectorOptionsFor,
  type AudiencePlatformSettings,
} from './connectors.ts';

const account = { id: '4', technical_name: 'retail_loyalty', platform_config: {} };

describe("the engine's connector factory", () => {
  it('builds the connector of every platform code, Talon.One included', async () => {
    for (const [code, { connector }] of Object.entries(PLATFORM_OF)) {
      const built = await connectorFor(code, accountConfigFor(code, account, 'http://sim'));
      expect(built.platform, code).toBe(connector);
    }
    await expect(connectorFor('myspace', accountConfigFor('gads', account, 'http://sim'))).rejects.toBeInstanceOf(ConnectorUnavailable);
  });

  it("passes the account's per-platform options: Google customer and login ids, Adobe table and flag", () => {
    const configured = {
      ...account,
      platform_config: {
        gads: {
          customerId: '123-456-7890',
          loginCustomerId: '999-000-1111',
          options: { audienceType: 'MOBILE_ADVERTISING_ID', appId: 'com.retail.app' },
        },
        adobe: { options: { table: 't_inca_rel_compradores', flagPath: '_inca.audiencias.flag' } },
      },
    };
    const google = accountConfigFor('gads', configured, 'http://sim');
    expect(google.accountId).toBe('1234567890');
    expect(google.credentials.loginAccountId).toBe('9990001111');
    expect(google.options).toEqual({ audienceType: 'MOBILE_ADVERTISING_ID', appId: 'com.retail.app' });
    expect(accountConfigFor('adobe', configured, 'http://sim').options).toEqual({
      table: 't_inca_rel_compradores',
      flagPath: '_inca.audiencias.flag',
    });
    // Without settings: the simulator, its account id, credentials it accepts (Talon.One's management key too).
    const talon = accountConfigFor('talonone', account, 'http://sim');
    expect(talon).toMatchObject({ baseUrl: 'http://sim/talonone', accountId: '1000000004' });
    expect(talon.credentials.managementKey).toBe('sim-retail_loyalty');
    expect(talon.options).toBeUndefined();
  });

  it("gives the connector the audience's own platform settings over the account's: each field of the form changes them", () => {
    const none: AudiencePlatformSettings = {
      audience_type_google: null,
      app_id_type: null,
      app_id: null,
      dataset_adobe: null,
      table_adobe: null,
      nombre_var_adobe: null,
      salesforce_automation_name: null,
      salesforce_automation_external_id: null,
      talonone_application_id: null,
      talonone_campaign_id: null,
    };
    const accountGoogle = { appId: 'com.cuenta.app', membershipDays: 30 };
    expect(connectorOptionsFor('gads', accountGoogle, none)).toEqual({
      appId: 'com.cuenta.app',
      membershipDays: 30,
      audienceType: 'CONTACT_INFO',
      appIdType: undefined,
    });
    expect(
      connectorOptionsFor('gads', accountGoogle, {
        ...none,
        audience_type_google: 'MOBILE_ADVERTISING_ID',
        app_id_type: 'APP_STORE',
        app_id: '1234567890',
      }),
    ).toEqual({
      appId: '1234567890',
      membershipDays: 30,
      audienceType: 'MOBILE_ADVERTISING_ID',
      appIdType: 'APP_STORE',
    });
    expect(
      connectorOptionsFor('gads', undefined, {
        ...none,
        audience_type_google: 'MOBILE_ADVERTISING_ID',
        app_id_type: 'GOOGLE_PLAY',
        app_id: 'cl.inca.app',
      }),
    ).toMatchObject({ appIdType: 'GOOGLE_PLAY', appId: 'cl.inca.app' });

    const accountAdobe = { table: 't_inca_rel_cuenta', flagPath: '_inca.audiencia.activo', identityNamespace: 'Email' };
    expect(connectorOptionsFor('adobe', accountAdobe, none)).toEqual({ ...accountAdobe, dataset: undefined });
    expect(
      connectorOptionsFor('adobe', accountAdobe, {
        ...none,
        dataset_adobe: 'inca_ds1',
        table_adobe: 'compradores_2025',
        nombre_var_adobe: '_tenant.inca.flag',
      }),
    ).toEqual({
      identityNamespace: 'Email',
      dataset: 'inca_ds1',
      table: 'compradores_2025',
      flagPath: '_tenant.inca.flag',
    });
    // Salesforce: the automation flow of the form; Talon.One: its application and campaign.
    expect(connectorOptionsFor('salesforce', undefined, none)).toEqual({ automationId: undefined, automationName: undefined });
    expect(
      connectorOptionsFor('salesforce', undefined, {
        ...none,
        salesforce_automation_name: 'INCA_flujo',
        salesforce_automation_external_id: 'b7c1',
      }),
    ).toEqual({
      automationId: 'b7c1',
      automationName: 'INCA_flujo',
    });
    expect(connectorOptionsFor('talonone', undefined, none)).toEqual({ applicationId: undefined, campaignId: undefined });
    expect(connectorOptionsFor('talonone', undefined, { ...none, talonone_application_id: '1201', talonone_campaign_id: '50101' })).toEqual(
      { applicationId: '1201', campaignId: '50101' },
    );
    // Meta, TikTok and Criteo take the audience's kind of identifiers.
    for (const code of ['fbk', 'tiktok', 'criteo']) {
      expect(connectorOptionsFor(code, undefined, none)).toEqual({ identifiers: 'CONTACT_INFO' });
      expect(connectorOptionsFor(code, undefined, { ...none, audience_type_google: 'MOBILE_ADVERTISING_ID' })).toEqual({
        identifiers: 'MOBILE_ADVERTISING_ID',
      });
    }
  });
});
