import { todayInSantiago } from '../layer1/index.ts';
import type {
  CustomerRecord,
  FieldNotSent,
  FieldResult,
  NormalizeContext,
  NormalizedRecord,
  NormalizeOptions,
  Platform,
} from '../types.ts';
import { ADOBE_KEYS, createAdobeNormalizer } from './adobe.ts';
import { CRITEO_KEYS, createCriteoNormalizer } from './criteo.ts';
import { GOOGLE_KEYS, createGoogleNormalizer } from './google.ts';
import { META_KEYS, createMetaKeyNormalizers, createMetaKeySenders, createMetaNormalizer } from './meta.ts';
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
export function createNormalizer(platform: Platform, options: NormalizeOptions = {}): (record: CustomerRecord) => NormalizedRecord {
  const fieldsOf = FACTORIES[platform](resolveContext(options));
  return (record) => ({ id: record.id, platform, fields: fieldsOf(record) });
}

type KeyNormalizer = (record: CustomerRecord) => FieldResult;

/** Platforms whose keys can be normalized one by one (the others compute the record's fields once and hand out the key). */
const KEY_FACTORIES: Partial<Record<Platform, (context: NormalizeContext) => Readonly<Record<string, KeyNormalizer>>>> = {
  meta: createMetaKeyNormalizers,
};

const NOT_A_KEY: FieldResult = Object.freeze({ status: 'not_supported', reason: 'not a key of this platform' });

/**
 * Normalizers of some keys of a platform, in the order given, for callers that use only those
 * (the publishing engine uses the keys its members are made of): each result is the same as the
 * key's field in `createNormalizer`'s record, without computing the keys nobody reads. For
 * platforms without per-key normalizers, the keys share one computation per record.
 */
export function createKeyNormalizers(platform: Platform, keys: readonly string[], options: NormalizeOptions = {}): KeyNormalizer[] {
  const context = resolveContext(options);
  const own = KEY_FACTORIES[platform]?.(context);
  if (own && keys.every((key) => Object.hasOwn(own, key))) return keys.map((key) => own[key]!);
  const fieldsOf = FACTORIES[platform](context);
  let last: CustomerRecord | undefined;
  let fields: Readonly<Record<string, FieldResult>> = {};
  return keys.map((key) => (record: CustomerRecord) => {
    if (record !== last) {
      fields = fieldsOf(record);
      last = record;
    }
    return fields[key] ?? NOT_A_KEY;
  });
}

/** What a key puts into the payload (its field's `send`), or the field that says why nothing. */
export type KeySender = (record: CustomerRecord) => string | FieldNotSent;

const SENDER_FACTORIES: Partial<Record<Platform, (context: NormalizeContext) => Readonly<Record<string, KeySender>>>> = {
  meta: createMetaKeySenders,
};

/**
 * The payload value of some keys of a platform, in the order given: the key's `send` when its
 * field is `ok` or `prehashed`, else its field (status and reason). The same answers as
 * `createKeyNormalizers`, without a result object where a key has a path of its own (Meta's e-mail).
 */
export function createKeySenders(platform: Platform, keys: readonly string[], options: NormalizeOptions = {}): KeySender[] {
  const own = SENDER_FACTORIES[platform]?.(resolveContext(options));
  const normalizers = createKeyNormalizers(platform, keys, options);
  return keys.map((key, index): KeySender => {
    const sender = own && Object.hasOwn(own, key) ? own[key] : undefined;
    if (sender) return sender;
    const normalize = normalizers[index]!;
    return (record) => {
      const field = normalize(record);
      return field.status === 'ok' || field.status === 'prehashed' ? field.send : field;
    };
  });
}

/** One record for one platform. For many records, use `normalizeBatch` or `createNormalizer`. */
export function normalizeRecord(platform: Platform, record: CustomerRecord, options: NormalizeOptions = {}): NormalizedRecord {
  return createNormalizer(platform, options)(record);
}

/** A chunk of records for one platform (the publishing engine's unit of work), in input order. */
export function normalizeBatch(platform: Platform, records: readonly CustomerRecord[], options: NormalizeOptions = {}): NormalizedRecord[] {
  const normalize = createNormalizer(platform, options);
  const out = new Array<NormalizedRecord>(records.length);
  for (let index = 0; index < records.length; index += 1) out[index] = normalize(records[index]!);
  return out;
}
