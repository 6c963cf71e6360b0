import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The web app's tiers, lowest first. A module may import its own tier or a lower one, never a
 * higher one: features never reach the router, and shared pieces never reach a feature.
 */
const TIERS: [tier: string, folders: string[]][] = [
  ['shared', ['__generated__', 'i18n', 'ui', 'apollo', 'navigation', 'analytics', 'session', 'testing']],
  ['features', ['features', 'graphiql']],
  ['composition', ['router.tsx', 'router.test.tsx', 'main.tsx']],
];
const src = import.meta.dirname;
const tierOf = (file: string) => {
  const top = path.relative(src, file).split(path.sep)[0]!;
  const index = TIERS.findIndex(([, folders]) => folders.includes(top));
  if (index < 0) throw new Error(`${top} belongs to no tier of layering.test.ts`);
  return index;
};
const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === '__generated__' ? [] : sources(full);
    return /\.(ts|tsx)$/.test(name) && full !== import.meta.filename ? [full] : [];
  });

describe('web layering', () => {
  const files = sources(src);

  it('knows every module', () => {
    expect(files.length).toBeGreaterThan(20);
    for (const file of files) expect(() => tierOf(file)).not.toThrow();
  });

  it('never imports upward', () => {
    const upward: string[] = [];
    let examined = 0;
    for (const file of files) {
      for (const [, spec] of readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)) {
        examined += 1;
        const target = path.resolve(path.dirname(file), spec!);
        if (tierOf(target) > tierOf(file)) upward.push(`${path.relative(src, file)} → ${spec}`);
      }
    }
    // A pattern that matched nothing would pass on nothing.
    expect(examined).toBeGreaterThan(100);
    expect(upward).toEqual([]);
  });
});
