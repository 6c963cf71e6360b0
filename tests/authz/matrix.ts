/**
 * The authorization matrix: for every Query and Mutation field of the composed supergraph, what each
 * role may do to a target of each relation. matrix.test.ts exercises every cell through the gateway
 * against the seeded data and tries every refusal again directly against the owning REST service.
 *
 * This file is DATA a reviewer can read: the expected outcomes are written out by hand from the
 * rules (spec §6 of audiences-segments-images-reports.md, §6 of segment-building-access-coupons-config.md
 * and the rules of @inca/domain), never recomputed from them.
 *
 * A new Query or Mutation field without a row here fails the suite: add its row with the operation.
 *
 * Roles (one demo user each, README):
 *   AUDIENCE_ADMIN       admin@corp.demo     032  audience_admin         scope: every company
 *   ORG_DATA_MANAGEMENT  steward@corp.demo   032  org_data_management    scope: 032 + access list 022, 024
 *   AUDIENCE_ANALYST     analyst@brand.demo  024  audience_analyst       scope: 024 (024 has share_action off)
 *   RETAIL_ANALYST       analyst@retail.demo 022  audience_analyst (022) scope: 022 (022 has share_action on)
 *   AUDIENCE_USER        user@brand.demo     024  audience_user          scope: 024
 *
 * Relations of the target to the user (a segment, or for company targets the company, or for user
 * targets the user). Found in the seeded data, read from PostgreSQL (ground truth, not the code under test):
 *   OWN        owned by the user's company (a user of the user's company).
 *   ACCESS     owned by another company of the user's scope (admin: any other company; steward: the
 *              company-access list), neither shared (with anyone) nor requested by the user's company.
 *   FOREIGN    owned by a company outside the user's scope, not shared with the user or their company,
 *              not requested by their company (a user of another company, for user targets).
 *   SHARED     owned by another company, shared with the user or their company, not requested, and (except
 *              for the admin, whose scope is every company) owned by a company outside the user's scope.
 *   REQUESTED  reached only through an APPROVED access request of the user's company.
 *   ANY        operations without a target.
 *
 * Audience targets use OWN, ACCESS and FOREIGN only: an audience belongs to its company, is seen by
 * company scope (spec §6; a share or a request opens a segment, not the audiences of another company), and the
 * "#requested" variants take an audience built on a segment reached by an approved data-access request
 * (requested = true), of the relation named.
 *
 * Cells:
 *   ALLOWED                       the operation answers data (a listing: the target is listed).
 *   FORBIDDEN | NOT_FOUND | CONFLICT | BAD_USER_INPUT   refused with that extensions.code
 *                                 (REST: 403 | 404 | 409 | 400 from the owning service with the user's token).
 *   ABSENT                        a listing answers, without the target (REST: absent too).
 *   CONCEALED                     a yes/no question about the target answers what it answers for an unknown
 *                                 e-mail (false) although the truthful answer is true (REST: 200 with false).
 *   —                             no target of that relation exists for the role (asserted: the seeded data
 *                                 holds none, e.g. the admin has no FOREIGN company, 032 made no access request).
 *   N/A                           not exercised; the row's `na` says why (the count is asserted to stay small).
 */

export const ROLES = ['AUDIENCE_ADMIN', 'ORG_DATA_MANAGEMENT', 'AUDIENCE_ANALYST', 'RETAIL_ANALYST', 'AUDIENCE_USER'] as const;
export type MatrixRole = (typeof ROLES)[number];

export const RELATIONS = ['OWN', 'ACCESS', 'FOREIGN', 'SHARED', 'REQUESTED', 'ANY'] as const;
export type Relation = (typeof RELATIONS)[number];

export const REFUSALS = ['FORBIDDEN', 'NOT_FOUND', 'CONFLICT', 'BAD_USER_INPUT', 'ABSENT', 'CONCEALED'] as const;
export type Refusal = (typeof REFUSALS)[number];
export type Expected = 'ALLOWED' | Refusal | 'NO_TARGET' | 'N/A';

export type Actor = { email: string; companyCode: string; scope: 'ALL' | string[] };

export const ACTORS: Record<MatrixRole, Actor> = {
  AUDIENCE_ADMIN: { email: 'admin@corp.demo', companyCode: '032', scope: 'ALL' },
  ORG_DATA_MANAGEMENT: { email: 'steward@corp.demo', companyCode: '032', scope: ['032', '022', '024'] },
  AUDIENCE_ANALYST: { email: 'analyst@brand.demo', companyCode: '024', scope: ['024'] },
  RETAIL_ANALYST: { email: 'analyst@retail.demo', companyCode: '022', scope: ['022'] },
  AUDIENCE_USER: { email: 'user@brand.demo', companyCode: '024', scope: ['024'] },
};

/** One row of the matrix: an operation (a variant after '#': same field, another kind of target). */
export type MatrixRow = {
  /** `field` or `field#variant`; `field` is a Query or Mutation field, or `Type.field` for a guarded sub-field. */
  id: string;
  /** The rule the cells come from. */
  rule: string;
  /** How the target enters the call. */
  call: string;
  /** role → relation → expected. */
  cells: Partial<Record<MatrixRole, Partial<Record<Relation, Expected>>>>;
  /** Why a cell is N/A, by 'ROLE RELATION'. */
  na?: Record<string, string>;
};

const TOKENS: Record<string, Expected> = {
  ALLOWED: 'ALLOWED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  BAD_USER_INPUT: 'BAD_USER_INPUT',
  ABSENT: 'ABSENT',
  CONCEALED: 'CONCEALED',
  '—': 'NO_TARGET',
  'N/A': 'N/A',
};

/** Parses a whitespace-aligned table: a header of relations, then one line per role. */
export function table(text: string): MatrixRow['cells'] {
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const header = lines[0]!.split(/\s+/);
  for (const h of header) if (!(RELATIONS as readonly string[]).includes(h)) throw new Error(`unknown relation ${h}`);
  const cells: MatrixRow['cells'] = {};
  for (const line of lines.slice(1)) {
    const [role, ...values] = line.split(/\s+/);
    if (!(ROLES as readonly string[]).includes(role!)) throw new Error(`unknown role ${role}`);
    if (values.length !== header.length) throw new Error(`${role}: ${values.length} cells for ${header.length} relations`);
    cells[role as MatrixRole] = Object.fromEntries(
      values.map((v, i) => {
        const expected = TOKENS[v];
        if (!expected) throw new Error(`${role} ${header[i]}: unknown cell ${v}`);
        return [header[i]!, expected];
      }),
    );
  }
  return cells;
}

const EVERYONE_ALLOWED = table(`
                        ANY
  AUDIENCE_ADMIN        ALLOWED
  ORG_DATA_MANAGEMENT   ALLOWED
  AUDIENCE_ANALYST      ALLOWED
  RETAIL_ANALYST        ALLOWED
  AUDIENCE_USER         ALLOWED
`);

/** Only the audience admin (§6 Configuration tab, other domains, the test clock). */
const ADMIN_ONLY = table(`
                        ANY
  AUDIENCE_ADMIN        ALLOWED
  ORG_DATA_MANAGEMENT   FORBIDDEN
  AUDIENCE_ANALYST      FORBIDDEN
  RETAIL_ANALYST        FORBIDDEN
  AUDIENCE_USER         FORBIDDEN
`);

/** Nobody (e.g. deciding one's own request). */
const ALL_FORBIDDEN = table(`
                        ANY
  AUDIENCE_ADMIN        FORBIDDEN
  ORG_DATA_MANAGEMENT   FORBIDDEN
  AUDIENCE_ANALYST      FORBIDDEN
  RETAIL_ANALYST        FORBIDDEN
  AUDIENCE_USER         FORBIDDEN
`);

/** §6 Requests tab: the audience admin, or a data steward whose company (032) has approve_request_data. */
const ADMIN_OR_APPROVING_STEWARD = table(`
                        ANY
  AUDIENCE_ADMIN        ALLOWED
  ORG_DATA_MANAGEMENT   ALLOWED
  AUDIENCE_ANALYST      FORBIDDEN
  RETAIL_ANALYST        FORBIDDEN
  AUDIENCE_USER         FORBIDDEN
`);

