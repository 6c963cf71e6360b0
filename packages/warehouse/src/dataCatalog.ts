import type { DataCatalogClient } from '@google-cloud/datacatalog';

/** A BigQuery table as Data Catalog's entries link to it. */
export type LinkedTable = { projectId: string; datasetId: string; tableId: string };

export type DataCatalogSettings = {
  /** Another REST endpoint (the local fake): requests go there unauthenticated. Unset, Google's own. */
  endpoint?: string;
  /** A service account key file; without it, Application Default Credentials. */
  keyFilename?: string;
  /** How long one call may take before the read gives up. */
  timeoutMs?: number;
};

/** Tags read for a table: its labels, or `undefined` when Data Catalog did not answer for it. */
export type TableTags = Map<string, string[] | undefined>;

const DEFAULT_TIMEOUT_MS = 10_000;
/** Tags per page asked (Data Catalog's maximum is 1000) and pages read at most per table. */
const PAGE_SIZE = 100;
const MAX_PAGES = 10;

/** A table's key in the tags read. */
export const linkedKey = (t: LinkedTable) => `${t.projectId}.${t.datasetId}.${t.tableId}`;

type TagField = {
  stringValue?: string | null;
  enumValue?: { displayName?: string | null } | null;
  richtextValue?: string | null;
  order?: number | null;
};
type Tag = { column?: string | null; fields?: Record<string, TagField> | null };

/**
 * The labels of a table's tags: the text of each table-level tag's string, enum and rich-text fields,
 * the tag's more important fields (higher `order`) first (numbers, dates and booleans are facts, not labels; column tags
 * describe a column, not the table).
 */
export function labelsOf(tags: readonly Tag[]): string[] {
  const labels: string[] = [];
  for (const tag of tags) {
    if (tag.column) continue;
    const fields = Object.values(tag.fields ?? {}).sort((a, b) => (b.order ?? 0) - (a.order ?? 0));
    for (const field of fields) {
      const text = field.stringValue || field.enumValue?.displayName || field.richtextValue;
      if (text && !labels.includes(text.trim())) labels.push(text.trim());
    }
  }
  return labels;
}

const within = <T>(ms: number, work: Promise<T>): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Data Catalog no respondió en ${ms} ms`)), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });

/**
 * The tables' tags from Data Catalog (lookupEntry by the table's linked resource, then entries.tags.list
 * page by page), through the client library's REST transport. Every call is bounded by the timeout;
 * once a call fails the rest of the read is not attempted (an unreachable Data Catalog costs one
 * timeout, not one per table) and every table not read answers `undefined`, so that the caller keeps
 * the tags it already holds instead of wiping them. A table Data Catalog does not know has no tags.
 */
export class DataCatalogTags {
  private client: Promise<DataCatalogClient> | undefined;

  constructor(private readonly settings: DataCatalogSettings = {}) {}

  async tagsOf(tables: readonly LinkedTable[]): Promise<TableTags> {
    const result: TableTags = new Map();
    let failed = false;
    for (const table of tables) {
      if (failed) {
        result.set(linkedKey(table), undefined);
        continue;
      }
      try {
        result.set(linkedKey(table), await this.tableTags(table));
      } catch (error) {
        failed = true;
        result.set(linkedKey(table), undefined);
        console.error('[warehouse] Data Catalog: se conservan las etiquetas anteriores:', error instanceof Error ? error.message : error);
      }
    }
    return result;
  }

  private async tableTags(table: LinkedTable): Promise<string[]> {
    const client = await this.open();
    const timeout = this.settings.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const options = { timeout, maxRetries: 0 };
    const linkedResource = `//bigquery.googleapis.com/projects/${table.projectId}/datasets/${table.datasetId}/tables/${table.tableId}`;
    let entryName: string;
    try {
      const [entry] = await within(timeout, client.lookupEntry({ linkedResource }, options));
      entryName = String(entry.name);
    } catch (error) {
      // NOT_FOUND (5): Data Catalog holds no entry for the table, so it has no tags.
      if ((error as { code?: number }).code === 5) return [];
      throw error;
    }
    const tags: Tag[] = [];
    let pageToken = '';
    for (let page = 0; page < MAX_PAGES; page += 1) {
      const [own, , response] = await within(
        timeout,
        client.listTags(
          { parent: entryName, pageSize: PAGE_SIZE, ...(pageToken ? { pageToken } : {}) },
          { ...options, autoPaginate: false },
        ),
      );
      tags.push(...(own as Tag[]));
      pageToken = response?.nextPageToken ?? '';
      if (!pageToken) break;
    }
    return labelsOf(tags);
  }

  /** The client, its library loaded on first use (only a BigQuery catalogue reads tags). */
  private open(): Promise<DataCatalogClient> {
    return (this.client ??= import('@google-cloud/datacatalog').then(({ DataCatalogClient }) => {
      const endpoint = this.settings.endpoint ? new URL(this.settings.endpoint) : undefined;
      return new DataCatalogClient({
        // The REST transport (HTTP/JSON): the same requests Google's API and the local fake answer.
        fallback: true,
        ...(this.settings.keyFilename ? { keyFilename: this.settings.keyFilename } : {}),
        ...(endpoint
          ? {
              apiEndpoint: endpoint.hostname,
              port: Number(endpoint.port || (endpoint.protocol === 'http:' ? 80 : 443)),
              protocol: endpoint.protocol.replace(':', ''),
              // The fake (or any other endpoint given) takes requests without Google credentials.
              auth: { getRequestHeaders: () => Promise.resolve({}) } as never,
            }
          : {}),
      });
    }));
  }

  async close(): Promise<void> {
    if (this.client) await (await this.client).close();
  }
}
