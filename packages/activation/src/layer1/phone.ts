import { rejected, type Step } from './result.ts';

// "anexo 123", "anx. 12", "ext 5", "int. 44", "x 12" at the end of a number.
const EXTENSION = /[\s,;/-]*(?:anexo|anx|ext|extensi[oó]n|int|interno|x)\.?\s*[:#]?\s*\d{1,6}$/i;
// What a written phone number may contain once the extension is gone.
const PHONE_CHARS = /^\+?[\d\s().\-/]+$/;
const NON_DIGITS = /\D+/g;

const CHILE = '56';
export const PHONE_REASONS = {
  letters: 'phone contains letters or symbols',
  noDigits: 'phone has no digits',
  chileLength: 'phone length impossible for +56',
  oldNumber: 'old 7- or 8-digit number is ambiguous',
  notSubscriber: 'not a Chilean subscriber number (starts with 0 or 1)',
  e164Length: 'phone length impossible for E.164',
  countryCode: 'country code cannot start with 0',
} as const;

/**
 * Layer 1 for phones, Chile as the default region. Accepts every way Chileans write numbers:
 * "+56 9 1234 5678", "9 1234 5678", "912345678", "56912345678", "(09) 1234-5678" and
 * "(02) 2345 6789" (old trunk 0), "0056 9 1234 5678" (00 prefix), with an extension
 * ("anexo 123") that is dropped. A Chilean national number has 9 digits (mobiles 9XXXXXXXX,
 * Santiago 2XXXXXXXX, regions 32…, 41…); old 7- and 8-digit numbers are ambiguous and rejected.
 * Foreign numbers need their "+" or "00" prefix and an E.164 length (8 to 15 digits).
 * `text` is a layer-1 cleaned value; the result is E.164 ("+56912345678").
 */
export function normalizePhone(text: string): Step {
  let value = text;
  if (!PHONE_CHARS.test(value)) {
    const extension = EXTENSION.exec(value);
    if (extension === null || extension.index === 0) return rejected(PHONE_REASONS.letters);
    value = value.slice(0, extension.index);
    if (!PHONE_CHARS.test(value)) return rejected(PHONE_REASONS.letters);
  }
  const digits = value.replace(NON_DIGITS, '');
  if (digits.length === 0) return rejected(PHONE_REASONS.noDigits);

  let international: string | null = null;
  if (value.charCodeAt(0) === 43 /* + */) international = digits;
  else if (digits.startsWith('00')) international = digits.slice(2);

  if (international !== null) {
    if (international.startsWith(CHILE)) return chileanNational(international.slice(2), true);
    if (international.charCodeAt(0) === 48 /* 0 */) return rejected(PHONE_REASONS.countryCode);
    if (international.length < 8 || international.length > 15) return rejected(PHONE_REASONS.e164Length);
    return `+${international}`;
  }
  switch (digits.length) {
    case 7:
    case 8:
      return rejected(PHONE_REASONS.oldNumber);
    case 9:
      return chileanNational(digits, false);
    case 10:
      // The old trunk 0: "(09) 1234-5678", "(02) 2345 6789".
      return digits.charCodeAt(0) === 48 ? chileanNational(digits.slice(1), false) : rejected(PHONE_REASONS.chileLength);
    case 11:
      return digits.startsWith(CHILE) ? chileanNational(digits.slice(2), true) : rejected(PHONE_REASONS.chileLength);
    default:
      return rejected(PHONE_REASONS.chileLength);
  }
}

function chileanNational(national: string, afterCountryCode: boolean): Step {
  let number = national;
  // "+56 (0)9 1234 5678": a trunk 0 written after the country code.
  if (afterCountryCode && number.length === 10 && number.charCodeAt(0) === 48) number = number.slice(1);
  if (number.length !== 9) return rejected(PHONE_REASONS.chileLength);
  const first = number.charCodeAt(0);
  if (first === 48 || first === 49) {
    // Nine digits with a leading trunk 0 are an old 8-digit number.
    return rejected(first === 48 && !afterCountryCode ? PHONE_REASONS.oldNumber : PHONE_REASONS.notSubscriber);
  }
  return `+${CHILE}${number}`;
}

/** "+56912345678" → "56912345678": digits with the country code, no "+". */
export function e164Digits(e164: string): string {
  return e164.slice(1);
}

/** A Chilean mobile (+569XXXXXXXX), the only kind that takes SMS. */
export function isChileanMobile(e164: string): boolean {
  return e164.length === 12 && e164.startsWith('+569');
}
