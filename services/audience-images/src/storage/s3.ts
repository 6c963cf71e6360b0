import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
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

/** Tries of a call the store answered 5xx or 429 (S3 asks clients to retry those); every S3 call here is idempotent. */
const RETRIES = 2;

/**
 * Any S3-compatible store (AWS S3, Google Cloud Storage's XML API with HMAC keys, MinIO), path-style,
 * signed with SigV4 by aws4fetch. The payload's SHA-256 is signed too (not UNSIGNED-PAYLOAD), which
 * every one of those stores accepts and which lets the store refuse a body changed on the way.
 */
export class S3ImageStorage implements ImageStorage {
  readonly kind = 's3';
  private readonly client: AwsClient;

  constructor(private readonly settings: S3Settings) {
    this.client = new AwsClient({
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
      service: 's3',
      region: settings.region,
      retries: RETRIES,
    });
  }

  private url(key: string): URL {
    assertKey(key);
    return new URL(`${this.settings.endpoint.replace(/\/+$/, '')}/${this.settings.bucket}/${this.settings.prefix ?? ''}${key}`);
  }

  private send(method: 'GET' | 'PUT' | 'DELETE', key: string, body?: Buffer, contentType?: string): Promise<Response> {
    const headers: Record<string, string> = {
      'x-amz-content-sha256': createHash('sha256')
        .update(body ?? '')
        .digest('hex'),
    };
    if (contentType) headers['content-type'] = contentType;
    return this.client.fetch(this.url(key), {
      method,
      headers,
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
    return {
      bytes: Buffer.from(await response.arrayBuffer()),
      contentType: response.headers.get('content-type') ?? 'application/octet-stream',
    };
  }

  async delete(key: string): Promise<void> {
    const response = await this.send('DELETE', key);
    if (!response.ok && response.status !== 404) throw new Error(`S3 delete ${response.status}`);
  }
}
