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
