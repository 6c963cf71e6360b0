import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatNormalizedLine } from '../jsonl.ts';
import type { CustomerRecord } from '../types.ts';
import { normalizeBatch } from './index.ts';

// The shared sample: ../shared/activation beside the repository.
const SAMPLE_DIR = new URL('../../../../../shared/activation/', import.meta.url);
const readLines = (name: string) =>
  readFileSync(new URL(name, SAMPLE_DIR), 'utf8')
    .split('\n')
    .filter((line) => line.length > 0);

const corpus = readLines('sample-corpus.jsonl').map((line) => JSON.parse(line) as CustomerRecord);
// The sample's dates are all before this day; fixing it keeps the test independent of the clock.
const options = { today: 20260601 };

describe.each(['meta', 'google', 'tiktok'] as const)('%s against sample-expected-%s.jsonl', (platform) => {
  const expectedLines = readLines(`sample-expected-${platform}.jsonl`);
  const actual = normalizeBatch(platform, corpus, options);

  it('has one result per corpus record', () => {
    expect(corpus.length).toBe(30);
    expect(actual).toHaveLength(expectedLines.length);
  });

  it('matches every field of every record', () => {
    let compared = 0;
    expectedLines.forEach((line, index) => {
      const expected = JSON.parse(line) as { id: string; platform: string; fields: Record<string, unknown> };
      const record = actual[index]!;
      expect(record.id).toBe(expected.id);
      expect(record.platform).toBe(expected.platform);
      expect(Object.keys(record.fields)).toEqual(Object.keys(expected.fields));
      for (const [key, field] of Object.entries(expected.fields)) {
        expect({ id: expected.id, key, field: record.fields[key] }).toEqual({ id: expected.id, key, field });
        compared += 1;
      }
    });
    expect(compared).toBeGreaterThanOrEqual(30 * 3);
  });

  it('prints the expected file byte for byte', () => {
    expect(actual.map(formatNormalizedLine)).toEqual(expectedLines);
  });
});
