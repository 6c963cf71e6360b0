/** A stored file: its bytes and content type. */
export type StoredObject = { bytes: Buffer; contentType: string };

/** Where image files live: a folder by default, a bucket by configuration. Keys are `company/file`. */
export type ImageStorage = {
  readonly kind: string;
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The file, or undefined when it does not exist. */
  get(key: string): Promise<StoredObject | undefined>;
  delete(key: string): Promise<void>;
};

const KEY = /^[0-9]{3}\/[A-Za-z0-9_-]{1,80}\.(png|jpg|bmp)$/;

/** Keys are made by the service only; this refuses anything else (no `..`, no absolute paths). */
export function assertKey(key: string): void {
  if (!KEY.test(key)) throw new Error(`clave de imagen inválida: ${key}`);
}

export const contentTypeOfKey = (key: string): string =>
  key.endsWith('.jpg') ? 'image/jpeg' : key.endsWith('.bmp') ? 'image/bmp' : 'image/png';
