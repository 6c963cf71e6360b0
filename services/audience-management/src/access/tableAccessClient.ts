import type { Request } from 'express';
import { HttpError, unauthorized } from '@inca/service-kit';
import { serviceFetch } from '@inca/rest-client/http';

export type TableStatus = {
  relative_resource_name: string;
  status: 'OK' | 'EXPIRED' | 'NO_ACCESS' | 'NOT_FOUND';
  message: string | null;
  permission_expiration_date: string | null;
  num_rows: string | number | null;
  dataset_id?: string;
  table_id?: string;
  company_code?: string;
};

export type UseCaseGroup = {
  use_case: string;
  group: string;
  process_date: string;
  num_rows: string | number;
  company_code: string;
  attributes: string[];
};

/**
 * The table-access service as audience-management asks it, with the caller's own token: it is the
 * authority on grants and their expiry (validate access, §7) and on sandbox use cases. Its address is
 * asked on each call (the service's context): the launcher knows it only once table-access started.
 */
export class TableAccessClient {
  constructor(private readonly baseUrl: () => string) {}

  async call<T>(req: Request, path: string, body: unknown): Promise<T> {
    const authorization = req.header('authorization');
    if (!authorization) throw unauthorized();
    const response = await serviceFetch(new URL(path, this.baseUrl()), {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(20_000),
    }).catch(() => {
      throw new HttpError(502, 'SERVICE_UNAVAILABLE', 'No se pudo consultar el servicio de acceso a tablas.');
    });
    const answer = (await response.json().catch(() => ({}))) as { data?: T; message?: string; code?: string };
    if (!response.ok)
      throw new HttpError(
        response.status,
        answer.code ?? 'SERVICE_UNAVAILABLE',
        answer.message ?? 'No se pudo consultar el servicio de acceso a tablas.',
      );
    return answer.data as T;
  }

  verifyTableStatus(req: Request, rrn: string): Promise<TableStatus> {
    return this.call<TableStatus>(req, '/tables_views/audiences/verify_table_status', { relative_resource_name: rrn });
  }

  useCasesOf(req: Request, companyCode: string): Promise<UseCaseGroup[]> {
    return this.call<UseCaseGroup[]>(req, '/tables_views/use_cases/list', { company_code: companyCode });
  }
}
