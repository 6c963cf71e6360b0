import type { ApolloServer, BaseContext, ContextThunk } from '@apollo/server';
import { HeaderMap } from '@apollo/server';
import cookieParser from 'cookie-parser';
import type { Request, RequestHandler, Response } from 'express';
import { KNOWN_ERRORS } from '../http/errors.ts';

export type GraphqlHandlerOptions<C extends BaseContext> = {
  /** Builds the operation's context (the caller's session); throwing refuses the request. */
  context: (input: { req: Request; res: Response }) => Promise<C>;
  /** Largest JSON body accepted, in bytes (the general path's `express.json` limit). */
  limitBytes: number;
  /** Headers every answer of this route carries (security headers, no-store). */
  headers: Record<string, string>;
};

const JSON_TYPE = /^application\/json\s*(?:;\s*charset=utf-8\s*)?$/i;
const readCookies = cookieParser();

/**
 * `POST /graphql` mounted first on the gateway's router: a plain JSON operation goes straight to
 * Apollo's HTTP entry point, without walking the auth and file routers, a generic body parser or
 * Express's `send` (an ETag hashed over every answer that is never cached). Each request costs the
 * gateway only the GraphQL work and its two hops. Anything else (another content type, a
 * compressed body) is left to the general route after it, which answers as before; bodies that are
 * too large or not JSON get the same answers as there.
 */
export function graphqlPost<C extends BaseContext>(apollo: ApolloServer<C>, options: GraphqlHandlerOptions<C>): RequestHandler {
  const fixed = Object.entries(options.headers);
  return (req, res, next) => {
    const type = req.headers['content-type'];
    const declared = Number(req.headers['content-length'] ?? 0);
    if (!type || !JSON_TYPE.test(type) || req.headers['content-encoding'] || declared > options.limitBytes) return next();
    for (const [name, value] of fixed) res.setHeader(name, value);
    const chunks: Buffer[] = [];
    let size = 0;
    let refused = false;
    req.on('data', (chunk: Buffer) => {
      if (refused) return;
      size += chunk.length;
      if (size > options.limitBytes) {
        refused = true;
        answerError(res, 'entity.too.large');
        req.resume();
        return;
      }
      chunks.push(chunk);
    });
    req.on('error', () => {
      if (!refused) answerError(res, 'request.aborted');
      refused = true;
    });
    req.on('end', () => {
      if (refused) return;
      let body: unknown;
      try {
        const text = (chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)).toString('utf8');
        body = text.length ? JSON.parse(text) : {};
      } catch {
        answerError(res, 'entity.parse.failed');
        return;
      }
      execute(apollo, options, req, res, body).catch(next);
    });
  };
}

async function execute<C extends BaseContext>(
  apollo: ApolloServer<C>,
  options: GraphqlHandlerOptions<C>,
  req: Request,
  res: Response,
  body: unknown,
): Promise<void> {
  if (req.headers.cookie) readCookies(req, res, () => undefined);
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

function answerError(res: Response, type: keyof typeof KNOWN_ERRORS): void {
  const known = KNOWN_ERRORS[type];
  res.statusCode = known.status;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.end(JSON.stringify(known.body));
}
