/**
 * TikTok API for Business v1.3 custom audiences (customer files), as the connector uses them:
 * - `GET  /open_api/v1.3/advertiser/info/?advertiser_ids=["…"]` — verify account
 * - `POST /open_api/v1.3/dmp/custom_audience/file/upload/` — multipart `advertiser_id, calculate_type, file, file_signature`
 *   (MD5 of the file) → `{file_path}`; the same file (name and content) gives the same path
 * - `POST /open_api/v1.3/dmp/custom_audience/create/` — `{advertiser_id, custom_audience_name, file_paths, calculate_type}`
 * - `POST /open_api/v1.3/dmp/custom_audience/update/` — `{advertiser_id, custom_audience_id, file_paths, action:
 *   APPEND|REMOVE|REPLACE}` (REPLACE when no action is given); every file must have the audience's calculate_type;
 *   a file path already applied to the audience with the same action is not applied twice
 * - `GET  /open_api/v1.3/dmp/custom_audience/list/` and `/get/?custom_audience_ids=["…"]` — `cover_num`, `is_valid`
 * Auth is the `Access-Token` header. Like TikTok, answers are HTTP 200 with `{code, message, request_id, data}`;
 * `code` 0 is success. Requests are checked against TikTok's SDK definitions first (see ../strict.ts).
 */
import { createHash, randomUUID } from 'node:crypto';
import express, { type Request, type Response, type Router } from 'express';
import { isTokenAccepted, type PlatformSim, type SimAudience, type SimRequestInfo } from '../state.ts';

const API = '/open_api/v1.3';
const CALCULATE_TYPES = new Set([
  'EMAIL_SHA256',
  'PHONE_SHA256',
  'IDFA_SHA256',
  'GAID_SHA256',
  'IDFA_MD5',
  'GAID_MD5',
  'FIRST_SHA256',
  'MULTIPLE_TYPES',
]);
type UpdateAction = 'APPEND' | 'REMOVE' | 'REPLACE';
const SHA256_HEX = /^[0-9a-f]{64}$/;
const MD5_HEX = /^[0-9a-f]{32}$/;

type UploadedFile = { calculateType: string; rows: string[]; key: string | null };

function ok(res: Response, data: unknown): void {
  res.json({ code: 0, message: 'OK', request_id: randomUUID().replaceAll('-', ''), data });
}

function fail(res: Response, code: number, message: string): void {
  res.json({ code, message, request_id: randomUUID().replaceAll('-', ''), data: {} });
}

function parseIdList(value: unknown): string[] | null {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value !== 'string') return null;
  try {
    const parsed = JSON.parse(value) as unknown;
    return Array.isArray(parsed) ? parsed.map(String) : null;
  } catch {
    return null;
  }
}

function rowValid(calculateType: string, row: string): boolean {
  if (calculateType.endsWith('_SHA256')) return SHA256_HEX.test(row);
  if (calculateType.endsWith('_MD5')) return MD5_HEX.test(row);
  return row.length > 0;
}

