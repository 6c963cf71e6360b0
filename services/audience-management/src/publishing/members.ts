import type { FieldResult, NormalizedRecord } from '@inca/activation';
import type { IdentifierKind } from './segmentMembers.ts';

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

const sendable = (f: FieldResult | undefined): f is Extract<FieldResult, { send: string }> => f?.status === 'ok' || f?.status === 'prehashed';

export type MemberOutcome = { member: string } | { reason: string };

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
