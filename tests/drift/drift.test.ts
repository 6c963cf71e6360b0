import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generate } from '@graphql-codegen/cli';
import { composeSupergraph, acceptedHints, API_SCHEMA_PATH, ROOT, SUPERGRAPH_PATH } from '../../scripts/composition.ts';
import codegenConfig from '../../codegen.ts';

describe('generated files are up to date', () => {
  it('composition succeeds with no unaccepted hint', () => {
    const composed = composeSupergraph();
    const accepted = new Set(acceptedHints());
    expect(composed.hints.filter((h) => !accepted.has(h))).toEqual([]);
  });

  it('the committed supergraph and API schema match the subgraph schemas (run npm run compose)', () => {
    const composed = composeSupergraph();
    expect(readFileSync(SUPERGRAPH_PATH, 'utf8')).toBe(composed.supergraphSdl);
    expect(readFileSync(API_SCHEMA_PATH, 'utf8')).toContain(composed.apiSchemaSdl);
  });

  it('every codegen output matches what is committed (run npm run codegen)', async () => {
    const cwd = process.cwd();
    process.chdir(ROOT);
    try {
      const outputs = (await generate({ ...codegenConfig, cwd: ROOT, silent: true, verbose: false }, false)) as {
        filename: string;
        content: string;
      }[];
      expect(outputs.length).toBeGreaterThan(5);
      for (const output of outputs) {
        const file = path.resolve(ROOT, output.filename);
        expect(readFileSync(file, 'utf8'), output.filename).toBe(output.content);
      }
    } finally {
      process.chdir(cwd);
    }
  });
});
