/**
 * Adobe Experience Platform connector: OAuth server-to-server token from IMS (`POST /ims/token/v3`), one dataset per
 * audience (found by name in the Catalog, created with the schema of the account), and members written with batch
 * ingestion — create a JSON batch for the dataset, upload one JSON-lines file to it, complete it — each record carrying
 * the member in `identityMap` and the audience flag variable (the Adobe tab's `nombre_var_adobe`, a dotted path) set
 * to true (add) or false (remove). Rows AEP could not ingest are read from the batch's `row_errors` diagnostics.
 * Match size (`num_received` and a message): the records written by the dataset's latest batch once it is processed.
 */
import {
  VERIFY_OK,
  verifyResultFromError,
  type AccountConfig,
  type MatchData,
  type MemberRejection,
  type MembersResult,
  type PlatformConnector,
  type VerifyResult,
} from './connector.ts';
import { PlatformError, createHttpClient, type HttpClient } from './http.ts';

/** Records per batch file (AEP recommends files up to 256 MB; this keeps one file far below). */
export const ADOBE_BATCH_SIZE = 50_000;
export const ADOBE_DEFAULT_NAMESPACE = 'Email_LC_SHA256';
export const ADOBE_DEFAULT_FLAG = '_inca.audiencia.activo';

type Batch = {
  id?: string;
  status?: string;
  metrics?: { inputRecordCount?: number; outputRecordCount?: number; failedRecordCount?: number };
  errors?: { code?: string; description?: string }[];
};
type FileList = { data?: { name?: string; _links?: { self?: { href?: string } } }[] };

export type AdobeOptions = {
  /** Identity namespace of the members (default Email_LC_SHA256: SHA-256 of the trimmed, lowercased e-mail). */
  identityNamespace?: string;
  /** The audience flag variable, a dotted XDM path such as `_tenant.segmento.flag` (the Adobe tab's variable). */
  flagPath?: string;
  /** XDM schema of the datasets this connector creates. */
  schemaId?: string;
  /** The Adobe tab's table (t_inca_rel_…): tagged on the dataset and prefixed to each uploaded file's name. */
  table?: string;
};

/** The human message in an AEP / IMS error body. */
export function adobeErrorMessage(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const b = body as Record<string, unknown>;
  if (typeof b.error_description === 'string') return `${String(b.error ?? 'error')}: ${b.error_description}`;
  const report = b.report as { message?: unknown } | undefined;
  if (typeof report?.message === 'string') return report.message;
  if (typeof b.message === 'string') return b.message;
  if (typeof b.title === 'string') return b.title;
  if (typeof b.detail === 'string') return b.detail;
  return undefined;
}

/** `a.b.c` and a value → `{ a: { b: { c: value } } }`. */
export function nestAt(path: string, value: unknown): Record<string, unknown> {
  const parts = path.split('.').filter(Boolean);
  if (parts.length === 0) throw new Error('The Adobe flag variable path is empty');
  let out: unknown = value;
  for (const part of parts.reverse()) out = { [part]: out };
  return out as Record<string, unknown>;
}

const PENDING = new Set(['loading', 'staging', 'processing', 'queued']);

export type AdobeConnector = PlatformConnector<'adobe'>;

/**
 * Credentials: `clientId` (also the `x-api-key`), `clientSecret`, `orgId` (`x-gw-ims-org-id`), optional
 * `sandboxName` (default `prod`), `imsBaseUrl` (default `https://ims-na1.adobelogin.com`; `baseUrl` in the simulator),
 * `scope`, and the options' `identityNamespace`, `flagPath`, `schemaId` as fallbacks.
 * `baseUrl` is `https://platform.adobe.io`.
 */
