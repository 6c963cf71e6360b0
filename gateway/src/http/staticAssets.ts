import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import express, { type RequestHandler } from 'express';
import mime from 'mime-types';

/** Cache for files whose name carries their content hash: a new build gives new names. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const HASHED = /-[A-Za-z0-9_-]{8}\.[a-z0-9]+$/;
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/**
 * Serves the built web app: hashed assets as immutable, precompressed (brotli, then gzip) when
 * the build wrote `.br` / `.gz` beside them and the browser accepts it; anything else unhashed
 * is revalidated on each visit.
 */
export function webAssets(dist: string): RequestHandler {
  // Hashed files never change, so their compressed bytes are read once.
  const cache = new Map<string, { type: string; body: Buffer }>();
  const compressed: RequestHandler = (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let decoded: string;
    try {
      decoded = decodeURIComponent(req.path);
    } catch {
      // A malformed escape (`/%`) is the client's mistake: a 400, not a 500 with a stack in the log.
      res.status(400).json({ code: 'BAD_REQUEST', message: 'La dirección solicitada no es válida.' });
      return;
    }
    const relative = path.normalize(decoded).replace(/^([/\\])+/, '');
    if (!HASHED.test(relative) || relative.startsWith('..')) return next();
    const file = path.join(dist, relative);
    if (!file.startsWith(dist + path.sep)) return next();
    const accepted = req.acceptsEncodings(ENCODINGS.map((e) => e.name));
    const encoding = ENCODINGS.find((e) => e.name === accepted && existsSync(file + e.suffix));
    if (!encoding) return next();
    const key = file + encoding.suffix;
    let entry = cache.get(key);
    if (!entry) {
      entry = { type: mime.contentType(path.extname(file)) || 'application/octet-stream', body: readFileSync(key) };
      cache.set(key, entry);
    }
    res.set({ 'content-type': entry.type, 'content-encoding': encoding.name, vary: 'Accept-Encoding', 'cache-control': IMMUTABLE });
    res.set('content-length', String(entry.body.length));
    if (req.method === 'HEAD') return void res.end();
    res.end(entry.body);
  };
  const plain = express.static(dist, {
    index: false,
    setHeaders: (res, file) => {
      res.setHeader('vary', 'Accept-Encoding');
      res.setHeader('cache-control', HASHED.test(file) ? IMMUTABLE : 'no-cache');
    },
  });
  return (req, res, next) => compressed(req, res, () => plain(req, res, next));
}
