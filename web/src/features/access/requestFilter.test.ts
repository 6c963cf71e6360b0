import { describe, expect, it } from 'vitest';
import { EMPTY_REQUEST_FILTER, activeRequestFilters, toAccessRequestFilter } from './requestFilter.ts';

describe('requests filter', () => {
  it('sends only what is set', () => {
    const f = {
      ...EMPTY_REQUEST_FILTER,
      status: 'PENDING' as const,
      requestedCompanyCode: '024',
      requestedBy: '  ana ',
      stateDateFrom: '2026-01-01',
    };
    expect(toAccessRequestFilter(f)).toEqual({
      status: ['PENDING'],
      requestedCompanyCodes: ['024'],
      requestedBy: 'ana',
      stateDateFrom: '2026-01-01',
    });
    expect(toAccessRequestFilter(EMPTY_REQUEST_FILTER)).toEqual({});
    expect(activeRequestFilters(f)).toBe(4);
    expect(activeRequestFilters(EMPTY_REQUEST_FILTER)).toBe(0);
  });
});
