import { z } from 'zod';
import { audiences } from '../../../../i18n/audiences.ts';
import { FORM_PLATFORMS } from '../../form/schemas/audienceForm.ts';

const t = audiences.list.filters;

/**
 * The audience list's filter form: strings as typed, '' meaning "no filter"; dates are aaaa-mm-dd,
 * so a backwards range shows as the later "desde" comparing greater.
 */
export const audienceFilterSchema = z
  .object({
    companyCode: z.string(),
    name: z.string(),
    platform: z.union([z.enum(FORM_PLATFORMS), z.literal('')]),
    statusCode: z.string(),
    enabled: z.enum(['ALL', 'ENABLED', 'DISABLED']),
    createdFrom: z.string(),
    createdTo: z.string(),
  })
  .superRefine((v, ctx) => {
    if (v.createdFrom && v.createdTo && v.createdFrom > v.createdTo)
      ctx.addIssue({ code: 'custom', path: ['createdTo'], message: t.createdBackwards });
  });
export type AudienceFilterValues = z.infer<typeof audienceFilterSchema>;
