import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { campaignManagementConfigFrom, campaignManagementEnv, parseEnv } from '@inca/config';
import { linkKey, openLink, sealLink } from './links.ts';

const configOf = (env: NodeJS.ProcessEnv) => campaignManagementConfigFrom(parseEnv(z.object(campaignManagementEnv), env));
const claims = { m: 'GET' as const, p: '/campaign-management/campaigns/export-history-csv', q: { id: '7' }, b: 'token', e: Date.now() + 60_000 };

describe('signed file links', () => {
  it('open on every instance given the same FILES_LINK_SECRET, and on no other', () => {
    const secret = 'una-clave-compartida-de-prueba';
    const issued = sealLink(linkKey(configOf({ FILES_LINK_SECRET: secret }).filesLinkSecret), claims);
    expect(openLink(linkKey(configOf({ FILES_LINK_SECRET: secret }).filesLinkSecret), issued)).toEqual(claims);
    expect(openLink(linkKey(configOf({ FILES_LINK_SECRET: 'otra-clave-distinta-de-prueba' }).filesLinkSecret), issued)).toBeUndefined();
  });

  it('without a secret, open only on the app that issued them', () => {
    const key = linkKey(configOf({}).filesLinkSecret);
    const issued = sealLink(key, claims);
    expect(openLink(key, issued)).toEqual(claims);
    expect(openLink(linkKey(configOf({}).filesLinkSecret), issued)).toBeUndefined();
  });

  it('a secret too short to protect the links stops the start, naming the variable', () => {
    expect(() => configOf({ FILES_LINK_SECRET: 'corta' })).toThrow('FILES_LINK_SECRET: debe tener al menos 16 caracteres');
  });

  it('reads the processing switch and poll interval once', () => {
    expect(configOf({}).processing).toEqual({ enabled: true, pollSeconds: 1 });
    expect(configOf({ CAMPAIGN_PROCESSING: 'OFF', CAMPAIGN_PROCESSING_POLL_SECONDS: '5' }).processing).toEqual({ enabled: false, pollSeconds: 5 });
    expect(() => configOf({ CAMPAIGN_PROCESSING_POLL_SECONDS: '0' })).toThrow('CAMPAIGN_PROCESSING_POLL_SECONDS');
  });
});
