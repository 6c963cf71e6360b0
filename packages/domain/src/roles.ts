export const ROLES = ['audience_admin', 'org_data_management', 'audience_analyst', 'audience_user'] as const;
export type Role = (typeof ROLES)[number];

export const CORPORATE_COMPANY = '032';
export const RETAIL_COMPANY = '022';

/** The identity every service receives, taken from the gateway-signed JWT. */
export type Identity = {
  sub: string;
  email: string;
  name: string;
  companyCode: string;
  roles: Role[];
};

export const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);

export const hasRole = (identity: Pick<Identity, 'roles'>, role: Role): boolean => identity.roles.includes(role);

export const isAudienceAdmin = (identity: Pick<Identity, 'roles'>): boolean => hasRole(identity, 'audience_admin');

export const isDataSteward = (identity: Pick<Identity, 'roles'>): boolean => hasRole(identity, 'org_data_management');

/** An audience analyst of the retail company (022). */
export const isRetailAnalyst = (identity: Pick<Identity, 'roles' | 'companyCode'>): boolean =>
  hasRole(identity, 'audience_analyst') && identity.companyCode === RETAIL_COMPANY;

/**
 * Which companies a caller may work with, per spec §6: an admin every organisation; a steward and
 * analysts their company-access list (plus their own company); everybody else only their own.
 */
export type CompanyScope = { kind: 'all' } | { kind: 'list'; codes: string[] };

export function companyScopeFor(identity: Pick<Identity, 'roles' | 'companyCode'>, companyAccess: readonly string[]): CompanyScope {
  if (isAudienceAdmin(identity)) return { kind: 'all' };
  if (isDataSteward(identity) || hasRole(identity, 'audience_analyst')) {
    return { kind: 'list', codes: unique([identity.companyCode, ...companyAccess]) };
  }
  return { kind: 'list', codes: [identity.companyCode] };
}

export const scopeIncludes = (scope: CompanyScope, code: string): boolean => scope.kind === 'all' || scope.codes.includes(code);

/** Company column and filter: audience admin, org data steward and retail analyst (spec §6). */
export const seesCompanyColumn = (identity: Pick<Identity, 'roles' | 'companyCode'>): boolean =>
  isAudienceAdmin(identity) || isDataSteward(identity) || isRetailAnalyst(identity);

const unique = (codes: string[]): string[] => [...new Set(codes)];
