import { PLATFORMS, type Platform } from './companyFlags.ts';
import { CORPORATE_COMPANY, isAudienceAdmin, isDataSteward, isRetailAnalyst, type Identity } from './roles.ts';
import { unsafeTextError } from './segments.ts';

/**
 * Audience rules (spec audiences §3–§6), pure: the audience-management service enforces them and
 * the web validates and hides actions with the same functions. Messages are the spec's, verbatim,
 * where it quotes one.
 */

export const AUDIENCE_NAME_PREFIX = 'INCA_';
export const ADOBE_TABLE_PREFIX = 't_inca_rel_';
export const AUDIENCE_FREQUENCIES = ['1_DAY', '1_WEEK', '15_DAY', '1_MONTH', '6_MONTH'] as const;
export type AudienceFrequencyCode = (typeof AUDIENCE_FREQUENCIES)[number];
export const AUDIENCE_STATUS = { NOT_SENT: 'P_NOD', SENT: 'P_ENV', UPDATING: 'P_ACT', PUBLISHED: 'P_PUB' } as const;
export const GOOGLE_AUDIENCE_TYPES = ['CONTACT_INFO', 'MOBILE_ADVERTISING_ID'] as const;
export type GoogleAudienceType = (typeof GOOGLE_AUDIENCE_TYPES)[number];
export const GOOGLE_APP_ID_TYPES = ['APP_STORE', 'GOOGLE_PLAY'] as const;
export type GoogleAppIdType = (typeof GOOGLE_APP_ID_TYPES)[number];
/** Platforms whose audiences allow only name and description to change on update (§4). */
export const NAME_ONLY_UPDATE_PLATFORMS: readonly Platform[] = ['gads', 'fbk', 'tiktok', 'criteo'];
/** Platforms never billed (§6). */
export const UNBILLED_PLATFORMS: readonly Platform[] = ['salesforce', 'talonone'];
export const AUDIENCE_NAME_MAX_CREATE = 45;
export const AUDIENCE_NAME_MAX_EDIT = 50;
export const BULK_UPDATE_MAX = 500;

export const AUDIENCE_MESSAGES = {
  required: 'Este campo es requerido',
  nameTooLong: 'El nombre de la audiencia debe ser máximo de 50 caracteres.',
  frequencyRequired: 'Debe seleccionar la frecuencia de actualización.',
  weekdayRequired: 'Debe seleccionar el día de actualización.',
  weekdayRange: 'El día de actualización debe ser entre 0 y 6',
  monthDayRequired: 'Debe ingresar el día de actualización.',
  monthDayRange: 'El día de actualización debe ser entre 1 y 28',
  platformRequired: 'Debe seleccionar al menos una plataforma publicitaria.',
  salesforceAutomation: 'Debe crear el flujo de automatización antes de crear una audiencia para la Plataforma Salesforce.',
  googleRequired: 'El campo es requerido.',
  googleMax: 'Máximo 50 caracteres.',
  googlePlayFormat: 'Formato inválido para Google Play. Use formato: com.ejemplo.app',
  appStoreFormat: 'Formato inválido para App Store. Use formato: id987654321',
  adobeVariableFormat: 'Formato no válido "_____._____._____".',
  bulkEndDate: 'La fecha fin debe ser mayor a la fecha actual.',
  bulkFrequency: 'Por favor, seleccione una frecuencia.',
  bulkMonthDay: 'El día debe estar entre 1 y 28 para frecuencia mensual.',
  // Designed here (the spec quotes no text for these).
  datesOrder: 'La fecha de inicio no puede ser posterior a la fecha de fin.',
  dateFormat: 'Fecha inválida: use el formato AAAA-MM-DD con una fecha que exista.',
  adobeMax30: 'Máximo 30 caracteres.',
  adobeTableMax: (max: number) => `Máximo ${max} caracteres.`,
  adobeIdentifier: 'Formato no válido: use minúsculas, dígitos y _, comenzando con una letra y terminando en letra o dígito.',
  bulkSelection: 'Debe seleccionar al menos una audiencia.',
  advertisingOnlyGoogle: 'Los segmentos publicitarios solo se pueden publicar en Google Ads.',
  googleTypeNotAllowed: 'El tipo de audiencia de Google no está permitido para este segmento.',
  accountOfOtherCompany: 'La cuenta publicitaria no pertenece a la empresa seleccionada.',
  companyForbidden: 'No puede crear audiencias para esa empresa.',
  segmentNotOffered: 'El segmento no está disponible para crear audiencias en esa empresa.',
  segmentOfOtherCompany: 'El segmento no pertenece a la empresa de la audiencia ni está compartido con ella.',
  notFound: 'La audiencia no existe.',
  requestedLocked: 'Las audiencias solicitadas no se pueden editar, eliminar, activar ni desactivar.',
  editForbidden: 'No tiene permisos para editar esta audiencia.',
  deleteForbidden: 'No tiene permisos para eliminar esta audiencia.',
  toggleForbidden: 'No tiene permisos para activar o desactivar esta audiencia.',
  resendForbidden: 'No tiene permisos para reenviar esta audiencia.',
  frequencyUpdateForbidden: 'La audiencia no tiene una actualización de frecuencia pendiente o no tiene permisos para hacerla.',
  billingForbidden: 'No tiene permisos para ver la facturación de esta audiencia.',
  talonOneNotFound: 'La aplicación o campaña de Talon One no existe para esta cuenta publicitaria.',
  created: 'Audiencia Creada',
  updated: 'La audiencia se actualizó correctamente',
  updateFailed: 'No se pudo actualizar la audiencia',
  createFailed: 'No se pudo crear la audiencia. Intente en unos momentos.',
  activated: 'La audiencia se ha activado correctamente.',
  deactivated: 'La audiencia se ha desactivado correctamente.',
  deleted: 'La audiencia se ha eliminado correctamente.',
  resent: 'La audiencia se ha reenviado correctamente.',
  frequencyUpdated: 'La frecuencia de la audiencia se ha actualizado correctamente.',
  billingStarted: 'Se ha iniciado la facturación',
  nothingToBill: 'No hay estados nuevos para facturar.',
  automationCreated: 'Flujo de automatización creado correctamente.',
} as const;

