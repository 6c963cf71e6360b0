import { z } from 'zod';
import { duplicateNameError } from '@inca/domain';
import { companyCodeSchema, csvQuery, emailField, idField, intField, isoDateField, requiredCsvQuery, searchText, singleLineText } from '@inca/service-kit';
import { SORTABLE } from './repository.ts';

const isoDate = isoDateField('Fecha inválida: use el formato AAAA-MM-DD con una fecha que exista.').optional();

export const segmentCodeSchema = z.string({ message: 'Código de segmento inválido.' }).regex(/^[A-Za-z0-9_-]{1,40}$/, 'Código de segmento inválido.');
/** Most codes a batch call takes: the subgraph's loaders send at most this many per call (≈ 6.5 KB of URL). */
export const SEGMENT_BATCH_MAX = 500;
export const segmentCodesQuery = requiredCsvQuery(segmentCodeSchema, 'Debe indicar al menos un código.', SEGMENT_BATCH_MAX);

export const listQuery = z
  .object({
    company_code: csvQuery(companyCodeSchema),
    name: searchText('El nombre a buscar').optional(),
    type: csvQuery(intField({ min: 1, max: 99, message: 'Tipo de segmento inválido.' })),
    shared: z.enum(['ALL', 'SHARED', 'NOT_SHARED'], { message: 'Filtro de compartido inválido.' }).default('ALL'),
    created_from: isoDate,
    created_to: isoDate,
    modified_from: isoDate,
    modified_to: isoDate,
    requested: z.enum(['true', 'false']).optional(),
    sort: z.enum(Object.keys(SORTABLE) as [keyof typeof SORTABLE], { message: 'Orden inválido.' }).default('last_process_date'),
    order: z.enum(['asc', 'desc']).default('desc'),
    page: intField({ min: 1, max: 1_000_000, message: 'La página debe ser un número entero entre 1 y 1.000.000.' }).default(1),
    page_size: intField({ min: 1, max: 5_000, message: 'Las filas por página deben ser entre 1 y 5.000.' }).default(10),
    include_audiences: z.enum(['true', 'false']).optional(),
    // Only the segments this company may build on (own, shared with it, opened by its request): a campaign's segment picker.
    usable_by: companyCodeSchema.optional(),
  })
  .refine((q) => !q.created_from || !q.created_to || q.created_from <= q.created_to, 'La fecha de creación inicial debe ser anterior a la final.')
  .refine((q) => !q.modified_from || !q.modified_to || q.modified_from <= q.modified_to, 'La fecha de modificación inicial debe ser anterior a la final.');

export const duplicateBody = z.object({
  segment_duplicate_name: singleLineText('El nombre', 'name', { required: 'El Nombre es requerido' }).superRefine((name, ctx) => {
    const error = duplicateNameError(name);
    if (error) ctx.addIssue({ code: 'custom', message: error });
  }),
});

export const shareBody = z.discriminatedUnion(
  'shared_with_type',
  [
    z.object({
      shared_with_type: z.literal('USER'),
      shared_with_value: emailField(),
      shared_with_company_code: companyCodeSchema.optional(),
    }),
    z.object({
      shared_with_type: z.literal('COMPANY'),
      shared_with_value: companyCodeSchema.optional(),
      shared_with_company_code: companyCodeSchema,
    }),
  ],
  { message: 'El tipo debe ser USER o COMPANY.' },
);

export const roleCheckBody = z.object({
  email: emailField(),
  rol: singleLineText('El rol', 'code', { required: 'Debe indicar el rol.' }).pipe(z.string().min(1, 'Debe indicar el rol.')),
});

export const sharingIdParam = idField('Identificador de registro inválido.');
