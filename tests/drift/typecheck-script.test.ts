import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/composition.ts';

/** The tsconfig files a command line hands to tsc with -p/--project/-b/--build. */
const projectsOf = (text: string): string[] =>
  [...text.matchAll(/(?:^|\s)(?:-p|--project|-b|--build)\s+([^\s&;|'"\]]+)/g)].map((m) => m[1]!);

/** The tsconfig files scripts/test.mjs passes to tsc (`[..., '-p', 'file']`). */
const testedProjects = (source: string): string[] => [...source.matchAll(/bin\('tsc'\),\s*\[\s*'-p',\s*'([^']+)'/g)].map((m) => m[1]!);

describe('npm run typecheck', () => {
  const script =
    (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts.typecheck ?? '';
  const fromTestScript = testedProjects(readFileSync(path.join(ROOT, 'scripts/test.mjs'), 'utf8'));

  it('points only at tsconfig files that exist', () => {
    const projects = projectsOf(script);
    expect(projects.length).toBeGreaterThan(0);
    for (const project of projects) expect(existsSync(path.join(ROOT, project)), project).toBe(true);
  });

  it('runs exactly the typechecks npm test runs (servers/packages/tests and web)', () => {
    expect(fromTestScript.length).toBeGreaterThan(1);
    expect([...projectsOf(script)].sort()).toEqual([...fromTestScript].sort());
  });

  it('reads the project of every form of the flag', () => {
    expect(projectsOf('tsc -b tsconfig.check.json')).toEqual(['tsconfig.check.json']);
    expect(projectsOf('tsc -p tsconfig.json && tsc --project web/tsconfig.json')).toEqual(['tsconfig.json', 'web/tsconfig.json']);
  });
});
