import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ConfigError,
  audienceExportEnv,
  boolFlag,
  connectorsConfigFrom,
  connectorsEnv,
  parseEnv,
  port,
  publishingEnv,
  publishingWorkerEnv,
  tableAccessEnv,
  warehouseChoiceFrom,
  warehouseEnv,
} from './index.ts';

describe('parseEnv', () => {
  const schema = z.object({
    PORT: port(4000),
    DEBUG: boolFlag(false),
    DATABASE_URL: z.url({ message: 'debe ser una URL válida' }).optional(),
  });

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

  it('reads the BigQuery project, location, dataset, byte limit, endpoints and key file', () => {
    expect(
      choose({
        WAREHOUSE: 'bigquery',
        BIGQUERY_PROJECT: 'inca-warehouse',
        BIGQUERY_LOCATION: 'southamerica-west1',
        BIGQUERY_MAX_BYTES_BILLED: '10000000000',
        BIGQUERY_API_ENDPOINT: 'http://127.0.0.1:9050',
        DATACATALOG_ENDPOINT: 'http://127.0.0.1:9051',
        GOOGLE_APPLICATION_CREDENTIALS: '/secrets/key.json',
      }),
    ).toEqual({
      kind: 'bigquery',
      projectId: 'inca-warehouse',
      location: 'southamerica-west1',
      dataset: 'warehouse',
      maximumBytesBilled: 10_000_000_000,
      apiEndpoint: 'http://127.0.0.1:9050',
      dataCatalogEndpoint: 'http://127.0.0.1:9051',
      keyFilename: '/secrets/key.json',
    });
    expect(() => choose({ WAREHOUSE: 'bigquery', BIGQUERY_PROJECT: 'inca-warehouse', DATACATALOG_ENDPOINT: 'no-es-url' })).toThrow(
      'DATACATALOG_ENDPOINT: debe ser una URL válida',
    );
  });

  it('stops without a project or with a bad value, naming the variable', () => {
    expect(() => choose({ WAREHOUSE: 'bigquery' })).toThrow('BIGQUERY_PROJECT');
    expect(() => choose({ WAREHOUSE: 'snowflake' })).toThrow('WAREHOUSE: debe ser duckdb o bigquery');
    expect(() => choose({ WAREHOUSE: 'bigquery', BIGQUERY_PROJECT: 'inca-warehouse', BIGQUERY_MAX_BYTES_BILLED: '-1' })).toThrow(
      'BIGQUERY_MAX_BYTES_BILLED',
    );
  });
});

describe("the services' own variables", () => {
  it('give the documented defaults when unset', () => {
    expect(parseEnv(z.object(publishingEnv), {})).toEqual({
      PUBLISHING: true,
      PUBLISH_HOUR: 6,
      PUBLISH_DISPATCH_MS: 5_000,
      PUBLISH_RUN_LEASE_SECONDS: 120,
      PUBLISH_QUALITY_SAMPLE: 20_000,
    });
    expect(parseEnv(z.object(audienceExportEnv), {})).toEqual({ AUDIENCE_EXPORT_CHUNK: 5_000, AUDIENCE_EXPORT_DEFLATE_LEVEL: 1 });
    expect(parseEnv(z.object(tableAccessEnv), {})).toEqual({ TABLE_ACCESS_TEST_CLOCK: false, VITEST: false });
  });

  it('read the switches as before: only "off" turns publishing off', () => {
    expect(parseEnv(z.object(publishingEnv), { PUBLISHING: 'OFF' }).PUBLISHING).toBe(false);
    expect(parseEnv(z.object(publishingEnv), { PUBLISHING: 'on' }).PUBLISHING).toBe(true);
    expect(parseEnv(z.object(tableAccessEnv), { TABLE_ACCESS_TEST_CLOCK: '1' }).TABLE_ACCESS_TEST_CLOCK).toBe(true);
  });

  it('stop the start on a bad value, naming the variable in Spanish', () => {
    expect(() => parseEnv(z.object(publishingEnv), { PUBLISH_HOUR: '24' })).toThrow('PUBLISH_HOUR: debe ser una hora entre 0 y 23');
    expect(() => parseEnv(z.object(publishingEnv), { SIMULATORS_URL: 'simuladores' })).toThrow('SIMULATORS_URL: debe ser una URL válida');
    expect(() => parseEnv(z.object(audienceExportEnv), { AUDIENCE_EXPORT_DEFLATE_LEVEL: '12' })).toThrow(
      'AUDIENCE_EXPORT_DEFLATE_LEVEL: debe ser un número entre 1 y 9',
    );
    expect(() => parseEnv(z.object(audienceExportEnv), { AUDIENCE_EXPORT_CHUNK: '10' })).toThrow(
      'AUDIENCE_EXPORT_CHUNK: debe ser al menos 100',
    );
  });
});

describe("audience-management's connectors and worker entry", () => {
  it('take the simulators without a trailing slash (the default when unset) and the installation key as bytes', () => {
    const connectors = (env: NodeJS.ProcessEnv) => connectorsConfigFrom(parseEnv(z.object(connectorsEnv), env));
    expect(connectors({})).toEqual({ simulatorsUrl: 'http://127.0.0.1:4300' });
    const key = Buffer.alloc(32, 7);
    expect(connectors({ SIMULATORS_URL: 'http://sims:4300//', SECRETS_KEY: key.toString('base64url') })).toEqual({
      simulatorsUrl: 'http://sims:4300',
      sealingKey: key,
    });
    expect(() => connectors({ SECRETS_KEY: 'corta' })).toThrow('SECRETS_KEY: debe ser 32 bytes al azar');
  });

  it('the worker needs its database, leaves an empty number to the default, and refuses a negative one', () => {
    const worker = z.object(publishingWorkerEnv);
    expect(() => parseEnv(worker, {})).toThrow('DATABASE_URL');
    const parsed = parseEnv(worker, { DATABASE_URL: 'postgres://db/inca', PUBLISH_POLL_SECONDS: '0.5', PUBLISH_BATCH_SIZE: '' });
    expect(parsed).toMatchObject({
      PUBLISH_QUEUE_SCHEMA: 'audience_publishing',
      PUBLISH_POLL_SECONDS: 0.5,
      WAREHOUSE_CUSTOMERS: 1_000_000,
    });
    expect(parsed.PUBLISH_BATCH_SIZE).toBeUndefined();
    expect(() => parseEnv(worker, { DATABASE_URL: 'postgres://db/inca', PUBLISH_DISPATCH_MS: '-1' })).toThrow(
      'PUBLISH_DISPATCH_MS: debe ser un número no negativo',
    );
  });
});
