import { AUDIENCE_MESSAGES, accountEnables, audienceStatusColor, trimDate, type AdsAccountFlags, type StatusColor } from './audiences.ts';
import { unsafeTextError } from './segments.ts';

/**
 * Coupon campaign rules (spec segment-building-access-coupons-config §2.6, §4, §5, §8, §9), pure:
 * the audience-management service enforces them on every coupon call and the web validates the
 * coupon form with the same functions. Messages the spec quotes are used verbatim (its typos too).
 */

export const COUPON_NAME_PREFIX = 'INCA_';
/** §5/§9: the name (with its INCA_ prefix) at most 45 characters on create, 50 in edit and view. */
export const COUPON_NAME_MAX_CREATE = 45;
export const COUPON_NAME_MAX_EDIT = 50;
export const COUPON_DESCRIPTION_MAX = 200;
/** Talon.One's coupon limits as the coupon_campaigns table keeps them (migration 012). */
export const COUPON_LIMITS = {
  usage_limit: { min: 0, max: 999_999, integer: true },
  discount_limit: { min: 0, max: 999_999_999_999, integer: false },
  reservation_limit: { min: 0, max: 999, integer: true },
} as const;
export type CouponLimitField = keyof typeof COUPON_LIMITS;
/** The only platform coupons publish to. */
export const COUPON_PLATFORM = 'talonone';
export const COUPON_PAGE_SIZE = 10;
export const COUPON_DEFAULT_FREQUENCY = '1_DAY';

/** A Talon.One campaign's coupon settings; when Talon.One gives none, these are used. */
export type CouponSettings = { couponPattern: string; validCharacters: string[] };
export const DEFAULT_COUPON_PATTERN = 'INCA-####-####';
export const DEFAULT_VALID_CHARACTERS: readonly string[] = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'];

export const COUPON_MESSAGES = {
  // §5 and §8, verbatim.
  required: 'Este campo es requerido',
  nameTooLong: 'El nombre de la audiencia debe ser máximo de 50 caracteres.',
  userIdSegment: 'Debe seleccionar un segmento que contenga la columna "user_id".',
  platformRequired: AUDIENCE_MESSAGES.platformRequired,
  registered: 'Se ha registrado correctamente.',
  registerFailed: 'No se pudo realizar el registro de cupones. Intente en unos momentos',
  operationFailed: 'No se pudo realizar la opreación. Intente en unos momentos.',
  deleted: 'La audiencia se ha eliminado correctamente.',
  deleteFailed: 'No se ha podido eliminar la audiencia.',
  activated: AUDIENCE_MESSAGES.activated,
  deactivated: AUDIENCE_MESSAGES.deactivated,
  activateFailed: 'No se ha podido activar la audiencia.',
  deactivateFailed: 'No se ha podido desactivar la audiencia.',
  resent: 'Los cupones se estan reenviado.',
  resendFailed: 'No se han podido reenviar los cupones.',
  updateSending: 'Se está enviando la actualización.',
  updateSendFailed: 'No se ha podido enviar la actualización.',
  updated: 'La audiencia se actualizó correctamente',
  updateFailed: 'No se pudo actualizar la audiencia',
  segmentsLoadFailed: 'Error cargando segmentos',
  error: 'Error',
  // The coupon access and platform rules (docs/architecture/coupons.md).
  flagOff: 'No tiene habilitados los cupones.',
  onlyTalonOne: 'Los cupones solo se pueden publicar en Talon One.',
  accountWithoutTalonOne: 'La cuenta publicitaria no tiene habilitada la plataforma Talon One.',
  // Designed here (the spec quotes no text for these).
  datesOrder: AUDIENCE_MESSAGES.datesOrder,
  dateFormat: AUDIENCE_MESSAGES.dateFormat,
  startBeforeToday: 'La fecha de inicio no puede ser anterior a la fecha actual.',
  descriptionTooLong: 'La descripción debe tener máximo 200 caracteres.',
  usageLimit: 'El límite de usos debe ser un número entero entre 0 y 999.999.',
  discountLimit: 'El límite de descuento debe ser un número entre 0 y 999.999.999.999, con hasta 2 decimales.',
  reservationLimit: 'El límite de reservas debe ser un número entero entre 0 y 999.',
  notFound: 'La campaña de cupones no existe.',
  companyForbidden: 'No puede gestionar cupones de esa empresa.',
  accountOfOtherCompany: AUDIENCE_MESSAGES.accountOfOtherCompany,
  talonOneNotFound: AUDIENCE_MESSAGES.talonOneNotFound,
  nothingToResend: 'La campaña de cupones no tiene audiencias activas para reenviar.',
} as const;

