import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The one service shape, checked on every service's source (tests excluded):
 * - `module`: a module folder (`src/<module>/`) is reached from outside it only through its
 *   `index.ts` (or the folder itself); the app and other modules never import its inner files.
 * - `sql`: every SQL statement lives in a repository file. SQL is any string or template literal
 *   handed straight to a `.query(` call, or a literal that starts with SELECT, INSERT, UPDATE,
 *   DELETE or WITH.
 * - `package`: a service never imports another service, and reaches a package only through the
 *   entry points its package.json exports (never `…/src/…`, never a relative path out of the service).
 */
type Kind = 'module' | 'sql' | 'package';
type Finding = { file: string; kind: Kind; detail: string };

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * Where SQL may be written: a module's repository (one file, or a `repository/` folder when large),
 * and a module's demo seed, which is nothing but the INSERTs of the fixed data loaded at start.
 */
const isSqlFile = (file: string) => /\/(repository\.ts|repository\/[^/]+\.ts|seed\.ts)$/.test(file);

/**
 * Files that still break a rule, each with why, so that no new one appears. Take an entry off when
 * its file follows the rule (the last test fails on an entry that no longer applies).
 */
const EXCEPTIONS: Record<string, Partial<Record<Kind, string>>> = {
  'services/audience-management/src/audiences/export.ts': {
    sql: "the export's statements come from the repository (audienceExportQuery); what stays is the cursor protocol (a read-only snapshot, DECLARE, FETCH paced by the stream), which is the streaming itself",
  },
};

/**
 * Pairs of modules of one service that still import each other (each one's files reach the other's
 * surface), each with why, so that no new one appears. Keyed `<service>: <module> <-> <module>`, the
 * two modules in alphabetical order. Take an entry off when the pair goes one way only.
 */
const CYCLES: Record<string, string> = {
  'campaign-management: campaigns <-> files':
    "the rules upload and download (campaigns' routes) use files' sheets and streams, and files' sheets read the campaign rules; the sheet reading to move under campaigns",
};

type PackageEntries = Map<string, { exports: string[]; service: boolean }>;

/** Every workspace package's name, the subpaths its package.json exports, and whether it is a service. */
function workspacePackages(): PackageEntries {
  const found: PackageEntries = new Map();
  for (const group of ['packages', 'services']) {
    for (const entry of readdirSync(path.join(ROOT, group), { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      const manifest = JSON.parse(readFileSync(path.join(ROOT, group, entry.name, 'package.json'), 'utf8')) as {
        name: string;
        exports?: Record<string, string> | string;
      };
      const exports = typeof manifest.exports === 'object' ? Object.keys(manifest.exports) : ['.'];
      found.set(manifest.name, { exports, service: group === 'services' });
    }
  }
  return found;
}

const exportsSubpath = (exports: string[], subpath: string) =>
  !subpath.startsWith('./src/') &&
  exports.some((key) =>
    key.includes('*') ? subpath.startsWith(key.slice(0, key.indexOf('*'))) && subpath.length > key.indexOf('*') : key === subpath,
  );

const lineOf = (source: string, index: number) => source.slice(0, index).split('\n').length;

/**
 * The findings of one source file. `file` is its path from the repository root
 * (`services/<service>/src/...`); `source` its text.
 */
function findingsOf(file: string, source: string, packages: PackageEntries): Finding[] {
  const findings: Finding[] = [];
  const [, service, , ...inSrc] = file.split('/');
  const serviceRoot = `services/${service}`;
  const ownModule = inSrc.length > 1 ? inSrc[0] : undefined;

  for (const match of source.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*['"]([^'"]+)['"]/g)) {
    const spec = match[1]!;
    if (spec.startsWith('.')) {
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec));
      if (!target.startsWith(`${serviceRoot}/`)) {
        findings.push({ file, kind: 'package', detail: `${spec} (a relative path out of the service)` });
        continue;
      }
      const parts = target.slice(`${serviceRoot}/src/`.length).split('/');
      if (!target.startsWith(`${serviceRoot}/src/`) || parts.length < 2) continue;
      const [module, ...rest] = parts;
      if (module === ownModule) continue;
      const surface = rest.length === 0 || (rest.length === 1 && /^index(\.ts|\.js)?$/.test(rest[0]!));
      if (!surface) findings.push({ file, kind: 'module', detail: `${spec} (inside module ${module})` });
    } else if (spec.startsWith('@inca/')) {
      const [scope, name, ...sub] = spec.split('/');
      const pkg = packages.get(`${scope}/${name}`);
      if (!pkg) continue;
      const own = `${scope}/${name}` === `@inca/svc-${service}`;
      if (pkg.service && !own) findings.push({ file, kind: 'package', detail: `${spec} (another service)` });
      else if (!exportsSubpath(pkg.exports, sub.length === 0 ? '.' : `./${sub.join('/')}`)) {
        findings.push({ file, kind: 'package', detail: `${spec} (not an entry point of ${scope}/${name})` });
      }
    }
  }

  if (!isSqlFile(file)) {
    const sql = [
      ...source.matchAll(/\.query\s*(?:<[^()]*?>)?\s*\(\s*[`'"]/g),
      ...source.matchAll(/[`'"]\s*(?:SELECT|INSERT|UPDATE|DELETE|WITH)\s/g),
    ];
    const lines = [...new Set(sql.map((m) => lineOf(source, m.index)))].sort((a, b) => a - b);
    if (lines.length > 0) findings.push({ file, kind: 'sql', detail: `line ${lines.join(', ')}` });
  }
  return findings;
}

/** The modules each module of a service imports (any file of one reaching into or through the other's folder). */
function moduleImports(file: string, source: string): { service: string; from: string; to: string }[] {
  const [, service, , ...inSrc] = file.split('/');
  if (inSrc.length < 2) return [];
  const from = inSrc[0]!;
  const srcRoot = `services/${service}/src/`;
  return [...source.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*['"](\.[^'"]+)['"]/g)].flatMap((match) => {
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), match[1]!));
    if (!target.startsWith(srcRoot)) return [];
    const parts = target.slice(srcRoot.length).split('/');
    return parts.length >= 2 && parts[0] !== from ? [{ service: service!, from, to: parts[0]! }] : [];
  });
}

