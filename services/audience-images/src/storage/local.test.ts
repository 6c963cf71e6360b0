import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { storageFromEnv } from './index.ts';
import { LocalImageStorage } from './local.ts';

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

describe('local image storage', () => {
  it('stores, reads and deletes files by company, and refuses keys it did not make', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'inca-images-'));
    dirs.push(root);
    const storage = new LocalImageStorage(root);
    const key = '022/0b7c1d44-1a0e-4c0e-9a55-3c0f3f1c2b11.png';
    await storage.put(key, Buffer.from('png bytes'), 'image/png');
    expect(await readdir(path.join(root, '022'))).toEqual(['0b7c1d44-1a0e-4c0e-9a55-3c0f3f1c2b11.png']);
    expect(await storage.get(key)).toEqual({ bytes: Buffer.from('png bytes'), contentType: 'image/png' });
    await storage.delete(key);
    expect(await storage.get(key)).toBeUndefined();
    for (const bad of ['../etc/passwd', '022/../../x.png', '/tmp/x.png', '22/a.png', '022/a.gif'])
      await expect(storage.get(bad), bad).rejects.toThrow(/clave/);
  });

  it('is chosen by IMAGES_STORAGE, under IMAGES_DIR or DATA_DIR/images', () => {
    expect((storageFromEnv({ IMAGES_DIR: '/srv/img' }) as LocalImageStorage).root).toBe('/srv/img');
    expect((storageFromEnv({ DATA_DIR: '/srv/data' }) as LocalImageStorage).root).toBe('/srv/data/images');
    expect(storageFromEnv({ IMAGES_STORAGE: 'gcs', IMAGES_BUCKET: 'inca-images' }).kind).toBe('gcs');
    expect(() => storageFromEnv({ IMAGES_STORAGE: 'gcs' })).toThrow(/IMAGES_BUCKET/);
    expect(
      storageFromEnv({
        IMAGES_STORAGE: 's3',
        IMAGES_BUCKET: 'b',
        S3_ENDPOINT: 'https://s3.us-east-1.amazonaws.com',
        S3_ACCESS_KEY_ID: 'a',
        S3_SECRET_ACCESS_KEY: 's',
      }).kind,
    ).toBe('s3');
    expect(() => storageFromEnv({ IMAGES_STORAGE: 's3', IMAGES_BUCKET: 'b' })).toThrow(/S3_ENDPOINT/);
    expect(() => storageFromEnv({ IMAGES_STORAGE: 'ftp' })).toThrow(/IMAGES_STORAGE/);
  });
});
