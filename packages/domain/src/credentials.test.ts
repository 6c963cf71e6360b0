import { describe, expect, it } from 'vitest';
import { credentialsFromSecret } from './credentials.ts';

describe('the secret typed per channel becomes the credentials its connector reads', () => {
  it('is the access token of Google, Meta and TikTok', () => {
    for (const p of ['gads', 'fbk', 'tiktok'] as const) expect(credentialsFromSecret(p, '  tok-123 ')).toEqual({ accessToken: 'tok-123' });
  });

  it('is the client secret of Salesforce, Criteo and Adobe', () => {
    for (const p of ['salesforce', 'criteo', 'adobe'] as const)
      expect(credentialsFromSecret(p, 's3cr3t')).toEqual({ clientSecret: 's3cr3t' });
  });

  it("is Talon.One's integration and management keys: two words in order, or one key for both", () => {
    expect(credentialsFromSecret('talonone', 'int-key mgmt-key')).toEqual({ apiKey: 'int-key', managementKey: 'mgmt-key' });
    expect(credentialsFromSecret('talonone', 'one-key')).toEqual({ apiKey: 'one-key', managementKey: 'one-key' });
  });

  it('takes a JSON object of texts as the credentials themselves', () => {
    expect(credentialsFromSecret('salesforce', '{"clientId":"abc","clientSecret":"def"}')).toEqual({
      clientId: 'abc',
      clientSecret: 'def',
    });
  });

  it('refuses what no connector could use', () => {
    expect(credentialsFromSecret('gads', '   ')).toBeNull();
    expect(credentialsFromSecret('gads', 'two words')).toBeNull();
    expect(credentialsFromSecret('talonone', 'a b c')).toBeNull();
    expect(credentialsFromSecret('criteo', '{"clientSecret":1}')).toBeNull();
    expect(credentialsFromSecret('criteo', '{not json')).toBeNull();
    expect(credentialsFromSecret('criteo', '[]')).toBeNull();
  });
});
