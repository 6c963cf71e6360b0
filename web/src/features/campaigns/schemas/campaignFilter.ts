import { z } from 'zod';
import { parseOtherHours } from '@inca/domain';
import type { CampaignFilter } from '../../../__generated__/graphql.ts';
import { campaigns as t } from '../../../i18n/campaigns.ts';

/** Choice of the rules-modified select that opens the free hours field. */
export const OTHER_HOURS = 'other';

/**
 * The campaign list's filter form (§2.1). Selects hold their option's text value ('' for any);
 * "Otro" needs 1–99 hours (otherHours).
 */
export const campaignFilterSchema = z
  .object({
    companyCodes: z.array(z.string()),
    name: z.string(),
    code: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    hours: z.string(),
    otherHours: z.string(),
    status: z.string(),
    platform: z.string(),
    fileType: z.string(),
  })
  .superRefine((v, ctx) => {
    if (v.hours === OTHER_HOURS && parseOtherHours(v.otherHours) === undefined)
      ctx.addIssue({ code: 'custom', path: ['otherHours'], message: t.messages.otherHours });
  });
export type CampaignFilterValues = z.infer<typeof campaignFilterSchema>;

export const EMPTY_CAMPAIGN_FILTER: CampaignFilterValues = {
  companyCodes: [],
  name: '',
  code: '',
  startDate: '',
  endDate: '',
  hours: '',
  otherHours: '',
  status: '',
  platform: '',
  fileType: '',
};

/** What the list asks the service for: only the filled fields, texts trimmed. */
export function campaignFilterOf(v: CampaignFilterValues): CampaignFilter {
  return {
    companyCodes: v.companyCodes.length ? [...v.companyCodes] : undefined,
    name: v.name.trim() || undefined,
    code: v.code.trim() || undefined,
    startDate: v.startDate || undefined,
    endDate: v.endDate || undefined,
    rulesModifiedHours: v.hours === OTHER_HOURS ? parseOtherHours(v.otherHours) : v.hours ? Number(v.hours) : undefined,
    incaStatuses: v.status ? [Number(v.status)] : undefined,
    platformCode: v.platform || undefined,
    fileTypes: v.fileType ? [Number(v.fileType)] : undefined,
  };
}
