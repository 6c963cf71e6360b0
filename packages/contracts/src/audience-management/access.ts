import { z } from 'zod';
import { ACCESS_MESSAGES, ACCESS_REQUEST_ACTIONS } from '@inca/domain';
import { envelope } from '../envelope.ts';
import { operation } from '../operation.ts';
import { companyCodeSchema, csvQuery, idField, intField, isoDateField, multiLineText, searchText, singleLineText } from '../fields.ts';
import { attributeCategoryDto, companyRefDto, previewDto } from './rows.ts';
import { segmentCodeSchema, segmentCodesQuery } from './segments.ts';

/** Data access calls: the exception screen (requests, restrictions, attribute restrictions, audit) and cross-table segments. */

const P = '/audience-management';

const statusField = z.enum(['PENDING', 'APPROVED', 'DECLINED'], { message: 'Estado inválido.' });
export const accessRequestListQuery = z.object({
  status: csvQuery(statusField),
  requesting_company_code: csvQuery(companyCodeSchema),
  requested_company_code: csvQuery(companyCodeSchema),
  requested_by: searchText('El solicitante').optional(),
  segment_name: searchText('El nombre del segmento').optional(),
  state_date_from: isoDateField().optional(),
  state_date_to: isoDateField().optional(),
  until_date_from: isoDateField().optional(),
  until_date_to: isoDateField().optional(),
  page: intField({ min: 1, max: 100_000, message: 'Página inválida.' }).default(1),
  page_size: intField({ min: 1, max: 100, message: 'Tamaño de página inválido (1 a 100).' }).default(10),
});
const requiredMessage = ACCESS_MESSAGES.required;
export const saveRequestBody = z.object({
  segment_code: segmentCodeSchema.optional(),
  company_code: z.array(companyCodeSchema, { message: requiredMessage }).max(20, 'Demasiadas empresas (máximo 20).').optional(),
  end_date: isoDateField().optional(),
  reason: multiLineText('El motivo', { max: 200 }).optional(),
});
export const requestIdParam = idField('Solicitud inválida.');
export const requestIdBody = z.object({ id: requestIdParam });
export const acceptBody = requestIdBody.extend({
  request_until_date: isoDateField(),
  action: z
    .union([z.literal(ACCESS_REQUEST_ACTIONS.APPROVE), z.literal(ACCESS_REQUEST_ACTIONS.UPDATE)], { message: 'Acción inválida.' })
    .default(ACCESS_REQUEST_ACTIONS.APPROVE),
});
const idsField = z
  .array(idField('Solicitud inválida.'), { message: ACCESS_MESSAGES.selectAtLeastOne })
  .max(500, 'Demasiadas solicitudes (máximo 500).');
export const massiveAcceptBody = z.object({ ids: idsField, request_until_date: isoDateField() });
export const massiveDeclineBody = z.object({ ids: idsField });
export const requestableSearch = searchText('El nombre del segmento').optional();
export const restrictionBody = z.object({
  company_code: companyCodeSchema,
  restrictions: z.array(companyCodeSchema, { message: 'Debe indicar la lista de empresas.' }).max(50),
});
export const attributeRestrictionBody = z.object({
  company_code: companyCodeSchema,
  attributes: z
    .array(intField({ min: 1, max: 1_000_000, message: 'Identificador de atributo inválido.' }), {
      message: 'Debe indicar la lista de atributos.',
    })
    .max(2_000),
});
export const companyQuery = z.object({ company_code: companyCodeSchema });
const crossTableFields = {
  company_code: companyCodeSchema,
  sandbox: z.preprocess(
    (v) => (v === 'true' ? true : v === 'false' ? false : v),
    z.boolean({ message: 'Debe indicar si usa un sandbox.' }),
  ),
  inca_table: singleLineText('La tabla', 'name', { max: 300 }).optional(),
  sandbox_use_case: singleLineText('El caso de uso', 'name', { max: 100 }).optional(),
  sandbox_segment: singleLineText('El grupo', 'name', { max: 100 }).optional(),
};
export const crossPreviewInput = z.object(crossTableFields);
export type CrossPreviewInput = z.output<typeof crossPreviewInput>;
export const crossSaveBody = z.object({
  ...crossTableFields,
  preview_id: singleLineText('El identificador de previsualización', 'code').optional(),
  segment_name: singleLineText('El nombre', 'name').default(''),
  segment_description: multiLineText('La descripción').default(''),
  segment_type_name: singleLineText('El tipo de segmento', 'code').default(''),
});
export type CrossSaveBody = z.output<typeof crossSaveBody>;

