import { createKeySenders, type CustomerRecord, type FieldResult, type NormalizedRecord, type Platform } from '@inca/activation';
import type { Member, MemberKind } from '@inca/platforms';
import type { ContactColumn, IdentifierKind } from './repository/index.ts';

/**
 * How a platform's member is made of a customer: which normalized key (of @inca/activation's normalizer for the
 * platform) fills each identifier kind, whether the customer's own id travels with them (the row key of platforms
 * that key rows by customer), and the kind a member stored before kinds were kept apart was sent as.
 * A customer is one member carrying every usable identifier of these kinds, so counts at the platform are customers.
 */
export type MemberSpec = {
  readonly kinds: Readonly<Partial<Record<Exclude<MemberKind, 'customerId'>, string>>> | Readonly<{ customerId: string }>;
  readonly withCustomerId?: boolean;
  readonly legacyKind: MemberKind;
};

const contact = (email: string, phone: string, legacyKind: MemberKind = 'email'): MemberSpec => ({ kinds: { email, phone }, legacyKind });
const mobile = (madid: string): MemberSpec => ({ kinds: { madid }, legacyKind: 'madid' });
const NONE: MemberSpec = { kinds: {}, legacyKind: 'email' };

export const MEMBER_SPECS: Record<string, Record<IdentifierKind, MemberSpec>> = {
  fbk: { CONTACT_INFO: contact('em', 'ph'), MOBILE_ADVERTISING_ID: mobile('madid') },
  gads: { CONTACT_INFO: contact('email_address', 'phone_number'), MOBILE_ADVERTISING_ID: mobile('mobile_id') },
  // A TikTok audience takes one calculate type: e-mails (EMAIL_SHA256) unless the account sends phones (memberSpecFor).
  tiktok: { CONTACT_INFO: { kinds: { email: 'email' }, legacyKind: 'email' }, MOBILE_ADVERTISING_ID: mobile('maid') },
  // @inca/activation sends no phones to Criteo (its contact lists take none): e-mails only.
  criteo: { CONTACT_INFO: { kinds: { email: 'email' }, legacyKind: 'email' }, MOBILE_ADVERTISING_ID: mobile('madid') },
  salesforce: {
    CONTACT_INFO: { kinds: { email: 'email_address', phone: 'mobile_number' }, withCustomerId: true, legacyKind: 'customerId' },
    MOBILE_ADVERTISING_ID: NONE,
  },
  talonone: { CONTACT_INFO: { kinds: { customerId: 'integration_id' }, legacyKind: 'customerId' }, MOBILE_ADVERTISING_ID: NONE },
  adobe: { CONTACT_INFO: contact('Email_LC_SHA256', 'Phone'), MOBILE_ADVERTISING_ID: NONE },
};

/**
 * The member spec of an audience with its account's connector options: Adobe's e-mail key follows the e-mail identity
 * namespace the account sends; a TikTok account whose contact audiences are PHONE_SHA256 sends phones, not e-mails.
 */
export function memberSpecFor(
  platformCode: string,
  kind: IdentifierKind,
  options: { identityNamespace?: unknown; calculateType?: unknown } = {},
): MemberSpec {
  const spec = MEMBER_SPECS[platformCode]?.[kind] ?? NONE;
  if (platformCode === 'adobe' && options.identityNamespace === 'Email') return { ...spec, kinds: { email: 'Email', phone: 'Phone' } };
  if (platformCode === 'tiktok' && kind === 'CONTACT_INFO' && options.calculateType === 'PHONE_SHA256')
    return { ...spec, kinds: { phone: 'phone' } };
  return spec;
}

/** The normalized keys a platform's members are made of, per identifier kind (the quality report reads these). */
export const MEMBER_KEYS: Record<string, Record<IdentifierKind, readonly string[]>> = Object.fromEntries(
  Object.entries(MEMBER_SPECS).map(([code, specs]) => [
    code,
    { CONTACT_INFO: Object.values(specs.CONTACT_INFO.kinds), MOBILE_ADVERTISING_ID: Object.values(specs.MOBILE_ADVERTISING_ID.kinds) },
  ]),
);

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
  Phone: 'phone',
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

const sendable = (f: FieldResult | undefined): f is Extract<FieldResult, { send: string }> =>
  f?.status === 'ok' || f?.status === 'prehashed';

export type MemberOutcome = Member | { reason: string };
export const isMember = (outcome: MemberOutcome): outcome is Member => !('reason' in outcome);

/**
 * Reads the member of each customer record for a platform: every usable identifier under its own kind (normalized and
 * hashed the platform's way), or why there is none (the first refused identifier's reason, else the first key absent).
 * Only the member keys are normalized.
 */
export function createMemberReader(platform: Platform, spec: MemberSpec): (record: CustomerRecord) => MemberOutcome {
  const entries = Object.entries(spec.kinds) as [MemberKind, string][];
  const keys = entries.map(([, key]) => key);
  const senders = createKeySenders(platform, keys);
  return (record) => {
    const member: Member = {};
    let any = false;
    let reason: string | undefined;
    for (let i = 0; i < entries.length; i += 1) {
      const sent = senders[i]!(record);
      if (typeof sent === 'string') {
        member[entries[i]![0]] = sent;
        any = true;
      } else if (reason === undefined && sent.status === 'rejected') {
        reason = `${keys[i]}: ${sent.reason}`;
      }
    }
    if (!any) return { reason: reason ?? `${keys[0] ?? 'id'}: absent` };
    if (spec.withCustomerId && record.id !== undefined && record.id !== null) member.customerId = String(record.id);
    return member;
  };
}

/** The member of one fully normalized record (the same answer as `createMemberReader`, for checks and reports). */
export function memberOf(record: NormalizedRecord, spec: MemberSpec): MemberOutcome {
  const member: Member = {};
  let any = false;
  for (const [kind, key] of Object.entries(spec.kinds) as [MemberKind, string][]) {
    const field = record.fields[key];
    if (sendable(field)) {
      member[kind] = field.send;
      any = true;
    }
  }
  if (any) {
    if (spec.withCustomerId && record.id !== undefined && record.id !== null) member.customerId = String(record.id);
    return member;
  }
  const keys = Object.values(spec.kinds);
  for (const key of keys) {
    const field = record.fields[key];
    if (field && field.status === 'rejected') return { reason: `${key}: ${field.reason}` };
  }
  return { reason: `${keys[0] ?? 'id'}: absent` };
}

const STORED_ORDER: readonly MemberKind[] = ['customerId', 'email', 'phone', 'madid'];

/**
 * A member as the run stages it and the audience holds it between runs (the diff compares these texts): its kinds as
 * JSON in a fixed order, so the same customer with the same identifiers is always the same text, and a changed
 * identifier is a removal of the old member and an addition of the new one.
 */
export function encodeMember(member: Member): string {
  const ordered: Member = {};
  for (const kind of STORED_ORDER) if (member[kind] !== undefined) ordered[kind] = member[kind];
  return JSON.stringify(ordered);
}

/**
 * A held member back as the platform's member. A text that is not JSON was stored before identifier kinds were kept
 * apart: it was sent as the spec's legacy kind, and removing it the same way takes out what was put in.
 */
export function decodeMember(text: string, spec: MemberSpec): Member {
  if (text.startsWith('{')) {
    try {
      const parsed = JSON.parse(text) as Record<string, unknown>;
      const member: Member = {};
      for (const kind of STORED_ORDER) if (typeof parsed[kind] === 'string') member[kind] = parsed[kind];
      return member;
    } catch {
      // not ours: a legacy value that happens to start with a brace
    }
  }
  return { [spec.legacyKind]: text };
}
