import type { CustomerRecord } from '@inca/activation';
import {
  Binder,
  COMPANY_BITS,
  companiesInMaskSql,
  predicateSql,
  type Attribute,
  type JobContext,
  type SegmentPredicate,
  type WarehouseReader,
} from '@inca/warehouse';

/** Which identifiers a platform takes: contact data, or mobile advertising ids (Google's MOBILE_ADVERTISING_ID, spec §5). */
export type IdentifierKind = 'CONTACT_INFO' | 'MOBILE_ADVERTISING_ID';

export type MemberChunk = { records: CustomerRecord[] };

/** The identifier columns a contact-data read can ask for (BigQuery: columns of the customers table; DuckDB: derived). */
export type ContactColumn = 'email' | 'phone' | 'first_name' | 'last_name' | 'country';
const ALL_CONTACT: readonly ContactColumn[] = ['email', 'phone', 'first_name', 'last_name', 'country'];

/** Who the warehouse reads are for (BigQuery's job labels) and the caller's signal to stop them. */
export type ReadContext = Omit<JobContext, 'operation'>;

export type MemberReadOptions = {
  kind: IdentifierKind;
  chunkSize: number;
  allowedMask?: number;
  columns?: readonly ContactColumn[];
  /** Only the first customers by id, at most this many (a sample); every member otherwise. */
  first?: number;
  context?: ReadContext;
};

/** The select list, the identifier filter and the restricted companies of a member read, in the reader's dialect. */
function memberQuery(
  reader: WarehouseReader,
  catalogue: readonly Attribute[],
  predicate: SegmentPredicate,
  options: MemberReadOptions,
  binder: Binder,
) {
  // Only the columns the platform's member keys read (a Meta e-mail audience reads e-mails only): less
  // work in the warehouse, and nothing normalized or hashed that the run would throw away.
  const wanted = options.columns ?? ALL_CONTACT;
  const columns = [
    'customer_id',
    ...(options.kind === 'MOBILE_ADVERTISING_ID' ? (['maid'] as const) : wanted).map((c) => reader.identifierColumn(c)),
  ].join(', ');
  // A read of contact data wants customers with an e-mail or a phone; one keyed by the customer id alone (Talon.One's
  // integration ids: no contact column asked for) takes every customer of the segment.
  const byCustomerId =
    options.kind === 'CONTACT_INFO' && options.columns !== undefined && !wanted.some((c) => c === 'email' || c === 'phone');
  const has = options.kind === 'MOBILE_ADVERTISING_ID' ? 'has_maid' : byCustomerId ? 'TRUE' : '(has_email OR has_phone)';
  const mask = options.allowedMask === undefined ? '' : ` AND ${companiesInMaskSql(binder, options.allowedMask, COMPANY_BITS)}`;
  const where = predicateSql(catalogue, predicate, binder);
  return { columns, has, mask, where };
}

function recordsOf(rows: readonly Record<string, unknown>[]): CustomerRecord[] {
  const records = new Array<CustomerRecord>(rows.length);
  for (let i = 0; i < rows.length; i += 1) {
    const row = rows[i]!;
    const record: Record<string, unknown> = { id: Number(row.customer_id) };
    for (const key in row) {
      const value = row[key];
      if (key !== 'customer_id' && value !== null && value !== undefined) record[key] = value;
    }
    records[i] = record as CustomerRecord;
  }
  return records;
}

/**
 * Streams a segment's members with their identifier values (the warehouse's customers with identifiers),
 * in chunks of at most `chunkSize`: only one chunk is ever in memory. Customers without any identifier
 * of the kind are left out in the warehouse; `allowedMask` leaves out customers of restricted companies.
 *
 * DuckDB: keyset-paged on customer_id. Each read is bounded to a window of ids as well as by LIMIT, so
 * DuckDB skips every row group outside it (min/max per row group) instead of scanning the rest of the
 * table for each chunk: reading the segment stays linear in its size. The window grows while it yields
 * few rows (a sparse segment) and shrinks when it fills a chunk.
 *
 * BigQuery: one labelled query job, its answer read page by page (`chunkSize` rows per page). One job
 * bills one scan of the columns read, where a job per window would bill a scan each (unless the table is
 * partitioned on customer_id, see docs/bigquery.md); the answer is not sorted (a sort of a whole
 * extraction runs on one worker in BigQuery), since the run stages members and diffs them in PostgreSQL.
 * A sample (`first`) is sorted and limited in the job: BigQuery keeps the top rows only.
 */
