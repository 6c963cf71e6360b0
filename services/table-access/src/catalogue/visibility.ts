import { isAudienceAdmin, type Identity } from '@inca/domain';
import type { Pool } from '@inca/db';
import { domains, type WarehouseTableRow } from './repository.ts';

/** The caller's login as grants and requests store it. */
export const login = (identity: Identity) => identity.email.toLowerCase();

// Domains per company change only when the catalogue is mirrored again: kept for a minute.
const domainCache = new Map<string, { at: number; domains: Promise<string[]> }>();

/** The domain of the caller's own company (§6: the table list is filtered to it). */
export async function ownDomains(pool: Pool, identity: Identity): Promise<string[]> {
  const hit = domainCache.get(identity.companyCode);
  if (hit && Date.now() - hit.at < 60_000) return hit.domains;
  const found = domains(pool, [identity.companyCode]).then((rows) => rows.map((d) => d.domain));
  domainCache.set(identity.companyCode, { at: Date.now(), domains: found });
  found.catch(() => domainCache.delete(identity.companyCode));
  return found;
}

/** A table the caller may see in the catalogue: their own domain's (any, for the admin), or one they hold a grant on. */
export function visibleTo(identity: Identity, own: readonly string[], row: WarehouseTableRow): boolean {
  return isAudienceAdmin(identity) || own.includes(row.domain) || row.access === 'ACTIVE' || row.access === 'EXPIRED';
}
