/**
 * The Node.js flags the platform's process runs with: `npm start` (scripts/start.mjs) starts it with
 * them; the audience and campaign services started one per process, and the benchmarks, which run
 * the platform inside their own process, start through run.mjs with them too, so that what the
 * benchmarks measure is what runs.
 *
 * --max-semi-space-size=128: V8's young generation at 128 MB a half instead of 16. The bulk file
 * work holds each batch of rows for 100–200 ms (rules spreadsheet upload: read, checked against the
 * database and applied two batches behind the reader; lista_audiencias.xlsx: a FETCH of 5,000 rows
 * while the next one arrives). With 16 MB the collector ran every 25–30 ms during an upload, copied
 * each batch twice and then moved it to the old generation (over 200 ms of a 1.1 s upload went to
 * collection, on this thread and on V8's helper threads, which take the core PostgreSQL needs); the
 * larger the young generation, the fewer batches are still alive when it runs. Measured on the
 * 2-core development machine, bench:campaigns warm upload medians, runs alternating in one hour:
 * 32 MB 55k and 62k rows/s, 64 MB 64k and 70k, 128 MB 74k and 76k (the download 139k–162k at 32,
 * 147k–172k at 128). lista_audiencias.xlsx is indifferent to it (export-only harness alternating
 * 32 and 128 MB: 154k/154k/149k against 148k/150k/141k rows/s). The cost is memory: the young
 * generation grows only while the process is busy, by about 100 MB at the peak of an upload
 * (bench:campaigns peak RSS 684–710 MB at 32, 810 MB at 128), and shrinks again when idle.
 */
export const PLATFORM_NODE_FLAGS = ['--max-semi-space-size=128'];
