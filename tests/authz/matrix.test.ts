import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { buildSchema, isObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_COMPANIES, DEMO_USERS } from '@inca/demo-data';
import { matchDataFor, type Platform } from '@inca/domain';
import { graphql, login, rest, type GraphQLResponse } from '../src/client.ts';
import {
  ACTORS,
  MATRIX,
  MAX_NOT_APPLICABLE,
  RELATIONS,
  ROLES,
  type Expected,
  type MatrixRole,
  type MatrixRow,
  type Relation,
} from './matrix.ts';

/*
 * Exercises every cell of the authorization matrix (./matrix.ts) through the gateway as the role's
 * demo user, against a target of the cell's relation found in the seeded data (read from PostgreSQL,
 * not from the code under test); every refusal is tried again directly against the owning REST
 * service with the same user's token, so a refusal that only the subgraph or the web enforces fails.
 * Cells that would change data act on copies this test makes (and deletes); refusals act on seeded rows.
 */

const AM = 'audience-management';
const SCHEMA = 'audience_management';
const BOGUS_PREVIEW = '00000000-0000-4000-8000-000000000000';
const RUN = Date.now().toString(36).slice(-5);
const DESCRIPTION = 'Prueba de la matriz de autorización';
const CONCURRENCY = 4;

type Seg = {
  code: string;
  name: string;
  type: number;
  owner: string;
  shared: boolean;
  audiences: number;
  typeName: string | null;
  shares: { id: string; type: string; value: string }[];
  requestedBy: string[];
  /** Segmento A or B of some merge segment. */
  mergeBase: boolean;
};

/** An audience as the seeded data (PostgreSQL) holds it. */
type Aud = {
  id: string;
  name: string;
  company: string;
  platform: string;
  status: string;
  rows: number;
  requested: boolean;
  startDate: string;
  endDate: string;
  frequency: string;
  updateDay: number | null;
};

/** Which audiences a row's cells take: requested ones (else never), sent ones (status not P_NOD, rows > 0), billable platforms. */
type AudienceSpec = { requested?: boolean; sent?: boolean; billable?: boolean };

type Target =
  | { kind: 'none' }
  | { kind: 'company'; code: string }
  | { kind: 'user'; email: string }
  | { kind: 'segment'; seg: Seg }
  | { kind: 'audience'; aud: Aud };

type Cell = { row: MatrixRow; role: MatrixRole; relation: Relation; expected: Expected; token: string; target: Target };

/** What the gateway answered: ALLOWED, or the refusal code (ABSENT for a listing without the target). */
type Observed = { outcome: string; detail?: string };
/** What the service answered directly: its HTTP status, and for listings and yes/no questions whether the answer reveals the target. */
type RestObserved = { status: number; reveals?: boolean };

/** How a row's target is chosen and how its cells are called. */
type Runner = {
  target:
    'none' | 'company' | 'user' | { types: number[]; withAudiences?: boolean; otherCompanyOnly?: boolean } | { audience: AudienceSpec };
  /** Allowed cells act on a copy made for the relation (the operation changes its target). */
  fresh?: boolean;
  /** For audience rows: what a fresh audience needs before the call (set in PostgreSQL, on the test's own row). */
  prepare?: (aud: Aud) => Promise<void>;
  gateway(cell: Cell): Promise<Observed>;
  service?(cell: Cell): Promise<RestObserved>;
};

const tokens = {} as Record<MatrixRole, string>;
let segments: Seg[] = [];
const made = new Set<string>();
/** What the test created, deleted in afterAll (merges first: they hold their sides). */
const cleanup: { code: string; token: string; merge: boolean }[] = [];
const attributeOf = new Map<string, number>();
const aliasOf = new Map(DEMO_COMPANIES.map((c) => [c.code, c.alias]));
let standingShared: Seg | undefined;
let counter = 0;
const next = () => (counter += 1);

const tally = { allowed: 0, refused: 0, restChecked: 0, notApplicable: [] as string[], noTarget: 0 };

// ───────────────────────────── helpers ─────────────────────────────

function observed(result: GraphQLResponse<unknown>, allowed: () => boolean = () => true): Observed {
  const error = result.errors?.[0];
  if (error) return { outcome: String(error.extensions?.code ?? `ERROR ${result.status}`), detail: error.message };
  if (result.data == null) return { outcome: `NO DATA ${result.status}` };
  return allowed() ? { outcome: 'ALLOWED' } : { outcome: 'ABSENT' };
}

const gql = <T = Record<string, unknown>>(query: string, token: string, variables?: Record<string, unknown>) =>
  graphql<T>(query, { token, variables });

const restCall = (token: string, method: string, url: string, body?: unknown) => rest<{ data?: unknown }>(AM, url, { token, method, body });

const seg = (cell: Cell): Seg => {
  if (cell.target.kind !== 'segment') throw new Error(`${cell.row.id}: not a segment target`);
  return cell.target.seg;
};
const company = (cell: Cell): string => {
  if (cell.target.kind !== 'company') throw new Error(`${cell.row.id}: not a company target`);
  return cell.target.code;
};
const user = (cell: Cell): string => {
  if (cell.target.kind !== 'user') throw new Error(`${cell.row.id}: not a user target`);
  return cell.target.email;
};
const aud = (cell: Cell): Aud => {
  if (cell.target.kind !== 'audience') throw new Error(`${cell.row.id}: not an audience target`);
  return cell.target.aud;
};
const ownCompany = (cell: Cell) => ACTORS[cell.role].companyCode;
const attributes = (companyCode: string) => [{ id: attributeOf.get(companyCode)!, value: '1' }];
const shareCompanyFor = (owner: string) => (owner === '011' ? '022' : '011');
const codesOf = (data: unknown): string[] => {
  const rows = Array.isArray(data) ? data : ((data as { rows?: unknown[] })?.rows ?? []);
  return rows.map((r) => (r as { code: string }).code);
};

/** Another attribute segment of the actor's own company, for Segmento B of a merge. */
function sideB(cell: Cell, sideA: string): string {
  const own = segments.find(
    (s) => !made.has(s.code) && s.owner === ownCompany(cell) && s.type === 2 && s.typeName === 'SEGMENT_CONTACT' && s.code !== sideA,
  );
  if (!own) throw new Error(`no second contact segment of ${ownCompany(cell)}`);
  return own.code;
}

const PREVIEW = 'mutation($i: SegmentPreviewInput!) { previewSegment(input: $i) { previewId } }';
const CREATE = 'mutation($i: SaveSegmentInput!) { createSegment(input: $i) { code } }';
const DELETE = 'mutation($c: ID!) { deleteSegment(code: $c) { code } }';
const DUPLICATE = 'mutation($c: ID!, $n: String!) { duplicateSegment(code: $c, name: $n) { segment { code } } }';
const SHARE =
  'mutation($c: ID!, $co: ID!) { shareSegment(code: $c, input: { type: COMPANY, companyCode: $co }) { code shares { id value } } }';

async function previewId(token: string, input: Record<string, unknown>): Promise<{ id?: string; refusal?: Observed }> {
  const result = await gql<{ previewSegment: { previewId: string } }>(PREVIEW, token, { i: input });
  if (result.errors) return { refusal: observed(result) };
  return { id: result.data!.previewSegment.previewId };
}

/** A copy of a seeded attribute segment of `owner`, made by a user of that company (optionally shared with a company). */
async function copyOf(owner: string, shareWith?: string): Promise<Seg> {
  const maker = ({ '032': 'AUDIENCE_ADMIN', '022': 'RETAIL_ANALYST', '024': 'AUDIENCE_ANALYST' } as Record<string, MatrixRole>)[owner];
  if (!maker) throw new Error(`no demo user can make a segment of ${owner}`);
  const source = segments.find(
    (s) => !made.has(s.code) && s.owner === owner && s.type === 2 && !s.shared && s.audiences === 0 && s.typeName === 'SEGMENT_CONTACT',
  );
  if (!source) throw new Error(`no seeded attribute segment of ${owner} to copy`);
  const name = `matriz ${RUN} ${next()}`;
  const result = await gql<{ duplicateSegment: { segment: { code: string } } }>(DUPLICATE, tokens[maker], { c: source.code, n: name });
  if (result.errors) throw new Error(`copy of ${source.code} for ${owner}: ${result.errors[0]!.message}`);
  const code = result.data!.duplicateSegment.segment.code;
  made.add(code);
  cleanup.push({ code, token: tokens.AUDIENCE_ADMIN, merge: false });
  const copy: Seg = { ...source, code, name: `INCA_${name}`, shared: false, shares: [], requestedBy: [] };
  if (shareWith) {
    const shared = await gql(SHARE, tokens[maker], { c: code, co: shareWith });
    if (shared.errors) throw new Error(`sharing the copy ${code} with ${shareWith}: ${shared.errors[0]!.message}`);
    copy.shared = true;
  }
  return copy;
}

/** A target of the cell's relation that the test owns, for cells that change their target. */
async function freshTarget(role: MatrixRole, relation: Relation): Promise<Seg> {
  const actor = ACTORS[role];
  if (relation === 'OWN') return copyOf(actor.companyCode);
  if (relation === 'ACCESS') return copyOf(accessCompanies(role)[0]!);
  if (relation === 'SHARED') return copyOf('022', actor.companyCode);
  throw new Error(`no copy can be made for ${relation}`);
}

const inScope = (role: MatrixRole, code: string) => {
  const scope = ACTORS[role].scope;
  return scope === 'ALL' || scope.includes(code);
};
/** Other companies of the role's scope, those a demo user can make segments for first. */
const accessCompanies = (role: MatrixRole) =>
  ['022', '024', '032', '011'].filter((c) => c !== ACTORS[role].companyCode && inScope(role, c));

/** The relation of a seeded segment to a role (matrix.ts defines them). */
function relationOf(role: MatrixRole, s: Seg): Relation | undefined {
  const actor = ACTORS[role];
  const sharedWithMe = s.shares.some(
    (sh) => (sh.type === 'USER' && sh.value === actor.email) || (sh.type === 'COMPANY' && sh.value === actor.companyCode),
  );
  const requestedByMe = s.requestedBy.includes(actor.companyCode);
  if (s.owner === actor.companyCode) return 'OWN';
  const scoped = inScope(role, s.owner);
  if (requestedByMe) return !scoped && !sharedWithMe ? 'REQUESTED' : undefined;
  if (sharedWithMe) return actor.scope === 'ALL' || !scoped ? 'SHARED' : undefined;
  if (scoped) return s.shared ? undefined : 'ACCESS';
  return 'FOREIGN';
}

function segmentTarget(runner: Runner, role: MatrixRole, relation: Relation): Seg | undefined {
  const spec = runner.target as { types: number[]; withAudiences?: boolean };
  const candidates = segments
    .filter((s) => !made.has(s.code) || (s === standingShared && role === 'AUDIENCE_ADMIN' && relation === 'SHARED'))
    .filter((s) => spec.types.includes(s.type) && (s.type !== 2 || s.typeName === 'SEGMENT_CONTACT'))
    .filter((s) => (spec.withAudiences ? s.audiences > 0 : true))
    .filter((s) => relationOf(role, s) === relation);
  // Prefer segments no audience uses (an edit of those is not blocked), then segments no merge is built on (a
  // base the user knows from a merge they see is refused by name, CONFLICT, rather than NOT_FOUND), then the lowest code.
  return candidates.sort(
    (a, b) =>
      Number(a.audiences > 0) - Number(b.audiences > 0) || Number(a.mergeBase) - Number(b.mergeBase) || a.code.localeCompare(b.code),
  )[0];
}

function targetFor(runner: Runner, role: MatrixRole, relation: Relation): Target | undefined {
  const actor = ACTORS[role];
  if (runner.target === 'none') return relation === 'ANY' ? { kind: 'none' } : undefined;
  if (runner.target === 'user') {
    // A user holding a role a share needs, so that the truthful answer is true.
    const other = DEMO_USERS.find(
      (u) =>
        u.email !== actor.email &&
        SHAREABLE.some((r) => u.roles.includes(r)) &&
        (relation === 'OWN' ? u.companyCode === actor.companyCode : u.companyCode !== actor.companyCode),
    );
    return relation === 'OWN' || relation === 'FOREIGN' ? (other ? { kind: 'user', email: other.email } : undefined) : undefined;
  }
  if (runner.target === 'company') {
    if (relation === 'OWN') return { kind: 'company', code: actor.companyCode };
    if (relation === 'ACCESS') {
      const code = accessCompanies(role)[0];
      return code ? { kind: 'company', code } : undefined;
    }
    if (relation === 'FOREIGN') {
      const code = DEMO_COMPANIES.map((c) => c.code).find((c) => !inScope(role, c));
      return code ? { kind: 'company', code } : undefined;
    }
    // SHARED / REQUESTED: the owner company of such a segment.
    const s = segmentTarget({ ...runner, target: { types: [2] } }, role, relation);
    return s ? { kind: 'company', code: s.owner } : undefined;
  }
  if ('audience' in runner.target) {
    const a = audienceTarget(runner.target.audience, role, relation);
    return a ? { kind: 'audience', aud: a } : undefined;
  }
  const s = segmentTarget(runner, role, relation);
  return s ? { kind: 'segment', seg: s } : undefined;
}

// ───────────────────────────── audiences ─────────────────────────────

const BILLED_NOT = ['salesforce', 'talonone'];
let audiences: Aud[] = [];
const madeAudiences = new Set<string>();

/** The relation of an audience to a role: by company scope only (matrix.ts). */
function audienceRelationOf(role: MatrixRole, a: Aud): Relation {
  if (a.company === ACTORS[role].companyCode) return 'OWN';
  return inScope(role, a.company) ? 'ACCESS' : 'FOREIGN';
}

function audienceTarget(spec: AudienceSpec, role: MatrixRole, relation: Relation): Aud | undefined {
  return audiences
    .filter((a) => !madeAudiences.has(a.id))
    .filter((a) => a.requested === Boolean(spec.requested))
    .filter((a) => (spec.sent ? a.status !== 'P_NOD' && a.rows > 0 : true))
    .filter((a) => (spec.billable ? !BILLED_NOT.includes(a.platform) : true))
    .filter((a) => audienceRelationOf(role, a) === relation)
    .sort((x, y) => Number(x.id) - Number(y.id))[0];
}

type Creatable = { segment: string; account: string; platform: string };

/**
 * A segment and an ads account of a company to create an audience with: a contact segment of the company that
 * audiences already use (so no segment row of the matrix changes meaning) and is not shared, and an account
 * enabling one of the platforms that need no extra fields (gads, fbk, tiktok, criteo).
 */
async function creatable(companyCode: string): Promise<Creatable> {
  const segment = await db.query<{ code: string }>(
    `SELECT code FROM ${SCHEMA}.segments WHERE owner_company_code = $1 AND segment_type_id = 2 AND definition->>'type_name' = 'SEGMENT_CONTACT'
        AND NOT flag_shared AND num_audiences > 0 AND business_name NOT LIKE '%matriz%' ORDER BY code LIMIT 1`,
    [companyCode],
  );
  const account = await db.query<{ technical_name: string; flag_gads: string; flag_fbk: string; flag_tiktok: string; flag_criteo: string }>(
    `SELECT technical_name, flag_gads, flag_fbk, flag_tiktok, flag_criteo FROM ${SCHEMA}.ads_accounts
      WHERE company_code = $1 AND '1' IN (flag_gads, flag_fbk, flag_tiktok, flag_criteo) ORDER BY flag_gads DESC, id LIMIT 1`,
    [companyCode],
  );
  const a = account.rows[0];
  if (!segment.rows[0] || !a) throw new Error(`no contact segment with audiences or no ads account for ${companyCode}`);
  const platform = (['gads', 'fbk', 'tiktok', 'criteo'] as const).find((p) => a[`flag_${p}`] === '1')!;
  return { segment: segment.rows[0].code, account: a.technical_name, platform };
}

/** An ads account of a company enabling a platform, or else any of its accounts (for refusals). */
async function accountFor(companyCode: string, platform: 'salesforce' | 'talonone'): Promise<{ code: string; enables: boolean }> {
  const { rows } = await db.query<{ technical_name: string; enables: boolean }>(
    `SELECT technical_name, flag_${platform} = '1' AS enables FROM ${SCHEMA}.ads_accounts WHERE company_code = $1 ORDER BY flag_${platform} DESC, id LIMIT 1`,
    [companyCode],
  );
  if (!rows[0]) throw new Error(`no ads account for ${companyCode}`);
  return { code: rows[0].technical_name, enables: rows[0].enables };
}

const FUTURE = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
const TODAY = new Date().toISOString().slice(0, 10);
const audienceName = () => `matriz_aud ${RUN} ${next()}`;

/** The service's create payload for one platform of a company. */
function createPayload(companyCode: string, c: Creatable, name: string) {
  return {
    segment_code: c.segment,
    company_code: companyCode,
    audience_name: name,
    audience_description: DESCRIPTION,
    audience_frequency_code: '1_DAY',
    audience_start_date: TODAY,
    audience_end_date: FUTURE,
    platform: [c.platform],
    ads_account_code: c.account,
    recipients: '',
    ...(c.platform === 'gads' ? { audience_type_google: 'CONTACT_INFO' } : {}),
  };
}

/** The GraphQL input creating the same. */
const createInput = (companyCode: string, c: Creatable, name: string) => ({
  companyCode,
  segmentCode: c.segment,
  name,
  description: DESCRIPTION,
  startDate: TODAY,
  endDate: FUTURE,
  frequency: 'DAILY',
  adsAccountCode: c.account,
  platforms: [c.platform.toUpperCase()],
  ...(c.platform === 'gads' ? { google: { audienceType: 'CONTACT_INFO' } } : {}),
});

