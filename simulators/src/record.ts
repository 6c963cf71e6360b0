/**
 * What a simulator records of a request: its body as received (JSON as JSON, forms as fields, multipart parts with
 * their text, anything else as text) and its headers, with credentials redacted so the log can be shown to anyone.
 */
import type { Request } from 'express';
import type { MultipartPart, RecordedBody } from '@inca/platforms/definitions';

const REDACTED = '[redacted]';

/** Header names that carry credentials. `idempotency-key` is not one: it is what a reviewer looks for. */
const SECRET_HEADER =
  /^(authorization|proxy-authorization|cookie|set-cookie|access-token|x-api-key)$|token|secret|password|api[-_]?key|session/i;
/** Fields of token requests that carry credentials. */
const SECRET_FIELD = /^(client_secret|password|refresh_token|access_token|client_assertion|assertion|code)$/i;

export function redactHeaders(headers: Request['headers']): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, raw] of Object.entries(headers)) {
    if (raw === undefined) continue;
    const value = Array.isArray(raw) ? raw.join(', ') : raw;
    const lower = name.toLowerCase();
    if (lower === 'idempotency-key' || !SECRET_HEADER.test(lower)) {
      out[lower] = value;
      continue;
    }
    // The scheme (Bearer, ApiKey-v1, …) says how the request authenticated; only the credential is hidden.
    const scheme = /^([A-Za-z][\w-]*)\s+\S/.exec(value)?.[1];
    out[lower] = lower.endsWith('authorization') && scheme ? `${scheme} ${REDACTED}` : REDACTED;
  }
  return out;
}

/** Query parameters that carry credentials (Meta's access_token and appsecret_proof, for one). */
const SECRET_QUERY = /token|secret|password|api[-_]?key|proof/i;

export function redactQuery(query: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(query).map(([k, v]) => [k, SECRET_QUERY.test(k) ? REDACTED : v]));
}

export function redactBody(body: RecordedBody): RecordedBody {
  const hide = (fields: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, SECRET_FIELD.test(k) ? REDACTED : v]));
  if (body.kind === 'form') return { kind: 'form', fields: hide(body.fields) as Record<string, string> };
  if (body.kind === 'json' && typeof body.value === 'object' && body.value !== null && !Array.isArray(body.value)) {
    return { kind: 'json', value: hide(body.value as Record<string, unknown>) };
  }
  return body;
}

/**
 * The request's body as parsed by the app's body parsers: JSON and forms are objects already, everything else
 * is a Buffer (multipart is read here into its parts).
 */
export async function readBody(req: Request): Promise<RecordedBody> {
  const contentType = req.get('content-type') ?? '';
  const body: unknown = req.body;
  if (Buffer.isBuffer(body)) {
    if (/^multipart\/form-data/i.test(contentType)) {
      const form = await new Response(body, { headers: { 'content-type': contentType } }).formData().catch(() => null);
      if (!form) return { kind: 'text', contentType, text: body.toString('utf8') };
      const parts: MultipartPart[] = [];
      for (const [name, value] of form.entries()) {
        if (typeof value === 'string') parts.push({ name, text: value });
        else parts.push({ name, filename: value.name, contentType: value.type, text: await value.text() });
      }
      return { kind: 'multipart', parts };
    }
    return body.length === 0 ? { kind: 'none' } : { kind: 'text', contentType, text: body.toString('utf8') };
  }
  if (body === undefined || body === null) return { kind: 'none' };
  if (req.is('application/x-www-form-urlencoded')) {
    const fields = Object.fromEntries(Object.entries(body as Record<string, unknown>).map(([k, v]) => [k, String(v)]));
    return { kind: 'form', fields };
  }
  if (req.is('json')) return { kind: 'json', value: body };
  return { kind: 'none' };
}
