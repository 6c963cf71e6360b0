import type { FieldResult, NormalizedRecord } from '@inca/activation';

/**
 * The normalization quality report: per identifier a platform takes, what share of the
 * segment was usable and why the rest was not. The reasons are codes the screens put in Spanish;
 * the normalizers' own reasons are English text (some quote the value), so they are grouped here.
 */

/** The kind of an identifier key of any platform's normalizer. */
export const IDENTIFIER_TYPES = [
  'email',
  'phone',
  'first_name',
  'last_name',
  'mobile_id',
  'customer_id',
  'city',
  'region',
  'postal_code',
  'country',
  'gender',
  'birthdate',
] as const;
export type IdentifierType = (typeof IDENTIFIER_TYPES)[number];

const TYPE_OF_KEY: Record<string, IdentifierType> = {
  em: 'email',
  email: 'email',
  email_address: 'email',
  Email: 'email',
  Email_LC_SHA256: 'email',
  emailAddress: 'email',
  ph: 'phone',
  phone: 'phone',
  phone_number: 'phone',
  mobile_number: 'phone',
  Phone: 'phone',
  phoneNumber: 'phone',
  fn: 'first_name',
  given_name: 'first_name',
  first_name: 'first_name',
  FirstName: 'first_name',
  firstName: 'first_name',
  ln: 'last_name',
  family_name: 'last_name',
  last_name: 'last_name',
  LastName: 'last_name',
  lastName: 'last_name',
  madid: 'mobile_id',
  maid: 'mobile_id',
  mobile_id: 'mobile_id',
  integration_id: 'customer_id',
  SubscriberKey: 'customer_id',
  id: 'customer_id',
  ct: 'city',
  city: 'city',
  st: 'region',
  region: 'region',
  zp: 'postal_code',
  postal_code: 'postal_code',
  zip: 'postal_code',
  country: 'country',
  region_code: 'country',
  Locale: 'country',
  ge: 'gender',
  gender: 'gender',
  db: 'birthdate',
  birthdate: 'birthdate',
};

/** The identifier type of a normalizer key; unknown keys count as customer ids (what every platform keys its members on). */
export const identifierTypeOf = (key: string): IdentifierType => TYPE_OF_KEY[key] ?? 'customer_id';

/** Why an identifier could not be used, as the report groups it. */
export const QUALITY_REASONS = [
  'missing',
  'placeholder',
  'not_supported',
  'email_format',
  'phone_symbols',
  'phone_length',
  'phone_old',
  'phone_not_subscriber',
  'phone_not_mobile',
  'mobile_id_format',
  'mobile_id_limited',
  'hash_format',
  'invalid',
] as const;
export type QualityReason = (typeof QUALITY_REASONS)[number];

/** The report's reason for an identifier that is not sent; null for one that is. */
export function qualityReasonOf(key: string, field: FieldResult | undefined): QualityReason | null {
  if (!field) return 'missing';
  if (field.status === 'ok' || field.status === 'prehashed') return null;
  if (field.status === 'not_supported') return 'not_supported';
  const reason = field.reason.toLowerCase();
  if (field.status === 'absent') return reason === 'placeholder' ? 'placeholder' : 'missing';
  if (reason.includes('already hashed')) return 'hash_format';
  const type = identifierTypeOf(key);
  if (type === 'email' || reason.includes('email')) return 'email_format';
  if (type === 'phone' || reason.includes('phone') || reason.includes('mobile')) {
    if (reason.includes('letters') || reason.includes('no digits')) return 'phone_symbols';
    if (reason.includes('old 7-')) return 'phone_old';
    if (reason.includes('subscriber')) return 'phone_not_subscriber';
    if (reason.includes('not a chilean mobile') || reason.includes('locale')) return 'phone_not_mobile';
    return 'phone_length';
  }
  if (type === 'mobile_id') return reason.includes('zero') ? 'mobile_id_limited' : 'mobile_id_format';
  return 'invalid';
}

/** Counts of one identifier over the records read: how many were usable, and the reasons of the rest. */
export type FieldTally = { ok: number; reasons: Partial<Record<QualityReason, number>> };

/**
 * What the report keeps of a run: the tallies of a sample of the segment (its first `sample`
 * customers with identifiers of the kind, of `eligible` such customers in a segment of
 * `segment`), and which identifier became each usable customer's member.
 */