/** A fresh audience of the cell's relation, made by the admin through the service, prepared for the row. */
async function freshAudience(runner: Runner, role: MatrixRole, relation: Relation): Promise<Aud> {
  const companyCode = relation === 'OWN' ? ACTORS[role].companyCode : relation === 'ACCESS' ? accessCompanies(role)[0]! : '';
  if (!companyCode) throw new Error(`no fresh audience can be made for ${relation}`);
  const c = await creatable(companyCode);
  const name = audienceName();
  const r = await restCall(tokens.AUDIENCE_ADMIN, 'POST', '/audience-management/audiences/create', {
    payload: createPayload(companyCode, c, name),
  });
  const created = (r.body.data as { list_audience_data?: { id: number | string }[] } | undefined)?.list_audience_data?.[0];
  if (r.status !== 200 || !created) throw new Error(`fresh audience for ${companyCode}: ${r.status} ${JSON.stringify(r.body)}`);
  const id = String(created.id);
  madeAudiences.add(id);
  const fresh: Aud = {
    id,
    name: `INCA_${name}`,
    company: companyCode,
    platform: c.platform,
    status: 'P_NOD',
    rows: 0,
    requested: false,
    startDate: TODAY,
    endDate: FUTURE,
    frequency: '1_DAY',
    updateDay: null,
  };
  await runner.prepare?.(fresh);
  return fresh;
}

/**
 * A requested audience of each analyst's company (§6 '#requested' rows). The seed holds none for 022: the 032
 * segments 022 reached by approved requests are shared with another company, so §6 does not offer them for an
 * audience. When the seed holds none, the admin creates an audience of the company through the service and the
 * test marks it requested in PostgreSQL (as an audience on a requested segment is stored). Named 'matriz_sol',
 * removed in PostgreSQL afterwards (a requested audience cannot be deleted).
 */
async function ensureRequestedAudiences(): Promise<void> {
  for (const role of ['RETAIL_ANALYST', 'AUDIENCE_ANALYST'] as const) {
    const companyCode = ACTORS[role].companyCode;
    if (audiences.some((a) => a.requested && a.company === companyCode)) continue;
    const c = await creatable(companyCode);
    const r = await restCall(tokens.AUDIENCE_ADMIN, 'POST', '/audience-management/audiences/create', {
      payload: createPayload(companyCode, c, `matriz_sol ${RUN} ${next()}`),
    });
    const created = (r.body.data as { list_audience_data?: { id: number | string }[] } | undefined)?.list_audience_data?.[0];
    if (r.status !== 200 || !created) throw new Error(`a requested audience for ${companyCode}: ${r.status} ${JSON.stringify(r.body)}`);
    await db.query(`UPDATE ${SCHEMA}.audiences SET requested = true WHERE id = $1`, [created.id]);
  }
  audiences = await loadAudiences();
}

/** The ordinary audiences (coupon audiences belong to their campaign: coupon rows below). */
async function loadAudiences(): Promise<Aud[]> {
  const { rows } = await db.query<Aud>(
    `SELECT a.id::text AS id, a.custom_audience_name AS name, a.company_code AS company, a.ads_platform_code AS platform,
            a.assignment_status_code AS status, a.source_file_row_count::int AS rows, a.requested,
            to_char(a.start_date, 'YYYY-MM-DD') AS "startDate", to_char(a.end_date, 'YYYY-MM-DD') AS "endDate",
            a.frequency, a.update_date_number AS "updateDay"
       FROM ${SCHEMA}.audiences a WHERE a.coupon_campaign_id IS NULL ORDER BY a.id`,
  );
  return rows;
}

const FREQUENCY_VALUE: Record<string, string> = {
  '1_DAY': 'DAILY',
  '1_WEEK': 'WEEKLY',
  '15_DAY': 'FORTNIGHTLY',
  '1_MONTH': 'MONTHLY',
  '6_MONTH': 'SEMIANNUAL',
};

const setAudience = (sql: string) => async (a: Aud) => {
  await db.query(`UPDATE ${SCHEMA}.audiences SET ${sql} WHERE id = $1`, [a.id]);
};

async function inPool<T>(items: T[], work: (item: T) => Promise<void>) {
  let index = 0;
  await Promise.all(
    Array.from({ length: Math.min(CONCURRENCY, items.length) }, async () => {
      while (index < items.length) await work(items[index++]!);
    }),
  );
}

const SHAREABLE = ['audience_user', 'audience_analyst'] as const;
const shareableRoleOf = (email: string) =>
  DEMO_USERS.find((u) => u.email === email)!.roles.find((r) => (SHAREABLE as readonly string[]).includes(r))!;

const REST_STATUS: Record<string, number> = {
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  BAD_USER_INPUT: 400,
  ABSENT: 200,
  CONCEALED: 200,
};

// ───────────────────────────── how each row is called ─────────────────────────────

const simple = (query: string): Runner => ({ target: 'none', gateway: async (cell) => observed(await gql(query, cell.token)) });

const segmentSave = (s: Seg, previewIdValue: string) => ({
  companyCode: s.owner,
  attributes: attributes(s.owner),
  name: `${aliasOf.get(s.owner)}_matriz ${RUN} u${next()}`,
  description: DESCRIPTION,
  typeName: 'SEGMENT_CONTACT',
  previewId: previewIdValue,
});

const RUNNERS: Record<string, Runner> = {
  companies: simple('{ companies { code } }'),
  myTables: simple('{ myTables { relativeResourceName } }'),
  reports: simple('{ reports { id } }'),
  segmentTypes: simple('{ segmentTypes { id } }'),
  variableTypes: simple('{ variableTypes { id } }'),
  viewer: simple('{ viewer { email } }'),

  segment: {
    target: { types: [2] },
    gateway: async (cell) => observed(await gql('query($c: ID!) { segment(code: $c) { code } }', cell.token, { c: seg(cell).code })),
    service: async (cell) => {
      const byCode = await restCall(cell.token, 'GET', `/audience-management/segments/by-code?codes=${seg(cell).code}`);
      const one = await restCall(cell.token, 'GET', `/audience-management/segment-builder/segments/${seg(cell).code}`);
      return { status: one.status, reveals: byCode.status === 200 && codesOf(byCode.body.data).includes(seg(cell).code) };
    },
  },
  segments: {
    target: { types: [2] },
    gateway: async (cell) => {
      const r = await gql<{ segments: { nodes: { code: string }[] } }>(
        'query($n: String) { segments(filter: { name: $n }, pageSize: 100) { nodes { code } } }',
        cell.token,
        {
          n: seg(cell).name,
        },
      );
      return observed(r, () => r.data!.segments.nodes.some((n) => n.code === seg(cell).code));
    },
    service: async (cell) => {
      const r = await restCall(
        cell.token,
        'GET',
        `/audience-management/segments/list?name=${encodeURIComponent(seg(cell).name)}&page_size=100`,
      );
      return { status: r.status, reveals: codesOf(r.body.data).includes(seg(cell).code) };
    },
  },
  mergeOptions: {
    target: { types: [2] },
    gateway: async (cell) => {
      const r = await gql<{ mergeOptions: { code: string }[] }>('{ mergeOptions(type: SEGMENT_CONTACT) { code } }', cell.token);
      return observed(r, () => r.data!.mergeOptions.some((o) => o.code === seg(cell).code));
    },
    service: async (cell) => {
      const r = await restCall(cell.token, 'GET', '/audience-management/segment-builder/merge-options?type=SEGMENT_CONTACT');
      return { status: r.status, reveals: codesOf(r.body.data).includes(seg(cell).code) };
    },
  },
  'Segment.shares': {
    target: { types: [2] },
    gateway: async (cell) =>
      observed(await gql('query($c: ID!) { segment(code: $c) { code shares { id } } }', cell.token, { c: seg(cell).code })),
    service: async (cell) => ({
      status: (await restCall(cell.token, 'GET', `/audience-management/segments/${seg(cell).code}/shares`)).status,
    }),
  },

  segmentCatalogue: {
    target: 'company',
    gateway: async (cell) =>
      observed(
        await gql('query($c: ID!) { segmentCatalogue(companyCode: $c) { mergeTypes { value } } }', cell.token, { c: company(cell) }),
      ),
    service: async (cell) => ({
      status: (await restCall(cell.token, 'GET', `/audience-management/segment-builder/catalogue?company_code=${company(cell)}`)).status,
    }),
  },
  'segmentCatalogue#viewing': {
    target: { types: [2] },
    gateway: async (cell) =>
      observed(
        await gql('query($c: ID!, $s: ID) { segmentCatalogue(companyCode: $c, segmentCode: $s) { mergeTypes { value } } }', cell.token, {
          c: seg(cell).owner,
          s: seg(cell).code,
        }),
      ),
    service: async (cell) => ({
      status: (
        await restCall(
          cell.token,
          'GET',
          `/audience-management/segment-builder/catalogue?company_code=${seg(cell).owner}&segment_code=${seg(cell).code}`,
        )
      ).status,
    }),
  },
  previewSegment: {
    target: 'company',
    gateway: async (cell) => {
      const r = await previewId(cell.token, { companyCode: company(cell), attributes: attributes(company(cell)) });
      return r.refusal ?? { outcome: 'ALLOWED' };
    },
    service: async (cell) => ({
      status: (
        await restCall(cell.token, 'POST', '/audience-management/segment-builder/preview', {
          company_code: company(cell),
          attributes: attributes(company(cell)),
        })
      ).status,
    }),
  },
  'previewSegment#merge': {
    target: { types: [2] },
    gateway: async (cell) => {
      const r = await previewId(cell.token, {
        companyCode: ownCompany(cell),
        merge: { segmentA: seg(cell).code, segmentB: sideB(cell, seg(cell).code), mergeType: 'UNION' },
      });
      return r.refusal ?? { outcome: 'ALLOWED' };
    },
    service: async (cell) => ({
      status: (
        await restCall(cell.token, 'POST', '/audience-management/segment-builder/preview', {
          company_code: ownCompany(cell),
          merge: { segment_a: seg(cell).code, segment_b: sideB(cell, seg(cell).code), merge_type: 'UNION' },
        })
      ).status,
    }),
  },
  createSegment: {
    target: 'company',
    gateway: async (cell) => {
      const selection = { companyCode: company(cell), attributes: attributes(company(cell)) };
      const preview = cell.expected === 'ALLOWED' ? await previewId(cell.token, selection) : { id: BOGUS_PREVIEW };
      if (preview.refusal) return { ...preview.refusal, detail: `preview: ${preview.refusal.detail}` };
      const input = {
        ...selection,
        name: `${aliasOf.get(company(cell))}_matriz ${RUN} c${next()}`,
        description: DESCRIPTION,
        typeName: 'SEGMENT_CONTACT',
        previewId: preview.id,
      };
      const r = await gql<{ createSegment: { code: string } }>(CREATE, cell.token, { i: input });
      if (r.data?.createSegment) {
        made.add(r.data.createSegment.code);
        cleanup.push({ code: r.data.createSegment.code, token: tokens.AUDIENCE_ADMIN, merge: false });
      }
      return observed(r);
    },
    service: async (cell) => ({
      status: (
        await restCall(cell.token, 'POST', '/audience-management/segment-builder/segments', {
          company_code: company(cell),
          attributes: attributes(company(cell)),
          preview_id: BOGUS_PREVIEW,
          segment_name: `${aliasOf.get(company(cell))}_matriz ${RUN} r${next()}`,
          segment_description: DESCRIPTION,
          segment_type_name: 'SEGMENT_CONTACT',
        })
      ).status,
    }),
  },
  'createSegment#merge': {
    target: { types: [2] },
    gateway: async (cell) => {
      const merge = { segmentA: seg(cell).code, segmentB: sideB(cell, seg(cell).code), mergeType: 'UNION' };
      const preview =
        cell.expected === 'ALLOWED' ? await previewId(cell.token, { companyCode: ownCompany(cell), merge }) : { id: BOGUS_PREVIEW };
      if (preview.refusal) return { ...preview.refusal, detail: `preview: ${preview.refusal.detail}` };
      const input = {
        companyCode: ownCompany(cell),
        merge,
        name: `matriz combinado ${RUN} ${next()}`,
        description: DESCRIPTION,
        typeName: 'SEGMENT_CONTACT',
        previewId: preview.id,
      };
      const r = await gql<{ createSegment: { code: string } }>(CREATE, cell.token, { i: input });
      if (r.data?.createSegment) {
        made.add(r.data.createSegment.code);
        cleanup.push({ code: r.data.createSegment.code, token: cell.token, merge: true });
      }
      return observed(r);
    },
    service: async (cell) => ({
      status: (
        await restCall(cell.token, 'POST', '/audience-management/segment-builder/segments', {
          company_code: ownCompany(cell),
          merge: { segment_a: seg(cell).code, segment_b: sideB(cell, seg(cell).code), merge_type: 'UNION' },
          preview_id: BOGUS_PREVIEW,
          segment_name: `matriz combinado ${RUN} r${next()}`,
          segment_description: DESCRIPTION,
          segment_type_name: 'SEGMENT_CONTACT',
        })
      ).status,
    }),
  },
  updateSegment: {
    target: { types: [2] },
    fresh: true,
    gateway: async (cell) => {
      const s = seg(cell);
      let id = BOGUS_PREVIEW;
      if (cell.expected === 'ALLOWED') {
        const preview = await previewId(cell.token, { companyCode: s.owner, attributes: attributes(s.owner) });
        if (preview.refusal) return { ...preview.refusal, detail: `preview: ${preview.refusal.detail}` };
        id = preview.id!;
      }
      return observed(
        await gql('mutation($c: ID!, $i: SaveSegmentInput!) { updateSegment(code: $c, input: $i) { code } }', cell.token, {
          c: s.code,
          i: segmentSave(s, id),
        }),
      );
    },
    service: async (cell) => {
      const s = seg(cell);
      const body = {
        company_code: s.owner,
        attributes: attributes(s.owner),
        preview_id: BOGUS_PREVIEW,
        segment_name: `${aliasOf.get(s.owner)}_matriz ${RUN} r${next()}`,
        segment_description: DESCRIPTION,
        segment_type_name: 'SEGMENT_CONTACT',
      };
      return { status: (await restCall(cell.token, 'PUT', `/audience-management/segment-builder/segments/${s.code}`, body)).status };
    },
  },
  evaluateSegment: {
    target: { types: [2] },
    fresh: true,
    gateway: async (cell) =>
      observed(await gql('mutation($c: ID!) { evaluateSegment(code: $c) { code } }', cell.token, { c: seg(cell).code })),
    service: async (cell) => ({
      status: (await restCall(cell.token, 'POST', `/audience-management/segments/${seg(cell).code}/evaluate`, {})).status,
    }),
  },
  deleteSegment: {
    target: { types: [2] },
    fresh: true,
    gateway: async (cell) => observed(await gql(DELETE, cell.token, { c: seg(cell).code })),
    service: async (cell) => ({ status: (await restCall(cell.token, 'DELETE', `/audience-management/segments/${seg(cell).code}`)).status }),
  },
  duplicateSegment: {
    target: { types: [2] },
    gateway: async (cell) => {
      const r = await gql<{ duplicateSegment: { segment: { code: string } } }>(DUPLICATE, cell.token, {
        c: seg(cell).code,
        n: `matriz ${RUN} d${next()}`,
      });
      if (r.data?.duplicateSegment) {
        made.add(r.data.duplicateSegment.segment.code);
        cleanup.push({ code: r.data.duplicateSegment.segment.code, token: tokens.AUDIENCE_ADMIN, merge: false });
      }
      return observed(r);
    },
    service: async (cell) => ({
      status: (
        await restCall(cell.token, 'POST', `/audience-management/segments/${seg(cell).code}/duplicate`, {
          segment_duplicate_name: `matriz ${RUN} r${next()}`,
        })
      ).status,
    }),
  },
  shareSegment: {
    target: { types: [2] },
    fresh: true,
    gateway: async (cell) => observed(await gql(SHARE, cell.token, { c: seg(cell).code, co: shareCompanyFor(seg(cell).owner) })),
    service: async (cell) => ({
      status: (
        await restCall(cell.token, 'POST', `/audience-management/segments/${seg(cell).code}/shares`, {
          shared_with_type: 'COMPANY',
          shared_with_company_code: shareCompanyFor(seg(cell).owner),
        })
      ).status,
    }),
  },
  unshareSegment: {
    target: { types: [2] },
    fresh: true,
    gateway: async (cell) => {
      const s = seg(cell);
      let sharingId = s.shares[0]?.id ?? '999999';
      if (cell.expected === 'ALLOWED') {
        const shared = await gql<{ shareSegment: { shares: { id: string }[] } }>(SHARE, cell.token, {
          c: s.code,
          co: shareCompanyFor(s.owner),
        });
        if (shared.errors) return { ...observed(shared), detail: `share first: ${shared.errors[0]!.message}` };
        sharingId = shared.data!.shareSegment.shares[0]!.id;
      }
      return observed(
        await gql('mutation($c: ID!, $s: ID!) { unshareSegment(code: $c, sharingId: $s) { code } }', cell.token, {
          c: s.code,
          s: sharingId,
        }),
      );
    },
    service: async (cell) => ({
      status: (
        await restCall(
          cell.token,
          'DELETE',
          `/audience-management/segments/${seg(cell).code}/shares/${seg(cell).shares[0]?.id ?? '999999'}`,
        )
      ).status,
    }),
  },
  userHasRole: {
    target: 'user',
    gateway: async (cell) => {
      const r = await gql<{ userHasRole: boolean }>('query($e: String!, $r: Role!) { userHasRole(email: $e, role: $r) }', cell.token, {
        e: user(cell),
        r: shareableRoleOf(user(cell)).toUpperCase(),
      });
      const answer = observed(r);
      return answer.outcome === 'ALLOWED' && r.data!.userHasRole !== true ? { outcome: 'CONCEALED' } : answer;
    },
    service: async (cell) => {
      const r = await restCall(cell.token, 'POST', '/audience-management/users/role-check', {
        email: user(cell),
        rol: shareableRoleOf(user(cell)),
      });
      return { status: r.status, reveals: (r.body.data as { result?: boolean } | undefined)?.result === true };
    },
  },
};
const AUDIENCE = 'query($id: ID!) { audience(id: $id) { id } }';
const audienceRunner = (
  spec: AudienceSpec,
  gateway: Runner['gateway'],
  service: NonNullable<Runner['service']>,
  extra: Partial<Runner> = {},
): Runner => ({
  target: { audience: spec },
  gateway,
  service,
  ...extra,
});
const audienceMutation = (query: string, variables: (cell: Cell) => Record<string, unknown>) => async (cell: Cell) =>
  observed(await gql(query, cell.token, variables(cell)));

