import { createHash } from 'node:crypto';
import type { RecordedBody, Violation } from '@inca/platforms/definitions';

export type { RecordedBody, Violation };

/** The seven simulated platforms, each mounted at `/<platform>`. */
export const SIM_PLATFORMS = ['google', 'meta', 'tiktok', 'criteo', 'salesforce', 'talonone', 'adobe'] as const;
export type SimPlatform = (typeof SIM_PLATFORMS)[number];

export function isSimPlatform(value: unknown): value is SimPlatform {
  return typeof value === 'string' && (SIM_PLATFORMS as readonly string[]).includes(value);
}

/** One audience as a platform keeps it. `extra` holds platform-specific fields (description, subtype, …). */
export type SimAudience = {
  id: string;
  name: string;
  members: Set<string>;
  createdAt: Date;
  /** Epoch ms of the last change to the members; the match size is hidden until `matchDelayMs` after it. */
  changedAt: number;
  extra: Record<string, unknown>;
};

/** One request received by a platform, as `GET /__sim/<platform>/requests` reports it: whole, secrets redacted. */
export type SimRequest = {
  at: string;
  method: string;
  /** The path as received, with the simulator's `/<platform>` prefix. */
  path: string;
  query: Record<string, unknown>;
  /** Header names lowercased; credentials (authorization, tokens, api keys, cookies) redacted. */
  headers: Record<string, string>;
  /** JSON as JSON, forms as fields, multipart parts with their text; secrets in token requests redacted. */
  body: RecordedBody;
  audienceId: string | null;
  /** How many members the request carried. */
  members: number;
  idempotencyKey: string | null;
  status: number;
  /** What the platform's definition found wrong with the request (empty when it conforms). */
  violations: Violation[];
};

/** Requests each platform keeps in its log by default (the oldest are dropped first). */
export const DEFAULT_REQUEST_LOG_LIMIT = 500;
/** Body bytes each platform's log holds at most by default: a TikTok or Criteo batch is megabytes. */
export const DEFAULT_REQUEST_LOG_BYTES = 64 * 1024 * 1024;

/** The size of a recorded body, in characters. */
function bodySize(body: RecordedBody): number {
  switch (body.kind) {
    case 'json':
      return JSON.stringify(body.value)?.length ?? 0;
    case 'text':
      return body.text.length;
    case 'form':
      return Object.entries(body.fields).reduce((n, [k, v]) => n + k.length + v.length, 0);
    case 'multipart':
      return body.parts.reduce((n, p) => n + p.name.length + p.text.length, 0);
    default:
      return 0;
  }
}

/**
 * A fault: answer the next `count` requests with `status` (Retry-After: `retryAfterSeconds` when given),
 * or, with `delayMs` and no status, hold the next `count` requests that long before handling them (timeouts).
 */
export type SimFault = {
  status?: number;
  /** The error's message inside the platform's error body (default: the status text). */
  message?: string;
  count: number;
  retryAfterSeconds?: number;
  delayMs?: number;
};

/** What a route tells the request log about the request it handled (set on `res.locals.sim`). */
export type SimRequestInfo = {
  audienceId?: string | null;
  members?: number;
  idempotencyKey?: string | null;
};

export type SimClock = () => number;

export type PlatformSimOptions = {
  matchDelayMs?: number;
  matchPercent?: number;
  now?: SimClock;
  /** Requests kept in the log (default DEFAULT_REQUEST_LOG_LIMIT). */
  requestLogLimit?: number;
  /** Body characters kept in the log, over all its requests (default DEFAULT_REQUEST_LOG_BYTES); the last request is always kept. */
  requestLogBytes?: number;
};

function hashInt(text: string): number {
  // First 48 bits of the digest: an integer JavaScript holds exactly.
  return parseInt(createHash('sha256').update(text).digest('hex').slice(0, 12), 16);
}

/** The deterministic match rule: a member matches when sha256(member) mod 100 < matchPercent. */
export function memberMatches(member: string, matchPercent: number): boolean {
  return hashInt(member) % 100 < matchPercent;
}

/** Tokens the simulators refuse: empty ones and those starting with `invalid` or `expired`. */
export function isTokenAccepted(token: string | null | undefined): boolean {
  if (!token) return false;
  const lower = token.toLowerCase();
  return !lower.startsWith('invalid') && !lower.startsWith('expired');
}

