/**
 * Salesforce Marketing Cloud simulator, mounted at `/salesforce`.
 *
 * Real paths and payloads:
 * - `POST /v2/token` (client_credentials) → `{ access_token, token_type, expires_in, scope, rest_instance_url, soap_instance_url }`
 * - `POST /data/v1/customobjects` creates a data extension `{ name, key, fields }` (what the Contact Builder uses)
 * - `PUT|POST /data/v1/async/dataextensions/key:{key}/rows` with `{ items: [...] }` → 202 `{ requestId, resultMessages }`
 * - `GET /data/v1/async/{requestId}/status` and `/results`
 * - `GET /data/v1/customobjectdata/key/{key}/rowset[?$filter=Field eq 'value']` → `{ count, page, pageSize, items }`
 * - `GET|POST /automation/v1/automations` (`$filter=name eq '…'`): the automation flow of the audience form
 * - `POST /automation/v1/automations/{id}/actions/runallonce`: runs a flow once (404 for an unknown flow); the flow's
 *   `lastRunTime` and `runCount` show it
 *
 * Requests are checked first against the minimal definition written from the REST reference (see ../strict.ts).
 *
 * An INCA data extension has the text primary key `SubscriberKey` and the boolean `InAudience`. A row is checked
 * against the columns its data extension was created with: a key that is not a column, or an empty value for a column
 * that takes none, refuses that row (an `Error` item of the request's results), as Marketing Cloud does. The async
 * API inserts and upserts; it has no delete: a row upserted with `InAudience: false` stays in the data extension,
 * marked out of the audience. The rowset counts every row; filtered on `InAudience eq 'True'` it counts the audience.
 * The async request stays `Pending` until `matchDelayMs` after it was received; its results are available at once.
 */
import { randomUUID } from 'node:crypto';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { isTokenAccepted, type PlatformSim, type SimAudience, type SimRequestInfo } from '../state.ts';

export const SFMC_KEY_FIELD = 'SubscriberKey';
export const SFMC_FLAG_FIELD = 'InAudience';

type AsyncRequest = {
  requestId: string;
  calledAt: number;
  audienceId: string;
  errors: { errorCode: string; message: string; status: 'Error'; keys: Record<string, string> }[];
};

const DOC = 'https://developer.salesforce.com/docs/atlas.en-us.mc-apis.meta/mc-apis/error-handling.htm';

function sfError(res: Response, status: number, message: string, errorcode = 10000 + status): void {
  res.status(status).json({ message, errorcode, documentation: DOC });
}

function describe(res: Response, info: SimRequestInfo): void {
  res.locals.sim = { ...(res.locals.sim as SimRequestInfo | undefined), ...info };
}

function idempotencyKey(req: Request): string | null {
  const value = req.get('idempotency-key');
  return value && value.trim() !== '' ? value.trim() : null;
}

function asTrue(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value !== 0;
  if (typeof value === 'string') return ['true', '1', 'y', 'yes'].includes(value.trim().toLowerCase());
  return true;
}

type Column = { name: string; isNullable: boolean };

/** The data extension's columns by lower-case name (SFMC field names are case-insensitive); null when it declares none. */
function columnsOf(audience: SimAudience): Map<string, Column> | null {
  const fields = Array.isArray(audience.extra.fields)
    ? (audience.extra.fields as { name?: unknown; isNullable?: unknown; isPrimaryKey?: unknown }[])
    : [];
  if (fields.length === 0) return null;
  return new Map(
    fields
      .filter((f) => typeof f.name === 'string')
      .map((f) => [String(f.name).toLowerCase(), { name: String(f.name), isNullable: f.isPrimaryKey !== true && f.isNullable !== false }]),
  );
}