const UPDATE_AUDIENCE = 'mutation($id: ID!, $i: UpdateAudienceInput!) { updateAudience(id: $id, input: $i) { id } }';
const updateInput = (a: Aud) => ({
  name: a.name,
  description: DESCRIPTION,
  startDate: a.startDate,
  endDate: a.endDate,
  frequency: FREQUENCY_VALUE[a.frequency],
  updateDay: a.updateDay,
});
const BULK = 'mutation($i: BulkUpdateAudiencesInput!) { bulkUpdateAudiences(input: $i) { updatedCount } }';
const DELETE_AUDIENCE = 'mutation($id: ID!) { deleteAudience(id: $id) { id } }';
const TOGGLE = 'mutation($id: ID!) { setAudienceEnabled(id: $id, enabled: false) { message } }';
const RESEND = 'mutation($id: ID!) { resendAudience(id: $id) { message } }';
const FREQUENCY = 'mutation($id: ID!) { updateAudienceFrequency(id: $id) { message } }';
const BILL = 'mutation($id: ID!) { startBilling(id: $id) { message } }';

const restPut =
  (path: (a: Aud) => string, body: (a: Aud) => unknown = () => ({})) =>
  async (cell: Cell) => ({
    status: (await restCall(cell.token, 'PUT', path(aud(cell)), body(aud(cell)))).status,
  });
const restPost = (path: string, body: (a: Aud) => unknown) => async (cell: Cell) => ({
  status: (await restCall(cell.token, 'POST', path, body(aud(cell)))).status,
});

const AM_AUDIENCES = '/audience-management/audiences';

const audienceRunners: Record<string, Runner> = {
  audienceStates: simple('{ audienceStates { code } }'),
  audiencePlatforms: simple('{ audiencePlatforms { code } }'),
  audienceFrequencies: simple('{ audienceFrequencies { code } }'),
  audience: audienceRunner(
    {},
    async (cell) => observed(await gql(AUDIENCE, cell.token, { id: aud(cell).id })),
    async (cell) => {
      const one = await restCall(cell.token, 'GET', `${AM_AUDIENCES}/${aud(cell).id}/retrieve`);
      const byIds = await restCall(cell.token, 'GET', `${AM_AUDIENCES}/by-ids?ids=${aud(cell).id}`);
      return { status: one.status, reveals: byIds.status === 200 && Array.isArray(byIds.body.data) && byIds.body.data.length > 0 };
    },
  ),
  audiences: audienceRunner(
    {},
    async (cell) => {
      const r = await gql<{ audiences: { nodes: { id: string }[] } }>(
        'query($n: String) { audiences(filter: { name: $n }, pageSize: 100) { nodes { id } } }',
        cell.token,
        {
          n: aud(cell).name,
        },
      );
      return observed(r, () => r.data!.audiences.nodes.some((n) => n.id === aud(cell).id));
    },
    async (cell) => {
      const r = await restCall(cell.token, 'GET', `${AM_AUDIENCES}/list?name=${encodeURIComponent(aud(cell).name)}&page=1&page_size=100`);
      const rows = Array.isArray(r.body.data) ? (r.body.data as { id: number | string }[]) : [];
      return { status: r.status, reveals: rows.some((x) => String(x.id) === aud(cell).id) };
    },
  ),
  audienceListFileLink: audienceRunner(
    {},
    async (cell) => {
      const r = await gql<{ audienceListFileLink: { url: string } }>(
        'mutation($n: String) { audienceListFileLink(filter: { name: $n }) { url } }',
        cell.token,
        { n: aud(cell).name },
      );
      if (r.errors?.length) return observed(r);
      const file = await fetch(`${inject('gatewayUrl')}${r.data!.audienceListFileLink.url}`);
      await file.arrayBuffer();
      return observed(r, () => file.status === 200 && Number(file.headers.get('x-total-count')) > 0);
    },
    async (cell) => {
      const file = await fetch(
        `${inject('serviceUrls')['audience-management']}${AM_AUDIENCES}/export?name=${encodeURIComponent(aud(cell).name)}`,
        { headers: { authorization: `Bearer ${cell.token}` } },
      );
      await file.arrayBuffer();
      return { status: file.status, reveals: file.status === 200 && Number(file.headers.get('x-total-count')) > 0 };
    },
  ),
  audienceFormSegments: {
    target: 'company',
    gateway: async (cell) =>
      observed(await gql('query($c: ID!) { audienceFormSegments(companyCode: $c) { code } }', cell.token, { c: company(cell) })),
    service: async (cell) => ({
      status: (await restCall(cell.token, 'GET', `${AM_AUDIENCES}/segments?company_code=${company(cell)}`)).status,
    }),
  },
  talonOneApplications: {
    target: 'company',
    gateway: async (cell) => {
      const account = await accountFor(company(cell), 'talonone');
      return observed(
        await gql('query($c: ID!, $a: ID!) { talonOneApplications(companyCode: $c, adsAccountCode: $a) { id } }', cell.token, {
          c: company(cell),
          a: account.code,
        }),
      );
    },
    service: async (cell) => {
      const account = await accountFor(company(cell), 'talonone');
      return {
        status: (
          await restCall(
            cell.token,
            'GET',
            `${AM_AUDIENCES}/talonone/applications?company_code=${company(cell)}&ads_account_code=${account.code}&platform=talonone`,
          )
        ).status,
      };
    },
  },
  talonOneCampaigns: {
    target: 'company',
    gateway: async (cell) => {
      const account = await accountFor(company(cell), 'talonone');
      let application = '1';
      if (cell.expected === 'ALLOWED') {
        const apps = await gql<{ talonOneApplications: { id: string }[] }>(
          'query($c: ID!, $a: ID!) { talonOneApplications(companyCode: $c, adsAccountCode: $a) { id } }',
          tokens.AUDIENCE_ADMIN,
          {
            c: company(cell),
            a: account.code,
          },
        );
        application = apps.data?.talonOneApplications[0]?.id ?? application;
      }
      return observed(
        await gql(
          'query($c: ID!, $a: ID!, $p: ID!) { talonOneCampaigns(companyCode: $c, adsAccountCode: $a, applicationId: $p) { id } }',
          cell.token,
          { c: company(cell), a: account.code, p: application },
        ),
      );
    },
    service: async (cell) => {
      const account = await accountFor(company(cell), 'talonone');
      const path = `${AM_AUDIENCES}/talonone/campaigns?company_code=${company(cell)}&ads_account_code=${account.code}&platform=talonone&application_id=1`;
      return { status: (await restCall(cell.token, 'GET', path)).status };
    },
  },
  verifyAdsAccounts: {
    target: 'company',
    gateway: async (cell) =>
      observed(await gql('mutation($c: ID!) { verifyAdsAccounts(companyCode: $c) { technicalName } }', cell.token, { c: company(cell) })),
    service: async (cell) => ({
      status: (await restCall(cell.token, 'POST', '/audience-management/ads-accounts/verify', { company_code: company(cell) })).status,
    }),
  },
  createAudiences: {
    target: 'company',
    gateway: async (cell) => {
      const c = await creatable(company(cell));
      const r = await gql<{ createAudiences: { created: { id: string }[] } }>(
        'mutation($i: CreateAudienceInput!) { createAudiences(input: $i) { created { id } errors { message } } }',
        cell.token,
        { i: createInput(company(cell), c, audienceName()) },
      );
      for (const a of r.data?.createAudiences.created ?? []) madeAudiences.add(a.id);
      return observed(r);
    },
    service: async (cell) => {
      const c = await creatable(company(cell));
      return {
        status: (await restCall(cell.token, 'POST', `${AM_AUDIENCES}/create`, { payload: createPayload(company(cell), c, audienceName()) }))
          .status,
      };
    },
  },
  createSalesforceAutomation: {
    target: 'company',
    gateway: async (cell) => {
      const c = await creatable(company(cell));
      const account = await accountFor(company(cell), 'salesforce');
      const { platforms: _p, google: _g, ...input } = { ...createInput(company(cell), c, audienceName()), adsAccountCode: account.code };
      return observed(
        await gql('mutation($i: SalesforceAutomationInput!) { createSalesforceAutomation(input: $i) { automation { id } } }', cell.token, {
          i: input,
        }),
      );
    },
    service: async (cell) => {
      const c = await creatable(company(cell));
      const account = await accountFor(company(cell), 'salesforce');
      const {
        audience_type_google: _g,
        recipients: _r,
        ...body
      } = { ...createPayload(company(cell), c, audienceName()), platform: 'salesforce', ads_account_code: account.code };
      return { status: (await restCall(cell.token, 'POST', `${AM_AUDIENCES}/create-automation-salesforce`, body)).status };
    },
  },
  updateAudience: audienceRunner(
    {},
    audienceMutation(UPDATE_AUDIENCE, (cell) => ({ id: aud(cell).id, i: updateInput(aud(cell)) })),
    restPut(
      (a) => `${AM_AUDIENCES}/${a.id}/edit`,
      (a) => ({
        custom_audience_name: a.name,
        custom_audience_description: DESCRIPTION,
        start_date: a.startDate,
        end_date: a.endDate,
        frequency: a.frequency,
        update_date_number: a.updateDay,
      }),
    ),
    { fresh: true },
  ),
  bulkUpdateAudiences: audienceRunner(
    {},
    audienceMutation(BULK, (cell) => ({ i: { ids: [aud(cell).id], endDate: FUTURE, frequency: 'DAILY' } })),
    restPut(
      () => `${AM_AUDIENCES}/bulkUpdateAudiences`,
      (a) => ({ custom_audience_ids: [a.id], end_date: FUTURE, frequency: '1_DAY' }),
    ),
    { fresh: true },
  ),
  deleteAudience: audienceRunner(
    {},
    audienceMutation(DELETE_AUDIENCE, (cell) => ({ id: aud(cell).id })),
    restPut((a) => `${AM_AUDIENCES}/${a.id}/delete`),
    { fresh: true },
  ),
  setAudienceEnabled: audienceRunner(
    {},
    audienceMutation(TOGGLE, (cell) => ({ id: aud(cell).id })),
    restPut((a) => `${AM_AUDIENCES}/${a.id}/deactivate`),
    { fresh: true },
  ),
  resendAudience: audienceRunner(
    { sent: true },
    audienceMutation(RESEND, (cell) => ({ id: aud(cell).id })),
    restPost(`${AM_AUDIENCES}/resend`, (a) => ({ custom_audience_id: a.id })),
    { fresh: true, prepare: setAudience("assignment_status_code = 'P_PUB', source_file_row_count = 100") },
  ),
  updateAudienceFrequency: audienceRunner(
    {},
    audienceMutation(FREQUENCY, (cell) => ({ id: aud(cell).id })),
    restPost(`${AM_AUDIENCES}/frequency-update`, (a) => ({ custom_audience_id: a.id })),
    { fresh: true, prepare: setAudience('to_update = true') },
  ),
  startBilling: audienceRunner(
    { billable: true },
    audienceMutation(BILL, (cell) => ({ id: aud(cell).id })),
    restPost(`${AM_AUDIENCES}/start-billing`, (a) => ({ custom_audience_id: a.id })),
    {
      fresh: true,
      // A published status entry to bill (the billing figure counts P_PUB only).
      prepare: async (a) => {
        await setAudience("assignment_status_code = 'P_PUB', source_file_row_count = 100")(a);
        await db.query(
          `INSERT INTO ${SCHEMA}.audience_timeline (audience_id, assignment_status_code, assignment_status_date, match_data, audience_match_count, segment_row_count_unique, source_file_row_count)
           VALUES ($1, 'P_PUB', now(), $2, 100, 100, 100)`,
          [a.id, JSON.stringify(matchDataFor(a.platform as Platform, 100))],
        );
      },
    },
  ),
};
/**
 * GETs batch routes with the target beside an audience of the user's own company; answers the first refusal, else
 * 200. Each route must first answer the own audience alone (a missing route's 404 is not a refusal: it answers 0).
 */
const batchGets =
  (...paths: string[]) =>
  async (cell: Cell) => {
    const own = audiences.find((a) => a.company === ACTORS[cell.role].companyCode && a.id !== aud(cell).id);
    if (!own) throw new Error(`no audience of ${ACTORS[cell.role].companyCode} to batch beside the target`);
    const statuses = await Promise.all(
      paths.map(async (p) => {
        const alone = await restCall(cell.token, 'GET', `${AM_AUDIENCES}/${p}/by-ids?ids=${own.id}`);
        if (alone.status !== 200) return 0;
        return (await restCall(cell.token, 'GET', `${AM_AUDIENCES}/${p}/by-ids?ids=${own.id},${aud(cell).id}`)).status;
      }),
    );
    return { status: statuses.find((s) => s !== 200) ?? 200 };
  };
audienceRunners['Audience.runs'] = audienceRunner(
  {},
  async (cell) =>
    observed(
      await gql('query($id: ID!) { audience(id: $id) { runs { id } lastRun { id } qualityReport { runId } } }', cell.token, {
        id: aud(cell).id,
      }),
    ),
  batchGets('runs', 'quality'),
);
audienceRunners['Audience.timeline'] = audienceRunner(
  {},
  async (cell) =>
    observed(
      await gql('query($id: ID!) { audience(id: $id) { timeline { totalCount } tracks { date } } }', cell.token, { id: aud(cell).id }),
    ),
  batchGets('timeline', 'tracks'),
);
audienceRunners['Audience.billing'] = audienceRunner(
  { billable: true },
  async (cell) =>
    observed(
      await gql('query($id: ID!) { audience(id: $id) { billing { totalMatch } billingProcessDates } }', cell.token, { id: aud(cell).id }),
    ),
  async (cell) => {
    const statuses = await Promise.all(
      ['billing/list', 'billing/process-dates'].map(
        async (p) => (await restCall(cell.token, 'POST', `${AM_AUDIENCES}/${p}/by-ids`, { ads_audience_ids: [aud(cell).id] })).status,
      ),
    );
    return { status: statuses.find((s) => s !== 200) ?? 200 };
  },
);
audienceRunners['updateAudience#requested'] = { ...audienceRunners.updateAudience!, target: { audience: { requested: true } } };
audienceRunners['deleteAudience#requested'] = { ...audienceRunners.deleteAudience!, target: { audience: { requested: true } } };
audienceRunners['setAudienceEnabled#requested'] = { ...audienceRunners.setAudienceEnabled!, target: { audience: { requested: true } } };
audienceRunners['resendAudience#unsent'] = { ...audienceRunners.resendAudience!, target: { audience: {} }, prepare: undefined };

/** A contact segment `companyCode` may not use (another owner, never shared, never requested by it); one the role sees when there is one. */
function unusableSegmentFor(role: MatrixRole, companyCode: string): Seg {
  const candidates = segments.filter(
    (s) =>
      !made.has(s.code) &&
      s.owner !== companyCode &&
      s.type === 2 &&
      s.typeName === 'SEGMENT_CONTACT' &&
      !s.shared &&
      s.shares.length === 0 &&
      !s.requestedBy.includes(companyCode),
  );
  const pick = candidates.find((s) => inScope(role, s.owner)) ?? candidates[0];
  if (!pick) throw new Error(`no segment ${companyCode} may not use`);
  return pick;
}
audienceRunners['createAudiences#otherCompanySegment'] = {
  target: 'company',
  gateway: async (cell) => {
    const c = { ...(await creatable(company(cell))), segment: unusableSegmentFor(cell.role, company(cell)).code };
    const r = await gql<{ createAudiences: { created: { id: string }[] } }>(
      'mutation($i: CreateAudienceInput!) { createAudiences(input: $i) { created { id } errors { message } } }',
      cell.token,
      { i: createInput(company(cell), c, audienceName()) },
    );
    for (const a of r.data?.createAudiences.created ?? []) madeAudiences.add(a.id);
    return observed(r);
  },
  service: async (cell) => {
    const c = { ...(await creatable(company(cell))), segment: unusableSegmentFor(cell.role, company(cell)).code };
    const name = audienceName();
    const r = await restCall(cell.token, 'POST', `${AM_AUDIENCES}/create`, { payload: createPayload(company(cell), c, name) });
    // Nothing written: no audience of that name exists afterwards.
    const written = await db.query(`SELECT 1 FROM ${SCHEMA}.audiences WHERE custom_audience_name = $1`, [`INCA_${name}`]);
    return { status: r.status, reveals: written.rowCount! > 0 };
  },
};
audienceRunners['audienceFormSegments#otherCompanySegment'] = {
  target: 'company',
  gateway: async (cell) => {
    const code = unusableSegmentFor(cell.role, company(cell)).code;
    const r = await gql<{ audienceFormSegments: { code: string }[] }>(
      'query($c: ID!) { audienceFormSegments(companyCode: $c) { code } }',
      cell.token,
      { c: company(cell) },
    );
    return observed(r, () => r.data!.audienceFormSegments.some((s) => s.code === code));
  },
  service: async (cell) => {
    const code = unusableSegmentFor(cell.role, company(cell)).code;
    const r = await restCall(cell.token, 'GET', `${AM_AUDIENCES}/segments?company_code=${company(cell)}`);
    return { status: r.status, reveals: codesOf(r.body.data).includes(code) };
  },
};
Object.assign(RUNNERS, audienceRunners);