/** Seeing a segment (§6 list visibility): the user's scope, plus what is shared with them or requested by their company. */
const SEES = table(`
                        OWN       ACCESS     FOREIGN     SHARED     REQUESTED
  AUDIENCE_ADMIN        ALLOWED   ALLOWED    —           ALLOWED    —
  ORG_DATA_MANAGEMENT   ALLOWED   ALLOWED    NOT_FOUND   —          —
  AUDIENCE_ANALYST      ALLOWED   —          NOT_FOUND   ALLOWED    ALLOWED
  RETAIL_ANALYST        ALLOWED   —          NOT_FOUND   ALLOWED    ALLOWED
  AUDIENCE_USER         ALLOWED   —          NOT_FOUND   ALLOWED    ALLOWED
`);

const LISTS = table(`
                        OWN       ACCESS     FOREIGN     SHARED     REQUESTED
  AUDIENCE_ADMIN        ALLOWED   ALLOWED    —           ALLOWED    —
  ORG_DATA_MANAGEMENT   ALLOWED   ALLOWED    ABSENT      —          —
  AUDIENCE_ANALYST      ALLOWED   —          ABSENT      ALLOWED    ALLOWED
  RETAIL_ANALYST        ALLOWED   —          ABSENT      ALLOWED    ALLOWED
  AUDIENCE_USER         ALLOWED   —          ABSENT      ALLOWED    ALLOWED
`);

/**
 * Share (§6): the owner company's steward or analyst when its share_action flag permits (032 and 022 yes,
 * 024 no); for company 032 also the audience admin. Never on a requested segment.
 */
const SHARES = table(`
                        OWN         ACCESS      FOREIGN     SHARED      REQUESTED
  AUDIENCE_ADMIN        ALLOWED     FORBIDDEN   —           FORBIDDEN   —
  ORG_DATA_MANAGEMENT   ALLOWED     FORBIDDEN   NOT_FOUND   —           —
  AUDIENCE_ANALYST      FORBIDDEN   —           NOT_FOUND   FORBIDDEN   FORBIDDEN
  RETAIL_ANALYST        ALLOWED     —           NOT_FOUND   FORBIDDEN   FORBIDDEN
  AUDIENCE_USER         FORBIDDEN   —           NOT_FOUND   FORBIDDEN   FORBIDDEN
`);

/**
 * Building for a company (segment-building §6): the admin any company; steward and retail analyst their
 * access list; others their own company. A share or a request opens a segment, not its owner company.
 */
const BUILDS_FOR_COMPANY = table(`
                        OWN       ACCESS     FOREIGN     SHARED      REQUESTED
  AUDIENCE_ADMIN        ALLOWED   ALLOWED    —           ALLOWED     —
  ORG_DATA_MANAGEMENT   ALLOWED   ALLOWED    FORBIDDEN   —           —
  AUDIENCE_ANALYST      ALLOWED   —          FORBIDDEN   FORBIDDEN   FORBIDDEN
  RETAIL_ANALYST        ALLOWED   —          FORBIDDEN   FORBIDDEN   FORBIDDEN
  AUDIENCE_USER         ALLOWED   —          FORBIDDEN   FORBIDDEN   FORBIDDEN
`);

/** A merge of the user's own company may use, as Segmento A, any segment the user sees. */
const MERGES_WITH = SEES;

/**
 * Edit (§6): shown for the owner company; also for admin, steward or retail analyst on non-shared segments;
 * a requested segment is view only. Re-evaluation needs the same right; a requested
 * segment is not found for re-evaluation.
 */
const EDITS = table(`
                        OWN       ACCESS     FOREIGN     SHARED      REQUESTED
  AUDIENCE_ADMIN        ALLOWED   ALLOWED    —           FORBIDDEN   —
  ORG_DATA_MANAGEMENT   ALLOWED   ALLOWED    NOT_FOUND   —           —
  AUDIENCE_ANALYST      ALLOWED   —          NOT_FOUND   FORBIDDEN   FORBIDDEN
  RETAIL_ANALYST        ALLOWED   —          NOT_FOUND   FORBIDDEN   FORBIDDEN
  AUDIENCE_USER         ALLOWED   —          NOT_FOUND   FORBIDDEN   FORBIDDEN
`);

// ───────────── audiences ─────────────

/** Images of an audience: seeing the audience, then its company's gpt_images flag (024 has none: FORBIDDEN). */
const IMAGES_OF_AUDIENCE = table(`
                        OWN         ACCESS     FOREIGN
  AUDIENCE_ADMIN        ALLOWED     ALLOWED    —
  ORG_DATA_MANAGEMENT   ALLOWED     ALLOWED    NOT_FOUND
  AUDIENCE_ANALYST      FORBIDDEN   —          NOT_FOUND
  RETAIL_ANALYST        ALLOWED     —          NOT_FOUND
  AUDIENCE_USER         FORBIDDEN   —          NOT_FOUND
`);

/** Seeing a campaign (campaigns-variables §6): the company scope; outside it NOT_FOUND. */
const SEES_CAMPAIGN = table(`
                        OWN       ACCESS     FOREIGN
  AUDIENCE_ADMIN        ALLOWED   ALLOWED    —
  ORG_DATA_MANAGEMENT   ALLOWED   ALLOWED    NOT_FOUND
  AUDIENCE_ANALYST      ALLOWED   —          NOT_FOUND
  RETAIL_ANALYST        ALLOWED   —          NOT_FOUND
  AUDIENCE_USER         ALLOWED   —          NOT_FOUND
`);

/** Listing campaigns: the company scope lists them; outside it they are absent. */
const LISTS_CAMPAIGN = table(`
                        OWN       ACCESS     FOREIGN
  AUDIENCE_ADMIN        ALLOWED   ALLOWED    —
  ORG_DATA_MANAGEMENT   ALLOWED   ALLOWED    ABSENT
  AUDIENCE_ANALYST      ALLOWED   —          ABSENT
  RETAIL_ANALYST        ALLOWED   —          ABSENT
  AUDIENCE_USER         ALLOWED   —          ABSENT
`);

/** Seeing an audience (§6 / REST contract visibility): the company scope only; outside it NOT_FOUND. */
const SEES_AUDIENCE = table(`
                        OWN       ACCESS     FOREIGN
  AUDIENCE_ADMIN        ALLOWED   ALLOWED    —
  ORG_DATA_MANAGEMENT   ALLOWED   ALLOWED    NOT_FOUND
  AUDIENCE_ANALYST      ALLOWED   —          NOT_FOUND
  RETAIL_ANALYST        ALLOWED   —          NOT_FOUND
  AUDIENCE_USER         ALLOWED   —          NOT_FOUND
`);

const LISTS_AUDIENCE = table(`
                        OWN       ACCESS     FOREIGN
  AUDIENCE_ADMIN        ALLOWED   ALLOWED    —
  ORG_DATA_MANAGEMENT   ALLOWED   ALLOWED    ABSENT
  AUDIENCE_ANALYST      ALLOWED   —          ABSENT
  RETAIL_ANALYST        ALLOWED   —          ABSENT
  AUDIENCE_USER         ALLOWED   —          ABSENT
`);

/** Creating for a company (§6 company field): the admin any company, the steward its access list, others their own. */
const CREATES_AUDIENCE_FOR = table(`
                        OWN       ACCESS     FOREIGN
  AUDIENCE_ADMIN        ALLOWED   ALLOWED    —
  ORG_DATA_MANAGEMENT   ALLOWED   ALLOWED    FORBIDDEN
  AUDIENCE_ANALYST      ALLOWED   —          FORBIDDEN
  RETAIL_ANALYST        ALLOWED   —          FORBIDDEN
  AUDIENCE_USER         ALLOWED   —          FORBIDDEN
`);

/** Talon.One lists for a company of the scope, through an account enabling Talon.One (only 022 and 011 have one). */
const TALONONE_FOR = table(`
                        OWN              ACCESS     FOREIGN
  AUDIENCE_ADMIN        BAD_USER_INPUT   ALLOWED    —
  ORG_DATA_MANAGEMENT   BAD_USER_INPUT   ALLOWED    FORBIDDEN
  AUDIENCE_ANALYST      BAD_USER_INPUT   —          FORBIDDEN
  RETAIL_ANALYST        ALLOWED          —          FORBIDDEN
  AUDIENCE_USER         BAD_USER_INPUT   —          FORBIDDEN
`);

