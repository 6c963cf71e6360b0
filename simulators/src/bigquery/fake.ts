/**
 * A local fake of the BigQuery REST API (v2), answering from a DuckDB warehouse, so the real
 * `@google-cloud/bigquery` client talks to it through its `apiEndpoint` (paths under
 * `/bigquery/v2`, unauthenticated) and the same segment counts the same on both executors.
 *
 * - `POST /projects/{p}/jobs` (jobs.insert) with `configuration.query` (Standard SQL, NAMED
 *   parameters, `maximumBytesBilled`), `configuration.labels` and `configuration.dryRun`;
 * - `POST /projects/{p}/queries` (jobs.query): the same, answering the first page when done;
 * - `GET /projects/{p}/queries/{jobId}` (jobs.getQueryResults): `maxResults`, `pageToken`,
 *   `jobComplete: false` while the job runs;
 * - `GET /projects/{p}/jobs/{jobId}` (jobs.get), `POST /projects/{p}/jobs/{jobId}/cancel` (jobs.cancel);
 * - `GET /projects/{p}/datasets/{d}/tables/{t}` (tables.get): schema, `numRows`, `numBytes`, type.
 *
 * The SQL is translated by translate.ts (the constructs that differ are listed there); the customer
 * dataset's `customers` is the embedded customers with their identifier values. Bytes processed are
 * estimated as BigQuery bills them: the logical size of every customer column the query names
 * (INT64/FLOAT64/DATE 8 bytes and BOOL 1 per row, STRING 2 bytes plus its UTF-8 length, NULL 0), so
 * `maximumBytesBilled` can fail a job with `bytesBilledLimitExceeded` as BigQuery would.
 * Errors come in BigQuery's shape `{error: {code, message, errors: [{reason, message}], status}}`.
 * For tests: `slowJobs(ms)` keeps every new job running that long; `failNext(reason, count)` answers
 * the next requests with that error (`rateLimitExceeded` 403, `backendError`/`internalError` 500,
 * or any other reason as 400).
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { Warehouse } from '@inca/warehouse';
import { CUSTOMER_IDENTIFIERS_VIEW, CUSTOMERS_TABLE, customerIdentifiersViewSql } from '@inca/warehouse';
import { translateToDuckDb } from './translate.ts';

type Field = { name: string; type: string; mode: 'NULLABLE' };
type JobError = { reason: string; message: string };

export type FakeJob = {
  id: string;
  projectId: string;
  location: string;
  sql: string;
  params: Record<string, unknown>;
  labels: Record<string, string>;
  maximumBytesBilled?: number;
  dryRun: boolean;
  state: 'RUNNING' | 'DONE';
  cancelled: boolean;
  error?: JobError;
  created: number;
  doneAt: number;
  totalBytesProcessed: number;
  fields?: Field[];
  rows?: Record<string, unknown>[];
  running?: Promise<void>;
};

const ERROR_STATUS: Record<string, { code: number; status: string }> = {
  rateLimitExceeded: { code: 403, status: 'PERMISSION_DENIED' },
  backendError: { code: 500, status: 'INTERNAL' },
  internalError: { code: 500, status: 'INTERNAL' },
  notFound: { code: 404, status: 'NOT_FOUND' },
  duplicate: { code: 409, status: 'ALREADY_EXISTS' },
};
const statusOf = (reason: string) => ERROR_STATUS[reason] ?? { code: 400, status: 'INVALID_ARGUMENT' };

export function bigQueryErrorBody(reason: string, message: string) {
  const { code, status } = statusOf(reason);
  return { error: { code, message, errors: [{ reason, message, domain: 'global' }], status } };
}

const WIDTH: Record<string, number> = { INTEGER: 8, FLOAT: 8, BOOLEAN: 1, DATE: 8, TIMESTAMP: 8 };

/** BigQuery's legacy type names (as the REST schema spells them) for DuckDB's column types. */
function bigQueryType(duckType: string): string {
  const t = duckType.toUpperCase();
  if (/INT/.test(t)) return 'INTEGER';
  if (/BOOL/.test(t)) return 'BOOLEAN';
  if (/DOUBLE|FLOAT|DECIMAL|REAL/.test(t)) return 'FLOAT';
  if (t === 'DATE') return 'DATE';
  if (/TIMESTAMP/.test(t)) return 'TIMESTAMP';
  return 'STRING';
}

