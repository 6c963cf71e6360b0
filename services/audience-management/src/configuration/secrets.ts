import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { ADS_ACCOUNT_MESSAGES } from '@inca/domain';
import { HttpError } from '@inca/service-kit';

/** A secret at rest: AES-256-GCM with the installation's key (SECRETS_KEY), never the plaintext. */
export type Sealed = { v: 1; iv: string; tag: string; data: string };

function key(): Buffer {
  const text = process.env.SECRETS_KEY;
  const bytes = text ? Buffer.from(text, 'base64url') : undefined;
  if (!bytes || bytes.length !== 32) throw new HttpError(503, 'SECRETS_KEY_MISSING', ADS_ACCOUNT_MESSAGES.noKey);
  return bytes;
}

export function seal(plaintext: string): Sealed {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key(), iv);
  const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return { v: 1, iv: iv.toString('base64url'), tag: cipher.getAuthTag().toString('base64url'), data: data.toString('base64url') };
}

export function open(sealed: Sealed): string {
  const decipher = createDecipheriv('aes-256-gcm', key(), Buffer.from(sealed.iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(sealed.tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(sealed.data, 'base64url')), decipher.final()]).toString('utf8');
}

export const isSealed = (value: unknown): value is Sealed =>
  typeof value === 'object' && value !== null && (value as Sealed).v === 1 && typeof (value as Sealed).iv === 'string' && typeof (value as Sealed).data === 'string';
