import type { CustomerRecord, FieldResult, KeySender, NormalizedRecord } from '@inca/activation';
import type { ContactColumn, IdentifierKind } from './segmentMembers.ts';

/**
 * Which normalized field becomes the member a platform receives, in order of preference: a
 * customer is one member (its first usable identifier), so counts at the platform are customers.
 * Meta's connector sends EMAIL_SHA256 members by default; Google's mobile audiences send mobile ids.
 */
export const MEMBER_KEYS: Record<string, Record<IdentifierKind, readonly string[]>> = {
  fbk: { CONTACT_INFO: ['em'], MOBILE_ADVERTISING_ID: ['madid'] },
  gads: { CONTACT_INFO: ['email_address', 'phone_number'], MOBILE_ADVERTISING_ID: ['mobile_id'] },
  tiktok: { CONTACT_INFO: ['email', 'phone'], MOBILE_ADVERTISING_ID: ['maid'] },
  criteo: { CONTACT_INFO: ['email', 'phone'], MOBILE_ADVERTISING_ID: ['madid'] },
  salesforce: { CONTACT_INFO: ['email_address', 'mobile_number'], MOBILE_ADVERTISING_ID: [] },
  talonone: { CONTACT_INFO: ['integration_id'], MOBILE_ADVERTISING_ID: [] },
  adobe: { CONTACT_INFO: ['Email_LC_SHA256', 'Email'], MOBILE_ADVERTISING_ID: [] },
};

/** The raw columns a platform's member keys read (see @inca/activation's normalizers), besides the customer id. */
const COLUMN_OF_KEY: Record<string, ContactColumn> = {
  em: 'email',
  email_address: 'email',
  email: 'email',
  Email_LC_SHA256: 'email',
  Email: 'email',
  ph: 'phone',
  phone_number: 'phone',
  phone: 'phone',
  mobile_number: 'phone',
};

/** The contact columns to read from the warehouse for these member keys (country always: phone rules read it). */
export function contactColumnsFor(keys: readonly string[]): ContactColumn[] {
  const columns = new Set<ContactColumn>();
  for (const key of keys) {
    const column = COLUMN_OF_KEY[key];
    if (column) columns.add(column);
  }
  columns.add('country');
  return [...columns];
}

const sendable = (f: FieldResult | undefined): f is Extract<FieldResult, { send: string }> => f?.status === 'ok' || f?.status === 'prehashed';

export type MemberOutcome = { member: string } | { reason: string };

/**
 * The member of one customer from the payload values of the member keys (in the keys' order, from
 * @inca/activation's createKeySenders): the member itself, or why there is none; the same answer
 * as `memberOf` on the full record, and a key after the first usable one is never normalized.
 */
export function memberFrom(record: CustomerRecord, senders: readonly KeySender[], keys: readonly string[]): string | { reason: string } {
  if (senders.length === 1) {
    // One key (Meta's e-mail audiences): the member or that key's own reason.
    const sent = senders[0]!(record);
    if (typeof sent === 'string') return sent;
    return { reason: `${keys[0]}: ${sent.status === 'rejected' ? sent.reason : 'absent'}` };
  }
  let reason: string | undefined;
  for (let i = 0; i < senders.length; i += 1) {
    const sent = senders[i]!(record);
    if (typeof sent === 'string') return sent;
    if (reason === undefined && sent.status === 'rejected') reason = `${keys[i]}: ${sent.reason}`;
  }
  return { reason: reason ?? `${keys[0] ?? 'id'}: absent` };
}

/** The member of one normalized record, or why it has none (the first refused identifier's reason). */
export function memberOf(record: NormalizedRecord, keys: readonly string[]): MemberOutcome {
  for (const key of keys) {
    const field = record.fields[key];
    if (sendable(field)) return { member: field.send };
  }
  for (const key of keys) {
    const field = record.fields[key];
    if (field && field.status === 'rejected') return { reason: `${key}: ${field.reason}` };
  }
  return { reason: `${keys[0] ?? 'id'}: absent` };
}
