import { companyScopeFor, isAudienceAdmin, isDataSteward, scopeIncludes, type Identity } from './roles.ts';
import { builderFieldErrors } from './segments.ts';

/**
 * Data access (spec segment-building-access-coupons-config §2.3–2.5, §4, §5, §6, §8): access-request
 * states and actions, table-access expiry, the productivize rule, table search input and who sees
 * which tab of the exception screen. Pure rules: the services enforce them, the web hides buttons.
 */

export const ACCESS_REQUEST_STATUSES = ['PENDING', 'APPROVED', 'DECLINED'] as const;
export type AccessRequestStatus = (typeof ACCESS_REQUEST_STATUSES)[number];

/** Action codes of §9: 1 approve, 2 decline, 3 update the until date. */
export const ACCESS_REQUEST_ACTIONS = { APPROVE: 1, DECLINE: 2, UPDATE: 3 } as const;
export type AccessRequestAction = keyof typeof ACCESS_REQUEST_ACTIONS;

export const ACCESS_MESSAGES = {
  expired: 'El acceso a la tabla ha expirado, debe volver a solicitar el acceso.',
  verifyTable: '¡Debe verificar la existencia y acceso a la tabla!',
  tableMissing: '¡La tabla no existe o la cuenta de servicio no cuenta con acceso!',
  productivizeFields: 'La tabla no tiene los mismos campos que el caso de uso.',
  searchRequired: 'Ingrese un texto a buscar.',
  searchTooShort: 'Ingrese al menos 3 letras.',
  selectAtLeastOne: 'Debe seleccionar al menos un registro.',
  viewRequired: 'La Vista es requerida',
  groupRequired: 'El grupo es requerido',
  required: 'Este campo es requerido',
  approved: 'La solicitud se aprobó correctamente.',
  updated: 'La solicitud se actualizó correctamente.',
  declined: 'La solicitud se rechazó correctamente.',
  registered: 'La solicitud se ha registrado correctamente.',
  notPending: 'Solo se puede aprobar o rechazar una solicitud pendiente.',
  notApproved: 'Solo se puede actualizar la fecha de una solicitud aprobada.',
  declinedFinal: 'La solicitud fue rechazada: solo se puede ver.',
  untilDatePast: 'La fecha de término debe ser hoy o una fecha futura.',
  pendingExists: 'Ya existe una solicitud pendiente para esta tabla.',
  ownRequest: 'Quien hace la solicitud no puede decidirla: debe hacerlo otro responsable.',
} as const;

/**
 * Four eyes: whoever filed a request does not decide it (approve, decline or move its date), the
 * admin and the steward included; another approver does. True when the decision must be refused.
 */
export const decidesOwnRequest = (requestedBy: string, deciderEmail: string): boolean =>
  requestedBy.trim().toLowerCase() === deciderEmail.trim().toLowerCase();

/** §4: the status an action leads to from a status, or the Spanish reason it is refused. */
export function accessRequestTransition(
  status: AccessRequestStatus,
  action: AccessRequestAction,
): { ok: true; next: AccessRequestStatus } | { ok: false; message: string } {
  if (status === 'DECLINED') return { ok: false, message: ACCESS_MESSAGES.declinedFinal };
  if (action === 'UPDATE')
    return status === 'APPROVED' ? { ok: true, next: 'APPROVED' } : { ok: false, message: ACCESS_MESSAGES.notApproved };
  if (status !== 'PENDING') return { ok: false, message: ACCESS_MESSAGES.notPending };
  return { ok: true, next: action === 'APPROVE' ? 'APPROVED' : 'DECLINED' };
}

/** §4: the spec's flags of a status (accepted=1 once approved, declined=1 once declined). */
export const requestFlags = (status: AccessRequestStatus) => ({
  flag_request_accepted: status === 'APPROVED' ? '1' : '0',
  flag_request_declined: status === 'DECLINED' ? '1' : '0',
});

