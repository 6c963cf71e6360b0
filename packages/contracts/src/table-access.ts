import { z } from 'zod';
import { ACCESS_MESSAGES, ACCESS_REQUEST_ACTIONS } from '@inca/domain';
import { envelope } from './envelope.ts';
import { companyCodeSchema, emailField, idField, intField, isoDateField, multiLineText, searchText, singleLineText } from './fields.ts';
import { operation } from './operation.ts';

/**
 * The table-access service (spec §7): the caller's tables and grants, the catalogue search, table
 * validation, sandbox use cases and the table-access requests with their audit trail. Every call is
 * a POST; the login is always the verified token's ("login" blocks in a body are ignored).
 */

const rrnField = singleLineText('La tabla', 'name', { max: 300, required: ACCESS_MESSAGES.viewRequired }).refine(
  (v) => /^projects\/[a-z0-9_-]+\/datasets\/[a-z0-9_]+\/tables\/[a-z0-9_]+$/.test(v),
  ACCESS_MESSAGES.tableMissing,
);
export const tableBody = z.object({ relative_resource_name: rrnField });
const pageFields = {
  page: intField({ min: 1, max: 100_000, message: 'Página inválida.' }).default(1),
  page_size: intField({ min: 1, max: 100, message: 'Tamaño de página inválido (1 a 100).' }).default(10),
};
export const searchBody = z.object({
  text: z.string({ message: ACCESS_MESSAGES.searchRequired }).max(200, 'El texto a buscar es demasiado largo.'),
  domain: z.string().max(100).optional(),
  ...pageFields,
});
const reasonField = multiLineText('El motivo', { max: 200, required: 'El motivo es requerido' }).refine(
  (v) => v.trim().length > 0,
  'El motivo es requerido',
);
export const requestBody = z.object({ relative_resource_name: rrnField, reason: reasonField, until_date: isoDateField() });
export const productivizeBody = z.object({
  relative_resource_name: rrnField,
  use_case: singleLineText('El caso de uso', 'name', { max: 100, required: 'El caso de uso es requerido' }),
  reason: reasonField,
});
export const acceptBody = z.object({
  id: idField('Solicitud inválida.'),
  request_until_date: isoDateField(),
  action: z
    .union([z.literal(ACCESS_REQUEST_ACTIONS.APPROVE), z.literal(ACCESS_REQUEST_ACTIONS.UPDATE)], { message: 'Acción inválida.' })
    .default(ACCESS_REQUEST_ACTIONS.APPROVE),
});
export const declineBody = z.object({ id: idField('Solicitud inválida.') });
export const listBody = z.object({
  status: z
    .array(z.enum(['PENDING', 'APPROVED', 'DECLINED'], { message: 'Estado inválido.' }))
    .max(3)
    .optional(),
  mine: z.boolean().optional(),
  table: searchText('La tabla').optional(),
  requested_by: searchText('El solicitante').optional(),
  state_date_from: isoDateField().optional(),
  state_date_to: isoDateField().optional(),
  ...pageFields,
});
/** Only `include_expired: true` shows expired grants; any other value (or none) hides them. */
export const myTablesBody = z.object({ include_expired: z.unknown().optional() }).passthrough();
export const userAccessBody = z.object({ email: emailField(), include_expired: z.boolean().default(true) });
export const tempOwnerBody = z.object({ relative_resource_name: rrnField, email: emailField(), until_date: isoDateField() });
export const objectAccessBody = z.object({ domain: z.string().max(100).optional(), include_expired: z.boolean().default(false) });
export const useCasesBody = z.object({ company_code: companyCodeSchema });
export const clockBody = z.object({ today: isoDateField().nullable() });
/** `{app}` names the consuming application ('audiences'). */
const appParams = z.object({ app: z.string() });

/** Row counts are PostgreSQL bigints, answered as text. */
const count = z.union([z.string(), z.number()]);

/** A grant of a login on a table or view. */
export const grantDto = z.object({
  relative_resource_name: z.string(),
  domain: z.string(),
  project_id: z.string(),
  dataset_id: z.string(),
  object_id: z.string(),
  is_view: z.boolean(),
  description: z.string(),
  permission_expiration_date: z.string().nullable(),
  expired: z.boolean(),
  num_rows: count,
  login: z.string(),
});
export type GrantDto = z.output<typeof grantDto>;

export const warehouseFieldDto = z.object({ name: z.string(), type: z.string(), description: z.string() });
export type WarehouseFieldDto = z.output<typeof warehouseFieldDto>;

/** A catalogue table or view with the caller's access state on it. */
export const warehouseTableDto = z.object({
  relative_resource_name: z.string(),
  project_id: z.string(),
  dataset_id: z.string(),
  table_id: z.string(),
  is_view: z.boolean(),
  domain: z.string(),
  company_code: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  fields: z.array(warehouseFieldDto),
  num_rows: count,
  creation_time: z.string(),
  access: z.enum(['ACTIVE', 'EXPIRED', 'PENDING', 'NONE']),
  permission_expiration_date: z.string().nullable(),
});
export type WarehouseTableDto = z.output<typeof warehouseTableDto>;

export const tableSearchResultDto = z.object({ table: warehouseTableDto, rank: z.number() });
export type TableSearchResultDto = z.output<typeof tableSearchResultDto>;
export const tableSearchPageDto = z.object({
  items: z.array(tableSearchResultDto),
  total: z.number(),
  page: z.number(),
  page_size: z.number(),
});
export type TableSearchPageDto = z.output<typeof tableSearchPageDto>;
export const tableDomainDto = z.object({ domain: z.string(), company_code: z.string(), label: z.string() });
export type TableDomainDto = z.output<typeof tableDomainDto>;

