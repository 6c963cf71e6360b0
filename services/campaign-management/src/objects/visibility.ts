import type { Request } from 'express';
import { isAudienceAdmin, type Identity } from '@inca/domain';
import { HttpError, caller, unauthorized } from '@inca/service-kit';
import { COMPANY_DATASETS } from '@inca/warehouse';
import { serviceFetch } from '@inca/rest-client/http';

/** A warehouse table as visibility needs it. */
export type VisibleObject = { dataset_id: string; object_id: string };

type ObjectGrant = { dataset_id: string; object_id: string };

/**
 * The caller's grants for the audiences scope (spec §7 "object access list"), expired ones included,
 * asked of table-access with the caller's own token: it is the authority on grants.
 */
async function grantsOf(req: Request, tableAccessUrl: string): Promise<ObjectGrant[]> {
  const authorization = req.header('authorization');
  if (!authorization) throw unauthorized();
  const unavailable = () => new HttpError(502, 'SERVICE_UNAVAILABLE', 'No se pudo consultar el servicio de acceso a tablas.');
  const response = await serviceFetch(new URL('/tables_views/audiences/get_object_access', tableAccessUrl), {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ include_expired: true }),
    signal: AbortSignal.timeout(10_000),
  }).catch(() => {
    throw unavailable();
  });
  if (response.status === 401) throw unauthorized();
  if (!response.ok) throw unavailable();
  return ((await response.json()) as { data?: ObjectGrant[] }).data ?? [];
}

/**
 * The table catalogue's visibility rule (table-access): the admin sees every table; anyone else the
 * tables of their own company's dataset and those they hold a grant on (current or expired). Tables
 * of no company (the shared customer base) are the admin's only.
 */
export function objectVisibleTo(identity: Identity, grants: readonly ObjectGrant[]): (o: VisibleObject) => boolean {
  if (isAudienceAdmin(identity)) return () => true;
  const own = COMPANY_DATASETS[identity.companyCode]?.dataset;
  const granted = new Set(grants.map((g) => `${g.dataset_id}.${g.object_id}`));
  return (o) => o.dataset_id === own || granted.has(`${o.dataset_id}.${o.object_id}`);
}

/** Which objects the caller of this request may see, asking table-access at `tableAccessUrl` (the service's context). */
export async function objectVisibility(req: Request, tableAccessUrl: string): Promise<(o: VisibleObject) => boolean> {
  const identity = caller(req);
  return objectVisibleTo(identity, isAudienceAdmin(identity) ? [] : await grantsOf(req, tableAccessUrl));
}
