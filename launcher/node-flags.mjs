/**
 * The Node.js flags the platform's process runs with: `npm start` (scripts/start.mjs) starts it with
 * them; the audience and campaign services started one per process, and the benchmarks, which run
 * the platform inside their own process, start through run.mjs with them too, so that what the
 * benchmarks measure is what runs.
 *
 * --max-semi-space-size=64: V8's young generation at 64 MB a half instead of 16. The bulk file work
 * holds each batch of rows for 100–200 ms (rules spreadsheet upload: read, checked against the
 * database and applied two batches behind the reader; lista_audiencias.xlsx: a FETCH of 5,000 rows
 * while the next one arrives). With 16 MB the collector ran every 25–30 ms during an upload, copied
 * each batch twice and then moved it to the old generation (over 200 ms of a 1.1 s upload went to
 * collection, on this thread and on V8's helper threads, which take the core PostgreSQL needs); the
 * larger the young generation, the fewer batches are still alive when it runs.
 *
 * Why not larger: V8 starts a full collection as soon as the old generation's room left is less
 * than the young generation (a scavenge might promote all of it), and after a full collection it
 * leaves the old generation little room (10 % above what lives). So a young generation much larger
 * than the platform's live heap (about 80 MB) makes full collections run back to back, each costlier
 * too: lista_audiencias.xlsx with 128 MB fell from 112k–119k to 82k–92k rows/s.
 *
 * Measured on the 2-core development machine, runs alternating in one hour, in the state a
 * platform is in after a full collection: bench:campaigns warm upload medians 32 MB 55k and 62k
 * rows/s, 64 MB 64k and 70k, 128 MB 74k and 76k; the export-only harness 32 MB 116k and 119k,
 * 64 MB 119k and 112k, 128 MB 92k and 82k. The cost is memory: the young generation grows only while
 * the process is busy, by some 30–50 MB at the peak of an upload, and shrinks again when idle.
 */
export const PLATFORM_NODE_FLAGS = ['--max-semi-space-size=64'];
