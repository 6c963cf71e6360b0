import type { RequestHandler } from 'express';

/**
 * The Content-Security-Policy every page of ours works under: scripts, styles, fonts and data
 * only from our own origin. `data:` images and fonts are Blueprint's icon sprites; 'unsafe-inline'
 * is absent everywhere, so injected markup cannot run or restyle the page. Frames may show only
 * the hosted report products of report management (Power BI, Looker Studio).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  'frame-src https://app.powerbi.com https://lookerstudio.google.com',
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Security headers on every answer of the gateway (web app, GraphiQL, GraphQL, /auth/*). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
};

export function securityHeaders(): RequestHandler {
  return (_req, res, next) => {
    res.set(SECURITY_HEADERS);
    next();
  };
}

export const NO_STORE_HEADERS: Readonly<Record<string, string>> = { 'cache-control': 'no-store', pragma: 'no-cache' };

/** Answers that carry or decide a session are never stored by a browser or a proxy. */
export const noStore: RequestHandler = (_req, res, next) => {
  res.set(NO_STORE_HEADERS);
  next();
};
