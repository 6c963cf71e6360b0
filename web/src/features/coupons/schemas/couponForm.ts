import { z } from 'zod';
import type { CreateCouponCampaignInput } from '../../../__generated__/graphql.ts';
import {
  COUPON_MESSAGES,
  COUPON_NAME_PREFIX,
  couponDateErrors,
  couponDescriptionError,
  couponLimitError,
  couponNameError,
  couponPlatformError,
  parseCouponLimit,
  trimDate,
  withCouponPrefix,
} from '@inca/domain';

/** create: a new campaign; edit: only the dates change; view: read-only (from the route). */
export type CouponFormMode = 'create' | 'edit' | 'view';

export const couponFormValuesSchema = z.object({
  companyCode: z.string(),
  segmentCode: z.string(),
  /** As typed, without the INCA_ prefix (shown fixed before the field). */
  name: z.string(),
  description: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  /** As typed: the limits are text fields until they are sent. */
  usageLimit: z.string(),
  discountLimit: z.string(),
  reservationLimit: z.string(),
  adsAccountCode: z.string(),
  platforms: z.array(z.literal('TALONONE')),
  applicationId: z.string(),
  campaignId: z.string(),
});
export type CouponFormValues = z.infer<typeof couponFormValuesSchema>;

export const emptyCouponForm = (companyCode: string): CouponFormValues => ({
  companyCode,
  segmentCode: '',
  name: '',
  description: '',
  startDate: '',
  endDate: '',
  usageLimit: '',
  discountLimit: '',
  reservationLimit: '',
  adsAccountCode: '',
  platforms: [],
  applicationId: '',
  campaignId: '',
});

/** What the rules need beyond the values: the mode, today in Santiago and the segment check's outcome. */
export type CouponFormContext = {
  mode: CouponFormMode;
  today: string;
  /** The server's message when check-segmento-coupons refused the segment. */
  segmentProblem?: string | null;
};

/**
 * The form's rules (§5), the same functions the service enforces (@inca/domain coupons.ts): required
 * fields, INCA_ name within 45, description within 200, start ≤ end and not before today on create,
 * the three limits, an ad account, Talon One as platform and a Talon.One campaign. In edit mode only
 * the dates are checked (only they are sent).
 */
export function couponFormErrors(values: CouponFormValues, context: CouponFormContext): Partial<Record<keyof CouponFormValues, string>> {
  const errors: Partial<Record<keyof CouponFormValues, string>> = {};
  const put = (field: keyof CouponFormValues, message: string | undefined) => {
    if (message && !errors[field]) errors[field] = message;
  };
  const dates = couponDateErrors(values.startDate, values.endDate, {
    mode: context.mode === 'create' ? 'create' : 'edit',
    today: context.today,
  });
  put('startDate', dates.start_date);
  put('endDate', dates.end_date);
  if (context.mode !== 'create') return errors;
  put('segmentCode', values.segmentCode ? (context.segmentProblem ?? undefined) : COUPON_MESSAGES.required);
  put('name', couponNameError(values.name ? `${COUPON_NAME_PREFIX}${values.name}` : '', 'create'));
  put('description', couponDescriptionError(values.description));
  put('usageLimit', couponLimitError('usage_limit', values.usageLimit));
  put('discountLimit', couponLimitError('discount_limit', values.discountLimit));
  put('reservationLimit', couponLimitError('reservation_limit', values.reservationLimit));
  put('adsAccountCode', values.adsAccountCode ? undefined : COUPON_MESSAGES.required);
  put('platforms', couponPlatformError(values.platforms.map((p) => p.toLowerCase())));
  if (values.platforms.length > 0) {
    put('applicationId', values.applicationId ? undefined : COUPON_MESSAGES.required);
    put('campaignId', values.campaignId ? undefined : COUPON_MESSAGES.required);
  }
  return errors;
}

/** A zod schema for react-hook-form: the values' shape, then the §5 rules as field issues. */
export const couponFormSchema = (context: CouponFormContext) =>
  couponFormValuesSchema.superRefine((values, ctx) => {
    for (const [path, message] of Object.entries(couponFormErrors(values, context)))
      ctx.addIssue({ code: 'custom', path: [path], message });
  });

/** The createCouponCampaign input of valid values (the name with its INCA_ prefix, limits as numbers). */
export function toCreateCouponInput(values: CouponFormValues): CreateCouponCampaignInput {
  return {
    companyCode: values.companyCode,
    segmentCode: values.segmentCode,
    name: withCouponPrefix(values.name),
    description: values.description.trim(),
    startDate: trimDate(values.startDate),
    endDate: trimDate(values.endDate),
    usageLimit: parseCouponLimit(values.usageLimit) ?? 0,
    discountLimit: parseCouponLimit(values.discountLimit) ?? 0,
    reservationLimit: parseCouponLimit(values.reservationLimit) ?? 0,
    adsAccountCode: values.adsAccountCode,
    platforms: ['TALONONE'],
    talonOneApplicationId: values.applicationId,
    talonOneCampaignId: values.campaignId,
  } satisfies CreateCouponCampaignInput;
}

/** The name as typed in the field: the saved name without its INCA_ prefix. */
export const bareCouponName = (name: string): string =>
  name.startsWith(COUPON_NAME_PREFIX) ? name.slice(COUPON_NAME_PREFIX.length) : name;