/** The state of one simulated platform. */
export class PlatformSim {
  readonly platform: SimPlatform;
  readonly audiences = new Map<string, SimAudience>();
  readonly requests: SimRequest[] = [];
  /** Idempotency keys already applied, with the answer given the first time. */
  readonly appliedKeys = new Map<string, unknown>();
  fault: SimFault | null = null;
  /** Share (0..1) of rows rejected; which rows is deterministic per member. */
  rejectRate = 0;
  matchDelayMs: number;
  matchPercent: number;
  requestLogLimit: number;
  requestLogBytes: number;
  readonly now: SimClock;
  /** The body size of each logged request, in the log's order. */
  private readonly requestSizes: number[] = [];
  private nextId = 1;
  private readonly resetHooks: (() => void)[] = [];

  constructor(platform: SimPlatform, options: PlatformSimOptions = {}) {
    this.platform = platform;
    this.matchDelayMs = options.matchDelayMs ?? 2000;
    this.matchPercent = options.matchPercent ?? 60;
    this.requestLogLimit = Math.max(1, options.requestLogLimit ?? DEFAULT_REQUEST_LOG_LIMIT);
    this.requestLogBytes = Math.max(0, options.requestLogBytes ?? DEFAULT_REQUEST_LOG_BYTES);
    this.now = options.now ?? Date.now;
  }

  /** A fresh numeric id (as a string), the shape most platforms use; `prefix` for platforms with other shapes. */
  newId(prefix = ''): string {
    const n = this.nextId++;
    return `${prefix}${String(23850000000000 + n)}`;
  }

  createAudience(name: string, extra: Record<string, unknown> = {}, id?: string): SimAudience {
    const audience: SimAudience = {
      id: id ?? this.newId(),
      name,
      members: new Set(),
      createdAt: new Date(this.now()),
      changedAt: this.now(),
      extra,
    };
    this.audiences.set(audience.id, audience);
    return audience;
  }

  getAudience(id: string): SimAudience | undefined {
    return this.audiences.get(id);
  }

  findAudienceByName(name: string): SimAudience | undefined {
    for (const audience of this.audiences.values()) if (audience.name === name) return audience;
    return undefined;
  }

  deleteAudience(id: string): boolean {
    return this.audiences.delete(id);
  }

  /** Whether this member is rejected under the current `rejectRate` (deterministic per member). */
  rejects(member: string): boolean {
    if (this.rejectRate <= 0) return false;
    return hashInt(`reject:${member}`) % 10_000 < Math.round(this.rejectRate * 10_000);
  }

  /** Adds members, skipping rejected ones; returns how many were received and which were rejected. */
  addMembers(audience: SimAudience, members: readonly string[]): { received: number; rejected: string[] } {
    const rejected: string[] = [];
    let received = 0;
    for (const member of members) {
      if (this.rejects(member)) {
        rejected.push(member);
        continue;
      }
      audience.members.add(member);
      received++;
    }
    audience.changedAt = this.now();
    return { received, rejected };
  }

  removeMembers(audience: SimAudience, members: readonly string[]): { received: number; rejected: string[] } {
    const rejected: string[] = [];
    let received = 0;
    for (const member of members) {
      if (this.rejects(member)) {
        rejected.push(member);
        continue;
      }
      audience.members.delete(member);
      received++;
    }
    audience.changedAt = this.now();
    return { received, rejected };
  }

  /**
   * Runs `apply` once per idempotency key: a repeated key gets the first answer again without applying twice.
   * A missing key always applies.
   */
  once<T>(key: string | null | undefined, apply: () => T): { result: T; replayed: boolean } {
    if (key && this.appliedKeys.has(key)) return { result: this.appliedKeys.get(key) as T, replayed: true };
    const result = apply();
    if (key) this.appliedKeys.set(key, result);
    return { result, replayed: false };
  }

  /** Matched members, or null while the platform is still "processing" (within `matchDelayMs` of the last change). */
  matchSizeOf(audience: SimAudience): number | null {
    if (this.now() - audience.changedAt < this.matchDelayMs) return null;
    let matched = 0;
    for (const member of audience.members) if (memberMatches(member, this.matchPercent)) matched++;
    return matched;
  }

  /** Takes one use of the current fault, if any. */
  takeFault(): SimFault | null {
    const fault = this.fault;
    if (!fault || fault.count <= 0) return null;
    fault.count--;
    if (fault.count <= 0) this.fault = null;
    return fault;
  }

