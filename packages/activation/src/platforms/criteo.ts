import { cleanText, normalizeMaid, notSupported, rejected, type Step } from '../layer1/index.ts';
import { plainEmailProblem } from '../email.ts';
import { plainField } from '../fields.ts';
import { isMd5Hex, isSha256Hex, md5Hex, sha256Hex } from '../hash.ts';
import type { CriteoEmailHashing, CustomerRecord, FieldResult, NormalizeContext } from '../types.ts';

/** Criteo contact-list identifier types we fill (`email`, `madid`); Criteo lists take no phone. */
export const CRITEO_KEYS = ['email', 'madid', 'phone'] as const;
export type CriteoKey = (typeof CRITEO_KEYS)[number];
export type CriteoFields = { readonly [K in CriteoKey]: FieldResult };

const NO_PHONE = Object.freeze(notSupported('Criteo contact lists take no phone numbers'));

/** Criteo: trim, lowercase, gmail dots and +tags kept. */
function criteoEmail(text: string): Step {
  const lower = text.toLowerCase();
  const problem = plainEmailProblem(lower);
  return problem === null ? lower : rejected(problem);
}

function criteoMaid(text: string): Step {
  const maid = normalizeMaid(text);
  return typeof maid === 'string' ? maid.toLowerCase() : maid;
}

const HASHERS: Readonly<Record<CriteoEmailHashing, (value: string) => string>> = {
  plain: (value) => value,
  md5: md5Hex,
  sha256: sha256Hex,
  sha256_md5: (value) => sha256Hex(md5Hex(value)),
};

/** An e-mail hashed the way the advertiser's Criteo account is set up. */
export function criteoEmailField(raw: unknown, hashing: CriteoEmailHashing): FieldResult {
  const cleaned = cleanText(raw);
  if (typeof cleaned !== 'string') return cleaned;
  const md5 = isMd5Hex(cleaned);
  const sha256 = !md5 && isSha256Hex(cleaned);
  if (md5 || sha256) {
    const matches = hashing === 'md5' ? md5 : hashing === 'plain' ? false : sha256;
    if (matches) return { status: 'prehashed', normalized: null, send: cleaned.toLowerCase() };
    return rejected(`already hashed (${md5 ? 'MD5' : 'SHA-256'}) but the account takes ${hashing}`);
  }
  const normalized = criteoEmail(cleaned);
  if (typeof normalized !== 'string') return normalized;
  return { status: 'ok', normalized, send: HASHERS[hashing](normalized) };
}

/** Criteo: e-mail per account setting (plain, MD5, SHA-256, SHA-256 of MD5); madid lowercase in clear. */
export function createCriteoNormalizer(context: NormalizeContext): (record: CustomerRecord) => CriteoFields {
  const hashing = context.criteoEmailHashing;
  return (record) => ({
    email: criteoEmailField(record.email, hashing),
    madid: plainField(record.maid, criteoMaid),
    phone: NO_PHONE,
  });
}
