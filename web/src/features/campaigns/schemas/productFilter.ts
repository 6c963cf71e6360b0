import { z } from 'zod';
import type { CampaignProductFilter } from '../../../__generated__/graphql.ts';
import { campaigns as t } from '../../../i18n/campaigns.ts';

/**
 * The products tab's filter (§2.3): texts as typed, '' meaning "no filter"; the created time is 1 or
 * 2 digits of hours; dates are aaaa-mm-dd, so a backwards range shows as "desde" comparing greater.
 */
export const productFilterSchema = z
  .object({ itemCode: z.string(), itemName: z.string(), createdHours: z.string(), startDate: z.string(), endDate: z.string() })
  .superRefine((v, ctx) => {
    const hours = v.createdHours.trim();
    if (hours && !/^\d{1,2}$/.test(hours)) ctx.addIssue({ code: 'custom', path: ['createdHours'], message: t.messages.otherHours });
    if (v.startDate && v.endDate && v.startDate > v.endDate)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: t.messages.datesBackwards });
  });
export type ProductFilterValues = z.infer<typeof productFilterSchema>;

export const EMPTY_PRODUCT_FILTER: ProductFilterValues = { itemCode: '', itemName: '', createdHours: '', startDate: '', endDate: '' };

/** What the tab asks the service for: only the filled fields, texts trimmed. */
export function productFilterOf(v: ProductFilterValues): CampaignProductFilter {
  const hours = v.createdHours.trim();
  return {
    itemCode: v.itemCode.trim() || undefined,
    itemName: v.itemName.trim() || undefined,
    createdHours: hours ? Number(hours) : undefined,
    startDate: v.startDate || undefined,
    endDate: v.endDate || undefined,
  };
}
