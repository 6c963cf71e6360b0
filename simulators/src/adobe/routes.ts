/**
 * Adobe Experience Platform simulator, mounted at `/adobe`.
 *
 * Requests are checked against Adobe's Batch Ingestion, Catalog and Data Access OpenAPI first (see ../strict.ts).
 * - `POST /ims/token/v3` (form, client_credentials) → `{ access_token, token_type, expires_in }` (IMS, served here so
 *   that embedded mode has one address)
 * - Platform calls carry `Authorization: Bearer`, `x-api-key`, `x-gw-ims-org-id` (and `x-sandbox-name`).
 * - Catalog: `GET /data/foundation/catalog/dataSets?name=…` → `{ "<id>": dataset }`;
 *   `POST /data/foundation/catalog/dataSets` → 201 `["@/dataSets/<id>"]`;
 *   `GET /data/foundation/catalog/batches/{id}` and `GET /data/foundation/catalog/batches?dataSet=…` → `{ "<id>": batch }`.
 * - Batch ingestion: `POST /data/foundation/import/batches` `{ datasetId, inputFormat: { format: 'JSON' }, tags? }` → 201
 *   batch (its tags are listed back by the Catalog);
 *   `PUT /data/foundation/import/batches/{batchId}/datasets/{datasetId}/files/{fileName}` (octet-stream, JSON lines);
 *   `POST /data/foundation/import/batches/{batchId}?action=COMPLETE`.
 * - Row errors: `GET /data/foundation/export/batches/{batchId}/meta?path=row_errors` lists the error files, and
 *   `…?path=row_errors/<file>` answers JSON lines (the row with its `_errors`).
 *
 * A dataset is created with the `schemaRef` of one of the organisation's XDM schemas (./xdm.ts; another schema id is
 * refused, as the Catalog refuses a schema the registry does not have), and each record of a batch file must conform to
 * that schema (a record that does not is a row error, the others are ingested).
 * A record is one member: the first identity of its `identityMap` is the member, and its first boolean field outside
 * `identityMap` (the audience flag variable of the Adobe tab) says whether it belongs (true) or leaves (false).
 * A completed batch is `processing` until `matchDelayMs` after completion, then `success` (or `failed` when no row
 * could be written).
 */
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { randomBytes } from 'node:crypto';
import { isTokenAccepted, platformErrorBody, type PlatformSim, type SimAudience, type SimRequestInfo } from '../state.ts';
import { XDM_SCHEMAS, xdmRecordProblems } from './xdm.ts';

type Batch = {
  id: string;
  datasetId: string;
  created: number;
  completedAt: number | null;
  files: Map<string, string>;
  input: number;
  output: number;
  rowErrors: string[];
  aborted: boolean;
  tags: Record<string, string[]>;
};

const ORG = 'INCA0000000000000000000@AdobeOrg';

function hexId(): string {
  return randomBytes(12).toString('hex');
}

function describe(res: Response, info: SimRequestInfo): void {
  res.locals.sim = { ...(res.locals.sim as SimRequestInfo | undefined), ...info };
}

function aepError(res: Response, status: number, message: string): void {
  res.status(status).json(platformErrorBody('adobe', status, message));
}

function firstBoolean(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    if (key === 'identityMap') continue;
    const found = firstBoolean(inner);
    if (found !== undefined) return found;
  }
  return undefined;
}

function identityOf(record: Record<string, unknown>): string | undefined {
  const map = record.identityMap;
  if (!map || typeof map !== 'object') return undefined;
  for (const ids of Object.values(map as Record<string, unknown>)) {
    if (Array.isArray(ids)) {
      const first = ids[0] as { id?: unknown } | undefined;
      if (first && typeof first.id === 'string' && first.id !== '') return first.id;
    }
  }
  return undefined;
}