// ───────────── audience images ─────────────
/** An image and a generation of the target audience, written in PostgreSQL (a 024 audience can get none through the service). */
async function imageOf(a: Aud): Promise<{ image: string; generation: string }> {
  const generation = crypto.randomUUID();
  await db.query(
    `INSERT INTO audience_images.generations (id, audience_id, company_code, user_text, prompt, n, size, provider, state, progress, creation_user)
     VALUES ($1, $2, $3, 'matriz', 'matriz', 4, '1024x1024', 'vertex', 'DONE', 100, 'matrix@test')`,
    [generation, a.id, a.company],
  );
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO audience_images.images (audience_id, company_code, filename_storage, description, state, creation_user, generation_id)
     VALUES ($1, $2, $3, 'matriz', 2, 'matrix@test', $4) RETURNING id`,
    [a.id, a.company, `${crypto.randomUUID()}.png`, generation],
  );
  return { image: rows[0]!.id, generation };
}
/** The smallest bytes the images service takes as a picture (the PNG signature and a little more). */
const SMALL_PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x49, 0x48, 0x44, 0x52]);
const imagesRest = async (cell: Cell, method: string, path: string, body?: unknown) => ({
  status: (await rest('audience-images', `/audience-images${path}`, { token: cell.token, method, body })).status,
});
Object.assign(RUNNERS, {
  audienceImages: audienceRunner(
    {},
    async (cell) =>
      observed(
        await gql('query($c: String!, $a: ID!) { audienceImages(companyCode: $c, audienceId: $a) { total } }', cell.token, {
          c: aud(cell).company,
          a: aud(cell).id,
        }),
      ),
    (cell) => imagesRest(cell, 'GET', `/audience/${aud(cell).company}/${aud(cell).id}/list`),
  ),
  imageGeneration: audienceRunner(
    {},
    async (cell) =>
      observed(
        await gql('query($id: ID!) { imageGeneration(id: $id) { state } }', cell.token, { id: (await imageOf(aud(cell))).generation }),
      ),
    async (cell) => imagesRest(cell, 'GET', `/generations/${(await imageOf(aud(cell))).generation}`),
  ),
  cancelImageGeneration: audienceRunner(
    {},
    async (cell) =>
      observed(
        await gql('mutation($id: ID!) { cancelImageGeneration(id: $id) { state } }', cell.token, {
          id: (await imageOf(aud(cell))).generation,
        }),
      ),
    async (cell) => imagesRest(cell, 'POST', `/generations/${(await imageOf(aud(cell))).generation}/cancel`, {}),
  ),
  generateAudienceImages: audienceRunner(
    {},
    async (cell) =>
      observed(
        await gql('mutation($i: GenerateAudienceImagesInput!) { generateAudienceImages(input: $i) { id } }', cell.token, {
          i: { audienceId: aud(cell).id, companyCode: aud(cell).company, description: 'un parque con árboles' },
        }),
      ),
    (cell) =>
      imagesRest(cell, 'POST', '/vertex/generate', {
        prompt: 'un parque',
        n: 4,
        size: '1024x1024',
        id_audiencia: Number(aud(cell).id),
        is_audience: true,
        company_code: aud(cell).company,
        wait: false,
      }),
  ),
  setAudienceImageState: audienceRunner(
    {},
    async (cell) =>
      observed(
        await gql(
          'mutation($c: String!, $a: ID!, $i: ID!) { setAudienceImageState(companyCode: $c, audienceId: $a, imageId: $i, state: SELECTED) { id } }',
          cell.token,
          {
            c: aud(cell).company,
            a: aud(cell).id,
            i: (await imageOf(aud(cell))).image,
          },
        ),
      ),
    async (cell) => {
      const { image } = await imageOf(aud(cell));
      return imagesRest(cell, 'PUT', `/${aud(cell).company}/${image}/update/${aud(cell).id}/state`, { id: Number(image), state: 1 });
    },
  ),
  deleteAudienceImage: audienceRunner(
    {},
    async (cell) =>
      observed(
        await gql(
          'mutation($c: String!, $a: ID!, $i: ID!) { deleteAudienceImage(companyCode: $c, audienceId: $a, imageId: $i) }',
          cell.token,
          {
            c: aud(cell).company,
            a: aud(cell).id,
            i: (await imageOf(aud(cell))).image,
          },
        ),
      ),
    async (cell) =>
      imagesRest(cell, 'DELETE', `/${aud(cell).company}/${aud(cell).id}/delete`, { id: Number((await imageOf(aud(cell))).image) }),
  ),
  audienceImageDownloadLink: audienceRunner(
    {},
    // The image row has no stored file, so the link itself is the answer: it is issued only after the image's rule.
    async (cell) =>
      observed(
        await gql('mutation($i: ID!) { audienceImageDownloadLink(imageId: $i) { url } }', cell.token, {
          i: (await imageOf(aud(cell))).image,
        }),
      ),
    async (cell) => imagesRest(cell, 'GET', `/images/${(await imageOf(aud(cell))).image}`),
  ),
  audienceImageUploadLink: audienceRunner(
    {},
    async (cell) => {
      const r = await gql<{ audienceImageUploadLink: { url: string } }>(
        'mutation($c: String!, $a: ID!) { audienceImageUploadLink(companyCode: $c, audienceId: $a, description: "matriz") { url } }',
        cell.token,
        { c: aud(cell).company, a: aud(cell).id },
      );
      if (r.errors?.length) return observed(r);
      const posted = await fetch(`${inject('gatewayUrl')}${r.data!.audienceImageUploadLink.url}`, { method: 'POST', body: SMALL_PNG });
      await posted.arrayBuffer();
      const outcome = { 200: 'ALLOWED', 403: 'FORBIDDEN', 404: 'NOT_FOUND' }[posted.status];
      return { outcome: outcome ?? `HTTP ${posted.status}` };
    },
    async (cell) => {
      const posted = await fetch(
        `${inject('serviceUrls')['audience-images']}/audience-images/audience/${aud(cell).company}/${aud(cell).id}/upload?description=matriz`,
        { method: 'POST', headers: { authorization: `Bearer ${cell.token}` }, body: SMALL_PNG },
      );
      await posted.arrayBuffer();
      return { status: posted.status };
    },
  ),
} satisfies Record<string, Runner>);

// Publishing as the user sees it: the match prediction reads a segment; the outbox is the admin's.
RUNNERS.audienceMatchPrediction = {
  target: { types: [2] },
  gateway: async (cell) =>
    observed(
      await gql('query($c: ID!) { audienceMatchPrediction(segmentCode: $c, platforms: [FBK]) { predictedMatch } }', cell.token, {
        c: seg(cell).code,
      }),
    ),
  service: async (cell) => ({
    status: (
      await restCall(cell.token, 'GET', `/audience-management/audiences/match-prediction?segment_code=${seg(cell).code}&platforms=fbk`)
    ).status,
  }),
};
RUNNERS.mailOutbox = {
  target: 'none',
  gateway: async (cell) => observed(await gql('{ mailOutbox { totalCount } }', cell.token)),
  service: async (cell) => ({ status: (await restCall(cell.token, 'GET', '/audience-management/mail/outbox?page=1&page_size=10')).status }),
};

// The configuration screen: admin only; the admin's save writes 022's flags back unchanged.
const FLAG_FIELDS =
  'approveRequestData shareAction separatedKeyAds gptImages talononeCoupons retailPurchasePrediction userIdTalonone editSegment editAudienceTypeGoogle';
const currentFlags = async () =>
  (
    await gql<{ companyConfigurations: { company: { code: string }; flags: Record<string, boolean> }[] }>(
      `{ companyConfigurations { company { code } flags { ${FLAG_FIELDS} } } }`,
      tokens.AUDIENCE_ADMIN,
    )
  ).data!.companyConfigurations.find((c) => c.company.code === '022')!.flags;
const asRest = (flags: Record<string, boolean>) =>
  Object.fromEntries(
    Object.entries(flags)
      .filter(([k]) => k !== '__typename')
      .map(([k, v]) => [k.replace(/[A-Z]/g, (m) => `_${m.toLowerCase()}`), v ? '1' : '0']),
  );
Object.assign(RUNNERS, {
  companyConfigurations: {
    target: 'none',
    gateway: async (cell) => observed(await gql('{ companyConfigurations { company { code } } }', cell.token)),
    service: async (cell) => ({ status: (await restCall(cell.token, 'GET', '/audience-management/configuration/company-flags')).status }),
  },
  adsAccountValidations: {
    target: 'none',
    gateway: async (cell) => observed(await gql('{ adsAccountValidations(processDate: "2026-01-01") { platform } }', cell.token)),
    service: async (cell) => ({
      status: (await restCall(cell.token, 'GET', '/audience-management/configuration/ads-validations?process_date=2026-01-01')).status,
    }),
  },
  updateCompanyFlags: {
    target: 'none',
    gateway: async (cell) =>
      observed(
        await gql(
          'mutation($f: CompanyFlagsInput!) { updateCompanyFlags(companyCode: "022", flags: $f) { company { code } } }',
          cell.token,
          { f: await currentFlags() },
        ),
      ),
    service: async (cell) => ({
      status: (
        await restCall(cell.token, 'PUT', '/audience-management/configuration/company-flags/022', { flags: asRest(await currentFlags()) })
      ).status,
    }),
  },
  adsAccountSettings: {
    target: 'none',
    gateway: async (cell) => observed(await gql('{ adsAccountSettings(companyCode: "022") { id channels { secretSet } } }', cell.token)),
    service: async (cell) => ({
      status: (await restCall(cell.token, 'GET', '/audience-management/configuration/ads-accounts?company_code=022')).status,
    }),
  },
  saveAdsAccount: {
    target: 'none',
    gateway: async (cell) => {
      const n = next();
      const channels = ['GADS', 'FBK', 'TIKTOK', 'SALESFORCE', 'TALONONE', 'CRITEO', 'ADOBE'].map((platform) => ({
        platform,
        enabled: platform === 'FBK',
        ...(platform === 'FBK' ? { accountId: '1234567890' } : {}),
      }));
      const input = {
        companyCode: '011',
        businessName: `Matriz ${RUN} ${n}`,
        technicalName: `matriz_${RUN}_${n}`,
        sendNotification: false,
        channels,
      };
      return observed(await gql('mutation($i: AdsAccountInput!) { saveAdsAccount(input: $i) { id } }', cell.token, { i: input }));
    },
    service: async (cell) => ({
      status: (await restCall(cell.token, 'POST', '/audience-management/configuration/ads-accounts', { company_code: '011' })).status,
    }),
  },
} satisfies Record<string, Runner>);

// Reports: report management, the analytics reports of the menu, built-in report figures.
const reportsRest = (cell: Cell, path: string, data: unknown) =>
  rest<{ data?: Record<string, unknown> }>('reports', path, { token: cell.token, method: 'POST', body: { data } });
const ADMIN_ONLY_REPORT = 'report_1774915200000';
const reportInput = () => ({
  code: `matriz-${RUN}-${next()}`,
  title: 'Reporte de la matriz',
  type: 'INCA',
  description: 'Creado por la matriz de autorización.',
  allPermission: true,
  link: 'inca:performance',
  updateHours: ['06:00'],
  maintenance: false,
});
const reportFields = () => ({
  code: `matriz-${RUN}-${next()}`,
  title: 'Reporte de la matriz',
  type: 'inca',
  description: 'Creado por la matriz.',
  all_permission: true,
  link: 'inca:performance',
  update_hours: ['06:00'],
  maintenance: false,
});
const ownParams = async (token: string) =>
  (
    await rest<{ data: { params: string } }>('reports', '/reports/aud_analytics/generate_param', {
      token,
      method: 'POST',
      body: { data: {} },
    })
  ).body.data.params;
const otherUsersParams = (cell: Cell) => ownParams(tokens[cell.role === 'AUDIENCE_ADMIN' ? 'RETAIL_ANALYST' : 'AUDIENCE_ADMIN']);
const analyticsRunner = (kind: 'PERFORMANCE' | 'OMNICHANNEL' | 'SHARE', key: string): Runner => ({
  target: 'none',
  gateway: async (cell) => {
    const r = await gql<{ analyticsReport: { available: boolean } }>(
      `{ analyticsReport(report: ${kind}) { available frame { params } } }`,
      cell.token,
    );
    return observed(r, () => r.data!.analyticsReport.available);
  },
  service: async (cell) => {
    const r = await reportsRest(cell, '/reports/aud_analytics/get_reports', {});
    return { status: r.status, reveals: r.body.data?.[key] != null };
  },
});
const BUILT_IN = 'query($p: String!, $f: BuiltInReportFilter) { builtInReport(report: PERFORMANCE, params: $p, filter: $f) { companies } }';
Object.assign(RUNNERS, {
  report: {
    target: 'none',
    gateway: async (cell) =>
      observed(await gql('query($id: ID!) { report(id: $id) { id frame { params } } }', cell.token, { id: ADMIN_ONLY_REPORT })),
    service: async (cell) => ({ status: (await reportsRest(cell, '/reports/module-dashboard/get', { id: ADMIN_ONLY_REPORT })).status }),
  },
  analyticsReport: analyticsRunner('PERFORMANCE', 'performance'),
  'analyticsReport#omnichannel': analyticsRunner('OMNICHANNEL', 'omnicanal'),
  'analyticsReport#share': analyticsRunner('SHARE', 'quality_shared'),
  builtInReport: { target: 'none', gateway: async (cell) => observed(await gql(BUILT_IN, cell.token, { p: await ownParams(cell.token) })) },
  'builtInReport#foreignParams': {
    target: 'none',
    gateway: async (cell) => observed(await gql(BUILT_IN, cell.token, { p: await otherUsersParams(cell) })),
    service: async (cell) => ({
      status: (
        await reportsRest(cell, '/reports/aud_analytics/report_data', { report: 'performance', params: await otherUsersParams(cell) })
      ).status,
    }),
  },
  'builtInReport#company022': {
    target: 'none',
    gateway: async (cell) => observed(await gql(BUILT_IN, cell.token, { p: await ownParams(cell.token), f: { companyCode: '022' } })),
    service: async (cell) => ({
      status: (
        await reportsRest(cell, '/reports/aud_analytics/report_data', {
          report: 'performance',
          params: await ownParams(cell.token),
          filters: { company_code: '022' },
        })
      ).status,
    }),
  },
  createReport: {
    target: 'none',
    gateway: async (cell) =>
      observed(await gql('mutation($i: ReportInput!) { createReport(input: $i) { id } }', cell.token, { i: reportInput() })),
    service: async (cell) => ({ status: (await reportsRest(cell, '/reports/module-dashboard/create', reportFields())).status }),
  },
  updateReport: {
    target: 'none',
    gateway: async (cell) =>
      observed(
        await gql('mutation($id: ID!, $i: ReportInput!) { updateReport(id: $id, input: $i) { id } }', cell.token, {
          id: await adminReport(),
          i: reportInput(),
        }),
      ),
    service: async (cell) => ({
      status: (await reportsRest(cell, '/reports/module-dashboard/update', { id: await adminReport(), ...reportFields() })).status,
    }),
  },
  deleteReport: {
    target: 'none',
    gateway: async (cell) => observed(await gql('mutation($id: ID!) { deleteReport(id: $id) }', cell.token, { id: await adminReport() })),
    service: async (cell) => ({
      status: (await reportsRest(cell, '/reports/module-dashboard/delete', { id: await adminReport() })).status,
    }),
  },
} satisfies Record<string, Runner>);
/** A report the admin makes for each update/delete cell (so one cell's delete never takes another's target). */
async function adminReport(): Promise<string> {
  const r = await gql<{ createReport: { id: string } }>(
    'mutation($i: ReportInput!) { createReport(input: $i) { id } }',
    tokens.AUDIENCE_ADMIN,
    { i: reportInput() },
  );
  if (!r.data) throw new Error(`no report for the matrix: ${r.errors?.[0]?.message}`);
  return r.data.createReport.id;
}

// Data access: the exception screen, cross-table segments, the table-access service. Requests and
// grants a cell makes are declined or deleted right after it, so later rows see the seeded relations.
const taRest = (cell: Cell, path: string, body: unknown = {}) =>
  rest<{ data?: unknown }>('table-access', path, { token: cell.token, method: 'POST', body });
const TA = (table: string, dataset: string) => `projects/inca-warehouse/datasets/${dataset}/tables/${table}`;
const DATASET_OF: Record<string, string> = { '032': 'corporativo', '022': 'retail', '024': 'marcas', '011': 'financiera' };
const IN_TEN_DAYS = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
const sandboxGroup = async (code: string) =>
  (
    await db.query<{ use_case: string; group_name: string }>(
      'SELECT use_case, group_name FROM table_access.sandbox_use_cases WHERE company_code = $1 ORDER BY use_case, group_name LIMIT 1',
      [code],
    )
  ).rows[0]!;
const sandboxSource = async (code: string) => {
  const g = await sandboxGroup(code);
  return { companyCode: code, sandbox: true, useCase: g.use_case, group: g.group_name };
};
/**
 * Cross-table segments the cells made: not every company has a user who may delete its segments (011 has
 * none), so they are removed in PostgreSQL before the matrix's own clean-up looks for leftovers.
 */
const madeCrossTables: string[] = [];
afterAll(async () => {
  if (!madeCrossTables.length) return;
  const client = new pg.Client({ connectionString: inject('databaseUrl') });
  await client.connect();
  await client.query(`DELETE FROM ${SCHEMA}.segments WHERE code = ANY($1::text[])`, [madeCrossTables]);
  await client.end();
});
const PREVIEW_CROSS = 'mutation($i: CrossTableInput!) { previewCrossTable(input: $i) { previewId } }';
const CREATE_CROSS = 'mutation($i: SaveCrossTableInput!) { createCrossTableSegment(input: $i) { code } }';
const UPDATE_CROSS = 'mutation($c: ID!, $i: SaveCrossTableInput!) { updateCrossTableSegment(code: $c, input: $i) { code } }';
const crossRest = (source: { companyCode: string; useCase: string; group: string }) => ({
  company_code: source.companyCode,
  sandbox: true,
  sandbox_use_case: source.useCase,
  sandbox_segment: source.group,
});
/** A sandbox segment of `code` made through the graph by `token` (deleted in afterAll). */
async function crossTableSegment(token: string, code: string): Promise<string> {
  const source = await sandboxSource(code);
  const preview = await gql<{ previewCrossTable: { previewId: string } }>(PREVIEW_CROSS, token, { i: source });
  if (!preview.data) throw new Error(`cross-table preview for ${code}: ${preview.errors?.[0]?.message}`);
  const r = await gql<{ createCrossTableSegment: { code: string } }>(CREATE_CROSS, token, {
    i: {
      previewId: preview.data.previewCrossTable.previewId,
      name: `${aliasOf.get(code)}_matrizx ${RUN} x${next()}`,
      description: DESCRIPTION,
      typeName: 'SEGMENT_CONTACT',
      source,
    },
  });
  if (!r.data) throw new Error(`cross-table segment for ${code}: ${r.errors?.[0]?.message}`);
  made.add(r.data.createCrossTableSegment.code);
  madeCrossTables.push(r.data.createCrossTableSegment.code);
  return r.data.createCrossTableSegment.code;
}
/** A segment of `owner` for which `company` has no pending request (the oldest such). */
const requestableOf = async (owner: string, company: string) =>
  (
    await db.query<{ code: string }>(
      `SELECT code FROM ${SCHEMA}.segments s WHERE owner_company_code = $1 AND NOT EXISTS
         (SELECT 1 FROM ${SCHEMA}.access_requests ar WHERE ar.segment_code = s.code AND ar.requesting_company_code = $2 AND ar.status = 'PENDING')
       ORDER BY code LIMIT 1`,
      [owner, company],
    )
  ).rows[0]!.code;
/** A fresh request of 024 (by analyst@brand.demo) for a segment of `owner`, approved first when asked. */
async function segmentRequest(owner = '022', approved = false): Promise<string> {
  const r = await rest<{ data: { id: string }[] }>(AM, '/audience-management/access/requests/save', {
    token: tokens.AUDIENCE_ANALYST,
    method: 'POST',
    body: { segment_code: await requestableOf(owner, '024'), company_code: ['024'], end_date: IN_TEN_DAYS },
  });
  const id = r.body.data?.[0]?.id;
  if (!id) throw new Error(`no segment request for the matrix: ${JSON.stringify(r.body)}`);
  if (approved)
    await rest(AM, '/audience-management/access/requests/accept', {
      token: tokens.AUDIENCE_ADMIN,
      method: 'POST',
      body: { id: Number(id), request_until_date: IN_TEN_DAYS },
    });
  return id;
}
const closeSegmentRequests = (ids: string[]) =>
  db.query(`UPDATE ${SCHEMA}.access_requests SET status = 'DECLINED' WHERE id = ANY($1::bigint[])`, [ids]);
/** Runs a cell on fresh segment requests and declines them afterwards (an approved one would change relations). */
const onSegmentRequests =
  (count: number, approved: boolean, call: (cell: Cell, ids: string[]) => Promise<GraphQLResponse<unknown>>, owner = '022') =>
  async (cell: Cell) => {
    const ids: string[] = [];
    for (let i = 0; i < count; i += 1) ids.push(await segmentRequest(owner, approved));
    try {
      return observed(await call(cell, ids));
    } finally {
      await closeSegmentRequests(ids);
    }
  };
const segmentRequestRest =
  (path: string, body: (ids: string[]) => unknown, count = 1, approved = false, owner = '022') =>
  async (cell: Cell) => {
    const ids: string[] = [];
    for (let i = 0; i < count; i += 1) ids.push(await segmentRequest(owner, approved));
    try {
      return { status: (await restCall(cell.token, 'POST', `/audience-management/access/${path}`, body(ids))).status };
    } finally {
      await closeSegmentRequests(ids);
    }
  };
/** A table request of analyst@brand.demo on a marcas table without a pending one, approved first when asked. */
async function tableRequest(approved = false): Promise<string> {
  const { rows } = await db.query<{ relative_resource_name: string }>(
    `SELECT relative_resource_name FROM table_access.warehouse_objects o WHERE domain = 'brand.demo' AND NOT synthetic AND NOT EXISTS
       (SELECT 1 FROM table_access.access_requests r WHERE r.relative_resource_name = o.relative_resource_name AND r.requested_by = 'analyst@brand.demo' AND r.status = 'PENDING')
     ORDER BY 1 LIMIT 1`,
  );
  const r = await rest<{ data?: { id: string } }>('table-access', '/tables_views/requests/create', {
    token: tokens.AUDIENCE_ANALYST,
    method: 'POST',
    body: { relative_resource_name: rows[0]!.relative_resource_name, reason: DESCRIPTION, until_date: IN_TEN_DAYS },
  });
  if (!r.body.data) throw new Error(`no table request for the matrix: ${JSON.stringify(r.body)}`);
  if (approved)
    await rest('table-access', '/tables_views/requests/accept', {
      token: tokens.AUDIENCE_ADMIN,
      method: 'POST',
      body: { id: Number(r.body.data.id), request_until_date: IN_TEN_DAYS },
    });
  return r.body.data.id;
}
/** Removes table requests (and the grants they gave) that a cell made. */
async function dropTableRequests(filter: string, params: unknown[]): Promise<void> {
  await db.query(
    `DELETE FROM table_access.object_grants g USING table_access.access_requests r WHERE g.request_id = r.id AND (${filter})`,
    params,
  );
  await db.query(`DELETE FROM table_access.access_requests r WHERE ${filter}`, params);
}
const onTableRequest = (
  approved: boolean,
  gateway: (cell: Cell, id: string) => Promise<GraphQLResponse<unknown>>,
  service: (cell: Cell, id: string) => Promise<{ status: number }>,
): Runner => ({
  target: 'none',
  gateway: async (cell) => {
    const id = await tableRequest(approved);
    try {
      return observed(await gateway(cell, id));
    } finally {
      await dropTableRequests('r.id = $1', [id]);
    }
  },
  service: async (cell) => {
    const id = await tableRequest(approved);
    try {
      return await service(cell, id);
    } finally {
      await dropTableRequests('r.id = $1', [id]);
    }
  },
});
/** Requests a cell files itself are removed after it (they would otherwise block later requests). */
const ownTableRequest = (table: (cell: Cell) => Promise<string>, productivize = false): Runner => {
  const body = async (cell: Cell) =>
    productivize
      ? { relative_resource_name: await table(cell), use_case: 'propension_compra', reason: DESCRIPTION }
      : { relative_resource_name: await table(cell), reason: DESCRIPTION, until_date: IN_TEN_DAYS };
  const drop = (cell: Cell) => dropTableRequests('r.requested_by = $1 AND r.reason = $2', [ACTORS[cell.role].email, DESCRIPTION]);
  return {
    target: 'none',
    gateway: async (cell) => {
      const b = await body(cell);
      try {
        return productivize
          ? observed(
              await gql('mutation($i: RequestProductivizeInput!) { requestProductivize(input: $i) { id } }', cell.token, {
                i: { relativeResourceName: b.relative_resource_name, useCase: 'propension_compra', reason: DESCRIPTION },
              }),
            )
          : observed(
              await gql('mutation($i: RequestTableAccessInput!) { requestTableAccess(input: $i) { id } }', cell.token, {
                i: { relativeResourceName: b.relative_resource_name, reason: DESCRIPTION, untilDate: IN_TEN_DAYS },
              }),
            );
      } finally {
        await drop(cell);
      }
    },
    service: async (cell) => {
      try {
        return {
          status: (
            await taRest(cell, productivize ? '/tables_views/requests/productivize' : '/tables_views/requests/create', await body(cell))
          ).status,
        };
      } finally {
        await drop(cell);
      }
    },
  };
};
const ownDomainTable = async (cell: Cell) => {
  const dataset = DATASET_OF[ACTORS[cell.role].companyCode]!;
  const { rows } = await db.query<{ relative_resource_name: string }>(
    `SELECT relative_resource_name FROM table_access.warehouse_objects o WHERE dataset_id = $1 AND NOT EXISTS
       (SELECT 1 FROM table_access.access_requests r WHERE r.relative_resource_name = o.relative_resource_name AND r.requested_by = $2 AND r.status = 'PENDING')
     ORDER BY object_id DESC LIMIT 1`,
    [dataset, ACTORS[cell.role].email],
  );
  return rows[0]!.relative_resource_name;
};
const RETAIL_COMPRAS = TA('compras', 'retail');
const ACCESS_ROWS = new Set([
  'createCrossTableSegment',
  'updateCrossTableSegment',
  'createAccessRequest',
  'approveAccessRequest',
  'declineAccessRequest',
  'updateAccessRequestUntilDate',
  'approveAccessRequests',
  'declineAccessRequests',
  'requestTableAccess',
  'requestProductivize',
  'approveTableAccessRequest',
  'declineTableAccessRequest',
  'updateTableAccessUntilDate',
  'saveCompanyRestriction',
  'saveAttributeRestriction',
]);
Object.assign(RUNNERS, {
  exceptionAccess: simple('{ exceptionAccess { requests } }'),
  accessRequests: {
    target: 'none',
    gateway: async (cell) => observed(await gql('{ accessRequests { total } }', cell.token)),
    service: async (cell) => ({ status: (await restCall(cell.token, 'GET', '/audience-management/access/requests/list')).status }),
  },
  accessRequest: {
    target: 'none',
    gateway: async (cell) =>
      observed(await gql('query($id: ID!) { accessRequest(id: $id) { id } }', cell.token, { id: await seededRequest() })),
    service: async (cell) => ({
      status: (await restCall(cell.token, 'GET', `/audience-management/access/requests/${await seededRequest()}`)).status,
    }),
  },
  requestableSegments: simple('{ requestableSegments { code } }'),
  companyRestrictions: {
    target: 'none',
    gateway: async (cell) => observed(await gql('{ companyRestrictions { company { code } } }', cell.token)),
    service: async (cell) => ({ status: (await restCall(cell.token, 'GET', '/audience-management/access/restrictions')).status }),
  },
  attributeRestriction: {
    target: 'none',
    gateway: async (cell) => observed(await gql('{ attributeRestriction(companyCode: "011") { attributeIds } }', cell.token)),
    service: async (cell) => ({
      status: (await restCall(cell.token, 'GET', '/audience-management/access/attribute-restrictions?company_code=011')).status,
    }),
  },
  attributeRestrictionCatalogue: {
    target: 'none',
    gateway: async (cell) => observed(await gql('{ attributeRestrictionCatalogue { name } }', cell.token)),
    service: async (cell) => ({ status: (await restCall(cell.token, 'GET', '/audience-management/access/attributes')).status }),
  },
  saveCompanyRestriction: {
    target: 'none',
    gateway: async (cell) =>
      observed(
        await gql(
          'mutation($r: [ID!]!) { saveCompanyRestriction(companyCode: "011", restrictedCompanyCodes: $r) { company { code } } }',
          cell.token,
          { r: await restrictionsOf011() },
        ),
      ),
    service: async (cell) => ({
      status: (
        await restCall(cell.token, 'POST', '/audience-management/access/restrictions/update', {
          company_code: '011',
          restrictions: await restrictionsOf011(),
        })
      ).status,
    }),
  },
  saveAttributeRestriction: {
    target: 'none',
    gateway: async (cell) =>
      observed(
        await gql('mutation($a: [Int!]!) { saveAttributeRestriction(companyCode: "011", attributeIds: $a) { attributeIds } }', cell.token, {
          a: await attributeRestrictionsOf011(),
        }),
      ),
    service: async (cell) => ({
      status: (
        await restCall(cell.token, 'POST', '/audience-management/access/attribute-restrictions/save', {
          company_code: '011',
          attributes: await attributeRestrictionsOf011(),
        })
      ).status,
    }),
  },
  previewCrossTable: {
    target: 'company',
    gateway: async (cell) => observed(await gql(PREVIEW_CROSS, cell.token, { i: await sandboxSource(company(cell)) })),
    service: async (cell) => ({
      status: (
        await restCall(cell.token, 'POST', '/audience-management/crossing-segment/preview', crossRest(await sandboxSource(company(cell))))
      ).status,
    }),
  },
  createCrossTableSegment: {
    target: 'company',
    gateway: async (cell) => {
      const source = await sandboxSource(company(cell));
      let previewId = BOGUS_PREVIEW;
      if (cell.expected === 'ALLOWED') {
        const preview = await gql<{ previewCrossTable: { previewId: string } }>(PREVIEW_CROSS, cell.token, { i: source });
        if (!preview.data) return { ...observed(preview), detail: `preview: ${preview.errors?.[0]?.message}` };
        previewId = preview.data.previewCrossTable.previewId;
      }
      const r = await gql<{ createCrossTableSegment: { code: string } }>(CREATE_CROSS, cell.token, {
        i: {
          previewId,
          name: `${aliasOf.get(company(cell))}_matrizx ${RUN} t${next()}`,
          description: DESCRIPTION,
          typeName: 'SEGMENT_CONTACT',
          source,
        },
      });
      if (r.data?.createCrossTableSegment) {
        made.add(r.data.createCrossTableSegment.code);
        madeCrossTables.push(r.data.createCrossTableSegment.code);
      }
      return observed(r);
    },
    service: async (cell) => ({
      status: (
        await restCall(cell.token, 'POST', '/audience-management/crossing-segment/create', {
          ...crossRest(await sandboxSource(company(cell))),
          preview_id: BOGUS_PREVIEW,
          segment_name: `${aliasOf.get(company(cell))}_matrizx ${RUN} u${next()}`,
          segment_description: DESCRIPTION,
          segment_type_name: 'SEGMENT_CONTACT',
        })
      ).status,
    }),
  },
  updateCrossTableSegment: {
    target: 'none',
    gateway: async (cell) => {
      const code = await crossTableSegment(tokens.RETAIL_ANALYST, '022');
      const source = await sandboxSource('022');
      let previewId = BOGUS_PREVIEW;
      if (cell.expected === 'ALLOWED') {
        const preview = await gql<{ previewCrossTable: { previewId: string } }>(PREVIEW_CROSS, cell.token, { i: source });
        if (!preview.data) return { ...observed(preview), detail: `preview: ${preview.errors?.[0]?.message}` };
        previewId = preview.data.previewCrossTable.previewId;
      }
      return observed(
        await gql(UPDATE_CROSS, cell.token, {
          c: code,
          i: { previewId, name: `Retail_matrizx ${RUN} e${next()}`, description: DESCRIPTION, typeName: 'SEGMENT_CONTACT', source },
        }),
      );
    },
    service: async (cell) => {
      const code = await crossTableSegment(tokens.RETAIL_ANALYST, '022');
      const body = {
        ...crossRest(await sandboxSource('022')),
        preview_id: BOGUS_PREVIEW,
        segment_name: `Retail_matrizx ${RUN} f${next()}`,
        segment_description: DESCRIPTION,
        segment_type_name: 'SEGMENT_CONTACT',
      };
      return { status: (await restCall(cell.token, 'PUT', `/audience-management/crossing-segment/${code}`, body)).status };
    },
  },
  createAccessRequest: {
    target: 'none',
    gateway: async (cell) => {
      const own = ACTORS[cell.role].companyCode;
      const segment = await requestableOf(own === '022' ? '032' : '022', own);
      const r = await gql<{ createAccessRequest: { id: string }[] }>(
        'mutation($i: CreateAccessRequestInput!) { createAccessRequest(input: $i) { id } }',
        cell.token,
        {
          i: { segmentCode: segment, companyCodes: [own], endDate: IN_TEN_DAYS },
        },
      );
      if (r.data) await closeSegmentRequests(r.data.createAccessRequest.map((x) => x.id));
      return observed(r);
    },
  },
  'createAccessRequest#foreign': {
    target: 'none',
    gateway: async (cell) => {
      const r = await gql<{ createAccessRequest: { id: string }[] }>(
        'mutation($i: CreateAccessRequestInput!) { createAccessRequest(input: $i) { id } }',
        cell.token,
        {
          i: { segmentCode: await requestableOf('022', '011'), companyCodes: ['011'], endDate: IN_TEN_DAYS },
        },
      );
      if (r.data) await closeSegmentRequests(r.data.createAccessRequest.map((x) => x.id));
      return observed(r);
    },
    service: async (cell) => ({
      status: (
        await restCall(cell.token, 'POST', '/audience-management/access/requests/save', {
          segment_code: await requestableOf('022', '011'),
          company_code: ['011'],
          end_date: IN_TEN_DAYS,
        })
      ).status,
    }),
  },
  approveAccessRequest: {
    target: 'none',
    gateway: onSegmentRequests(1, false, (cell, [id]) =>
      gql('mutation($id: ID!, $d: String!) { approveAccessRequest(id: $id, untilDate: $d) { id } }', cell.token, { id, d: IN_TEN_DAYS }),
    ),
    service: segmentRequestRest('requests/accept', ([id]) => ({ id: Number(id), request_until_date: IN_TEN_DAYS })),
  },
  'approveAccessRequest#foreign': {
    target: 'none',
    gateway: onSegmentRequests(
      1,
      false,
      (cell, [id]) =>
        gql('mutation($id: ID!, $d: String!) { approveAccessRequest(id: $id, untilDate: $d) { id } }', cell.token, { id, d: IN_TEN_DAYS }),
      '011',
    ),
    service: segmentRequestRest('requests/accept', ([id]) => ({ id: Number(id), request_until_date: IN_TEN_DAYS }), 1, false, '011'),
  },
  declineAccessRequest: {
    target: 'none',
    gateway: onSegmentRequests(1, false, (cell, [id]) =>
      gql('mutation($id: ID!) { declineAccessRequest(id: $id) { id } }', cell.token, { id }),
    ),
    service: segmentRequestRest('requests/decline', ([id]) => ({ id: Number(id) })),
  },
  updateAccessRequestUntilDate: {
    target: 'none',
    gateway: onSegmentRequests(1, true, (cell, [id]) =>
      gql('mutation($id: ID!, $d: String!) { updateAccessRequestUntilDate(id: $id, untilDate: $d) { id } }', cell.token, {
        id,
        d: IN_TEN_DAYS,
      }),
    ),
    service: segmentRequestRest('requests/accept', ([id]) => ({ id: Number(id), request_until_date: IN_TEN_DAYS, action: 3 }), 1, true),
  },
  approveAccessRequests: {
    target: 'none',
    gateway: onSegmentRequests(2, false, (cell, ids) =>
      gql('mutation($ids: [ID!]!, $d: String!) { approveAccessRequests(ids: $ids, untilDate: $d) { id } }', cell.token, {
        ids,
        d: IN_TEN_DAYS,
      }),
    ),
    service: segmentRequestRest('requests/massive-accept', (ids) => ({ ids: ids.map(Number), request_until_date: IN_TEN_DAYS }), 2),
  },
  declineAccessRequests: {
    target: 'none',
    gateway: onSegmentRequests(2, false, (cell, ids) =>
      gql('mutation($ids: [ID!]!) { declineAccessRequests(ids: $ids) { id } }', cell.token, { ids }),
    ),
    service: segmentRequestRest('requests/massive-decline', (ids) => ({ ids: ids.map(Number) }), 2),
  },
  tableSearch: simple('{ tableSearch(text: "clientes") { total } }'),
  'tableSearch#foreign': {
    target: 'none',
    gateway: async (cell) => observed(await gql('{ tableSearch(text: "tarjetas", domain: "finance.demo") { total } }', cell.token)),
    service: async (cell) => ({
      status: (await taRest(cell, '/tables_views/search', { text: 'tarjetas', domain: 'finance.demo' })).status,
    }),
  },
  tableSearchDomains: simple('{ tableSearchDomains { domain } }'),
  warehouseTable: {
    target: 'none',
    gateway: async (cell) =>
      observed(await gql('query($r: ID!) { warehouseTable(relativeResourceName: $r) { tableId } }', cell.token, { r: RETAIL_COMPRAS })),
    service: async (cell) => ({ status: (await taRest(cell, '/tables_views/table', { relative_resource_name: RETAIL_COMPRAS })).status }),
  },
  tableStatus: {
    target: 'none',
    gateway: async (cell) =>
      observed(await gql('query($r: ID!) { tableStatus(relativeResourceName: $r) { status } }', cell.token, { r: RETAIL_COMPRAS })),
  },
  sandboxUseCases: {
    target: 'company',
    gateway: async (cell) =>
      observed(await gql('query($c: ID!) { sandboxUseCases(companyCode: $c) { useCase } }', cell.token, { c: company(cell) })),
    service: async (cell) => ({ status: (await taRest(cell, '/tables_views/use_cases/list', { company_code: company(cell) })).status }),
  },
  tableAccessRequests: simple('{ tableAccessRequests { total } }'),
  tableAccessToday: simple('{ tableAccessToday }'),
  requestTableAccess: ownTableRequest(ownDomainTable),
  'requestTableAccess#foreign': ownTableRequest(async () => TA('tarjetas', 'financiera')),
  requestProductivize: ownTableRequest(async () => TA('propension_compra_resultado', 'retail'), true),
  approveTableAccessRequest: onTableRequest(
    false,
    (cell, id) =>
      gql('mutation($id: ID!, $d: String!) { approveTableAccessRequest(id: $id, untilDate: $d) { id } }', cell.token, {
        id,
        d: IN_TEN_DAYS,
      }),
    async (cell, id) => ({
      status: (await taRest(cell, '/tables_views/requests/accept', { id: Number(id), request_until_date: IN_TEN_DAYS })).status,
    }),
  ),
  declineTableAccessRequest: onTableRequest(
    false,
    (cell, id) => gql('mutation($id: ID!) { declineTableAccessRequest(id: $id) { id } }', cell.token, { id }),
    async (cell, id) => ({ status: (await taRest(cell, '/tables_views/requests/decline', { id: Number(id) })).status }),
  ),
  updateTableAccessUntilDate: onTableRequest(
    true,
    (cell, id) =>
      gql('mutation($id: ID!, $d: String!) { updateTableAccessUntilDate(id: $id, untilDate: $d) { id } }', cell.token, {
        id,
        d: IN_TEN_DAYS,
      }),
    async (cell, id) => ({
      status: (await taRest(cell, '/tables_views/requests/accept', { id: Number(id), request_until_date: IN_TEN_DAYS, action: 3 })).status,
    }),
  ),
  setTableAccessTestClock: {
    target: 'none',
    gateway: async (cell) => observed(await gql('mutation { setTableAccessTestClock(today: null) }', cell.token)),
    service: async (cell) => ({ status: (await taRest(cell, '/tables_views/test_clock', { today: null })).status }),
  },
} satisfies Record<string, Runner>);
/** A fresh segment request the cell's user filed for their own company (approved by the admin, or the steward for the admin's own, when asked). */
async function ownSegmentRequest(cell: Cell, approved: boolean): Promise<string> {
  const own = ownCompany(cell);
  const r = await restCall(cell.token, 'POST', '/audience-management/access/requests/save', {
    segment_code: await requestableOf(own === '022' ? '032' : '022', own),
    company_code: [own],
    end_date: IN_TEN_DAYS,
  });
  const id = (r.body.data as { id: string }[] | undefined)?.[0]?.id;
  if (!id) throw new Error(`no own segment request for ${cell.role}: ${JSON.stringify(r.body)}`);
  // Approved by somebody else, until a date the cell's call would change.
  if (approved)
    await db.query(
      `UPDATE ${SCHEMA}.access_requests SET status = 'APPROVED', reviewed_by = 'otro@corp.demo', until_date = current_date + 3 WHERE id = $1`,
      [id],
    );
  return id;
}
/** The request's state, date and reviewer, to tell whether a refused call changed it anyway. */
const requestState = async (table: string, id: string) =>
  JSON.stringify((await db.query(`SELECT status, until_date::text, reviewed_by FROM ${table} WHERE id = $1`, [id])).rows[0]);
/** A refused call must also leave the request as it was (a REST answer "reveals" a change). */
type Checked<T> = T extends number ? RestObserved : Observed;
const unchangedBy = async <T extends number | Observed>(table: string, id: string, call: () => Promise<T>): Promise<Checked<T>> => {
  const before = await requestState(table, id);
  const answer = await call();
  const changed = (await requestState(table, id)) !== before;
  if (typeof answer === 'number') return { status: answer, reveals: changed } as Checked<T>;
  return (changed && answer.outcome !== 'ALLOWED' ? { outcome: `CHANGED despite ${answer.outcome}` } : answer) as Checked<T>;
};
const onOwnSegmentRequest =
  <T extends number | Observed>(approved: boolean, call: (cell: Cell, id: string) => Promise<T>) =>
  async (cell: Cell) => {
    const id = await ownSegmentRequest(cell, approved);
    try {
      return await unchangedBy(`${SCHEMA}.access_requests`, id, () => call(cell, id));
    } finally {
      await closeSegmentRequests([id]);
    }
  };
/** A fresh table request the cell's user filed on a table of their own domain (approved by another when asked). */
async function ownTableRequestId(cell: Cell, approved: boolean): Promise<string> {
  const r = await taRest(cell, '/tables_views/requests/create', {
    relative_resource_name: await ownDomainTable(cell),
    reason: DESCRIPTION,
    until_date: IN_TEN_DAYS,
  });
  const id = (r.body.data as { id: string } | undefined)?.id;
  if (!id) throw new Error(`no own table request for ${cell.role}: ${JSON.stringify(r.body)}`);
  if (approved)
    await db.query(
      `UPDATE table_access.access_requests SET status = 'APPROVED', reviewed_by = 'otro@corp.demo', until_date = current_date + 3 WHERE id = $1`,
      [id],
    );
  return id;
}
const onOwnTableRequest =
  <T extends number | Observed>(approved: boolean, call: (cell: Cell, id: string) => Promise<T>) =>
  async (cell: Cell) => {
    const id = await ownTableRequestId(cell, approved);
    try {
      return await unchangedBy('table_access.access_requests', id, () => call(cell, id));
    } finally {
      await dropTableRequests('r.id = $1', [id]);
    }
  };
/** Whether the screen offers the caller a decision on their own request (the row's flags); it must not. */
const offersOwnSegmentDecision = async (cell: Cell, id: string) =>
  (await gql<{ accessRequest: { canDecide: boolean } }>('query($id: ID!) { accessRequest(id: $id) { canDecide } }', cell.token, { id }))
    .data?.accessRequest.canDecide === true;
const offersOwnTableDecision = async (cell: Cell, id: string) =>
  (
    await gql<{ tableAccessRequests: { items: { id: string; canDecide: boolean }[] } }>(
      '{ tableAccessRequests(filter: { mine: true }, pageSize: 100) { items { id canDecide } } }',
      cell.token,
    )
  ).data?.tableAccessRequests.items.some((r) => r.id === id && r.canDecide) === true;
Object.assign(RUNNERS, {
  'approveAccessRequest#own': {
    target: 'none',
    gateway: onOwnSegmentRequest(false, async (cell, id) =>
      (await offersOwnSegmentDecision(cell, id))
        ? { outcome: 'OFFERED on the screen' }
        : observed(
            await gql('mutation($id: ID!, $d: String!) { approveAccessRequest(id: $id, untilDate: $d) { id } }', cell.token, {
              id,
              d: IN_TEN_DAYS,
            }),
          ),
    ),
    service: onOwnSegmentRequest(
      false,
      async (cell, id) =>
        (
          await restCall(cell.token, 'POST', '/audience-management/access/requests/accept', {
            id: Number(id),
            request_until_date: IN_TEN_DAYS,
          })
        ).status,
    ),
  },
  'declineAccessRequest#own': {
    target: 'none',
    gateway: onOwnSegmentRequest(false, async (cell, id) =>
      observed(await gql('mutation($id: ID!) { declineAccessRequest(id: $id) { id } }', cell.token, { id })),
    ),
    service: onOwnSegmentRequest(
      false,
      async (cell, id) => (await restCall(cell.token, 'POST', '/audience-management/access/requests/decline', { id: Number(id) })).status,
    ),
  },
  'updateAccessRequestUntilDate#own': {
    target: 'none',
    gateway: onOwnSegmentRequest(true, async (cell, id) =>
      observed(
        await gql('mutation($id: ID!, $d: String!) { updateAccessRequestUntilDate(id: $id, untilDate: $d) { id } }', cell.token, {
          id,
          d: IN_TEN_DAYS,
        }),
      ),
    ),
    service: onOwnSegmentRequest(
      true,
      async (cell, id) =>
        (
          await restCall(cell.token, 'POST', '/audience-management/access/requests/accept', {
            id: Number(id),
            request_until_date: IN_TEN_DAYS,
            action: 3,
          })
        ).status,
    ),
  },
  'approveTableAccessRequest#own': {
    target: 'none',
    gateway: onOwnTableRequest(false, async (cell, id) =>
      (await offersOwnTableDecision(cell, id))
        ? { outcome: 'OFFERED on the screen' }
        : observed(
            await gql('mutation($id: ID!, $d: String!) { approveTableAccessRequest(id: $id, untilDate: $d) { id } }', cell.token, {
              id,
              d: IN_TEN_DAYS,
            }),
          ),
    ),
    service: onOwnTableRequest(
      false,
      async (cell, id) => (await taRest(cell, '/tables_views/requests/accept', { id: Number(id), request_until_date: IN_TEN_DAYS })).status,
    ),
  },
  'declineTableAccessRequest#own': {
    target: 'none',
    gateway: onOwnTableRequest(false, async (cell, id) =>
      observed(await gql('mutation($id: ID!) { declineTableAccessRequest(id: $id) { id } }', cell.token, { id })),
    ),
    service: onOwnTableRequest(
      false,
      async (cell, id) => (await taRest(cell, '/tables_views/requests/decline', { id: Number(id) })).status,
    ),
  },
  'updateTableAccessUntilDate#own': {
    target: 'none',
    gateway: onOwnTableRequest(true, async (cell, id) =>
      observed(
        await gql('mutation($id: ID!, $d: String!) { updateTableAccessUntilDate(id: $id, untilDate: $d) { id } }', cell.token, {
          id,
          d: IN_TEN_DAYS,
        }),
      ),
    ),
    service: onOwnTableRequest(
      true,
      async (cell, id) =>
        (await taRest(cell, '/tables_views/requests/accept', { id: Number(id), request_until_date: IN_TEN_DAYS, action: 3 })).status,
    ),
  },
} satisfies Record<string, Runner>);
// Data-access cells make and close requests of shared rows (a segment, a table): they run one at a time.
let accessQueue: Promise<unknown> = Promise.resolve();
const serially = <T>(work: () => Promise<T>): Promise<T> => {
  const run = accessQueue.then(work, work);
  accessQueue = run.catch(() => undefined);
  return run;
};
for (const id of Object.keys(RUNNERS).filter((k) => ACCESS_ROWS.has(k.split('#')[0]!))) {
  const runner = RUNNERS[id]!;
  RUNNERS[id] = {
    ...runner,
    gateway: (cell) => serially(() => runner.gateway(cell)),
    service: runner.service && ((cell) => serially(() => runner.service!(cell))),
  };
}
/** The seeded pending request of 024 (filed by analyst@brand.demo) for a 022 segment. */
const seededRequest = async () =>
  (
    await db.query<{ id: string }>(
      `SELECT ar.id::text AS id FROM ${SCHEMA}.access_requests ar JOIN ${SCHEMA}.segments s ON s.code = ar.segment_code
        WHERE ar.requested_by = 'analyst@brand.demo' AND ar.requesting_company_code = '024' AND s.owner_company_code = '022' ORDER BY ar.id LIMIT 1`,
    )
  ).rows[0]!.id;
const restrictionsOf011 = async () =>
  (
    await db.query<{ r: string }>(
      `SELECT restricted_company_code AS r FROM ${SCHEMA}.company_restrictions WHERE company_code = '011' ORDER BY 1`,
    )
  ).rows.map((x) => x.r);
const attributeRestrictionsOf011 = async () =>
  (
    await db.query<{ id: number }>(`SELECT attribute_id AS id FROM ${SCHEMA}.attribute_restrictions WHERE company_code = '011' ORDER BY 1`)
  ).rows.map((x) => x.id);

RUNNERS['updateSegment#audiences'] = { ...RUNNERS.updateSegment!, target: { types: [2], withAudiences: true }, fresh: false };
RUNNERS['evaluateSegment#audiences'] = { ...RUNNERS.evaluateSegment!, target: { types: [2], withAudiences: true }, fresh: false };
RUNNERS['deleteSegment#merge'] = { ...RUNNERS.deleteSegment!, target: { types: [3] }, fresh: false };
RUNNERS['duplicateSegment#merge'] = { ...RUNNERS.duplicateSegment!, target: { types: [3] } };

// ───────────────────────────── the test ─────────────────────────────

let db: pg.Client;

async function loadSegments(): Promise<Seg[]> {
  const { rows } = await db.query<Seg>(
    `SELECT s.code, s.business_name AS name, s.segment_type_id AS type, s.owner_company_code AS owner, s.flag_shared AS shared,
            s.num_audiences AS audiences, s.definition->>'type_name' AS "typeName",
            COALESCE((SELECT json_agg(json_build_object('id', sh.sharing_id::text, 'type', sh.shared_with_type, 'value', sh.shared_with_value) ORDER BY sh.sharing_id)
                        FROM ${SCHEMA}.segment_shares sh WHERE sh.segment_code = s.code), '[]') AS shares,
            COALESCE((SELECT json_agg(ar.requesting_company_code) FROM ${SCHEMA}.access_requests ar
                       WHERE ar.segment_code = s.code AND ar.status = 'APPROVED'), '[]') AS "requestedBy",
            EXISTS (SELECT 1 FROM ${SCHEMA}.segments m WHERE m.definition->'attributes'->0->>'id' = '0'
                       AND m.definition->'attributes'->0->'attribute_value' ? s.code) AS "mergeBase"
       FROM ${SCHEMA}.segments s ORDER BY s.code`,
  );
  return rows;
}

beforeAll(async () => {
  db = new pg.Client({ connectionString: inject('databaseUrl') });
  await db.connect();
  for (const role of ROLES) tokens[role] = (await login(ACTORS[role].email)).token;
  segments = await loadSegments();
  expect(segments.length).toBeGreaterThan(100);
  // A boolean attribute of each company's catalogue, for previews (read as the admin, who may read them all).
  for (const { code } of DEMO_COMPANIES) {
    const r = await gql<{ segmentCatalogue: { categories: { attributes: { id: number; type: string; technicalName: string }[] }[] } }>(
      'query($c: ID!) { segmentCatalogue(companyCode: $c) { categories { attributes { id type technicalName } } } }',
      tokens.AUDIENCE_ADMIN,
      { c: code },
    );
    expect(r.errors, `catalogue of ${code}`).toBeUndefined();
    const all = r.data!.segmentCatalogue.categories.flatMap((c) => c.attributes);
    const chosen = all.find((a) => a.technicalName === 'tiene_email') ?? all.find((a) => a.type === 'BOOLEAN');
    expect(chosen, `a boolean attribute of ${code}`).toBeDefined();
    attributeOf.set(code, chosen!.id);
  }
  // Nothing is shared with 032 in the seed: the admin's SHARED target is a retail copy the test shares with 032.
  standingShared = await copyOf('022', '032');
  segments = await loadSegments();
  standingShared = segments.find((s) => s.code === standingShared!.code);
  audiences = await loadAudiences();
  expect(audiences.length).toBeGreaterThan(20);
  await ensureRequestedAudiences();
}, 120_000);

afterAll(async () => {
  const problems: string[] = [];
  // Audiences first: they hold segments.
  for (const id of madeAudiences) {
    const r = await gql(DELETE_AUDIENCE, tokens.AUDIENCE_ADMIN, { id });
    const code = r.errors?.[0]?.extensions?.code;
    if (r.errors && code !== 'NOT_FOUND') problems.push(`audience ${id}: ${code} ${r.errors[0]!.message}`);
  }
  if (db) {
    // An audience or automation this run made that a refusal should have prevented goes too, and fails the test.
    const left = await db.query<{ id: string; custom_audience_name: string }>(
      `DELETE FROM ${SCHEMA}.audiences WHERE custom_audience_name LIKE $1 RETURNING id::text, custom_audience_name`,
      [`%matriz_aud ${RUN} %`],
    );
    for (const row of left.rows) problems.push(`audience ${row.id} (${row.custom_audience_name}) was still there`);
    await db.query(`DELETE FROM ${SCHEMA}.salesforce_automations WHERE audience_name LIKE $1`, [`%matriz_aud ${RUN} %`]);
    await db.query(`DELETE FROM ${SCHEMA}.audiences WHERE custom_audience_name LIKE $1`, [`%matriz_sol ${RUN} %`]);
  }
  for (const item of [...cleanup.filter((c) => c.merge), ...cleanup.filter((c) => !c.merge)]) {
    const r = await gql(DELETE, item.token, { c: item.code });
    const code = r.errors?.[0]?.extensions?.code;
    if (r.errors && code !== 'NOT_FOUND') problems.push(`${item.code}: ${code} ${r.errors[0]!.message}`);
  }
  // Anything else this run created (a service call that should have been refused and was not) goes too,
  // so that the files after this one find the seeded data as it was; and it fails the test.
  if (db) {
    const { rows } = await db.query<{ code: string; business_name: string }>(
      `DELETE FROM ${SCHEMA}.segments WHERE business_name LIKE $1 OR business_name LIKE $2 RETURNING code, business_name`,
      [`%matriz ${RUN} %`, `%matriz combinado ${RUN} %`],
    );
    for (const row of rows) problems.push(`${row.code} (${row.business_name}) was still there`);
    await db.end();
  }
  const exercised = tally.allowed + tally.refused;
  const operations = new Set(MATRIX.map((r) => r.id.split('#')[0])).size;
  console.log(
    `authorization matrix: ${operations} operations (${MATRIX.length} rows) × ${ROLES.length} roles × ${RELATIONS.length - 1} relations + ANY, ` +
      `${exercised} cells exercised (${tally.allowed} allowed, ${tally.refused} refused, ${tally.restChecked} refusals also tried against the service), ` +
      `${tally.notApplicable.length} not applicable, ${tally.noTarget} without a target of that relation (asserted)`,
  );
  for (const line of tally.notApplicable) console.log(`  N/A ${line}`);
  expect(problems, 'test segments left behind').toEqual([]);
});

describe('authorization matrix', () => {
  it('has a row for every Query and Mutation field of the composed supergraph, and none for fields that are gone', () => {
    const schema = buildSchema(readFileSync(path.resolve(import.meta.dirname, '../../schema/api.graphql'), 'utf8'));
    const fields = ['Query', 'Mutation'].flatMap((name) => {
      const type = schema.getType(name);
      return isObjectType(type) ? Object.keys(type.getFields()) : [];
    });
    expect(fields.length).toBeGreaterThan(15);
    const rowFields = new Set(MATRIX.map((r) => r.id.split('#')[0]!));
    expect(
      fields.filter((f) => !rowFields.has(f)),
      'operations without a row in tests/authz/matrix.ts',
    ).toEqual([]);
    const gone = [...rowFields].filter((f) => {
      if (!f.includes('.')) return !fields.includes(f);
      const [type, field] = f.split('.') as [string, string];
      const t = schema.getType(type);
      return !(t && isObjectType(t) && field in t.getFields());
    });
    expect(gone, 'rows for fields that no longer exist').toEqual([]);
    // Every row has a way to be called, and every way to be called has a row.
    expect(MATRIX.map((r) => r.id).filter((id) => !RUNNERS[id])).toEqual([]);
    expect(Object.keys(RUNNERS).filter((id) => !MATRIX.some((r) => r.id === id))).toEqual([]);
    // The main row of each field covers every role.
    for (const row of MATRIX.filter((r) => !r.id.includes('#'))) expect(Object.keys(row.cells).sort(), row.id).toEqual([...ROLES].sort());
    // Every N/A says why, and there are few.
    const na = MATRIX.flatMap((r) =>
      ROLES.flatMap((role) =>
        Object.entries(r.cells[role] ?? {})
          .filter(([, e]) => e === 'N/A')
          .map(([rel]) => ({ row: r, key: `${role} ${rel}` })),
      ),
    );
    for (const { row, key } of na) expect(row.na?.[key], `${row.id} ${key} needs a reason`).toBeTruthy();
    expect(na.length).toBeLessThanOrEqual(MAX_NOT_APPLICABLE);
  });

  for (const row of MATRIX) {
    it(`${row.id}: ${row.rule}`, async () => {
      const runner = RUNNERS[row.id];
      expect(runner, `a runner for ${row.id}`).toBeDefined();
      const cells: Cell[] = [];
      const failures: string[] = [];
      for (const role of ROLES) {
        for (const [relation, expected] of Object.entries(row.cells[role] ?? {}) as [Relation, Expected][]) {
          if (expected === 'N/A') {
            tally.notApplicable.push(`${row.id} ${role} ${relation}: ${row.na?.[`${role} ${relation}`]}`);
            continue;
          }
          const target = targetFor(runner!, role, relation);
          if (expected === 'NO_TARGET') {
            tally.noTarget += 1;
            if (target)
              failures.push(
                `${role} ${relation}: the matrix says no target exists, but one does (${JSON.stringify(target)}): give the cell its value`,
              );
            continue;
          }
          if (!target) {
            failures.push(`${role} ${relation}: no target of that relation in the seeded data (expected ${expected})`);
            continue;
          }
          cells.push({ row, role, relation, expected, token: tokens[role], target });
        }
      }
      expect(cells.length).toBeGreaterThan(0);
      await inPool(cells, async (cell) => {
        const label = `${cell.role} ${cell.relation}`;
        try {
          if (runner!.fresh && cell.expected === 'ALLOWED') {
            cell.target =
              cell.target.kind === 'audience'
                ? { kind: 'audience', aud: await freshAudience(runner!, cell.role, cell.relation) }
                : { kind: 'segment', seg: await freshTarget(cell.role, cell.relation) };
          }
          const got = await runner!.gateway(cell);
          const on =
            cell.target.kind === 'audience'
              ? ` on audience ${cell.target.aud.id}`
              : cell.target.kind === 'segment'
                ? ` on ${cell.target.seg.code}`
                : cell.target.kind === 'company'
                  ? ` on ${cell.target.code}`
                  : cell.target.kind === 'user'
                    ? ` on ${cell.target.email}`
                    : '';
          if (got.outcome !== cell.expected)
            failures.push(
              `${label}${on}: expected ${cell.expected}, the gateway answered ${got.outcome}${got.detail ? ` (${got.detail})` : ''}`,
            );
          if (cell.expected === 'ALLOWED') {
            tally.allowed += 1;
            return;
          }
          tally.refused += 1;
          expect(runner!.service, `${row.id} refuses, so it needs a direct service call`).toBeDefined();
          const direct = await runner!.service!(cell);
          tally.restChecked += 1;
          const status = REST_STATUS[cell.expected]!;
          const refusedDirectly = direct.status === status && direct.reveals !== true;
          if (!refusedDirectly) {
            const without = direct.reveals !== undefined ? ' without revealing the target' : '';
            failures.push(
              `${label}${on}: expected ${status}${without} from ${AM}, it answered ${direct.status}${direct.reveals ? ' revealing the target' : ''}`,
            );
          }
        } catch (error) {
          failures.push(`${label}: ${(error as Error).message}`);
        }
      });
      expect(failures, `${row.id}: cells that do not hold`).toEqual([]);
    });
  }
});

// ───────────── campaign variables, objects and groups ─────────────
// Every cell acts on targets it makes itself (codes MTX_<run>_…, groups 'Grupo matriz <run> …'), removed after.
const VARIABLE_RUN = `MTX_${RUN.toUpperCase()}`;
const freshCode = () => `${VARIABLE_RUN}_${next()}`;
async function freshVariable(token = tokens.AUDIENCE_ADMIN): Promise<string> {
  const r = await gql<{ createVariables: { id: string }[] }>(
    'mutation($i: [NewVariableInput!]!) { createVariables(input: $i) { id } }',
    token,
    {
      i: [{ code: freshCode(), name: 'Variable de la matriz' }],
    },
  );
  if (!r.data) throw new Error(`no variable for the matrix: ${r.errors?.[0]?.message}`);
  return r.data.createVariables[0]!.id;
}
const groupInput = async () => ({ name: `Grupo matriz ${RUN} ${next()}`, priority: '50', variableIds: [await freshVariable()] });
async function freshGroup(): Promise<string> {
  const r = await gql<{ createVariableGroup: { id: string } }>(
    'mutation($i: VariableGroupInput!) { createVariableGroup(input: $i) { id } }',
    tokens.AUDIENCE_ADMIN,
    { i: await groupInput() },
  );
  if (!r.data) throw new Error(`no group for the matrix: ${r.errors?.[0]?.message}`);
  return r.data.createVariableGroup.id;
}
const seededVariable = async () =>
  (await db.query<{ id: number }>('SELECT min(id_variable) AS id FROM campaign_management.variables')).rows[0]!.id;
const seededGroup = async () =>
  (await db.query<{ id: number }>('SELECT min(id_variable_group) AS id FROM campaign_management.variable_groups')).rows[0]!.id;

Object.assign(RUNNERS, {
  variables: simple('{ variables(filter: { code: "" }) { id } }'),
  variable: {
    target: 'none',
    gateway: async (cell) =>
      observed(await gql('query($id: ID!) { variable(id: $id) { id } }', cell.token, { id: String(await seededVariable()) })),
  },
  variableObjects: simple('{ variableObjects { id columns { name } } }'),
  variableGroups: simple('{ variableGroups { id members { order } } }'),
  variableGroup: {
    target: 'none',
    gateway: async (cell) =>
      observed(await gql('query($id: ID!) { variableGroup(id: $id) { id } }', cell.token, { id: String(await seededGroup()) })),
  },
  createVariables: {
    target: 'none',
    gateway: async (cell) =>
      observed(
        await gql('mutation($i: [NewVariableInput!]!) { createVariables(input: $i) { id } }', cell.token, {
          i: [{ code: freshCode(), name: 'Variable de la matriz' }],
        }),
      ),
  },
  uploadVariables: {
    target: 'none',
    gateway: async (cell) =>
      observed(
        await gql('mutation($c: String!) { uploadVariables(csv: $c) { created } }', cell.token, {
          c: `codigo_de_variable;nombre_de_variable\n${freshCode()};Variable de la matriz\n`,
        }),
      ),
  },
  updateVariable: {
    target: 'none',
    gateway: async (cell) =>
      observed(
        await gql('mutation($id: ID!, $i: VariableConfigInput!) { updateVariable(id: $id, input: $i) { id } }', cell.token, {
          id: await freshVariable(),
          i: { code: freshCode(), name: 'Editada', typeId: '5' },
        }),
      ),
  },
  saveVariableRow: {
    target: 'none',
    gateway: async (cell) =>
      observed(
        await gql('mutation($id: ID!, $i: VariableRowInput!) { saveVariableRow(id: $id, input: $i) { id } }', cell.token, {
          id: await freshVariable(),
          i: { typeId: '1', required: true, hasObject: false },
        }),
      ),
  },
  saveVariableObject: {
    target: 'none',
    gateway: async (cell) => {
      const id = await freshVariable();
      await gql(
        'mutation($id: ID!) { saveVariableRow(id: $id, input: { typeId: "2", required: false, hasObject: true }) { id } }',
        tokens.AUDIENCE_ADMIN,
        { id },
      );
      // A table of the caller's own company: each role sees its own (variableObjects#company).
      const objects = await gql<{ variableObjects: { id: string; datasetId: string }[] }>(
        '{ variableObjects { id datasetId } }',
        cell.token,
      );
      const table = objects.data?.variableObjects.find((o) => o.datasetId === DATASET_OF[ownCompany(cell)])?.id;
      return observed(
        await gql('mutation($id: ID!, $i: VariableObjectInput!) { saveVariableObject(id: $id, input: $i) { id } }', cell.token, {
          id,
          i: { objectName: table, columnMatchName: 'customer_id' },
        }),
      );
    },
  },
  deleteVariable: {
    target: 'none',
    gateway: async (cell) =>
      observed(await gql('mutation($id: ID!) { deleteVariable(id: $id) }', cell.token, { id: await freshVariable() })),
  },
  readVariableDataCsv: simple('mutation { readVariableDataCsv(csv: "codigo;valor\\n1;Uno\\n", withParent: false) { rows { key } } }'),
  createVariableGroup: {
    target: 'none',
    gateway: async (cell) =>
      observed(
        await gql('mutation($i: VariableGroupInput!) { createVariableGroup(input: $i) { id } }', cell.token, { i: await groupInput() }),
      ),
  },
  updateVariableGroup: {
    target: 'none',
    gateway: async (cell) =>
      observed(
        await gql('mutation($id: ID!, $i: VariableGroupInput!) { updateVariableGroup(id: $id, input: $i) { id } }', cell.token, {
          id: await freshGroup(),
          i: await groupInput(),
        }),
      ),
  },
  deleteVariableGroup: {
    target: 'none',
    gateway: async (cell) =>
      observed(await gql('mutation($id: ID!) { deleteVariableGroup(id: $id) }', cell.token, { id: await freshGroup() })),
  },
  'variableObjects#company': {
    target: 'company',
    gateway: async (cell) => {
      const r = await gql<{ variableObjects: { datasetId: string; tableId: string }[] }>(
        '{ variableObjects { datasetId tableId } }',
        cell.token,
      );
      return observed(r, () => r.data!.variableObjects.some((o) => o.datasetId === DATASET_OF[company(cell)]));
    },
    service: async (cell) => {
      type Listed = { table: { projectId: string; datasetId: string; objectId: string } };
      const dataset = DATASET_OF[company(cell)];
      const list = await rest<{ data?: Listed[] }>('campaign-management', '/campaign-management/objects', { token: cell.token });
      // One of the company's tables, named directly: its columns must not come back either.
      const all = await rest<{ data?: Listed[] }>('campaign-management', '/campaign-management/objects', { token: tokens.AUDIENCE_ADMIN });
      const one = all.body.data?.find((o) => o.table.datasetId === dataset)?.table;
      if (!one) throw new Error(`no warehouse table of ${company(cell)}`);
      const details = await rest<{ data?: Record<string, unknown> }>('campaign-management', '/campaign-management/objects/details', {
        token: cell.token,
        method: 'POST',
        body: { tables: [{ projectId: one.projectId, datasetId: one.datasetId, tableId: one.objectId, domain_table: 'audiences' }] },
      });
      const listed = (list.body.data ?? []).some((o) => o.table.datasetId === dataset);
      const detailed = Object.keys(details.body.data ?? {}).length > 0;
      return { status: list.status === 200 ? details.status : list.status, reveals: listed || detailed };
    },
  },
} satisfies Record<string, Runner>);

afterAll(async () => {
  const client = new pg.Client({ connectionString: inject('databaseUrl') });
  await client.connect();
  await client.query(`DELETE FROM campaign_management.variable_groups WHERE variable_group_name LIKE $1`, [`Grupo matriz ${RUN} %`]);
  await client.query(`DELETE FROM campaign_management.variables WHERE variable_code LIKE $1`, [`${VARIABLE_RUN}\\_%`]);
  await client.end();
});

// ───────────────────────────── campaigns ─────────────────────────────
// Each cell works on a campaign it creates in the target company (PostgreSQL), deleted after the file.
const CM_SCHEMA = 'campaign_management';
const madeCampaigns: number[] = [];
afterAll(async () => {
  if (madeCampaigns.length) await db?.query(`DELETE FROM ${CM_SCHEMA}.campaigns WHERE id_campaign = ANY($1::int[])`, [madeCampaigns]);
});
async function matrixCampaign(companyCode: string): Promise<{ id: string; code: string }> {
  const code = `MX${Date.now().toString(36).toUpperCase()}${next()}`;
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO ${CM_SCHEMA}.campaigns (itc_company_campaign_code, campaign_code, campaign_description, campaign_start_date, campaign_end_date, campaign_status)
     VALUES ($1, $2, 'Campaña de la matriz', current_date, current_date + 10, 'ACTIVA') RETURNING id_campaign AS id`,
    [companyCode, code],
  );
  const id = rows[0]!.id;
  madeCampaigns.push(id);
  await db.query(
    `INSERT INTO ${CM_SCHEMA}.campaign_variable_groups (id_campaign, id_variable_group) SELECT $1, id_variable_group FROM ${CM_SCHEMA}.variable_groups WHERE variable_group_priority IN (2, 3)`,
    [id],
  );
  return { id: String(id), code };
}
/** Values for every required parameter of the groups of priority 2 and 3 (category, amount range, discount). */
async function requiredValues(): Promise<{ gql: Record<string, unknown>[]; rest: (id: number) => Record<string, unknown>[] }> {
  const { rows } = await db.query<{ code: string; variable: number; grp: number }>(
    `SELECT v.variable_code AS code, v.id_variable AS variable, d.id_variable_group AS grp FROM ${CM_SCHEMA}.variables v
       JOIN ${CM_SCHEMA}.variable_group_details d USING (id_variable) JOIN ${CM_SCHEMA}.variable_groups g USING (id_variable_group)
      WHERE v.variable_code IN ('CATEGORIA', 'MONTO_COMPRA', 'TIPO_DESCUENTO') AND g.variable_group_priority IN (2, 3)`,
  );
  const values: Record<string, Record<string, unknown>> = {
    CATEGORIA: { items: ['TECNOLOGIA'] },
    MONTO_COMPRA: { rangeStart: 0, rangeEnd: 400000 },
    TIPO_DESCUENTO: { value: 'PORCENTAJE' },
  };
  const restValues: Record<string, Record<string, unknown>> = {
    CATEGORIA: { configuration_items: ['TECNOLOGIA'] },
    MONTO_COMPRA: { configuration_range_start: 0, configuration_range_end: 400000 },
    TIPO_DESCUENTO: { configuration_value: 'PORCENTAJE' },
  };
  return {
    gql: rows.map((r) => ({ groupId: String(r.grp), variableId: String(r.variable), ...values[r.code] })),
    rest: (id) => rows.map((r) => ({ id_campaign: id, id_variable_group: r.grp, id_variable: r.variable, ...restValues[r.code] })),
  };
}
const cmRest = async (cell: Cell, method: string, path: string, body?: unknown) => ({
  status: (await rest('campaign-management', `/campaign-management${path}`, { token: cell.token, method, body })).status,
});
type CampaignCall = (cell: Cell, campaign: { id: string; code: string }) => Promise<Observed>;
type CampaignRest = (cell: Cell, campaign: { id: string; code: string }) => Promise<RestObserved>;
const onCampaign = (gateway: CampaignCall, service?: CampaignRest): Runner => ({
  target: 'company',
  gateway: async (cell) => gateway(cell, await matrixCampaign(company(cell))),
  service: service && (async (cell) => service(cell, await matrixCampaign(company(cell)))),
});
const groupsOf23 = async () =>
  (
    await db.query<{ id: number }>(
      `SELECT id_variable_group AS id FROM ${CM_SCHEMA}.variable_groups WHERE variable_group_priority IN (2, 3) ORDER BY 1`,
    )
  ).rows.map((r) => r.id);

