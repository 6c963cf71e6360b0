import { describe, expect, it } from 'vitest';
import { nextRunAt, runsOnDay, zonedInstant } from './scheduler.ts';

const at = (iso: string) => new Date(iso);
const window = { startDate: '2026-01-01', endDate: '2026-12-31' };

describe('nextRunAt (America/Santiago, 06:00)', () => {
  it('1_DAY runs every day at the hour, today when the hour has not passed yet', () => {
    // 2026-03-10 08:00 UTC = 05:00 in Santiago (summer time, UTC−3): today's 06:00 is still ahead.
    expect(nextRunAt({ ...window, frequency: '1_DAY', updateDay: null }, at('2026-03-10T08:00:00Z'))?.toISOString()).toBe(
      '2026-03-10T09:00:00.000Z',
    );
    // 10:00 UTC = 07:00 Santiago: the next one is tomorrow.
    expect(nextRunAt({ ...window, frequency: '1_DAY', updateDay: null }, at('2026-03-10T10:00:00Z'))?.toISOString()).toBe(
      '2026-03-11T09:00:00.000Z',
    );
  });

  it('follows Santiago winter time (UTC−4) after April', () => {
    expect(nextRunAt({ ...window, frequency: '1_DAY', updateDay: null }, at('2026-06-15T12:00:00Z'))?.toISOString()).toBe(
      '2026-06-16T10:00:00.000Z',
    );
  });

  it('1_WEEK runs on its weekday, Monday = 0', () => {
    // 2026-03-10 is a Tuesday; update day 0 → Monday 2026-03-16; update day 4 → Friday 2026-03-13.
    expect(nextRunAt({ ...window, frequency: '1_WEEK', updateDay: 0 }, at('2026-03-10T12:00:00Z'))?.toISOString()).toBe(
      '2026-03-16T09:00:00.000Z',
    );
    expect(nextRunAt({ ...window, frequency: '1_WEEK', updateDay: 4 }, at('2026-03-10T12:00:00Z'))?.toISOString()).toBe(
      '2026-03-13T09:00:00.000Z',
    );
    expect(runsOnDay({ ...window, frequency: '1_WEEK', updateDay: 6 }, Date.UTC(2026, 2, 15) / 86_400_000)).toBe(true); // a Sunday
  });

  it('15_DAY counts 15 days from the start date', () => {
    const input = { frequency: '15_DAY', updateDay: null, startDate: '2026-03-01', endDate: '2026-12-31' };
    expect(nextRunAt(input, at('2026-03-02T00:00:00Z'))?.toISOString()).toBe('2026-03-16T09:00:00.000Z');
    expect(nextRunAt(input, at('2026-03-16T10:00:00Z'))?.toISOString()).toBe('2026-03-31T09:00:00.000Z');
  });

  it('1_MONTH runs on its day of the month', () => {
    expect(nextRunAt({ ...window, frequency: '1_MONTH', updateDay: 28 }, at('2026-03-10T12:00:00Z'))?.toISOString()).toBe(
      '2026-03-28T09:00:00.000Z',
    );
    expect(nextRunAt({ ...window, frequency: '1_MONTH', updateDay: 5 }, at('2026-03-10T12:00:00Z'))?.toISOString()).toBe(
      '2026-04-05T10:00:00.000Z',
    );
  });

  it('6_MONTH runs every six months on the start day, clamped to short months', () => {
    const input = { frequency: '6_MONTH', updateDay: null, startDate: '2025-08-31', endDate: '2027-12-31' };
    expect(nextRunAt(input, at('2025-09-01T00:00:00Z'))?.toISOString()).toBe('2026-02-28T09:00:00.000Z');
    expect(nextRunAt(input, at('2026-03-01T00:00:00Z'))?.toISOString()).toBe('2026-08-31T10:00:00.000Z');
  });

  it('never runs before the start date nor after the end date', () => {
    const future = { frequency: '1_DAY', updateDay: null, startDate: '2026-05-20', endDate: '2026-05-21' };
    expect(nextRunAt(future, at('2026-03-10T12:00:00Z'))?.toISOString()).toBe('2026-05-20T10:00:00.000Z');
    expect(nextRunAt(future, at('2026-05-21T11:00:00Z'))).toBeNull();
    expect(nextRunAt({ ...future, frequency: '1_MONTH', updateDay: 1 }, at('2026-03-10T12:00:00Z'))).toBeNull();
  });

  it('honours the configured hour', () => {
    expect(nextRunAt({ ...window, frequency: '1_DAY', updateDay: null }, at('2026-03-10T12:00:00Z'), 22)?.toISOString()).toBe(
      '2026-03-11T01:00:00.000Z',
    );
    expect(zonedInstant(Date.UTC(2026, 6, 1) / 86_400_000, 0).toISOString()).toBe('2026-07-01T04:00:00.000Z');
  });
});
