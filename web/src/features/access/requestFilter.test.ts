import { describe, expect, it } from 'vitest';
import { EMPTY_REQUEST_FILTER, activeRequestFilters, requestFilterError, toAccessRequestFilter } from './requestFilter.ts';

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
  it('refuses a range typed backwards', () => {
    expect(requestFilterError({ ...EMPTY_REQUEST_FILTER, stateDateFrom: '2026-02-01', stateDateTo: '2026-01-01' })).toMatch(/anterior/);
    expect(requestFilterError({ ...EMPTY_REQUEST_FILTER, untilDateFrom: '2026-02-01', untilDateTo: '2026-01-31' })).toMatch(/anterior/);
    expect(requestFilterError({ ...EMPTY_REQUEST_FILTER, stateDateFrom: '2026-01-01', stateDateTo: '2026-01-01' })).toBeUndefined();
  });
});
