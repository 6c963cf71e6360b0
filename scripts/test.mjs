#!/usr/bin/env node
// `npm test`: typecheck, lint, build the web app, then every vitest project (unit + drift, web, system:
// integration on a real PostgreSQL and Playwright in Chromium). Ends with "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const run = (label, command, args, options = {}) => {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  return result.status === 0;
};

const failures = [];
if (!run('typecheck (servers, packages, tests)', bin('tsc'), ['-p', 'tsconfig.json'])) failures.push('typecheck');
if (!run('typecheck (web)', bin('tsc'), ['-p', 'web/tsconfig.json'])) failures.push('typecheck web');
// The same checks as `npm run lint`; both cache what they read, so a second run looks only at changed files.
if (!run('format (prettier --check)', bin('prettier'), ['--check', '--cache', '--log-level', 'warn', '.'])) failures.push('format');
const eslintArgs = ['--cache', '--cache-location', 'node_modules/.cache/eslint/', '--max-warnings', '0', '.'];
if (!run('lint (eslint)', bin('eslint'), eslintArgs)) failures.push('lint');
if (!run('build web', bin('vite'), ['build', '--logLevel', 'warn'], { cwd: path.join(root, 'web') })) failures.push('build web');

mkdirSync(path.join(root, 'test-results'), { recursive: true });
const report = path.join(root, 'test-results/vitest.json');
const vitestOk = run('vitest (unit, drift, web, integration, e2e)', bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
  ...process.argv.slice(2),
]);
if (!vitestOk) failures.push('vitest');

let passed = 0;
let failed = 0;
let skipped = 0;
try {
  const json = JSON.parse(readFileSync(report, 'utf8'));
  passed = json.numPassedTests;
  failed = json.numFailedTests;
  skipped = json.numPendingTests + (json.numTodoTests ?? 0);
  // A suite that fails before its tests run (a broken import, a browser that will not start)
  // has no failed test of its own; count it so the summary never reads green.
  if (!vitestOk && failed === 0) failed = Math.max(1, json.numFailedTestSuites ?? 0);
} catch {
  failures.push('no vitest report');
}
const steps = failures.filter((f) => f !== 'vitest');
failed += steps.length;
if (steps.length) console.log(`\nfailed steps: ${steps.join(', ')}`);
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failures.length || failed ? 1 : 0);
