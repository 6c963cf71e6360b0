/**
 * The authorization matrix: for every Query and Mutation field of the composed supergraph, what each
 * role may do to a target of each relation. matrix.test.ts exercises every cell through the gateway
 * against the seeded data and tries every refusal again directly against the owning REST service.
 *
 * This file is DATA a reviewer can read: the expected outcomes are written out by hand from the
 * rules (spec §6 of audiences-segments-images-reports.md, §6 of segment-building-access-coupons-config.md,
 * issue 14, and the rules of @inca/domain), never recomputed from them.
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
 * a requested segment is view only. Re-evaluation needs the same right (issue 14, finding 3); a requested
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
    rule: 'segment-building §6: a company of the user\'s building scope, else FORBIDDEN (\'No puede crear segmentos para esa empresa.\')',
    call: "segmentCatalogue(companyCode: the target's company)",
    cells: BUILDS_FOR_COMPANY,
  },
  {
    id: 'segmentCatalogue#viewing',
    rule: 'with segmentCode: whoever sees the segment reads its owner\'s catalogue (read-only viewing); else NOT_FOUND',
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
    call: "previewSegment then updateSegment(code: target, input: { companyCode: owner, … })",
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
      'AUDIENCE_ADMIN OWN': '032 has edit_segment: the edit is allowed and would rewrite a seeded segment that feeds audiences (the test cannot give a copy audiences)',
      'ORG_DATA_MANAGEMENT OWN': '032 has edit_segment: the edit is allowed and would rewrite a seeded segment that feeds audiences (the test cannot give a copy audiences)',
    },
  },
  {
    id: 'evaluateSegment',
    rule: 'issue 14 finding 3: re-evaluation needs the edit right (§6 edit rule); a requested segment is not found (allowed cells evaluate a copy)',
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
      'AUDIENCE_ADMIN OWN': '032 has edit_segment: the re-evaluation is allowed and would rewrite a seeded segment that feeds audiences (the test cannot give a copy audiences)',
      'ORG_DATA_MANAGEMENT OWN': '032 has edit_segment: the re-evaluation is allowed and would rewrite a seeded segment that feeds audiences (the test cannot give a copy audiences)',
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
    rule:
      'issue 14 finding 11: answers only for users the caller could share with — a caller who may share (admin of 032; steward or analyst of a company with share_action: 032, 022) learns the role; anyone else gets the answer of an unknown e-mail (false)',
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
];

/** Most N/A cells the matrix may hold: every one is a cell nobody checks. */
export const MAX_NOT_APPLICABLE = 4;