/** 'La cuenta publicitaria no tiene habilitada la plataforma {plataforma}.', with the platform's name. */
export const platformNotEnabledMessage = (platformName: string): string =>
  `La cuenta publicitaria no tiene habilitada la plataforma ${platformName}.`;
/** Only name and description change on update for gads, fbk, tiktok and criteo (§4). */
export const nameOnlyUpdateMessage = (platformName: string): string =>
  `Solo el nombre y la descripción se pueden actualizar para la plataforma ${platformName}.`;
/** A platform's audience could not be written while the others were (partial success, §8). */
export const duplicateAudienceNameMessage = (name: string, platformName: string): string =>
  `Ya existe una audiencia llamada ${name} en la plataforma ${platformName}.`;
/** Partial-success item (§8). */
export const audienceCreatedLine = (name: string, platformName: string): string => `Audiencia Creada: ${name} (${platformName})`;
/** Bulk update success (§8). */
export const bulkUpdatedMessage = (n: number): string => `Se han actualizado ${n} audiencias correctamente.`;

export const isPlatform = (value: string): value is Platform => (PLATFORMS as readonly string[]).includes(value);
export const isAudienceFrequency = (value: string): value is AudienceFrequencyCode =>
  (AUDIENCE_FREQUENCIES as readonly string[]).includes(value);

// ---------------------------------------------------------------------------------------------
// Dates and "today"

const SANTIAGO_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today's date (YYYY-MM-DD) in America/Santiago, the product's "today". */
export const santiagoToday = (now: Date = new Date()): string => SANTIAGO_DAY.format(now);

const SANTIAGO_WALL_PARTS = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Santiago',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});
/** Chile's UTC offset (ms) per UTC hour: it changes only on the hour, twice a year. */
const offsetByHour = new Map<number, number>();
/** The offset per UTC day when it holds all day (NaN on the two days it changes): one Intl call a day instead of one an hour. */
const offsetByDay = new Map<number, number>();

function hourOffset(hour: number): number {
  let offset = offsetByHour.get(hour);
  if (offset === undefined) {
    const p: Record<string, number> = {};
    for (const part of SANTIAGO_WALL_PARTS.formatToParts(new Date(hour * 3_600_000)))
      if (part.type !== 'literal') p[part.type] = Number(part.value);
    offset = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!) - hour * 3_600_000;
    if (offsetByHour.size > 50_000) offsetByHour.clear();
    offsetByHour.set(hour, offset);
  }
  return offset;
}

