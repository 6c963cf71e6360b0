import type { FieldNotSent } from '../types.ts';

/**
 * A layer-1 step either yields the cleaned string or says why the value is not usable.
 * Success is the bare string, so the hot path allocates nothing beyond the string itself.
 */
export type Step = string | FieldNotSent;

export const EMPTY: FieldNotSent = Object.freeze({ status: 'absent', reason: 'empty' });
export const PLACEHOLDER: FieldNotSent = Object.freeze({ status: 'absent', reason: 'placeholder' });

export function rejected(reason: string): FieldNotSent {
  return { status: 'rejected', reason };
}

export function notSupported(reason: string): FieldNotSent {
  return { status: 'not_supported', reason };
}