export function routes(sim: PlatformSim): Router {
  const router = express.Router();
  const files = new Map<string, UploadedFile>();

  router.use(API, (req, res, next) => {
    if (!isTokenAccepted(req.get('access-token'))) {
      return fail(res, 40105, 'Access token has expired or is invalid. Please re-authorize.');
    }
    next();
  });

  router.get(`${API}/advertiser/info/`, (req, res) => {
    const ids = parseIdList(req.query.advertiser_ids);
    if (!ids || ids.length === 0) return fail(res, 40002, 'advertiser_ids: Missing data for required field.');
    ok(res, {
      list: ids.map((id) => ({ advertiser_id: id, name: `Simulated advertiser ${id}`, status: 'STATUS_ENABLE', currency: 'CLP' })),
    });
  });

  router.post(
    `${API}/dmp/custom_audience/file/upload/`,
    express.raw({ type: 'multipart/form-data', limit: '200mb' }),
    async (req: Request, res: Response) => {
      if (!Buffer.isBuffer(req.body)) return fail(res, 40002, 'file: a multipart/form-data upload is required.');
      const form = await new globalThis.Response(req.body, { headers: { 'content-type': req.get('content-type') ?? '' } })
        .formData()
        .catch(() => null);
      if (!form) return fail(res, 40002, 'file: the multipart body could not be read.');
      const advertiserId = form.get('advertiser_id');
      const calculateType = String(form.get('calculate_type') ?? '');
      const file = form.get('file');
      const signature = String(form.get('file_signature') ?? '');
      if (!advertiserId) return fail(res, 40002, 'advertiser_id: Missing data for required field.');
      if (!CALCULATE_TYPES.has(calculateType)) return fail(res, 40002, `calculate_type: Invalid value ${calculateType}.`);
      if (!(file instanceof Blob)) return fail(res, 40002, 'file: Missing data for required field.');
      const bytes = Buffer.from(await file.arrayBuffer());
      const md5 = createHash('md5').update(bytes).digest('hex');
      if (signature.toLowerCase() !== md5) return fail(res, 40002, 'file_signature: The file signature does not match the file.');
      const name = file instanceof File ? file.name : 'upload.csv';
      const rows = bytes
        .toString('utf8')
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter((line) => line !== '');
      const filePath = `${md5}/${createHash('sha256').update(`${calculateType}:${name}`).digest('hex').slice(0, 16)}`;
      files.set(filePath, { calculateType, rows, key: name.replace(/\.(csv|txt)$/i, '') });
      res.locals.sim = { members: rows.length, idempotencyKey: name.replace(/\.(csv|txt)$/i, '') } satisfies SimRequestInfo;
      ok(res, { file_path: filePath, size: bytes.length });
    },
  );

  /** Applies files to an audience; a (file, action) pair already applied is skipped. */
  function applyFiles(audience: SimAudience, paths: string[], action: UpdateAction, res: Response): string | null {
    const resolved: UploadedFile[] = [];
    for (const path of paths) {
      const file = files.get(path);
      if (!file) return `file_paths: ${path} does not exist or has expired.`;
      // TikTok: the files must be encrypted with the same calculate type as the audience.
      if (file.calculateType !== audience.extra.calculateType) {
        return `file_paths: ${path} is ${file.calculateType}, the audience is ${String(audience.extra.calculateType)}.`;
      }
      resolved.push(file);
    }
    let members = 0;
    const keys: string[] = [];
    if (action === 'REPLACE') {
      audience.members.clear();
    }
    for (let i = 0; i < resolved.length; i++) {
      const file = resolved[i]!;
      const path = paths[i]!;
      members += file.rows.length;
      if (file.key) keys.push(file.key);
      sim.once(action === 'REPLACE' ? null : `${audience.id}:${action}:${path}`, () => {
        const valid = file.rows.filter((row) => rowValid(file.calculateType, row));
        if (action === 'REMOVE') sim.removeMembers(audience, valid);
        else sim.addMembers(audience, valid);
        return true;
      });
    }
    audience.changedAt = sim.now();
    res.locals.sim = { audienceId: audience.id, members, idempotencyKey: keys.join(',') || null } satisfies SimRequestInfo;
    return null;
  }

  router.post(`${API}/dmp/custom_audience/create/`, (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const name = body.custom_audience_name;
    const paths = Array.isArray(body.file_paths) ? body.file_paths.map(String) : null;
    if (!body.advertiser_id) return fail(res, 40002, 'advertiser_id: Missing data for required field.');
    if (typeof name !== 'string' || name.trim() === '') return fail(res, 40002, 'custom_audience_name: Missing data for required field.');
    if (name.length > 128) return fail(res, 40002, 'custom_audience_name: Length must be at most 128.');
    if (!paths || paths.length === 0) return fail(res, 40002, 'file_paths: Missing data for required field.');
    const calculateType = String(body.calculate_type ?? '');
    if (!CALCULATE_TYPES.has(calculateType)) return fail(res, 40002, `calculate_type: Invalid value ${calculateType}.`);
    const audience = sim.createAudience(name, { advertiserId: String(body.advertiser_id), calculateType });
    const problem = applyFiles(audience, paths, 'APPEND', res);
    if (problem) {
      sim.deleteAudience(audience.id);
      return fail(res, 40002, problem);
    }
    ok(res, { custom_audience_id: audience.id });
  });

  router.post(`${API}/dmp/custom_audience/update/`, (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const audience = sim.getAudience(String(body.custom_audience_id ?? ''));
    if (!audience || audience.extra.advertiserId !== String(body.advertiser_id ?? '')) {
      return fail(res, 40002, 'custom_audience_id: Audience does not exist.');
    }
    if (typeof body.custom_audience_name === 'string' && body.custom_audience_name.trim() !== '') {
      audience.name = body.custom_audience_name;
    }
    const paths = Array.isArray(body.file_paths) ? body.file_paths.map(String) : [];
    // REPLACE is the definition's default action.
    const action = String(body.action ?? 'REPLACE');
    if (action !== 'APPEND' && action !== 'REMOVE' && action !== 'REPLACE') return fail(res, 40002, `action: Invalid value ${action}.`);
    if (paths.length > 0) {
      const problem = applyFiles(audience, paths, action, res);
      if (problem) return fail(res, 40002, problem);
    } else {
      res.locals.sim = { audienceId: audience.id } satisfies SimRequestInfo;
    }
    ok(res, {});
  });

  function describe(audience: SimAudience): Record<string, unknown> {
    const matched = sim.matchSizeOf(audience);
    return {
      audience_id: audience.id,
      name: audience.name,
      audience_type: 'Customer File',
      cover_num: matched ?? 0,
      is_valid: matched !== null,
      is_expiring: false,
      is_creator: true,
      shared: false,
      calculate_type: audience.extra.calculateType,
      create_time: audience.createdAt.toISOString().replace('T', ' ').slice(0, 19),
    };
  }

  router.get(`${API}/dmp/custom_audience/list/`, (req, res) => {
    const advertiserId = String(req.query.advertiser_id ?? '');
    if (!advertiserId) return fail(res, 40002, 'advertiser_id: Missing data for required field.');
    const page = Math.max(1, Number(req.query.page ?? 1) || 1);
    const pageSize = Math.min(100, Math.max(1, Number(req.query.page_size ?? 10) || 10));
    const mine = [...sim.audiences.values()].filter((a) => a.extra.advertiserId === advertiserId);
    ok(res, {
      list: mine.slice((page - 1) * pageSize, page * pageSize).map(describe),
      page_info: { page, page_size: pageSize, total_number: mine.length, total_page: Math.ceil(mine.length / pageSize) },
    });
  });

  router.get(`${API}/dmp/custom_audience/get/`, (req, res) => {
    const advertiserId = String(req.query.advertiser_id ?? '');
    const ids = parseIdList(req.query.custom_audience_ids);
    if (!advertiserId || !ids) return fail(res, 40002, 'custom_audience_ids: Missing data for required field.');
    const list = [];
    for (const id of ids) {
      const audience = sim.getAudience(id);
      if (!audience || audience.extra.advertiserId !== advertiserId) return fail(res, 40002, `custom_audience_ids: ${id} does not exist.`);
      list.push({ audience_details: describe(audience), audience_history: [] });
    }
    res.locals.sim = { audienceId: ids.join(',') } satisfies SimRequestInfo;
    ok(res, { list });
  });

  return router;
}
