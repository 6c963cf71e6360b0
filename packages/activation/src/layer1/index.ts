export { cleanText, isPlaceholder, foldForMatch } from './text.ts';
export { normalizePhone, e164Digits, isChileanMobile, PHONE_REASONS } from './phone.ts';
export { normalizeGender } from './gender.ts';
export { normalizeBirthdate, todayInSantiago } from './birthdate.ts';
export { normalizeCountry } from './country.ts';
export { normalizePostalCode } from './postal.ts';
export { normalizeMaid, MAID_REASONS } from './maid.ts';
export { EMPTY, PLACEHOLDER, rejected, notSupported, type Step } from './result.ts';