  /** Keeps the last `requestLogLimit` requests within `requestLogBytes` of bodies: bodies can be large files. */
  log(entry: SimRequest): void {
    this.requests.push(entry);
    this.requestSizes.push(bodySize(entry.body));
    let drop = Math.max(0, this.requests.length - this.requestLogLimit);
    let total = this.requestSizes.slice(drop).reduce((n, size) => n + size, 0);
    while (drop < this.requests.length - 1 && total > this.requestLogBytes) total -= this.requestSizes[drop++]!;
    if (drop > 0) {
      this.requests.splice(0, drop);
      this.requestSizes.splice(0, drop);
    }
  }

  clearRequests(): void {
    this.requests.length = 0;
    this.requestSizes.length = 0;
  }

  clearFaults(): void {
    this.fault = null;
    this.rejectRate = 0;
  }

  reset(): void {
    this.audiences.clear();
    this.clearRequests();
    this.appliedKeys.clear();
    this.clearFaults();
    this.nextId = 1;
    for (const hook of this.resetHooks) hook();
  }

  /** State a platform's routes keep of their own (Talon.One's coupons) is emptied with the rest on reset. */
  onReset(hook: () => void): void {
    this.resetHooks.push(hook);
  }

  /** `GET /__sim/<platform>/audiences`. */
  listAudiences(): { id: string; name: string; memberCount: number }[] {
    return [...this.audiences.values()].map((a) => ({ id: a.id, name: a.name, memberCount: a.members.size }));
  }
}

/** The state of every simulator. */
export class SimState {
  readonly platforms: Record<SimPlatform, PlatformSim>;

  constructor(options: PlatformSimOptions = {}) {
    this.platforms = Object.fromEntries(SIM_PLATFORMS.map((p) => [p, new PlatformSim(p, options)])) as Record<SimPlatform, PlatformSim>;
  }

  get(platform: SimPlatform): PlatformSim {
    return this.platforms[platform];
  }

  set matchDelayMs(ms: number) {
    for (const p of SIM_PLATFORMS) this.platforms[p].matchDelayMs = ms;
  }

  clearFaults(): void {
    for (const p of SIM_PLATFORMS) this.platforms[p].clearFaults();
  }

  reset(): void {
    for (const p of SIM_PLATFORMS) this.platforms[p].reset();
  }
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

function traceId(): string {
  return createHash('sha256').update(`${Date.now()}:${Math.random()}`).digest('base64url').slice(0, 22);
}

/** The platform's own error body for an HTTP status (what its API answers on faults). */
export function platformErrorBody(platform: SimPlatform, status: number, message?: string): unknown {
  const text = message ?? STATUS_TEXT[status] ?? `HTTP ${status}`;
  switch (platform) {
    case 'meta':
      return {
        error: {
          message: status === 429 ? 'User request limit reached' : text,
          type: status === 401 ? 'OAuthException' : status >= 500 ? 'FacebookApiException' : 'OAuthException',
          code: status === 429 ? 17 : status === 401 ? 190 : status >= 500 ? 2 : 100,
          fbtrace_id: traceId(),
        },
      };
    case 'google':
      return {
        error: {
          code: status,
          message: text,
          status:
            status === 429
              ? 'RESOURCE_EXHAUSTED'
              : status === 401
                ? 'UNAUTHENTICATED'
                : status === 403
                  ? 'PERMISSION_DENIED'
                  : status === 404
                    ? 'NOT_FOUND'
                    : status === 503
                      ? 'UNAVAILABLE'
                      : status >= 500
                        ? 'INTERNAL'
                        : 'INVALID_ARGUMENT',
        },
      };
    case 'tiktok':
      return {
        code: status === 429 ? 40100 : status === 401 ? 40105 : status >= 500 ? 50000 : 40002,
        message: status === 429 ? 'Too many requests. Please retry in some time.' : text,
        request_id: traceId(),
        data: {},
      };
    case 'criteo':
      return {
        errors: [
          {
            traceIdentifier: traceId(),
            type: status >= 500 ? 'unavailable' : status === 401 ? 'authorization' : 'validation',
            code: status === 429 ? 'rate-limited' : status >= 500 ? 'internal-error' : 'invalid-request',
            title: text,
            detail: text,
          },
        ],
      };
    case 'salesforce':
      return { message: text, errorcode: status === 401 ? 0 : 10000 + status, documentation: '' };
    case 'talonone':
      return { message: text, errors: [{ title: text, details: text }], StatusCode: status };
    case 'adobe':
      return {
        type: `http://ns.adobe.com/aep/errors/${status}`,
        title: text,
        status,
        report: { message: text },
      };
  }
}
