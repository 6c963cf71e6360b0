import { exceptionTabs, isAudienceAdmin, mayDecideRequest, type Identity } from '@inca/domain';
import type { Pool } from '@inca/db';
import { companyAccessCodes, findCompanies, findCompanyFlags, type CompanyRow } from '../directory/index.ts';
import type { AuditRow } from './repository.ts';

type CompanyRef = { code: string; name: string; alias: string; domain: string };
/** A company as the exception screen shows it; an unknown code stands for its own name. */
export const ref = (companies: readonly CompanyRow[], code: string): CompanyRef => {
  const c = companies.find((x) => x.code === code);
  return { code, name: c?.name ?? code, alias: c?.alias ?? code, domain: c?.domain ?? '' };
};
/** The audit trail of one entity key, oldest first. */
export const presentAudit = (rows: AuditRow[], key: string) =>
  rows
    .filter((a) => a.entity_key === key)
    .map((a) => ({ action: a.action, actor: a.actor, at: new Date(a.at).toISOString(), before: a.before, after: a.after }));

/** What the caller may do on the exception screen: tabs, and for which requested companies they decide. */
export async function accessOf(pool: Pool, identity: Identity) {
  const [flags] = await findCompanyFlags(pool, [identity.companyCode]);
  const approve = flags?.approve_request_data === '1';
  const access = await companyAccessCodes(pool, identity.email);
  const tabs = exceptionTabs(identity, approve);
  const decidesFor: 'ALL' | string[] = isAudienceAdmin(identity)
    ? 'ALL'
    : (await findCompanies(pool)).map((c) => c.code).filter((code) => mayDecideRequest(identity, access, approve, code));
  return { tabs, decidesFor, decides: (company: string) => decidesFor === 'ALL' || decidesFor.includes(company) };
}
