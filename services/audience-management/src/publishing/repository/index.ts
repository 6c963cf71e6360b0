// Every SQL statement of publishing: runs and their members, the mail outbox and each coupon campaign's ledger in
// PostgreSQL, and the segment members read from the warehouse (DuckDB or BigQuery, in the reader's dialect).
export * from './runs.ts';
export * from './outbox.ts';
export * from './couponLedger.ts';
export * from './segmentMembers.ts';
