/**
 * Analytics events pushed to the tag manager's data layer (`window.dataLayer`): the segment builder's
 * and the campaign area's (campaigns-variables §7: edit, create and save, with a hashed user). Pushed
 * when tracking is switched on at build time (`VITE_TRACKING=1`) or when the page's tag manager has
 * set up its data layer before the app starts. The user is identified by a SHA-256 of the e-mail,
 * never the e-mail itself.
 */
export type TrackedEvent =
  | 'segment_create'
  | 'segment_edit'
  | 'segment_preview'
  | 'segment_save'
  | 'variable_create'
  | 'variable_edit'
  | 'variable_save'
  | 'variable_group_create'
  | 'variable_group_edit'
  | 'variable_group_save'
  | 'campaign_rules_edit'
  | 'campaign_rules_save'
  | 'campaign_rules_preview'
  | 'campaign_process_send';

type Layer = { dataLayer?: Record<string, unknown>[] };

/** Tracking is on when built with VITE_TRACKING=1, or when a tag manager's data layer is on the page. */
export const trackingEnabled = (target: Layer = globalThis as Layer): boolean =>
  import.meta.env.VITE_TRACKING === '1' || Array.isArray(target.dataLayer);

export async function hashUser(email: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(email.trim().toLowerCase()));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export async function pushEvent(
  event: TrackedEvent,
  email: string,
  details: Record<string, unknown> = {},
  target: Layer = globalThis as Layer,
  enabled: boolean = trackingEnabled(target),
): Promise<void> {
  if (!enabled) return;
  target.dataLayer ??= [];
  target.dataLayer.push({ event, user_id: await hashUser(email), ...details });
}
