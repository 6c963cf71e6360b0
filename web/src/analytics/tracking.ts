/**
 * Analytics events for the segment builder, pushed to `window.dataLayer` only when tracking is
 * enabled at build time (`VITE_TRACKING=1`). The user is identified by a SHA-256 of the e-mail,
 * never the e-mail itself.
 */
export type TrackedEvent = 'segment_create' | 'segment_edit' | 'segment_preview' | 'segment_save';

type Layer = { dataLayer?: Record<string, unknown>[] };

export async function hashUser(email: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(email.trim().toLowerCase()));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export async function pushEvent(
  event: TrackedEvent,
  email: string,
  details: Record<string, unknown> = {},
  target: Layer = globalThis as Layer,
  enabled: boolean = import.meta.env.VITE_TRACKING === '1',
): Promise<void> {
  if (!enabled) return;
  target.dataLayer ??= [];
  target.dataLayer.push({ event, user_id: await hashUser(email), ...details });
}