function valueType(value: unknown): string {
  if (typeof value === 'bigint') return 'INTEGER';
  if (typeof value === 'number') return Number.isInteger(value) ? 'INTEGER' : 'FLOAT';
  if (typeof value === 'boolean') return 'BOOLEAN';
  return 'STRING';
}

/** A query parameter's value as DuckDB takes it (INT64 as a bigint, so integer arithmetic stays integer). */
function decodeParameter(
  type: { type?: string; arrayType?: { type?: string } },
  value: { value?: string | number | boolean; arrayValues?: { value?: string | number | boolean }[] } | undefined,
): unknown {
  if (type.type === 'ARRAY') return (value?.arrayValues ?? []).map((v) => decodeParameter(type.arrayType ?? {}, v));
  const raw = value?.value;
  if (raw === undefined || raw === null) return null;
  switch (type.type) {
    case 'INT64':
    case 'INTEGER':
      return BigInt(String(raw));
    case 'FLOAT64':
    case 'FLOAT':
    case 'NUMERIC':
      return Number(raw);
    case 'BOOL':
    case 'BOOLEAN':
      return raw === true || raw === 'true';
    default:
      return raw;
  }
}

const cell = (value: unknown): { v: unknown } => {
  if (value === null || value === undefined) return { v: null };
  if (value instanceof Date) return { v: value.toISOString().slice(0, 10) };
  return { v: String(value) };
};

export type BigQueryFakeOptions = {
  warehouse: Warehouse;
  /** The dataset that stands for DuckDB's main schema (the customers table). */
  customerDataset?: string;
};

export class BigQueryFake {
  readonly jobs = new Map<string, FakeJob>();
  /** Requests received (method and path), in order. */
  readonly requests: string[] = [];
  private slowMs = 0;
  private fault: { reason: string; count: number } | undefined;
  private customerColumns: Promise<{ name: string; type: string; bytes: number }[]> | undefined;
  readonly customerDataset: string;

  constructor(private readonly options: BigQueryFakeOptions) {
    this.customerDataset = options.customerDataset ?? 'warehouse';
  }

  /** Every job created from now on runs (at least) this long. */
  slowJobs(ms: number): void {
    this.slowMs = ms;
  }

  /** The next `count` requests are answered with this error reason. */
  failNext(reason: string, count = 1): void {
    this.fault = { reason, count };
  }

  reset(): void {
    this.slowMs = 0;
    this.fault = undefined;
    this.jobs.clear();
    this.requests.length = 0;
  }

