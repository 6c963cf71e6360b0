/**
 * Adobe Experience Platform connector: OAuth server-to-server token from IMS (`POST https://ims-na1.adobelogin.com/ims/token/v3`),
 * one dataset per audience (found by name in the Catalog, created with the `schemaRef` of the account's XDM schema), and
 * members written with batch
 * ingestion — create a JSON batch for the dataset, upload one JSON-lines file to it, complete it — each record carrying
 * the member in `identityMap` and the audience flag variable (the Adobe tab's `nombre_var_adobe`, a dotted path) set
 * to true (add) or false (remove). Rows AEP could not ingest are read from the batch's `row_errors` diagnostics.
 * Each batch is tagged with what it did (`inca_action: add|remove`). Match size (`num_received` and a message): the
 * records the dataset's processed batches added minus those they removed, once its latest batch is processed (the
 * publishing engine sends changes only, so the net is the audience).
 */
import {
  VERIFY_OK,
  verifyResultFromError,
  type AccountConfig,
  type MatchData,
  type Member,
  type MemberRejection,
  type MembersResult,
  type PlatformConnector,
  type VerifyResult,
} from './connector.ts';
import { PlatformError, createHttpClient, type HttpClient } from './http.ts';
import { trustedOrigins } from './safeUrl.ts';

/** Records per batch file (AEP recommends files up to 256 MB; this keeps one file far below). */
export const ADOBE_BATCH_SIZE = 50_000;
export const ADOBE_DEFAULT_NAMESPACE = 'Email_LC_SHA256';
/** The identity namespace of phone numbers (E.164). */
export const ADOBE_PHONE_NAMESPACE = 'Phone';
export const ADOBE_DEFAULT_FLAG = '_inca.audiencia.activo';
/** The batch tag that says whether a batch added or removed members. */
export const ADOBE_ACTION_TAG = 'inca_action';
export const ADOBE_IMS_URL = 'https://ims-na1.adobelogin.com';
/**
 * The XDM schema of datasets created in the simulators when the account names none: only for an account that publishes
 * to the configured simulators (demo and test setups); any other account must name its schema (options.schemaId).
 */
export const ADOBE_SIMULATOR_SCHEMA_ID = 'https://ns.adobe.com/inca/schemas/audiencia-simulador';

/** Whether a base URL is Adobe's own (platform.adobe.io and the like), not a simulator. */
function isAdobeHost(baseUrl: string): boolean {
  return /^https:\/\/[^/]*\.adobe\.io(\/|$)/i.test(baseUrl);
}

/** Whether a base URL is one of the simulators this process was configured with (embedded, demo and test setups). */
function publishesToSimulators(baseUrl: string): boolean {
  try {
    return trustedOrigins().has(new URL(baseUrl).origin);
  } catch {
    return false;
  }
}

/** IMS: `imsBaseUrl` when the account gives one, Adobe's IMS for Adobe's platform, else the base URL (the simulator serves IMS). */
export function adobeImsBaseUrl(config: AccountConfig): string {
  const explicit = config.credentials.imsBaseUrl;
  if (explicit) return explicit.replace(/\/+$/, '');
  return isAdobeHost(config.baseUrl) ? ADOBE_IMS_URL : config.baseUrl.replace(/\/+$/, '');
}

type Batch = {
  id?: string;
  status?: string;
  tags?: Record<string, string[]>;
  metrics?: { inputRecordCount?: number; outputRecordCount?: number; failedRecordCount?: number };
  errors?: { code?: string; description?: string }[];
};
type FileList = { data?: { name?: string; _links?: { self?: { href?: string } } }[] };

