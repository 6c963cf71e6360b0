import { describe, expect, it } from 'vitest';
import { ConnectorUnavailable, PLATFORM_OF, accountConfigFor, connectorFor } from './connectors.ts';

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
        gads: { customerId: '123-456-7890', loginCustomerId: '999-000-1111', options: { audienceType: 'MOBILE_ADVERTISING_ID', appId: 'com.retail.app' } },
        adobe: { options: { table: 't_inca_rel_compradores', flagPath: '_inca.audiencias.flag' } },
      },
    };
    const google = accountConfigFor('gads', configured, 'http://sim');
    expect(google.accountId).toBe('1234567890');
    expect(google.credentials.loginAccountId).toBe('9990001111');
    expect(google.options).toEqual({ audienceType: 'MOBILE_ADVERTISING_ID', appId: 'com.retail.app' });
    expect(accountConfigFor('adobe', configured, 'http://sim').options).toEqual({ table: 't_inca_rel_compradores', flagPath: '_inca.audiencias.flag' });
    // Without settings: the simulator, its account id, credentials it accepts (Talon.One's management key too).
    const talon = accountConfigFor('talonone', account, 'http://sim');
    expect(talon).toMatchObject({ baseUrl: 'http://sim/talonone', accountId: '1000000004' });
    expect(talon.credentials.managementKey).toBe('sim-retail_loyalty');
    expect(talon.options).toBeUndefined();
  });
});
