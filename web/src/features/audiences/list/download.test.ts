import { describe, expect, it } from 'vitest';
import { AUDIENCES_EXPORT_PATH, audiencesExportUrl } from './download.ts';

describe('lista_audiencias.xlsx download address', () => {
  it("carries the list's filter and sort in the graph's names, never a column of the service", () => {
    const url = new URL(
      audiencesExportUrl(
        {
          name: '  verano ',
          companyCodes: ['022', '024'],
          platforms: ['GADS', 'TALONONE'],
          statusCodes: ['P_PUB'],
          enabled: false,
          createdFrom: '2026-01-01',
          createdTo: '2026-06-30',
        },
        { field: 'STATUS_DATE', order: 'ASC' },
      ),
      'http://x',
    );
    expect(url.pathname).toBe(AUDIENCES_EXPORT_PATH);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      name: 'verano',
      company_code: '022,024',
      platform: 'GADS,TALONONE',
      status: 'P_PUB',
      enabled: 'false',
      created_from: '2026-01-01',
      created_to: '2026-06-30',
      sort: 'STATUS_DATE',
      order: 'ASC',
    });
  });

  it('an empty filter asks for the whole list, newest first', () => {
    const url = new URL(audiencesExportUrl({}, { field: 'CREATED_DATE', order: 'DESC' }), 'http://x');
    expect(Object.fromEntries(url.searchParams)).toEqual({ sort: 'CREATED_DATE', order: 'DESC' });
  });
});
