import { z } from 'zod';
import { duplicateNameError } from '@inca/domain';
import { envelope } from '../envelope.ts';
import { operation } from '../operation.ts';
import {
  companyCodeSchema,
  csvQuery,
  emailField,
  idField,
  intField,
  isoDateField,
  requiredCsvQuery,
  searchText,
  singleLineText,
} from '../fields.ts';
import { BATCH_MAX, companyRefDto } from './rows.ts';

/** Segment calls of the list screen (spec §7, paths ours). */

const P = '/audience-management';

export const segmentCodeSchema = z
  .string({ message: 'Código de segmento inválido.' })
  .regex(/^[A-Za-z0-9_-]{1,40}$/, 'Código de segmento inválido.');
/** Most codes a batch call takes: the subgraph's loaders send at most this many per call (≈ 6.5 KB of URL). */
export const SEGMENT_BATCH_MAX = BATCH_MAX;
export const segmentCodesQuery = requiredCsvQuery(segmentCodeSchema, 'Debe indicar al menos un código.', SEGMENT_BATCH_MAX);
const codesQuery = z.object({ codes: segmentCodesQuery });
const codeParams = z.object({ code: segmentCodeSchema });

/** The columns the segment list sorts by (the repository maps each to its SQL). */
export const SEGMENT_SORTS = [
  'last_process_date',
  'created_date',
  'business_name',
  'row_count_unique',
  'num_audiences',
  'owner_company_code',
  'segment_type_id',
] as const;
export type SegmentSort = (typeof SEGMENT_SORTS)[number];

const isoDate = isoDateField('Fecha inválida: use el formato AAAA-MM-DD con una fecha que exista.').optional();

export const segmentListQuery = z
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
    sort: z.enum(SEGMENT_SORTS, { message: 'Orden inválido.' }).default('last_process_date'),
    order: z.enum(['asc', 'desc']).default('desc'),
    page: intField({ min: 1, max: 1_000_000, message: 'La página debe ser un número entero entre 1 y 1.000.000.' }).default(1),
    page_size: intField({ min: 1, max: 5_000, message: 'Las filas por página deben ser entre 1 y 5.000.' }).default(10),
    include_audiences: z.enum(['true', 'false']).optional(),
    // Only the segments this company may build on (own, shared with it, opened by its request): a campaign's segment picker.
    usable_by: companyCodeSchema.optional(),
  })
  .refine(
    (q) => !q.created_from || !q.created_to || q.created_from <= q.created_to,
    'La fecha de creación inicial debe ser anterior a la final.',
  )
  .refine(
    (q) => !q.modified_from || !q.modified_to || q.modified_from <= q.modified_to,
    'La fecha de modificación inicial debe ser anterior a la final.',
  );

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

/** A segment as the service presents it to one caller (with permissions). */
export const segmentDto = z.object({
  code: z.string(),
  business_name: z.string(),
  description: z.string(),
  segment_type_id: z.number(),
  segment_type_name: z.string(),
  segment_type_label: z.string(),
  owner_company_code: z.string(),
  owner_company_name: z.string(),
  owner_company_alias: z.string(),
  owner_company_domain: z.string(),
  created_by: z.string(),
  created_date: z.string(),
  last_process_date: z.string(),
  row_count_unique: z.number(),
  num_audiences: z.number(),
  flag_shared: z.boolean(),
  flag_has_audiences: z.boolean(),
  requested: z.boolean(),
  edit_visible: z.boolean(),
  can_edit: z.boolean(),
  edit_blocked_by_audiences: z.number(),
  can_share: z.boolean(),
  can_delete: z.boolean(),
  can_duplicate: z.boolean(),
});
export type SegmentDto = z.output<typeof segmentDto>;

export const segmentTypeDto = z.object({ id: z.number(), name: z.string(), label: z.string() });
export type SegmentTypeDto = z.output<typeof segmentTypeDto>;

export const segmentShareDto = z.object({
  sharing_id: z.string(),
  segment_code: z.string(),
  shared_with_type: z.enum(['USER', 'COMPANY']),
  shared_with_value: z.string(),
  shared_with_company_code: z.string(),
  shared_with_company_name: z.string(),
  shared_with_company_alias: z.string(),
  shared_with_company_domain: z.string(),
  created_by: z.string(),
  created_date: z.string(),
});
export type SegmentShareDto = z.output<typeof segmentShareDto>;

export const segmentRequestDto = z.object({
  id: z.string(),
  segment_code: z.string(),
  requesting_company_code: z.string(),
  requesting_company_name: z.string(),
  requesting_company_alias: z.string(),
  requesting_company_domain: z.string(),
  requested_by: z.string(),
  reason: z.string(),
  status: z.string(),
  reviewed_by: z.string().nullable(),
  reviewed_date: z.string().nullable(),
  created_date: z.string(),
});
export type SegmentRequestDto = z.output<typeof segmentRequestDto>;

