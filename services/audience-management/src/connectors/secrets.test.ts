import { createCipheriv, randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { connectorsConfigFrom, connectorsEnv, parseEnv } from '@inca/config';
import { isSealed, open, seal, type Sealed } from './secrets.ts';
import { configureConnectors, connectorsConfig } from './settings.ts';

const saved = connectorsConfig();
afterEach(() => configureConnectors(saved));

/** The connectors configured as the service's entry does, from the environment's SECRETS_KEY. */
const startWith = (SECRETS_KEY?: string) => configureConnectors(connectorsConfigFrom(parseEnv(z.object(connectorsEnv), { SECRETS_KEY })));

/** A credential as the platform stored it before the one sealing helper: AES-256-GCM under SECRETS_KEY itself. */
function storedBefore(keyText: string, plaintext: string): Sealed {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(keyText, 'base64url'), iv);
  const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return { v: 1, iv: iv.toString('base64url'), tag: cipher.getAuthTag().toString('base64url'), data: data.toString('base64url') };
}

describe('secrets at rest', () => {
  it('seals with a fresh nonce each time and opens only with the same key, unedited', () => {
    startWith(randomBytes(32).toString('base64url'));
    const a = seal('token-secreto-123');
    const b = seal('token-secreto-123');
    expect(isSealed(a)).toBe(true);
    expect(a.data).not.toBe(b.data);
    expect(JSON.stringify(a)).not.toContain('token-secreto');
    expect(open(a)).toBe('token-secreto-123');
    expect(() => open({ ...a, data: `${a.data.slice(0, -2)}AA` })).toThrow('no se pudo abrir');
    startWith(randomBytes(32).toString('base64url'));
    expect(() => open(a)).toThrow('no se pudo abrir');
  });

  it('still opens credentials stored before in the old form, and refuses them under another key', () => {
    const key = randomBytes(32).toString('base64url');
    const old = storedBefore(key, '{"accessToken":"EAAB-antiguo"}') as Extract<Sealed, { v: 1 }>;
    expect(isSealed(old)).toBe(true);
    startWith(key);
    expect(JSON.parse(open(old))).toEqual({ accessToken: 'EAAB-antiguo' });
    expect(() => open({ ...old, tag: (storedBefore(key, 'x') as Extract<Sealed, { v: 1 }>).tag })).toThrow('no se pudo abrir');
    startWith(randomBytes(32).toString('base64url'));
    expect(() => open(old)).toThrow('no se pudo abrir');
    expect(isSealed({ v: 1, data: 'x' })).toBe(false);
    expect(isSealed({ accessToken: 'en claro' })).toBe(false);
  });

  it('refuses to seal without a key, and a key that is not 32 bytes stops the start, in Spanish', () => {
    startWith(undefined);
    expect(() => seal('x')).toThrow(/clave de cifrado de credenciales \(SECRETS_KEY\)/);
    expect(() => startWith('corta')).toThrow(/SECRETS_KEY: debe ser 32 bytes al azar/);
  });
});
