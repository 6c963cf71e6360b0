import { describe, expect, it } from 'vitest';
import { couponFate, dayStart } from './coupons.ts';

const SANTIAGO = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Santiago',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const local = (ms: number) => SANTIAGO.format(new Date(ms)).replace(',', '');

describe("the simulator's days are the application's (America/Santiago)", () => {
  it('starts a day at its local midnight, in summer (UTC-3) and winter (UTC-4)', () => {
    expect(new Date(dayStart(Date.parse('2026-11-27T01:30:00Z'))).toISOString()).toBe('2026-11-26T03:00:00.000Z');
    expect(new Date(dayStart(Date.parse('2026-07-15T12:00:00Z'))).toISOString()).toBe('2026-07-15T04:00:00.000Z');
  });

  it('reserves a coupon the day it is issued at once, whatever the hour (a run just after midnight sees its reservations)', () => {
    const issuedAt = Date.parse('2026-11-27T03:05:00Z'); // 00:05 in Santiago
    const fates = Array.from({ length: 2000 }, (_, i) => couponFate(`CODE-${i}`, issuedAt));
    const sameDay = fates.filter((f) => f.reservedOn !== null && f.reservedOn < dayStart(issuedAt) + 86_400_000);
    expect(sameDay.length).toBeGreaterThan(20);
    for (const f of sameDay) expect(f.reservedOn).toBe(issuedAt);
    for (const f of fates) if (f.redeemedOn !== null) expect(f.redeemedOn).toBeGreaterThan(dayStart(issuedAt) + 86_400_000);
  });

  it('keeps every hour in its own local day across both clock changes of the year', () => {
    for (const [from, to] of [
      ['2026-04-01T00:00:00Z', '2026-04-10T00:00:00Z'],
      ['2026-09-01T00:00:00Z', '2026-09-10T00:00:00Z'],
    ] as const) {
      let hours = 0;
      for (let ms = Date.parse(from); ms < Date.parse(to); ms += 3_600_000, hours++) {
        const start = dayStart(ms);
        expect(local(start).slice(0, 10), new Date(ms).toISOString()).toBe(local(ms).slice(0, 10));
        // Local midnight, or 01:00 on the day the clocks skip midnight.
        expect(['00:00', '01:00']).toContain(local(start).slice(11));
        expect(start).toBeLessThanOrEqual(ms);
      }
      expect(hours).toBe(216);
    }
  });
});
