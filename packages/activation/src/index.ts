export * from './types.ts';
export * from './layer1/index.ts';
export { sha256Hex, md5Hex, isSha256Hex, isMd5Hex } from './hash.ts';
export {
  createKeyNormalizers,
  createKeySenders,
  createNormalizer,
  normalizeBatch,
  normalizeRecord,
  resolveContext,
  PLATFORM_KEYS,
  type KeySender,
} from './platforms/index.ts';
export {
  META_KEYS,
  META_REASONS,
  createMetaKeyNormalizers,
  createMetaKeySenders,
  createMetaNormalizer,
  plainMetaEmail,
  type MetaFields,
} from './platforms/meta.ts';
export {
  GOOGLE_KEYS,
  GOOGLE_REASONS,
  createGoogleNormalizer,
  googleAddressComplete,
  googleName,
  type GoogleFields,
} from './platforms/google.ts';
export { TIKTOK_KEYS, createTiktokNormalizer, type TiktokFields } from './platforms/tiktok.ts';
export { CRITEO_KEYS, createCriteoNormalizer, criteoEmailField, type CriteoFields } from './platforms/criteo.ts';
export { SFMC_KEYS, createSfmcNormalizer, type SfmcFields } from './platforms/sfmc.ts';
export { TALONONE_KEYS, createTalononeNormalizer, type TalononeFields } from './platforms/talonone.ts';
export { ADOBE_KEYS, createAdobeNormalizer, type AdobeFields } from './platforms/adobe.ts';
export { formatNormalizedLine, parseInputLine, type ParsedLine } from './jsonl.ts';
