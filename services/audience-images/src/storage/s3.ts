import { createHash, createHmac } from 'node:crypto';
import { assertKey, type ImageStorage, type StoredObject } from './types.ts';

export type S3Settings = {
  /** https://s3.{region}.amazonaws.com, https://storage.googleapis.com (GCS interoperability), MinIO… */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  prefix?: string;
};

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();
const encodePath = (path: string) => path.split('/').map((part) => encodeURIComponent(part).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)).join('/');

export type SignInput = {
  method: string;
  url: URL;
  /** Headers to sign (lowercase names); host is taken from the URL. */
  headers: Record<string, string>;
  payloadHash: string;
  region: string;
  service: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** yyyymmddThhmmssZ */
  amzDate: string;
};

/** AWS Signature Version 4: the Authorization header for a request (signed headers in name order). */
export function signV4(input: SignInput): string {
  const headers: Record<string, string> = { host: input.url.host, ...input.headers, 'x-amz-content-sha256': input.payloadHash, 'x-amz-date': input.amzDate };
  const names = Object.keys(headers).map((n) => n.toLowerCase()).sort();
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  const canonicalHeaders = names.map((n) => `${n}:${lower[n]!.trim().replace(/\s+/g, ' ')}\n`).join('');
  const query = [...input.url.searchParams.entries()]
    .map(([k, v]) => [encodeURIComponent(k), encodeURIComponent(v)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const canonical = [input.method, encodePath(decodeURIComponent(input.url.pathname)), query, canonicalHeaders, names.join(';'), input.payloadHash].join('\n');
  const day = input.amzDate.slice(0, 8);
  const scope = `${day}/${input.region}/${input.service}/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', input.amzDate, scope, sha256(canonical)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${input.secretAccessKey}`, day), input.region), input.service), 'aws4_request');
  const signature = createHmac('sha256', key).update(toSign).digest('hex');
  return `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope}, SignedHeaders=${names.join(';')}, Signature=${signature}`;
}

const amzDateOf = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** Any S3-compatible store (AWS S3, Google Cloud Storage's XML API with HMAC keys, MinIO), path-style, SigV4. */
export class S3ImageStorage implements ImageStorage {
  readonly kind = 's3';

  constructor(private readonly settings: S3Settings) {}

  private url(key: string): URL {
    assertKey(key);
    return new URL(`${this.settings.endpoint.replace(/\/+$/, '')}/${this.settings.bucket}/${this.settings.prefix ?? ''}${key}`);
  }

  private async send(method: string, key: string, body?: Buffer, contentType?: string): Promise<Response> {
    const url = this.url(key);
    const payloadHash = sha256(body ?? '');
    const headers: Record<string, string> = contentType ? { 'content-type': contentType } : {};
    const amzDate = amzDateOf(new Date());
    const authorization = signV4({ method, url, headers, payloadHash, region: this.settings.region, service: 's3', accessKeyId: this.settings.accessKeyId, secretAccessKey: this.settings.secretAccessKey, amzDate });
    return fetch(url, {
      method,
      headers: { ...headers, authorization, 'x-amz-content-sha256': payloadHash, 'x-amz-date': amzDate },
      ...(body ? { body: new Uint8Array(body) } : {}),
      signal: AbortSignal.timeout(30_000),
    });
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    const response = await this.send('PUT', key, bytes, contentType);
    if (!response.ok) throw new Error(`S3 put ${response.status}`);
  }

  async get(key: string): Promise<StoredObject | undefined> {
    const response = await this.send('GET', key);
    if (response.status === 404) return undefined;
    if (!response.ok) throw new Error(`S3 get ${response.status}`);
    return { bytes: Buffer.from(await response.arrayBuffer()), contentType: response.headers.get('content-type') ?? 'application/octet-stream' };
  }

  async delete(key: string): Promise<void> {
    const response = await this.send('DELETE', key);
    if (!response.ok && response.status !== 404) throw new Error(`S3 delete ${response.status}`);
  }
}