/** A Salesforce automation for a company of the scope, through an account enabling Salesforce (024 has none). */
const SALESFORCE_FOR = table(`
                        OWN              ACCESS     FOREIGN
  AUDIENCE_ADMIN        ALLOWED          ALLOWED    —
  ORG_DATA_MANAGEMENT   ALLOWED          ALLOWED    FORBIDDEN
  AUDIENCE_ANALYST      BAD_USER_INPUT   —          FORBIDDEN
  RETAIL_ANALYST        ALLOWED          —          FORBIDDEN
  AUDIENCE_USER         BAD_USER_INPUT   —          FORBIDDEN
`);

/** §6 audience list: admin, steward and retail analyst edit; other users their own company's (all they see). */
const EDITS_AUDIENCE = SEES_AUDIENCE;

/** §6: admin any; retail analyst (own is all it sees); a steward only its own company's; others their own. */
const DELETES_AUDIENCE = table(`
                        OWN       ACCESS      FOREIGN
  AUDIENCE_ADMIN        ALLOWED   ALLOWED     —
  ORG_DATA_MANAGEMENT   ALLOWED   FORBIDDEN   NOT_FOUND
  AUDIENCE_ANALYST      ALLOWED   —           NOT_FOUND
  RETAIL_ANALYST        ALLOWED   —           NOT_FOUND
  AUDIENCE_USER         ALLOWED   —           NOT_FOUND
`);

/** §6 activate/deactivate: the admin any audience; other users their own company's. */
const TOGGLES_AUDIENCE = DELETES_AUDIENCE;

/** §6: requested audiences cannot be edited, deleted, activated or deactivated (032 made no access request). */
const REQUESTED_AUDIENCE = table(`
                        OWN         ACCESS
  AUDIENCE_ADMIN        —           FORBIDDEN
  ORG_DATA_MANAGEMENT   —           FORBIDDEN
  AUDIENCE_ANALYST      FORBIDDEN   —
  RETAIL_ANALYST        FORBIDDEN   —
  AUDIENCE_USER         FORBIDDEN   —
`);

/**
 * Coupon campaigns of a company: the company scope as for audiences (admin any company; steward
 * its access list; others their own; else FORBIDDEN 'No puede gestionar cupones de esa empresa.'), then the company's
 * talonone_coupons flag (032 and 011 off: FORBIDDEN 'No tiene habilitados los cupones.'; 022 and 024 on). The admin's
 * and the steward's OWN cells are the flag refusal. The target is a coupon campaign the test makes in the company.
 */
const COUPONS_FOR = table(`
                        OWN         ACCESS     FOREIGN
  AUDIENCE_ADMIN        FORBIDDEN   ALLOWED    —
  ORG_DATA_MANAGEMENT   FORBIDDEN   ALLOWED    FORBIDDEN
  AUDIENCE_ANALYST      ALLOWED     —          FORBIDDEN
  RETAIL_ANALYST        ALLOWED     —          FORBIDDEN
  AUDIENCE_USER         ALLOWED     —          FORBIDDEN
`);

/**
 * As COUPONS_FOR, through an ads account of the company enabling Talon One: 024 (flag on) has none, so its users'
 * OWN cells are BAD_USER_INPUT ('La cuenta publicitaria no tiene habilitada la plataforma Talon One.').
 */
const COUPON_TALONONE_FOR = table(`
                        OWN              ACCESS     FOREIGN
  AUDIENCE_ADMIN        FORBIDDEN        ALLOWED    —
  ORG_DATA_MANAGEMENT   FORBIDDEN        ALLOWED    FORBIDDEN
  AUDIENCE_ANALYST      BAD_USER_INPUT   —          FORBIDDEN
  RETAIL_ANALYST        ALLOWED          —          FORBIDDEN
  AUDIENCE_USER         BAD_USER_INPUT   —          FORBIDDEN
`);