/** Gives a matrix campaign every required value and the Completado status (what the bulk send takes). */
async function completeCampaign(id: string): Promise<void> {
  await db.query(`UPDATE ${CM_SCHEMA}.campaigns SET campaign_status_inca = 3 WHERE id_campaign = $1`, [Number(id)]);
  for (const v of (await requiredValues()).rest(Number(id))) {
    await db.query(
      `INSERT INTO ${CM_SCHEMA}.campaign_params (id_campaign, id_variable_group, id_variable, configuration_value, configuration_items, configuration_range_start, configuration_range_end)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7)`,
      [
        Number(id),
        v.id_variable_group,
        v.id_variable,
        v.configuration_value ?? null,
        JSON.stringify(v.configuration_items ?? []),
        v.configuration_range_start ?? null,
        v.configuration_range_end ?? null,
      ],
    );
  }
}

Object.assign(RUNNERS, {
  campaigns: onCampaign(
    async (cell, c) => {
      const r = await gql<{ campaigns: { nodes: { id: string }[] } }>(
        'query($f: CampaignFilter) { campaigns(filter: $f) { nodes { id } } }',
        cell.token,
        { f: { code: c.code } },
      );
      return observed(r, () => r.data!.campaigns.nodes.some((n) => n.id === c.id));
    },
    async (cell, c) => {
      const r = await rest<{ data?: { id_campaign: number }[] }>(
        'campaign-management',
        `/campaign-management/campaigns?campaign_code=${c.code}`,
        { token: cell.token },
      );
      return { status: r.status, reveals: (r.body.data ?? []).some((x) => String(x.id_campaign) === c.id) };
    },
  ),
  campaign: onCampaign(
    async (cell, c) => observed(await gql('query($id: ID!) { campaign(id: $id) { id } }', cell.token, { id: c.id })),
    (cell, c) => cmRest(cell, 'GET', `/campaigns/detail?id_campaign=${c.id}`),
  ),
  campaignInfo: onCampaign(
    async (cell, c) => observed(await gql('query($id: ID!) { campaignInfo(id: $id) { key } }', cell.token, { id: c.id })),
    (cell, c) => cmRest(cell, 'GET', `/campaigns/csv-data?id_campaign=${c.id}`),
  ),
  campaignRules: onCampaign(
    async (cell, c) =>
      observed(await gql('query($id: ID!) { campaignRules(campaignId: $id) { params { id } } }', cell.token, { id: c.id })),
    (cell, c) => cmRest(cell, 'GET', `/campaign-params?id_campaign=${c.id}`),
  ),
  campaignProducts: onCampaign(
    async (cell, c) =>
      observed(await gql('query($id: ID!) { campaignProducts(campaignId: $id) { totalCount } }', cell.token, { id: c.id })),
    (cell, c) => cmRest(cell, 'GET', `/campaigns/products?id_campaign=${c.id}`),
  ),
  processHistory: onCampaign(
    async (cell, c) =>
      observed(await gql('query($id: ID!) { processHistory(filter: { campaignId: $id }) { totalCount } }', cell.token, { id: c.id })),
    (cell, c) => cmRest(cell, 'GET', `/campaigns/history?id_campaign=${c.id}`),
  ),
  saveCampaignVariableGroups: onCampaign(
    async (cell, c) =>
      observed(
        await gql('mutation($id: ID!, $g: [ID!]!) { saveCampaignVariableGroups(campaignId: $id, groupIds: $g) { id } }', cell.token, {
          id: c.id,
          g: (await groupsOf23()).map(String),
        }),
      ),
    async (cell, c) =>
      cmRest(cell, 'PUT', '/campaigns/edit-variable-group', { id_campaign: Number(c.id), variable_group_data: await groupsOf23() }),
  ),
  saveCampaignRules: onCampaign(
    async (cell, c) =>
      observed(
        await gql(
          'mutation($id: ID!, $p: [CampaignParamInput!]!) { saveCampaignRules(campaignId: $id, params: $p) { params { id } } }',
          cell.token,
          { id: c.id, p: (await requiredValues()).gql },
        ),
      ),
    async (cell, c) =>
      cmRest(cell, 'PUT', '/campaign-params/update-values', { campaign_param: (await requiredValues()).rest(Number(c.id)) }),
  ),
  previewCampaignRules: onCampaign(
    async (cell, c) =>
      observed(
        await gql(
          'mutation($id: ID!, $p: [CampaignParamInput!]!) { previewCampaignRules(campaignId: $id, params: $p) { quantity } }',
          cell.token,
          { id: c.id, p: (await requiredValues()).gql },
        ),
      ),
    async (cell, c) =>
      cmRest(cell, 'PUT', '/campaign-params/update-summary-values', { campaign_param: (await requiredValues()).rest(Number(c.id)) }),
  ),
  sendCampaignToProcess: onCampaign(
    async (cell, c) =>
      observed(
        await gql(
          'mutation($id: ID!, $p: [CampaignParamInput!]) { sendCampaignToProcess(campaignId: $id, params: $p) { processId } }',
          cell.token,
          { id: c.id, p: (await requiredValues()).gql },
        ),
      ),
    async (cell, c) =>
      cmRest(cell, 'PUT', '/campaign-params/send-campaign-id-recommendation', {
        campaign_param: (await requiredValues()).rest(Number(c.id)),
      }),
  ),
  sendCampaignsToRecommendation: onCampaign(
    async (cell, c) => {
      await completeCampaign(c.id);
      const r = await gql<{ sendCampaignsToRecommendation: { queued: string[] } }>(
        'mutation($ids: [ID!]) { sendCampaignsToRecommendation(campaignIds: $ids) { queued } }',
        cell.token,
        { ids: [c.id] },
      );
      return observed(r, () => r.data!.sendCampaignsToRecommendation.queued.length === 1);
    },
    async (cell, c) => {
      await completeCampaign(c.id);
      const r = await rest<{ data?: { queued: number[] } }>(
        'campaign-management',
        '/campaign-management/campaign-params/send-to-recommendation',
        { token: cell.token, method: 'POST', body: { id_campaigns: [Number(c.id)] } },
      );
      return { status: r.status, reveals: (r.body.data?.queued ?? []).length === 1 };
    },
  ),
  campaignFileLink: onCampaign(
    async (cell, c) => {
      const r = await gql<{ campaignFileLink: { url: string } }>(
        'mutation($i: CampaignFileInput!) { campaignFileLink(input: $i) { url } }',
        cell.token,
        { i: { file: 'PRODUCTS_CSV', campaignId: c.id } },
      );
      if (r.errors?.length) return observed(r);
      const file = await fetch(`${inject('gatewayUrl')}${r.data!.campaignFileLink.url}`);
      return file.status === 200
        ? { outcome: 'ALLOWED' }
        : file.status === 404
          ? { outcome: 'NOT_FOUND' }
          : { outcome: `HTTP ${file.status}` };
    },
    (cell, c) => cmRest(cell, 'GET', `/campaigns/export-campaigns-products-list-csv?id_campaign=${c.id}`),
  ),
  campaignVariableGroupOptions: simple('{ campaignVariableGroupOptions { id } }'),
  campaignCompanies: simple('{ campaignCompanies { code } }'),
} satisfies Record<string, Runner>);

