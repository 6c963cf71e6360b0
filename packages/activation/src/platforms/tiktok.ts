import { e164Digits, normalizeMaid, normalizePhone, rejected, type Step } from '../layer1/index.ts';
import { countAt, hasWhitespace, isAsciiHostname, withoutPlusTag } from '../email.ts';
import { hashedField } from '../fields.ts';
import type { CustomerRecord, FieldResult, NormalizeContext } from '../types.ts';

/** TikTok customer-file identifiers (EMAIL_SHA256, PHONE_SHA256, IDFA/GAID_SHA256). */
export const TIKTOK_KEYS = ['email', 'phone', 'maid'] as const;
export type TiktokKey = (typeof TIKTOK_KEYS)[number];
export type TiktokFields = { readonly [K in TiktokKey]: FieldResult };

/** TikTok: lowercase; a +tag before the "@" removed on every domain, dots kept. */
function tiktokEmail(text: string): Step {
  const lower = text.toLowerCase();
  if (hasWhitespace(lower)) return rejected('email contains whitespace');
  const count = countAt(lower);
  if (count !== 1) return rejected(`email has ${count} "@"`);
  const at = lower.indexOf('@');
  const local = withoutPlusTag(lower.slice(0, at));
  if (local.length === 0) return rejected('email local part empty');
  const domain = lower.slice(at + 1);
  if (!isAsciiHostname(domain)) return rejected('email domain not a dotted ASCII hostname');
  return local.length === at ? lower : `${local}@${domain}`;
}

/** Digits with the country code, no "+": 56912345678. */
function tiktokPhone(text: string): Step {
  const e164 = normalizePhone(text);
  return typeof e164 === 'string' ? e164Digits(e164) : e164;
}

function tiktokMaid(text: string): Step {
  const maid = normalizeMaid(text);
  return typeof maid === 'string' ? maid.toLowerCase() : maid;
}

/** TikTok: every identifier SHA-256 hex, a SHA-256 hex input sent as it is (lowercased). */
export function createTiktokNormalizer(_context: NormalizeContext): (record: CustomerRecord) => TiktokFields {
  return (record) => ({
    email: hashedField(record.email, tiktokEmail),
    phone: hashedField(record.phone, tiktokPhone),
    maid: hashedField(record.maid, tiktokMaid),
  });
}
