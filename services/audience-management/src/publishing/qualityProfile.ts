import { normalizeBatch, PLATFORM_KEYS, type CustomerRecord } from '@inca/activation';
import type { Queryable } from '@inca/db';
import { Binder, COMPANY_BITS, CUSTOMERS_TABLE, predicateSql, type Warehouse } from '@inca/warehouse';
import { restrictedCompanies } from '../builder/repository.ts';
import type { SegmentBuilder } from '../builder/segmentBuilder.ts';
import { PLATFORM_OF } from './connectors.ts';
import { MEMBER_KEYS } from './members.ts';
import { tallyRecords, type IdentifierQuality } from './quality.ts';
import { segmentMembers, segmentSize, type IdentifierKind } from './segmentMembers.ts';

/** Customers read to measure identifier quality and predict matches (PUBLISH_QUALITY_SAMPLE where the app is made). */
export const DEFAULT_QUALITY_SAMPLE = 20_000;

export type SegmentSample = { segment: number; eligible: number; records: CustomerRecord[]; kind: IdentifierKind };

export type WarehouseAccess = { builder: SegmentBuilder; warehouse: () => Promise<Warehouse> };

/**
 * The segment as the warehouse evaluates it now: its size, how many of its customers hold an
 * identifier of the kind (the ones a run reads), and the first `sampleSize` of those by customer
 * id (only that sample is ever in memory).
 */
export async function sampleSegment(db: Queryable, access: WarehouseAccess, segment: { code: string; owner: string }, kind: IdentifierKind, sampleSize = DEFAULT_QUALITY_SAMPLE): Promise<SegmentSample> {
  const warehouse = await access.warehouse();
  const predicate = await access.builder.predicateOf(db, segment.code);
  const catalogue = await access.builder.catalogueFor(segment.owner);
  const restricted = await restrictedCompanies(db, segment.owner);
  const allowedMask = Object.entries(COMPANY_BITS).reduce((mask, [code, bit]) => (restricted.includes(code) ? mask : mask | bit), 0);
  const size = await segmentSize(warehouse, catalogue, predicate, allowedMask);
  const binder = new Binder('duckdb');
  const where = predicateSql(catalogue, predicate, binder);
  const has = kind === 'MOBILE_ADVERTISING_ID' ? 'has_maid' : '(has_email OR has_phone)';
  const [row] = await warehouse.query(
    `SELECT count(*) AS n FROM ${CUSTOMERS_TABLE} WHERE ${has} AND (companies & CAST(${binder.bind(allowedMask)} AS UINTEGER)) <> 0 AND ${where}`,
    binder.params,
  );
  const eligible = Number(row?.n ?? 0);
  // The first `sampleSize` customers by id: chunks may come smaller than asked (the reader pages by id windows).
  const records: CustomerRecord[] = [];
  for await (const chunk of segmentMembers(warehouse, catalogue, predicate, { kind, chunkSize: sampleSize, allowedMask })) {
    for (const record of chunk.records) {
      if (records.length >= sampleSize) break;
      records.push(record);
    }
    if (records.length >= sampleSize) break;
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
