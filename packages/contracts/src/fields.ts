import { z } from 'zod';
import { TEXT_LIMITS, textLength, textPolicyError, type TextKind } from '@inca/domain';

/**
 * The one input policy of every service and of the REST contracts, as zod schemas: every text field is
 * NFC-normalised and checked by `textPolicyError` of @inca/domain (control, zero-width and bidi
 * characters refused, invisible-only values refused, lengths capped by TEXT_LIMITS); dates are real
 * calendar dates; numbers are finite and bounded. Messages are Spanish and never repeat the value.
 */

export type TextFieldOptions = {
  /** How the field is named in messages ('El nombre'); default 'El texto'. */
  label?: string;
  /** Which cap of TEXT_LIMITS applies (default `name`), or an explicit maximum. */
  kind?: TextKind;
  max?: number;
  /** Multi-line (descriptions): keeps \n, refuses every other control character. */
  multiline?: boolean;
  /** Message when the value is missing or not text. */
  required?: string;
  /** Trims surrounding whitespace (after the checks, so a trailing CR/LF is still refused). */
  trim?: boolean;
};

/** A text field under the input policy. */
export function textField(options: TextFieldOptions = {}) {
  const label = options.label ?? 'El texto';
  const max = options.max ?? TEXT_LIMITS[options.kind ?? 'name'];
  const schema = z
    .string({ message: options.required ?? `${label} debe ser texto.` })
    .normalize('NFC')
    .superRefine((value, ctx) => {
      const problem = textPolicyError(value, { label, multiline: options.multiline, max });
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });
  return options.trim ? schema.trim() : schema;
}

/** A single-line description-less field (names, codes): `textField` with its cap. */
export const singleLineText = (label: string, kind: TextKind = 'name', extra: Omit<TextFieldOptions, 'label' | 'kind'> = {}) =>
  textField({ label, kind, ...extra });

/** A multi-line free text (descriptions), at most TEXT_LIMITS.description characters. */
export const multiLineText = (label: string, extra: Omit<TextFieldOptions, 'label' | 'multiline'> = {}) =>
  textField({ label, kind: 'description', multiline: true, ...extra });

/** An e-mail address: policy first (so a 10,000-character value is refused by length, not echoed), then lowercase and format. */
export const emailField = (message = 'Ingrese un correo electrónico válido.') =>
  textField({ label: 'El correo electrónico', kind: 'email', required: message }).trim().toLowerCase().pipe(z.email(message));

/** A search string typed in a filter: policy, trimmed, at most TEXT_LIMITS.search characters. */
export const searchText = (label = 'El texto a buscar') => textField({ label, kind: 'search', trim: true });

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether YYYY-MM-DD names a day that exists (2024-02-29 yes, 2024-02-31 no), years 1900–9999. */
export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900 || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** A calendar date YYYY-MM-DD. */
export const isoDateField = (message = 'Fecha inválida: use el formato AAAA-MM-DD con una fecha que exista.') =>
  z.string({ message }).max(10, message).refine(isCalendarDate, message);

/** A whole number between min and max (query strings coerced), never NaN or infinite. */
export function intField(options: { min: number; max: number; message: string }) {
  return z.coerce
    .number({ message: options.message })
    .refine((n) => Number.isFinite(n) && Number.isInteger(n), options.message)
    .refine((n) => n >= options.min && n <= options.max, options.message);
}

/** A database id (bigint column) as a path or query parameter: 1 to 2^53 − 1. */
export const idField = (message = 'Identificador inválido.') => intField({ min: 1, max: Number.MAX_SAFE_INTEGER, message });

/** A finite number within bounds (never 1e308, Infinity or NaN). */
export const finiteNumberField = (options: { min: number; max: number; message: string }) =>
  z.number({ message: options.message }).refine((n) => Number.isFinite(n) && n >= options.min && n <= options.max, options.message);

/**
 * Checks every string and number nested in a free-form JSON value (attribute selections): strings
 * under the single-line policy and at most TEXT_LIMITS.value characters, numbers finite, depth and
 * size bounded. Returns the Spanish problem or undefined.
 */
