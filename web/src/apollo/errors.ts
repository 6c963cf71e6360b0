import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

export type CodedError = { code: string | undefined; message: string; details: unknown };

/** The first GraphQL error of a failed operation, with its code; undefined for network failures. */
export function graphQLErrorOf(error: unknown): CodedError | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const first = error.errors[0];
  if (!first) return undefined;
  return { code: first.extensions?.code as string | undefined, message: first.message, details: first.extensions?.details };
}

/** The server refused the session (GraphQL UNAUTHENTICATED or HTTP 401). */
export function isUnauthenticated(error: unknown): boolean {
  if (graphQLErrorOf(error)?.code === 'UNAUTHENTICATED') return true;
  return ServerError.is(error) && error.statusCode === 401;
}
