import { assertKey, type ImageStorage, type StoredObject } from './types.ts';

export type GcsSettings = {
  bucket: string;
  /** https://storage.googleapis.com, or a compatible emulator. */
  endpoint: string;
  /** OAuth 2 access token with storage scope (a service account's). */
  accessToken: () => Promise<string> | string;
  /** Object name prefix inside the bucket (e.g. `audience-images/`). */
  prefix?: string;
};

/** Google Cloud Storage through its JSON API (upload media, get alt=media, delete). */
export class GcsImageStorage implements ImageStorage {
  readonly kind = 'gcs';

  constructor(private readonly settings: GcsSettings) {}

  private objectName(key: string): string {
    assertKey(key);
    return `${this.settings.prefix ?? ''}${key}`;
  }

  private async headers(extra: Record<string, string> = {}): Promise<Record<string, string>> {
    return { authorization: `Bearer ${await this.settings.accessToken()}`, ...extra };
  }

  private base(): string {
    return this.settings.endpoint.replace(/\/+$/, '');
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    const url = new URL(`${this.base()}/upload/storage/v1/b/${encodeURIComponent(this.settings.bucket)}/o`);
    url.searchParams.set('uploadType', 'media');
    url.searchParams.set('name', this.objectName(key));
    const response = await fetch(url, {
      method: 'POST',
      headers: await this.headers({ 'content-type': contentType }),
      body: new Uint8Array(bytes),
      signal: AbortSignal.timeout(30_000),
    });
    if (!response.ok) throw new Error(`GCS upload ${response.status}`);
  }

  async get(key: string): Promise<StoredObject | undefined> {
    const url = new URL(
      `${this.base()}/storage/v1/b/${encodeURIComponent(this.settings.bucket)}/o/${encodeURIComponent(this.objectName(key))}`,
    );
    url.searchParams.set('alt', 'media');
    const response = await fetch(url, { headers: await this.headers(), signal: AbortSignal.timeout(30_000) });
    if (response.status === 404) return undefined;
    if (!response.ok) throw new Error(`GCS get ${response.status}`);
    return {
      bytes: Buffer.from(await response.arrayBuffer()),
      contentType: response.headers.get('content-type') ?? 'application/octet-stream',
    };
  }

  async delete(key: string): Promise<void> {
    const url = new URL(
      `${this.base()}/storage/v1/b/${encodeURIComponent(this.settings.bucket)}/o/${encodeURIComponent(this.objectName(key))}`,
    );
    const response = await fetch(url, { method: 'DELETE', headers: await this.headers(), signal: AbortSignal.timeout(30_000) });
    if (!response.ok && response.status !== 404) throw new Error(`GCS delete ${response.status}`);
  }
}
