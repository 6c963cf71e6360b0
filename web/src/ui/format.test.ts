import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatCount, formatDate, formatDateTime, formatNumber, initials } from './format.ts';

describe('format', () => {
  it('numbers use comma thousands and no decimals; a zero count is a dash', () => {
    expect(formatNumber(1250000)).toBe('1,250,000');
    expect(formatNumber(12.6)).toBe('13');
    expect(formatNumber(null)).toBe('—');
    expect(formatCount(0)).toBe('-');
    expect(formatCount(3400)).toBe('3,400');
  });

  it('date-times are yyyy-mm-dd hh:mm:ss in Chilean time; bare dates do not shift', () => {
    expect(formatDateTime('2026-01-15T15:04:05Z')).toBe('2026-01-15 12:04:05');
    // The instant of the issue: shown as Chile time, not as the UTC text.
    expect(formatDateTime('2026-10-23T01:26:07.000Z')).toBe('2026-10-22 22:26:07');
    expect(formatDate('2026-01-15T02:00:00Z')).toBe('2026-01-14');
    expect(formatDate('2026-03-01')).toBe('2026-03-01');
    expect(formatDateTime('no es fecha')).toBe('—');
    expect(formatDateTime(null, '')).toBe('');
    expect(formatDate(undefined)).toBe('—');
  });

  it('follows Chile across its daylight-saving changes (UTC-3 in summer, UTC-4 in winter)', () => {
    // April 2026: clocks go back from 00:00 to 23:00, so two instants an hour apart read the same.
    expect(formatDateTime('2026-04-05T02:30:00Z')).toBe('2026-04-04 23:30:00');
    expect(formatDateTime('2026-04-05T03:30:00Z')).toBe('2026-04-04 23:30:00');
    // September 2026: clocks jump from 00:00 to 01:00.
    expect(formatDateTime('2026-09-06T03:30:00Z')).toBe('2026-09-05 23:30:00');
    expect(formatDateTime('2026-09-06T04:30:00Z')).toBe('2026-09-06 01:30:00');
    // Midnight is 00, never 24.
    expect(formatDateTime('2026-07-01T04:00:00Z')).toBe('2026-07-01 00:00:00');
  });

  it('calendar dates keep their own day', () => {
    expect(formatCalendarDate('2026-01-02T00:00:00.000Z')).toBe('2026-01-02');
    expect(formatCalendarDate('2026-01-02')).toBe('2026-01-02');
    expect(formatCalendarDate(null, '')).toBe('');
  });

  it('initials take the first and last word', () => {
    expect(initials('Ana María Pérez')).toBe('AP');
    expect(initials('  ')).toBe('?');
  });
});