export function jsonValueProblem(value: unknown, depth = 0): string | undefined {
  if (depth > 4) return 'El valor tiene demasiados niveles.';
  if (value === null || typeof value === 'boolean') return undefined;
  if (typeof value === 'string') return textPolicyError(value.normalize('NFC'), { label: 'El valor', max: TEXT_LIMITS.value });
  if (typeof value === 'number')
    return Number.isFinite(value) && Math.abs(value) <= 1e15 ? undefined : 'El valor numérico está fuera de rango.';
  if (Array.isArray(value)) {
    if (value.length > 500) return 'Demasiados valores seleccionados.';
    for (const item of value) {
      const problem = jsonValueProblem(item, depth + 1);
      if (problem) return problem;
    }
    return undefined;
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length > 20) return 'El valor tiene demasiados campos.';
    for (const [key, item] of entries) {
      if (textLength(key) > TEXT_LIMITS.code || textPolicyError(key)) return 'El valor tiene un campo inválido.';
      const problem = jsonValueProblem(item, depth + 1);
      if (problem) return problem;
    }
    return undefined;
  }
  return 'Valor inválido.';
}

/** A free-form JSON value checked by jsonValueProblem. */
export const jsonValueField = () =>
  z.unknown().superRefine((value, ctx) => {
    const problem = jsonValueProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

const TYPE_NAMES: Record<string, string> = {
  string: 'texto',
  number: 'un número',
  int: 'un número entero',
  boolean: 'verdadero o falso',
  array: 'una lista',
  object: 'un objeto',
  date: 'una fecha',
};

/**
 * The Spanish error map installed for every zod schema of every service (zod v4 `z.config`): a
 * schema's own message wins; otherwise one of these. None repeats the value received.
 */
export const spanishErrorMap: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'Falta un campo requerido.' : `Se esperaba ${TYPE_NAMES[issue.expected] ?? 'otro tipo de valor'}.`;
    case 'too_big': {
      const max = String(issue.maximum);
      if (issue.origin === 'string') return `El texto es demasiado largo (máximo ${max} caracteres).`;
      if (issue.origin === 'array' || issue.origin === 'set') return `Demasiados elementos (máximo ${max}).`;
      return `El valor debe ser ${issue.inclusive ? 'menor o igual a' : 'menor que'} ${max}.`;
    }
    case 'too_small': {
      const min = String(issue.minimum);
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1 ? 'El campo es requerido.' : `El texto es demasiado corto (mínimo ${min} caracteres).`;
      if (issue.origin === 'array' || issue.origin === 'set') return `Debe indicar al menos ${min} elemento(s).`;
      return `El valor debe ser ${issue.inclusive ? 'mayor o igual a' : 'mayor que'} ${min}.`;
    }
    case 'invalid_format':
      return issue.format === 'email' ? 'Ingrese un correo electrónico válido.' : 'El formato del valor no es válido.';
    case 'not_multiple_of':
      return 'El valor no es un múltiplo válido.';
    case 'unrecognized_keys':
      return 'La solicitud tiene campos no reconocidos.';
    case 'invalid_union':
    case 'invalid_value':
      return 'El valor no es una de las opciones permitidas.';
    case 'invalid_key':
    case 'invalid_element':
      return 'La solicitud tiene un valor inválido.';
    default:
      return 'Valor inválido.';
  }
};

let installed = false;

/** Installs the Spanish error map once per process (every service imports @inca/service-kit). */
export function installSpanishErrorMap(): void {
  if (installed) return;
  z.config({ customError: spanishErrorMap });
  installed = true;
}

/** A three-digit company code. */
export const companyCodeSchema = z
  .string({ message: 'Debe indicar el código de empresa.' })
  .regex(/^[0-9]{3}$/, 'Código de empresa inválido.');

const splitList = (value: string | undefined) => [
  ...new Set(
    (value ?? '')
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean),
  ),
];

/** An optional comma-separated query parameter as a list of distinct valid items (at most 200). */
export function csvQuery<T extends z.ZodType>(item: T) {
  return z
    .string()
    .optional()
    .transform((v) => (v ? splitList(v) : undefined))
    .pipe(z.array(item).max(200).optional() as unknown as z.ZodType<z.output<T>[] | undefined, string[] | undefined>);
}

/** A required comma-separated query parameter: at least one item, at most `max`. */
export function requiredCsvQuery<T extends z.ZodType>(item: T, missing: string, max = 200) {
  return z
    .string({ message: missing })
    .transform(splitList)
    .pipe(z.array(item).min(1, missing).max(max) as unknown as z.ZodType<z.output<T>[], string[]>);
}