export async function* segmentMembers(
  reader: WarehouseReader,
  catalogue: readonly Attribute[],
  predicate: SegmentPredicate,
  options: MemberReadOptions,
): AsyncGenerator<MemberChunk> {
  const first = options.first ?? Number.POSITIVE_INFINITY;
  if (reader.dialect === 'bigquery') {
    const binder = new Binder('bigquery');
    const { columns, has, mask, where } = memberQuery(reader, catalogue, predicate, options, binder);
    const limit = Number.isFinite(first) ? ` ORDER BY customer_id LIMIT ${binder.bind(first)}` : '';
    const sql = `SELECT ${columns} FROM ${reader.customersTable} WHERE ${has}${mask} AND ${where}${limit}`;
    const context: JobContext = {
      company: options.context?.company ?? 'inca',
      operation: Number.isFinite(first) ? 'sample' : 'members',
      ...(options.context?.signal ? { signal: options.context.signal } : {}),
    };
    for await (const rows of reader.pages(sql, binder, Math.max(1, options.chunkSize), context)) yield { records: recordsOf(rows) };
    return;
  }
  const [bounds] = await reader.query(`SELECT min(customer_id) AS lo, max(customer_id) AS hi FROM ${reader.customersTable}`);
  if (bounds?.hi === null || bounds?.hi === undefined) return;
  const last = Number(bounds.hi);
  let after = Number(bounds.lo) - 1;
  let window = Math.max(options.chunkSize, 1);
  let left = first;
  while (after < last && left > 0) {
    if (options.context?.signal?.aborted) throw options.context.signal.reason;
    const until = Math.min(last, after + window);
    const binder = new Binder('duckdb');
    const bounded = `customer_id > ${binder.bind(after)} AND customer_id <= ${binder.bind(until)}`;
    const { columns, has, mask, where } = memberQuery(reader, catalogue, predicate, options, binder);
    const sql = `SELECT ${columns} FROM ${reader.customersTable}
      WHERE ${bounded} AND ${has}${mask} AND ${where}
      ORDER BY customer_id LIMIT ${binder.bind(options.chunkSize)}`;
    const rows = await reader.read(sql, binder);
    const full = rows.length === options.chunkSize;
    // A full chunk continues after its last customer (the window may hold more); otherwise the window is done.
    after = full ? Number(rows[rows.length - 1]!.customer_id) : until;
    if (full) window = Math.max(options.chunkSize, Math.floor(window / 2));
    else if (rows.length < options.chunkSize / 2) window *= 2;
    if (rows.length === 0) continue;
    const kept = rows.length > left ? rows.slice(0, left) : rows;
    left -= kept.length;
    yield { records: recordsOf(kept) };
  }
}

/**
 * How many customers the segment holds (all of them: the P_ENV entry's unique users) and how many of them
 * hold an identifier of the kind (the ones a run reads), counted in the warehouse in one query.
 */
export async function segmentCounts(
  reader: WarehouseReader,
  catalogue: readonly Attribute[],
  predicate: SegmentPredicate,
  options: { kind: IdentifierKind; allowedMask?: number; context?: ReadContext },
): Promise<{ segment: number; eligible: number }> {
  const binder = new Binder(reader.dialect);
  const where = predicateSql(catalogue, predicate, binder);
  const mask = options.allowedMask === undefined ? '' : ` AND ${companiesInMaskSql(binder, options.allowedMask, COMPANY_BITS)}`;
  const has = options.kind === 'MOBILE_ADVERTISING_ID' ? 'has_maid' : '(has_email OR has_phone)';
  const eligible = reader.dialect === 'duckdb' ? `count(*) FILTER (WHERE ${has})` : `COUNTIF(${has})`;
  const [row] = await reader.read(
    `SELECT count(*) AS n, ${eligible} AS eligible FROM ${reader.customersTable} WHERE ${where}${mask}`,
    binder,
    countContext(options.context),
  );
  return { segment: Number(row?.n ?? 0), eligible: Number(row?.eligible ?? 0) };
}

/** Customers the segment holds (all of them, for the P_ENV entry's unique users). */
export async function segmentSize(
  reader: WarehouseReader,
  catalogue: readonly Attribute[],
  predicate: SegmentPredicate,
  allowedMask?: number,
  context?: ReadContext,
): Promise<number> {
  const binder = new Binder(reader.dialect);
  const where = predicateSql(catalogue, predicate, binder);
  const mask = allowedMask === undefined ? '' : ` AND ${companiesInMaskSql(binder, allowedMask, COMPANY_BITS)}`;
  const [row] = await reader.read(
    `SELECT count(*) AS n FROM ${reader.customersTable} WHERE ${where}${mask}`,
    binder,
    countContext(context),
  );
  return Number(row?.n ?? 0);
}

const countContext = (context: ReadContext | undefined): JobContext => ({
  company: context?.company ?? 'inca',
  operation: 'count',
  ...(context?.signal ? { signal: context.signal } : {}),
});
