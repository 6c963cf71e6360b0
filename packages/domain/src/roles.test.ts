import { describe, expect, it } from 'vitest';
import { companyScopeFor, isRetailAnalyst, scopeIncludes, seesCompanyColumn, type Role } from './roles.ts';

const who = (roles: Role[], companyCode: string) => ({ roles, companyCode });

describe('company scope (spec §6)', () => {
  it('an admin works with every company', () => {
    const scope = companyScopeFor(who(['audience_admin'], '032'), []);
    expect(scope).toEqual({ kind: 'all' });
    expect(scopeIncludes(scope, '011')).toBe(true);
  });

  it('a steward and an analyst work with their own company plus the access list', () => {
    expect(companyScopeFor(who(['org_data_management'], '032'), ['022', '024'])).toEqual({ kind: 'list', codes: ['032', '022', '024'] });
    expect(companyScopeFor(who(['audience_analyst'], '024'), ['011'])).toEqual({ kind: 'list', codes: ['024', '011'] });
  });

  it('a user works only with their own company, whatever the access list says', () => {
    const scope = companyScopeFor(who(['audience_user'], '022'), ['032']);
    expect(scope).toEqual({ kind: 'list', codes: ['022'] });
    expect(scopeIncludes(scope, '032')).toBe(false);
  });

  it('nobody without a role gets more than their company', () => {
    expect(companyScopeFor(who([], '011'), ['032'])).toEqual({ kind: 'list', codes: ['011'] });
  });
});

describe('retail analyst and company column', () => {
  it.each([
    [['audience_analyst'], '022', true, true],
    [['audience_analyst'], '024', false, false],
    [['audience_user'], '022', false, false],
    [['audience_admin'], '032', false, true],
    [['org_data_management'], '032', false, true],
  ] as [Role[], string, boolean, boolean][])('%j of %s: retail analyst %s, company column %s', (roles, company, retail, column) => {
    expect(isRetailAnalyst(who(roles, company))).toBe(retail);
    expect(seesCompanyColumn(who(roles, company))).toBe(column);
  });
});
