#!/usr/bin/env node
// `npm start`: build the web app when its sources changed, then run the whole platform
// (`--build-only`: just the build, for the `prepare` script that npm ci runs).
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { PLATFORM_NODE_FLAGS } from '../launcher/node-flags.mjs';

const root = path.resolve(import.meta.dirname, '..');
const newest = (dir) =>
  readdirSync(dir, { withFileTypes: true }).reduce((max, entry) => {
    const full = path.join(dir, entry.name);
    return Math.max(max, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }, 0);

const built = path.join(root, 'web/dist/index.html');
const sourcesChanged =
  !existsSync(built) ||
  Math.max(newest(path.join(root, 'web/src')), statSync(path.join(root, 'web/index.html')).mtimeMs) > statSync(built).mtimeMs;
if (sourcesChanged) {
  console.log('Compilando la aplicación web…');
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: path.join(root, 'web'),
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
// `npm ci` / `npm install` build the web app ahead (the `prepare` script), so the first `npm start` of a
// fresh clone starts the platform at once instead of spending most of its time in the build.
if (process.argv.includes('--build-only')) process.exit(0);

// The platform's Node.js flags (launcher/node-flags.mjs: a larger young generation for the bulk file work).
const child = spawn(process.execPath, [...PLATFORM_NODE_FLAGS, '--import', 'tsx', path.join(root, 'launcher/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  // Production unless told otherwise: Express and every part then keep stacks out of answers.
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
