import {
  e164Digits,
  normalizeBirthdate,
  normalizeCountry,
  normalizeGender,
  normalizeMaid,
  normalizePhone,
  normalizePostalCode,
  rejected,
  type Step,
} from '../layer1/index.ts';
import { hashedField, memoized, plainField, type HashedFieldOptions, type Rule } from '../fields.ts';
import { sha256Hex } from '../hash.ts';
import type { CustomerRecord, FieldNotSent, FieldResult, NormalizeContext } from '../types.ts';

/** Meta Custom Audiences customer-file keys, in the order they are reported. */
export const META_KEYS = ['em', 'ph', 'fn', 'ln', 'ct', 'st', 'zp', 'country', 'ge', 'db', 'madid'] as const;
export type MetaKey = (typeof META_KEYS)[number];
export type MetaFields = { readonly [K in MetaKey]: FieldResult };

// Meta's e-mail check, with the rules of the validator its Node SDK uses: a dot-atom local part
// of at most 64 characters, a dotted ASCII domain whose last label starts with a letter, 254 in all.
const ATOM = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+$/;
const LABEL = /^[a-z0-9][a-z0-9-]*$/;
const TOP_LABEL = /^[a-z](?:-?[a-z0-9])+$/;
// City and state: Meta removes digits, whitespace and ( ) . - ; letters with accents stay.
const CITY_STRIP = /[0-9\s().-]+/g;
const WHITESPACE_RUN = /\s+/g;

/** Reasons worded as Meta's Node SDK words them, so a rejection reads the same as the SDK's. */
export const META_REASONS = {
  email: (address: string) => `SDK throws: Invalid email format for the passed email:'${address}'.Please check the passed email format.`,
  zip: 'SDK normalizer returned null (value silently omitted)',
  noLetters: 'nothing left after removing digits, spaces and ( ) . -',
} as const;

function metaEmail(text: string): Step {
  const plain = plainMetaEmail(text);
  if (plain !== null) return plain;
  const lower = text.toLowerCase();
  return isMetaEmail(lower) ? lower : rejected(META_REASONS.email(lower));
}

function isMetaEmail(lower: string): boolean {
  if (lower.length > 254) return false;
  const at = lower.indexOf('@');
  if (at <= 0 || at > 64 || lower.indexOf('@', at + 1) >= 0) return false;
  // Meta's validator refuses a backtick as the first character (and only there).
  if (lower.charCodeAt(0) === 96) return false;
  for (const atom of lower.slice(0, at).split('.')) if (!ATOM.test(atom)) return false;
  const labels = lower.slice(at + 1).split('.');
  const last = labels.length - 1;
  if (last < 1 || !TOP_LABEL.test(labels[last]!) || labels[last]!.length > 63) return false;
  for (let index = 0; index < last; index += 1) {
    const label = labels[index]!;
    if (label.length > 63 || !LABEL.test(label)) return false;
    // Only the label right before the top-level one must end with a letter or digit.
    if (index === last - 1 && label.endsWith('-')) return false;
  }
  return true;
}

// Character classes of the one-pass e-mail check (ASCII only; anything else takes the general path).
const IN_LOCAL = 1;
const IN_DOMAIN = 2;
const UPPER = 4;
const DOT = 8;
const AT = 16;
const EMAIL_CLASS = new Uint8Array(128);
for (let c = 48; c <= 57; c += 1) EMAIL_CLASS[c] = IN_LOCAL | IN_DOMAIN;
for (let c = 97; c <= 122; c += 1) EMAIL_CLASS[c] = IN_LOCAL | IN_DOMAIN;
for (let c = 65; c <= 90; c += 1) EMAIL_CLASS[c] = IN_LOCAL | IN_DOMAIN | UPPER;
for (const c of '+-_') EMAIL_CLASS[c.charCodeAt(0)] = IN_LOCAL;
EMAIL_CLASS[46] = DOT;
EMAIL_CLASS[64] = AT;

/**
 * The usual address in one pass, without allocating: printable ASCII only, local part of letters,
 * digits and `+ - _` in non-empty dot-separated atoms, domain of at least two non-empty labels of
 * letters and digits whose last starts with a letter. Such a text is layer-1 clean and no
 * placeholder or hash (it has an "@"), and Meta's check accepts its lowercase form: the answer is
 * that form. Anything else answers null and takes the general path (cleaning, prehash detection,
 * the full check), so both paths give the same result for every input.
 */
export function plainMetaEmail(text: string): string | null {
  const n = text.length;
  if (n > 254) return null;
  let seen = 0;
  let atomStart = 0;
  let at = -1;
  for (let i = 0; i < n; i += 1) {
    const c = text.charCodeAt(i);
    const k = c < 128 ? EMAIL_CLASS[c]! : 0;
    seen |= k;
    if (k & IN_LOCAL) continue;
    if (k === DOT) {
      if (i === atomStart) return null;
      atomStart = i + 1;
      continue;
    }
    if (k === AT) at = i;
    break;
  }
  if (at <= 0 || at > 64 || atomStart === at) return null;
  let labelStart = at + 1;
  for (let i = at + 1; i < n; i += 1) {
    const c = text.charCodeAt(i);
    const k = c < 128 ? EMAIL_CLASS[c]! : 0;
    seen |= k;
    if (k & IN_DOMAIN) continue;
    if (k !== DOT || i === labelStart || i - labelStart > 63) return null;
    labelStart = i + 1;
  }
  // The top-level label: after at least one other, a letter first, 2 to 63 characters.
  const top = n - labelStart;
  const first = text.charCodeAt(labelStart) | 0x20;
  if (labelStart === at + 1 || top < 2 || top > 63 || first < 97 || first > 122) return null;
  return seen & UPPER ? text.toLowerCase() : text;
}