// ───────────────────────────── coupon campaigns ─────────────────────────────
// Each cell works on a coupon campaign (and its Talon.One audience row) the test writes in PostgreSQL for the target
// company, whatever its flag, so that the flag refusal is observed on a real campaign; deleted after the file.
const AM_COUPONS = '/audience-management/coupons';
/** The Talon.One simulator's application and campaign (services/audience-management/src/coupons/seed.ts). */
const T1_APPLICATION = '1201';
const T1_CAMPAIGN = '50101';
const COUPON_RUN = `matriz_cup ${RUN}`;
const madeCoupons: string[] = [];
afterAll(async () => {
  const client = new pg.Client({ connectionString: inject('databaseUrl') });
  await client.connect();
  const ids = (
    await client.query<{ id: string }>(
      `SELECT id::text FROM ${SCHEMA}.coupon_campaigns WHERE id = ANY($1::bigint[]) OR custom_coupons_name LIKE $2`,
      [madeCoupons, `INCA_${COUPON_RUN} %`],
    )
  ).rows.map((r) => r.id);
  await client.query(`DELETE FROM ${SCHEMA}.audiences WHERE coupon_campaign_id = ANY($1::bigint[])`, [ids]);
  await client.query(`DELETE FROM ${SCHEMA}.coupon_campaigns WHERE id = ANY($1::bigint[])`, [ids]);
  await client.end();
});