export function routes(sim: PlatformSim): Router {
  const router = express.Router();
  const tokens = new Set<string>();
  const batches = new Map<string, Batch>();

  const statusOf = (batch: Batch): string => {
    if (batch.aborted) return 'aborted';
    if (batch.completedAt === null) return 'loading';
    if (sim.now() - batch.completedAt < sim.matchDelayMs) return 'processing';
    return batch.output === 0 && batch.input > 0 ? 'failed' : 'success';
  };

  const batchJson = (batch: Batch) => {
    const status = statusOf(batch);
    const failed = batch.input - batch.output;
    const done = status === 'success' || status === 'failed';
    return {
      id: batch.id,
      imsOrg: ORG,
      created: batch.created,
      updated: batch.completedAt ?? batch.created,
      status,
      relatedObjects: [{ type: 'dataSet', id: batch.datasetId }],
      tags: batch.tags,
      version: '1.0.0',
      inputFormat: { format: 'json' },
      ...(done
        ? {
            completed: (batch.completedAt ?? batch.created) + sim.matchDelayMs,
            metrics: {
              inputFileCount: batch.files.size,
              inputRecordCount: batch.input,
              outputRecordCount: batch.output,
              failedRecordCount: failed,
            },
            ...(failed > 0
              ? {
                  errors: [
                    {
                      code: 'INGEST-1212-400',
                      description: `Encountered ${failed} errors in the data. Successfully ingested ${batch.output} rows. Review the associated diagnostic files for more details.`,
                    },
                  ],
                }
              : {}),
          }
        : {}),
    };
  };

  const datasetJson = (audience: SimAudience) => {
    let last: Batch | undefined;
    for (const batch of batches.values()) if (batch.datasetId === audience.id && (!last || batch.created >= last.created)) last = batch;
    return {
      name: audience.name,
      description: audience.extra.description ?? '',
      imsOrg: ORG,
      created: audience.createdAt.getTime(),
      updated: audience.changedAt,
      schemaRef: audience.extra.schemaRef ?? null,
      tags: audience.extra.tags ?? {},
      ...(last ? { lastBatchId: last.id, lastBatchStatus: statusOf(last) } : {}),
    };
  };

  router.post('/ims/token/v3', (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    if (body.grant_type !== 'client_credentials') {
      res.status(400).json({ error: 'unsupported_grant_type', error_description: 'grant_type must be client_credentials' });
      return;
    }
    const clientId = typeof body.client_id === 'string' ? body.client_id : '';
    const secret = typeof body.client_secret === 'string' ? body.client_secret : '';
    if (!clientId || !isTokenAccepted(clientId)) {
      res.status(400).json({ error: 'invalid_client', error_description: 'invalid client_id parameter' });
      return;
    }
    if (!isTokenAccepted(secret)) {
      res.status(401).json({ error: 'invalid_client', error_description: 'invalid client_secret parameter' });
      return;
    }
    const token = `eyJ${randomBytes(24).toString('base64url')}`;
    tokens.add(token);
    res.json({ access_token: token, token_type: 'bearer', expires_in: 86_399 });
  });

  router.use((req: Request, res: Response, next: NextFunction) => {
    const header = req.get('authorization') ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (!tokens.has(token)) {
      res.status(401).json({ error_code: '401013', message: 'Oauth token is not valid' });
      return;
    }
    if (!req.get('x-api-key')) {
      res.status(403).json({ error_code: '403000', message: 'Api Key is required' });
      return;
    }
    if (!req.get('x-gw-ims-org-id')) {
      aepError(res, 400, 'The x-gw-ims-org-id header is required');
      return;
    }
    next();
  });

  router.get('/data/foundation/catalog/dataSets', (req, res) => {
    const name = typeof req.query.name === 'string' ? req.query.name : undefined;
    const out: Record<string, unknown> = {};
    for (const audience of sim.audiences.values())
      if (name === undefined || audience.name === name) out[audience.id] = datasetJson(audience);
    res.json(out);
  });

  router.get('/data/foundation/catalog/dataSets/:id', (req, res) => {
    const audience = sim.getAudience(req.params.id);
    if (!audience) {
      aepError(res, 404, `Dataset ${req.params.id} not found`);
      return;
    }
    describe(res, { audienceId: audience.id });
    res.json({ [audience.id]: datasetJson(audience) });
  });

  router.post('/data/foundation/catalog/dataSets', (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const name = typeof body.name === 'string' ? body.name.trim() : '';
    if (!name) {
      aepError(res, 400, 'name is required');
      return;
    }
    const schemaId = (body.schemaRef as { id?: unknown } | undefined)?.id;
    if (typeof schemaId !== 'string' || !XDM_SCHEMAS.has(schemaId)) {
      aepError(res, 400, `The schema ${String(schemaId)} of schemaRef was not found in the Schema Registry of ${ORG}`);
      return;
    }
    const audience = sim.createAudience(
      name,
      { description: body.description ?? '', schemaRef: body.schemaRef ?? null, tags: body.tags ?? {} },
      hexId(),
    );
    describe(res, { audienceId: audience.id });
    res.status(201).json([`@/dataSets/${audience.id}`]);
  });

  router.post('/data/foundation/import/batches', (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const datasetId = typeof body.datasetId === 'string' ? body.datasetId : '';
    const key = req.get('idempotency-key')?.trim() || null;
    describe(res, { audienceId: datasetId || null, idempotencyKey: key });
    if (!sim.getAudience(datasetId)) {
      aepError(res, 400, `Dataset ${datasetId} does not exist`);
      return;
    }
    const format = (body.inputFormat as { format?: unknown } | undefined)?.format;
    if (String(format).toLowerCase() !== 'json') {
      aepError(res, 400, 'The simulator ingests JSON batches only');
      return;
    }
    const { result: id } = sim.once(key, () => {
      const batch: Batch = {
        id: hexId().toUpperCase(),
        datasetId,
        created: sim.now(),
        completedAt: null,
        files: new Map(),
        input: 0,
        output: 0,
        rowErrors: [],
        aborted: false,
        tags: (body.tags ?? {}) as Record<string, string[]>,
      };
      batches.set(batch.id, batch);
      return batch.id;
    });
    res.status(201).json(batchJson(batches.get(id) as Batch));
  });

  router.put(
    '/data/foundation/import/batches/:batchId/datasets/:datasetId/files/:fileName',
    express.raw({ type: () => true, limit: '256mb' }),
    (req, res) => {
      const batch = batches.get(req.params.batchId);
      const text = Buffer.isBuffer(req.body) ? req.body.toString('utf8') : typeof req.body === 'string' ? req.body : '';
      const lines = text.split('\n').filter((l) => l.trim() !== '');
      describe(res, {
        audienceId: req.params.datasetId,
        members: lines.length,
        idempotencyKey: req.get('idempotency-key')?.trim() || null,
      });
      if (!batch || batch.datasetId !== req.params.datasetId) {
        aepError(res, 404, `Batch ${req.params.batchId} not found for dataset ${req.params.datasetId}`);
        return;
      }
      if (statusOf(batch) !== 'loading') {
        aepError(res, 400, `Batch ${batch.id} is not in loading state`);
        return;
      }
      // The same path again overwrites the file, as the API does.
      batch.files.set(req.params.fileName, text);
      res.status(200).end();
    },
  );

  router.post('/data/foundation/import/batches/:batchId', (req, res) => {
    const batch = batches.get(req.params.batchId);
    describe(res, { audienceId: batch?.datasetId ?? null, idempotencyKey: req.get('idempotency-key')?.trim() || null });
    if (!batch) {
      aepError(res, 404, `Batch ${req.params.batchId} not found`);
      return;
    }
    const action = String(req.query.action ?? '').toUpperCase();
    if (action === 'ABORT') {
      if (batch.completedAt === null) batch.aborted = true;
      res.status(200).end();
      return;
    }
    if (action !== 'COMPLETE') {
      aepError(res, 400, 'action must be COMPLETE or ABORT');
      return;
    }
    if (batch.completedAt !== null || batch.aborted) {
      // Completing twice changes nothing.
      res.status(200).end();
      return;
    }
    const audience = sim.getAudience(batch.datasetId) as SimAudience;
    const schema = XDM_SCHEMAS.get(String((audience.extra.schemaRef as { id?: unknown } | null)?.id));
    const add: string[] = [];
    const remove: string[] = [];
    const rowOf = new Map<string, string>();
    for (const text of batch.files.values()) {
      for (const line of text.split('\n')) {
        if (line.trim() === '') continue;
        batch.input++;
        let record: Record<string, unknown> | null;
        try {
          record = JSON.parse(line) as Record<string, unknown>;
        } catch {
          record = null;
        }
        const problems = record && schema ? xdmRecordProblems(schema, record) : [];
        if (record && problems.length > 0) {
          batch.rowErrors.push(JSON.stringify({ ...record, _errors: problems.map((message) => ({ code: 'XDM-1001-400', message })) }));
          continue;
        }
        const member = record ? identityOf(record) : undefined;
        if (!record || !member) {
          batch.rowErrors.push(
            JSON.stringify({ _corrupt_record: line, _errors: [{ code: '1401-400', message: 'Row has no identity in identityMap' }] }),
          );
          continue;
        }
        rowOf.set(member, line);
        (firstBoolean(record) === false ? remove : add).push(member);
      }
    }
    const rejected = [...sim.addMembers(audience, add).rejected, ...sim.removeMembers(audience, remove).rejected];
    for (const member of rejected) {
      const row = JSON.parse(rowOf.get(member) ?? '{}') as Record<string, unknown>;
      batch.rowErrors.push(
        JSON.stringify({
          ...row,
          _errors: [{ code: '1401-400', message: 'The identity value is not valid for its namespace', column: 'identityMap' }],
        }),
      );
    }
    batch.output = batch.input - batch.rowErrors.length;
    batch.completedAt = sim.now();
    res.status(200).end();
  });

  router.get('/data/foundation/catalog/batches/:batchId', (req, res) => {
    const batch = batches.get(req.params.batchId);
    if (!batch) {
      aepError(res, 404, `Batch ${req.params.batchId} not found`);
      return;
    }
    describe(res, { audienceId: batch.datasetId });
    res.json({ [batch.id]: batchJson(batch) });
  });

  router.get('/data/foundation/catalog/batches', (req, res) => {
    const dataSet = typeof req.query.dataSet === 'string' ? req.query.dataSet : undefined;
    const limit = Math.min(100, Math.max(1, Number(req.query.limit ?? 20) || 20));
    const start = Math.max(0, Number(req.query.start ?? 0) || 0);
    const list = [...batches.values()]
      .filter((b) => dataSet === undefined || b.datasetId === dataSet)
      .sort((a, b) => (String(req.query.orderBy ?? '').startsWith('desc:') ? b.created - a.created : a.created - b.created))
      .slice(start, start + limit);
    describe(res, { audienceId: dataSet ?? null });
    res.json(Object.fromEntries(list.map((b) => [b.id, batchJson(b)])));
  });

  router.get('/data/foundation/export/batches/:batchId/meta', (req, res) => {
    const batch = batches.get(req.params.batchId);
    if (!batch) {
      aepError(res, 404, `Batch ${req.params.batchId} not found`);
      return;
    }
    const path = String(req.query.path ?? '');
    const file = 'row_errors/conversion_errors_0.json';
    if (path === 'row_errors') {
      const data =
        batch.rowErrors.length === 0
          ? []
          : [
              {
                name: 'conversion_errors_0.json',
                length: String(Buffer.byteLength(batch.rowErrors.join('\n'))),
                _links: { self: { href: `${req.baseUrl}/data/foundation/export/batches/${batch.id}/meta?path=${file}` } },
              },
            ];
      res.json({ _page: { limit: 100, count: data.length }, data });
      return;
    }
    if (path === file && batch.rowErrors.length > 0) {
      res.type('application/json').send(batch.rowErrors.join('\n'));
      return;
    }
    aepError(res, 404, `No file at ${path}`);
  });

  return router;
}
