import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { open, seal } from './secrets.ts';

const saved = process.env.SECRETS_KEY;
afterEach(() => {
  if (saved === undefined) delete process.env.SECRETS_KEY;
  else process.env.SECRETS_KEY = saved;
});

describe('secrets at rest', () => {
  it('seals with a fresh nonce each time and opens only with the same key, unedited', () => {
    process.env.SECRETS_KEY = randomBytes(32).toString('base64url');
    const a = seal('token-secreto-123');
    const b = seal('token-secreto-123');
    expect(a.data).not.toBe(b.data);
    expect(JSON.stringify(a)).not.toContain('token-secreto');
    expect(open(a)).toBe('token-secreto-123');
    expect(() => open({ ...a, data: b.data })).toThrow();
    process.env.SECRETS_KEY = randomBytes(32).toString('base64url');
    expect(() => open(a)).toThrow();
  });

  it('refuses to seal without a 32-byte key, in Spanish', () => {
    delete process.env.SECRETS_KEY;
    expect(() => seal('x')).toThrow(/SECRETS_KEY/);
    process.env.SECRETS_KEY = 'corta';
    expect(() => seal('x')).toThrow(/clave de cifrado/);
  });
});
