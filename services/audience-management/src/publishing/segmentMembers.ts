import type { CustomerRecord } from '@inca/activation';
import { Binder, CUSTOMERS_TABLE, predicateSql, type Attribute, type SegmentPredicate, type Warehouse } from '@inca/warehouse';

/** Which identifiers a platform takes: contact data, or mobile advertising ids (Google's MOBILE_ADVERTISING_ID, spec §5). */
export type IdentifierKind = 'CONTACT_INFO' | 'MOBILE_ADVERTISING_ID';

/**
 * The synthetic warehouse keeps only which identifiers a customer has (has_email, has_phone,
 * has_maid); the values themselves are derived here from the customer id, deterministically, in
 * the shapes real CRM data comes in (mixed case, spaces, gmail dots and +tags, Chilean phones in
 * several formats, placeholders), so the normalizers see the cases that matter.
 */
const h = (salt: number) => `hash(customer_id * 7919 + ${salt})`;
const DOMAINS = `['gmail.com', 'hotmail.com', 'yahoo.es', 'outlook.com', 'empresa.cl']`;
const digits8 = `lpad(CAST((customer_id * 7331 + 1000) % 100000000 AS VARCHAR), 8, '0')`;

const EMAIL = `CASE WHEN has_email THEN CASE ${h(1)} % 25
  WHEN 0 THEN 'sin correo'
  WHEN 1 THEN ' Cliente.' || customer_id || '+promo@Gmail.com '
  WHEN 2 THEN 'CLIENTE' || customer_id || '@HOTMAIL.COM'
  ELSE 'cliente' || customer_id || '@' || ${DOMAINS}[1 + CAST(${h(2)} % 5 AS INTEGER)] END END`;
const PHONE = `CASE WHEN has_phone THEN CASE ${h(3)} % 10
  WHEN 0 THEN '12345'
  WHEN 1 THEN '+56 9 ' || substr(${digits8}, 1, 4) || ' ' || substr(${digits8}, 5, 4)
  WHEN 2 THEN '(09) ' || ${digits8}
  WHEN 3 THEN '569' || ${digits8}
  ELSE '9' || ${digits8} END END`;
const MAID = `CASE WHEN has_maid THEN CASE ${h(4)} % 30 WHEN 0 THEN '00000000-0000-0000-0000-000000000000' ELSE
  (SELECT substr(m, 1, 8) || '-' || substr(m, 9, 4) || '-' || substr(m, 13, 4) || '-' || substr(m, 17, 4) || '-' || substr(m, 21, 12) FROM (SELECT md5('maid' || customer_id) AS m)) END END`;
const FIRST = `['María', 'José', 'Ñuño', 'Camila', 'Benjamín', 'Sofía'][1 + CAST(${h(5)} % 6 AS INTEGER)]`;
const LAST = `['González', 'Muñoz', 'Rojas', 'Díaz', 'Pérez', 'Soto'][1 + CAST(${h(6)} % 6 AS INTEGER)]`;

export type MemberChunk = { records: CustomerRecord[]; lastCustomerId: number };

/** The identifier columns a contact-data read can ask for (each derived in DuckDB, see above). */
export type ContactColumn = 'email' | 'phone' | 'first_name' | 'last_name' | 'country';
const CONTACT_COLUMNS: Record<ContactColumn, string> = {
  email: `${EMAIL} AS email`,
  phone: `${PHONE} AS phone`,
  first_name: `${FIRST} AS first_name`,
  last_name: `${LAST} AS last_name`,
  country: `'CL' AS country`,
};
const ALL_CONTACT: readonly ContactColumn[] = ['email', 'phone', 'first_name', 'last_name', 'country'];

