import { describe, expect, it } from 'vitest';
import { formatDate, formatNumber, initials } from './format.ts';

describe('format', () => {
  it('numbers use the Chilean thousands separator', () => {
    expect(formatNumber(1250000)).toBe('1.250.000');
    expect(formatNumber(null)).toBe('—');
  });

  it('dates are day first and a bare date does not shift by time zone', () => {
    expect(formatDate('2026-03-01')).toBe('01-03-2026');
    expect(formatDate('2026-03-01T15:00:00Z')).toBe('01-03-2026');
    expect(formatDate('no es fecha')).toBe('—');
    expect(formatDate(undefined)).toBe('—');
  });

  it('initials take the first and last word', () => {
    expect(initials('Ana María Pérez')).toBe('AP');
    expect(initials('  ')).toBe('?');
  });
});