/** A contact segment of the company that no one shares (the form offers it to its users and to the admin) and its Talon.One account, or else any account. */
async function couponInputsOf(companyCode: string): Promise<{ segment: string; account: string; accountId: string }> {
  const segment = await db.query<{ code: string }>(
    `SELECT code FROM ${SCHEMA}.segments WHERE owner_company_code = $1 AND segment_type_id = 2 AND definition->>'type_name' = 'SEGMENT_CONTACT' AND NOT flag_shared
       AND business_name NOT LIKE '%matriz%' ORDER BY code LIMIT 1`,
    [companyCode],
  );
  const account = await db.query<{ id: string; technical_name: string }>(
    `SELECT id::text, technical_name FROM ${SCHEMA}.ads_accounts WHERE company_code = $1 ORDER BY (flag_talonone = '1') DESC, id LIMIT 1`,
    [companyCode],
  );
  if (!segment.rows[0] || !account.rows[0]) throw new Error(`no contact segment or ads account for coupons of ${companyCode}`);
  return { segment: segment.rows[0].code, account: account.rows[0].technical_name, accountId: account.rows[0].id };
}

/** A coupon campaign of the company at P_NOD with its Talon.One audience row, written in PostgreSQL (as the seed writes them). */
async function matrixCoupon(companyCode: string): Promise<{ id: string; startDate: string; endDate: string }> {
  const inputs = await couponInputsOf(companyCode);
  const name = `INCA_${COUPON_RUN} ${next()}`;
  const campaign = await db.query<{ id: string }>(
    `INSERT INTO ${SCHEMA}.coupon_campaigns (custom_coupons_name, custom_coupons_description, company_code, segment_code, ads_account_id, start_date, end_date,
       usage_limit, discount_limit, reservation_limit, talonone_application_id, talonone_campaign_id, talonone_campaign, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 1, 1000, 1, $8, $9, $10, 'admin@corp.demo') RETURNING id::text`,
    [
      name,
      DESCRIPTION,
      companyCode,
      inputs.segment,
      inputs.accountId,
      TODAY,
      FUTURE,
      T1_APPLICATION,
      T1_CAMPAIGN,
      JSON.stringify({ name: 'Cupón bienvenida 10%', couponSettings: { couponPattern: 'BIENV-####', validCharacters: ['A', 'B'] } }),
    ],
  );
  const id = campaign.rows[0]!.id;
  madeCoupons.push(id);
  await db.query(
    `INSERT INTO ${SCHEMA}.audiences (custom_audience_name, custom_audience_description, company_code, segment_code, ads_platform_code, ads_account_id,
       assignment_status_code, assignment_status_date, source_file_row_count, frequency, start_date, end_date, is_enabled, requested, to_update, recipients,
       created_by, talonone_application_id, talonone_campaign_id, coupon_campaign_id)
     VALUES ($1, $2, $3, $4, 'talonone', $5, 'P_NOD', now(), 0, '1_DAY', $6, $7, '1', false, false, '', 'admin@corp.demo', $8, $9, $10)`,
    [name, DESCRIPTION, companyCode, inputs.segment, inputs.accountId, TODAY, FUTURE, T1_APPLICATION, T1_CAMPAIGN, id],
  );
  return { id, startDate: TODAY, endDate: FUTURE };
}