/** A merge segment whose stored definition uses the segment `segment_code`; `visible`: the caller may open it. */
export const segmentMergeUseDto = z.object({ segment_code: z.string(), code: z.string(), business_name: z.string(), visible: z.boolean() });
export type SegmentMergeUseDto = z.output<typeof segmentMergeUseDto>;

/** An audience of a segment, as lists and exports of segments show it. */
export const segmentAudienceDto = z.object({ segment_code: z.string() }).passthrough();

export const listSegments = operation({
  method: 'GET',
  path: `${P}/segments/list`,
  query: segmentListQuery,
  response: envelope(
    z.object({ rows: z.array(segmentDto.extend({ audiences: z.array(segmentAudienceDto).optional() })), total: z.number() }),
  ),
});
export const segmentsByCode = operation({
  method: 'GET',
  path: `${P}/segments/by-code`,
  query: codesQuery,
  response: envelope(z.array(segmentDto)),
});
export const requestedSegmentCodes = operation({ method: 'GET', path: `${P}/segments/requested`, response: envelope(z.array(z.string())) });
export const listSegmentTypes = operation({ method: 'GET', path: `${P}/segments/types`, response: envelope(z.array(segmentTypeDto)) });
/** The list's company filter: the caller's company scope plus the owners of everything shared with or requested by them. */
export const listSegmentFilterCompanies = operation({
  method: 'GET',
  path: `${P}/segments/filter-companies`,
  response: envelope(z.array(companyRefDto)),
});
/** Where segments are used as side A or B of a merge (for the visible ones among `codes`). */
export const listMergeUses = operation({
  method: 'GET',
  path: `${P}/segments/merge-uses`,
  query: codesQuery,
  response: envelope(z.array(segmentMergeUseDto)),
});
export const getRequestDetails = operation({
  method: 'GET',
  path: `${P}/segments/:code/request-details`,
  params: codeParams,
  response: envelope(z.array(segmentRequestDto)),
});
export const listRequestDetails = operation({
  method: 'GET',
  path: `${P}/segments/request-details`,
  query: codesQuery,
  response: envelope(z.array(segmentRequestDto)),
});
/** Visible segments only (others absent, as NOT_FOUND); shares only where the caller may share (others `allowed: false`). */
export const listShares = operation({
  method: 'GET',
  path: `${P}/segments/shares`,
  query: codesQuery,
  response: envelope(z.array(z.object({ code: z.string(), allowed: z.boolean(), shares: z.array(segmentShareDto) }))),
});
/** Audiences of many segments at once (only of those the caller sees), for lists and exports. */
export const listSegmentAudiences = operation({
  method: 'GET',
  path: `${P}/segments/audiences`,
  query: codesQuery,
  response: envelope(z.array(segmentAudienceDto)),
});
export const deleteSegmentQuery = z.object({ company_code: companyCodeSchema.optional() });
export const deleteSegment = operation({
  method: 'DELETE',
  path: `${P}/segments/:code`,
  params: codeParams,
  query: deleteSegmentQuery,
  response: envelope(z.object({ code: z.string() })).extend({ message: z.string() }),
});
export const duplicateSegment = operation({
  method: 'POST',
  path: `${P}/segments/:code/duplicate`,
  params: codeParams,
  body: duplicateBody,
  response: envelope(z.object({ code: z.string() })).extend({ message: z.string() }),
});
export const getShares = operation({
  method: 'GET',
  path: `${P}/segments/:code/shares`,
  params: codeParams,
  response: envelope(z.array(segmentShareDto)),
});
export const shareSegment = operation({
  method: 'POST',
  path: `${P}/segments/:code/shares`,
  params: codeParams,
  body: shareBody,
  response: envelope(z.object({ sharing_id: z.string() })).extend({ message: z.string() }),
});
export const unshareSegment = operation({
  method: 'DELETE',
  path: `${P}/segments/:code/shares/:sharingId`,
  params: z.object({ code: segmentCodeSchema, sharingId: sharingIdParam }),
  response: z.object({ status: z.boolean(), message: z.string() }),
});
/** Not an oracle: only a caller who could share with the user learns their role. */
export const checkUserRole = operation({
  method: 'POST',
  path: `${P}/users/role-check`,
  body: roleCheckBody,
  response: envelope(z.object({ result: z.boolean() })),
});

/** What a caller sends to share a segment (before the service's parsing). */
export type ShareSegmentInput = z.input<typeof shareBody>;
