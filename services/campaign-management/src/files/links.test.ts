import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { campaignManagementConfigFrom, campaignManagementEnv, parseEnv } from '@inca/config';
import { purposeKey } from '@inca/crypto';
import { linkKey, openLink, sealLink } from './links.ts';

const configOf = (env: NodeJS.ProcessEnv) => campaignManagementConfigFrom(parseEnv(z.object(campaignManagementEnv), env));
const claims = {
  m: 'GET' as const,
  p: '/campaign-management/campaigns/export-history-csv',
  q: { id: '7' },
  b: 'token',
  e: Date.now() + 60_000,
};

describe('signed file links', () => {
  it("open on every instance given the same SECRETS_KEY, and on no other; never as another purpose's seal", () => {
    const secret = randomBytes(32).toString('base64url');
    const issued = sealLink(linkKey(configOf({ SECRETS_KEY: secret }).sealingKey), claims);
    expect(issued).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(openLink(linkKey(configOf({ SECRETS_KEY: secret }).sealingKey), issued)).toEqual(claims);
    expect(openLink(linkKey(configOf({ SECRETS_KEY: randomBytes(32).toString('base64url') }).sealingKey), issued)).toBeUndefined();
    expect(openLink(purposeKey(Buffer.from(secret, 'base64url'), 'report-params'), issued)).toBeUndefined();
  });

  it('without a key, open only on the app that issued them; an edited link opens nowhere', () => {
    const key = linkKey(configOf({}).sealingKey);
    const issued = sealLink(key, claims);
    expect(openLink(key, issued)).toEqual(claims);
    expect(openLink(linkKey(configOf({}).sealingKey), issued)).toBeUndefined();
    const edited = `${issued.slice(0, 30)}${issued[30] === 'A' ? 'B' : 'A'}${issued.slice(31)}`;
    expect(openLink(key, edited)).toBeUndefined();
  });

  it('a key that is not 32 bytes, or the retired FILES_LINK_SECRET, stops the start, naming the variable', () => {
    expect(() => configOf({ SECRETS_KEY: 'corta' })).toThrow('SECRETS_KEY: debe ser 32 bytes al azar en base64url');
    expect(() => configOf({ FILES_LINK_SECRET: 'una-clave-compartida-de-prueba' })).toThrow('FILES_LINK_SECRET: ya no se usa');
  });

  it('reads the processing switch and poll interval once', () => {
    expect(configOf({}).processing).toEqual({ enabled: true, pollSeconds: 1 });
    expect(configOf({ CAMPAIGN_PROCESSING: 'OFF', CAMPAIGN_PROCESSING_POLL_SECONDS: '5' }).processing).toEqual({
      enabled: false,
      pollSeconds: 5,
    });
    expect(() => configOf({ CAMPAIGN_PROCESSING_POLL_SECONDS: '0' })).toThrow('CAMPAIGN_PROCESSING_POLL_SECONDS');
  });
});