type CouponCall = (cell: Cell, coupon: { id: string; startDate: string; endDate: string }) => Promise<Observed>;
type CouponRest = (cell: Cell, coupon: { id: string; startDate: string; endDate: string }) => Promise<RestObserved>;
const onCoupon = (gateway: CouponCall, service: CouponRest): Runner => ({
  target: 'company',
  gateway: async (cell) => gateway(cell, await matrixCoupon(company(cell))),
  service: async (cell) => service(cell, await matrixCoupon(company(cell))),
});
const couponRest = async (cell: Cell, method: string, url: string, body?: unknown): Promise<RestObserved> => ({
  status: (await restCall(cell.token, method, url, body)).status,
});

const COUPON_CREATE = 'mutation($i: CreateCouponCampaignInput!) { createCouponCampaign(input: $i) { id } }';
/** The create body of the service (§7) and the graph's input, for a company. */
const couponCreateBody = (companyCode: string, c: { segment: string; account: string }, name: string) => ({
  segment_code: c.segment,
  company_code: companyCode,
  coupons_name: name,
  coupons_description: DESCRIPTION,
  coupons_start_date: TODAY,
  coupons_end_date: FUTURE,
  usage_limit: 1,
  discount_limit: 1000,
  reservation_limit: 1,
  campaign: { application_id: T1_APPLICATION, campaign_id: T1_CAMPAIGN },
  platform: ['talonone'],
  ads_account_code: c.account,
});

Object.assign(RUNNERS, {
  couponCampaigns: {
    target: 'company',
    gateway: async (cell) =>
      observed(
        await gql('query($c: ID!) { couponCampaigns(filter: { companyCode: $c }) { totalCount } }', cell.token, { c: company(cell) }),
      ),
    service: (cell) => couponRest(cell, 'GET', `${AM_COUPONS}/list?company_code=${company(cell)}`),
  },
  couponCampaign: onCoupon(
    async (cell, c) => observed(await gql('query($id: ID!) { couponCampaign(id: $id) { id audience { id } } }', cell.token, { id: c.id })),
    (cell, c) => couponRest(cell, 'GET', `${AM_COUPONS}/${c.id}/retrieve`),
  ),
  updateCouponCampaignDates: onCoupon(
    async (cell, c) =>
      observed(
        await gql(
          'mutation($id: ID!, $s: String!, $e: String!) { updateCouponCampaignDates(id: $id, startDate: $s, endDate: $e) { id } }',
          cell.token,
          { id: c.id, s: c.startDate, e: c.endDate },
        ),
      ),
    (cell, c) => couponRest(cell, 'PUT', `${AM_COUPONS}/${c.id}/update`, { start_date: c.startDate, end_date: c.endDate }),
  ),
  resendCouponCampaign: onCoupon(
    async (cell, c) => observed(await gql('mutation($id: ID!) { resendCouponCampaign(id: $id) { id } }', cell.token, { id: c.id })),
    (cell, c) => couponRest(cell, 'POST', `${AM_COUPONS}/resend`, { custom_coupons_id: c.id }),
  ),
  talonOneCouponCampaigns: {
    target: 'company',
    gateway: async (cell) => {
      const { account } = await couponInputsOf(company(cell));
      const query =
        'query($c: ID!, $a: ID!, $p: ID!) { talonOneCouponCampaigns(companyCode: $c, adsAccountCode: $a, applicationId: $p) { id couponSettings { couponPattern } } }';
      return observed(await gql(query, cell.token, { c: company(cell), a: account, p: T1_APPLICATION }));
    },
    service: async (cell) => {
      const { account } = await couponInputsOf(company(cell));
      return couponRest(cell, 'POST', `${AM_COUPONS}/talonone-campaigns`, {
        company_code: company(cell),
        platform: 'talonone',
        ads_account_code: account,
        application_id: T1_APPLICATION,
      });
    },
  },
  couponSegmentCheck: {
    target: 'company',
    gateway: async (cell) => {
      const { segment, account } = await couponInputsOf(company(cell));
      const query =
        'query($c: ID!, $s: ID!, $a: ID!) { couponSegmentCheck(companyCode: $c, segmentCode: $s, adsAccountCode: $a) { valid message } }';
      const r = await gql<{ couponSegmentCheck: { valid: boolean } }>(query, cell.token, { c: company(cell), s: segment, a: account });
      return observed(r, () => r.data!.couponSegmentCheck.valid);
    },
    service: async (cell) => {
      const { segment, account } = await couponInputsOf(company(cell));
      return couponRest(cell, 'POST', `${AM_COUPONS}/check-segmento-coupons`, {
        company_code: company(cell),
        segment_code: segment,
        ads_account_code: account,
      });
    },
  },
  createCouponCampaign: {
    target: 'company',
    gateway: async (cell) => {
      const inputs = await couponInputsOf(company(cell));
      const body = couponCreateBody(company(cell), inputs, `${COUPON_RUN} ${next()}`);
      const input = {
        companyCode: body.company_code,
        segmentCode: body.segment_code,
        name: body.coupons_name,
        description: body.coupons_description,
        startDate: body.coupons_start_date,
        endDate: body.coupons_end_date,
        usageLimit: body.usage_limit,
        discountLimit: body.discount_limit,
        reservationLimit: body.reservation_limit,
        adsAccountCode: body.ads_account_code,
        platforms: ['TALONONE'],
        talonOneApplicationId: T1_APPLICATION,
        talonOneCampaignId: T1_CAMPAIGN,
      };
      const r = await gql<{ createCouponCampaign: { id: string } }>(COUPON_CREATE, cell.token, { i: input });
      if (r.data?.createCouponCampaign) madeCoupons.push(r.data.createCouponCampaign.id);
      return observed(r);
    },
    service: async (cell) => {
      const inputs = await couponInputsOf(company(cell));
      return couponRest(cell, 'POST', `${AM_COUPONS}/create`, couponCreateBody(company(cell), inputs, `${COUPON_RUN} ${next()}`));
    },
  },
} satisfies Record<string, Runner>);
