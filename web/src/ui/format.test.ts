import { describe, expect, it } from 'vitest';
import { formatCount, formatDate, formatDateTime, formatNumber, initials } from './format.ts';

describe('format', () => {
  it('numbers use comma thousands and no decimals; a zero count is a dash', () => {
    expect(formatNumber(1250000)).toBe('1,250,000');
    expect(formatNumber(12.6)).toBe('13');
    expect(formatNumber(null)).toBe('—');
    expect(formatCount(0)).toBe('-');
    expect(formatCount(3400)).toBe('3,400');
  });

  it('date-times are YYYY-MM-DD HH:mm:ss in Chilean time; bare dates do not shift', () => {
    expect(formatDateTime('2026-01-15T15:04:05Z')).toBe('2026-01-15 12:04:05');
    expect(formatDate('2026-01-15T02:00:00Z')).toBe('2026-01-14');
    expect(formatDate('2026-03-01')).toBe('2026-03-01');
    expect(formatDateTime('no es fecha')).toBe('—');
    expect(formatDate(undefined)).toBe('—');
  });

  it('initials take the first and last word', () => {
    expect(initials('Ana María Pérez')).toBe('AP');
    expect(initials('  ')).toBe('?');
  });
});