/** Why Marketing Cloud refuses a row of a data extension: a key that is not one of its columns, or no value for a required one. */
function rowProblem(
  columns: Map<string, Column>,
  row: Record<string, unknown>,
  key: string,
): { errorCode: string; message: string } | null {
  const unknown = Object.keys(row).filter((name) => !columns.has(name.toLowerCase()));
  if (unknown.length > 0) {
    return {
      errorCode: 'InvalidColumnName',
      message: `The column${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')} ${unknown.length > 1 ? 'are' : 'is'} not in the data extension ${key}.`,
    };
  }
  for (const column of columns.values()) {
    const value = Object.entries(row).find(([name]) => name.toLowerCase() === column.name.toLowerCase())?.[1];
    if (!column.isNullable && (value === null || value === ''))
      return {
        errorCode: 'NullValueNotAllowed',
        message: `The column ${column.name} of the data extension ${key} does not take an empty value.`,
      };
  }
  return null;
}

export function routes(sim: PlatformSim): Router {
  const router = express.Router();
  const tokens = new Set<string>();
  const asyncRequests = new Map<string, AsyncRequest>();
  /** Every row of each data extension (by audience id), keyed by SubscriberKey, as last upserted. */
  const rows = new Map<string, Map<string, Record<string, unknown>>>();
  sim.onReset(() => rows.clear());
  const rowsOf = (audience: SimAudience) => {
    let table = rows.get(audience.id);
    if (!table) {
      table = new Map();
      rows.set(audience.id, table);
    }
    return table;
  };

  const byKey = (key: string): SimAudience | undefined => {
    for (const audience of sim.audiences.values()) if (audience.extra.key === key) return audience;
    return undefined;
  };
  /** `key:{externalKey}` or the data extension id. */
  const resolve = (ref: string): SimAudience | undefined =>
    ref.startsWith('key:') ? byKey(decodeURIComponent(ref.slice(4))) : sim.getAudience(ref);

  router.post('/v2/token', (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    if (body.grant_type !== 'client_credentials') {
      res.status(400).json({ error: 'unsupported_grant_type', error_description: 'Use client_credentials.', error_uri: DOC });
      return;
    }
    const clientId = typeof body.client_id === 'string' ? body.client_id : '';
    const secret = typeof body.client_secret === 'string' ? body.client_secret : '';
    if (!clientId || !isTokenAccepted(clientId) || !isTokenAccepted(secret)) {
      res.status(401).json({
        error: 'invalid_client',
        error_description: 'Invalid client ID. Use the client ID in Marketing Cloud Installed Packages.',
        error_uri: DOC,
      });
      return;
    }
    const token = `sfmc_${randomUUID().replaceAll('-', '')}`;
    tokens.add(token);
    const base = `${req.protocol}://${req.get('host')}${req.baseUrl}/`;
    res.json({
      access_token: token,
      token_type: 'Bearer',
      expires_in: 1079,
      scope: 'data_extensions_read data_extensions_write',
      soap_instance_url: base,
      rest_instance_url: base,
    });
  });

  // Every REST call below needs a token issued by /v2/token.
  router.use((req: Request, res: Response, next: NextFunction) => {
    const header = req.get('authorization') ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (!tokens.has(token)) {
      sfError(res, 401, 'Not Authorized', 0);
      return;
    }
    next();
  });

  router.post('/data/v1/customobjects', (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const name = typeof body.name === 'string' ? body.name.trim() : '';
    const key = typeof body.key === 'string' && body.key.trim() !== '' ? body.key.trim() : name;
    if (!name) {
      sfError(res, 400, 'The data extension name is required.');
      return;
    }
    if (byKey(key)) {
      sfError(res, 409, `A data extension with the external key ${key} already exists.`, 10002);
      return;
    }
    const fields = Array.isArray(body.fields) ? body.fields : [];
    const audience = sim.createAudience(name, { key, fields }, randomUUID());
    describe(res, { audienceId: audience.id });
    res.status(201).json({ id: audience.id, key, name, fields, rowCount: 0, createdDate: audience.createdAt.toISOString() });
  });

  const upsertRows = (req: Request, res: Response) => {
    const audience = resolve(String(req.params.ref));
    const body = (req.body ?? {}) as Record<string, unknown>;
    const items = Array.isArray(body.items) ? (body.items as unknown[]) : null;
    const key = idempotencyKey(req);
    describe(res, { audienceId: audience?.id ?? null, members: items?.length ?? 0, idempotencyKey: key });
    if (!audience) {
      sfError(res, 404, `Data extension ${String(req.params.ref)} was not found.`, 10404);
      return;
    }
    if (!items || items.length === 0) {
      sfError(res, 400, 'The request body must contain a non-empty items array.');
      return;
    }
    const { result } = sim.once(key, () => {
      const add: string[] = [];
      const remove: string[] = [];
      const errors: AsyncRequest['errors'] = [];
      const columns = columnsOf(audience);
      for (const raw of items) {
        const given = (raw ?? {}) as Record<string, unknown>;
        // Column names are case-insensitive: the row is kept under the data extension's own names.
        const row = columns
          ? Object.fromEntries(Object.entries(given).map(([name, value]) => [columns.get(name.toLowerCase())?.name ?? name, value]))
          : given;
        const member = row[SFMC_KEY_FIELD];
        if (typeof member !== 'string' || member === '') {
          errors.push({
            errorCode: 'MissingPrimaryKey',
            message: `The primary key ${SFMC_KEY_FIELD} is required.`,
            status: 'Error',
            keys: {},
          });
          continue;
        }
        const problem = columns && rowProblem(columns, row, String(audience.extra.key));
        if (problem) {
          errors.push({ ...problem, status: 'Error', keys: { [SFMC_KEY_FIELD]: member } });
          continue;
        }
        (asTrue(row[SFMC_FLAG_FIELD]) ? add : remove).push(member);
        rowsOf(audience).set(member, { ...rowsOf(audience).get(member), ...row, [SFMC_FLAG_FIELD]: asTrue(row[SFMC_FLAG_FIELD]) });
      }
      const rejected = [...sim.addMembers(audience, add).rejected, ...sim.removeMembers(audience, remove).rejected];
      for (const member of rejected) {
        errors.push({
          errorCode: 'InvalidValue',
          message: `Unable to save the row: the value of ${SFMC_KEY_FIELD} is not valid.`,
          status: 'Error',
          keys: { [SFMC_KEY_FIELD]: member },
        });
      }
      const request: AsyncRequest = { requestId: randomUUID(), calledAt: sim.now(), audienceId: audience.id, errors };
      asyncRequests.set(request.requestId, request);
      return { requestId: request.requestId, resultMessages: [] as unknown[] };
    });
    res.status(202).json(result);
  };
  router.put('/data/v1/async/dataextensions/:ref/rows', upsertRows);
  router.post('/data/v1/async/dataextensions/:ref/rows', upsertRows);

  router.get('/data/v1/async/:requestId/status', (req, res) => {
    const request = asyncRequests.get(req.params.requestId);
    if (!request) {
      sfError(res, 404, `Request ${req.params.requestId} was not found.`, 10404);
      return;
    }
    describe(res, { audienceId: request.audienceId });
    const complete = sim.now() - request.calledAt >= sim.matchDelayMs;
    res.json({
      status: {
        callDateTime: new Date(request.calledAt).toISOString(),
        ...(complete ? { completionDateTime: new Date(request.calledAt + sim.matchDelayMs).toISOString() } : {}),
        hasErrors: request.errors.length > 0,
        pickupDateTime: new Date(request.calledAt).toISOString(),
        requestStatus: complete ? 'Complete' : 'Pending',
        resultStatus: complete ? (request.errors.length > 0 ? 'Error' : 'OK') : 'Pending',
        requestId: request.requestId,
      },
      requestId: randomUUID(),
    });
  });

  router.get('/data/v1/async/:requestId/results', (req, res) => {
    const request = asyncRequests.get(req.params.requestId);
    if (!request) {
      sfError(res, 404, `Request ${req.params.requestId} was not found.`, 10404);
      return;
    }
    describe(res, { audienceId: request.audienceId });
    res.json({ page: 1, pageSize: request.errors.length, count: request.errors.length, items: request.errors });
  });

  router.get('/data/v1/customobjectdata/key/:key/rowset', (req, res) => {
    const audience = byKey(req.params.key);
    if (!audience) {
      sfError(res, 404, `Data extension ${req.params.key} was not found.`, 10404);
      return;
    }
    describe(res, { audienceId: audience.id });
    const page = Math.max(1, Number(req.query.$page ?? 1) || 1);
    const pageSize = Math.min(2500, Math.max(1, Number(req.query.$pageSize ?? 50) || 50));
    let all = [...rowsOf(audience).entries()];
    const filter = typeof req.query.$filter === 'string' ? req.query.$filter.trim() : '';
    if (filter) {
      // The simulator reads one comparison, `Field eq 'value'`; booleans compare as True/False.
      const parsed = /^(\w+)\s+eq\s+'([^']*)'$/i.exec(filter);
      if (!parsed) {
        sfError(res, 400, `The $filter ${filter} is not supported by the simulator (give Field eq 'value').`);
        return;
      }
      const [, field, literal] = parsed as unknown as [string, string, string];
      const text = (v: unknown) => (typeof v === 'boolean' ? (v ? 'true' : 'false') : String(v ?? '')).toLowerCase();
      all = all.filter(([, row]) => {
        const name = Object.keys(row).find((k) => k.toLowerCase() === field.toLowerCase());
        return name !== undefined && text(row[name]) === literal.toLowerCase();
      });
    }
    const items = all.slice((page - 1) * pageSize, page * pageSize).map(([member, row]) => ({
      keys: { [SFMC_KEY_FIELD.toLowerCase()]: member },
      values: Object.fromEntries(
        Object.entries(row)
          .filter(([k]) => k !== SFMC_KEY_FIELD)
          .map(([k, v]) => [k.toLowerCase(), typeof v === 'boolean' ? (v ? 'True' : 'False') : v === null ? '' : String(v)]),
      ),
    }));
    res.json({
      links: { self: { href: `/v1/customobjectdata/token/${randomUUID()}/rowset?$page=${page}` } },
      requestToken: randomUUID(),
      tokenExpireDateUtc: new Date(sim.now() + 20 * 60_000).toISOString(),
      customObjectId: audience.id,
      customObjectKey: audience.extra.key,
      pageSize,
      page,
      count: all.length,
      items,
    });
  });

  // Automation Studio: the automation flow the audience form creates before a Salesforce audience.
  const automations = new Map<string, Record<string, unknown>>();

  router.get('/automation/v1/automations', (req, res) => {
    const filter = typeof req.query.$filter === 'string' ? req.query.$filter : '';
    const wanted = /^name eq '(.*)'$/.exec(filter.trim())?.[1];
    const items = [...automations.values()].filter((a) => wanted === undefined || a.name === wanted);
    res.json({ page: 1, pageSize: 50, count: items.length, items });
  });

  router.post('/automation/v1/automations', (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const name = typeof body.name === 'string' ? body.name.trim() : '';
    if (!name) {
      sfError(res, 400, 'The automation name is required.');
      return;
    }
    const key = typeof body.key === 'string' && body.key.trim() !== '' ? body.key.trim() : randomUUID();
    for (const existing of automations.values()) {
      if (existing.name === name || existing.key === key) {
        sfError(res, 400, `An automation named ${name} already exists.`, 10003);
        return;
      }
    }
    const automation = {
      id: randomUUID(),
      name,
      key,
      description: typeof body.description === 'string' ? body.description : '',
      typeId: 1,
      type: 'scheduled',
      statusId: 2,
      status: 'Ready',
      steps: Array.isArray(body.steps) ? body.steps : [],
      createdDate: new Date(sim.now()).toISOString(),
    };
    automations.set(automation.id, automation);
    res.status(201).json(automation);
  });

  router.post('/automation/v1/automations/:id/actions/runallonce', (req, res) => {
    const automation = automations.get(req.params.id);
    if (!automation) {
      sfError(res, 404, `Automation ${req.params.id} was not found.`, 10404);
      return;
    }
    automation.lastRunTime = new Date(sim.now()).toISOString();
    automation.runCount = Number(automation.runCount ?? 0) + 1;
    automation.status = 'Running';
    res.json({
      id: automation.id,
      key: automation.key,
      name: automation.name,
      status: automation.status,
      lastRunTime: automation.lastRunTime,
    });
  });

  return router;
}