/** The pairs of modules of one service that import each other, as `<service>: <a> <-> <b>` (a before b). */
function cyclesOf(edges: { service: string; from: string; to: string }[]): string[] {
  const has = new Set(edges.map((edge) => `${edge.service}: ${edge.from} -> ${edge.to}`));
  const pairs = edges
    .filter((edge) => edge.from < edge.to && has.has(`${edge.service}: ${edge.to} -> ${edge.from}`))
    .map((edge) => `${edge.service}: ${edge.from} <-> ${edge.to}`);
  return [...new Set(pairs)].sort();
}

function serviceSources(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === '__generated__' ? [] : serviceSources(relative);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [relative] : [];
  });
}

const packages = workspacePackages();
const files = readdirSync(path.join(ROOT, 'services')).flatMap((service) => serviceSources(`services/${service}/src`));
const findings = files.flatMap((file) => findingsOf(file, readFileSync(path.join(ROOT, file), 'utf8'), packages));
const cycles = cyclesOf(files.flatMap((file) => moduleImports(file, readFileSync(path.join(ROOT, file), 'utf8'))));
const excepted = (finding: Finding) => EXCEPTIONS[finding.file]?.[finding.kind] !== undefined;
const show = (finding: Finding) => `${finding.file} [${finding.kind}] ${finding.detail}`;

describe('service layering', () => {
  it('reads every service', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(new Set(files.map((file) => file.split('/')[1])).size).toBe(5);
  });

  it('no import reaches into another module, service or package, and no SQL is written outside a repository', () => {
    expect(findings.filter((finding) => !excepted(finding)).map(show)).toEqual([]);
  });

  it('catches each kind of violation in a sample, and passes the allowed forms', () => {
    const sample = [
      "import { listCampaigns } from '../campaigns/repository.ts';",
      "import { mountCampaigns } from '../campaigns/index.ts';",
      "import { files } from '../files';",
      "import { helper } from './helper.ts';",
      "import type { Context } from '../context.ts';",
      "import { schema } from '../../../audience-management/src/schema.ts';",
      "import { pool } from '@inca/db/src/pool.ts';",
      "import { createPool } from '@inca/db';",
      "import { startEmbedded } from '@inca/db/embedded';",
      "import { reportsApi } from '@inca/svc-reports';",
      'const { rows } = await ctx.pool.query<{ n: number }>(',
      '  `SELECT count(*) AS n FROM campaigns`);',
      "const insert = 'INSERT INTO x VALUES (1)';",
      "await fetch(url, { method: 'DELETE' });",
      'await client.query(text, values);',
    ].join('\n');
    const found = findingsOf('services/campaign-management/src/variables/routes.ts', sample, packages).map((f) => `${f.kind} ${f.detail}`);
    expect(found).toEqual([
      'module ../campaigns/repository.ts (inside module campaigns)',
      'package ../../../audience-management/src/schema.ts (a relative path out of the service)',
      'package @inca/db/src/pool.ts (not an entry point of @inca/db)',
      'package @inca/svc-reports (another service)',
      'sql line 11, 12, 13',
    ]);
    // The app may mount a module through its surface only; a repository may hold SQL.
    expect(findingsOf('services/reports/src/app.ts', "import { mountReports } from './reports/index.ts';", packages)).toEqual([]);
    expect(
      findingsOf('services/reports/src/app.ts', "import { ReportsRepository } from './reports/repository.ts';", packages),
    ).toHaveLength(1);
    expect(findingsOf('services/reports/src/reports/repository.ts', 'await pool.query(`SELECT 1`);', packages)).toEqual([]);
  });

  it('no two modules of a service import each other', () => {
    expect(cycles.filter((cycle) => CYCLES[cycle] === undefined)).toEqual([]);
    expect(
      Object.keys(CYCLES).filter((cycle) => !cycles.includes(cycle)),
      'take these entries off CYCLES',
    ).toEqual([]);
  });

  it('finds a cycle between two modules, and not a one-way import', () => {
    const edges = [
      ...moduleImports('services/reports/src/reports/routes.ts', "import { scopeOf } from '../directory/index.ts';"),
      ...moduleImports('services/reports/src/directory/repository.ts', "import type { Report } from '../reports/repository.ts';"),
      ...moduleImports('services/reports/src/exports/routes.ts', "import { listReports } from '../reports/index.ts';"),
      ...moduleImports('services/reports/src/app.ts', "import { exportRoutes } from './exports/index.ts';"),
    ];
    expect(cyclesOf(edges)).toEqual(['reports: directory <-> reports']);
  });

  it('lists as exceptions only files that still break the rule', () => {
    const standing = new Set(findings.map((finding) => `${finding.file} ${finding.kind}`));
    const stale = Object.entries(EXCEPTIONS)
      .flatMap(([file, kinds]) => Object.keys(kinds).map((kind) => `${file} ${kind}`))
      .filter((key) => !standing.has(key));
    expect(stale, 'take these entries off EXCEPTIONS').toEqual([]);
  });
});
