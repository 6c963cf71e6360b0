/**
 * The Node.js flags the platform's process runs with: `npm start` (scripts/start.mjs) starts it with
 * them; the audience and campaign services started one per process, and the benchmarks, which run
 * the platform inside their own process, start through run.mjs with them too, so that what the
 * benchmarks measure is what runs.
 *
 * --max-semi-space-size=32: V8's young generation at 32 MB a half instead of 16. The bulk file work
 * holds each batch of rows for 100–200 ms (rules spreadsheet upload: read, checked against the
 * database and applied two batches behind the reader; lista_audiencias.xlsx: a FETCH of 5,000 rows
 * while the next one arrives). With 16 MB the collector ran every 25–30 ms during an upload, copied
 * each batch twice and then moved it to the old generation (over 200 ms of a 1.1 s upload went to
 * collection); with 32 MB most batches die young. Measured on the 2-core development machine:
 * bench:campaigns warm medians 82k → 114k rows/s down and 52k → 59k up. For lista_audiencias.xlsx
 * the evidence is mixed (an export-only harness alternating both: about 13 % faster; full
 * bench:audiences runs with the flag: 73k–80k rows/s, one without it in the same hour: 85k):
 * to settle with both side by side in one bench run. The cost is memory: up to about 48 MB more
 * young generation while the process is busy.
 */
export const PLATFORM_NODE_FLAGS = ['--max-semi-space-size=32'];