export function createAdobeConnector(config: AccountConfig, options: AdobeOptions = {}): AdobeConnector {
  const creds = config.credentials;
  const clientId = creds.clientId ?? '';
  const clientSecret = creds.clientSecret ?? '';
  const orgId = creds.orgId ?? config.accountId ?? '';
  const sandbox = creds.sandboxName ?? 'prod';
  const namespace = options.identityNamespace ?? creds.identityNamespace ?? ADOBE_DEFAULT_NAMESPACE;
  const flagPath = options.flagPath ?? creds.flagPath ?? ADOBE_DEFAULT_FLAG;
  const schemaId = options.schemaId ?? creds.schemaId;
  const table = options.table ?? creds.table;
  const http = config.http ?? {};

  const ims = createHttpClient({ ...http, baseUrl: creds.imsBaseUrl ?? config.baseUrl, errorMessage: adobeErrorMessage });
  let token: { value: string; expiresAt: number } | null = null;

  async function accessToken(force = false): Promise<string> {
    if (!force && token && token.expiresAt > Date.now()) return token.value;
    const form = new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: clientId,
      client_secret: clientSecret,
      scope: creds.scope ?? 'openid,AdobeID,read_organizations,additional_info.projectedProductContext,session',
    });
    const answer = await ims.post<{ access_token?: string; expires_in?: number }>('/ims/token/v3', form);
    if (!answer?.access_token) throw new PlatformError({ message: 'IMS answered no access_token', status: 200, kind: 'CLIENT' });
    const lifetime = Math.max(120, answer.expires_in ?? 86_399) * 1000;
    token = { value: answer.access_token, expiresAt: Date.now() + lifetime - 60_000 };
    return token.value;
  }

  const platform: HttpClient = createHttpClient({
    ...http,
    baseUrl: config.baseUrl,
    errorMessage: adobeErrorMessage,
    headers: async () => ({
      authorization: `Bearer ${await accessToken()}`,
      'x-api-key': clientId,
      'x-gw-ims-org-id': orgId,
      'x-sandbox-name': sandbox,
    }),
  });

  /** One platform call; an expired token (401) is renewed once. */
  async function call<T>(fn: (c: HttpClient) => Promise<T>): Promise<T> {
    try {
      return await fn(platform);
    } catch (error) {
      if (!(error instanceof PlatformError) || error.status !== 401) throw error;
      await accessToken(true);
      return fn(platform);
    }
  }

  async function rowErrors(batchId: string, sent: Set<string>): Promise<MemberRejection[]> {
    const base = `/data/foundation/export/batches/${encodeURIComponent(batchId)}/meta`;
    const files = await call((c) => c.get<FileList>(base, { query: { path: 'row_errors' } }));
    const rejected: MemberRejection[] = [];
    for (const file of files?.data ?? []) {
      if (!file.name) continue;
      const text = await call((c) => c.get<unknown>(base, { query: { path: `row_errors/${file.name}` } }));
      const lines = typeof text === 'string' ? text.split('\n') : [JSON.stringify(text)];
      for (const line of lines) {
        if (line.trim() === '') continue;
        let row: { identityMap?: Record<string, { id?: string }[]>; _errors?: { message?: string }[] };
        try {
          row = JSON.parse(line) as typeof row;
        } catch {
          continue;
        }
        const member = row.identityMap?.[namespace]?.[0]?.id;
        if (member && sent.has(member)) {
          sent.delete(member);
          rejected.push({ member, reason: row._errors?.[0]?.message ?? 'rejected' });
        }
      }
    }
    return rejected;
  }

  async function ingest(datasetId: string, members: string[], inAudience: boolean, idempotencyKey: string): Promise<MembersResult> {
    if (members.length === 0) return { accepted: 0, rejected: [] };
    const keyed = { headers: { 'idempotency-key': idempotencyKey } };
    const batch = await call((c) =>
      c.post<Batch>('/data/foundation/import/batches', { datasetId, inputFormat: { format: 'json' } }, keyed),
    );
    if (!batch?.id) throw new PlatformError({ message: 'AEP created a batch without an id', status: 201, kind: 'CLIENT' });
    const batchId = batch.id;
    // A batch of this key that is no longer loading was already completed by an earlier attempt: read its outcome.
    if (batch.status === undefined || batch.status === 'loading') {
      const flag = (value: boolean) => nestAt(flagPath, value);
      const body = members
        .map((member) => JSON.stringify({ identityMap: { [namespace]: [{ id: member, primary: true }] }, ...flag(inAudience) }))
        .join('\n');
      const file = `${table ? `${table}_` : ''}${idempotencyKey}`.replace(/[^A-Za-z0-9_-]/g, '_') + '.json';
      await call((c) =>
        c.request('PUT', `/data/foundation/import/batches/${encodeURIComponent(batchId)}/datasets/${encodeURIComponent(datasetId)}/files/${file}`, {
          body,
          headers: { 'content-type': 'application/octet-stream', 'idempotency-key': idempotencyKey },
        }),
      );
      await call((c) =>
        c.post(`/data/foundation/import/batches/${encodeURIComponent(batchId)}`, undefined, {
          query: { action: 'COMPLETE' },
          headers: { 'idempotency-key': idempotencyKey },
        }),
      );
    }
    const rejected = await rowErrors(batchId, new Set(members));
    return { accepted: members.length - rejected.length, rejected };
  }

  return {
    platform: 'adobe',
    batchSize: ADOBE_BATCH_SIZE,

    async ensureAudience(name) {
      const found = await call((c) => c.get<Record<string, { name?: string }>>('/data/foundation/catalog/dataSets', { query: { name, limit: 1 } }));
      const existing = Object.entries(found ?? {}).find(([, ds]) => ds?.name === name);
      if (existing) return { externalId: existing[0] };
      const created = await call((c) =>
        c.post<string[]>('/data/foundation/catalog/dataSets', {
          name,
          description: `Audiencia INCA ${name}`,
          ...(schemaId ? { schemaRef: { id: schemaId, contentType: 'application/vnd.adobe.xed-full+json;version=1' } } : {}),
          fileDescription: { persisted: true, containerFormat: 'parquet', format: 'parquet' },
          tags: { inca: ['audience'], ...(table ? { inca_table: [table] } : {}) },
        }),
      );
      const ref = Array.isArray(created) ? created[0] : undefined;
      const id = ref?.split('/').pop();
      if (!id) throw new PlatformError({ message: 'AEP created a dataset without an id', status: 201, kind: 'CLIENT' });
      return { externalId: id };
    },

    addMembers: (datasetId, members, key) => ingest(datasetId, members, true, key),
    removeMembers: (datasetId, members, key) => ingest(datasetId, members, false, key),

    async matchSize(datasetId): Promise<MatchData<'adobe'> | null> {
      const list = await call((c) =>
        c.get<Record<string, Batch>>('/data/foundation/catalog/batches', { query: { dataSet: datasetId, orderBy: 'desc:created', limit: 1 } }),
      );
      const [id, latest] = Object.entries(list ?? {})[0] ?? [];
      if (!id || !latest || !latest.status || PENDING.has(latest.status)) return null;
      const written = latest.metrics?.outputRecordCount ?? 0;
      const read = latest.metrics?.inputRecordCount ?? written;
      if (latest.status === 'success') {
        return { num_received: written, message: `Lote ${id} ingerido: ${written} de ${read} registros recibidos.` };
      }
      const reason = latest.errors?.[0]?.description ?? `estado ${latest.status}`;
      return { num_received: written, message: `Lote ${id} no ingerido: ${reason}` };
    },

    async verifyAccount(): Promise<VerifyResult> {
      try {
        await accessToken(true);
      } catch (error) {
        // IMS answers bad client credentials with 400/401 invalid_client: a credential problem, unless
        // its text says what else it is (§4 mapping: version, Data Use Checkup, application deleted).
        const result = verifyResultFromError(error);
        if (result.errorKind === 'UNKNOWN' && error instanceof PlatformError && (error.status === 400 || error.status === 401)) {
          return { ok: false, errorKind: 'CREDENTIALS', message: error.message };
        }
        return result;
      }
      try {
        await call((c) => c.get('/data/foundation/catalog/dataSets', { query: { limit: 1 } }));
        return VERIFY_OK;
      } catch (error) {
        return verifyResultFromError(error);
      }
    },
  };
}
