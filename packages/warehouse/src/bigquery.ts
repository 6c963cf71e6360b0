import { BigQuery, type BigQueryOptions, type Job, type Query } from '@google-cloud/bigquery';
import { PassThroughClient } from 'google-auth-library';
import { COMPANY_BITS, type Attribute } from './catalogue.ts';
import { Binder, companiesInMaskSql, compilePreview, predicateSql, type SegmentPredicate, type SelectedAttribute } from './compiler.ts';
import { CUSTOMERS_TABLE, type IdentifierColumn } from './generate.ts';
import { previewCountsOf, type JobContext, type PreviewCounts, type SegmentCounter } from './warehouse.ts';

export { BigQueryCatalogueSource } from './bigqueryCatalogue.ts';
export { DataCatalogTags, labelsOf, type DataCatalogSettings } from './dataCatalog.ts';

export type BigQuerySettings = {
  projectId: string;
  location: string;
  /** The dataset holding the customers table. */
  dataset: string;
  maximumBytesBilled?: number;
  /** Another REST endpoint (the local fake): requests go there unauthenticated. */
  apiEndpoint?: string;
  /**
   * Where the tables' tags are read (Data Catalog's REST API; the local fake in tests). Unset, Google's
   * own, except beside another BigQuery endpoint, where there is no Data Catalog to ask (tags stay the
   * described ones).
   */
  dataCatalogEndpoint?: string;
  /** A service account key file; without it, Application Default Credentials. */
  keyFilename?: string;
};

export type RetryPolicy = { attempts: number; baseDelayMs: number };

/** The error reasons BigQuery documents as retryable (troubleshooting errors); any other fails at once. */
export const RETRYABLE_REASONS: readonly string[] = ['rateLimitExceeded', 'backendError', 'internalError'];

const POLL_MS = 100;

/** A label value BigQuery accepts: lowercase letters, digits, `_` and `-`, at most 63 characters. */
export function labelValue(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9_-]/g, '_')
    .slice(0, 63);
}

export function isRetryable(error: unknown): boolean {
  const errors = (error as { errors?: { reason?: string }[] } | null)?.errors;
  return Array.isArray(errors) && errors.some((e) => typeof e?.reason === 'string' && RETRYABLE_REASONS.includes(e.reason));
}

function aborted(signal: AbortSignal | undefined): Error {
  return signal?.reason instanceof Error ? signal.reason : new DOMException('La consulta se canceló.', 'AbortError');
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(aborted(signal));
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', stop);
      resolve();
    }, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(aborted(signal));
    };
    signal?.addEventListener('abort', stop, { once: true });
  });

/** A segment's members as BigQuery reads them: keyed by customer id, in id order. */
export type MemberPage = { customerIds: number[]; lastCustomerId: number };

/**
 * The segment operations on BigQuery: the compiler's `bigquery` dialect run as parameterised query
 * jobs (values only ever as named parameters), labelled with the company and the operation, bounded
 * by the configured maximum bytes billed, results read page by page. A job is cancelled when the
 * caller's signal aborts; it is retried (as a new job) on the documented retryable reasons only.
 */
export class BigQueryWarehouse implements SegmentCounter {
  readonly dialect = 'bigquery' as const;
  readonly client: BigQuery;
  private readonly table: string;
  /** The customers table, as the SQL names it. */
  readonly customersTable: string;

  constructor(
    readonly settings: BigQuerySettings,
    private readonly retry: RetryPolicy = { attempts: 5, baseDelayMs: 1_000 },
  ) {
    this.client = new BigQuery({
      projectId: settings.projectId,
      location: settings.location,
      // Retries are ours (reasons below); the library's would also retry what BigQuery says not to.
      autoRetry: false,
      ...(settings.keyFilename ? { keyFilename: settings.keyFilename } : {}),
      // The fake (or any other endpoint given) takes requests without Google credentials.
      ...(settings.apiEndpoint
        ? { apiEndpoint: settings.apiEndpoint, authClient: new PassThroughClient() as unknown as BigQueryOptions['authClient'] }
        : {}),
    });
    this.table = `\`${settings.projectId}.${settings.dataset}.${CUSTOMERS_TABLE}\``;
    this.customersTable = this.table;
  }

  async preview(
    catalogue: readonly Attribute[],
    selection: readonly SelectedAttribute[] | SegmentPredicate,
    allowedMask?: number,
    context: JobContext = { company: 'inca', operation: 'preview' },
  ): Promise<PreviewCounts> {
    const compiled = compilePreview(catalogue, selection, 'bigquery', { table: this.table, companyBits: COMPANY_BITS, allowedMask });
    const [row] = await this.rows(compiled.sql, compiled.named, context);
    return previewCountsOf(row, allowedMask);
  }

  /** Bytes a preview would process (and bill on demand), from a dry run: nothing runs, nothing is billed. */
  async previewBytes(
    catalogue: readonly Attribute[],
    selection: readonly SelectedAttribute[] | SegmentPredicate,
    allowedMask?: number,
  ): Promise<number> {
    const compiled = compilePreview(catalogue, selection, 'bigquery', { table: this.table, companyBits: COMPANY_BITS, allowedMask });
    const [job] = await this.client.createQueryJob({
      query: compiled.sql,
      params: compiled.named,
      location: this.settings.location,
      dryRun: true,
    });
    return Number(job.metadata?.statistics?.totalBytesProcessed ?? 0);
  }

  /** Customers the segment holds (restricted companies left out when a mask is given). */
  async count(
    catalogue: readonly Attribute[],
    predicate: SegmentPredicate,
    allowedMask: number | undefined,
    context: JobContext,
  ): Promise<number> {
    const binder = new Binder('bigquery');
    const where = predicateSql(catalogue, predicate, binder);
    const [row] = await this.rows(
      `SELECT COUNT(*) AS n FROM ${this.table} WHERE ${where}${this.maskSql(binder, allowedMask)}`,
      binder.named,
      context,
    );
    return Number(row?.n ?? 0);
  }

