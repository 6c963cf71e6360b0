import { describe, expect, it } from 'vitest';
import type { Role } from './roles.ts';
import {
  ANALYTICS_REPORTS,
  analyticsReportOpenTo,
  builtInReportOf,
  frameUrl,
  isUpdateHour,
  linkSuitsType,
  newReportId,
  reportVisibleTo,
} from './reports.ts';

const who = (roles: Role[], companyCode: string) => ({ roles, companyCode });
const ROLES: Role[] = ['audience_admin', 'org_data_management', 'audience_analyst', 'audience_user'];
const COMPANIES = ['032', '022', '024', '099'];

describe('report visibility', () => {
  it('admins see every report; others those open to all or to their company', () => {
    for (const role of ROLES) {
      for (const company of COMPANIES) {
        const caller = who([role], company);
        expect(reportVisibleTo(caller, { all_permission: true, organizations: [] })).toBe(true);
        expect(reportVisibleTo(caller, { all_permission: false, organizations: [company] })).toBe(true);
        expect(reportVisibleTo(caller, { all_permission: false, organizations: ['777'] })).toBe(role === 'audience_admin');
      }
    }
  });
});

describe('analytics reports', () => {
  it('omnichannel only for 032 and 024, share only for the admin, the rest for everyone', () => {
    for (const role of ROLES) {
      for (const company of COMPANIES) {
        const caller = who([role], company);
        for (const report of ANALYTICS_REPORTS) {
          const expected =
            report === 'omnicanal' ? ['032', '024'].includes(company) : report === 'quality_shared' ? role === 'audience_admin' : true;
          expect(analyticsReportOpenTo(caller, report), `${role} ${company} ${report}`).toBe(expected);
        }
      }
    }
  });
});

describe('report links', () => {
  it('accepts https links for hosted reports and inca:<report> for built-in ones', () => {
    expect(linkSuitsType('POWERBI', 'https://app.powerbi.com/reportEmbed?reportId=1')).toBe(true);
    expect(linkSuitsType('LOOKERSTUDIO', 'http://lookerstudio.google.com/x')).toBe(false);
    expect(linkSuitsType('POWERBI', 'javascript:alert(1)')).toBe(false);
    expect(linkSuitsType('POWERBI', 'https://user:pw@host/x')).toBe(false);
    expect(linkSuitsType('INCA', 'inca:omnicanal')).toBe(true);
    expect(linkSuitsType('INCA', 'inca:nada')).toBe(false);
    expect(linkSuitsType('INCA', 'https://app.powerbi.com/x')).toBe(false);
    expect(builtInReportOf('inca:performance')).toBe('performance');
  });

  it('appends the params as one URL-encoded query parameter', () => {
    const params = JSON.stringify({ company: '022', user: 'a@b.c', filters: { platform: 'gads' } });
    const url = new URL(frameUrl('https://app.powerbi.com/reportEmbed?reportId=1', params));
    expect(url.searchParams.get('reportId')).toBe('1');
    expect(url.searchParams.get('params')).toBe(params);
    expect(frameUrl('https://x.test/r', '{}')).toBe('https://x.test/r?params=%7B%7D');
  });

  it('checks update hours and names ids after the time', () => {
    expect(['00:00', '06:30', '23:59'].every(isUpdateHour)).toBe(true);
    expect(['24:00', '6:30', '06:60', '', '06:30:00'].some(isUpdateHour)).toBe(false);
    expect(newReportId(new Date(1_700_000_000_000))).toBe('report_1700000000000');
  });
});
