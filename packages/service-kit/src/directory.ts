import type { Request } from 'express';
import { bearerToken } from '@inca/auth';
import { HttpError, unauthorized } from './errors.ts';
import { serviceFetch } from '@inca/rest-client/http';

export type ScopedCompany = { code: string; name: string; alias: string; domain: string };

/**
 * Asks audience-management (the authority for the company directory) which companies the caller
 * may work with, forwarding the caller's own token. Answers are cached briefly per token so a
 * burst of calls costs one directory call.
 */
export class DirectoryClient {
  private readonly cache = new Map<string, { at: number; companies: Promise<ScopedCompany[]> }>();

  constructor(
    readonly baseUrl: string,
    private readonly ttlMs = 30_000,
  ) {}

  async accessibleCompanyCodes(req: Request): Promise<Set<string>> {
    const token = bearerToken(req.header('authorization'));
    if (!token) throw unauthorized();
    const hit = this.cache.get(token);
    if (hit && Date.now() - hit.at < this.ttlMs) return new Set((await hit.companies).map((c) => c.code));
    const companies = this.fetchCompanies(token);
    if (this.cache.size > 5_000) this.cache.clear();
    this.cache.set(token, { at: Date.now(), companies });
    companies.catch(() => this.cache.delete(token));
    return new Set((await companies).map((c) => c.code));
  }

  private async fetchCompanies(token: string): Promise<ScopedCompany[]> {
    const response = await serviceFetch(new URL('/audience-management/companies/accessible', this.baseUrl), {
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
      signal: AbortSignal.timeout(5_000),
    });
    if (response.status === 401) throw unauthorized();
    if (!response.ok) throw new HttpError(502, 'SERVICE_UNAVAILABLE', 'No se pudo consultar el directorio de empresas.');
    return ((await response.json()) as { data: ScopedCompany[] }).data;
  }
}