/** §4 cross table: access is expired when today is later than the expiration date (the date itself still counts). */
export const isAccessExpired = (expirationDate: string | null | undefined, today: string): boolean =>
  Boolean(expirationDate) && today.slice(0, 10) > expirationDate!.slice(0, 10);

/** §5 table search: trimmed text required, at least 3 characters; the problem's message or undefined. */
export function tableSearchProblem(text: string | null | undefined): string | undefined {
  const trimmed = (text ?? '').trim();
  if (!trimmed) return ACCESS_MESSAGES.searchRequired;
  if ([...trimmed].length < 3) return ACCESS_MESSAGES.searchTooShort;
  return undefined;
}

/** §5 productivize: the use-case attributes the table lacks (empty means the request may go on). */
export function productivizeMissingFields(tableFields: readonly string[], useCaseAttributes: readonly string[]): string[] {
  const have = new Set(tableFields.map((f) => f.toLowerCase()));
  return useCaseAttributes.filter((a) => !have.has(a.toLowerCase()));
}

/** §5 productivize: the request ends 20 years after today (YYYY-MM-DD; 29 February becomes 28 February). */
export function productivizeUntilDate(today: string): string {
  const [y, m, d] = today.slice(0, 10).split('-').map(Number) as [number, number, number];
  const year = y + 20;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const day = m === 2 && d === 29 && !leap ? 28 : d;
  return `${year}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** A date the user chose as an end or until date: today or later. */
export const untilDateProblem = (untilDate: string, today: string): string | undefined =>
  untilDate.slice(0, 10) < today.slice(0, 10) ? ACCESS_MESSAGES.untilDatePast : undefined;

/** §6: the tabs of the exception screen. `approveRequestData` is the viewer's own company's flag. */
export function exceptionTabs(identity: Pick<Identity, 'roles'>, approveRequestData: boolean) {
  return {
    configuration: isAudienceAdmin(identity),
    requests: isAudienceAdmin(identity) || (isDataSteward(identity) && approveRequestData),
    requestException: true,
  };
}

/**
 * Who may approve, decline or re-date a request for data of `dataCompany` (the requested company,
 * or the company owning a table): the audience admin; a steward whose company has
 * approve_request_data, for companies of their scope. (§6 leaves approval beyond the tab rule open.)
 */
export function mayDecideRequest(
  identity: Pick<Identity, 'roles' | 'companyCode'>,
  companyAccess: readonly string[],
  approveRequestData: boolean,
  dataCompany: string,
): boolean {
  if (isAudienceAdmin(identity)) return true;
  if (!isDataSteward(identity) || !approveRequestData) return false;
  return scopeIncludes(companyScopeFor(identity, companyAccess), dataCompany);
}

/** §9: the cross-table description counter. */
export const CROSS_TABLE_DESCRIPTION_MAX = 200;

/**
 * §5 cross table: the builder's name, description and type rules, a description of at most 200
 * characters, and the table (switch off) or the sandbox group (switch on). Field → Spanish message.
 */
export function crossTableFieldErrors(input: {
  name: string;
  description: string;
  typeName: string;
  companyAlias: string;
  sandbox: boolean;
  table?: string | null;
  group?: string | null;
}): Record<string, string> {
  const errors = builderFieldErrors(input);
  if (!errors.description && input.description.trim().length > CROSS_TABLE_DESCRIPTION_MAX)
    errors.description = 'La descripción debe tener máximo 200 caracteres';
  Object.assign(errors, crossTableSourceErrors(input));
  return errors;
}

/** The table or group a cross-table preview needs. */
export function crossTableSourceErrors(input: { sandbox: boolean; table?: string | null; group?: string | null }): Record<string, string> {
  if (input.sandbox) return input.group?.trim() ? {} : { group: ACCESS_MESSAGES.groupRequired };
  return input.table?.trim() ? {} : { table: ACCESS_MESSAGES.viewRequired };
}