/** The usual address's normalized form, trimmed first when padded (" x@y.cl " is x@y.cl once layer 1 trimmed it); else null. */
function usualMetaEmail(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length === 0) return null;
  const padded = raw.charCodeAt(0) <= 32 || raw.charCodeAt(raw.length - 1) <= 32;
  return padded ? plainMetaEmail(raw.trim()) : plainMetaEmail(raw);
}

/** Meta's e-mail field: the one-pass path for the usual address, the general one for the rest. */
function metaEmailField(raw: unknown): FieldResult {
  const lower = usualMetaEmail(raw);
  if (lower !== null) return { status: 'ok', normalized: lower, send: sha256Hex(lower) };
  return hashedField(raw, metaEmail, EXACT);
}

/** What goes into the payload for Meta's e-mail (the field's `send`), or why nothing does: no result object for the usual address. */
function metaEmailSend(raw: unknown): string | FieldNotSent {
  const lower = usualMetaEmail(raw);
  if (lower !== null) return sha256Hex(lower);
  const field = hashedField(raw, metaEmail, EXACT);
  return field.status === 'ok' || field.status === 'prehashed' ? field.send : field;
}

/** Meta's keys whose payload value has a path of its own (the rest go through their field). */
export function createMetaKeySenders(_context: NormalizeContext): { readonly em: (record: CustomerRecord) => string | FieldNotSent } {
  return { em: (record) => metaEmailSend(record.email) };
}

function metaPhone(text: string): Step {
  const e164 = normalizePhone(text);
  return typeof e164 === 'string' ? e164Digits(e164) : e164;
}

function metaName(text: string): Step {
  return text.toLowerCase();
}

function metaPlace(text: string): Step {
  const place = text.toLowerCase().replace(CITY_STRIP, '');
  return place.length > 0 ? place : rejected(META_REASONS.noLetters);
}

function metaZip(text: string): Step {
  const postal = normalizePostalCode(text).toLowerCase().replace(WHITESPACE_RUN, '');
  const dash = postal.indexOf('-');
  const zip = dash < 0 ? postal : postal.slice(0, dash);
  return zip.length >= 2 ? zip : rejected(META_REASONS.zip);
}

function metaCountry(text: string): Step {
  const code = normalizeCountry(text);
  return typeof code === 'string' ? code.toLowerCase() : code;
}

function metaMaid(text: string): Step {
  const maid = normalizeMaid(text);
  return typeof maid === 'string' ? maid.toLowerCase() : maid;
}

const EXACT: HashedFieldOptions = { acceptMd5: true };
const hashedExact = (rule: Rule) => (raw: unknown) => hashedField(raw, rule, EXACT);

/**
 * Meta: every key SHA-256 hex except madid (lowercase, in clear). An input that already is a
 * SHA-256 or MD5 hex is sent lowercased as `prehashed`. Gmail dots and +tags are kept.
 */
export function createMetaNormalizer(context: NormalizeContext): (record: CustomerRecord) => MetaFields {
  const key = createMetaKeyNormalizers(context);
  return (record) => ({
    em: key.em(record),
    ph: key.ph(record),
    fn: key.fn(record),
    ln: key.ln(record),
    ct: key.ct(record),
    st: key.st(record),
    zp: key.zp(record),
    country: key.country(record),
    ge: key.ge(record),
    db: key.db(record),
    madid: key.madid(record),
  });
}

/** Meta's keys one by one, for a caller that needs only some of them (the publishing engine needs `em`). */
export function createMetaKeyNormalizers(context: NormalizeContext): { readonly [K in MetaKey]: (record: CustomerRecord) => FieldResult } {
  const metaBirthdate = (text: string): Step => normalizeBirthdate(text, context.today);
  // Per normalizer (not per module): birth dates depend on `today`.
  const fn = memoized(hashedExact(metaName), 100_000);
  const ln = memoized(hashedExact(metaName), 100_000);
  const ct = memoized(hashedExact(metaPlace), 10_000);
  const st = memoized(hashedExact(metaPlace), 1_000);
  const zp = memoized(hashedExact(metaZip), 10_000);
  const country = memoized(hashedExact(metaCountry), 1_000);
  const ge = memoized(hashedExact(normalizeGender), 100);
  const db = memoized(hashedExact(metaBirthdate), 50_000);
  return {
    em: (record) => metaEmailField(record.email),
    ph: (record) => hashedField(record.phone, metaPhone, EXACT),
    fn: (record) => fn(record.first_name),
    ln: (record) => ln(record.last_name),
    ct: (record) => ct(record.city),
    st: (record) => st(record.region),
    zp: (record) => zp(record.zip),
    country: (record) => country(record.country),
    ge: (record) => ge(record.gender),
    db: (record) => db(record.birthdate),
    madid: (record) => plainField(record.maid, metaMaid),
  };
}