/** Whether the caller may use a table now (verify_table_status); an OK answer names where it lives. */
export const tableStatusDto = z.object({
  relative_resource_name: z.string(),
  status: z.enum(['OK', 'EXPIRED', 'NO_ACCESS', 'NOT_FOUND']),
  message: z.string().nullable(),
  permission_expiration_date: z.string().nullable(),
  num_rows: count.nullable(),
  dataset_id: z.string().optional(),
  table_id: z.string().optional(),
  company_code: z.string().optional(),
});
export type TableStatusDto = z.output<typeof tableStatusDto>;

export const sandboxUseCaseDto = z.object({
  use_case: z.string(),
  group: z.string(),
  process_date: z.string(),
  num_rows: count,
  company_code: z.string(),
  attributes: z.array(z.string()),
});
export type SandboxUseCaseDto = z.output<typeof sandboxUseCaseDto>;

export const tableAuditEntryDto = z.object({
  action: z.string(),
  actor: z.string(),
  at: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type TableAuditEntryDto = z.output<typeof tableAuditEntryDto>;

/** A table-access request as one viewer sees it: the table as the requester sees it, what the viewer may do, its audit. */
export const tableAccessRequestDto = z.object({
  id: z.string(),
  kind: z.enum(['ACCESS', 'PRODUCTIVIZE']),
  table: warehouseTableDto,
  requested_by: z.string(),
  requesting_company_code: z.string(),
  reason: z.string(),
  use_case: z.string().nullable(),
  status: z.enum(['PENDING', 'APPROVED', 'DECLINED']),
  state_date: z.string(),
  until_date: z.string().nullable(),
  reviewed_by: z.string().nullable(),
  can_decide: z.boolean(),
  can_update_until_date: z.boolean(),
  audit: z.array(tableAuditEntryDto),
});
export type TableAccessRequestDto = z.output<typeof tableAccessRequestDto>;
export const tableAccessRequestPageDto = z.object({
  items: z.array(tableAccessRequestDto),
  total: z.number(),
  page: z.number(),
  page_size: z.number(),
});
export type TableAccessRequestPageDto = z.output<typeof tableAccessRequestPageDto>;

export const clockDto = z.object({ today: z.string(), test_mode: z.boolean() });

const T = '/tables_views';
const grants = envelope(z.array(grantDto));
/** A request's answer after a change, with the Spanish confirmation. */
const changedRequest = envelope(tableAccessRequestDto).extend({ message: z.string() });

export const listMyTables = operation({ method: 'POST', path: `${T}/access/my_tables`, body: myTablesBody, response: grants });
/** Every grant of the caller, expired ones included and marked. */
export const listMyAccess = operation({ method: 'POST', path: `${T}/access/my_access`, response: grants });
/** Grants of another user: audience admin only. */
export const listUserAccess = operation({ method: 'POST', path: `${T}/access/user_access`, body: userAccessBody, response: grants });
/** A direct, dated grant without a request (temporary owner): audience admin only. */
export const createTempOwner = operation({ method: 'POST', path: `${T}/access/create_temp_owner`, body: tempOwnerBody, response: grants });
export const getObjectAccess = operation({
  method: 'POST',
  path: `${T}/:app/get_object_access`,
  params: appParams,
  body: objectAccessBody,
  response: grants,
});
export const verifyTableStatus = operation({
  method: 'POST',
  path: `${T}/:app/verify_table_status`,
  params: appParams,
  body: tableBody,
  response: envelope(tableStatusDto),
});
/** Catalogue search: at least 3 letters, ranked, one domain (the caller's own unless admin). */
export const searchTables = operation({ method: 'POST', path: `${T}/search`, body: searchBody, response: envelope(tableSearchPageDto) });
export const listDomains = operation({ method: 'POST', path: `${T}/domains`, response: envelope(z.array(tableDomainDto)) });
export const getTable = operation({ method: 'POST', path: `${T}/table`, body: tableBody, response: envelope(warehouseTableDto) });
export const listUseCases = operation({
  method: 'POST',
  path: `${T}/use_cases/list`,
  body: useCasesBody,
  response: envelope(z.array(sandboxUseCaseDto)),
});
export const getClock = operation({ method: 'POST', path: `${T}/clock`, response: envelope(clockDto) });
/** Test mode only: an audience admin moves the service's today. */
export const setTestClock = operation({ method: 'POST', path: `${T}/test_clock`, body: clockBody, response: envelope(clockDto) });

/** The caller's own pending requests. */
export const listPendingObjectAccess = operation({
  method: 'POST',
  path: `${T}/:app/get_pending_object_access`,
  params: appParams,
  response: envelope(z.array(tableAccessRequestDto)),
});
export const listRequests = operation({
  method: 'POST',
  path: `${T}/requests/list`,
  body: listBody,
  response: envelope(tableAccessRequestPageDto),
});
export const createRequest = operation({ method: 'POST', path: `${T}/requests/create`, body: requestBody, response: changedRequest });
export const requestProductivize = operation({
  method: 'POST',
  path: `${T}/requests/productivize`,
  body: productivizeBody,
  response: changedRequest,
});
/** Approves a request, or moves an approved one's end date (action 3). */
export const acceptRequest = operation({ method: 'POST', path: `${T}/requests/accept`, body: acceptBody, response: changedRequest });
export const declineRequest = operation({ method: 'POST', path: `${T}/requests/decline`, body: declineBody, response: changedRequest });