/** Chile's offset from UTC at the instant `ms`, in ms (-3 h or -4 h), cached per day and hour: cheap enough per row of a large export. */
export function santiagoOffsetMs(ms: number): number {
  const day = Math.floor(ms / 86_400_000);
  let offset = offsetByDay.get(day);
  if (offset === undefined) {
    // At most one change a day (they are months apart): the same offset at its first and last hour holds all day.
    const first = hourOffset(day * 24);
    offset = first === hourOffset(day * 24 + 23) ? first : NaN;
    if (offsetByDay.size > 50_000) offsetByDay.clear();
    offsetByDay.set(day, offset);
  }
  return Number.isNaN(offset) ? hourOffset(Math.floor(ms / 3_600_000)) : offset;
}

/** Dates are sent trimmed to the part before T (§5). */
export const trimDate = (value: string): string => value.split('T')[0] ?? '';

/** The next calendar day of a YYYY-MM-DD date. */
export function nextDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const isDay = (value: string): boolean => {
  const m = ISO_DAY.exec(value);
  if (!m) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
};

// ---------------------------------------------------------------------------------------------
// Names and texts

/** The form strips < > " ' ` as they are typed (§5). */
export const stripAudienceNameCharacters = (name: string): string => name.replace(/[<>"'`]/g, '');

/** INCA_ is added only when the name does not already start with it. */
export const withAudiencePrefix = (name: string): string => {
  const trimmed = name.trim();
  return trimmed.startsWith(AUDIENCE_NAME_PREFIX) ? trimmed : `${AUDIENCE_NAME_PREFIX}${trimmed}`;
};

/** The name prefix the form rebuilds from the organisation: its domain up to the first dot, plus _ (§4). */
export const audienceNamePrefixFor = (domain: string): string => `${domain.split('.')[0] ?? ''}_`;

/** A required audience text field (§5): required, no < > " ' `, nothing script-like. */
export function audienceTextError(value: string | null | undefined): string | undefined {
  if (value === null || value === undefined || value.trim().length === 0) return AUDIENCE_MESSAGES.required;
  return unsafeTextError(value);
}

/**
 * The audience name (§5): required and safe; at most 45 characters typed on create (without the
 * INCA_ prefix the form shows apart), 50 in edit; the message says 50 in both.
 */
export function audienceNameError(name: string | null | undefined, mode: 'create' | 'edit'): string | undefined {
  const problem = audienceTextError(name);
  if (problem) return problem;
  const trimmed = (name ?? '').trim();
  const counted = mode === 'create' && trimmed.startsWith(AUDIENCE_NAME_PREFIX) ? trimmed.slice(AUDIENCE_NAME_PREFIX.length) : trimmed;
  if (counted.length === 0) return AUDIENCE_MESSAGES.required;
  const max = mode === 'create' ? AUDIENCE_NAME_MAX_CREATE : AUDIENCE_NAME_MAX_EDIT;
  return [...counted].length > max ? AUDIENCE_MESSAGES.nameTooLong : undefined;
}

/** Start and end dates (§5): required, real dates, start not after end. */
export function audienceDateErrors(
  startDate: string | null | undefined,
  endDate: string | null | undefined,
): { start_date?: string; end_date?: string } {
  const errors: { start_date?: string; end_date?: string } = {};
  const start = startDate ? trimDate(startDate) : '';
  const end = endDate ? trimDate(endDate) : '';
  if (!start) errors.start_date = AUDIENCE_MESSAGES.required;
  else if (!isDay(start)) errors.start_date = AUDIENCE_MESSAGES.dateFormat;
  if (!end) errors.end_date = AUDIENCE_MESSAGES.required;
  else if (!isDay(end)) errors.end_date = AUDIENCE_MESSAGES.dateFormat;
  if (!errors.start_date && !errors.end_date && start > end) errors.start_date = AUDIENCE_MESSAGES.datesOrder;
  return errors;
}

// ---------------------------------------------------------------------------------------------
// Frequency and update day

/** Which update day a frequency needs (§5): a weekday 0–6 for 1_WEEK, a day 1–28 for 1_MONTH, none otherwise. */
export const updateDayKind = (frequency: string): 'WEEKDAY' | 'MONTH_DAY' | null =>
  frequency === '1_WEEK' ? 'WEEKDAY' : frequency === '1_MONTH' ? 'MONTH_DAY' : null;

export function frequencyError(frequency: string | null | undefined): string | undefined {
  if (!frequency) return AUDIENCE_MESSAGES.frequencyRequired;
  return isAudienceFrequency(frequency) ? undefined : AUDIENCE_MESSAGES.frequencyRequired;
}

/** The update day of the form (§5), messages verbatim. */
export function updateDayError(frequency: string | null | undefined, day: number | null | undefined): string | undefined {
  const kind = updateDayKind(frequency ?? '');
  if (kind === null) return undefined;
  const missing = day === null || day === undefined || Number.isNaN(day);
  if (kind === 'WEEKDAY') {
    if (missing) return AUDIENCE_MESSAGES.weekdayRequired;
    return Number.isInteger(day) && day >= 0 && day <= 6 ? undefined : AUDIENCE_MESSAGES.weekdayRange;
  }
  if (missing) return AUDIENCE_MESSAGES.monthDayRequired;
  return Number.isInteger(day) && day >= 1 && day <= 28 ? undefined : AUDIENCE_MESSAGES.monthDayRange;
}

/** The stored update day: kept only for frequencies that need one. */
export const storedUpdateDay = (frequency: string, day: number | null | undefined): number | null =>
  updateDayKind(frequency) === null || day === undefined ? null : day;

// ---------------------------------------------------------------------------------------------
// Platforms and ads accounts

export type AdsAccountFlags = Partial<Record<`flag_${Platform}`, '0' | '1' | string>>;

/** Whether an ads account enables a platform (flag value '1', §3). */
export const accountEnables = (account: AdsAccountFlags, platform: Platform): boolean => account[`flag_${platform}`] === '1';

/** The platforms an account enables, in platform order. */
export const enabledPlatforms = (account: AdsAccountFlags): Platform[] => PLATFORMS.filter((p) => accountEnables(account, p));

/** Platforms a segment type may go to (§4): SEGMENT_ADVERTISING only gads; every other type all seven. */
export const platformsForSegmentType = (segmentTypeName: string | null | undefined): readonly Platform[] =>
  segmentTypeName === 'SEGMENT_ADVERTISING' ? ['gads'] : PLATFORMS;

/**
 * The chosen platforms against the account and the segment type: the first problem, or undefined.
 * `names` gives each platform's display name (the platforms table).
 */
export function platformSelectionError(
  platforms: readonly string[],
  account: AdsAccountFlags,
  segmentTypeName: string | null | undefined,
  names: Partial<Record<Platform, string>> = {},
): string | undefined {
  if (platforms.length === 0) return AUDIENCE_MESSAGES.platformRequired;
  for (const p of platforms) {
    if (!isPlatform(p)) return AUDIENCE_MESSAGES.platformRequired;
    if (!accountEnables(account, p)) return platformNotEnabledMessage(names[p] ?? p);
  }
  const allowed = platformsForSegmentType(segmentTypeName);
  if (platforms.some((p) => !allowed.includes(p as Platform))) return AUDIENCE_MESSAGES.advertisingOnlyGoogle;
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Google

/**
 * The Google audience type a segment type allows (§4, §6): SEGMENT_ADVERTISING is locked to
 * MOBILE_ADVERTISING_ID; SEGMENT_CONTACT (or no type) to CONTACT_INFO; any other segment type may
 * choose either only when the company's edit_audience_type_google flag is '1' (else CONTACT_INFO).
 */
export function googleAudienceTypeRule(
  segmentTypeName: string | null | undefined,
  editAudienceTypeGoogle: boolean,
): { locked: boolean; allowed: GoogleAudienceType[]; default: GoogleAudienceType } {
  if (segmentTypeName === 'SEGMENT_ADVERTISING')
    return { locked: true, allowed: ['MOBILE_ADVERTISING_ID'], default: 'MOBILE_ADVERTISING_ID' };
  if (!segmentTypeName || segmentTypeName === 'SEGMENT_CONTACT' || !editAudienceTypeGoogle) {
    return { locked: true, allowed: ['CONTACT_INFO'], default: 'CONTACT_INFO' };
  }
  return { locked: false, allowed: [...GOOGLE_AUDIENCE_TYPES], default: 'CONTACT_INFO' };
}

const GOOGLE_PLAY = /^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)+$/;
const APP_STORE = /^id\d{9,10}$/;

export type GoogleFields = { audience_type_google?: string | null; app_id_type?: string | null; app_id?: string | null };

/** The Google tab (§5): audience type required; for MOBILE_ADVERTISING_ID app ID type and app ID with their formats. */
export function googleFieldErrors(fields: GoogleFields): Partial<Record<keyof GoogleFields, string>> {
  const errors: Partial<Record<keyof GoogleFields, string>> = {};
  const type = fields.audience_type_google ?? '';
  if (!(GOOGLE_AUDIENCE_TYPES as readonly string[]).includes(type)) {
    errors.audience_type_google = AUDIENCE_MESSAGES.googleRequired;
    return errors;
  }
  if (type !== 'MOBILE_ADVERTISING_ID') return errors;
  const idType = fields.app_id_type ?? '';
  if (!(GOOGLE_APP_ID_TYPES as readonly string[]).includes(idType)) errors.app_id_type = AUDIENCE_MESSAGES.googleRequired;
  const appId = (fields.app_id ?? '').trim();
  if (!appId) errors.app_id = AUDIENCE_MESSAGES.googleRequired;
  else if (appId.length > 50) errors.app_id = AUDIENCE_MESSAGES.googleMax;
  else if (idType === 'GOOGLE_PLAY' && !GOOGLE_PLAY.test(appId)) errors.app_id = AUDIENCE_MESSAGES.googlePlayFormat;
  else if (idType === 'APP_STORE' && !APP_STORE.test(appId)) errors.app_id = AUDIENCE_MESSAGES.appStoreFormat;
  return errors;
}

// ---------------------------------------------------------------------------------------------
// Adobe

const ADOBE_VARIABLE = /^[A-Za-z_][A-Za-z0-9_]*\.[A-Za-z_][A-Za-z0-9_]*\.[A-Za-z_][A-Za-z0-9_]*$/;
const adobeIdentifier = (max: number) => new RegExp(`^[a-z](?:[a-z0-9_]{0,${max - 2}}[a-z0-9])?$`);

export type AdobeFields = { dataset_adobe?: string | null; table_adobe?: string | null; nombre_var_adobe?: string | null };

/**
 * The Adobe tab (§5): dataset (≤ 30) and table (≤ 19 typed on create, 30 in edit) lowercase,
 * starting with a letter, letters/digits/underscore, ending with a letter or digit; flag variable
 * a dotted identifier. On create the table is typed without its t_inca_rel_ prefix.
 */
export function adobeFieldErrors(fields: AdobeFields, mode: 'create' | 'edit'): Partial<Record<keyof AdobeFields, string>> {
  const errors: Partial<Record<keyof AdobeFields, string>> = {};
  const dataset = (fields.dataset_adobe ?? '').trim();
  if (!dataset) errors.dataset_adobe = AUDIENCE_MESSAGES.required;
  else if (dataset.length > 30) errors.dataset_adobe = AUDIENCE_MESSAGES.adobeMax30;
  else if (!adobeIdentifier(30).test(dataset)) errors.dataset_adobe = AUDIENCE_MESSAGES.adobeIdentifier;
  const typed = (fields.table_adobe ?? '').trim();
  const table = mode === 'create' && typed.startsWith(ADOBE_TABLE_PREFIX) ? typed.slice(ADOBE_TABLE_PREFIX.length) : typed;
  const tableMax = mode === 'create' ? 19 : 30;
  if (!table) errors.table_adobe = AUDIENCE_MESSAGES.required;
  else if (table.length > tableMax) errors.table_adobe = AUDIENCE_MESSAGES.adobeTableMax(tableMax);
  else if (!adobeIdentifier(tableMax).test(table)) errors.table_adobe = AUDIENCE_MESSAGES.adobeIdentifier;
  const variable = (fields.nombre_var_adobe ?? '').trim();
  if (!variable) errors.nombre_var_adobe = AUDIENCE_MESSAGES.required;
  else if (!ADOBE_VARIABLE.test(variable)) errors.nombre_var_adobe = AUDIENCE_MESSAGES.adobeVariableFormat;
  return errors;
}

/** The table name sent on create: t_inca_rel_ plus what was typed (added only when missing). */
export const adobeTableName = (typed: string): string => {
  const trimmed = typed.trim();
  return trimmed.startsWith(ADOBE_TABLE_PREFIX) ? trimmed : `${ADOBE_TABLE_PREFIX}${trimmed}`;
};

// ---------------------------------------------------------------------------------------------
// Salesforce

/** A Salesforce automation counts as created only for the audience name it was made for (§4). */
export const salesforceAutomationMatches = (automationAudienceName: string | null | undefined, typedName: string): boolean =>
  Boolean(automationAudienceName) && automationAudienceName === withAudiencePrefix(typedName);

// ---------------------------------------------------------------------------------------------
// Recipients

const EMAIL = /^[^\s@,]+@[^\s@,]+\.[^\s@,]+$/;

/** Recipients: a list in the form, a comma-joined string on the wire; every item an e-mail. */
export const parseRecipients = (value: string | readonly string[] | null | undefined): string[] =>
  (typeof value === 'string' ? value.split(',') : [...(value ?? [])]).map((v) => v.trim().toLowerCase()).filter((v) => v.length > 0);

export function recipientsError(recipients: readonly string[]): string | undefined {
  if (recipients.length > 50) return 'Máximo 50 destinatarios.';
  const bad = recipients.find((r) => r.length > 254 || !EMAIL.test(r));
  return bad === undefined ? undefined : 'Ingrese correos electrónicos válidos separados por coma.';
}

// ---------------------------------------------------------------------------------------------
// The whole form

export type AudienceFormInput = {
  name: string;
  description: string;
  segmentTypeName?: string | null;
  segmentCode?: string | null;
  adsAccountCode?: string | null;
  startDate?: string | null;
  endDate?: string | null;
  frequency?: string | null;
  updateDay?: number | null;
  platforms: readonly string[];
};

/**
 * Field errors of the audience form (§5) keyed by the create payload's field names, each with its
 * spec message; the service answers the first one with 400, the web shows each under its field.
 * Platform tabs (Google, Adobe, Salesforce) are checked by their own rules for the chosen platforms.
 */
export function audienceFormErrors(input: AudienceFormInput, mode: 'create' | 'edit'): Record<string, string> {
  const errors: Record<string, string> = {};
  const put = (field: string, message: string | undefined) => {
    if (message && !errors[field]) errors[field] = message;
  };
  put('audience_name', audienceNameError(input.name, mode));
  put('audience_description', audienceTextError(input.description));
  if (mode === 'create') {
    put('segment_type', input.segmentTypeName === undefined ? undefined : audienceTextError(input.segmentTypeName));
    put('segment_code', audienceTextError(input.segmentCode));
    put('ads_account_code', audienceTextError(input.adsAccountCode));
  }
  const dates = audienceDateErrors(input.startDate, input.endDate);
  put('audience_start_date', dates.start_date);
  put('audience_end_date', dates.end_date);
  put('audience_frequency_code', frequencyError(input.frequency));
  put('audience_update_date_number', frequencyError(input.frequency) ? undefined : updateDayError(input.frequency, input.updateDay));
  if (mode === 'create' && input.platforms.length === 0) put('platform', AUDIENCE_MESSAGES.platformRequired);
  return errors;
}

// ---------------------------------------------------------------------------------------------
// Bulk update

export type BulkUpdateInput = { ids: readonly unknown[]; endDate?: string | null; frequency?: string | null; updateDay?: number | null };

/** The bulk update dialog (§5), messages verbatim; `today` is santiagoToday(). */
export function bulkUpdateErrors(input: BulkUpdateInput, today: string): Record<string, string> {
  const errors: Record<string, string> = {};
  if (input.ids.length === 0) errors.custom_audience_ids = AUDIENCE_MESSAGES.bulkSelection;
  const end = input.endDate ? trimDate(input.endDate) : '';
  if (!end || !isDay(end) || end <= today) errors.end_date = AUDIENCE_MESSAGES.bulkEndDate;
  if (!input.frequency || !isAudienceFrequency(input.frequency)) errors.frequency = AUDIENCE_MESSAGES.bulkFrequency;
  else {
    const kind = updateDayKind(input.frequency);
    const day = input.updateDay;
    const missing = day === null || day === undefined || Number.isNaN(day);
    if (kind === 'WEEKDAY' && (missing || !Number.isInteger(day) || day < 0 || day > 6)) {
      errors.audience_update_date_number = missing ? AUDIENCE_MESSAGES.weekdayRequired : AUDIENCE_MESSAGES.weekdayRange;
    }
    if (kind === 'MONTH_DAY' && (missing || !Number.isInteger(day) || day < 1 || day > 28))
      errors.audience_update_date_number = AUDIENCE_MESSAGES.bulkMonthDay;
  }
  return errors;
}

// ---------------------------------------------------------------------------------------------
// Status, match count, billing

export type StatusColor = 'BLUE' | 'ORANGE' | 'GREEN' | 'RED' | 'GREY';

/** §4: a disabled audience is grey ('DESACTIVADO'); P_ENV blue, P_ACT orange, P_PUB green, any other red. */
export function audienceStatusColor(code: string, enabled: boolean | '0' | '1' | 0 | 1): StatusColor {
  if (enabled === false || enabled === '0' || enabled === 0) return 'GREY';
  if (code === 'P_ENV') return 'BLUE';
  if (code === 'P_ACT') return 'ORANGE';
  if (code === 'P_PUB') return 'GREEN';
  return 'RED';
}

/** What the detail timeline shows per status (§4). */
export const timelineColumns = (code: string, platform: string) => ({
  uniqueUsers: code === 'P_ENV',
  uploadSize: code === 'P_ENV',
  matchSize: code === 'P_PUB',
  message: code === 'P_NOD' && platform === 'adobe',
});

export type MatchData = Record<string, unknown> | null | undefined;

const num = (value: unknown): number | undefined => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
};
const mean = (a: unknown, b: unknown): number | null => {
  const x = num(a);
  const y = num(b);
  if (x === undefined && y === undefined) return null;
  if (x === undefined || y === undefined) return Math.round((x ?? y)!);
  return Math.round((x + y) / 2);
};
const one = (value: unknown): number | null => {
  const n = num(value);
  return n === undefined ? null : Math.round(n);
};

/**
 * The match count from each platform's shape (§3): gads mean of size_for_display and
 * size_for_search, fbk mean of lower_bound and upper_bound, tiktok cover_num, talonone/salesforce/
 * adobe num_received, criteo size. Null when there is no shape or it lacks its numbers.
 */
export function matchCountOf(platform: string, data: MatchData): number | null {
  if (!data || typeof data !== 'object') return null;
  switch (platform) {
    case 'gads':
      return mean(data.size_for_display, data.size_for_search);
    case 'fbk':
      return mean(data.lower_bound, data.upper_bound);
    case 'tiktok':
      return one(data.cover_num);
    case 'talonone':
    case 'salesforce':
    case 'adobe':
      return one(data.num_received);
    case 'criteo':
      return one(data.size);
    default:
      return null;
  }
}

/** An example shape for a platform and a size (demo data, simulators, tests). */
export function matchDataFor(platform: Platform, size: number): Record<string, number> {
  switch (platform) {
    case 'gads':
      return { size_for_display: Math.round(size * 0.95), size_for_search: Math.round(size * 1.05) };
    case 'fbk':
      return { lower_bound: Math.round(size * 0.9), upper_bound: Math.round(size * 1.1) };
    case 'tiktok':
      return { cover_num: size };
    case 'criteo':
      return { size };
    default:
      return { num_received: size };
  }
}

/**
 * The billing figure of a status entry (§4): P_PUB only; gads mean of display and search, fbk mean
 * of the bounds, tiktok cover number (criteo and adobe by their own shape); 0 otherwise.
 */
export function billingFigure(platform: string, statusCode: string, data: MatchData): number {
  if (statusCode !== 'P_PUB' || (UNBILLED_PLATFORMS as readonly string[]).includes(platform)) return 0;
  return matchCountOf(platform, data) ?? 0;
}

/** Each row's share of the summed totals, in percent with 2 decimals; a zero sum is treated as 1 (§5). */
export function billingPercentages(totals: readonly number[]): number[] {
  const sum = totals.reduce((acc, t) => acc + (Number.isFinite(t) ? t : 0), 0) || 1;
  return totals.map((t) => Math.round(((Number.isFinite(t) ? t : 0) / sum) * 10_000) / 100);
}

// ---------------------------------------------------------------------------------------------
// Permissions (§6)

type Viewer = Pick<Identity, 'roles' | 'companyCode'>;

/** What the permission rules read of an audience. */
export type AudienceFacts = {
  companyCode: string;
  platform: string;
  statusCode: string;
  sourceFileRowCount: number;
  requested: boolean;
  toUpdate: boolean;
};

/** Flags of the audience's company that the rules read. */
export type AudienceCompanyFlags = { gptImages: boolean };

export type AudiencePermissions = {
  canEdit: boolean;
  canDelete: boolean;
  canToggle: boolean;
  canResend: boolean;
  canUpdateFrequency: boolean;
  canBill: boolean;
  canSeeImages: boolean;
};

/**
 * The audience list's row actions (§6), for an audience the viewer sees:
 * - the admin may resend, edit, delete, activate/deactivate any audience;
 * - a steward and a retail analyst may edit and delete (a steward deletes only its own company's);
 * - everybody else acts on audiences of their own company;
 * - requested audiences cannot be edited, deleted, activated or deactivated;
 * - resend when the status is P_NOD or the row count is 0 or less (the admin always);
 * - frequency update when the audience has to_update set;
 * - billing only for staff of company 032, never for salesforce or talonone audiences;
 * - images need the gpt_images flag of the audience's company.
 */
export function audiencePermissions(viewer: Viewer, audience: AudienceFacts, flags: AudienceCompanyFlags): AudiencePermissions {
  const admin = isAudienceAdmin(viewer);
  const own = viewer.companyCode === audience.companyCode;
  const steward = isDataSteward(viewer);
  const retail = isRetailAnalyst(viewer);
  const acts = admin || own;
  const locked = audience.requested;
  return {
    canEdit: !locked && (acts || steward || retail),
    canDelete: !locked && (acts || retail),
    canToggle: !locked && acts,
    canResend: admin || (own && (audience.statusCode === AUDIENCE_STATUS.NOT_SENT || audience.sourceFileRowCount <= 0)),
    canUpdateFrequency: audience.toUpdate && acts,
    canBill: viewer.companyCode === CORPORATE_COMPANY && !(UNBILLED_PLATFORMS as readonly string[]).includes(audience.platform),
    canSeeImages: flags.gptImages,
  };
}

/** The permissions as the REST row carries them (snake_case). */
export function audiencePermissionFlags(viewer: Viewer, audience: AudienceFacts, flags: AudienceCompanyFlags) {
  const p = audiencePermissions(viewer, audience, flags);
  return {
    can_edit: p.canEdit,
    can_delete: p.canDelete,
    can_toggle: p.canToggle,
    can_resend: p.canResend,
    can_update_frequency: p.canUpdateFrequency,
    can_bill: p.canBill,
    can_see_images: p.canSeeImages,
  };
}

// ---------------------------------------------------------------------------------------------
// Segments offered in the form (§6)

export type OfferedSegmentFacts = {
  ownerCompanyCode: string;
  /** Shared with a company other than its owner (a company share, or a user of another company). */
  sharedWithOtherCompany: boolean;
};

/**
 * Whether a segment the viewer sees is offered for an audience of `companyCode`: for the admin only
 * segments owned by that company; for everybody else those not owned by 032, or owned by 032 and
 * not shared with another company.
 */
export function segmentOfferedForAudience(viewer: Viewer, companyCode: string, segment: OfferedSegmentFacts): boolean {
  if (isAudienceAdmin(viewer)) return segment.ownerCompanyCode === companyCode;
  return segment.ownerCompanyCode !== CORPORATE_COMPANY || !segment.sharedWithOtherCompany;
}

/** Edit mode (§4): for gads, fbk, tiktok and criteo only name and description may change. */
export const onlyNameEditable = (platform: string): boolean => (NAME_ONLY_UPDATE_PLATFORMS as readonly string[]).includes(platform);
