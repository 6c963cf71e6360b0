import { describe, expect, it } from 'vitest';
import { PlatformError, VERIFY_OK, type PlatformConnector, type VerifyResult } from '@inca/platforms';
import { apiErrorsOf, checkAccount, checkOf, needsDailyCheck } from './accountHealth.ts';
import { ConnectorUnavailable, type ConnectorFactory } from '../connectors/index.ts';

const account = (flags: Partial<Record<string, '0' | '1'>>) =>
  ({
    id: '7',
    company_code: '022',
    technical_name: 'retail_ads',
    platform_config: {},
    api_checked_at: null,
    flag_gads: '0',
    flag_fbk: '0',
    flag_tiktok: '0',
    flag_salesforce: '0',
    flag_talonone: '0',
    flag_criteo: '0',
    flag_adobe: '0',
    ...flags,
  }) as Parameters<typeof checkAccount>[0];

/** A factory whose connectors answer per platform code. */
const factory =
  (answers: Record<string, () => Promise<VerifyResult>>): ConnectorFactory =>
  async (code) => {
    const answer = answers[code];
    if (!answer) throw new ConnectorUnavailable(code);
    return { verifyAccount: answer } as unknown as PlatformConnector;
  };

describe('platform API health of an ads account (§4)', () => {
  it('checks every platform the account enables, and only those', async () => {
    const seen: string[] = [];
    const checks = await checkAccount(
      account({ flag_gads: '1', flag_fbk: '1', flag_criteo: '1' }),
      async (code, config) => {
        seen.push(`${code}:${config.baseUrl}`);
        return { verifyAccount: async () => VERIFY_OK } as unknown as PlatformConnector;
      },
      'http://sim',
    );
    expect(seen.sort()).toEqual(['criteo:http://sim/criteo', 'fbk:http://sim/meta', 'gads:http://sim/google']);
    expect(checks.map((c) => [c.platform, c.ok, c.error_kind, c.error])).toEqual([
      ['gads', true, 'OK', 'ok'],
      ['fbk', true, 'OK', 'ok'],
      ['criteo', true, 'OK', 'ok'],
    ]);
  });

  it("keeps each platform's own text and kind; a connector that throws or is missing is an unknown error, never a crash", async () => {
    const checks = await checkAccount(
      account({ flag_gads: '1', flag_fbk: '1', flag_tiktok: '1', flag_adobe: '1' }),
      factory({
        gads: async () => ({ ok: false, errorKind: 'CREDENTIALS', message: 'invalid_grant: Token has been expired or revoked.' }),
        fbk: async () => ({ ok: false, errorKind: 'DATA_USE_CHECKUP', message: '(#200) complete Data Use Checkup' }),
        tiktok: async () => {
          throw new PlatformError({ message: 'HTTP 401', status: 401, kind: 'AUTH' });
        },
      }),
    );
    const byPlatform = Object.fromEntries(checks.map((c) => [c.platform, c]));
    expect(byPlatform.gads).toMatchObject({
      ok: false,
      error_kind: 'CREDENTIALS',
      error: 'invalid_grant: Token has been expired or revoked.',
    });
    expect(byPlatform.fbk).toMatchObject({ ok: false, error_kind: 'DATA_USE_CHECKUP' });
    expect(byPlatform.tiktok).toMatchObject({ ok: false, error_kind: 'CREDENTIALS', error: 'HTTP 401' });
    expect(byPlatform.adobe).toMatchObject({ ok: false, error_kind: 'UNKNOWN' });
    expect(byPlatform.adobe!.error).toMatch(/No hay conector/);
  });

  it('never stores an empty text, nor "ok" for a failure, and truncates long texts', () => {
    expect(checkOf('gads', { ok: false, errorKind: 'UNKNOWN', message: '' }).error).toBe('Error desconocido');
    expect(checkOf('gads', { ok: false, errorKind: 'OK', message: 'ok' })).toMatchObject({
      ok: false,
      error_kind: 'UNKNOWN',
      error: 'Error: ok',
    });
    expect(checkOf('gads', { ok: false, errorKind: 'UNKNOWN', message: 'x'.repeat(5_000) }).error).toHaveLength(500);
  });

  it("writes the spec's errors list: one object with <code>_error and <code>_error_kind per platform", () => {
    expect(apiErrorsOf([])).toEqual([]);
    expect(
      apiErrorsOf([
        { platform: 'gads', ok: true, error_kind: 'OK', error: 'ok' },
        { platform: 'fbk', ok: false, error_kind: 'VERSION', error: '(#2635) deprecated version' },
      ]),
    ).toEqual([{ gads_error: 'ok', gads_error_kind: 'OK', fbk_error: '(#2635) deprecated version', fbk_error_kind: 'VERSION' }]);
  });

  it('checks once a day in Chile time', () => {
    const now = new Date('2026-11-23T12:00:00Z'); // 09:00 in Santiago
    expect(needsDailyCheck(null, now)).toBe(true);
    expect(needsDailyCheck('2026-11-23T03:30:00Z', now)).toBe(false); // 00:30 the same Chilean day
    expect(needsDailyCheck('2026-11-23T02:30:00Z', now)).toBe(true); // 23:30 the day before in Santiago
  });
});
