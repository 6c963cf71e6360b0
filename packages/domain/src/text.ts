/**
 * The input policy for every text a person types, as a pure rule that the
 * services' zod schemas (`@inca/service-kit`) and the web share:
 *
 * - values are compared and stored in Unicode NFC;
 * - control characters (C0, DEL, C1: NUL, CR, LF, TAB…) are refused in single-line fields (names,
 *   codes, e-mails, searches); multi-line fields (descriptions) keep LF (\n) and nothing else;
 * - format characters (Unicode category Cf: zero-width U+200B–U+200D, word joiner U+2060, BOM
 *   U+FEFF, soft hyphen, the bidi controls U+200E/U+200F, U+202A–U+202E, U+2066–U+2069, tags…)
 *   are refused everywhere;
 * - a value made only of invisible characters (fillers, lone combining marks) is refused;
 * - malformed UTF-16 (lone surrogates) and the noncharacters U+FFFE/U+FFFF are refused;
 * - lengths are capped (counted in code points, as PostgreSQL counts characters): see TEXT_LIMITS.
 *
 * Messages are Spanish and never repeat the value.
 */

/** Maximum lengths, in characters (code points). */
export const TEXT_LIMITS = {
  /** Codes and identifiers (segment codes, company codes, preview ids, enum-like values). */
  code: 64,
  /** Names of things (segments after validation are 3–50; other names at most this). */
  name: 120,
  /** An e-mail address (RFC 5321 path limit). */
  email: 254,
  /** A search string typed in a filter. */
  search: 120,
  /** Descriptions and other multi-line free text. */
  description: 1_000,
  /** A value chosen inside a structured input (an attribute option value, a number as text). */
  value: 200,
} as const;

export type TextKind = keyof typeof TEXT_LIMITS;

// C0 controls, DEL and C1 controls.
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/u;
const CONTROL_BUT_LF = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F]/u;
// Format characters: zero-width, joiners, BOM, soft hyphen, every bidi control, tag characters.
const FORMAT = /\p{Cf}/u;
const NONCHARACTER = /[\uFFFE\uFFFF]/u;
// A lone surrogate (no u flag: code units).
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// What renders as nothing: separators and whitespace, combining marks alone (the grapheme joiner among them),
// Hangul and braille fillers.
const INVISIBLE = /^[\p{Z}\s\p{M}\u115F\u1160\u3164\uFFA0\u2800]*$/u;

export type TextPolicyOptions = {
  /** How the field is called in messages ('El nombre', 'La descripción'); default 'El texto'. */
  label?: string;
  /** Multi-line fields keep \n. */
  multiline?: boolean;
  /** Maximum length in code points. */
  max?: number;
};

/** The value as stored and compared: NFC. */
export const normalizeText = (value: string): string => value.normalize('NFC');

/** Length in characters (code points), as PostgreSQL counts them. */
export const textLength = (value: string): number => {
  let n = 0;
  for (const _ of value) n += 1;
  return n;
};

/**
 * Why `value` breaks the input policy, in Spanish, or undefined when it is acceptable. Pass the
 * value already in NFC (normalizeText). Empty or blank values pass: whether a field is required
 * is each form's own rule (with its own spec message).
 */
export function textPolicyError(value: string, options: TextPolicyOptions = {}): string | undefined {
  const label = options.label ?? 'El texto';
  if (LONE_SURROGATE.test(value) || NONCHARACTER.test(value)) return `${label} contiene caracteres mal formados.`;
  if ((options.multiline ? CONTROL_BUT_LF : CONTROL).test(value)) {
    return options.multiline
      ? `${label} contiene caracteres de control no permitidos.`
      : `${label} debe ser una sola línea, sin caracteres de control.`;
  }
  if (FORMAT.test(value)) return `${label} contiene caracteres invisibles o de control de dirección no permitidos.`;
  if (value.trim().length > 0 && INVISIBLE.test(value)) return `${label} no puede contener solo caracteres invisibles.`;
  if (options.max !== undefined && textLength(value) > options.max) return `${label} supera el máximo de ${options.max} caracteres.`;
  return undefined;
}
