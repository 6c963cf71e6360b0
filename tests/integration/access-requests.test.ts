import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { graphql, login, rest } from '../src/client.ts';

/**
 * The exception screen: segment access requests (every §4 transition and refused one, with no
 * row changed; massive actions all-or-nothing), who sees which tab (§6), restrictions per company and
 * attribute restrictions taking effect at once in previews and the builder catalogue, and the audit trail.
 */

type Err = { message: string; code: string };
type Req = {
  id: string;
  status: string;
  request_until_date: string | null;
  can_decide: boolean;
  can_update_until_date: boolean;
  audit: { action: string; actor: string; before: unknown; after: unknown }[];
};

const ADMIN = 'admin@corp.demo';
const STEWARD = 'steward@corp.demo';
const BRAND = 'analyst@brand.demo';
const RETAIL = 'analyst@retail.demo';
const USER = 'user@brand.demo';
const tokens: Record<string, string> = {};
let db: pg.Client;
const restore: (() => Promise<unknown>)[] = [];

let lastRequest = 0;

beforeAll(async () => {
  for (const email of [ADMIN, STEWARD, BRAND, RETAIL, USER]) tokens[email] = (await login(email)).token;
  db = new pg.Client({ connectionString: inject('databaseUrl') });
  await db.connect();
  lastRequest = Number((await db.query('SELECT coalesce(max(id), 0) AS n FROM audience_management.access_requests')).rows[0].n);
});
// The requests this file filed go, so that files after it find the seeded ones only.
afterAll(async () => {
  for (const undo of restore.reverse()) await undo();
  if (db) {
    await db.query(`DELETE FROM audience_management.access_audit WHERE entity = 'REQUEST' AND entity_key::bigint > $1`, [lastRequest]);
    await db.query('DELETE FROM audience_management.access_requests WHERE id > $1', [lastRequest]);
    await db.end();
  }
});

const am = <T = unknown>(email: string, path: string, init: { method?: string; body?: unknown } = {}) =>
  rest<{ data: T; message?: string } & Err>('audience-management', `/audience-management${path}`, { token: tokens[email]!, ...init });