export type IdentifierQuality = {
  segment: number;
  eligible: number;
  sample: number;
  fields: Record<string, FieldTally>;
  members: Record<string, number>;
  memberKeys: readonly string[];
};

const sendable = (f: FieldResult | undefined) => f?.status === 'ok' || f?.status === 'prehashed';

/** Tallies normalized records: per key usable or the reason it is not; per member key the customers it became the member of. */
export function tallyRecords(
  records: Iterable<NormalizedRecord>,
  memberKeys: readonly string[],
  keys: readonly string[],
): Pick<IdentifierQuality, 'fields' | 'members' | 'sample'> {
  const fields: Record<string, FieldTally> = Object.fromEntries(keys.map((k) => [k, { ok: 0, reasons: {} }]));
  const members: Record<string, number> = Object.fromEntries(memberKeys.map((k) => [k, 0]));
  let sample = 0;
  for (const record of records) {
    sample += 1;
    for (const key of keys) {
      const reason = qualityReasonOf(key, record.fields[key]);
      const tally = fields[key]!;
      if (reason === null) tally.ok += 1;
      else tally.reasons[reason] = (tally.reasons[reason] ?? 0) + 1;
    }
    const used = memberKeys.find((k) => sendable(record.fields[k]));
    if (used) members[used] = (members[used] ?? 0) + 1;
  }
  return { fields, members, sample };
}

export type QualityLine = {
  key: string;
  type: IdentifierType;
  /** This identifier becomes the member sent to the platform (the first usable of these keys). */
  sentAsMember: boolean;
  /** Customers of the segment (estimated from the sample when sampled). */
  total: number;
  usable: number;
  share: number;
  reasons: { reason: QualityReason; count: number }[];
};

export type QualityReport = { segment: number; sampled: boolean; sample: number; lines: QualityLine[] };

/**
 * The report of a run's identifier quality: every identifier the warehouse holds something for
 * (and every member identifier), scaled from the sample to the segment. Customers without any
 * identifier of the kind count as missing for each. Member identifiers first, then by usable share.
 */
export function qualityReport(q: IdentifierQuality): QualityReport {
  const scale = q.sample > 0 ? q.eligible / q.sample : 0;
  const withoutIdentifiers = Math.max(0, q.segment - q.eligible);
  const lines: QualityLine[] = [];
  for (const [key, tally] of Object.entries(q.fields)) {
    const sentAsMember = q.memberKeys.includes(key);
    const held =
      tally.ok + Object.entries(tally.reasons).reduce((n, [r, c]) => (r === 'missing' || r === 'not_supported' ? n : n + (c ?? 0)), 0);
    if (!sentAsMember && held === 0) continue;
    if (!sentAsMember && (tally.reasons.not_supported ?? 0) === q.sample && q.sample > 0) continue;
    const usable = Math.round(tally.ok * scale);
    const counts = new Map<QualityReason, number>();
    for (const [reason, count] of Object.entries(tally.reasons) as [QualityReason, number][]) counts.set(reason, Math.round(count * scale));
    if (withoutIdentifiers > 0) counts.set('missing', (counts.get('missing') ?? 0) + withoutIdentifiers);
    // Rounding the scaled counts must not make the line add up to more or less than the segment.
    const total = q.segment;
    const drift = total - usable - [...counts.values()].reduce((a, b) => a + b, 0);
    if (drift !== 0 && counts.size > 0) {
      const largest = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]![0];
      counts.set(largest, Math.max(0, counts.get(largest)! + drift));
    }
    lines.push({
      key,
      type: identifierTypeOf(key),
      sentAsMember,
      total,
      usable,
      share: total > 0 ? usable / total : 0,
      reasons: [...counts.entries()]
        .filter(([, c]) => c > 0)
        .map(([reason, count]) => ({ reason, count }))
        .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason)),
    });
  }
  lines.sort(
    (a, b) =>
      Number(b.sentAsMember) - Number(a.sentAsMember) ||
      q.memberKeys.indexOf(a.key) - q.memberKeys.indexOf(b.key) ||
      b.share - a.share ||
      a.key.localeCompare(b.key),
  );
  return { segment: q.segment, sampled: q.sample < q.eligible, sample: q.sample, lines };
}
