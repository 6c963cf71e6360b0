/**
 * A local fake of Google's Data Catalog REST API (v1), enough for the tags of BigQuery tables, so the
 * real `@google-cloud/datacatalog` client (its REST transport) talks to it through `apiEndpoint`,
 * unauthenticated:
 *
 * - `GET /v1/entries:lookup` (entries.lookup) with exactly one of `linkedResource`, `sqlResource` or
 *   `fullyQualifiedName`; only BigQuery tables are known (`//bigquery.googleapis.com/projects/{p}/datasets/{d}/tables/{t}`,
 *   `bigquery.table.`{p}`.{d}.{t}` in SQL, `bigquery:{p}.{d}.{t}`); an unknown table is NOT_FOUND;
 * - `GET /v1/projects/{p}/locations/{l}/entryGroups/{g}/entries/{e}/tags` (entries.tags.list) with
 *   `pageSize` (0 means 10, at most 1000) and `pageToken` (opaque, from the previous page's
 *   `nextPageToken`).
 *
 * Requests outside these shapes are refused as Data Catalog refuses them (INVALID_ARGUMENT), errors in
 * Google's shape `{error: {code, message, status}}`. For tests: `tag()` puts a tag on a table (creating
 * its entry) and `untag()` takes them off, `failNext(status, count)` answers the next requests with that error, `slow(ms)` delays
 * every answer, and `requests` records what was asked.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express, { type NextFunction, type Request, type Response } from 'express';

export type TagFieldValue =
  | { stringValue: string }
  | { enumValue: { displayName: string } }
  | { doubleValue: number }
  | { boolValue: boolean }
  | { timestampValue: string }
  | { richtextValue: string };

/** A tag as the API answers it (the field's display name is the template's). */
export type FakeTag = {
  name: string;
  template: string;
  templateDisplayName: string;
  fields: Record<string, TagFieldValue & { displayName: string; order: number }>;
  column?: string;
};

type Entry = { name: string; linkedResource: string; fullyQualifiedName: string; tags: FakeTag[] };
type TableRef = { projectId: string; datasetId: string; tableId: string };

const STATUS: Record<string, number> = {
  INVALID_ARGUMENT: 400,
  PERMISSION_DENIED: 403,
  NOT_FOUND: 404,
  RESOURCE_EXHAUSTED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
  DEADLINE_EXCEEDED: 504,
};
export type FakeStatus = keyof typeof STATUS;

export function dataCatalogErrorBody(status: FakeStatus, message: string) {
  return { error: { code: STATUS[status], message, status } };
}

const ID = '[A-Za-z0-9_-]+';
const LINKED = new RegExp(`^//bigquery\\.googleapis\\.com/projects/(${ID})/datasets/(${ID})/tables/(${ID})$`);
const SQL = new RegExp(`^bigquery\\.table\\.\`?(${ID})\`?\\.\`?(${ID})\`?\\.\`?(${ID})\`?$`);
const FQN = new RegExp(`^bigquery:(${ID})\\.(${ID})\\.(${ID})$`);
const DEFAULT_PAGE = 10;
const MAX_PAGE = 1000;

class Refused extends Error {
  constructor(
    readonly status: FakeStatus,
    message: string,
  ) {
    super(message);
  }
}

export class DataCatalogFake {
  private readonly entries = new Map<string, Entry>();
  private failures: { status: FakeStatus; count: number } | undefined;
  private delayMs = 0;
  /** Every request answered or refused: method and path with its query. */
  readonly requests: string[] = [];

  constructor(private readonly location = 'us') {}

  /** Puts a tag of `template` on a table (or one of its columns), its fields in the given order. */
  tag(table: TableRef, template: string, fields: Record<string, TagFieldValue>, column?: string): FakeTag {
    const entry = this.entryOf(table);
    const id = `t${entry.tags.length + 1}`;
    const tag: FakeTag = {
      name: `${entry.name}/tags/${id}`,
      template: `projects/${table.projectId}/locations/${this.location}/tagTemplates/${template}`,
      templateDisplayName: template,
      fields: Object.fromEntries(
        Object.entries(fields).map(([key, value], i, all) => [key, { ...value, displayName: key, order: all.length - i }]),
      ),
      ...(column ? { column } : {}),
    };
    entry.tags.push(tag);
    return tag;
  }

  /** Removes every tag of a table (its entry stays). */
  untag(table: TableRef): void {
    this.entries.get(`${table.projectId}.${table.datasetId}.${table.tableId}`)?.tags.splice(0);
  }

  /** The next `count` requests fail with `status` (UNAVAILABLE, INTERNAL, PERMISSION_DENIED, …). */
  failNext(status: FakeStatus, count = 1): void {
    this.failures = { status, count };
  }

  /** Every answer waits this long (a Data Catalog that does not answer in time). */
  slow(ms: number): void {
    this.delayMs = ms;
  }

