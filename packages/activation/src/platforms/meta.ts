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
import type { CustomerRecord, FieldResult, NormalizeContext } from '../types.ts';

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
  email: (address: string) =>
    `SDK throws: Invalid email format for the passed email:'${address}'.Please check the passed email format.`,
  zip: 'SDK normalizer returned null (value silently omitted)',
  noLetters: 'nothing left after removing digits, spaces and ( ) . -',
} as const;

function metaEmail(text: string): Step {
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
  return (record) => ({
    em: hashedField(record.email, metaEmail, EXACT),
    ph: hashedField(record.phone, metaPhone, EXACT),
    fn: fn(record.first_name),
    ln: ln(record.last_name),
    ct: ct(record.city),
    st: st(record.region),
    zp: zp(record.zip),
    country: country(record.country),
    ge: ge(record.gender),
    db: db(record.birthdate),
    madid: plainField(record.maid, metaMaid),
  });
}