/** The audience's Adobe settings (its form's Adobe tab) over the ads account's defaults. */
export type AdobeOptions = {
  /** The Adobe tab's dataset: the dataset the audience is written to (found by name, created when missing). */
  dataset?: string;
  /** Identity namespace of e-mails (default Email_LC_SHA256: SHA-256 of the trimmed, lowercased e-mail; or Email). */
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
 * `sandboxName` (default `prod`), `imsBaseUrl` (see adobeImsBaseUrl),
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

  const ims = createHttpClient({ ...http, baseUrl: adobeImsBaseUrl(config), errorMessage: adobeErrorMessage });
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

  /** `sent`: each member by the id its record leads with (its e-mail, else its phone). */
  async function rowErrors(batchId: string, sent: Map<string, Member>): Promise<MemberRejection[]> {
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
        const id = row.identityMap?.[namespace]?.[0]?.id ?? row.identityMap?.[ADOBE_PHONE_NAMESPACE]?.[0]?.id;
        const member = id === undefined ? undefined : sent.get(id);
        if (member) {
          sent.delete(id!);
          rejected.push({ member, reason: row._errors?.[0]?.message ?? 'rejected' });
        }
      }
    }
    return rejected;
  }

  /** A member's identityMap: its e-mail under the e-mail namespace, its phone under Phone, each as its own identity. */
  function identityMap(member: Member): Record<string, { id: string; primary: boolean }[]> | null {
    const map: Record<string, { id: string; primary: boolean }[]> = {};
    if (member.email) map[namespace] = [{ id: member.email, primary: true }];
    if (member.phone) map[ADOBE_PHONE_NAMESPACE] = [{ id: member.phone, primary: !member.email }];
    return Object.keys(map).length > 0 ? map : null;
  }

  async function ingest(datasetId: string, members: Member[], inAudience: boolean, idempotencyKey: string): Promise<MembersResult> {
    const rejected: MemberRejection[] = [];
    const records: { member: Member; map: Record<string, { id: string; primary: boolean }[]> }[] = [];
    for (const member of members) {
      const map = identityMap(member);
      if (map) records.push({ member, map });
      else rejected.push({ member, reason: 'no e-mail or phone' });
    }
    if (records.length === 0) return { accepted: 0, rejected };
    const keyed = { headers: { 'idempotency-key': idempotencyKey } };
    const batch = await call((c) =>
      c.post<Batch>(
        '/data/foundation/import/batches',
        { datasetId, inputFormat: { format: 'JSON' }, tags: { [ADOBE_ACTION_TAG]: [inAudience ? 'add' : 'remove'] } },
        keyed,
      ),
    );
    if (!batch?.id) throw new PlatformError({ message: 'AEP created a batch without an id', status: 201, kind: 'CLIENT' });
    const batchId = batch.id;
    // A batch of this key that is no longer loading was already completed by an earlier attempt: read its outcome.
    if (batch.status === undefined || batch.status === 'loading') {
      const flag = (value: boolean) => nestAt(flagPath, value);
      const body = records.map((r) => JSON.stringify({ identityMap: r.map, ...flag(inAudience) })).join('\n');
      const file = `${table ? `${table}_` : ''}${idempotencyKey}`.replace(/[^A-Za-z0-9_-]/g, '_') + '.json';
      await call((c) =>
        c.request(
          'PUT',
          `/data/foundation/import/batches/${encodeURIComponent(batchId)}/datasets/${encodeURIComponent(datasetId)}/files/${file}`,
          {
            body,
            headers: { 'content-type': 'application/octet-stream', 'idempotency-key': idempotencyKey },
          },
        ),
      );
      await call((c) =>
        c.post(`/data/foundation/import/batches/${encodeURIComponent(batchId)}`, undefined, {
          query: { action: 'COMPLETE' },
          headers: { 'idempotency-key': idempotencyKey },
        }),
      );
    }
    rejected.push(...(await rowErrors(batchId, new Map(records.map((r) => [r.member.email ?? r.member.phone!, r.member])))));
    return { accepted: members.length - rejected.length, rejected };
  }

  return {
    platform: 'adobe',
    batchSize: ADOBE_BATCH_SIZE,

    async ensureAudience(audienceName) {
      // The dataset the user chose on the Adobe tab; the audience's name only when none was chosen.
      const name = options.dataset || audienceName;
      const found = await call((c) =>
        c.get<Record<string, { name?: string }>>('/data/foundation/catalog/dataSets', { query: { name, limit: 1 } }),
      );
      const existing = Object.entries(found ?? {}).find(([, ds]) => ds?.name === name);
      if (existing) return { externalId: existing[0] };
      const schema = schemaId ?? (publishesToSimulators(config.baseUrl) ? ADOBE_SIMULATOR_SCHEMA_ID : undefined);
      if (!schema) {
        throw new PlatformError({
          message: 'Adobe: la cuenta no tiene el esquema XDM (schemaId) con que se crea el dataset de la audiencia.',
          status: 400,
          kind: 'CLIENT',
        });
      }
      const created = await call((c) =>
        c.post<string[]>('/data/foundation/catalog/dataSets', {
          name,
          description: `Audiencia INCA ${audienceName}`,
          schemaRef: { id: schema, contentType: 'application/vnd.adobe.xed+json;version=1' },
          fileDescription: { format: 'parquet' },
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
      // Every batch of the dataset, newest first (the Catalog answers at most 100 a page).
      const all: [string, Batch][] = [];
      for (let start = 0; ; start += 100) {
        const page = await call((c) =>
          c.get<Record<string, Batch>>('/data/foundation/catalog/batches', {
            query: { dataSet: datasetId, orderBy: 'desc:created', limit: 100, start },
          }),
        );
        const entries = Object.entries(page ?? {});
        all.push(...entries);
        if (entries.length < 100) break;
      }
      const [id, latest] = all[0] ?? [];
      if (!id || !latest || !latest.status || PENDING.has(latest.status)) return null;
      // Records in the audience: those added minus those removed, by every processed batch.
      let net = 0;
      for (const [, batch] of all) {
        if (batch.status !== 'success' && batch.status !== 'failed') continue;
        const written = batch.metrics?.outputRecordCount ?? 0;
        net += batch.tags?.[ADOBE_ACTION_TAG]?.includes('remove') ? -written : written;
      }
      net = Math.max(0, net);
      const written = latest.metrics?.outputRecordCount ?? 0;
      const read = latest.metrics?.inputRecordCount ?? written;
      const inAudience = net === written ? '' : ` ${net} en la audiencia.`;
      if (latest.status === 'success') {
        return { num_received: net, message: `Lote ${id} ingerido: ${written} de ${read} registros recibidos.${inAudience}` };
      }
      const reason = latest.errors?.[0]?.description ?? `estado ${latest.status}`;
      return { num_received: net, message: `Lote ${id} no ingerido: ${reason}${inAudience}` };
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
