import { audiences } from '../../../i18n/audiences.ts';

const t = audiences.list.apiHealth;

/** The state of one platform's API for an account (computed by the graph, §4): grey, success or warning. */
export type ApiHealthState = 'UNVERIFIED' | 'AVAILABLE' | 'UNAVAILABLE';

/** The §8 message for a state; an unavailable API names the platform, followed by the IT manager's address. */
export function apiHealthMessage(state: ApiHealthState, platform: string, itManagerEmail?: string | null): string {
  if (state === 'UNVERIFIED') return t.unknown;
  if (state === 'AVAILABLE') return t.available;
  return itManagerEmail ? `${t.unavailableLong(platform)} ${itManagerEmail}` : t.unavailableLong(platform);
}
