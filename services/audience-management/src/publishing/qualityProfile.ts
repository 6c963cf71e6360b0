import { normalizeBatch, PLATFORM_KEYS, type CustomerRecord } from '@inca/activation';
import type { Queryable } from '@inca/db';
import { COMPANY_BITS, type WarehouseReader } from '@inca/warehouse';
import { restrictedCompanies, type SegmentBuilder } from '../builder/index.ts';
import { PLATFORM_OF } from '../connectors/index.ts';
import { MEMBER_KEYS } from './members.ts';
import { tallyRecords, type IdentifierQuality } from './quality.ts';
import { segmentCounts, segmentMembers, type IdentifierKind } from './repository/index.ts';

/** Customers read to measure identifier quality and predict matches (PUBLISH_QUALITY_SAMPLE where the app is made). */
export const DEFAULT_QUALITY_SAMPLE = 20_000;

export type SegmentSample = { segment: number; eligible: number; records: CustomerRecord[]; kind: IdentifierKind };

/** The segment builder (segments and catalogues) and where the segments are read: BigQuery when configured, else the embedded DuckDB. */
export type WarehouseAccess = { builder: SegmentBuilder; warehouse: () => Promise<WarehouseReader> };

/**
 * The segment as the warehouse evaluates it now: its size, how many of its customers hold an
 * identifier of the kind (the ones a run reads), and the first `sampleSize` of those by customer
 * id (only that sample is ever in memory). `signal` stops the reads (and cancels BigQuery's jobs).
 */
export async function sampleSegment(
  db: Queryable,
  access: WarehouseAccess,
  segment: { code: string; owner: string },
  kind: IdentifierKind,
  sampleSize = DEFAULT_QUALITY_SAMPLE,
  signal?: AbortSignal,
): Promise<SegmentSample> {
  const reader = await access.warehouse();
  const predicate = await access.builder.predicateOf(db, segment.code);
  const catalogue = await access.builder.catalogueFor(segment.owner);
  const restricted = await restrictedCompanies(db, segment.owner);
  const allowedMask = Object.entries(COMPANY_BITS).reduce((mask, [code, bit]) => (restricted.includes(code) ? mask : mask | bit), 0);
  const context = { company: segment.owner, ...(signal ? { signal } : {}) };
  // One count for both: the whole segment (restricted companies left out) and those with an identifier of the kind.
  const { segment: size, eligible } = await segmentCounts(reader, catalogue, predicate, { kind, allowedMask, context });
  // The first `sampleSize` customers by id: chunks may come smaller than asked (DuckDB pages by id windows).
  const records: CustomerRecord[] = [];
  for await (const chunk of segmentMembers(reader, catalogue, predicate, {
    kind,
    chunkSize: sampleSize,
    allowedMask,
    first: sampleSize,
    context,
  })) {
    for (const record of chunk.records) records.push(record);
  }
  return { segment: size, eligible, records, kind };
}

/** The identifier quality of a sample for one platform (gads, fbk, …): its normalizer's keys tallied. */
export function identifierQualityOf(sample: SegmentSample, platformCode: string): IdentifierQuality | null {
  const platform = PLATFORM_OF[platformCode];
  if (!platform) return null;
  const memberKeys = MEMBER_KEYS[platformCode]?.[sample.kind] ?? [];
  const keys = PLATFORM_KEYS[platform.normalizer];
  const tally = tallyRecords(normalizeBatch(platform.normalizer, sample.records), memberKeys, keys);
  return { segment: sample.segment, eligible: sample.eligible, memberKeys, ...tally };
}