  router(): express.Router {
    const router = express.Router();
    // BigQuery's customers table holds the identifier values: the fake reads them from a view over the embedded customers.
    const prepared = this.options.warehouse.run(customerIdentifiersViewSql());
    router.use((_req: Request, _res: Response, next: NextFunction) => void prepared.then(() => next(), next));
    router.use((req: Request, res: Response, next: NextFunction) => {
      this.requests.push(`${req.method} ${req.path}`);
      const fault = this.fault;
      if (!fault) return next();
      fault.count -= 1;
      if (fault.count <= 0) this.fault = undefined;
      res.status(statusOf(fault.reason).code).json(bigQueryErrorBody(fault.reason, `Simulated ${fault.reason}`));
    });
    router.post('/projects/:project/jobs', async (req, res) => {
      const body = (req.body ?? {}) as { jobReference?: { jobId?: string; location?: string }; configuration?: JobConfiguration };
      const job = this.insert(req.params.project, body.jobReference ?? {}, body.configuration ?? {});
      if ('refused' in job)
        return void res.status(statusOf(job.refused.reason).code).json(bigQueryErrorBody(job.refused.reason, job.refused.message));
      // A dry run answers at once with its statistics (or its error), as BigQuery does.
      if (job.dryRun) {
        await job.running;
        if (job.error) return void res.status(statusOf(job.error.reason).code).json(bigQueryErrorBody(job.error.reason, job.error.message));
      }
      res.json(this.resource(job));
    });
    router.post('/projects/:project/queries', async (req, res) => {
      const body = (req.body ?? {}) as JobConfiguration['query'] & {
        labels?: Record<string, string>;
        dryRun?: boolean;
        location?: string;
        requestId?: string;
        maxResults?: number;
        timeoutMs?: number;
      };
      const job = this.insert(req.params.project, { location: body.location }, { query: body, labels: body.labels, dryRun: body.dryRun });
      if ('refused' in job)
        return void res.status(statusOf(job.refused.reason).code).json(bigQueryErrorBody(job.refused.reason, job.refused.message));
      await this.wait(job, Number(body.timeoutMs ?? 10_000), res);
      this.results(job, res, Number(body.maxResults ?? 0), undefined, 'bigquery#queryResponse');
    });
    router.get('/projects/:project/queries/:jobId', async (req, res) => {
      const job = this.jobs.get(req.params.jobId);
      if (!job || job.projectId !== req.params.project)
        return void res.status(404).json(bigQueryErrorBody('notFound', `Not found: Job ${req.params.project}:${req.params.jobId}`));
      await this.wait(job, Number(req.query.timeoutMs ?? 10_000), res);
      this.results(job, res, Number(req.query.maxResults ?? 0), typeof req.query.pageToken === 'string' ? req.query.pageToken : undefined);
    });
    router.get('/projects/:project/jobs/:jobId', (req, res) => {
      const job = this.jobs.get(req.params.jobId);
      if (!job || job.projectId !== req.params.project)
        return void res.status(404).json(bigQueryErrorBody('notFound', `Not found: Job ${req.params.project}:${req.params.jobId}`));
      this.settle(job);
      res.json(this.resource(job));
    });
    router.post('/projects/:project/jobs/:jobId/cancel', (req, res) => {
      const job = this.jobs.get(req.params.jobId);
      if (!job || job.projectId !== req.params.project)
        return void res.status(404).json(bigQueryErrorBody('notFound', `Not found: Job ${req.params.project}:${req.params.jobId}`));
      this.settle(job);
      if (job.state === 'RUNNING') {
        job.cancelled = true;
        job.state = 'DONE';
        job.error = { reason: 'stopped', message: 'Job execution was cancelled: User requested cancellation' };
        job.rows = undefined;
      }
      res.json({ kind: 'bigquery#jobCancelResponse', job: this.resource(job) });
    });
    router.get('/projects/:project/datasets/:dataset/tables/:table', async (req, res) => {
      const { dataset, table } = req.params;
      const schema = dataset === this.customerDataset ? 'main' : dataset;
      // The customers table is read through the view that holds the identifier values too.
      const customers = schema === 'main' && table === CUSTOMERS_TABLE;
      const columns = await this.options.warehouse.query(
        `SELECT column_name AS name, data_type AS type FROM information_schema.columns WHERE table_schema = $1 AND table_name = $2 ORDER BY ordinal_position`,
        [schema, customers ? CUSTOMER_IDENTIFIERS_VIEW : table],
      );
      if (!columns.length)
        return void res.status(404).json(bigQueryErrorBody('notFound', `Not found: Table ${req.params.project}:${dataset}.${table}`));
      const [kind] = await this.options.warehouse.query(
        `SELECT table_type AS t FROM information_schema.tables WHERE table_schema = $1 AND table_name = $2`,
        [schema, table],
      );
      const view = kind?.t === 'VIEW';
      const ref = schema === 'main' ? table : `${schema}.${table}`;
      const [count] = view ? [{ n: 0 }] : await this.options.warehouse.query(`SELECT count(*) AS n FROM ${ref}`);
      const fields = columns.map((c) => ({ name: String(c.name), type: bigQueryType(String(c.type)), mode: 'NULLABLE' }));
      const rows = Number(count?.n ?? 0);
      const bytes = customers
        ? (await this.customerColumnBytes()).reduce((sum, c) => sum + c.bytes, 0)
        : rows * fields.reduce((sum, f) => sum + (WIDTH[f.type] ?? 16), 0);
      res.json({
        kind: 'bigquery#table',
        id: `${req.params.project}:${dataset}.${table}`,
        tableReference: { projectId: req.params.project, datasetId: dataset, tableId: table },
        type: view ? 'VIEW' : 'TABLE',
        schema: { fields },
        numRows: String(rows),
        numBytes: String(bytes),
      });
    });
    return router;
  }

