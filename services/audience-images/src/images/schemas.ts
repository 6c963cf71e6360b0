/** Input of the images calls (Spanish messages; the input policy of service-kit). */
import { z } from 'zod';
import { companyCodeSchema, idField, intField } from '@inca/service-kit';
import { IMAGE_MESSAGES, IMAGE_RULES } from './rules.ts';

export const audienceId = idField('La audiencia no existe.');
export const imageId = idField('La imagen no existe.');
const isAudienceFlag = z.union([z.boolean(), z.number(), z.string()]).optional();
const FILENAME = /^[0-9a-f-]{36}\.(png|jpg|bmp)$/;
export const filenameField = z.string().regex(FILENAME, 'La imagen no existe.');

export const generateBody = z.object({
  prompt: z.string({ message: IMAGE_MESSAGES.emptyPrompt }).max(4000, IMAGE_MESSAGES.tooLong),
  n: z.coerce.number().refine((n) => n === IMAGE_RULES.count, `Se generan ${IMAGE_RULES.count} imágenes por solicitud.`).default(IMAGE_RULES.count),
  size: z.literal(IMAGE_RULES.size, { message: `El tamaño debe ser ${IMAGE_RULES.size}.` }).default(IMAGE_RULES.size),
  id_audiencia: audienceId,
  is_audience: isAudienceFlag,
  company_code: companyCodeSchema,
  /** false: answer at once with the job; true (default): wait for the images, as the spec's answer lists them. */
  wait: z.boolean().default(true),
});

export const listQuery = z.object({
  offset: intField({ min: 0, max: 1_000_000, message: 'Desplazamiento inválido.' }).default(0),
  limit: intField({ min: 1, max: 100, message: 'Cantidad inválida.' }).optional(),
  state: z.enum(['1', '2', 'all'], { message: 'Estado inválido.' }).default('1'),
});

export const stateBody = z.object({
  id: imageId.optional(),
  state: z.coerce.number({ message: IMAGE_MESSAGES.stateFailed }).refine((s) => s === 1 || s === 2, IMAGE_MESSAGES.stateFailed),
  is_audience: isAudienceFlag,
});

export const deleteBody = z.object({ id: imageId, is_audience: isAudienceFlag });

export const uploadQuery = z.object({ description: z.string().max(IMAGE_RULES.descriptionMax, IMAGE_MESSAGES.tooLong).default('') });
