import { z } from 'zod';
import { ACCESS_MESSAGES, untilDateProblem } from '@inca/domain';
import type { RequestTableAccessInput } from '../../../__generated__/graphql.ts';

/** Longest reason the service keeps. */
export const REASON_MAX = 200;

/** The request form of the Solicitar Acceso dialog: until date (today or later) and reason, both required. */
export const tableRequestFormSchema = (today: string) =>
  z.object({ untilDate: z.string(), reason: z.string() }).superRefine((v, ctx) => {
    const until = !v.untilDate ? ACCESS_MESSAGES.required : untilDateProblem(v.untilDate, today);
    if (until) ctx.addIssue({ code: 'custom', path: ['untilDate'], message: until });
    const reason = v.reason.trim();
    if (!reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: ACCESS_MESSAGES.required });
    else if (reason.length > REASON_MAX) ctx.addIssue({ code: 'custom', path: ['reason'], message: `Máximo ${REASON_MAX} caracteres.` });
  });
export type TableRequestFormValues = z.infer<ReturnType<typeof tableRequestFormSchema>>;

export const tableRequestInput = (relativeResourceName: string, v: TableRequestFormValues): RequestTableAccessInput => ({
  relativeResourceName,
  untilDate: v.untilDate,
  reason: v.reason.trim(),
});
