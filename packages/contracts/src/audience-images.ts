import { z } from 'zod';
import { envelope } from './envelope.ts';
import { companyCodeSchema, idField, intField, requiredCsvQuery } from './fields.ts';
import { operation } from './operation.ts';
import { fileLinkOperation } from './fileLinks.ts';

/**
 * The audience-images service (spec §7; paths exact, {a} the company code, {b} the audience id, {c}
 * the image id). Every call resolves the audience through audience-management with the caller's token.
 */

/** §9: generation asks for 4 images of 1024×1024; the new description holds at most 1000 characters. */
export const IMAGE_RULES = {
  count: 4,
  size: '1024x1024',
  descriptionMax: 1000,
  /** §9 gallery: 12 first, then steps of 8. */
  firstPage: 12,
  nextPage: 8,
  /** Largest picture a user may upload (bytes). */
  uploadMaxBytes: 5 * 1024 * 1024,
} as const;

/** Messages of the images area (§8 verbatim where quoted there). */
export const IMAGE_MESSAGES = {
  stateFailed: 'No se ha podido realizar los cambios.',
  emptyPrompt: 'Ingrese una descripción para generar las imágenes.',
  unsafePrompt: 'La descripción contiene contenido no permitido. Modifíquela e intente nuevamente.',
  tooLong: `La descripción debe tener máximo ${IMAGE_RULES.descriptionMax} caracteres.`,
  flagMissing: 'Su empresa no tiene habilitada la generación de imágenes.',
  generationQueued: 'Generando imágenes.',
  generationDone: 'Imágenes generadas correctamente.',
  generationFailed: 'No se pudieron generar las imágenes. Intente en unos minutos.',
  generationCancelled: 'Se canceló la generación de imágenes.',
  deleted: 'La imagen se eliminó correctamente.',
  stateChanged: 'Los cambios se realizaron correctamente.',
  notImage: 'El archivo no es una imagen PNG, JPEG o BMP.',
  tooLarge: 'La imagen supera el tamaño máximo de 5 MB.',
  uploaded: 'La imagen se guardó correctamente.',
} as const;

export const audienceId = idField('La audiencia no existe.');
export const imageId = idField('La imagen no existe.');
const isAudienceFlag = z.union([z.boolean(), z.number(), z.string()]).optional();
const FILENAME = /^[0-9a-f-]{36}\.(png|jpg|bmp)$/;
export const filenameField = z.string().regex(FILENAME, 'La imagen no existe.');
const generationId = z.uuid({ message: 'La solicitud no existe.' });

export const generateBody = z.object({
  prompt: z.string({ message: IMAGE_MESSAGES.emptyPrompt }).max(4000, IMAGE_MESSAGES.tooLong),
  n: z.coerce
    .number()
    .refine((n) => n === IMAGE_RULES.count, `Se generan ${IMAGE_RULES.count} imágenes por solicitud.`)
    .default(IMAGE_RULES.count),
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
export const summaryQuery = z.object({ company_code: requiredCsvQuery(companyCodeSchema, 'Debe indicar el código de empresa.', 100) });

/** An image as the spec's list answers it (§3 audience image), with the paths it is viewed and downloaded at. */
export const audienceImageDto = z.object({
  id: z.number(),
  audience_id: z.number(),
  id_audience: z.number(),
  company_code: z.string(),
  filename_storage: z.string(),
  description: z.string(),
  state: z.number(),
  src: z.string(),
  download: z.string(),
  content_type: z.string(),
  size_bytes: z.number(),
  origin: z.enum(['GENERATED', 'UPLOADED']),
  generation_id: z.string().nullable(),
  creation_user: z.string(),
  creation_date: z.string(),
  /** On list answers: how many images the audience keeps in that state. */
  total: z.number().optional(),
});
export type AudienceImageDto = z.output<typeof audienceImageDto>;

/** A generation request with its progress and the candidates stored so far. */
export const imageGenerationDto = z.object({
  id: z.string(),
  audience_id: z.number(),
  company_code: z.string(),
  description: z.string(),
  n: z.number(),
  size: z.string(),
  provider: z.string(),
  state: z.enum(['QUEUED', 'RUNNING', 'DONE', 'FAILED', 'CANCELLED']),
  progress: z.number(),
  attempt: z.number(),
  max_attempts: z.number(),
  message: z.string().nullable(),
  creation_user: z.string(),
  creation_date: z.string(),
  finished_date: z.string().nullable(),
  images: z.array(audienceImageDto),
});
export type ImageGenerationDto = z.output<typeof imageGenerationDto>;

export const companySummaryDto = z.object({ company_code: z.string(), total: z.number() });
export type CompanySummaryDto = z.output<typeof companySummaryDto>;

/** The audience a gallery belongs to, as audience-management shows it to the caller. */
export const galleryAudienceDto = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  company_code: z.string(),
  company_name: z.string(),
  platform_name: z.string(),
});

