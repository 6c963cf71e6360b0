import { open as openSealed, openParts, purposeKey, seal as sealWith } from '@inca/crypto';
import { ADS_ACCOUNT_MESSAGES } from '@inca/domain';
import { HttpError } from '@inca/service-kit';
import { connectorsConfig } from './settings.ts';

/**
 * A secret at rest, never the plaintext: `v: 2` is sealed by @inca/crypto with the credentials' key
 * derived from the installation's key (SECRETS_KEY); `v: 1` is how credentials were stored before
 * (AES-256-GCM under SECRETS_KEY itself, nonce and tag apart), still opened, never written again.
 */
export type Sealed = { v: 2; data: string } | { v: 1; iv: string; tag: string; data: string };

const noKey = () => new HttpError(503, 'SECRETS_KEY_MISSING', ADS_ACCOUNT_MESSAGES.noKey);
const unreadable = () => new Error('La credencial guardada no se pudo abrir con la clave SECRETS_KEY actual.');

/** The installation's key as the service's configuration gave it (a malformed one stops the service at start). */
function installationKey(): Buffer {
  const key = connectorsConfig().sealingKey;
  if (!key) throw noKey();
  return key;
}

/** Seals a credential under `key` (the installation's key). */
export function sealWithKey(key: Buffer, plaintext: string): Sealed {
  return { v: 2, data: sealWith(purposeKey(key, 'ads-account-credentials'), plaintext) };
}

/** Opens a credential sealed under `key`, in either stored form; throws when it is not this key's or was edited. */
export function openWithKey(key: Buffer, sealed: Sealed): string {
  const bytes =
    sealed.v === 2
      ? openSealed(purposeKey(key, 'ads-account-credentials'), sealed.data)
      : openParts(key, Buffer.from(sealed.iv, 'base64url'), Buffer.from(sealed.tag, 'base64url'), Buffer.from(sealed.data, 'base64url'));
  if (!bytes) throw unreadable();
  return bytes.toString('utf8');
}

export const seal = (plaintext: string): Sealed => sealWithKey(installationKey(), plaintext);

export const open = (sealed: Sealed): string => openWithKey(installationKey(), sealed);

export const isSealed = (value: unknown): value is Sealed => {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as { v?: unknown; iv?: unknown; tag?: unknown; data?: unknown };
  if (typeof v.data !== 'string') return false;
  return v.v === 2 || (v.v === 1 && typeof v.iv === 'string' && typeof v.tag === 'string');
};