  private insert(
    projectId: string,
    reference: { jobId?: string; location?: string },
    configuration: JobConfiguration,
  ): FakeJob | { refused: JobError } {
    const q = configuration.query ?? {};
    if (typeof q.query !== 'string' || !q.query.trim()) return { refused: { reason: 'invalid', message: 'Query text is required' } };
    if (q.useLegacySql === true) return { refused: { reason: 'invalid', message: 'The fake runs Standard SQL only' } };
    const params: Record<string, unknown> = {};
    for (const p of q.queryParameters ?? []) {
      if (!p.name) return { refused: { reason: 'invalid', message: 'Only NAMED query parameters are supported' } };
      params[p.name] = decodeParameter(p.parameterType ?? {}, p.parameterValue);
    }
    const id = reference.jobId ?? crypto.randomUUID();
    if (this.jobs.has(id)) return { refused: { reason: 'duplicate', message: `Already Exists: Job ${projectId}:${id}` } };
    const now = Date.now();
    const job: FakeJob = {
      id,
      projectId,
      location: reference.location ?? 'US',
      sql: q.query,
      params,
      labels: configuration.labels ?? {},
      ...(q.maximumBytesBilled !== undefined ? { maximumBytesBilled: Number(q.maximumBytesBilled) } : {}),
      dryRun: configuration.dryRun === true,
      state: 'RUNNING',
      cancelled: false,
      created: now,
      doneAt: now + this.slowMs,
      totalBytesProcessed: 0,
    };
    this.jobs.set(id, job);
    job.running = this.execute(job);
    return job;
  }

  private async execute(job: FakeJob): Promise<void> {
    try {
      job.totalBytesProcessed = await this.bytesProcessed(job.sql);
      if (job.maximumBytesBilled !== undefined && job.totalBytesProcessed > job.maximumBytesBilled) {
        job.error = {
          reason: 'bytesBilledLimitExceeded',
          message: `Query exceeded limit for bytes billed: ${job.maximumBytesBilled}. ${job.totalBytesProcessed} or higher required.`,
        };
        return;
      }
      if (job.dryRun) return;
      const { sql, params } = translateToDuckDb(job.sql, job.params, this.customerDataset);
      const rows = await this.options.warehouse.query(sql, params);
      if (job.cancelled) return;
      const first = rows[0] ?? {};
      job.fields = Object.keys(first).map((name) => ({
        name,
        type: valueType(rows.find((r) => r[name] !== null)?.[name]),
        mode: 'NULLABLE',
      }));
      job.rows = rows;
    } catch (error) {
      job.error = { reason: 'invalidQuery', message: error instanceof Error ? error.message.split('\n')[0]! : 'Invalid query' };
    }
  }

  /** The logical bytes of every customer column named in the query (BigQuery bills the columns scanned). */
  private async bytesProcessed(sql: string): Promise<number> {
    const columns = await this.customerColumnBytes();
    return columns.filter((c) => new RegExp(`\\b${c.name}\\b`).test(sql)).reduce((sum, c) => sum + c.bytes, 0);
  }

  /** Each customer column's logical size over the whole table, measured once: fixed widths per row, strings by their length. */
  private customerColumnBytes(): Promise<{ name: string; type: string; bytes: number }[]> {
    this.customerColumns ??= (async () => {
      const warehouse = this.options.warehouse;
      const described = await warehouse.query(
        `SELECT column_name AS name, data_type AS type FROM information_schema.columns WHERE table_schema = 'main' AND table_name = $1 ORDER BY ordinal_position`,
        [CUSTOMER_IDENTIFIERS_VIEW],
      );
      const columns = described.map((r) => ({ name: String(r.name), type: bigQueryType(String(r.type)) }));
      const strings = columns.filter((c) => c.type === 'STRING');
      const [sizes] = await warehouse.query(
        `SELECT count(*) AS n${strings.map((c) => `, sum(CASE WHEN ${c.name} IS NULL THEN 0 ELSE 2 + strlen(${c.name}) END) AS ${c.name}`).join('')} FROM ${CUSTOMER_IDENTIFIERS_VIEW}`,
      );
      const rows = Number(sizes?.n ?? 0);
      return columns.map((c) => ({ ...c, bytes: c.type === 'STRING' ? Number(sizes?.[c.name] ?? 0) : rows * (WIDTH[c.type] ?? 8) }));
    })();
    return this.customerColumns;
  }

  /** Done once its rows are ready and its configured running time has passed. */
  private settle(job: FakeJob): void {
    if (job.state === 'RUNNING' && Date.now() >= job.doneAt && (job.rows || job.error || job.dryRun)) job.state = 'DONE';
  }

  /** Waits (as getQueryResults' timeoutMs does) until the job is done or the time is up; stops early if the client leaves. */
  private async wait(job: FakeJob, timeoutMs: number, res: Response): Promise<void> {
    const until = Date.now() + Math.min(Math.max(timeoutMs, 0), 10_000);
    let gone = false;
    res.on('close', () => (gone = true));
    await job.running;
    for (;;) {
      this.settle(job);
      if (job.state === 'DONE' || gone || Date.now() >= until) return;
      await new Promise((resolve) => setTimeout(resolve, Math.min(20, Math.max(1, until - Date.now()))));
    }
  }

