import { RemoteGraphQLDataSource, type GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import type { Session } from '../auth/sessions.ts';

export const GATEWAY_SECRET_HEADER = 'x-gateway-secret';

export type GatewayContext = { session?: Session };

/**
 * One subgraph as seen by the gateway: forwards the user's internal token and the gateway
 * secret, and gives up after the configured timeout.
 */
export class AuthenticatedDataSource extends RemoteGraphQLDataSource<GatewayContext> {
  constructor(url: string, gatewaySecret: string, timeoutMs: number) {
    super({
      url,
      fetcher: (input, init) => fetch(input, { ...(init as RequestInit), signal: AbortSignal.timeout(timeoutMs) }) as never,
    });
    this.gatewaySecret = gatewaySecret;
  }

  private readonly gatewaySecret: string;

  override willSendRequest({ request, context }: GraphQLDataSourceProcessOptions<GatewayContext>): void {
    request.http?.headers.set(GATEWAY_SECRET_HEADER, this.gatewaySecret);
    const token = context?.session?.token;
    if (token) request.http?.headers.set('authorization', `Bearer ${token}`);
  }
}