/** A coupon campaign's name is taken in its company (the name is unique per company). */
export const duplicateCouponNameMessage = (name: string): string => `Ya existe una campaña de cupones llamada ${name}.`;

const LIMIT_MESSAGES: Record<CouponLimitField, string> = {
  usage_limit: COUPON_MESSAGES.usageLimit,
  discount_limit: COUPON_MESSAGES.discountLimit,
  reservation_limit: COUPON_MESSAGES.reservationLimit,
};

// ---------------------------------------------------------------------------------------------
// Name and description

/** INCA_ is added only when the trimmed name does not already start with it (§5). */
export const withCouponPrefix = (name: string): string => {
  const trimmed = name.trim();
  return trimmed.startsWith(COUPON_NAME_PREFIX) ? trimmed : `${COUPON_NAME_PREFIX}${trimmed}`;
};

const blank = (value: string | null | undefined): boolean => value === null || value === undefined || value.trim().length === 0;

/**
 * The coupon name (§5): required, no < > " ' ` nor script-like text; the trimmed name with its
 * INCA_ prefix at most 45 characters on create and 50 in edit. The message says 50 in both (§5).
 */
export function couponNameError(name: string | null | undefined, mode: 'create' | 'edit'): string | undefined {
  if (blank(name)) return COUPON_MESSAGES.required;
  const trimmed = name!.trim();
  const bare = trimmed.startsWith(COUPON_NAME_PREFIX) ? trimmed.slice(COUPON_NAME_PREFIX.length) : trimmed;
  if (bare.trim().length === 0) return COUPON_MESSAGES.required;
  const unsafe = unsafeTextError(trimmed);
  if (unsafe) return unsafe;
  const max = mode === 'create' ? COUPON_NAME_MAX_CREATE : COUPON_NAME_MAX_EDIT;
  return [...withCouponPrefix(trimmed)].length > max ? COUPON_MESSAGES.nameTooLong : undefined;
}

/** The description (§5): required, safe, at most 200 characters (the form's counter). */
export function couponDescriptionError(description: string | null | undefined): string | undefined {
  if (blank(description)) return COUPON_MESSAGES.required;
  const unsafe = unsafeTextError(description!);
  if (unsafe) return unsafe;
  return [...description!.trim()].length > COUPON_DESCRIPTION_MAX ? COUPON_MESSAGES.descriptionTooLong : undefined;
}

// ---------------------------------------------------------------------------------------------
// Dates

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: string): boolean => {
  if (!ISO_DAY.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
};

/**
 * Start and end dates (§5): both required and real; the start at most the end (the form's start
 * maximum is the end, the end minimum the start); on create the start not before `today`
 * (santiagoToday()). An update checks only order and format: a running campaign keeps its start.
 */
export function couponDateErrors(
  startDate: string | null | undefined,
  endDate: string | null | undefined,
  options: { mode: 'create' | 'edit'; today: string },
): { start_date?: string; end_date?: string } {
  const errors: { start_date?: string; end_date?: string } = {};
  const start = startDate ? trimDate(startDate.trim()) : '';
  const end = endDate ? trimDate(endDate.trim()) : '';
  if (!start) errors.start_date = COUPON_MESSAGES.required;
  else if (!isDay(start)) errors.start_date = COUPON_MESSAGES.dateFormat;
  if (!end) errors.end_date = COUPON_MESSAGES.required;
  else if (!isDay(end)) errors.end_date = COUPON_MESSAGES.dateFormat;
  if (errors.start_date || errors.end_date) return errors;
  if (start > end) errors.start_date = COUPON_MESSAGES.datesOrder;
  else if (options.mode === 'create' && start < options.today) errors.start_date = COUPON_MESSAGES.startBeforeToday;
  return errors;
}

// ---------------------------------------------------------------------------------------------
// Limits

/** A limit as typed or sent: a number or a numeric string; null when missing. */
export function parseCouponLimit(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (trimmed === '') return null;
    return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
  }
  return Number.NaN;
}

