import path from 'node:path';
import { GcsImageStorage } from './gcs.ts';
import { LocalImageStorage } from './local.ts';
import { S3ImageStorage } from './s3.ts';
import type { ImageStorage } from './types.ts';

export type { ImageStorage } from './types.ts';

/**
 * The storage the environment asks for:
 * - IMAGES_STORAGE=local (default): files under IMAGES_DIR (default DATA_DIR/images, DATA_DIR default ./data);
 * - IMAGES_STORAGE=gcs: Google Cloud Storage bucket IMAGES_BUCKET (GCS_ENDPOINT, GCS_ACCESS_TOKEN, IMAGES_PREFIX);
 * - IMAGES_STORAGE=s3: any S3-compatible bucket IMAGES_BUCKET at S3_ENDPOINT (S3_REGION, S3_ACCESS_KEY_ID,
 *   S3_SECRET_ACCESS_KEY, IMAGES_PREFIX), signed with SigV4 — AWS S3, MinIO, or GCS with HMAC keys.
 */
export function storageFromEnv(env: NodeJS.ProcessEnv): ImageStorage {
  const kind = (env.IMAGES_STORAGE ?? 'local').trim();
  if (kind === 'gcs') {
    if (!env.IMAGES_BUCKET) throw new Error('IMAGES_STORAGE=gcs necesita IMAGES_BUCKET');
    return new GcsImageStorage({
      bucket: env.IMAGES_BUCKET,
      endpoint: env.GCS_ENDPOINT ?? 'https://storage.googleapis.com',
      accessToken: () => env.GCS_ACCESS_TOKEN ?? '',
      prefix: env.IMAGES_PREFIX ?? '',
    });
  }
  if (kind === 's3') {
    if (!env.IMAGES_BUCKET || !env.S3_ENDPOINT || !env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY) {
      throw new Error('IMAGES_STORAGE=s3 necesita IMAGES_BUCKET, S3_ENDPOINT, S3_ACCESS_KEY_ID y S3_SECRET_ACCESS_KEY');
    }
    return new S3ImageStorage({
      endpoint: env.S3_ENDPOINT,
      bucket: env.IMAGES_BUCKET,
      region: env.S3_REGION ?? 'us-east-1',
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      prefix: env.IMAGES_PREFIX ?? '',
    });
  }
  if (kind !== 'local') throw new Error(`IMAGES_STORAGE desconocido: ${kind} (use local, gcs o s3)`);
  return new LocalImageStorage(env.IMAGES_DIR ?? path.join(env.DATA_DIR ?? path.resolve('data'), 'images'));
}