  private results(
    job: FakeJob,
    res: Response,
    maxResults: number,
    pageToken: string | undefined,
    kind = 'bigquery#getQueryResultsResponse',
  ): void {
    const reference = { projectId: job.projectId, jobId: job.id, location: job.location };
    if (job.state !== 'DONE') return void res.json({ kind, jobReference: reference, jobComplete: false });
    if (job.error) return void res.status(statusOf(job.error.reason).code).json(bigQueryErrorBody(job.error.reason, job.error.message));
    const rows = job.rows ?? [];
    const start = pageToken === undefined ? 0 : Number(pageToken);
    if (!Number.isInteger(start) || start < 0 || start > rows.length)
      return void res.status(400).json(bigQueryErrorBody('invalid', 'Invalid page token'));
    const end = maxResults > 0 ? Math.min(rows.length, start + maxResults) : rows.length;
    const fields = job.fields ?? [];
    res.json({
      kind,
      jobReference: reference,
      jobComplete: true,
      schema: { fields },
      totalRows: String(rows.length),
      totalBytesProcessed: String(job.totalBytesProcessed),
      cacheHit: false,
      rows: rows.slice(start, end).map((row) => ({ f: fields.map((f) => cell(row[f.name])) })),
      ...(end < rows.length ? { pageToken: String(end) } : {}),
    });
  }

  private resource(job: FakeJob) {
    this.settle(job);
    return {
      kind: 'bigquery#job',
      id: `${job.projectId}:${job.location}.${job.id}`,
      jobReference: { projectId: job.projectId, jobId: job.id, location: job.location },
      configuration: {
        jobType: 'QUERY',
        dryRun: job.dryRun,
        labels: job.labels,
        query: {
          query: job.sql,
          useLegacySql: false,
          ...(job.maximumBytesBilled !== undefined ? { maximumBytesBilled: String(job.maximumBytesBilled) } : {}),
        },
      },
      status: { state: job.state, ...(job.state === 'DONE' && job.error ? { errorResult: job.error, errors: [job.error] } : {}) },
      statistics: {
        creationTime: String(job.created),
        startTime: String(job.created),
        ...(job.state === 'DONE' ? { endTime: String(Math.max(job.doneAt, job.created)) } : {}),
        totalBytesProcessed: String(job.totalBytesProcessed),
        query: {
          totalBytesProcessed: String(job.totalBytesProcessed),
          totalBytesBilled: String(job.dryRun ? 0 : job.totalBytesProcessed),
          statementType: 'SELECT',
        },
      },
    };
  }
}

type JobConfiguration = {
  query?: {
    query?: string;
    useLegacySql?: boolean;
    parameterMode?: string;
    queryParameters?: {
      name?: string;
      parameterType?: { type?: string; arrayType?: { type?: string } };
      parameterValue?: { value?: string | number | boolean; arrayValues?: { value?: string | number | boolean }[] };
    }[];
    maximumBytesBilled?: string;
  };
  labels?: Record<string, string>;
  dryRun?: boolean;
};

export type RunningBigQueryFake = { url: string; fake: BigQueryFake; close(): Promise<void> };

/** The fake on its own listener: the client's `apiEndpoint` is the returned url. */
export async function startBigQueryFake(options: BigQueryFakeOptions & { port?: number; host?: string }): Promise<RunningBigQueryFake> {
  const fake = new BigQueryFake(options);
  const app = express();
  app.disable('x-powered-by');
  app.use(express.json({ limit: '10mb' }));
  app.use('/bigquery/v2', fake.router());
  app.use((_req: Request, res: Response) => void res.status(404).json(bigQueryErrorBody('notFound', 'Unknown path')));
  app.use((err: unknown, _req: Request, res: Response, _next: NextFunction) => {
    const parse = (err as { type?: unknown }).type === 'entity.parse.failed';
    res
      .status(parse ? 400 : 500)
      .json(bigQueryErrorBody(parse ? 'invalid' : 'internalError', parse ? 'Invalid JSON payload' : 'Internal error'));
  });
  const host = options.host ?? '127.0.0.1';
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(options.port ?? 0, host, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    fake,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
