import { cleanText, type Step } from './layer1/index.ts';
import { isMd5Hex, isSha256Hex, sha256Hex } from './hash.ts';
import type { FieldResult } from './types.ts';

/** A platform rule: from a layer-1 cleaned text to the platform's normalized form, or why not. */
export type Rule = (text: string) => Step;

export type HashedFieldOptions = {
  /** Meta also takes MD5 hex as already hashed. */
  readonly acceptMd5?: boolean;
  /** Hash function for this key (a memo for low-cardinality keys). */
  readonly hash?: (value: string) => string;
};

const NO_OPTIONS: HashedFieldOptions = {};

/**
 * One hashed identifier: layer-1 cleaning, then prehashed detection (sent lowercased, never
 * hashed again), then the platform rule, then SHA-256.
 */
export function hashedField(raw: unknown, rule: Rule, options: HashedFieldOptions = NO_OPTIONS): FieldResult {
  const cleaned = cleanText(raw);
  if (typeof cleaned !== 'string') return cleaned;
  if (isSha256Hex(cleaned) || (options.acceptMd5 === true && isMd5Hex(cleaned))) {
    return { status: 'prehashed', normalized: null, send: cleaned.toLowerCase() };
  }
  const normalized = rule(cleaned);
  if (typeof normalized !== 'string') return normalized;
  return { status: 'ok', normalized, send: (options.hash ?? sha256Hex)(normalized) };
}

/** One identifier the platform takes in clear: layer-1 cleaning, then the platform rule. */
export function plainField(raw: unknown, rule: Rule): FieldResult {
  const cleaned = cleanText(raw);
  if (typeof cleaned !== 'string') return cleaned;
  const normalized = rule(cleaned);
  if (typeof normalized !== 'string') return normalized;
  return { status: 'ok', normalized, send: normalized };
}

/**
 * Remembers the result per raw text, for identifiers with few distinct values (gender, country,
 * city, region, postal code, birth date, names): a segment of millions repeats them constantly,
 * and a repeated value then costs one map lookup instead of cleaning, normalizing and hashing.
 * The result is a pure function of the text, so sharing it is safe (results are frozen).
 * The memo is cleared when it reaches `capacity`, so memory stays flat however long the run.
 */
export function memoized(field: (raw: unknown) => FieldResult, capacity: number): (raw: unknown) => FieldResult {
  const results = new Map<string, FieldResult>();
  return (raw) => {
    if (typeof raw !== 'string') return field(raw);
    let result = results.get(raw);
    if (result === undefined) {
      result = Object.freeze(field(raw));
      if (results.size >= capacity) results.clear();
      results.set(raw, result);
    }
    return result;
  };
}
