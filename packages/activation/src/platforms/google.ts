import {
  PLACEHOLDER,
  isPlaceholder,
  normalizeCountry,
  normalizeMaid,
  normalizePhone,
  normalizePostalCode,
  rejected,
  type Step,
} from '../layer1/index.ts';
import { countAt, hasWhitespace, isGmailDomain, withoutDots, withoutPlusTag } from '../email.ts';
import { hashedField, memoized, plainField } from '../fields.ts';
import type { CustomerRecord, FieldResult, NormalizeContext } from '../types.ts';

/** Google Data Manager API user identifiers, in the order they are reported. */
export const GOOGLE_KEYS = [
  'email_address',
  'phone_number',
  'given_name',
  'family_name',
  'region_code',
  'postal_code',
  'mobile_id',
] as const;
export type GoogleKey = (typeof GOOGLE_KEYS)[number];
export type GoogleFields = { readonly [K in GoogleKey]: FieldResult };

/** Reasons worded as Google's reference formatter words them. */
export const GOOGLE_REASONS = {
  whitespace: 'reference util: Email address contains intermediate whitespace.',
  form: 'reference util: Email is not of the form user@domain',
  onlyTitle: 'name has nothing left but a title or suffix',
} as const;

// English titles and suffixes only: Spanish "Dra." or "Sr." before a name are part of what people typed.
const TITLE_PREFIX = /^(?:mr|mrs|ms|dr)(?:\.\s*|\s+|$)/;
const NAME_SUFFIX = /[\s,]+(?:jr|sr|ii|iii|iv|md|ph\.?d)\.?$/;

function googleEmail(text: string): Step {
  const lower = text.toLowerCase();
  if (hasWhitespace(lower)) return rejected(GOOGLE_REASONS.whitespace);
  if (countAt(lower) !== 1) return rejected(GOOGLE_REASONS.form);
  const at = lower.indexOf('@');
  let local = lower.slice(0, at);
  const domain = lower.slice(at + 1);
  if (isGmailDomain(domain)) local = withoutDots(withoutPlusTag(local));
  if (local.length === 0 || domain.length === 0) return rejected(GOOGLE_REASONS.form);
  return local.length === at ? lower : `${local}@${domain}`;
}

function googlePhone(text: string): Step {
  return normalizePhone(text);
}

/** Lowercase; English titles and suffixes removed (repeatedly, so the result is stable). */
export function googleName(text: string): Step {
  let name = text.toLowerCase();
  for (;;) {
    const stripped = name.replace(TITLE_PREFIX, '').replace(NAME_SUFFIX, '');
    if (stripped === name) break;
    name = stripped;
  }
  if (name.length === 0) return rejected(GOOGLE_REASONS.onlyTitle);
  // "Dr -": what the title leaves may itself stand for no value; it is absent, as it would be typed alone.
  return name !== text.toLowerCase() && isPlaceholder(name) ? PLACEHOLDER : name;
}

function googleRegion(text: string): Step {
  return normalizeCountry(text);
}

function googlePostal(text: string): Step {
  return normalizePostalCode(text);
}

const hashedName = (raw: unknown) => hashedField(raw, googleName);
const plainRegion = (raw: unknown) => plainField(raw, googleRegion);
const plainPostal = (raw: unknown) => plainField(raw, googlePostal);

/**
 * Google (Data Manager API): e-mail, phone and names SHA-256 hex; region code (ISO alpha-2,
 * uppercase), postal code and mobile id in clear. For gmail.com and googlemail.com every dot
 * and any +tag of the local part are removed. The address parts are reported one by one;
 * `googleAddressComplete` says whether they make an address Google accepts.
 */
export function createGoogleNormalizer(_context: NormalizeContext): (record: CustomerRecord) => GoogleFields {
  const givenName = memoized(hashedName, 100_000);
  const familyName = memoized(hashedName, 100_000);
  const regionCode = memoized(plainRegion, 1_000);
  const postalCode = memoized(plainPostal, 10_000);
  return (record) => ({
    email_address: hashedField(record.email, googleEmail),
    phone_number: hashedField(record.phone, googlePhone),
    given_name: givenName(record.first_name),
    family_name: familyName(record.last_name),
    region_code: regionCode(record.country),
    postal_code: postalCode(record.zip),
    mobile_id: plainField(record.maid, normalizeMaid),
  });
}

/** Google takes an address only with all four parts: given name, family name, region and postal code. */
export function googleAddressComplete(fields: GoogleFields): boolean {
  return (
    fields.given_name.status !== 'rejected' &&
    fields.given_name.status !== 'absent' &&
    fields.family_name.status !== 'rejected' &&
    fields.family_name.status !== 'absent' &&
    fields.region_code.status === 'ok' &&
    fields.postal_code.status === 'ok'
  );
}