const post = <T = unknown>(email: string, path: string, body: unknown) => am<T>(email, path, { method: 'POST', body });

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago' }).format(new Date());
const inDays = (n: number) => new Date(Date.parse(`${today()}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const rowsOf = async (ids: string[]) =>
  (
    await db.query(
      'SELECT id::text, status, until_date::text, reviewed_by, reviewed_date FROM audience_management.access_requests WHERE id = ANY($1::bigint[]) ORDER BY id',
      [ids],
    )
  ).rows;
const auditCount = async () => Number((await db.query('SELECT count(*) FROM audience_management.access_audit')).rows[0].count);

/** A segment of 022 for which 024 has no pending request (the brand analyst's company files requests for it). */
async function retailSegment(): Promise<string> {
  const { rows } = await db.query(
    `SELECT code FROM audience_management.segments s WHERE owner_company_code = '022'
        AND NOT EXISTS (SELECT 1 FROM audience_management.access_requests ar WHERE ar.segment_code = s.code AND ar.requesting_company_code = '024' AND ar.status = 'PENDING')
      ORDER BY code LIMIT 1`,
  );
  return rows[0].code;
}

async function newRequest(email = BRAND, companies = ['024']): Promise<Req> {
  const r = await post<Req[]>(email, '/access/requests/save', {
    segment_code: await retailSegment(),
    company_code: companies,
    end_date: inDays(20),
    reason: 'Campaña conjunta',
  });
  expect(r.status, r.body.message).toBe(200);
  return r.body.data[0]!;
}

describe('who sees which tab (§6)', () => {
  it.each([
    [ADMIN, { configuration: true, requests: true, request_exception: true }],
    [STEWARD, { configuration: false, requests: true, request_exception: true }],
    [BRAND, { configuration: false, requests: false, request_exception: true }],
    [USER, { configuration: false, requests: false, request_exception: true }],
  ])('%s', async (email, tabs) => {
    expect((await am(email, '/access/exception-access')).body.data).toMatchObject(tabs);
  });

  it('the Requests list is refused without the tab; a steward without approve_request_data loses it at once', async () => {
    expect((await am(BRAND, '/access/requests/list')).status).toBe(403);
    // Refused before its filters are read: a bad page number still answers 403, not the filter's 400.
    expect((await am(BRAND, '/access/requests/list?page=0')).status).toBe(403);
    expect((await am(STEWARD, '/access/requests/list')).status).toBe(200);
    await db.query(`UPDATE audience_management.company_flags SET approve_request_data = '0' WHERE company_code = '032'`);
    try {
      expect((await am(STEWARD, '/access/requests/list')).status).toBe(403);
      expect((await am(STEWARD, '/access/exception-access')).body.data).toMatchObject({ requests: false });
    } finally {
      await db.query(`UPDATE audience_management.company_flags SET approve_request_data = '1' WHERE company_code = '032'`);
    }
  });
});

describe('segment access requests (§4)', () => {
  it('anyone files; missing fields, past dates, the owner company and companies outside the scope are refused with nothing written', async () => {
    const count = async () => Number((await db.query('SELECT count(*) FROM audience_management.access_requests')).rows[0].count);
    const before = await count();
    const code = await retailSegment();
    for (const [body, status] of [
      [{ company_code: ['024'], end_date: inDays(5) }, 400],
      [{ segment_code: code, company_code: [], end_date: inDays(5) }, 400],
      [{ segment_code: code, company_code: ['024'] }, 400],
      [{ segment_code: code, company_code: ['024'], end_date: inDays(-1) }, 400],
      [{ segment_code: code, company_code: ['022'], end_date: inDays(5) }, 400],
      [{ segment_code: code, company_code: ['011'], end_date: inDays(5) }, 403],
    ] as const) {
      expect((await post(USER, '/access/requests/save', body)).status).toBe(status);
    }
    expect(await count()).toBe(before);
    const made = await post<Req[]>(USER, '/access/requests/save', { segment_code: code, company_code: ['024'], end_date: inDays(5) });
    expect(made.body.message).toBe('La solicitud se ha registrado correctamente.');
    expect(made.body.data[0]).toMatchObject({
      status: 'PENDING',
      request_until_date: inDays(5),
      flag_request_accepted: '0',
      flag_request_declined: '0',
    });
    expect(await count()).toBe(before + 1);
    // A second pending request of the same segment for the same company is refused.
    expect((await post(USER, '/access/requests/save', { segment_code: code, company_code: ['024'], end_date: inDays(5) })).status).toBe(
      409,
    );
    expect(await count()).toBe(before + 1);
    await post(ADMIN, '/access/requests/decline', { id: Number(made.body.data[0]!.id) });
  });

  it('pending → approved (1) → until date updated (3); refused steps change nothing; every step audited', async () => {
    const r = await newRequest();
    const code = (await db.query('SELECT segment_code FROM audience_management.access_requests WHERE id = $1', [r.id])).rows[0]
      .segment_code;
    const pending = await rowsOf([r.id]);
    expect((await post(ADMIN, '/access/requests/accept', { id: Number(r.id), request_until_date: inDays(9), action: 3 })).status).toBe(409);
    expect((await post(BRAND, '/access/requests/accept', { id: Number(r.id), request_until_date: inDays(9) })).status).toBe(403);
    expect(await rowsOf([r.id])).toEqual(pending);

    const approved = await post<Req>(STEWARD, '/access/requests/accept', { id: Number(r.id), request_until_date: inDays(10), action: 1 });
    expect(approved.body.message).toBe('La solicitud se aprobó correctamente.');
    expect(approved.body.data).toMatchObject({
      status: 'APPROVED',
      request_until_date: inDays(10),
      flag_request_accepted: '1',
      can_update_until_date: true,
      can_decide: false,
    });
    // The segment is now visible to 024 as requested.
    const seen = await am<{ code: string; requested: boolean }[]>(BRAND, `/segments/list?requested=true&page_size=100`);
    expect(JSON.stringify(seen.body.data)).toContain(code);

    const state = await rowsOf([r.id]);
    expect((await post(ADMIN, '/access/requests/accept', { id: Number(r.id), request_until_date: inDays(3) })).status).toBe(409);
    expect((await post(ADMIN, '/access/requests/decline', { id: Number(r.id) })).status).toBe(409);
    expect(await rowsOf([r.id])).toEqual(state);

    const updated = await post<Req>(ADMIN, '/access/requests/accept', { id: Number(r.id), request_until_date: inDays(15), action: 3 });
    expect(updated.body.message).toBe('La solicitud se actualizó correctamente.');
    const [after] = await rowsOf([r.id]);
    expect(after.until_date).toBe(inDays(15));
    // An until-date update keeps the state date.
    expect(after.reviewed_date).toEqual(state[0].reviewed_date);
    expect(updated.body.data.audit.map((a) => [a.action, a.actor])).toEqual([
      ['REQUESTED', BRAND],
      ['APPROVED', STEWARD],
      ['UNTIL_DATE_UPDATED', ADMIN],
    ]);
    expect(updated.body.data.audit[2]).toMatchObject({
      before: { status: 'APPROVED', until_date: inDays(10) },
      after: { status: 'APPROVED', until_date: inDays(15) },
    });
    await db.query(`UPDATE audience_management.access_requests SET status = 'DECLINED' WHERE id = $1`, [r.id]);
  });

  it('declined is terminal: view only', async () => {
    const r = await newRequest();
    const declined = await post<Req>(ADMIN, '/access/requests/decline', { id: Number(r.id) });
    expect(declined.body.message).toBe('La solicitud se rechazó correctamente.');
    const state = await rowsOf([r.id]);
    for (const [path, body] of [
      ['/access/requests/accept', { id: Number(r.id), request_until_date: inDays(3) }],
      ['/access/requests/accept', { id: Number(r.id), request_until_date: inDays(3), action: 3 }],
      ['/access/requests/decline', { id: Number(r.id) }],
    ] as const) {
      const answer = await post(ADMIN, path, body);
      expect(answer.status).toBe(409);
      expect(answer.body.message).toBe('La solicitud fue rechazada: solo se puede ver.');
    }
    expect(await rowsOf([r.id])).toEqual(state);
    expect((await am<Req>(ADMIN, `/access/requests/${r.id}`)).body.data.status).toBe('DECLINED');
  });

  it('massive approve and decline: at least one record; all or nothing', async () => {
    const empty = await post(ADMIN, '/access/requests/massive-accept', { ids: [], request_until_date: inDays(4) });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Debe seleccionar al menos un registro.');
    expect((await post(ADMIN, '/access/requests/massive-decline', { ids: [] })).body.message).toBe(
      'Debe seleccionar al menos un registro.',
    );
    const a = await newRequest();
    const second = await newRequest();
    const declinedOne = await newRequest(USER);
    await post(ADMIN, '/access/requests/decline', { id: Number(declinedOne.id) });
    const ids = [a.id, second.id, declinedOne.id];
    const before = await rowsOf(ids);
    const audits = await auditCount();
    const mixed = await post(ADMIN, '/access/requests/massive-accept', { ids: ids.map(Number), request_until_date: inDays(4) });
    expect(mixed.status).toBe(409);
    expect(await rowsOf(ids)).toEqual(before);
    expect(await auditCount()).toBe(audits);
    const ok = await post<Req[]>(ADMIN, '/access/requests/massive-accept', {
      ids: [Number(a.id), Number(second.id)],
      request_until_date: inDays(4),
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data.map((r) => [r.status, r.request_until_date])).toEqual([
      ['APPROVED', inDays(4)],
      ['APPROVED', inDays(4)],
    ]);
    await db.query(`UPDATE audience_management.access_requests SET status = 'DECLINED' WHERE id = ANY($1::bigint[])`, [[a.id, second.id]]);
  });

  it('lists 10 a page by state date descending, filtered by status', async () => {
    for (let i = 0; i < 2; i++) await post(ADMIN, '/access/requests/decline', { id: Number((await newRequest()).id) });
    const declined = Number(
      (await db.query(`SELECT count(*) FROM audience_management.access_requests WHERE status = 'DECLINED'`)).rows[0].count,
    );
    const page = await am<{ items: Req[]; total: number; page_size: number }>(ADMIN, '/access/requests/list?status=DECLINED');
    expect(page.body.data.page_size).toBe(10);
    expect(page.body.data.total).toBe(declined);
    expect(page.body.data.items.length).toBe(Math.min(10, page.body.data.total));
    expect(page.body.data.items.every((r) => r.status === 'DECLINED')).toBe(true);
    const dates = page.body.data.items.map((r) => (r as unknown as { fecha_estado: string }).fecha_estado);
    expect([...dates].sort().reverse()).toEqual(dates);
  });
});

describe('restrictions take effect at once', () => {
  it('a company restriction changes the restricted counts of the next preview; audited', async () => {
    const previous = (await am<{ company_code: string; restriction: string[] }[]>(ADMIN, '/access/restrictions')).body.data.find(
      (r) => r.company_code === '024',
    )!.restriction;
    restore.push(() => post(ADMIN, '/access/restrictions/update', { company_code: '024', restrictions: previous }));
    const { rows } = await db.query(`SELECT id FROM audience_management.attributes WHERE technical_name = 'tiene_email'`);
    const preview = async () =>
      (
        await post<{ unique_users_w_contact: number; unique_users_w_contact_restricted: number }>(BRAND, '/segment-builder/preview', {
          company_code: '024',
          attributes: [{ id: rows[0].id, value: '1' }],
        })
      ).body.data;
    await post(ADMIN, '/access/restrictions/update', { company_code: '024', restrictions: [] });
    const open = await preview();
    expect(open.unique_users_w_contact_restricted).toBe(open.unique_users_w_contact);
    const saved = await post<{ restriction: string[]; audit: { action: string; before: unknown; after: unknown }[] }>(
      ADMIN,
      '/access/restrictions/update',
      { company_code: '024', restrictions: ['022'] },
    );
    expect(saved.body.data.restriction).toEqual(['022']);
    expect(saved.body.data.audit.at(-1)).toMatchObject({
      action: 'RESTRICTIONS_UPDATED',
      before: { restriction: [] },
      after: { restriction: ['022'] },
    });
    const restricted = await preview();
    expect(restricted.unique_users_w_contact).toBe(open.unique_users_w_contact);
    expect(restricted.unique_users_w_contact_restricted).toBeLessThan(open.unique_users_w_contact_restricted);
    // Non-admins may not read or change restrictions; nothing changes.
    expect((await post(STEWARD, '/access/restrictions/update', { company_code: '024', restrictions: [] })).status).toBe(403);
    expect((await am(BRAND, '/access/restrictions')).status).toBe(403);
    expect((await post(ADMIN, '/access/restrictions/update', { company_code: '024', restrictions: ['024'] })).status).toBe(400);
    expect(
      (await db.query(`SELECT restricted_company_code FROM audience_management.company_restrictions WHERE company_code = '024'`)).rows,
    ).toEqual([{ restricted_company_code: '022' }]);
  });

  it('an attribute restriction removes the attribute from the builder catalogue at once', async () => {
    const previous = (await am<{ attribute_mapping_id: number[] }>(ADMIN, '/access/attribute-restrictions?company_code=011')).body.data
      .attribute_mapping_id;
    restore.push(() => post(ADMIN, '/access/attribute-restrictions/save', { company_code: '011', attributes: previous }));
    const { rows } = await db.query(`SELECT id FROM audience_management.attributes WHERE technical_name = 'edad'`);
    const offered = async () =>
      (
        await am<{ categories: { attributes: { id: number }[] }[] }>(ADMIN, '/segment-builder/catalogue?company_code=011')
      ).body.data.categories.flatMap((c) => c.attributes.map((a) => a.id));
    await post(ADMIN, '/access/attribute-restrictions/save', {
      company_code: '011',
      attributes: previous.filter((id) => id !== rows[0].id),
    });
    expect(await offered()).toContain(rows[0].id);
    const saved = await post<{ attribute_mapping_id: number[]; audit: { action: string }[] }>(
      ADMIN,
      '/access/attribute-restrictions/save',
      { company_code: '011', attributes: [...previous, rows[0].id] },
    );
    expect(saved.body.message).toBe('Se ha registrado correctamente.');
    expect(saved.body.data.audit.at(-1)?.action).toBe('ATTRIBUTE_RESTRICTIONS_UPDATED');
    expect(await offered()).not.toContain(rows[0].id);
    expect((await post(BRAND, '/access/attribute-restrictions/save', { company_code: '011', attributes: [] })).status).toBe(403);
    expect((await post(ADMIN, '/access/attribute-restrictions/save', { company_code: '011', attributes: [999_999] })).status).toBe(400);
    expect(await offered()).not.toContain(rows[0].id);
  });
});

describe('through the gateway', () => {
  it('serves the exception screen, the table search and a cross-table segment view', async () => {
    const { token } = await login(ADMIN);
    const r = await graphql<{
      exceptionAccess: { configuration: boolean };
      accessRequests: { total: number; items: { segmentScreen: string; auditTrail: { action: string }[] }[] };
      tableSearch: { items: { table: { tableId: string; access: string } }[] };
    }>(
      `
        {
          exceptionAccess {
            configuration
            requests
            requestException
          }
          accessRequests(filter: { status: [PENDING, APPROVED, DECLINED] }) {
            total
            items {
              id
              status
              stateDate
              untilDate
              segmentCode
              segmentName
              segmentDescription
              segmentTypeId
              segmentScreen
              reviewedBy
              canDecide
              canUpdateUntilDate
              requestedBy
              requestingCompany {
                name
              }
              requestedCompany {
                name
              }
              auditTrail {
                action
                actor
                at
                before
                after
              }
            }
          }
          tableSearch(text: "clientes") {
            total
            page
            pageSize
            items {
              rank
              table {
                relativeResourceName
                projectId
                datasetId
                tableId
                isView
                domain
                companyCode
                description
                tags
                creationTime
                access
                permissionExpirationDate
                numRows
                fields {
                  name
                  type
                  description
                }
              }
            }
          }
          tableSearchDomains {
            domain
            companyCode
            label
          }
          myTables(includeExpired: true) {
            relativeResourceName
            domain
            projectId
            datasetId
            objectId
            isView
            description
            permissionExpirationDate
            expired
            numRows
          }
          sandboxUseCases(companyCode: "022") {
            useCase
            group
            processDate
            numRows
            companyCode
            attributes
          }
          tableAccessRequests {
            total
            page
            pageSize
            items {
              id
              kind
              table {
                tableId
              }
              requestedBy
              requestingCompanyCode
              reason
              useCase
              status
              stateDate
              untilDate
              reviewedBy
              canDecide
              canUpdateUntilDate
              auditTrail {
                action
                actor
                at
                before
                after
              }
            }
          }
          tableStatus(relativeResourceName: "projects/inca-warehouse/datasets/corporativo/tables/clientes_grupo") {
            relativeResourceName
            status
            message
            permissionExpirationDate
            numRows
          }
          tableAccessToday
          exceptionAccessAgain: exceptionAccess {
            configuration
          }
          requestableSegments {
            code
            name
            typeId
            ownerCompany {
              code
              name
            }
          }
          attributeRestriction(companyCode: "011") {
            company {
              code
            }
            attributeIds
            auditTrail {
              action
            }
          }
          companyRestrictions {
            company {
              code
            }
            restrictedCompanies {
              code
            }
          }
          attributeRestrictionCatalogue {
            name
            attributes {
              id
              groupName
            }
          }
        }
      `,
      { token },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data!.exceptionAccess.configuration).toBe(true);
    expect(r.data!.accessRequests.total).toBeGreaterThan(0);
    expect(r.data!.tableSearch.items[0]?.table.tableId).toBe('clientes_grupo');
    const brand = await login(BRAND);
    const refused = await graphql('{ companyRestrictions { company { code } } }', { token: brand.token });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
