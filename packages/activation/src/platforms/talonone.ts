import { normalizePhone, rejected, type Step } from '../layer1/index.ts';
import { plainEmailProblem } from '../email.ts';
import { plainField } from '../fields.ts';
import type { CustomerRecord, FieldResult, NormalizeContext } from '../types.ts';

/** Talon.One customer profile: the integration id and raw attributes, nothing hashed. */
export const TALONONE_KEYS = ['integration_id', 'email', 'phone', 'first_name', 'last_name'] as const;
export type TalononeKey = (typeof TALONONE_KEYS)[number];
export type TalononeFields = { readonly [K in TalononeKey]: FieldResult };

const MAX_INTEGRATION_ID = 1000;

/** A stable customer id, never the e-mail (an address changes; the profile must not). */
function integrationId(text: string): Step {
  if (text.includes('@')) return rejected('integration id must be a stable customer id, not an e-mail');
  if (text.length > MAX_INTEGRATION_ID) return rejected('integration id longer than 1000 characters');
  return text;
}

function talonEmail(text: string): Step {
  const problem = plainEmailProblem(text.toLowerCase());
  return problem === null ? text : rejected(problem);
}

function asWritten(text: string): Step {
  return text;
}

/** Talon.One: integration id from the customer id; e-mail, E.164 phone and names as attributes, raw. */
export function createTalononeNormalizer(_context: NormalizeContext): (record: CustomerRecord) => TalononeFields {
  return (record) => ({
    integration_id: plainField(record.id, integrationId),
    email: plainField(record.email, talonEmail),
    phone: plainField(record.phone, normalizePhone),
    first_name: plainField(record.first_name, asWritten),
    last_name: plainField(record.last_name, asWritten),
  });
}
