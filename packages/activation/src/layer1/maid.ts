import { rejected, type Step } from './result.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ALL_ZERO = /^[0-]+$/;

export const MAID_REASONS = {
  notUuid: 'advertising id is not a UUID',
  allZero: 'all-zero advertising id (tracking limited)',
} as const;

/**
 * Layer 1 for mobile advertising ids (IDFA, GAID): must be a UUID written with hyphens;
 * the all-zero id (tracking limited) is rejected. Case is kept: each platform decides.
 */
export function normalizeMaid(text: string): Step {
  if (!UUID.test(text)) return rejected(MAID_REASONS.notUuid);
  if (ALL_ZERO.test(text)) return rejected(MAID_REASONS.allZero);
  return text;
}
