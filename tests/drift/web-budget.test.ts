import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/composition.ts';
import { generatedDocuments, inlineDocuments } from '../../web/build/graphqlDocuments.ts';

/**
 * What the first screens cost on the wire: the JavaScript and CSS that the sign-in screen, the home
 * page it leads to, and the segment and audience lists (the lists a user opens first) load, as the
 * gateway serves them (the build's brotli files, or the plain file when the build left it
 * uncompressed), must stay within the budget, each on its own. What a screen loads is read from
 * Vite's build manifest: the app entry with its static imports and their CSS, plus the screen's own
 * chunk with its static imports. Chunks fetched later (`import()`) are not counted.
 */
const BUDGET_KB = 250;
const WEB = path.join(ROOT, 'web');
const ENTRY = 'index.html';
/** Screens measured: the module each one's lazy route imports (router.tsx), null for the entry alone. */
const SCREENS: { name: string; module: string | null }[] = [
  { name: 'sign-in', module: null },
  { name: 'home', module: 'src/features/home/HomePage.tsx' },
  { name: 'segment list', module: 'src/features/segments/SegmentListPage.tsx' },
  { name: 'audience list', module: 'src/features/audiences/list/AudienceListPage.tsx' },
];

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

/** The files (JS and CSS) loaded with the given manifest keys: each one, its static imports, and their CSS. */
function filesLoaded(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const files = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    seen.add(key);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
}

/**
 * Bytes the gateway sends for a built file: its `.br` when the build wrote one (browsers accept
 * brotli over HTTPS), or its `.gz` for a browser that asks for gzip only (Chromium over plain HTTP,
 * as in bench:web).
 */
function servedBytes(dist: string, file: string, encoding: 'br' | 'gz' = 'br'): number {
  const full = path.join(dist, file);
  return statSync(existsSync(`${full}.${encoding}`) ? `${full}.${encoding}` : full).size;
}

/** Newest modification time under a folder (files only; node_modules and the build skipped). */
function newest(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const name of readdirSync(target)) {
    if (name === 'node_modules' || name === 'dist') continue;
    latest = Math.max(latest, newest(path.join(target, name)));
  }
  return latest;
}

/** The build `npm test` made just before (web/dist), when nothing it is built from changed since. */
function freshBuild(): string | null {
  const manifest = path.join(WEB, 'dist/.vite/manifest.json');
  if (!existsSync(manifest)) return null;
  const sources = [WEB, path.join(ROOT, 'packages'), path.join(ROOT, 'package-lock.json')];
  return Math.max(...sources.map(newest)) < statSync(manifest).mtimeMs ? path.join(WEB, 'dist') : null;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7);

describe('filesLoaded', () => {
  const manifest: Manifest = {
    'index.html': {
      file: 'assets/app.js',
      isEntry: true,
      imports: ['_vendor.js'],
      css: ['assets/app.css'],
      dynamicImports: ['src/Page.tsx'],
    },
    '_vendor.js': { file: 'assets/vendor.js', css: ['assets/vendor.css'] },
    'src/Page.tsx': { file: 'assets/Page.js', imports: ['_vendor.js', 'index.html', '_shared.js'], dynamicImports: ['src/Later.tsx'] },
    '_shared.js': { file: 'assets/shared.js', imports: ['_vendor.js'] },
    'src/Later.tsx': { file: 'assets/Later.js' },
  };

  it('follows static imports and their CSS, but not dynamic imports', () => {
    expect([...filesLoaded(manifest, ['index.html'])].sort()).toEqual([
      'assets/app.css',
      'assets/app.js',
      'assets/vendor.css',
      'assets/vendor.js',
    ]);
    expect([...filesLoaded(manifest, ['index.html', 'src/Page.tsx'])].sort()).toEqual([
      'assets/Page.js',
      'assets/app.css',
      'assets/app.js',
      'assets/shared.js',
      'assets/vendor.css',
      'assets/vendor.js',
    ]);
  });

  it('fails loudly when a screen is missing from the build', () => {
    expect(() => filesLoaded(manifest, ['src/Gone.tsx'])).toThrow(/Gone/);
  });
});

