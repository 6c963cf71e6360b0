import { todayInSantiago } from '../layer1/index.ts';
import type {
  CustomerRecord,
  FieldResult,
  NormalizeContext,
  NormalizedRecord,
  NormalizeOptions,
  Platform,
} from '../types.ts';
import { ADOBE_KEYS, createAdobeNormalizer } from './adobe.ts';
import { CRITEO_KEYS, createCriteoNormalizer } from './criteo.ts';
import { GOOGLE_KEYS, createGoogleNormalizer } from './google.ts';
import { META_KEYS, createMetaNormalizer } from './meta.ts';
import { SFMC_KEYS, createSfmcNormalizer } from './sfmc.ts';
import { TALONONE_KEYS, createTalononeNormalizer } from './talonone.ts';
import { TIKTOK_KEYS, createTiktokNormalizer } from './tiktok.ts';

type FieldsNormalizer = (record: CustomerRecord) => Readonly<Record<string, FieldResult>>;

const FACTORIES: Readonly<Record<Platform, (context: NormalizeContext) => FieldsNormalizer>> = {
  meta: createMetaNormalizer,
  google: createGoogleNormalizer,
  tiktok: createTiktokNormalizer,
  criteo: createCriteoNormalizer,
  sfmc: createSfmcNormalizer,
  talonone: createTalononeNormalizer,
  adobe: createAdobeNormalizer,
};

/** Each platform's keys, in the order they are reported. */
export const PLATFORM_KEYS: Readonly<Record<Platform, readonly string[]>> = {
  meta: META_KEYS,
  google: GOOGLE_KEYS,
  tiktok: TIKTOK_KEYS,
  criteo: CRITEO_KEYS,
  sfmc: SFMC_KEYS,
  talonone: TALONONE_KEYS,
  adobe: ADOBE_KEYS,
};

export function resolveContext(options: NormalizeOptions = {}): NormalizeContext {
  return {
    today: options.today ?? todayInSantiago(),
    criteoEmailHashing: options.criteoEmailHashing ?? 'sha256',
  };
}

/**
 * A normalizer for one platform with its options resolved once: call it for each record of a
 * stream. Pure: the same record and options always give the same result.
 */
export function createNormalizer(
  platform: Platform,
  options: NormalizeOptions = {},
): (record: CustomerRecord) => NormalizedRecord {
  const fieldsOf = FACTORIES[platform](resolveContext(options));
  return (record) => ({ id: record.id, platform, fields: fieldsOf(record) });
}

/** One record for one platform. For many records, use `normalizeBatch` or `createNormalizer`. */
export function normalizeRecord(
  platform: Platform,
  record: CustomerRecord,
  options: NormalizeOptions = {},
): NormalizedRecord {
  return createNormalizer(platform, options)(record);
}

/** A chunk of records for one platform (the publishing engine's unit of work), in input order. */
export function normalizeBatch(
  platform: Platform,
  records: readonly CustomerRecord[],
  options: NormalizeOptions = {},
): NormalizedRecord[] {
  const normalize = createNormalizer(platform, options);
  const out = new Array<NormalizedRecord>(records.length);
  for (let index = 0; index < records.length; index += 1) out[index] = normalize(records[index]!);
  return out;
}
