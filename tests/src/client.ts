import { inject } from 'vitest';
import { DEMO_PASSWORD } from '@inca/demo-data';

export const gatewayUrl = () => inject('gatewayUrl');

export type Login = { token: string; cookie: string; user: { email: string; name: string; companyCode: string; roles: string[] } };

export async function login(email: string, password = DEMO_PASSWORD): Promise<Login> {
  const response = await fetch(`${gatewayUrl()}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) throw new Error(`login ${email} failed: ${response.status}`);
  const body = (await response.json()) as Omit<Login, 'cookie'>;
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('inca_session=')) ?? '';
  return { ...body, cookie };
}

export type GraphQLResponse<T> = {
  status: number;
  data?: T;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
  raw: unknown;
};

export async function graphql<T = Record<string, unknown>>(
  query: string,
  options: { token?: string; cookie?: string; variables?: Record<string, unknown>; url?: string; headers?: Record<string, string> } = {},
): Promise<GraphQLResponse<T>> {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.cookie) headers.cookie = options.cookie.split(';')[0]!;
  const response = await fetch(options.url ?? `${gatewayUrl()}/graphql`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ query, variables: options.variables }),
  });
  const raw = (await response.json()) as { data?: T; errors?: GraphQLResponse<T>['errors'] };
  return { status: response.status, data: raw.data ?? undefined, errors: raw.errors, raw };
}

type SubgraphName = 'audience' | 'campaign' | 'images';
let measuredCount = 0;

/** The REST calls a subgraph noted per operation name (GET /metrics): `<name>__<subgraph>__<n>` for a gateway fetch. */
export async function subgraphOperations(subgraph: SubgraphName): Promise<Record<string, number>> {
  const metrics = (await (await fetch(new URL('/metrics', inject('subgraphUrls')[subgraph]))).json()) as {
    operations: Record<string, number>;
  };
  return metrics.operations;
}

/**
 * Runs one operation through the gateway under a name of its own and gives the REST calls `subgraph`
 * made for it: other requests the platform serves meanwhile (a session's first reads) do not count.
 * `query` starts with `query` (its name, if any, is replaced) or `{`.
 */
export async function measuredGraphql<T = Record<string, unknown>>(
  subgraph: SubgraphName,
  query: string,
  options: Parameters<typeof graphql>[1] = {},
): Promise<GraphQLResponse<T> & { restCalls: number }> {
  measuredCount += 1;
  const name = `Medida${process.pid}_${measuredCount}`;
  const body = query.trimStart();
  const named = body.startsWith('{') ? `query ${name} ${body}` : body.replace(/^query(?:\s+[_A-Za-z]\w*)?\s*(?=[({])/, `query ${name}`);
  if (named === body) throw new Error(`measuredGraphql: no es una query: ${body.slice(0, 40)}`);
  const result = await graphql<T>(named, options);
  const fetches = Object.entries(await subgraphOperations(subgraph)).filter(([operation]) => operation.startsWith(`${name}__`));
  if (fetches.length === 0) throw new Error(`el subgrafo ${subgraph} no recibió la operación ${name}`);
  return { ...result, restCalls: fetches.reduce((sum, [, calls]) => sum + calls, 0) };
}

/** Calls a REST service directly with a user's token, as a subgraph would. */
export async function rest<T = unknown>(
  service: string,
  path: string,
  options: { token: string; method?: string; body?: unknown },
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${inject('serviceUrls')[service]}${path}`, {
    method: options.method ?? 'GET',
    headers: { authorization: `Bearer ${options.token}`, ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}) },
    body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
  });
  return { status: response.status, body: (await response.json()) as T };
}