  /**
   * The segment's members, one job read page by page (`pageSize` rows at most in memory): the
   * customers with an identifier of the kind, of the companies the mask allows, in id order.
   */
  async *members(
    catalogue: readonly Attribute[],
    predicate: SegmentPredicate,
    options: { kind: 'CONTACT_INFO' | 'MOBILE_ADVERTISING_ID'; pageSize: number; allowedMask?: number },
    context: JobContext,
  ): AsyncGenerator<MemberPage> {
    const binder = new Binder('bigquery');
    const where = predicateSql(catalogue, predicate, binder);
    const has = options.kind === 'MOBILE_ADVERTISING_ID' ? 'has_maid' : '(has_email OR has_phone)';
    const sql = `SELECT customer_id FROM ${this.table} WHERE ${has}${this.maskSql(binder, options.allowedMask)} AND ${where} ORDER BY customer_id`;
    for await (const rows of this.pages(sql, binder, options.pageSize, context)) {
      const customerIds = rows.map((r) => Number(r.customer_id));
      yield { customerIds, lastCustomerId: customerIds[customerIds.length - 1]! };
    }
  }

  /** An identifier column: a real customer table holds the values (email, phone, …) as columns. */
  identifierColumn(column: IdentifierColumn): string {
    return column;
  }

  /** A read in BigQuery's dialect with the binder's named parameters: one labelled job, its whole answer. */
  read(sql: string, binder: Binder, context: JobContext): Promise<Record<string, unknown>[]> {
    return this.rows(sql, binder.named, context);
  }

  /**
   * One labelled job whose answer is read page by page (getQueryResults with maxResults and pageToken):
   * at most `pageSize` rows in memory, empty pages skipped. The job's result is BigQuery's temporary
   * table, so reading it page by page bills nothing more than the query. A page that fails for a
   * retryable reason is asked again; the caller's signal cancels the job and stops the reading.
   */
  async *pages(sql: string, binder: Binder, pageSize: number, context: JobContext): AsyncGenerator<Record<string, unknown>[]> {
    const job = await this.withRetry(context.signal, () => this.startJob(sql, binder.named, context));
    const stop = () => void job.cancel().catch(() => undefined);
    context.signal?.addEventListener('abort', stop, { once: true });
    try {
      let pageToken: string | undefined;
      do {
        const page = await this.withRetry(context.signal, () => this.page(job, pageSize, pageToken, context.signal));
        pageToken = page.pageToken;
        if (page.rows.length) yield page.rows;
      } while (pageToken);
    } finally {
      context.signal?.removeEventListener('abort', stop);
    }
  }

  /** Restricted companies left out: a customer of at least one allowed company stays. */
  private maskSql(binder: Binder, allowedMask: number | undefined): string {
    return allowedMask === undefined ? '' : ` AND ${companiesInMaskSql(binder, allowedMask, COMPANY_BITS)}`;
  }

  /** A whole query (job and its rows), run again as a new job when it fails for a retryable reason. */
  rows(sql: string, params: Record<string, unknown>, context: JobContext): Promise<Record<string, unknown>[]> {
    return this.withRetry(context.signal, async () => {
      const job = await this.startJob(sql, params, context);
      const stop = () => void job.cancel().catch(() => undefined);
      context.signal?.addEventListener('abort', stop, { once: true });
      try {
        const rows: Record<string, unknown>[] = [];
        let pageToken: string | undefined;
        do {
          const page = await this.page(job, 10_000, pageToken, context.signal);
          rows.push(...page.rows);
          pageToken = page.pageToken;
        } while (pageToken);
        return rows;
      } finally {
        context.signal?.removeEventListener('abort', stop);
      }
    });
  }

  private async startJob(sql: string, params: Record<string, unknown>, context: JobContext): Promise<Job> {
    if (context.signal?.aborted) throw aborted(context.signal);
    const query: Query = {
      query: sql,
      params,
      location: this.settings.location,
      labels: { inca_company: labelValue(context.company), inca_operation: labelValue(context.operation) },
      ...(this.settings.maximumBytesBilled !== undefined ? { maximumBytesBilled: String(this.settings.maximumBytesBilled) } : {}),
    };
    const [job] = await this.client.createQueryJob(query);
    return job;
  }

  /** One page of a job's results, waiting (and polling) while the job runs. */
  private async page(
    job: Job,
    maxResults: number,
    pageToken: string | undefined,
    signal?: AbortSignal,
  ): Promise<{ rows: Record<string, unknown>[]; pageToken?: string }> {
    for (;;) {
      if (signal?.aborted) throw aborted(signal);
      const [rows, , response] = await job.getQueryResults({ autoPaginate: false, maxResults, ...(pageToken ? { pageToken } : {}) });
      if (response?.jobComplete === false) {
        await sleep(POLL_MS, signal);
        continue;
      }
      return { rows: rows as Record<string, unknown>[], ...(response?.pageToken ? { pageToken: response.pageToken } : {}) };
    }
  }

  private async withRetry<T>(signal: AbortSignal | undefined, run: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await run();
      } catch (error) {
        if (signal?.aborted) throw aborted(signal);
        if (attempt >= this.retry.attempts || !isRetryable(error)) throw error;
        // BigQuery's back-off requirement: at least 1 s after the first error, growing exponentially up to 32 s.
        await sleep(Math.min(32_000, this.retry.baseDelayMs * 2 ** (attempt - 1) * (1 + Math.random())), signal);
      }
    }
  }
}