// ───────────── answers ─────────────

export const auditEntryDto = z.object({ action: z.string(), actor: z.string(), at: z.string(), before: z.unknown(), after: z.unknown() });
export type AuditEntryDto = z.output<typeof auditEntryDto>;
export const accessRequestDto = z.object({
  id: z.string(),
  requesting_company: companyRefDto,
  requested_company: companyRefDto,
  request_user: z.string(),
  fecha_estado: z.string(),
  request_until_date: z.string().nullable(),
  status: z.enum(['PENDING', 'APPROVED', 'DECLINED']),
  segment_code: z.string(),
  segment_business_name: z.string(),
  segment_description: z.string(),
  segment_type_id: z.number(),
  reviewed_by: z.string().nullable(),
  can_decide: z.boolean(),
  can_update_until_date: z.boolean(),
  audit: z.array(auditEntryDto),
});
export type AccessRequestDto = z.output<typeof accessRequestDto>;
export const accessRequestPageDto = z.object({
  items: z.array(accessRequestDto),
  total: z.number(),
  page: z.number(),
  page_size: z.number(),
});
export type AccessRequestPageDto = z.output<typeof accessRequestPageDto>;
export const companyRestrictionDto = z.object({
  company: companyRefDto,
  restricted: z.array(companyRefDto),
  audit: z.array(auditEntryDto),
});
export type CompanyRestrictionDto = z.output<typeof companyRestrictionDto>;
const attributeRestrictionItem = z.object({
  company_code: z.string(),
  company: companyRefDto,
  attribute_mapping_id: z.array(z.number()),
  audit: z.array(auditEntryDto),
});
export type AttributeRestrictionDto = { company: z.output<typeof companyRefDto>; attribute_ids: number[]; audit: AuditEntryDto[] };
export const requestableSegmentDto = z.object({
  code: z.string(),
  business_name: z.string(),
  owner_company: companyRefDto,
  segment_type_id: z.number(),
});
export type RequestableSegmentDto = z.output<typeof requestableSegmentDto>;
export const crossTableDefinitionDto = z.object({
  sandbox: z.boolean(),
  relative_resource_name: z.string().nullable(),
  project_id: z.string().nullable(),
  dataset_id: z.string().nullable(),
  table_id: z.string().nullable(),
  use_case: z.string().nullable(),
  group: z.string().nullable(),
  process_date: z.string().nullable(),
  num_rows: z.number().nullish(),
});
export type CrossTableDefinitionDto = z.output<typeof crossTableDefinitionDto>;
export const exceptionAccessDto = z.object({
  configuration: z.boolean(),
  requests: z.boolean(),
  request_exception: z.boolean(),
  decides_for: z.union([z.literal('ALL'), z.array(z.string())]),
});
export type ExceptionAccessDto = z.output<typeof exceptionAccessDto>;
const withMessage = <T extends z.ZodType>(data: T) => envelope(data).extend({ message: z.string() });
const restrictionItem = companyRestrictionDto.extend({ company_code: z.string(), restriction: z.array(z.string()) });
const savedSegment = withMessage(z.object({ code: z.string() }).passthrough());

