import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/composition.ts';

const eslint = new ESLint({ cwd: ROOT });
const at = (file: string) => path.join(ROOT, file);
/** A rule's level as eslint resolves it for a file: 2 error, 1 warning, 0 off, undefined when no config names it. */
const ruleLevel = async (file: string, rule: string): Promise<unknown> => {
  const config = (await eslint.calculateConfigForFile(at(file))) as { rules?: Record<string, unknown> } | undefined;
  const setting = config?.rules?.[rule];
  return Array.isArray(setting) ? setting[0] : setting;
};
const prettierIgnores = async (file: string) => (await prettier.getFileInfo(at(file), { ignorePath: at('.prettierignore') })).ignored;

describe('npm run lint', () => {
  const scripts = (JSON.parse(readFileSync(at('package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
  const testScript = readFileSync(at('scripts/test.mjs'), 'utf8');

  it('runs the same prettier and eslint options as the lint step of npm test', () => {
    const eslintArgs = /eslintArgs = \[([^\]]+)\]/
      .exec(testScript)?.[1]
      ?.match(/'([^']+)'/g)
      ?.map((a) => a.slice(1, -1));
    const prettierArgs = /bin\('prettier'\), \[([^\]]+)\]/
      .exec(testScript)?.[1]
      ?.match(/'([^']+)'/g)
      ?.map((a) => a.slice(1, -1));
    expect(eslintArgs?.length).toBeGreaterThan(0);
    expect(prettierArgs?.length).toBeGreaterThan(0);
    expect(scripts.lint).toContain(`prettier ${prettierArgs!.join(' ')}`);
    expect(scripts.lint).toContain(`eslint ${eslintArgs!.join(' ')}`);
    expect(scripts.format).toMatch(/^prettier --write /);
  });

  it('lints the code of every tier, with the React hooks rules in the web app only', async () => {
    for (const file of [
      'gateway/src/app.ts',
      'services/reports/src/app.ts',
      'packages/domain/src/text.ts',
      'web/src/main.tsx',
      'scripts/test.mjs',
    ]) {
      expect(await eslint.isPathIgnored(at(file)), file).toBe(false);
      expect(await ruleLevel(file, '@typescript-eslint/no-unused-vars'), file).toBe(2);
    }
    expect(await ruleLevel('web/src/main.tsx', 'react-hooks/rules-of-hooks')).toBe(2);
    expect(await ruleLevel('packages/domain/src/text.ts', 'react-hooks/rules-of-hooks')).toBeUndefined();
  });

  it('leaves generated files to their generators, in both tools', async () => {
    for (const file of [
      'web/src/__generated__/graphql.ts',
      'subgraphs/audience/src/__generated__/resolvers-types.ts',
      'schema/supergraph.graphql',
    ]) {
      expect(await eslint.isPathIgnored(at(file)), file).toBe(true);
      expect(await prettierIgnores(file), file).toBe(true);
    }
    expect(await prettierIgnores('packages/domain/src/text.ts')).toBe(false);
    expect(await prettierIgnores('subgraphs/campaign/schema.graphql')).toBe(false);
  });
});
