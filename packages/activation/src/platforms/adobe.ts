import { normalizePhone, rejected, type Step } from '../layer1/index.ts';
import { plainEmailProblem } from '../email.ts';
import { hashedField, plainField } from '../fields.ts';
import type { CustomerRecord, FieldResult, NormalizeContext } from '../types.ts';

/** Adobe Experience Platform identity namespaces we fill. */
export const ADOBE_KEYS = ['Email', 'Email_LC_SHA256', 'Phone'] as const;
export type AdobeKey = (typeof ADOBE_KEYS)[number];
export type AdobeFields = { readonly [K in AdobeKey]: FieldResult };

/** Email namespace: the address as written (layer 1 only), if it is one. */
function adobeEmail(text: string): Step {
  const problem = plainEmailProblem(text.toLowerCase());
  return problem === null ? text : rejected(problem);
}

/** Email_LC_SHA256 namespace: SHA-256 of the trimmed, lowercased address. */
function adobeEmailLowercase(text: string): Step {
  const lower = text.toLowerCase();
  const problem = plainEmailProblem(lower);
  return problem === null ? lower : rejected(problem);
}

/** Adobe AEP: Email and Phone (E.164) raw; Email_LC_SHA256 hashed, a SHA-256 input kept as prehashed. */
export function createAdobeNormalizer(_context: NormalizeContext): (record: CustomerRecord) => AdobeFields {
  return (record) => ({
    Email: plainField(record.email, adobeEmail),
    Email_LC_SHA256: hashedField(record.email, adobeEmailLowercase),
    Phone: plainField(record.phone, normalizePhone),
  });
}
