import type { Request, Response, Router } from 'express';
import type { z } from 'zod';
import type { AnswerOf, Operation } from '@inca/contracts';
import type { Identity } from '@inca/domain';
// index.ts re-exports this file; its helpers are read when a request arrives, after both loaded.
import { caller, parseInput } from './index.ts';

/** The parsed form of one request part: `undefined` when the operation declares no schema for it. */
type Parsed<S> = [NonNullable<S>] extends [z.ZodType]
  ? z.ZodNever extends NonNullable<S>
    ? undefined
    : z.output<NonNullable<S>>
  : undefined;

/** What a handler receives: the request's parts parsed by the operation's schemas, and the caller. */
export type HandlerInput<O extends Operation> = {
  params: Parsed<O['params']>;
  query: Parsed<O['query']>;
  body: Parsed<O['body']>;
  identity: Identity;
  req: Request;
  res: Response;
};

/**
 * What a handler answers: the operation's response (its input shape, so a row with a Date or a
 * numeric string still type-checks against a schema that coerces it), or nothing when the handler
 * wrote the answer itself (a file, a redirect).
 */
export type HandlerAnswer<O extends Operation> = AnswerOf<O> | void;

export type HandleOptions = {
  /**
   * A role check that runs before the request is parsed: a caller without the role is refused (403)
   * whatever they sent, and learns nothing of the input rules. It may read the database (a tab or
   * scope granted by configuration rather than by a role).
   */
  authorize?: (identity: Identity) => void | Promise<void>;
};

/**
 * Registers one operation of a service's contract on the router: the route is the operation's
 * method and path, its params, query and body are parsed with the operation's schemas (a failure is
 * a 400 with the first Spanish message, in that order), and the handler's answer is typed by the
 * operation's response, so the service and the subgraph cannot drift apart.
 */
export function handle<O extends Operation>(
  router: Router,
  op: O,
  handler: (input: HandlerInput<O>) => Promise<HandlerAnswer<O>>,
  options: HandleOptions = {},
): void {
  const method = op.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  router[method](op.path, (req, res, next) => {
    const run = async () => {
      const identity = caller(req);
      await options.authorize?.(identity);
      const params = (op.params ? parseInput(op.params, req.params) : undefined) as Parsed<O['params']>;
      const query = (op.query ? parseInput(op.query, req.query) : undefined) as Parsed<O['query']>;
      // No JSON body reads as an empty one: its required fields are then missing, each with its message.
      const body = (op.body ? parseInput(op.body, req.body ?? {}) : undefined) as Parsed<O['body']>;
      return handler({ params, query, body, identity, req, res });
    };
    run().then(
      (answer) => {
        if (!res.headersSent) answerJson(res, answer);
      },
      (error: unknown) => next(error),
    );
  });
}

/**
 * Writes an operation's answer as `res.json` would (UTF-8 JSON, its length, the status the handler
 * set) without Express's `send`, whose freshness check and conversions serve no caller here: the
 * services keep no ETag and their callers never revalidate.
 */
function answerJson(res: Response, answer: unknown): void {
  if (answer === undefined) {
    res.json(answer);
    return;
  }
  const text = JSON.stringify(answer);
  if (!res.hasHeader('content-type')) res.setHeader('content-type', 'application/json; charset=utf-8');
  res.setHeader('content-length', Buffer.byteLength(text));
  res.end(text);
}
