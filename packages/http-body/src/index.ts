import type { IncomingMessage } from 'node:http';

/** Why a body was refused, named as body-parser names it (`error.type`). */
export type RefusalType = 'entity.too.large' | 'entity.parse.failed' | 'request.aborted';

const JSON_TYPE = /^application\/json\s*(?:;\s*charset=utf-8\s*)?$/i;

/**
 * A plain JSON body: `application/json` in UTF-8, not compressed, not declared larger than the limit.
 * Only such a body is read by `readPlainJson`; anything else is left to a general parser.
 */
export function isPlainJsonBody(req: IncomingMessage, limitBytes: number): boolean {
  const headers = req.headers;
  const type = headers['content-type'];
  return !!type && JSON_TYPE.test(type) && !headers['content-encoding'] && Number(headers['content-length'] ?? 0) <= limitBytes;
}

export type ReadOptions = {
  /** Largest body, in bytes: a body that grows past it while read is refused as `entity.too.large`. */
  limitBytes: number;
  /** Only an object or an array is a body, as `express.json` decides; otherwise any JSON value is. */
  strict: boolean;
};

/**
 * Reads and parses a plain JSON body (see `isPlainJsonBody`) and calls `done` once: with the parsed
 * value (an empty body reads as `{}`), or with why it was refused. A body past the limit is drained
 * so the connection stays usable for the answer.
 */
export function readPlainJson(
  req: IncomingMessage,
  options: ReadOptions,
  done: (refusal: RefusalType | null, body?: unknown) => void,
): void {
  const chunks: Buffer[] = [];
  let size = 0;
  let finished = false;
  const finish = (refusal: RefusalType | null, body?: unknown) => {
    if (finished) return;
    finished = true;
    done(refusal, body);
  };
  req.on('data', (chunk: Buffer) => {
    if (finished) return;
    size += chunk.length;
    if (size > options.limitBytes) {
      finish('entity.too.large');
      req.resume();
      return;
    }
    chunks.push(chunk);
  });
  req.on('error', () => finish('request.aborted'));
  req.on('aborted', () => finish('request.aborted'));
  req.on('end', () => {
    if (finished) return;
    const text = (chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)).toString('utf8');
    if (text.length === 0) return finish(null, {});
    if (options.strict) {
      const first = /\S/.exec(text)?.[0];
      if (first !== '{' && first !== '[') return finish('entity.parse.failed');
    }
    let body: unknown;
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      return finish('entity.parse.failed');
    }
    finish(null, body);
  });
}