const B = '/audience-images';
const companyParam = { company: companyCodeSchema };
const audienceParam = { audience: audienceId };
/** The bytes of an image, not JSON. */
const imageBytes = z.void();

/** How many images each company keeps; only for companies the caller may work with. */
export const companySummary = operation({
  method: 'GET',
  path: `${B}/companies/summary`,
  query: summaryQuery,
  response: envelope(z.array(companySummaryDto)),
});
/**
 * Asks for images of an audience. With `wait: false` the answer is the queued job (`generation`);
 * otherwise the service waits for the images and lists them (`status: false` when it failed).
 */
export const generateImages = operation({
  method: 'POST',
  path: `${B}/vertex/generate`,
  body: generateBody,
  response: z.object({
    status: z.boolean(),
    message: z.string(),
    job_id: z.string(),
    data: z.array(z.object({ id: z.number(), filename_storage: z.string(), audience_id: z.number(), src: z.string() })),
    generation: imageGenerationDto.optional(),
  }),
});
export const getGeneration = operation({
  method: 'GET',
  path: `${B}/generations/:id`,
  params: z.object({ id: generationId }),
  response: envelope(imageGenerationDto),
});
/** The user cancels a queued or running generation; its worker stops and the candidates it stored go. */
export const cancelGeneration = operation({
  method: 'POST',
  path: `${B}/generations/:id/cancel`,
  params: z.object({ id: generationId }),
  response: envelope(imageGenerationDto).extend({ message: z.string() }),
});
export const listImages = operation({
  method: 'GET',
  path: `${B}/audience/:company/:audience/list`,
  params: z.object({ ...companyParam, ...audienceParam }),
  query: listQuery,
  response: envelope(z.array(audienceImageDto)).extend({ total: z.number(), audience: galleryAudienceDto }),
});
export const setImageState = operation({
  method: 'PUT',
  path: `${B}/:company/:image/update/:audience/state`,
  params: z.object({ ...companyParam, ...audienceParam, image: imageId }),
  body: stateBody,
  response: envelope(audienceImageDto).extend({ message: z.string() }),
});
export const deleteImage = operation({
  method: 'DELETE',
  path: `${B}/:company/:audience/delete`,
  params: z.object({ ...companyParam, ...audienceParam }),
  body: deleteBody,
  response: envelope(z.object({ id: z.number() })).extend({ message: z.string() }),
});
export const viewCompanyImage = operation({
  method: 'GET',
  path: `${B}/image-view/:company/:filename`,
  params: z.object({ ...companyParam, filename: filenameField }),
  response: imageBytes,
});
export const viewImage = operation({
  method: 'GET',
  path: `${B}/image-view/:filename`,
  params: z.object({ filename: filenameField }),
  response: imageBytes,
});
/** Download as a file (the spec leaves method and path open). */
export const downloadImage = operation({
  method: 'GET',
  path: `${B}/download/:audience/:filename`,
  params: z.object({ ...audienceParam, filename: filenameField }),
  response: imageBytes,
});
/** A picture the user made saved in the audience's gallery; the body is the image's bytes. */
/** A signed link for one of the service's file calls (the designer's upload), answered before the token wall. */
export const createImageFileLink = fileLinkOperation('audience-images');
/** Paths of the uploads a signed link may name: `/audience-images/audience/<company>/<audience>/upload`. */
export const IMAGE_UPLOAD_PATH = /^\/audience-images\/audience\/[0-9]{3}\/[0-9]{1,15}\/upload$/;
/** Paths of the image downloads a signed link may name: `/audience-images/download/<audience>/<file>`. */
export const IMAGE_DOWNLOAD_PATH = /^\/audience-images\/download\/[0-9]{1,15}\/[0-9a-f-]{36}\.(?:png|jpg|bmp)$/;
export const uploadImage = operation({
  method: 'POST',
  path: `${B}/audience/:company/:audience/upload`,
  params: z.object({ ...companyParam, ...audienceParam }),
  query: uploadQuery,
  response: envelope(audienceImageDto).extend({ message: z.string() }),
});
/** An image by id (for the graph's single-image look-ups). */
export const getImage = operation({
  method: 'GET',
  path: `${B}/images/:image`,
  params: z.object({ image: imageId }),
  response: envelope(audienceImageDto),
});