describe('GraphQL documents in the build (web/build/graphqlDocuments.ts)', () => {
  const generated = path.join(WEB, 'src/__generated__');
  const gql = readFileSync(path.join(generated, 'gql.ts'), 'utf8');
  const documents = generatedDocuments(gql, readFileSync(path.join(generated, 'graphql.ts'), 'utf8'));
  const sources = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === '__generated__' ? [] : sources(full);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
    });

  it('reads every document codegen wrote', () => {
    expect(documents.size).toBeGreaterThan(50);
    expect(documents.size).toBe([...gql.matchAll(/^ {4}".*": types\.\w+,$/gm)].length);
  });

  it('replaces every graphql() call of the app by its document, so none needs the table of all of them', () => {
    const left = sources(path.join(WEB, 'src')).filter((file) =>
      (inlineDocuments(readFileSync(file, 'utf8'), documents) ?? '').includes('graphql(`'),
    );
    expect(left.map((file) => path.relative(WEB, file))).toEqual([]);
  });

  it('declares a document once per module, keeping the lines of the module where they were', () => {
    const [text, { name, literal }] = [...documents][0]!;
    const code = `import { graphql } from './gql.ts';\nconst A = graphql(\`${text}\`);\nconst B = graphql(\`${text}\`);\n`;
    const inlined = inlineDocuments(code, documents)!;
    expect(inlined.split('\n')).toHaveLength(code.split('\n').length);
    expect(inlined.split(literal)).toHaveLength(2);
    expect(inlined).toMatch(new RegExp(`const A = __graphql_${name}\\s*;\\nconst B = __graphql_${name}\\s*;`));
    expect(inlineDocuments('const A = graphql(`query Unknown { a }`);', documents)).toBeNull();
  });
});

describe(`web budget (${BUDGET_KB} KB compressed per first screen)`, () => {
  let dist = '';
  let temporary: string | null = null;

  beforeAll(async () => {
    const reused = freshBuild();
    if (reused) {
      dist = reused;
      return;
    }
    // Run alone after an edit: build into a temporary folder, leaving web/dist to npm test and the e2e tests.
    temporary = mkdtempSync(path.join(os.tmpdir(), 'inca-web-budget-'));
    const { build } = await import('vite');
    // Vitest runs with NODE_ENV=test, which would bundle React's development build.
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await build({
        configFile: path.join(WEB, 'vite.config.ts'),
        mode: 'production',
        logLevel: 'warn',
        build: { outDir: temporary, emptyOutDir: true },
      });
    } finally {
      process.env.NODE_ENV = nodeEnv;
    }
    dist = temporary;
  }, 300_000);

  afterAll(() => {
    if (temporary) rmSync(temporary, { recursive: true, force: true });
  });

  it('keeps the JavaScript and CSS of the sign-in screen, the home page and the first lists within budget', () => {
    const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
    expect(manifest[ENTRY]?.isEntry).toBe(true);
    const entryFiles = filesLoaded(manifest, [ENTRY]);
    const lines = [`JavaScript and CSS per screen, brotli as served (KB; budget ${BUDGET_KB} KB):`];
    const totals: Record<string, number> = {};
    for (const screen of SCREENS) {
      const files = filesLoaded(manifest, screen.module ? [ENTRY, screen.module] : [ENTRY]);
      const own = [...files].filter((file) => screen.module === null || !entryFiles.has(file));
      const total = [...files].reduce((sum, file) => sum + servedBytes(dist, file), 0);
      const gzip = [...files].reduce((sum, file) => sum + servedBytes(dist, file, 'gz'), 0);
      totals[screen.name] = total;
      lines.push(
        `${screen.name}: ${kb(total).trim()} KB (${kb(gzip).trim()} KB as gzip)${screen.module ? `, the entry's chunks plus its own ${own.length}:` : ''}`,
      );
      for (const file of own.sort((a, b) => servedBytes(dist, b) - servedBytes(dist, a)))
        lines.push(`  ${kb(servedBytes(dist, file))}  ${file}`);
    }
    console.log(lines.join('\n'));
    for (const screen of SCREENS) {
      expect(totals[screen.name]! / 1024, `${screen.name}: ${kb(totals[screen.name]!).trim()} KB`).toBeLessThanOrEqual(BUDGET_KB);
    }
  });
});
