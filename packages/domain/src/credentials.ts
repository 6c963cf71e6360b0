import type { Platform } from './companyFlags.ts';

/**
 * What each platform's connector reads from `credentials` for the one secret the configuration
 * screen asks per channel (@inca/platforms: Google, Meta and TikTok send an access token; Salesforce,
 * Criteo and Adobe exchange a client secret for one; Talon.One sends an integration key and a
 * management key).
 */
const SECRET_NAMES: Record<Platform, readonly string[]> = {
  gads: ['accessToken'],
  fbk: ['accessToken'],
  tiktok: ['accessToken'],
  salesforce: ['clientSecret'],
  criteo: ['clientSecret'],
  adobe: ['clientSecret'],
  talonone: ['apiKey', 'managementKey'],
};

/**
 * The credentials sealed for a channel from the secret typed on the screen:
 * - a JSON object of texts is taken as the credentials themselves (`{"clientId":"…","clientSecret":"…"}`);
 * - otherwise the text is split on blanks into the platform's secrets in order (Talon.One: the
 *   integration key, then the management key; one key alone serves both);
 * - anything else refuses with null (the caller answers the Spanish message).
 */
export function credentialsFromSecret(platform: Platform, secret: string): Record<string, string> | null {
  const text = secret.trim();
  if (text === '') return null;
  if (text.startsWith('{') || text.startsWith('[')) {
    try {
      const parsed = JSON.parse(text) as unknown;
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
      const entries = Object.entries(parsed as Record<string, unknown>);
      if (entries.length === 0 || entries.some(([, v]) => typeof v !== 'string' || v.trim() === '')) return null;
      return Object.fromEntries(entries.map(([k, v]) => [k, (v as string).trim()]));
    } catch {
      return null;
    }
  }
  const names = SECRET_NAMES[platform];
  const parts = text.split(/\s+/);
  if (parts.length > names.length) return null;
  return Object.fromEntries(names.map((name, i) => [name, parts[i] ?? parts[0]!]));
}
