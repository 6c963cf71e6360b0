import { createCipheriv, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { open, openParts, openText, purposeKey, seal, sign, signatureValid } from './index.ts';

const installation = randomBytes(32);

describe('sealing', () => {
  it('seals with a fresh nonce each time; only the same purpose of the same installation opens it', () => {
    const key = purposeKey(installation, 'file-links');
    const a = seal(key, 'token-secreto-123');
    const b = seal(key, 'token-secreto-123');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(Buffer.from(a, 'base64url').toString('latin1')).not.toContain('token-secreto');
    expect(openText(purposeKey(installation, 'file-links'), a)).toBe('token-secreto-123');
    expect(openText(purposeKey(installation, 'report-params'), a)).toBeUndefined();
    expect(openText(purposeKey(randomBytes(32), 'file-links'), a)).toBeUndefined();
    // Without an installation key, each call is a key of its own (this process only).
    expect(purposeKey(undefined, 'file-links').equals(purposeKey(undefined, 'file-links'))).toBe(false);
  });

  it('refuses an edited, cut or foreign value instead of opening it', () => {
    const key = purposeKey(installation, 'ads-account-credentials');
    const sealed = Buffer.from(seal(key, 'clave'), 'base64url');
    for (const at of [0, 12, 20, sealed.length - 1]) {
      const edited = Buffer.from(sealed);
      edited[at] = edited[at]! ^ 0x01;
      expect(open(key, edited.toString('base64url'))).toBeUndefined();
    }
    expect(open(key, sealed.subarray(0, 20).toString('base64url'))).toBeUndefined();
    expect(open(key, 'no es base64url!')).toBeUndefined();
    expect(open(key, '')).toBeUndefined();
  });

  it('still opens the parts form credentials were stored in before (AES-256-GCM under the key itself)', () => {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', installation, iv);
    const data = Buffer.concat([cipher.update('{"accessToken":"x"}', 'utf8'), cipher.final()]);
    expect(openParts(installation, iv, cipher.getAuthTag(), data)?.toString('utf8')).toBe('{"accessToken":"x"}');
    expect(openParts(randomBytes(32), iv, cipher.getAuthTag(), data)).toBeUndefined();
  });
});

describe('signing', () => {
  it('verifies its own signature only, for the same text and key', () => {
    const key = purposeKey(installation, 'report-params');
    const signature = sign(key, '["022","ana",1]');
    expect(signatureValid(key, '["022","ana",1]', signature)).toBe(true);
    expect(signatureValid(key, '["023","ana",1]', signature)).toBe(false);
    expect(signatureValid(purposeKey(installation, 'file-links'), '["022","ana",1]', signature)).toBe(false);
    expect(signatureValid(key, '["022","ana",1]', signature.slice(0, -2))).toBe(false);
    expect(signatureValid(key, '["022","ana",1]', '')).toBe(false);
  });
});