/** Usage, discount and reservation limits (§5 required; ranges of Talon.One's limits as stored). */
export function couponLimitError(field: CouponLimitField, value: unknown): string | undefined {
  const n = parseCouponLimit(value);
  if (n === null) return COUPON_MESSAGES.required;
  const rule = COUPON_LIMITS[field];
  if (!Number.isFinite(n) || n < rule.min || n > rule.max) return LIMIT_MESSAGES[field];
  if (rule.integer && !Number.isInteger(n)) return LIMIT_MESSAGES[field];
  if (!rule.integer && Math.abs(Math.round(n * 100) - n * 100) > 1e-6) return LIMIT_MESSAGES[field];
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Platform

/**
 * The platform rule: at least one platform, every one Talon One (coupons exist only there), and the ad
 * account enabling Talon One. The first problem, or undefined.
 */
export function couponPlatformError(platforms: readonly string[] | null | undefined, account?: AdsAccountFlags | null): string | undefined {
  if (!platforms || platforms.length === 0) return COUPON_MESSAGES.platformRequired;
  if (platforms.some((p) => p !== COUPON_PLATFORM)) return COUPON_MESSAGES.onlyTalonOne;
  if (account && !accountEnables(account, COUPON_PLATFORM)) return COUPON_MESSAGES.accountWithoutTalonOne;
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// The user_id rule (check-segmento-coupons)

/** What the user_id rule reads of a segment. */
export type CouponSegmentFacts = {
  typeId: number;
  /** A merge's own type (its definition's type_name): SEGMENT_CONTACT or SEGMENT_ADVERTISING. */
  mergeTypeName?: string | null;
  /** A merge's sides (segments A and B), when known. */
  sources?: readonly CouponSegmentFacts[] | null;
  /** A cross-table or sandbox segment's table columns in the warehouse catalogue, when known. */
  columns?: readonly string[] | null;
};

/** Columns that carry the customer's user id (Talon.One's integration id). */
export const USER_ID_COLUMNS: readonly string[] = ['user_id', 'customer_id'];
const MAX_MERGE_DEPTH = 4;

/**
 * Whether a segment's members carry the customer's user id: contact segments (type 2); merges
 * (type 3) whose sides all do; cross-table and sandbox segments (1, 4) whose table has a user_id or
 * customer_id column. Advertising-id segments (5) and unknown types never.
 */
export function segmentCarriesUserId(facts: CouponSegmentFacts, depth = 0): boolean {
  switch (facts.typeId) {
    case 2:
      return true;
    case 3: {
      const sources = facts.sources ?? [];
      if (depth >= MAX_MERGE_DEPTH || sources.length === 0 || facts.mergeTypeName === 'SEGMENT_ADVERTISING') return false;
      return sources.every((s) => segmentCarriesUserId(s, depth + 1));
    }
    case 1:
    case 4:
      return (facts.columns ?? []).some((c) => USER_ID_COLUMNS.includes(c.trim().toLowerCase()));
    default:
      return false;
  }
}

/** A contact segment (anything but an advertising-id segment or an advertising merge). */
export const isContactSegment = (facts: CouponSegmentFacts): boolean =>
  facts.typeId !== 5 && !(facts.typeId === 3 && facts.mergeTypeName === 'SEGMENT_ADVERTISING');

/**
 * check-segmento-coupons: with the company's user_id_talonone flag on ("1") the segment must carry
 * the user id; with it off ("0") any contact segment is accepted (Talon.One still receives the
 * customer id as integration id). The spec's message, or undefined when valid.
 */
export function couponSegmentError(facts: CouponSegmentFacts, userIdTalonOne: boolean | '0' | '1'): string | undefined {
  const required = userIdTalonOne === true || userIdTalonOne === '1';
  const valid = required ? segmentCarriesUserId(facts) : isContactSegment(facts);
  return valid ? undefined : COUPON_MESSAGES.userIdSegment;
}

// ---------------------------------------------------------------------------------------------
// The whole form

export type CouponFormInput = {
  segmentCode?: string | null;
  name?: string | null;
  description?: string | null;
  startDate?: string | null;
  endDate?: string | null;
  usageLimit?: unknown;
  discountLimit?: unknown;
  reservationLimit?: unknown;
  adsAccountCode?: string | null;
  applicationId?: string | null;
  campaignId?: string | null;
  platforms?: readonly string[] | null;
};

/**
 * Field errors of the coupon form on create (§5) keyed by the create payload's field names, each
 * with its message; the service answers the first with 400, the form shows each under its field.
 */
export function couponFormErrors(input: CouponFormInput, today: string): Record<string, string> {
  const errors: Record<string, string> = {};
  const put = (field: string, message: string | undefined) => {
    if (message && !errors[field]) errors[field] = message;
  };
  put('segment_code', blank(input.segmentCode) ? COUPON_MESSAGES.required : undefined);
  put('coupons_name', couponNameError(input.name, 'create'));
  put('coupons_description', couponDescriptionError(input.description));
  const dates = couponDateErrors(input.startDate, input.endDate, { mode: 'create', today });
  put('coupons_start_date', dates.start_date);
  put('coupons_end_date', dates.end_date);
  put('usage_limit', couponLimitError('usage_limit', input.usageLimit));
  put('discount_limit', couponLimitError('discount_limit', input.discountLimit));
  put('reservation_limit', couponLimitError('reservation_limit', input.reservationLimit));
  put('ads_account_code', blank(input.adsAccountCode) ? COUPON_MESSAGES.required : undefined);
  put('campaign', blank(input.applicationId) || blank(input.campaignId) ? COUPON_MESSAGES.required : undefined);
  put('platform', couponPlatformError(input.platforms));
  return errors;
}

/** The edit form sends only the dates (§5): their errors, keyed as the update body. */
export function couponUpdateErrors(input: { startDate?: string | null; endDate?: string | null }, today: string): Record<string, string> {
  const dates = couponDateErrors(input.startDate, input.endDate, { mode: 'edit', today });
  const errors: Record<string, string> = {};
  if (dates.start_date) errors.start_date = dates.start_date;
  if (dates.end_date) errors.end_date = dates.end_date;
  return errors;
}

// ---------------------------------------------------------------------------------------------
// Talon.One campaign settings, status

/** The campaign's coupon settings, or the defaults when Talon.One gives none (or an empty pattern). */
export function couponSettingsOf(
  campaign: { couponSettings?: { couponPattern?: string | null; validCharacters?: readonly string[] | null } | null } | null | undefined,
): CouponSettings {
  const settings = campaign?.couponSettings;
  const pattern = settings?.couponPattern?.trim();
  const characters = (settings?.validCharacters ?? []).filter((c) => typeof c === 'string' && c.length > 0);
  return {
    couponPattern: pattern ? pattern : DEFAULT_COUPON_PATTERN,
    validCharacters: characters.length > 0 ? [...characters] : [...DEFAULT_VALID_CHARACTERS],
  };
}

/** §4: P_ENV blue, P_ACT orange, P_PUB green, any other red; is_enabled '0' grey (DESACTIVADO). */
export const couponStatusColor = (code: string, enabled: boolean | '0' | '1'): StatusColor => audienceStatusColor(code, enabled);
