import type { Request } from 'express';
import { bearerToken } from '@inca/auth';
import { isAudienceAdmin, type Identity } from '@inca/domain';
import { HttpError, unauthorized, type DirectoryClient } from '@inca/service-kit';
import { serviceFetch } from '@inca/rest-client/http';

/** Which companies' requests the caller decides: every company, or a list (possibly empty). */
export type Deciding = { all: true } | { all: false; codes: Set<string> };

export const decides = (d: Deciding, companyCode: string): boolean => d.all || d.codes.has(companyCode);

/**
 * Asks audience-management (authority for roles' company flags and scopes) for which companies the
 * caller approves requests (§6: audience admin; a steward with approve_request_data for their scope).
 * Answers are cached briefly per token.
 */
export class ApproverDirectory {
  private readonly cache = new Map<string, { at: number; answer: Promise<Deciding> }>();

  constructor(
    private readonly directory: DirectoryClient,
    private readonly ttlMs = 10_000,
  ) {}

  async decidingFor(req: Request, identity: Identity): Promise<Deciding> {
    if (isAudienceAdmin(identity)) return { all: true };
    if (!identity.roles.includes('org_data_management')) return { all: false, codes: new Set() };
    const token = bearerToken(req.header('authorization'));
    if (!token) throw unauthorized();
    const hit = this.cache.get(token);
    if (hit && Date.now() - hit.at < this.ttlMs) return hit.answer;
    const answer = this.fetch(token);
    if (this.cache.size > 5_000) this.cache.clear();
    this.cache.set(token, { at: Date.now(), answer });
    answer.catch(() => this.cache.delete(token));
    return answer;
  }

  private async fetch(token: string): Promise<Deciding> {
    const response = await serviceFetch(new URL('/audience-management/access/exception-access', this.directory.baseUrl), {
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
      signal: AbortSignal.timeout(5_000),
    });
    if (response.status === 401) throw unauthorized();
    if (!response.ok) throw new HttpError(502, 'SERVICE_UNAVAILABLE', 'No se pudo consultar el directorio de empresas.');
    const data = ((await response.json()) as { data: { decides_for: string[] | 'ALL' } }).data;
    return data.decides_for === 'ALL' ? { all: true } : { all: false, codes: new Set(data.decides_for) };
  }
}
