import { describe, expect, it } from 'vitest';
import { ERROR_KIND_TEXT, turnedUnavailable, unavailableMessage, verifyCron, verifyHourFrom } from './dailyVerify.ts';

const at = (iso: string) => new Date(iso);
const failed = { ok: false };
const ok = { ok: true };

describe('turnedUnavailable (when the IT manager is told)', () => {
  it('tells when a channel OK at an earlier check fails now and nobody was told since', () => {
    expect(turnedUnavailable({ lastOkAt: at('2026-11-22T09:00:00Z'), lastNoticeAt: null }, failed)).toBe(true);
    // A notice of an earlier outage, before the channel was OK again, does not silence a new one.
    expect(turnedUnavailable({ lastOkAt: at('2026-11-22T09:00:00Z'), lastNoticeAt: at('2026-11-01T09:00:00Z') }, failed)).toBe(true);
  });

  it('stays quiet for a second run of the same outage (a notice after the last OK check)', () => {
    expect(turnedUnavailable({ lastOkAt: at('2026-11-22T09:00:00Z'), lastNoticeAt: at('2026-11-23T09:00:00Z') }, failed)).toBe(false);
  });

  it('stays quiet when the channel is OK, or never was OK (a new account that never worked is not turning)', () => {
    expect(turnedUnavailable({ lastOkAt: at('2026-11-22T09:00:00Z'), lastNoticeAt: null }, ok)).toBe(false);
    expect(turnedUnavailable({ lastOkAt: null, lastNoticeAt: null }, failed)).toBe(false);
    expect(turnedUnavailable(undefined, failed)).toBe(false);
  });
});

describe('the schedule', () => {
  it('runs at VERIFY_HOUR (default 6) every day', () => {
    expect(verifyHourFrom({})).toBe(6);
    expect(verifyHourFrom({ VERIFY_HOUR: ' 23 ' })).toBe(23);
    expect(verifyCron(6)).toBe('0 6 * * *');
    for (const bad of ['24', '-1', '6.5', 'seis']) expect(() => verifyHourFrom({ VERIFY_HOUR: bad }), bad).toThrow(/VERIFY_HOUR/);
  });
});

describe('unavailableMessage', () => {
  const facts = {
    itManagerName: 'Ana Pérez',
    companyCode: '022',
    companyName: 'Retail',
    accountName: 'Retail Cupones',
    accountCode: 'retail_cupones',
    platform: 'talonone' as const,
    kind: 'CREDENTIALS' as const,
    lastOkAt: at('2026-11-22T09:00:00Z'),
    checkedAt: at('2026-11-23T09:00:00Z'),
  };

  it('names the account, the channel and the §4 error text in Spanish, with Santiago times', () => {
    const { subject, body } = unavailableMessage(facts, 'https://inca.example');
    expect(subject).toBe('La API de Talonone no está disponible para la cuenta Retail Cupones');
    expect(body).toContain('Hola Ana Pérez:');
    expect(body).toContain(
      'el canal Talonone de la cuenta publicitaria Retail Cupones (retail_cupones) de la empresa Retail (022) dejó de estar disponible',
    );
    expect(body).toContain(`Error: ${ERROR_KIND_TEXT.CREDENTIALS}`);
    expect(body).toContain('La verificación diaria del 2026-11-23 06:00:00 (hora de Santiago)');
    expect(body).toContain('Última verificación correcta: 2026-11-22 06:00:00');
    expect(body).toContain('https://inca.example/configuration/companies');
  });

  it('greets without a name and words every kind', () => {
    expect(unavailableMessage({ ...facts, itManagerName: null, lastOkAt: null }, 'http://x').body).toMatch(/^Hola:\n/);
    expect(unavailableMessage({ ...facts, kind: 'DATA_USE_CHECKUP' }, 'http://x').body).toContain(
      'Error: Debe completar el Data Use Checkup de la aplicación.',
    );
  });
});
