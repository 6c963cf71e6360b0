import type { z } from 'zod';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One REST operation of a service, written once: the service parses its request with these
 * schemas and answers the response's input shape; the subgraph's client is typed from the same
 * object (`RestClient.call`), so neither side restates the other's rows.
 *
 * `path` is the Express path (`/audiences/:id`); `params`, `query` and `body` are the request's
 * parts, each optional; `response` is the JSON body the service answers with, envelope included.
 */
export type Operation<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> = {
  readonly method: Method;
  readonly path: string;
  readonly params?: P;
  readonly query?: Q;
  readonly body?: B;
  readonly response: R;
};

/** Declares an operation, keeping each schema's own type. */
export const operation = <
  P extends z.ZodType = z.ZodNever,
  Q extends z.ZodType = z.ZodNever,
  B extends z.ZodType = z.ZodNever,
  R extends z.ZodType = z.ZodType,
>(op: {
  method: Method;
  path: string;
  params?: P;
  query?: Q;
  body?: B;
  response: R;
}): Operation<P, Q, B, R> => op;

type Input<S> = S extends z.ZodType ? (z.ZodNever extends S ? undefined : z.input<S>) : undefined;

/** What a caller sends: the input shape of each part the operation declares. */
export type RequestOf<O extends Operation> = {
  params: Input<O['params']>;
  query: Input<O['query']>;
  body: Input<O['body']>;
};
/** What the service answers, as the caller reads it. */
export type ResponseOf<O extends Operation> = z.output<O['response']>;
/** What the service's handler returns (the response schema's input shape). */
export type AnswerOf<O extends Operation> = z.input<O['response']>;
/** The parsed body, query and params a handler works with. */
export type ParsedBody<O extends Operation> = O['body'] extends z.ZodType ? z.output<O['body']> : never;
export type ParsedQuery<O extends Operation> = O['query'] extends z.ZodType ? z.output<O['query']> : never;
export type ParsedParams<O extends Operation> = O['params'] extends z.ZodType ? z.output<O['params']> : never;

/** Fills an Express-style path (`/a/:id`) with the given params, each URI-encoded. */
export function pathOf(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Falta el parámetro ${name} de ${path}`);
    return encodeURIComponent(String(value));
  });
}
