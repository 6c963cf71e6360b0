import { e164Digits, isChileanMobile, normalizePhone, rejected, type Step } from '../layer1/index.ts';
import { plainEmailProblem } from '../email.ts';
import { plainField } from '../fields.ts';
import type { CustomerRecord, FieldResult, NormalizeContext } from '../types.ts';

/** Salesforce Marketing Cloud data-extension columns we fill, nothing hashed. */
export const SFMC_KEYS = ['email_address', 'mobile_number', 'locale', 'first_name', 'last_name'] as const;
export type SfmcKey = (typeof SFMC_KEYS)[number];
export type SfmcFields = { readonly [K in SfmcKey]: FieldResult };

const CHILEAN_LOCALE = 'es-CL';
const LOCALE_OK: FieldResult = Object.freeze({ status: 'ok', normalized: CHILEAN_LOCALE, send: CHILEAN_LOCALE });
const LOCALE_ABSENT: FieldResult = Object.freeze({ status: 'absent', reason: 'no usable mobile number' });
const LOCALE_FOREIGN: FieldResult = Object.freeze(rejected('no locale for a mobile number outside Chile'));

/** The address as written (layer 1 only), if it is one. */
function sfmcEmail(text: string): Step {
  const problem = plainEmailProblem(text.toLowerCase());
  return problem === null ? text : rejected(problem);
}

/** MobileConnect: digits with the country code (56912345678); a Chilean number must be a mobile. */
function sfmcMobile(text: string): Step {
  const e164 = normalizePhone(text);
  if (typeof e164 !== 'string') return e164;
  if (e164.startsWith('+56') && !isChileanMobile(e164)) return rejected('not a Chilean mobile (SMS needs 9XXXXXXXX)');
  return e164Digits(e164);
}

function asWritten(text: string): Step {
  return text;
}

/** Salesforce Marketing Cloud: raw values; SMS numbers 56912345678 with locale es-CL. */
export function createSfmcNormalizer(_context: NormalizeContext): (record: CustomerRecord) => SfmcFields {
  return (record) => {
    const mobile = plainField(record.phone, sfmcMobile);
    return {
      email_address: plainField(record.email, sfmcEmail),
      mobile_number: mobile,
      locale: mobile.status !== 'ok' ? LOCALE_ABSENT : mobile.send.startsWith('56') ? LOCALE_OK : LOCALE_FOREIGN,
      first_name: plainField(record.first_name, asWritten),
      last_name: plainField(record.last_name, asWritten),
    };
  };
}
