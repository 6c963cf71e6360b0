import type { Request } from 'express';
import { HttpError } from '@inca/service-kit';
import { serviceFetch } from '@inca/rest-client/http';

/** The audience figures behind the built-in reports, asked of audience-management with the caller's own token. */
export async function fetchAnalytics(
  baseUrl: string,
  req: Request,
  query: { companies: string[]; from: string; to: string; platform?: string },
): Promise<unknown> {
  const url = new URL('/audience-management/analytics/report-data', baseUrl);
  url.searchParams.set('company_code', query.companies.join(','));
  url.searchParams.set('from', query.from);
  url.searchParams.set('to', query.to);
  if (query.platform) url.searchParams.set('platform', query.platform);
  const response = await serviceFetch(url, {
    headers: { authorization: req.header('authorization') ?? '', accept: 'application/json' },
    signal: AbortSignal.timeout(10_000),
  });
  const body = (await response.json().catch(() => ({}))) as { data?: unknown; code?: string; message?: string };
  if (!response.ok)
    throw new HttpError(
      response.status === 403 ? 403 : 502,
      body.code ?? 'SERVICE_UNAVAILABLE',
      body.message ?? 'No se pudieron obtener los datos del reporte.',
    );
  return body.data;
}
