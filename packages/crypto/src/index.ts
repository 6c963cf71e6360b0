import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The platform's one sealing and signing helper. Every sealed or signed value is made with a key of
 * its own purpose, derived (HKDF-SHA256) from the installation's key (SECRETS_KEY, parsed by
 * @inca/config), so a value made for one purpose never opens or verifies for another, and one
 * secret is all an installation keeps.
 *
 * Sealing is AES-256-GCM (a fresh 96-bit nonce per value; the tag refuses any edit); a sealed value
 * is one base64url text: nonce (12 bytes) | tag (16) | ciphertext. Signing is HMAC-SHA256, compared
 * in constant time.
 */

/** What a key is for; each purpose gets its own key. */
export type KeyPurpose = 'ads-account-credentials' | 'file-links' | 'report-params';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A purpose's 32-byte key from the installation key; with none configured, a random key for this process only. */
export function purposeKey(installationKey: Buffer | undefined, purpose: KeyPurpose): Buffer {
  return Buffer.from(hkdfSync('sha256', installationKey ?? randomBytes(32), Buffer.alloc(0), `inca/${purpose}`, 32));
}

/** Seals `plaintext` (text as UTF-8) under `key`: a base64url text only the same key opens. */
export function seal(key: Buffer, plaintext: string | Buffer): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The plaintext bytes of a value sealed under `key`; undefined when it is not one (another key, edited, cut, not base64url). */
export function open(key: Buffer, sealed: string): Buffer | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(sealed)) return undefined;
  const raw = Buffer.from(sealed, 'base64url');
  if (raw.length < IV_BYTES + TAG_BYTES + 1) return undefined;
  return openParts(key, raw.subarray(0, IV_BYTES), raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES), raw.subarray(IV_BYTES + TAG_BYTES));
}

/** `open` for text. */
export function openText(key: Buffer, sealed: string): string | undefined {
  return open(key, sealed)?.toString('utf8');
}

/**
 * AES-256-GCM with the nonce, tag and ciphertext given apart: the form credentials were stored in
 * before this module (`{v: 1, iv, tag, data}`, under the installation key itself), still read.
 */
export function openParts(key: Buffer, iv: Buffer, tag: Buffer, data: Buffer): Buffer | undefined {
  if (key.length !== 32 || iv.length !== IV_BYTES || tag.length !== TAG_BYTES) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(data), decipher.final()]);
  } catch {
    return undefined;
  }
}

/** The HMAC-SHA256 signature of `text` under `key`, base64url. */
export function sign(key: Buffer, text: string): string {
  return createHmac('sha256', key).update(text).digest('base64url');
}

/** Whether `signature` is `text`'s under `key` (compared in constant time). */
export function signatureValid(key: Buffer, text: string, signature: string): boolean {
  const expected = createHmac('sha256', key).update(text).digest();
  const given = Buffer.from(signature, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
