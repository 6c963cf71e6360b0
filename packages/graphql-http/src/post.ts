import type { ApolloServer, BaseContext, ContextThunk } from '@apollo/server';
import { HeaderMap } from '@apollo/server';
import type { Request, RequestHandler, Response } from 'express';

/** Why a body was refused before Apollo saw it, named as body-parser names it (`error.type`). */
export type RefusalType = 'entity.too.large' | 'entity.parse.failed' | 'request.aborted';

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

const JSON_TYPE = /^application\/json\s*(?:;\s*charset=utf-8\s*)?$/i;

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
        options.refuse(res, 'entity.too.large');
        req.resume();
        return;
      }
      chunks.push(chunk);
    });
    req.on('error', () => {
      if (!refused) options.refuse(res, 'request.aborted');
      refused = true;
    });
    req.on('end', () => {
      if (refused) return;
      let body: unknown;
      try {
        const text = (chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)).toString('utf8');
        body = text.length ? JSON.parse(text) : {};
      } catch {
        options.refuse(res, 'entity.parse.failed');
        return;
      }
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
