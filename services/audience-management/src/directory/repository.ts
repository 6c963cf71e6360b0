import { SCHEMA } from '../schema.ts';
import { COMPANY_FLAGS, PLATFORMS, companyScopeFor, type CompanyScope, type Identity } from '@inca/domain';
import type { Queryable } from '@inca/db';

export type CompanyRow = { code: string; name: string; alias: string; domain: string };
export type CompanyFlagsRow = CompanyRow & Record<(typeof COMPANY_FLAGS)[number], '0' | '1'>;
export type AdsAccountRow = {
  company_code: string;
  /** The account's code in audience payloads: its technical name. */
  ads_account_code: string;
  technical_name: string;
  business_name: string;
  it_manager_email: string | null;
  /** Last API check per platform (§3): [{gads_error: 'ok', …}], empty when never checked. */
  errors: Record<string, string>[];
  /** When those checks ran (Verificar or the daily check); null when never. */
  api_checked_at: string | null;
} & Record<`flag_${(typeof PLATFORMS)[number]}`, '0' | '1'>;
export type DirectoryUser = { email: string; name: string; roles: string[]; company: CompanyRow };

export async function findUser(db: Queryable, email: string): Promise<DirectoryUser | undefined> {
  const { rows } = await db.query<{
    email: string;
    name: string;
    roles: string[];
    code: string;
    cname: string;
    alias: string;
    domain: string;
  }>(
    `SELECT u.email, u.name, u.roles, c.code, c.name AS cname, c.alias, c.domain
       FROM ${SCHEMA}.users u JOIN ${SCHEMA}.companies c ON c.code = u.company_code
      WHERE u.email = $1`,
    [email.toLowerCase()],
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    email: row.email,
    name: row.name,
    roles: row.roles,
    company: { code: row.code, name: row.cname, alias: row.alias, domain: row.domain },
  };
}

export async function findCompanies(db: Queryable, codes?: readonly string[]): Promise<CompanyRow[]> {
  const { rows } = await db.query<CompanyRow>(
    `SELECT code, name, alias, domain FROM ${SCHEMA}.companies WHERE $1::text[] IS NULL OR code = ANY($1) ORDER BY code`,
    [codes ?? null],
  );
  return rows;
}

export async function companyAccessCodes(db: Queryable, email: string): Promise<string[]> {
  const { rows } = await db.query<{ company_code: string }>(
    `SELECT company_code FROM ${SCHEMA}.user_company_access WHERE email = $1 ORDER BY company_code`,
    [email.toLowerCase()],
  );
  return rows.map((r) => r.company_code);
}

/** The caller's company scope: the one rule of @inca/domain fed with the directory's access list. */
export async function scopeOf(db: Queryable, identity: Identity): Promise<CompanyScope> {
  return companyScopeFor(identity, await companyAccessCodes(db, identity.email));
}

export async function companiesInScope(db: Queryable, scope: CompanyScope): Promise<CompanyRow[]> {
  return findCompanies(db, scope.kind === 'all' ? undefined : scope.codes);
}

export async function findCompanyFlags(db: Queryable, codes: readonly string[]): Promise<CompanyFlagsRow[]> {
  const { rows } = await db.query<CompanyFlagsRow>(
    `SELECT c.code, c.name, c.alias, c.domain, ${COMPANY_FLAGS.map((f) => `coalesce(f.${f}, '0') AS ${f}`).join(', ')}
       FROM ${SCHEMA}.companies c LEFT JOIN ${SCHEMA}.company_flags f ON f.company_code = c.code
      WHERE c.code = ANY($1) ORDER BY c.code`,
    [codes],
  );
  return rows;
}

export async function findAdsAccounts(db: Queryable, codes: readonly string[]): Promise<AdsAccountRow[]> {
  const { rows } = await db.query<AdsAccountRow>(
    `SELECT company_code, technical_name AS ads_account_code, technical_name, business_name, it_manager_email, api_errors AS errors, api_checked_at, ${PLATFORMS.map((p) => `flag_${p}`).join(', ')}
       FROM ${SCHEMA}.ads_accounts WHERE company_code = ANY($1) ORDER BY company_code, business_name`,
    [codes],
  );
  return rows;
}
