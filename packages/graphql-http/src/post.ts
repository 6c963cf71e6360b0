import type { ApolloServer, BaseContext, ContextThunk } from '@apollo/server';
import { HeaderMap } from '@apollo/server';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { isPlainJsonBody, readPlainJson, type RefusalType } from '@inca/http-body';
import type { Express, NextFunction, Request, RequestHandler, Response } from 'express';

/** Why a body was refused before Apollo saw it, named as body-parser names it (`error.type`). */
export type { RefusalType };

export type GraphqlPostOptions<C extends BaseContext> = {
  /** Builds the operation's context (the caller's session or token); throwing refuses the request. */
  context: (input: { req: Request; res: Response }) => Promise<C>;
  /** Largest JSON body accepted, in bytes (the general path's `express.json` limit). */
  limitBytes: number;
  /** Headers every answer of this route carries (security headers, no-store). */
  headers?: Record<string, string>;
  /** Answers a refused body in the listener's own error shape, as its general route would. */
  refuse: (res: Response, type: RefusalType) => void;
  /** Runs once the body is read, before the operation (the gateway reads its cookies here). */
  prepare?: (req: Request, res: Response) => void;
};

export type GraphqlListenerOptions = {
  /** The operation route, `graphqlPost` behind whatever the listener checks first (a secret, headers). */
  post: RequestHandler;
  /** Largest JSON body of the route, in bytes: a body declared larger goes to the app. */
  limitBytes: number;
  /** Answers an error the route raised, in the listener's own error shape (the app's error handler is not on this path). */
  failed: (res: Response, error: unknown) => void;
};

/**
 * The HTTP listener of an Express app (the gateway's, a subgraph's) whose operations skip its router:
 * a plain JSON `POST /graphql` goes to `post` with Express's request and response prototypes set as
 * the app sets them (so `req.header`, `res.cookie` and `res.status().json` work), without walking its
 * middleware and routes; everything else, including every other `/graphql` request, goes to the app.
 * On the 2-core machine the router cost about 0.1 ms of each hop of an operation.
 */
export function graphqlListener(app: Express, options: GraphqlListenerOptions): RequestListener {
  const request = app.request as Request;
  const response = app.response as Response;
  return (req: IncomingMessage, res: ServerResponse) => {
    const url = req.url ?? '';
    const query = url.indexOf('?');
    const path = query < 0 ? url : url.slice(0, query);
    if (req.method !== 'POST' || path !== '/graphql' || !isPlainJsonBody(req, options.limitBytes)) {
      app(req, res);
      return;
    }
    const expressReq = Object.setPrototypeOf(req, request) as Request;
    const expressRes = Object.setPrototypeOf(res, response) as Response;
    Object.assign(expressReq, { res: expressRes });
    Object.assign(expressRes, { req: expressReq, locals: Object.create(null) as Record<string, unknown> });
    const next: NextFunction = (error?: unknown) => {
      if (error) options.failed(expressRes, error);
      else app(req, res);
    };
    options.post(expressReq, expressRes, next);
  };
}

/**
 * `POST /graphql` for a listener that serves Apollo (the gateway and every subgraph): a plain JSON
 * operation goes straight to Apollo's HTTP entry point, without a generic body parser, content
 * negotiation or Express's `send` (an ETag hashed over every answer that is never cached), so each
 * hop costs only its GraphQL work. Anything else (another content type, a compressed body, a body
 * declared too large) is left to the general route after it, which answers as before; bodies that
 * grow too large while read, or are not JSON, get the listener's own answers through `refuse`.
 */
export function graphqlPost<C extends BaseContext>(apollo: ApolloServer<C>, options: GraphqlPostOptions<C>): RequestHandler {
  const fixed = Object.entries(options.headers ?? {});
  return (req, res, next) => {
    if (!isPlainJsonBody(req, options.limitBytes)) return next();
    for (const [name, value] of fixed) res.setHeader(name, value);
    // Any JSON value is read: Apollo answers a body that is not an operation object in its own words.
    readPlainJson(req, { limitBytes: options.limitBytes, strict: false }, (refusal, body) => {
      if (refusal) return options.refuse(res, refusal);
      options.prepare?.(req, res);
      execute(apollo, options, req, res, body).catch(next);
    });
  };
}

async function execute<C extends BaseContext>(
  apollo: ApolloServer<C>,
  options: GraphqlPostOptions<C>,
  req: Request,
  res: Response,
  body: unknown,
): Promise<void> {
  const headers = new HeaderMap();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  const query = req.url.indexOf('?');
  const context: ContextThunk<C> = () => options.context({ req, res });
  const answer = await apollo.executeHTTPGraphQLRequest({
    httpGraphQLRequest: { method: 'POST', headers, search: query < 0 ? '' : req.url.slice(query), body },
    context,
  });
  for (const [key, value] of answer.headers) res.setHeader(key, value);
  res.statusCode = answer.status ?? 200;
  if (answer.body.kind === 'complete') {
    res.end(answer.body.string);
    return;
  }
  for await (const chunk of answer.body.asyncIterator) res.write(chunk);
  res.end();
}
