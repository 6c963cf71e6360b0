import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SOURCE_ROOTS = ['packages', 'services', 'subgraphs', 'gateway', 'launcher', 'simulators', 'web/src'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '__generated__', 'testing']);

/**
 * Where a process's configuration is read. Everything else is given its settings by these, through
 * its options, so a setting is parsed (and refused with a clear message) once, at start.
 */
const CONFIGURATION_MODULES: Record<string, string> = {
  'packages/config/src/index.ts': 'parseEnv: the one parser every process entry calls',
  'packages/service-kit/src/runtime.ts':
    "every service's entry: parses the shared variables and hands the environment to the service's own parse",
  'gateway/src/config.ts': "the gateway's configuration, parsed at its entry",
  'launcher/src/part.ts': 'entry of a part the launcher runs as its own process (its options arrive in the environment)',
  'launcher/src/platform.ts': 'the launcher sets the addresses and keys of the parts it starts in its own process',
  'launcher/src/processes.ts': 'the launcher hands its environment to the parts it starts as child processes',
  'services/audience-management/src/jobs/worker-main.ts': "audience-management's worker entry, a process of its own",
  'simulators/src/main.ts': "the platform simulators' entry",
  'simulators/src/bigquery/main.ts': "the BigQuery simulator's entry",
  'simulators/src/datacatalog/main.ts': "the Data Catalog simulator's entry",
  'packages/db/src/embedded.ts': "sets TMPDIR for the embedded PostgreSQL's initdb while it runs (no setting is read)",
  'gateway/src/app.ts': "turns off @apollo/gateway's telemetry, which that library reads from the environment",
};

/**
 * Reads not yet moved into their service's configuration, listed so that no new one appears.
 * Take a file off this list when it stops reading the environment.
 */
const NOT_YET_MOVED: Record<string, string> = {};

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : sourceFiles(relative);
    return /\.(ts|tsx|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

const files = SOURCE_ROOTS.flatMap(sourceFiles);
const reading = (pattern: RegExp) => files.filter((file) => pattern.test(readFileSync(path.join(ROOT, file), 'utf8')));

describe('configuration is read in one place per process', () => {
  it('no source file reads process.env outside the configuration modules', () => {
    const outside = reading(/process\.env/).filter((file) => !(file in CONFIGURATION_MODULES) && !(file in NOT_YET_MOVED));
    expect(outside, 'add the variable to the zod schema in @inca/config and pass its value down from the entry').toEqual([]);
  });

  it('the lists name only files that exist and still read the environment', () => {
    const readers = new Set(reading(/process\.env/));
    expect(files.length).toBeGreaterThan(500);
    expect([...Object.keys(CONFIGURATION_MODULES), ...Object.keys(NOT_YET_MOVED)].filter((file) => !readers.has(file))).toEqual([]);
  });

  it("the web reads Vite's build-time variables in one module", () => {
    expect(reading(/import\.meta\.env/).filter((file) => file.startsWith('web/src/'))).toEqual(['web/src/analytics/tracking.ts']);
  });
});