export const MATRIX: MatrixRow[] = [
  // ───────────── operations without a target ─────────────
  { id: 'companies', rule: 'every signed-in user (to choose whom to share with)', call: '{ companies { code } }', cells: EVERYONE_ALLOWED },
  { id: 'myTables', rule: "the caller's own table grants", call: '{ myTables { relativeResourceName } }', cells: EVERYONE_ALLOWED },
  { id: 'reports', rule: 'every user; non-admins see the reports open to all', call: '{ reports { id } }', cells: EVERYONE_ALLOWED },
  { id: 'segmentTypes', rule: 'every user', call: '{ segmentTypes { id } }', cells: EVERYONE_ALLOWED },
  { id: 'variableTypes', rule: 'every user', call: '{ variableTypes { id } }', cells: EVERYONE_ALLOWED },
  { id: 'viewer', rule: 'every user (themselves)', call: '{ viewer { email } }', cells: EVERYONE_ALLOWED },

  // ───────────── seeing segments ─────────────
  {
    id: 'segment',
    rule: '§6 list visibility: scope (admin all; steward and retail analyst own + access list; others own) + shared with the user or their company + approved requests; otherwise NOT_FOUND',
    call: 'segment(code: target)',
    cells: SEES,
  },
  {
    id: 'segments',
    rule: '§6 list visibility (as segment): a segment the user may not see is not listed',
    call: 'segments(filter: { name: target name }) — is the target listed?',
    cells: LISTS,
  },
  {
    id: 'mergeOptions',
    rule: 'merge options are the visible attribute and merge segments of the type',
    call: 'mergeOptions(type: SEGMENT_CONTACT) — is the target (a contact segment) offered?',
    cells: LISTS,
  },
  {
    id: 'Segment.shares',
    rule: '§6 share rule guards reading the shares: FORBIDDEN unless the viewer may share the segment',
    call: 'segment(code: target) { shares { id } }',
    cells: SHARES,
  },

  // ───────────── building ─────────────
  {
    id: 'segmentCatalogue',
    rule: "segment-building §6: a company of the user's building scope, else FORBIDDEN ('No puede crear segmentos para esa empresa.')",
    call: "segmentCatalogue(companyCode: the target's company)",
    cells: BUILDS_FOR_COMPANY,
  },
  {
    id: 'segmentCatalogue#viewing',
    rule: "with segmentCode: whoever sees the segment reads its owner's catalogue (read-only viewing); else NOT_FOUND",
    call: 'segmentCatalogue(companyCode: owner, segmentCode: target)',
    cells: SEES,
  },
  {
    id: 'previewSegment',
    rule: 'segment-building §6: preview for a company of the building scope only',
    call: "previewSegment(input: { companyCode: the target's company, attributes: [a boolean attribute] })",
    cells: BUILDS_FOR_COMPANY,
  },
  {
    id: 'previewSegment#merge',
    rule: 'a merge for the own company may take any segment the user sees as a side; an invisible side is NOT_FOUND',
    call: 'previewSegment(input: { companyCode: own, merge: { segmentA: target, segmentB: another own segment, UNION } })',
    cells: MERGES_WITH,
  },
  {
    id: 'createSegment',
    rule: 'segment-building §6: save for a company of the building scope only (the test deletes what it creates)',
    call: "previewSegment then createSegment(input: { companyCode: the target's company, … })",
    cells: BUILDS_FOR_COMPANY,
  },
  {
    id: 'createSegment#merge',
    rule: 'a merge saved for the own company on any visible segment (the test deletes the merge)',
    call: 'previewSegment then createSegment(input: { companyCode: own, merge: { segmentA: target, … } })',
    cells: MERGES_WITH,
  },
  {
    id: 'updateSegment',
    rule: '§6 edit rule (allowed cells edit a copy the test made for that relation)',
    call: 'previewSegment then updateSegment(code: target, input: { companyCode: owner, … })',
    cells: EDITS,
  },
  {
    id: 'updateSegment#audiences',
    rule: '§6: editing is blocked while audiences use the segment unless the owner company has edit_segment (032 has it; 022 and 024 not)',
    call: 'updateSegment(code: an own segment with audiences)',
    cells: table(`
                          OWN
      AUDIENCE_ADMIN      N/A
      ORG_DATA_MANAGEMENT N/A
      AUDIENCE_ANALYST    CONFLICT
      RETAIL_ANALYST      CONFLICT
      AUDIENCE_USER       CONFLICT
    `),
    na: {
      'AUDIENCE_ADMIN OWN':
        '032 has edit_segment: the edit is allowed and would rewrite a seeded segment that feeds audiences (the test cannot give a copy audiences)',
      'ORG_DATA_MANAGEMENT OWN':
        '032 has edit_segment: the edit is allowed and would rewrite a seeded segment that feeds audiences (the test cannot give a copy audiences)',
    },
  },
  {
    id: 'evaluateSegment',
    rule: 're-evaluation needs the edit right (§6 edit rule); a requested segment is not found (allowed cells evaluate a copy)',
    call: 'evaluateSegment(code: target)',
    cells: table(`
                          OWN       ACCESS     FOREIGN     SHARED      REQUESTED
      AUDIENCE_ADMIN      ALLOWED   ALLOWED    —           FORBIDDEN   —
      ORG_DATA_MANAGEMENT ALLOWED   ALLOWED    NOT_FOUND   —           —
      AUDIENCE_ANALYST    ALLOWED   —          NOT_FOUND   FORBIDDEN   NOT_FOUND
      RETAIL_ANALYST      ALLOWED   —          NOT_FOUND   FORBIDDEN   NOT_FOUND
      AUDIENCE_USER       ALLOWED   —          NOT_FOUND   FORBIDDEN   NOT_FOUND
    `),
  },

  {
    id: 'evaluateSegment#audiences',
    rule: 'as the edit rule: re-evaluating a segment that audiences use is blocked unless the owner company has edit_segment (032 has it; 022 and 024 not)',
    call: 'evaluateSegment(code: an own segment with audiences)',
    cells: table(`
                          OWN
      AUDIENCE_ADMIN      N/A
      ORG_DATA_MANAGEMENT N/A
      AUDIENCE_ANALYST    CONFLICT
      RETAIL_ANALYST      CONFLICT
      AUDIENCE_USER       CONFLICT
    `),
    na: {
      'AUDIENCE_ADMIN OWN':
        '032 has edit_segment: the re-evaluation is allowed and would rewrite a seeded segment that feeds audiences (the test cannot give a copy audiences)',
      'ORG_DATA_MANAGEMENT OWN':
        '032 has edit_segment: the re-evaluation is allowed and would rewrite a seeded segment that feeds audiences (the test cannot give a copy audiences)',
    },
  },

  // ───────────── acting on segments ─────────────
  {
    id: 'deleteSegment',
    rule: '§6 delete: the owner company, or the admin for type 2 segments; requested: view only (allowed cells delete a copy)',
    call: 'deleteSegment(code: target, a type 2 segment)',
    cells: table(`
                          OWN       ACCESS      FOREIGN     SHARED      REQUESTED
      AUDIENCE_ADMIN      ALLOWED   ALLOWED     —           ALLOWED     —
      ORG_DATA_MANAGEMENT ALLOWED   FORBIDDEN   NOT_FOUND   —           —
      AUDIENCE_ANALYST    ALLOWED   —           NOT_FOUND   FORBIDDEN   FORBIDDEN
      RETAIL_ANALYST      ALLOWED   —           NOT_FOUND   FORBIDDEN   FORBIDDEN
      AUDIENCE_USER       ALLOWED   —           NOT_FOUND   FORBIDDEN   FORBIDDEN
    `),
  },
  {
    id: 'deleteSegment#merge',
    rule: '§6 delete: the admin may delete only type 2 segments of other companies',
    call: 'deleteSegment(code: a merge (type 3) of another company)',
    cells: table(`
                          ACCESS
      AUDIENCE_ADMIN      FORBIDDEN
      ORG_DATA_MANAGEMENT FORBIDDEN
    `),
  },
  {
    id: 'duplicateSegment',
    rule: '§6 duplicate: the owner company, or the admin for type 2 segments owned by others; requested: view only (the test deletes the copies)',
    call: 'duplicateSegment(code: target, a type 2 segment, name)',
    cells: table(`
                          OWN       ACCESS      FOREIGN     SHARED      REQUESTED
      AUDIENCE_ADMIN      ALLOWED   ALLOWED     —           ALLOWED     —
      ORG_DATA_MANAGEMENT ALLOWED   FORBIDDEN   NOT_FOUND   —           —
      AUDIENCE_ANALYST    ALLOWED   —           NOT_FOUND   FORBIDDEN   FORBIDDEN
      RETAIL_ANALYST      ALLOWED   —           NOT_FOUND   FORBIDDEN   FORBIDDEN
      AUDIENCE_USER       ALLOWED   —           NOT_FOUND   FORBIDDEN   FORBIDDEN
    `),
  },
  {
    id: 'duplicateSegment#merge',
    rule: '§6 duplicate: the admin may duplicate only type 2 segments of other companies',
    call: 'duplicateSegment(code: a merge (type 3) of another company, name)',
    cells: table(`
                          ACCESS
      AUDIENCE_ADMIN      FORBIDDEN
      ORG_DATA_MANAGEMENT FORBIDDEN
    `),
  },
  {
    id: 'shareSegment',
    rule: '§6 share rule (allowed cells share a copy)',
    call: 'shareSegment(code: target, input: { type: COMPANY, companyCode: another company })',
    cells: SHARES,
  },
  {
    id: 'unshareSegment',
    rule: '§6 share rule (allowed cells share a copy, then remove that share)',
    call: 'unshareSegment(code: target, sharingId: a share of the target, or one that does not exist)',
    cells: SHARES,
  },

  // ───────────── people ─────────────
  {
    id: 'userHasRole',
    rule: 'answers only for users the caller could share with — a caller who may share (admin of 032; steward or analyst of a company with share_action: 032, 022) learns the role; anyone else gets the answer of an unknown e-mail (false)',
    call: 'userHasRole(email: a user holding audience_user or audience_analyst, role: that role) — true is the truthful answer',
    cells: table(`
                          OWN         FOREIGN
      AUDIENCE_ADMIN      —           ALLOWED
      ORG_DATA_MANAGEMENT —           ALLOWED
      AUDIENCE_ANALYST    CONCEALED   CONCEALED
      RETAIL_ANALYST      ALLOWED     ALLOWED
      AUDIENCE_USER       CONCEALED   CONCEALED
    `),
  },

  // ───────────── audiences ─────────────
  { id: 'audienceStates', rule: 'every user (the status table)', call: '{ audienceStates { code } }', cells: EVERYONE_ALLOWED },
  { id: 'audiencePlatforms', rule: 'every user (the platform table)', call: '{ audiencePlatforms { code } }', cells: EVERYONE_ALLOWED },
  {
    id: 'audienceFrequencies',
    rule: 'every user (the frequency table)',
    call: '{ audienceFrequencies { code } }',
    cells: EVERYONE_ALLOWED,
  },
  {
    id: 'audience',
    rule: '§6 audience visibility: the company scope (admin all; steward own + access list; others own); otherwise NOT_FOUND',
    call: 'audience(id: target)',
    cells: SEES_AUDIENCE,
  },
  {
    id: 'audiences',
    rule: '§6 audience visibility (as audience): an audience the user may not see is not listed',
    call: 'audiences(filter: { name: target name }) — is the target listed?',
    cells: LISTS_AUDIENCE,
  },
  {
    id: 'audienceListFileLink',
    rule: '§6 audience visibility (as audiences): lista_audiencias.xlsx holds only audiences the user may see',
    call: 'audienceListFileLink(filter: { name: target name }) { url }, then GET the link through the gateway — does the file hold the target?',
    cells: LISTS_AUDIENCE,
  },
  {
    id: 'audienceFormSegments',
    rule: "§6 segments offered by the form, for a company of the user's scope only (else FORBIDDEN)",
    call: 'audienceFormSegments(companyCode: the target company)',
    cells: CREATES_AUDIENCE_FOR,
  },
  {
    id: 'talonOneApplications',
    rule: "Talon.One applications through an ads account of a company of the user's scope (else FORBIDDEN); the account must enable Talon.One (BAD_USER_INPUT: 032 and 024 have no such account, 022 and 011 do)",
    call: 'talonOneApplications(companyCode: target company, adsAccountCode: its Talon.One account, or else any of its accounts)',
    cells: TALONONE_FOR,
  },
  {
    id: 'talonOneCampaigns',
    rule: "as talonOneApplications, for the campaigns of one of the account's applications",
    call: 'talonOneCampaigns(companyCode: target company, adsAccountCode: as talonOneApplications, applicationId: one of its applications)',
    cells: TALONONE_FOR,
  },
  {
    id: 'verifyAdsAccounts',
    rule: "'Verify account': checks the platform APIs of the ads accounts of a company of the user's scope only (else FORBIDDEN)",
    call: 'verifyAdsAccounts(companyCode: the target company)',
    cells: CREATES_AUDIENCE_FOR,
  },
  {
    id: 'createAudiences',
    rule: "§6 company field: create for a company of the user's scope only, else FORBIDDEN ('No puede crear audiencias para esa empresa.'); the test deletes what it creates",
    call: 'createAudiences(input: { companyCode: target company, a contact segment and an ads account of it, one platform })',
    cells: CREATES_AUDIENCE_FOR,
  },
  {
    id: 'createAudiences#otherCompanySegment',
    rule: "an audience's segment must be one its company may use (own, shared with it, or opened by its approved request), whoever asks: a segment of another company is refused BAD_USER_INPUT (admin and steward see it), NOT_FOUND where the user cannot see it, FORBIDDEN outside the scope; nothing is written",
    call: 'createAudiences(input: { companyCode: target company, segmentCode: a never-shared contact segment of another company (one the user sees when there is one), its own ads account })',
    cells: table(`
                          OWN              ACCESS           FOREIGN
      AUDIENCE_ADMIN      BAD_USER_INPUT   BAD_USER_INPUT   —
      ORG_DATA_MANAGEMENT BAD_USER_INPUT   BAD_USER_INPUT   FORBIDDEN
      AUDIENCE_ANALYST    NOT_FOUND        —                FORBIDDEN
      RETAIL_ANALYST      NOT_FOUND        —                FORBIDDEN
      AUDIENCE_USER       NOT_FOUND        —                FORBIDDEN
    `),
  },
  {
    id: 'audienceFormSegments#otherCompanySegment',
    rule: "the form offers the chosen company's usable segments only: another company's never-shared segment is not listed, even to the admin and the steward who see it",
    call: 'audienceFormSegments(companyCode: target company) — is a never-shared contact segment of another company listed?',
    cells: table(`
                          OWN       ACCESS    FOREIGN
      AUDIENCE_ADMIN      ABSENT    ABSENT    —
      ORG_DATA_MANAGEMENT ABSENT    ABSENT    FORBIDDEN
      AUDIENCE_ANALYST    ABSENT    —         FORBIDDEN
      RETAIL_ANALYST      ABSENT    —         FORBIDDEN
      AUDIENCE_USER       ABSENT    —         FORBIDDEN
    `),
  },
  {
    id: 'createSalesforceAutomation',
    rule: "as createAudiences: the automation flow for a company of the user's scope only (the test deletes what it creates); the account must enable Salesforce (BAD_USER_INPUT for 024, which has no such account)",
    call: 'createSalesforceAutomation(input: { companyCode: target company, its Salesforce account or else any of its accounts, … })',
    cells: SALESFORCE_FOR,
  },
  {
    id: 'updateAudience',
    rule: '§6 edit: admin, steward and retail analyst, other users their own company (allowed cells edit a copy)',
    call: 'updateAudience(id: target, input: { name, description, dates, frequency })',
    cells: EDITS_AUDIENCE,
  },
  {
    id: 'updateAudience#requested',
    rule: '§6: a requested audience cannot be edited',
    call: 'updateAudience(id: a requested audience)',
    cells: REQUESTED_AUDIENCE,
  },
  {
    id: 'bulkUpdateAudiences',
    rule: '§5/§6 bulk update: every audience visible (NOT_FOUND) and editable (FORBIDDEN), else nothing changes (allowed cells update a copy)',
    call: 'bulkUpdateAudiences(input: { ids: [target], endDate: a future day, frequency: DAILY })',
    cells: EDITS_AUDIENCE,
  },
  {
    id: 'deleteAudience',
    rule: '§6 delete: admin any; a steward only its own company; other users their own (allowed cells delete a copy)',
    call: 'deleteAudience(id: target)',
    cells: DELETES_AUDIENCE,
  },
  {
    id: 'deleteAudience#requested',
    rule: '§6: a requested audience cannot be deleted',
    call: 'deleteAudience(id: a requested audience)',
    cells: REQUESTED_AUDIENCE,
  },
  {
    id: 'setAudienceEnabled',
    rule: '§6 activate/deactivate: admin any; other users their own company (allowed cells deactivate a copy)',
    call: 'setAudienceEnabled(id: target, enabled: false)',
    cells: TOGGLES_AUDIENCE,
  },
  {
    id: 'setAudienceEnabled#requested',
    rule: '§6: a requested audience cannot be activated or deactivated',
    call: 'setAudienceEnabled(id: a requested audience, enabled: false)',
    cells: REQUESTED_AUDIENCE,
  },
  {
    id: 'resendAudience',
    rule: '§6 resend of a sent audience (status not P_NOD, rows sent > 0): only the audience admin (allowed cells resend a copy made published)',
    call: 'resendAudience(id: target, a sent audience)',
    cells: table(`
                          OWN         ACCESS      FOREIGN
      AUDIENCE_ADMIN      ALLOWED     ALLOWED     —
      ORG_DATA_MANAGEMENT FORBIDDEN   FORBIDDEN   NOT_FOUND
      AUDIENCE_ANALYST    FORBIDDEN   —           NOT_FOUND
      RETAIL_ANALYST      FORBIDDEN   —           NOT_FOUND
      AUDIENCE_USER       FORBIDDEN   —           NOT_FOUND
    `),
  },
  {
    id: 'resendAudience#unsent',
    rule: '§6 resend of an audience never sent (P_NOD, 0 rows): its own company, or the admin (allowed cells resend a fresh copy)',
    call: 'resendAudience(id: target, a P_NOD audience)',
    cells: TOGGLES_AUDIENCE,
  },
  {
    id: 'updateAudienceFrequency',
    rule: '§6 frequency update (to_update set): admin any; other users their own company (allowed cells update a copy with to_update set)',
    call: 'updateAudienceFrequency(id: target)',
    cells: TOGGLES_AUDIENCE,
  },
  {
    id: 'startBilling',
    rule: '§6 billing: company 032 only (admin and steward), never Salesforce or Talon.One; outside the scope NOT_FOUND (allowed cells bill a copy with a published status)',
    call: 'startBilling(id: target, a Google Ads audience)',
    cells: table(`
                          OWN         ACCESS      FOREIGN
      AUDIENCE_ADMIN      ALLOWED     ALLOWED     —
      ORG_DATA_MANAGEMENT ALLOWED     ALLOWED     NOT_FOUND
      AUDIENCE_ANALYST    FORBIDDEN   —           NOT_FOUND
      RETAIL_ANALYST      FORBIDDEN   —           NOT_FOUND
      AUDIENCE_USER       FORBIDDEN   —           NOT_FOUND
    `),
  },

  // The audience fields a page reads in one batched service call each: the batch routes check every id as the
  // single routes do, and refuse the whole call when one id is outside the scope.
  {
    id: 'Audience.runs',
    rule: "§6 audience visibility, for runs, lastRun and qualityReport; through the batch routes (GET …/audiences/runs/by-ids and …/quality/by-ids) a call naming the target beside an audience of the user's own company is refused whole (NOT_FOUND) when the target is outside the scope",
    call: 'audience(id: target) { runs { id } lastRun { id } qualityReport { runId } } — REST: the batch routes with ids = an own audience, the target',
    cells: SEES_AUDIENCE,
  },
  {
    id: 'Audience.timeline',
    rule: 'as Audience.runs, for timeline and tracks (GET …/audiences/timeline/by-ids and …/tracks/by-ids)',
    call: 'audience(id: target) { timeline { totalCount } tracks { date } } — REST: the batch routes with ids = an own audience, the target',
    cells: SEES_AUDIENCE,
  },
  {
    id: 'Audience.billing',
    rule: '§6 billing, as startBilling, for billing and billingProcessDates: company 032 only (admin and steward), never Salesforce or Talon.One; outside the scope NOT_FOUND; the batch routes (POST …/audiences/billing/list/by-ids and …/billing/process-dates/by-ids) refuse the whole call for one such audience',
    call: 'audience(id: target, a Google Ads audience) { billing { totalMatch } billingProcessDates } — REST: the batch routes with ads_audience_ids = [target]',
    cells: table(`
                          OWN         ACCESS      FOREIGN
      AUDIENCE_ADMIN      ALLOWED     ALLOWED     —
      ORG_DATA_MANAGEMENT ALLOWED     ALLOWED     NOT_FOUND
      AUDIENCE_ANALYST    FORBIDDEN   —           NOT_FOUND
      RETAIL_ANALYST      FORBIDDEN   —           NOT_FOUND
      AUDIENCE_USER       FORBIDDEN   —           NOT_FOUND
    `),
  },

  // ───────────── publishing as the user sees it ─────────────
  {
    id: 'audienceMatchPrediction',
    rule: "predicting a segment's match needs seeing the segment (§6 list visibility, as segment); otherwise NOT_FOUND",
    call: 'audienceMatchPrediction(segmentCode: target, platforms: [FBK])',
    cells: SEES,
  },
  {
    id: 'mailOutbox',
    rule: 'the e-mails about publishing runs of every company: audience admin only (FORBIDDEN otherwise)',
    call: '{ mailOutbox { totalCount } }',
    cells: table(`
                            ANY
      AUDIENCE_ADMIN        ALLOWED
      ORG_DATA_MANAGEMENT   FORBIDDEN
      AUDIENCE_ANALYST      FORBIDDEN
      RETAIL_ANALYST        FORBIDDEN
      AUDIENCE_USER         FORBIDDEN
    `),
  },

  // ───────────── the configuration screen ─────────────
  ...(['companyConfigurations', 'adsAccountValidations', 'updateCompanyFlags', 'adsAccountSettings', 'saveAdsAccount'] as const).map(
    (id) => ({
      id,
      rule: "spec §6/§2.7: the configuration screen and its paths are the audience admin's (FORBIDDEN otherwise)",
      call:
        id === 'updateCompanyFlags'
          ? 'updateCompanyFlags(companyCode: "022", flags: its current flags)'
          : id === 'saveAdsAccount'
            ? 'saveAdsAccount(input: a new 011 account with Facebook on)'
            : `${id}(…)`,
      cells: table(`
                            ANY
      AUDIENCE_ADMIN        ALLOWED
      ORG_DATA_MANAGEMENT   FORBIDDEN
      AUDIENCE_ANALYST      FORBIDDEN
      RETAIL_ANALYST        FORBIDDEN
      AUDIENCE_USER         FORBIDDEN
    `),
    }),
  ),

  // ───────────── reports ─────────────
  {
    id: 'report',
    rule: 'a report open to organisation 032 only (the seeded Power BI one): the admin and users of 032 open it; others NOT_FOUND',
    call: 'report(id: report_1774915200000) { id frame { params } }',
    cells: table(`
                            ANY
      AUDIENCE_ADMIN        ALLOWED
      ORG_DATA_MANAGEMENT   ALLOWED
      AUDIENCE_ANALYST      NOT_FOUND
      RETAIL_ANALYST        NOT_FOUND
      AUDIENCE_USER         NOT_FOUND
    `),
  },
  {
    id: 'analyticsReport',
    rule: "the performance report is everyone's",
    call: 'analyticsReport(report: PERFORMANCE) { available }',
    cells: EVERYONE_ALLOWED,
  },
  {
    id: 'analyticsReport#omnichannel',
    rule: 'spec §2.9: the omnichannel report exists for companies 032 and 024 only (ABSENT: available false, no frame)',
    call: 'analyticsReport(report: OMNICHANNEL) { available frame { params } }',
    cells: table(`
                            ANY
      AUDIENCE_ADMIN        ALLOWED
      ORG_DATA_MANAGEMENT   ALLOWED
      AUDIENCE_ANALYST      ALLOWED
      RETAIL_ANALYST        ABSENT
      AUDIENCE_USER         ALLOWED
    `),
  },
  {
    id: 'analyticsReport#share',
    rule: 'spec §2.9: the audience share report needs the audience admin (ABSENT: available false; its params are refused 403 at the service)',
    call: 'analyticsReport(report: SHARE) { available frame { params } }',
    cells: table(`
                            ANY
      AUDIENCE_ADMIN        ALLOWED
      ORG_DATA_MANAGEMENT   ABSENT
      AUDIENCE_ANALYST      ABSENT
      RETAIL_ANALYST        ABSENT
      AUDIENCE_USER         ABSENT
    `),
  },
  {
    id: 'builtInReport',
    rule: 'the figures of a built-in report with the params signed for the caller',
    call: 'builtInReport(report: PERFORMANCE, params: own) { companies }',
    cells: EVERYONE_ALLOWED,
  },
  {
    id: 'builtInReport#foreignParams',
    rule: "params signed for another user (the admin's; the admin gets the retail analyst's) are refused: FORBIDDEN",
    call: "builtInReport(report: PERFORMANCE, params: another user's) { companies }",
    cells: table(`
                            ANY
      AUDIENCE_ADMIN        FORBIDDEN
      ORG_DATA_MANAGEMENT   FORBIDDEN
      AUDIENCE_ANALYST      FORBIDDEN
      RETAIL_ANALYST        FORBIDDEN
      AUDIENCE_USER         FORBIDDEN
    `),
  },
  {
    id: 'builtInReport#company022',
    rule: "the company filter stays within the caller's company scope (022: admin, the steward by its access list, the retail analyst)",
    call: 'builtInReport(report: PERFORMANCE, params: own, filter: { companyCode: "022" }) { companies }',
    cells: table(`
                            ANY
      AUDIENCE_ADMIN        ALLOWED
      ORG_DATA_MANAGEMENT   ALLOWED
      AUDIENCE_ANALYST      FORBIDDEN
      RETAIL_ANALYST        ALLOWED
      AUDIENCE_USER         FORBIDDEN
    `),
  },
  ...(['createReport', 'updateReport', 'deleteReport'] as const).map((id) => ({
    id,
    rule: "spec §6: report management writes are the audience admin's (FORBIDDEN otherwise)",
    call: `${id}(…)`,
    cells: table(`
                            ANY
      AUDIENCE_ADMIN        ALLOWED
      ORG_DATA_MANAGEMENT   FORBIDDEN
      AUDIENCE_ANALYST      FORBIDDEN
      RETAIL_ANALYST        FORBIDDEN
      AUDIENCE_USER         FORBIDDEN
    `),
  })),

  // ───────────── audience images ─────────────
  ...(
    [
      ['audienceImages', 'audienceImages(companyCode: its company, audienceId: target) { total }'],
      ['imageGeneration', 'imageGeneration(id: a generation of the target, written in PostgreSQL) { state }'],
      ['cancelImageGeneration', 'cancelImageGeneration(id: a generation of the target, written in PostgreSQL) { state }'],
      [
        'generateAudienceImages',
        'generateAudienceImages(input: { audienceId: target, companyCode: its company, description }) — queued, not awaited',
      ],
      [
        'setAudienceImageState',
        'setAudienceImageState(companyCode, audienceId: target, imageId: an image of it written in PostgreSQL, state: SELECTED)',
      ],
      ['deleteAudienceImage', 'deleteAudienceImage(companyCode, audienceId: target, imageId: an image of it written in PostgreSQL)'],
      [
        'audienceImageDownloadLink',
        'audienceImageDownloadLink(imageId: an image of the target written in PostgreSQL, without a stored file) { url } — is a link issued?',
      ],
      [
        'audienceImageUploadLink',
        'audienceImageUploadLink(companyCode, audienceId: target, description) { url }, then POST a small PNG to the link through the gateway',
      ],
    ] as const
  ).map(([id, call]) => ({
    id,
    rule: "§6 images: the audience's visibility (company scope, else NOT_FOUND), then the gpt_images flag of its company (032 and 022 on; 024 off: FORBIDDEN). Targets are the lowest-id audiences of each relation: ACCESS is a 022 audience for the admin and the steward, FOREIGN is 011 for the steward and 032 for the others",
    call,
    cells: IMAGES_OF_AUDIENCE,
  })),

  // ───────────── data access ─────────────
  {
    id: 'exceptionAccess',
    rule: 'every user learns which exception tabs they see (§6)',
    call: '{ exceptionAccess { requests } }',
    cells: EVERYONE_ALLOWED,
  },
  {
    id: 'accessRequests',
    rule: '§6 Requests tab: the audience admin, or a steward whose company has approve_request_data (032 has it); FORBIDDEN otherwise',
    call: '{ accessRequests { total } }',
    cells: ADMIN_OR_APPROVING_STEWARD,
  },
  {
    id: 'accessRequest',
    rule: 'a request is seen by who decides it (admin; steward of 032 for 022) and by its requester (analyst@brand.demo); others NOT_FOUND',
    call: 'accessRequest(id: the seeded pending request of 024 for a 022 segment, filed by analyst@brand.demo)',
    cells: table(`
                            ANY
      AUDIENCE_ADMIN        ALLOWED
      ORG_DATA_MANAGEMENT   ALLOWED
      AUDIENCE_ANALYST      ALLOWED
      RETAIL_ANALYST        NOT_FOUND
      AUDIENCE_USER         NOT_FOUND
    `),
  },
  {
    id: 'requestableSegments',
    rule: '§6: everyone may file a request, so everyone may pick its segment',
    call: '{ requestableSegments { code } }',
    cells: EVERYONE_ALLOWED,
  },
  ...(
    [
      'companyRestrictions',
      'attributeRestriction',
      'attributeRestrictionCatalogue',
      'saveCompanyRestriction',
      'saveAttributeRestriction',
    ] as const
  ).map((id) => ({
    id,
    rule: "§2.5/§6: the Configuration tab (restrictions, attribute restrictions) is the audience admin's; FORBIDDEN otherwise",
    call: `${id}(company 011 where it takes one; a save writes the current value back)`,
    cells: ADMIN_ONLY,
  })),
  {
    id: 'previewCrossTable',
    rule: "a cross-table (sandbox group) preview builds for a company: the builder's company scope",
    call: 'previewCrossTable(input: { companyCode: target, sandbox: true, a use case group of target })',
    cells: BUILDS_FOR_COMPANY,
  },
  {
    id: 'createCrossTableSegment',
    rule: "a cross-table (sandbox) segment is created for a company of the builder's company scope",
    call: 'createCrossTableSegment(input: { source: a sandbox group of target, previewId })',
    cells: BUILDS_FOR_COMPANY,
  },
  {
    id: 'updateCrossTableSegment',
    rule: 'editing a cross-table segment of 022 (made for the cell by the retail analyst): the edit rule (owner company; admin and steward by scope); outside the scope NOT_FOUND',
    call: 'updateCrossTableSegment(code: a fresh sandbox segment of 022)',
    cells: table(`
                            ANY
      AUDIENCE_ADMIN        ALLOWED
      ORG_DATA_MANAGEMENT   ALLOWED
      AUDIENCE_ANALYST      NOT_FOUND
      RETAIL_ANALYST        ALLOWED
      AUDIENCE_USER         NOT_FOUND
    `),
  },
  {
    id: 'createAccessRequest',
    rule: '§6: everyone files requests for their own company (for a segment of another company)',
    call: 'createAccessRequest(input: { segmentCode: a segment of another company, companyCodes: [own] })',
    cells: EVERYONE_ALLOWED,
  },
  {
    id: 'createAccessRequest#foreign',
    rule: "a request only for companies of the caller's scope: for 011 only the admin",
    call: 'createAccessRequest(input: { segmentCode: a 022 segment, companyCodes: ["011"] })',
    cells: ADMIN_ONLY,
  },
  ...(
    [
      'approveAccessRequest',
      'declineAccessRequest',
      'updateAccessRequestUntilDate',
      'approveAccessRequests',
      'declineAccessRequests',
    ] as const
  ).map((id) => ({
    id,
    rule: '§4/§6: deciding a request of 024 for a 022 segment (fresh, pending; approved for the date update): admin, or steward with approve_request_data and 022 in scope; FORBIDDEN otherwise',
    call: `${id}(a fresh request of the cell)`,
    cells: ADMIN_OR_APPROVING_STEWARD,
  })),
  ...(['approveAccessRequest', 'declineAccessRequest', 'updateAccessRequestUntilDate'] as const).map((id) => ({
    id: `${id}#own`,
    rule: 'four eyes: who filed a segment request (for their own company) does not decide it (approve, decline, move its date), the admin and the steward included: FORBIDDEN; nothing changes',
    call: `${id}(a fresh request the cell's user filed for their own company${id === 'updateAccessRequestUntilDate' ? ', approved by another' : ''})`,
    cells: ALL_FORBIDDEN,
  })),
  {
    id: 'approveAccessRequest#foreign',
    rule: "a steward decides only for companies of their scope: a request for a 011 segment is the admin's",
    call: 'approveAccessRequest(a fresh request of 024 for a 011 segment)',
    cells: ADMIN_ONLY,
  },
  {
    id: 'tableSearch',
    rule: "§6: the table search of the own domain is everyone's",
    call: '{ tableSearch(text: "clientes") { total } }',
    cells: EVERYONE_ALLOWED,
  },
  {
    id: 'tableSearch#foreign',
    rule: '§6: another domain (finance.demo) only for the audience admin',
    call: '{ tableSearch(text: "tarjetas", domain: "finance.demo") { total } }',
    cells: ADMIN_ONLY,
  },
  {
    id: 'tableSearchDomains',
    rule: 'the domains the caller may search',
    call: '{ tableSearchDomains { domain } }',
    cells: EVERYONE_ALLOWED,
  },
  {
    id: 'warehouseTable',
    rule: 'a catalogue entry of the retail domain: the admin, retail staff; others (no grant) NOT_FOUND',
    call: 'warehouseTable(relativeResourceName: retail.compras)',
    cells: table(`
                            ANY
      AUDIENCE_ADMIN        ALLOWED
      ORG_DATA_MANAGEMENT   NOT_FOUND
      AUDIENCE_ANALYST      NOT_FOUND
      RETAIL_ANALYST        ALLOWED
      AUDIENCE_USER         NOT_FOUND
    `),
  },
  {
    id: 'tableStatus',
    rule: "validating a table answers the caller's own status (OK, EXPIRED, NO_ACCESS, NOT_FOUND)",
    call: 'tableStatus(relativeResourceName: retail.compras)',
    cells: EVERYONE_ALLOWED,
  },
  {
    id: 'sandboxUseCases',
    rule: "use cases of a company of the caller's scope",
    call: 'sandboxUseCases(companyCode: target)',
    cells: BUILDS_FOR_COMPANY,
  },
  {
    id: 'tableAccessRequests',
    rule: 'own requests, plus those the caller decides',
    call: '{ tableAccessRequests { total } }',
    cells: EVERYONE_ALLOWED,
  },
  { id: 'tableAccessToday', rule: 'the service date', call: '{ tableAccessToday }', cells: EVERYONE_ALLOWED },
  {
    id: 'requestTableAccess',
    rule: 'anyone requests a table of their own domain (the request is removed after the cell)',
    call: 'requestTableAccess(a table of the own domain)',
    cells: EVERYONE_ALLOWED,
  },
  {
    id: 'requestTableAccess#foreign',
    rule: '§6: a table of another domain (finance.demo) is not found, except for the admin',
    call: 'requestTableAccess(financiera.tarjetas)',
    cells: table(`
                            ANY
      AUDIENCE_ADMIN        ALLOWED
      ORG_DATA_MANAGEMENT   NOT_FOUND
      AUDIENCE_ANALYST      NOT_FOUND
      RETAIL_ANALYST        NOT_FOUND
      AUDIENCE_USER         NOT_FOUND
    `),
  },
  {
    id: 'requestProductivize',
    rule: 'productivizing retail.propension_compra_resultado: retail staff and the admin; other domains NOT_FOUND',
    call: 'requestProductivize(retail.propension_compra_resultado, propension_compra)',
    cells: table(`
                            ANY
      AUDIENCE_ADMIN        ALLOWED
      ORG_DATA_MANAGEMENT   NOT_FOUND
      AUDIENCE_ANALYST      NOT_FOUND
      RETAIL_ANALYST        ALLOWED
      AUDIENCE_USER         NOT_FOUND
    `),
  },
  ...(['approveTableAccessRequest', 'declineTableAccessRequest', 'updateTableAccessUntilDate'] as const).map((id) => ({
    id: `${id}#own`,
    rule: 'four eyes: who filed a table request does not decide it (approve, decline, move its date), the admin and the steward included: FORBIDDEN; nothing changes',
    call: `${id}(a fresh request of the cell's user on a table of their own domain${id === 'updateTableAccessUntilDate' ? ', approved by another' : ''})`,
    cells: ALL_FORBIDDEN,
  })),
  ...(['approveTableAccessRequest', 'declineTableAccessRequest', 'updateTableAccessUntilDate'] as const).map((id) => ({
    id,
    rule: 'deciding a table request of analyst@brand.demo on a marcas table: admin, steward with approve_request_data (024 in scope); the requester FORBIDDEN; others NOT_FOUND',
    call: `${id}(a fresh request of the cell)`,
    cells: table(`
                            ANY
      AUDIENCE_ADMIN        ALLOWED
      ORG_DATA_MANAGEMENT   ALLOWED
      AUDIENCE_ANALYST      FORBIDDEN
      RETAIL_ANALYST        NOT_FOUND
      AUDIENCE_USER         NOT_FOUND
    `),
  })),
  {
    id: 'setTableAccessTestClock',
    rule: 'the test clock: audience admin only (and only in test mode)',
    call: 'setTableAccessTestClock(today: null)',
    cells: ADMIN_ONLY,
  },

  // ───────────── coupon campaigns ─────────────
  {
    id: 'couponCampaigns',
    rule: 'coupons contract: the company scope, then the talonone_coupons flag of the company asked for',
    call: 'couponCampaigns(filter: { companyCode: target company }) { totalCount }',
    cells: COUPONS_FOR,
  },
  {
    id: 'couponCampaign',
    rule: "coupons contract: a campaign of the caller's scope whose company has talonone_coupons (a campaign the test makes in the target company)",
    call: 'couponCampaign(id: a campaign made in the target company) { id }',
    cells: COUPONS_FOR,
  },
  {
    id: 'updateCouponCampaignDates',
    rule: "as couponCampaign, plus the audience edit right (§6: admin, steward, retail analyst, others their own company); the dates sent are the campaign's own",
    call: 'updateCouponCampaignDates(id: a campaign made in the target company, its own dates) { id }',
    cells: COUPONS_FOR,
  },
  {
    id: 'resendCouponCampaign',
    rule: 'as couponCampaign, then the audience resend rule of an unsent audience (a fresh campaign is P_NOD): its own company, or the admin (the steward on 022: FORBIDDEN)',
    call: 'resendCouponCampaign(id: a campaign made in the target company) { id }',
    cells: table(`
                          OWN         ACCESS      FOREIGN
      AUDIENCE_ADMIN      FORBIDDEN   ALLOWED     —
      ORG_DATA_MANAGEMENT FORBIDDEN   FORBIDDEN   FORBIDDEN
      AUDIENCE_ANALYST    ALLOWED     —           FORBIDDEN
      RETAIL_ANALYST      ALLOWED     —           FORBIDDEN
      AUDIENCE_USER       ALLOWED     —           FORBIDDEN
    `),
  },
  {
    id: 'talonOneCouponCampaigns',
    rule: 'coupons contract: scope, flag, then an account of the company enabling Talon One',
    call: "talonOneCouponCampaigns(companyCode: target company, adsAccountCode: its Talon.One account or else any, applicationId: the simulator's 1201)",
    cells: COUPON_TALONONE_FOR,
  },
  {
    id: 'couponSegmentCheck',
    rule: 'check-segmento-coupons: scope, flag, a segment the form offers, an account enabling Talon One',
    call: 'couponSegmentCheck(companyCode: target company, segmentCode: one of its contact segments, adsAccountCode: as talonOneCouponCampaigns)',
    cells: COUPON_TALONONE_FOR,
  },
  {
    id: 'createCouponCampaign',
    rule: 'coupons contract: scope, flag, every §5 rule, an account enabling Talon One (the test deletes what it creates)',
    call: 'createCouponCampaign(input: { companyCode: target company, a contact segment and an account of it, TALONONE, application 1201, campaign 50101 })',
    cells: COUPON_TALONONE_FOR,
  },

  // ───────────── campaign variables, objects and groups ─────────────
  // Variables and groups are the campaign area's shared reference configuration (no company column);
  // spec campaigns-variables §6: "The variable screens show no role distinctions" — every signed-in role.
  ...(
    [
      ['variables', 'variables(filter: { code: "" }) { id }'],
      ['variable', 'variable(id: a seeded variable) { id }'],
      ['variableObjects', 'variableObjects { id columns { name } }'],
      ['variableGroups', 'variableGroups { id members { order } }'],
      ['variableGroup', 'variableGroup(id: a seeded group) { id }'],
      ['createVariables', 'createVariables(input: [a fresh code]) { id }'],
      ['uploadVariables', 'uploadVariables(csv: a file with a fresh code) { created }'],
      ['updateVariable', 'updateVariable(id: a fresh variable, input: DATETIME) { id }'],
      ['saveVariableRow', 'saveVariableRow(id: a fresh variable, input: NUMBER, required) { id }'],
      ['saveVariableObject', 'saveVariableObject(id: a fresh TXT variable with an object, input: customers.customer_id) { id }'],
      ['deleteVariable', 'deleteVariable(id: a fresh variable)'],
      ['readVariableDataCsv', 'readVariableDataCsv(csv: "codigo;valor…", withParent: false) { rows { key } }'],
      ['createVariableGroup', 'createVariableGroup(input: a fresh name, a fresh variable) { id }'],
      ['updateVariableGroup', 'updateVariableGroup(id: a fresh group, input) { id }'],
      ['deleteVariableGroup', 'deleteVariableGroup(id: a fresh group)'],
    ] as const
  ).map(([id, call]) => ({
    id,
    rule: 'campaign variables §6: no role distinctions on the variable screens (any signed-in role)',
    call,
    cells: EVERYONE_ALLOWED,
  })),
  {
    id: 'variableObjects#company',
    rule: "the table catalogue's visibility (table-access): the admin every table; others their own company's dataset and the tables they hold a grant on (the demo grants are all within the holder's company)",
    call: 'variableObjects { datasetId tableId }: a table of the target company listed (REST: GET /campaign-management/objects, POST /objects/details on one of its tables)',
    cells: table(`
                          OWN       ACCESS    FOREIGN
      AUDIENCE_ADMIN      ALLOWED   ALLOWED   —
      ORG_DATA_MANAGEMENT ALLOWED   ABSENT    ABSENT
      AUDIENCE_ANALYST    ALLOWED   —         ABSENT
      RETAIL_ANALYST      ALLOWED   —         ABSENT
      AUDIENCE_USER       ALLOWED   —         ABSENT
    `),
  },

  // ───────────── campaigns, rules, products, history, files ─────────────
  // A campaign belongs to its company (campaigns-variables §6): seen and changed within the caller's company
  // scope (admin all; steward and analysts own + access list); outside it NOT_FOUND (absent from lists). The
  // target is a campaign the test creates in the target company (groups of priority 2 and 3 assigned).
  {
    id: 'campaigns',
    rule: 'campaigns §6: the company scope lists the campaign; outside it ABSENT',
    call: 'campaigns(filter: { code: target campaign }) { nodes { id } }',
    cells: LISTS_CAMPAIGN,
  },
  ...(
    [
      ['campaign', 'campaign(id: target) { id }'],
      ['campaignInfo', 'campaignInfo(id: target) { key }'],
      ['campaignRules', 'campaignRules(campaignId: target) { params { id } }'],
      ['campaignProducts', 'campaignProducts(campaignId: target) { totalCount }'],
      ['processHistory', 'processHistory(filter: { campaignId: target }) { totalCount }'],
      ['saveCampaignVariableGroups', 'saveCampaignVariableGroups(campaignId: target, groupIds: [priority 2 and 3]) { id }'],
      ['saveCampaignRules', 'saveCampaignRules(campaignId: target, params: every required value) { params { id } }'],
      ['previewCampaignRules', 'previewCampaignRules(campaignId: target, params: every required value) { quantity }'],
      ['sendCampaignToProcess', 'sendCampaignToProcess(campaignId: target, params: every required value) { processId }'],
      [
        'campaignFileLink',
        'campaignFileLink(input: { file: PRODUCTS_CSV, campaignId: target }) { url }, then GET the link through the gateway',
      ],
    ] as const
  ).map(([id, call]) => ({
    id,
    rule: "campaigns §6: a campaign of the caller's company scope; outside it NOT_FOUND",
    call,
    cells: SEES_CAMPAIGN,
  })),
  {
    id: 'sendCampaignsToRecommendation',
    rule: 'campaigns §6: the bulk send queues only campaigns of the scope; one outside it is skipped (ABSENT from queued)',
    call: 'sendCampaignsToRecommendation(campaignIds: [target]) { queued }',
    cells: LISTS_CAMPAIGN,
  },
  {
    id: 'campaignVariableGroupOptions',
    rule: 'every user (reference data of the list)',
    call: '{ campaignVariableGroupOptions { id } }',
    cells: EVERYONE_ALLOWED,
  },
  { id: 'campaignCompanies', rule: 'every user (setting SET0003)', call: '{ campaignCompanies { code } }', cells: EVERYONE_ALLOWED },
];

/** Most N/A cells the matrix may hold: every one is a cell nobody checks. */
export const MAX_NOT_APPLICABLE = 4;
