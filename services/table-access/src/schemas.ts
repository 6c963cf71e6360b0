import { z } from 'zod';
import { ACCESS_MESSAGES, ACCESS_REQUEST_ACTIONS } from '@inca/domain';
import { companyCodeSchema, emailField, idField, intField, isoDateField, multiLineText, searchText, singleLineText } from '@inca/service-kit';

/** Input schemas of the table-access calls (Spanish messages through the service-kit error map). */
const rrnField = singleLineText('La tabla', 'name', { max: 300, required: ACCESS_MESSAGES.viewRequired }).refine(
  (v) => /^projects\/[a-z0-9_-]+\/datasets\/[a-z0-9_]+\/tables\/[a-z0-9_]+$/.test(v),
  ACCESS_MESSAGES.tableMissing,
);
export const tableBody = z.object({ relative_resource_name: rrnField });
const pageFields = {
  page: intField({ min: 1, max: 100_000, message: 'Página inválida.' }).default(1),
  page_size: intField({ min: 1, max: 100, message: 'Tamaño de página inválido (1 a 100).' }).default(10),
};
export const searchBody = z.object({ text: z.string({ message: ACCESS_MESSAGES.searchRequired }).max(200, 'El texto a buscar es demasiado largo.'), domain: z.string().max(100).optional(), ...pageFields });
const reasonField = multiLineText('El motivo', { max: 200, required: 'El motivo es requerido' }).refine((v) => v.trim().length > 0, 'El motivo es requerido');
export const requestBody = z.object({ relative_resource_name: rrnField, reason: reasonField, until_date: isoDateField() });
export const productivizeBody = z.object({ relative_resource_name: rrnField, use_case: singleLineText('El caso de uso', 'name', { max: 100, required: 'El caso de uso es requerido' }), reason: reasonField });
export const acceptBody = z.object({ id: idField('Solicitud inválida.'), request_until_date: isoDateField(), action: z.union([z.literal(ACCESS_REQUEST_ACTIONS.APPROVE), z.literal(ACCESS_REQUEST_ACTIONS.UPDATE)], { message: 'Acción inválida.' }).default(ACCESS_REQUEST_ACTIONS.APPROVE) });
export const declineBody = z.object({ id: idField('Solicitud inválida.') });
export const listBody = z.object({
  status: z.array(z.enum(['PENDING', 'APPROVED', 'DECLINED'], { message: 'Estado inválido.' })).max(3).optional(),
  mine: z.boolean().optional(),
  table: searchText('La tabla').optional(),
  requested_by: searchText('El solicitante').optional(),
  state_date_from: isoDateField().optional(),
  state_date_to: isoDateField().optional(),
  ...pageFields,
});
export const userAccessBody = z.object({ email: emailField(), include_expired: z.boolean().default(true) });
export const tempOwnerBody = z.object({ relative_resource_name: rrnField, email: emailField(), until_date: isoDateField() });
export const objectAccessBody = z.object({ domain: z.string().max(100).optional(), include_expired: z.boolean().default(false) });
export const useCasesBody = z.object({ company_code: companyCodeSchema });
export const clockBody = z.object({ today: isoDateField().nullable() });
