import type { FieldErrors } from 'react-hook-form';
import type { AudienceFormValues } from '../schemas/audienceForm.ts';

/** The message of a top-level field of the audience form, if it has one. */
export const fieldError = (errors: FieldErrors<AudienceFormValues>, path: string): string | undefined =>
  (errors as Record<string, { message?: string } | undefined>)[path]?.message;
