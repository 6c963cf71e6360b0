import { z } from 'zod';
import { ACCESS_MESSAGES, untilDateProblem } from '@inca/domain';
import type { CreateAccessRequestInput } from '../../../__generated__/graphql.ts';

/** The Request exception form (§5): segment, at least one company and an end date, all required. */
export const newRequestFormSchema = (today: string) =>
  z.object({ segmentCode: z.string(), companyCodes: z.array(z.string()), endDate: z.string() }).superRefine((v, ctx) => {
    if (!v.segmentCode) ctx.addIssue({ code: 'custom', path: ['segmentCode'], message: ACCESS_MESSAGES.required });
    if (v.companyCodes.length === 0) ctx.addIssue({ code: 'custom', path: ['companyCodes'], message: ACCESS_MESSAGES.required });
    const end = !v.endDate ? ACCESS_MESSAGES.required : untilDateProblem(v.endDate, today);
    if (end) ctx.addIssue({ code: 'custom', path: ['endDate'], message: end });
  });
export type NewRequestFormValues = z.infer<ReturnType<typeof newRequestFormSchema>>;

export const newRequestInput = (v: NewRequestFormValues): CreateAccessRequestInput => ({
  segmentCode: v.segmentCode,
  companyCodes: [...v.companyCodes],
  endDate: v.endDate,
});
