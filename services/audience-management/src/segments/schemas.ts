import { z } from 'zod';
import { duplicateNameError } from '@inca/domain';
import { companyCodeSchema, csvQuery, requiredCsvQuery } from '@inca/service-kit';
import { SORTABLE } from './repository.ts';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Fecha inválida: use el formato AAAA-MM-DD.').optional();

export const segmentCodeSchema = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'Código de segmento inválido.');
export const segmentCodesQuery = requiredCsvQuery(segmentCodeSchema, 'Debe indicar al menos un código.');

export const listQuery = z
  .object({
    company_code: csvQuery(companyCodeSchema),
    name: z.string().trim().max(120, 'El nombre a buscar es demasiado largo.').optional(),
    type: csvQuery(z.coerce.number().int().min(1).max(99)),
    shared: z.enum(['ALL', 'SHARED', 'NOT_SHARED'], { message: 'Filtro de compartido inválido.' }).default('ALL'),
    created_from: isoDate,
    created_to: isoDate,
    modified_from: isoDate,
    modified_to: isoDate,
    requested: z.enum(['true', 'false']).optional(),
    sort: z.enum(Object.keys(SORTABLE) as [keyof typeof SORTABLE], { message: 'Orden inválido.' }).default('last_process_date'),
    order: z.enum(['asc', 'desc']).default('desc'),
    page: z.coerce.number().int().min(1, 'La página debe ser 1 o mayor.').default(1),
    page_size: z.coerce.number().int().min(1).max(5_000, 'Como máximo 5.000 filas por página.').default(10),
    include_audiences: z.enum(['true', 'false']).optional(),
  })
  .refine((q) => !q.created_from || !q.created_to || q.created_from <= q.created_to, 'La fecha de creación inicial debe ser anterior a la final.')
  .refine((q) => !q.modified_from || !q.modified_to || q.modified_from <= q.modified_to, 'La fecha de modificación inicial debe ser anterior a la final.');

export const duplicateBody = z.object({
  segment_duplicate_name: z.string({ message: 'El Nombre es requerido' }).superRefine((name, ctx) => {
    const error = duplicateNameError(name);
    if (error) ctx.addIssue({ code: 'custom', message: error });
  }),
});

export const shareBody = z.discriminatedUnion(
  'shared_with_type',
  [
    z.object({
      shared_with_type: z.literal('USER'),
      shared_with_value: z.string().trim().toLowerCase().pipe(z.email('Ingrese un correo electrónico válido.')),
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
  email: z.string().trim().toLowerCase().pipe(z.email('Ingrese un correo electrónico válido.')),
  rol: z.string().min(1, 'Debe indicar el rol.'),
});

export const sharingIdParam = z.coerce.number().int().positive('Identificador de registro inválido.');
