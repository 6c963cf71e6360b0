import type { Request } from 'express';
import { bearerToken } from '@inca/auth';
import { HttpError, notFound, unauthorized } from '@inca/service-kit';
import { serviceFetch } from '@inca/rest-client/http';

/** What the images area needs of an audience, as audience-management shows it to the caller. */
export type AudienceFacts = {
  id: number;
  name: string;
  description: string;
  companyCode: string;
  companyName: string;
  platformName: string;
  /** §6: the company's gpt_images flag. */
  canSeeImages: boolean;
};

type ByIdsAnswer = {
  data: {
    id: number;
    custom_audience_name: string;
    custom_audience_description: string | null;
    company_code: string;
    company_name: string;
    ads_platform_name: string;
    can_see_images: boolean;
  }[];
};

/**
 * Asks audience-management (the authority on audiences, company scope and flags) about an audience
 * with the caller's own token: an audience the caller may not see is NOT_FOUND there and here.
 * Answers are kept a few seconds per token, so a gallery page costs one call.
 */
export class AudienceDirectory {
  private readonly cache = new Map<string, { at: number; facts: Promise<AudienceFacts> }>();

  constructor(
    private readonly baseUrl: string,
    private readonly ttlMs = 10_000,
  ) {}

  async audienceFor(req: Request, audienceId: number): Promise<AudienceFacts> {
    const token = bearerToken(req.header('authorization'));
    if (!token) throw unauthorized();
    const key = `${audienceId}\u0000${token}`;
    const hit = this.cache.get(key);
    if (hit && Date.now() - hit.at < this.ttlMs) return hit.facts;
    const facts = this.fetchAudience(token, audienceId);
    if (this.cache.size > 5_000) this.cache.clear();
    this.cache.set(key, { at: Date.now(), facts });
    facts.catch(() => this.cache.delete(key));
    return facts;
  }

  private async fetchAudience(token: string, audienceId: number): Promise<AudienceFacts> {
    // by-ids answers only audiences the caller may see (absent otherwise), without the timeline the detail carries.
    const url = new URL('/audience-management/audiences/by-ids', this.baseUrl);
    url.searchParams.set('ids', String(audienceId));
    const response = await serviceFetch(url, {
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
      signal: AbortSignal.timeout(5_000),
    });
    if (response.status === 401) throw unauthorized();
    if (response.status === 404 || response.status === 400) throw notFound('La audiencia no existe.');
    if (response.status === 403) throw new HttpError(403, 'FORBIDDEN', 'No tiene permisos para realizar esta acción.');
    if (!response.ok) throw new HttpError(502, 'SERVICE_UNAVAILABLE', 'No se pudo consultar la audiencia.');
    const data = ((await response.json()) as ByIdsAnswer).data.find((a) => Number(a.id) === audienceId);
    if (!data) throw notFound('La audiencia no existe.');
    return {
      id: Number(data.id),
      name: data.custom_audience_name,
      description: data.custom_audience_description ?? '',
      companyCode: data.company_code,
      companyName: data.company_name,
      platformName: data.ads_platform_name,
      canSeeImages: data.can_see_images === true,
    };
  }
}
