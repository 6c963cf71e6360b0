import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ConfigError, boolFlag, parseEnv, port, warehouseChoiceFrom, warehouseEnv } from './index.ts';

describe('parseEnv', () => {
  const schema = z.object({ PORT: port(4000), DEBUG: boolFlag(false), DATABASE_URL: z.url({ message: 'debe ser una URL válida' }).optional() });

  it('applies defaults and coerces values', () => {
    expect(parseEnv(schema, {})).toEqual({ PORT: 4000, DEBUG: false });
    expect(parseEnv(schema, { PORT: '8080', DEBUG: 'true' })).toMatchObject({ PORT: 8080, DEBUG: true });
  });

  it('stops with a message naming every bad variable', () => {
    expect(() => parseEnv(schema, { PORT: '99999', DATABASE_URL: 'nope' })).toThrow(ConfigError);
    try {
      parseEnv(schema, { PORT: '99999', DATABASE_URL: 'nope' });
    } catch (error) {
      expect((error as Error).message).toContain('PORT');
      expect((error as Error).message).toContain('DATABASE_URL: debe ser una URL válida');
    }
  });
});

describe('the warehouse choice', () => {
  const schema = z.object(warehouseEnv);
  const choose = (env: NodeJS.ProcessEnv) => warehouseChoiceFrom(parseEnv(schema, env));

  it('is the embedded DuckDB unless BigQuery is asked for', () => {
    expect(choose({})).toEqual({ kind: 'duckdb' });
  });

  it('reads the BigQuery project, location, dataset, byte limit, endpoint and key file', () => {
    expect(
      choose({
        WAREHOUSE: 'bigquery',
        BIGQUERY_PROJECT: 'inca-warehouse',
        BIGQUERY_LOCATION: 'southamerica-west1',
        BIGQUERY_MAX_BYTES_BILLED: '10000000000',
        BIGQUERY_API_ENDPOINT: 'http://127.0.0.1:9050',
        GOOGLE_APPLICATION_CREDENTIALS: '/secrets/key.json',
      }),
    ).toEqual({
      kind: 'bigquery',
      projectId: 'inca-warehouse',
      location: 'southamerica-west1',
      dataset: 'warehouse',
      maximumBytesBilled: 10_000_000_000,
      apiEndpoint: 'http://127.0.0.1:9050',
      keyFilename: '/secrets/key.json',
    });
  });

  it('stops without a project or with a bad value, naming the variable', () => {
    expect(() => choose({ WAREHOUSE: 'bigquery' })).toThrow('BIGQUERY_PROJECT');
    expect(() => choose({ WAREHOUSE: 'snowflake' })).toThrow('WAREHOUSE: debe ser duckdb o bigquery');
    expect(() => choose({ WAREHOUSE: 'bigquery', BIGQUERY_PROJECT: 'inca-warehouse', BIGQUERY_MAX_BYTES_BILLED: '-1' })).toThrow('BIGQUERY_MAX_BYTES_BILLED');
  });
});