export const getExceptionAccess = operation({
  method: 'GET',
  path: `${P}/access/exception-access`,
  response: envelope(exceptionAccessDto),
});
export const listAccessRequests = operation({
  method: 'GET',
  path: `${P}/access/requests/list`,
  query: accessRequestListQuery,
  response: envelope(accessRequestPageDto),
});
export const getAccessRequest = operation({
  method: 'GET',
  path: `${P}/access/requests/:id`,
  params: z.object({ id: requestIdParam }),
  response: envelope(accessRequestDto),
});
export const saveAccessRequests = operation({
  method: 'POST',
  path: `${P}/access/requests/save`,
  body: saveRequestBody,
  response: withMessage(z.array(accessRequestDto)),
});
export const acceptAccessRequest = operation({
  method: 'POST',
  path: `${P}/access/requests/accept`,
  body: acceptBody,
  response: withMessage(accessRequestDto),
});
export const declineAccessRequest = operation({
  method: 'POST',
  path: `${P}/access/requests/decline`,
  body: requestIdBody,
  response: withMessage(accessRequestDto),
});
export const massiveAcceptAccessRequests = operation({
  method: 'POST',
  path: `${P}/access/requests/massive-accept`,
  body: massiveAcceptBody,
  response: withMessage(z.array(accessRequestDto)),
});
export const massiveDeclineAccessRequests = operation({
  method: 'POST',
  path: `${P}/access/requests/massive-decline`,
  body: massiveDeclineBody,
  response: withMessage(z.array(accessRequestDto)),
});
export const listRequestableSegments = operation({
  method: 'GET',
  path: `${P}/access/requestable-segments`,
  query: z.object({ search: requestableSearch }),
  response: envelope(z.array(requestableSegmentDto)),
});
export const listRestrictions = operation({
  method: 'GET',
  path: `${P}/access/restrictions`,
  response: envelope(z.array(restrictionItem)),
});
export const updateRestrictions = operation({
  method: 'POST',
  path: `${P}/access/restrictions/update`,
  body: restrictionBody,
  response: envelope(restrictionItem),
});
export const getAttributeRestrictions = operation({
  method: 'GET',
  path: `${P}/access/attribute-restrictions`,
  query: companyQuery,
  response: envelope(attributeRestrictionItem),
});
export const saveAttributeRestrictions = operation({
  method: 'POST',
  path: `${P}/access/attribute-restrictions/save`,
  body: attributeRestrictionBody,
  response: withMessage(attributeRestrictionItem),
});
export const listAccessAttributes = operation({
  method: 'GET',
  path: `${P}/access/attributes`,
  response: envelope(z.object({ categories: z.array(attributeCategoryDto) })),
});

// §7 cross table: preview (GET with the selection in the query, as the spec names it, or POST), create, edit.
export const previewCrossTable = operation({
  method: 'GET',
  path: `${P}/crossing-segment/preview`,
  query: crossPreviewInput,
  response: envelope(previewDto.extend({ preview_id: z.string() })),
});
export const previewCrossTableByBody = operation({
  method: 'POST',
  path: `${P}/crossing-segment/preview`,
  body: crossPreviewInput,
  response: envelope(previewDto.extend({ preview_id: z.string() })),
});
export const createCrossTable = operation({
  method: 'POST',
  path: `${P}/crossing-segment/create`,
  body: crossSaveBody,
  response: savedSegment,
});
export const updateCrossTable = operation({
  method: 'PUT',
  path: `${P}/crossing-segment/:code`,
  params: z.object({ code: segmentCodeSchema }),
  body: crossSaveBody,
  response: savedSegment,
});
/** Cross-table sources of many segments at once (the visible ones; others absent). */
export const listCrossTableDefinitions = operation({
  method: 'GET',
  path: `${P}/crossing-segment/definitions`,
  query: z.object({ codes: segmentCodesQuery }),
  response: envelope(z.array(z.object({ code: z.string(), cross_table: crossTableDefinitionDto.nullable() }))),
});

/** What a caller sends (before the service's parsing). */
export type SaveRequestInput = z.input<typeof saveRequestBody>;
export type AcceptRequestInput = z.input<typeof acceptBody>;
export type CrossPreviewRequest = z.input<typeof crossPreviewInput>;
export type CrossSaveRequest = z.input<typeof crossSaveBody>;
