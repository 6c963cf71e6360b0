import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The command as `npm run -s normalize` runs it: tsx on scripts/normalize.ts, stdin → stdout.
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SAMPLE_DIR = new URL('../../../../shared/activation/', import.meta.url);

function normalizeCommand(args: readonly string[], input: string) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/normalize.ts', ...args], {
    cwd: ROOT,
    input,
    encoding: 'utf8',
    timeout: 30_000,
  });
}

describe('npm run normalize', () => {
  it('prints the expected Google file byte for byte from the sample corpus', () => {
    const corpus = readFileSync(new URL('sample-corpus.jsonl', SAMPLE_DIR), 'utf8');
    const expected = readFileSync(new URL('sample-expected-google.jsonl', SAMPLE_DIR), 'utf8');
    const run = normalizeCommand(['--platform', 'google'], corpus);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout.split('\n').length).toBe(31);
    expect(run.stdout).toBe(expected);
  });

  it('reports bad lines on stderr with their number, skips them and goes on', () => {
    const input = [
      '{"id": "a", "email": "Ana@UC.cl", "phone": "9 1234 5678"}',
      '{"id": "b", "email": ',
      '',
      '["not", "an", "object"]',
      '{"email": "no-id@uc.cl"}',
      '{"id": 7, "maid": "AECE52E7-03EE-455A-B3C4-E57283966239"}',
    ].join('\n');
    const run = normalizeCommand(['--platform=tiktok'], input);
    const out = run.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { id: unknown; platform: string });
    expect(out.map((record) => record.id)).toEqual(['a', 7]);
    expect(out.every((record) => record.platform === 'tiktok')).toBe(true);
    const errors = run.stderr.trim().split('\n');
    expect(errors).toHaveLength(3);
    expect(errors[0]).toMatch(/^line 2: not JSON/);
    expect(errors[1]).toBe('line 4: not a JSON object');
    expect(errors[2]).toBe('line 5: missing "id" (a string or a number)');
    expect(run.status).toBe(1);
  });

  it('refuses an unknown platform with its usage', () => {
    const run = normalizeCommand(['--platform', 'myspace'], '');
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('--platform <meta|google|tiktok|criteo|sfmc|talonone|adobe>');
  });
});
