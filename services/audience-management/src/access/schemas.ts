import { z } from 'zod';
import { ACCESS_MESSAGES, ACCESS_REQUEST_ACTIONS } from '@inca/domain';
import { companyCodeSchema, csvQuery, idField, intField, isoDateField, multiLineText, searchText, singleLineText } from '@inca/service-kit';
import { segmentCodeSchema } from '../segments/schemas.ts';

/** Input schemas of the access calls: exception screen (requests, restrictions) and cross-table segments. */
const statusField = z.enum(['PENDING', 'APPROVED', 'DECLINED'], { message: 'Estado inválido.' });
export const listQuery = z.object({
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
export const idBody = z.object({ id: requestIdParam });
export const acceptBody = idBody.extend({
  request_until_date: isoDateField(),
  action: z.union([z.literal(ACCESS_REQUEST_ACTIONS.APPROVE), z.literal(ACCESS_REQUEST_ACTIONS.UPDATE)], { message: 'Acción inválida.' }).default(ACCESS_REQUEST_ACTIONS.APPROVE),
});
const idsField = z.array(idField('Solicitud inválida.'), { message: ACCESS_MESSAGES.selectAtLeastOne }).max(500, 'Demasiadas solicitudes (máximo 500).');
export const massiveAcceptBody = z.object({ ids: idsField, request_until_date: isoDateField() });
export const massiveDeclineBody = z.object({ ids: idsField });
export const requestableSearch = searchText('El nombre del segmento').optional();
export const restrictionBody = z.object({ company_code: companyCodeSchema, restrictions: z.array(companyCodeSchema, { message: 'Debe indicar la lista de empresas.' }).max(50) });
export const attributeRestrictionBody = z.object({
  company_code: companyCodeSchema,
  attributes: z.array(intField({ min: 1, max: 1_000_000, message: 'Identificador de atributo inválido.' }), { message: 'Debe indicar la lista de atributos.' }).max(2_000),
});
export const companyQuery = z.object({ company_code: companyCodeSchema });
const crossTableFields = {
  company_code: companyCodeSchema,
  sandbox: z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean({ message: 'Debe indicar si usa un sandbox.' })),
  inca_table: singleLineText('La tabla', 'name', { max: 300 }).optional(),
  sandbox_use_case: singleLineText('El caso de uso', 'name', { max: 100 }).optional(),
  sandbox_segment: singleLineText('El grupo', 'name', { max: 100 }).optional(),
};
export const crossPreviewInput = z.object(crossTableFields);
export const crossSaveBody = z.object({
  ...crossTableFields,
  preview_id: singleLineText('El identificador de previsualización', 'code').optional(),
  segment_name: singleLineText('El nombre', 'name').default(''),
  segment_description: multiLineText('La descripción').default(''),
  segment_type_name: singleLineText('El tipo de segmento', 'code').default(''),
});