  private entryOf(table: TableRef): Entry {
    const key = `${table.projectId}.${table.datasetId}.${table.tableId}`;
    let entry = this.entries.get(key);
    if (!entry) {
      const id = Buffer.from(key).toString('base64url');
      entry = {
        name: `projects/${table.projectId}/locations/${this.location}/entryGroups/@bigquery/entries/${id}`,
        linkedResource: `//bigquery.googleapis.com/projects/${table.projectId}/datasets/${table.datasetId}/tables/${table.tableId}`,
        fullyQualifiedName: `bigquery:${key}`,
        tags: [],
      };
      this.entries.set(key, entry);
    }
    return entry;
  }

  private lookup(query: Request['query']): Entry {
    const given = (['linkedResource', 'sqlResource', 'fullyQualifiedName'] as const).filter((k) => query[k] !== undefined);
    if (given.length !== 1 || typeof query[given[0]!] !== 'string')
      throw new Refused('INVALID_ARGUMENT', 'Exactly one of linkedResource, sqlResource or fullyQualifiedName must be set.');
    const value = String(query[given[0]!]);
    const pattern = { linkedResource: LINKED, sqlResource: SQL, fullyQualifiedName: FQN }[given[0]!];
    const match = pattern.exec(value);
    if (!match) throw new Refused('INVALID_ARGUMENT', `Invalid ${given[0]}: ${value}`);
    const entry = this.entries.get(`${match[1]}.${match[2]}.${match[3]}`);
    if (!entry) throw new Refused('NOT_FOUND', `Requested entity was not found.`);
    return entry;
  }

  private listTags(parent: string, query: Request['query']): { tags: FakeTag[]; nextPageToken?: string } {
    const entry = [...this.entries.values()].find((e) => e.name === parent);
    if (!entry) throw new Refused('NOT_FOUND', `Requested entity was not found.`);
    const pageSize = query.pageSize === undefined ? 0 : Number(query.pageSize);
    if (!Number.isInteger(pageSize) || pageSize < 0) throw new Refused('INVALID_ARGUMENT', 'page_size must be a non-negative integer.');
    const size = Math.min(pageSize || DEFAULT_PAGE, MAX_PAGE);
    const token = typeof query.pageToken === 'string' ? query.pageToken : '';
    const start = token
      ? Number(
          Buffer.from(token, 'base64url')
            .toString()
            .replace(/^offset:/, ''),
        )
      : 0;
    if (!Number.isInteger(start) || start < 0 || start > entry.tags.length) throw new Refused('INVALID_ARGUMENT', 'Invalid page token.');
    const tags = entry.tags.slice(start, start + size);
    const next = start + size < entry.tags.length ? Buffer.from(`offset:${start + size}`).toString('base64url') : undefined;
    return { tags, ...(next ? { nextPageToken: next } : {}) };
  }

  router(): express.Router {
    const router = express.Router();
    router.use(async (req, res, next) => {
      this.requests.push(`${req.method} ${req.originalUrl}`);
      if (this.delayMs) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
      if (this.failures && this.failures.count > 0) {
        this.failures.count -= 1;
        const { status } = this.failures;
        res.status(STATUS[status]!).json(dataCatalogErrorBody(status, `Data Catalog fake: ${status}`));
        return;
      }
      next();
    });
    const answer = (work: () => unknown) => (_req: Request, res: Response) => {
      try {
        res.json(work());
      } catch (error) {
        if (!(error instanceof Refused)) throw error;
        res.status(STATUS[error.status]!).json(dataCatalogErrorBody(error.status, error.message));
      }
    };
    router.get(/^\/v1\/entries:lookup$/, (req, res) =>
      answer(() => {
        const { tags: _tags, ...entry } = this.lookup(req.query);
        return { ...entry, type: 'TABLE', integratedSystem: 'BIGQUERY' };
      })(req, res),
    );
    router.get(/^\/v1\/(projects\/[^/]+\/locations\/[^/]+\/entryGroups\/[^/]+\/entries\/[^/]+)\/tags$/, (req, res) =>
      answer(() => this.listTags(decodeURIComponent(String(req.params[0])), req.query))(req, res),
    );
    return router;
  }
}

export type RunningDataCatalogFake = { url: string; fake: DataCatalogFake; close(): Promise<void> };

/** The fake on its own listener: DATACATALOG_ENDPOINT is the returned url. */
export async function startDataCatalogFake(
  options: { port?: number; host?: string; location?: string } = {},
): Promise<RunningDataCatalogFake> {
  const fake = new DataCatalogFake(options.location);
  const app = express();
  app.disable('x-powered-by');
  app.use(fake.router());
  app.use((_req: Request, res: Response) => void res.status(404).json(dataCatalogErrorBody('NOT_FOUND', 'Unknown path')));
  app.use((_err: unknown, _req: Request, res: Response, _next: NextFunction) => {
    res.status(500).json(dataCatalogErrorBody('INTERNAL', 'Internal error'));
  });
  const host = options.host ?? '127.0.0.1';
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(options.port ?? 0, host, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    fake,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