/**
 * Streams a segment's members out of DuckDB in chunks of at most `chunkSize`, keyset-paged on
 * customer_id: only one chunk is ever in memory. Each read is bounded to a window of ids as well
 * as by LIMIT, so DuckDB skips every row group outside it (min/max per row group) instead of
 * scanning the rest of the table for each chunk: reading the segment stays linear in its size.
 * The window grows while it yields few rows (a sparse segment) and shrinks when it fills a chunk.
 * Customers without any identifier of the kind are left out in the warehouse; `allowedMask`
 * leaves out customers of restricted companies.
 */
export async function* segmentMembers(
  warehouse: Warehouse,
  catalogue: readonly Attribute[],
  predicate: SegmentPredicate,
  options: { kind: IdentifierKind; chunkSize: number; allowedMask?: number; columns?: readonly ContactColumn[] },
): AsyncGenerator<MemberChunk> {
  // Only the columns the platform's member keys read (a Meta e-mail audience reads e-mails only): less
  // work in DuckDB, and nothing normalized or hashed that the run would throw away.
  const wanted = options.columns ?? ALL_CONTACT;
  const columns =
    options.kind === 'MOBILE_ADVERTISING_ID' ? `customer_id, ${MAID} AS maid` : ['customer_id', ...wanted.map((c) => CONTACT_COLUMNS[c])].join(', ');
  // A read of contact data wants customers with an e-mail or a phone; one keyed by the customer id alone (Talon.One's
  // integration ids: no contact column asked for) takes every customer of the segment.
  const byCustomerId = options.kind === 'CONTACT_INFO' && options.columns !== undefined && !wanted.some((c) => c === 'email' || c === 'phone');
  const has = options.kind === 'MOBILE_ADVERTISING_ID' ? 'has_maid' : byCustomerId ? 'TRUE' : '(has_email OR has_phone)';
  const [bounds] = await warehouse.query(`SELECT min(customer_id) AS lo, max(customer_id) AS hi FROM ${CUSTOMERS_TABLE}`);
  if (bounds?.hi === null || bounds?.hi === undefined) return;
  const last = Number(bounds.hi);
  let after = Number(bounds.lo) - 1;
  let window = Math.max(options.chunkSize, 1);
  while (after < last) {
    const until = Math.min(last, after + window);
    const binder = new Binder('duckdb');
    const where = predicateSql(catalogue, predicate, binder);
    const mask = options.allowedMask === undefined ? '' : ` AND (companies & CAST(${binder.bind(options.allowedMask)} AS UINTEGER)) <> 0`;
    const sql = `SELECT ${columns} FROM ${CUSTOMERS_TABLE}
      WHERE customer_id > ${binder.bind(after)} AND customer_id <= ${binder.bind(until)} AND ${has}${mask} AND ${where}
      ORDER BY customer_id LIMIT ${binder.bind(options.chunkSize)}`;
    const rows = await warehouse.query(sql, binder.params);
    const full = rows.length === options.chunkSize;
    // A full chunk continues after its last customer (the window may hold more); otherwise the window is done.
    after = full ? Number(rows[rows.length - 1]!.customer_id) : until;
    if (full) window = Math.max(options.chunkSize, Math.floor(window / 2));
    else if (rows.length < options.chunkSize / 2) window *= 2;
    if (rows.length === 0) continue;
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
    yield { records, lastCustomerId: Number(rows[rows.length - 1]!.customer_id) };
  }
}

/** Customers the segment holds (all of them, for the P_ENV entry's unique users). */
export async function segmentSize(warehouse: Warehouse, catalogue: readonly Attribute[], predicate: SegmentPredicate, allowedMask?: number): Promise<number> {
  const binder = new Binder('duckdb');
  const where = predicateSql(catalogue, predicate, binder);
  const mask = allowedMask === undefined ? '' : ` AND (companies & CAST(${binder.bind(allowedMask)} AS UINTEGER)) <> 0`;
  const [row] = await warehouse.query(`SELECT count(*) AS n FROM ${CUSTOMERS_TABLE} WHERE ${where}${mask}`, binder.params);
  return Number(row?.n ?? 0);
}
