import { EMPTY, PLACEHOLDER, rejected, type Step } from './result.ts';

// Zero-width and invisible formatting characters: ZWSP, ZWNJ, ZWJ, LRM, RLM, word joiner,
// invisible operators, BOM, soft hyphen.
const ZERO_WIDTH = /[\u200B-\u200F\u2060-\u2064\uFEFF\u00AD]/g;
// Every Unicode space (NBSP, narrow NBSP, figure space, ideographic space, tabs, line breaks).
const ANY_SPACE_RUN = /[\s\u00A0\u2007\u202F]+/g;
// Fast path: printable ASCII only, no leading/trailing or doubled spaces.
// Fast path: printable ASCII and precomposed Latin letters (already NFC), single inner spaces,
// nothing to trim: most names, cities and e-mails skip the Unicode work entirely.
const ALREADY_CLEAN = /^[\x21-\x7E\u00C0-\u024F]+(?: [\x21-\x7E\u00C0-\u024F]+)*$/;
const NON_ASCII = /[^\x00-\x7F]/;
const PUNCTUATION_ONLY = /^[-_.,;:*/\\?#'"`~|=+]+$/;
const COMBINING_MARKS = /[\u0300-\u036f]/g;

/** Lowercased, accent-free spellings that mean "no value" in our customer files. */
const PLACEHOLDERS: ReadonlySet<string> = new Set([
  'n/a',
  'na',
  'n.a.',
  'n/d',
  's/i',
  's/d',
  'nan',
  'null',
  'nil',
  'none',
  'undefined',
  'sin correo',
  'sin email',
  'sin e-mail',
  'sin mail',
  'no tiene correo',
  'no tiene email',
  'sin telefono',
  'sin fono',
  'sin celular',
  'sin movil',
  'no tiene telefono',
  'sin nombre',
  'sin apellido',
  'sin direccion',
  'sin ciudad',
  'sin comuna',
  'sin region',
  'sin dato',
  'sin datos',
  'sin informacion',
  'sin info',
  'no informa',
  'no informado',
  'no aplica',
  'no tiene',
  'ninguno',
  'ninguna',
  'desconocido',
  'desconocida',
  'no sabe',
]);

const PLACEHOLDER_MAX_LENGTH = Math.max(...[...PLACEHOLDERS].map((p) => p.length));
const PLACEHOLDER_INITIALS: ReadonlySet<number> = new Set([...PLACEHOLDERS].map((p) => p.charCodeAt(0)));

/**
 * Layer 1 for every text value: NFC, zero-width characters removed, every kind of space
 * (NBSP included) trimmed and inner runs collapsed to one space; empty → absent,
 * placeholders ("N/A", "sin correo", "-") → absent. Numbers are accepted as their decimal text.
 */
export function cleanText(raw: unknown): Step {
  if (raw === null || raw === undefined) return EMPTY;
  let text: string;
  if (typeof raw === 'string') text = raw;
  else if (typeof raw === 'number' && Number.isFinite(raw)) text = String(raw);
  else return rejected(`not a text value (${typeof raw})`);
  if (text.length === 0) return EMPTY;
  if (!ALREADY_CLEAN.test(text)) {
    // Spaces only around an otherwise clean value (" Juan ", a padded CRM column): trimming is all the
    // general path would do (NFC, zero-width removal and inner runs leave a clean value as it is).
    const trimmed = text.trim();
    if (trimmed.length > 0 && ALREADY_CLEAN.test(trimmed)) text = trimmed;
    else {
      text = text.normalize('NFC').replace(ZERO_WIDTH, '').replace(ANY_SPACE_RUN, ' ').trim();
      if (text.length === 0) return EMPTY;
    }
  }
  if (isPlaceholder(text)) return PLACEHOLDER;
  return text;
}

/** True for values that stand for "no value": "N/A", "Sin correo", "-", "…". */
export function isPlaceholder(text: string): boolean {
  if (text.length > PLACEHOLDER_MAX_LENGTH) return false;
  const first = text.charCodeAt(0) | 0x20; // ASCII lowercase
  if (!PLACEHOLDER_INITIALS.has(first)) return PUNCTUATION_ONLY.test(text) || text === '\u2026';
  const key = text.toLowerCase();
  if (PLACEHOLDERS.has(key)) return true;
  return NON_ASCII.test(key) && PLACEHOLDERS.has(key.normalize('NFD').replace(COMBINING_MARKS, ''));
}

/** Lowercase without accents, for comparing words ("Región" ~ "region"). */
export function foldForMatch(text: string): string {
  return text.toLowerCase().normalize('NFD').replace(COMBINING_MARKS, '');
}
