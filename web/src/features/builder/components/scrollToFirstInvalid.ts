import { FIELD_IDS } from '../schemas/segmentForm.ts';

/** Scrolls the first invalid field, in screen order, into view (§5: invalid fields). */
export function scrollToFirstInvalid(errors: Record<string, unknown>): void {
  const first = Object.keys(FIELD_IDS).find((name) => errors[name]);
  if (!first) return;
  setTimeout(() => document.getElementById(FIELD_IDS[first]!)?.scrollIntoView({ behavior: 'smooth', block: 'center' }), 50);
}
