import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { graphql, login, measuredGraphql, rest } from '../src/client.ts';

/** findings 3, 4, 9 and 11: re-evaluation rights, merges on lost bases, batched fields, the role check. */

type Err = { status: false; code: string; message: string; details?: { unavailable_bases?: { code: string; business_name: string }[] } };
type Saved = { message: string; data: { code: string; business_name: string } };
type Category = { name: string; attributes: { technicalName: string; id: number }[] };
type Row = {
  code: string;
  business_name: string;
  owner_company_code: string;
  segment_type_id: number;
  flag_shared: boolean;
  num_audiences: number;
};

const USERS = ['admin@corp.demo', 'analyst@retail.demo', 'user@brand.demo', 'analyst@brand.demo'];
const tokens: Record<string, string> = {};
let db: pg.Client;
beforeAll(async () => {
  for (const email of USERS) tokens[email] = (await login(email)).token;
  db = new pg.Client({ connectionString: inject('databaseUrl') });
  await db.connect();
});
afterAll(() => db.end());

const am = <T>(email: string, path: string, init: { method?: string; body?: unknown } = {}) =>
  rest<T>('audience-management', `/audience-management${path}`, { token: tokens[email]!, ...init });

const RUN = Date.now().toString(36).slice(-5);

const stored = async (code: string) =>
  (
    await db.query<{ row_count_unique: string; last_process_date: Date; preview: unknown }>(
      'SELECT row_count_unique, last_process_date, preview FROM audience_management.segments WHERE code = $1',
      [code],
    )
  ).rows[0]!;

async function attributeIds(email: string, company: string): Promise<Record<string, number>> {
  const { body } = await am<{ data: { categories: Category[] } }>(email, `/segment-builder/catalogue?company_code=${company}`);
  return Object.fromEntries(body.data.categories.flatMap((c) => c.attributes.map((a) => [a.technicalName, a.id])));
}

async function createAttributeSegment(email: string, company: string, name: string, attributes: unknown[]) {
  const preview = await am<{ data: { preview_id: string } }>(email, '/segment-builder/preview', {
    method: 'POST',
    body: { company_code: company, attributes },
  });
  expect(preview.status).toBe(200);
  const saved = await am<Saved>(email, '/segment-builder/segments', {
    method: 'POST',
    body: {
      company_code: company,
      segment_name: name,
      segment_description: 'Base de prueba',
      segment_type_name: 'SEGMENT_CONTACT',
      attributes,
      preview_id: preview.body.data.preview_id,
    },
  });
  expect(saved.status).toBe(200);
  return saved.body.data;
}

describe('re-evaluation needs the edit right', () => {
  it('user@brand.demo cannot re-evaluate a 032 segment shared with 024: 403 in Spanish, counts and process date unchanged', async () => {
    const rows = (
      await am<{ data: { rows: Row[] } }>('admin@corp.demo', '/segments/list?company_code=032&type=2&shared=NOT_SHARED&page_size=500')
    ).body.data.rows;
    const target = rows.find((r) => r.num_audiences === 0)!;
    expect(target).toBeDefined();
    const share = await am<{ data: { sharing_id: string } }>('admin@corp.demo', `/segments/${target.code}/shares`, {
      method: 'POST',
      body: { shared_with_type: 'COMPANY', shared_with_company_code: '024' },
    });
    expect(share.status).toBe(200);
    try {
      await db.query(`UPDATE audience_management.segments SET last_process_date = '2020-01-02T03:04:05Z' WHERE code = $1`, [target.code]);
      const before = await stored(target.code);
      const seen = await am<{ data: { code: string; can_edit: boolean }[] }>('user@brand.demo', `/segments/by-code?codes=${target.code}`);
      expect(seen.body.data).toHaveLength(1);
      expect(seen.body.data[0]!.can_edit).toBe(false);

      const refused = await am<Err>('user@brand.demo', `/segments/${target.code}/evaluate`, { method: 'POST' });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('No tiene permisos para re-evaluar este segmento.');
      const viaGateway = await graphql('mutation($c: ID!) { evaluateSegment(code: $c) { uniqueUsers } }', {
        token: tokens['user@brand.demo'],
        variables: { c: target.code },
      });
      expect(viaGateway.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(viaGateway.errors?.[0]?.message).toBe('No tiene permisos para re-evaluar este segmento.');

      const after = await stored(target.code);
      expect(after.row_count_unique).toBe(before.row_count_unique);
      expect(after.last_process_date.toISOString()).toBe('2020-01-02T03:04:05.000Z');
      expect(after.preview).toEqual(before.preview);

      // The owner may: the process date moves.
      const allowed = await am('admin@corp.demo', `/segments/${target.code}/evaluate`, { method: 'POST' });
      expect(allowed.status).toBe(200);
      expect((await stored(target.code)).last_process_date.getTime()).toBeGreaterThan(Date.parse('2021-01-01'));
    } finally {
      await am('admin@corp.demo', `/segments/${target.code}/shares/${share.body.data.sharing_id}`, { method: 'DELETE' });
    }
  });
});

describe('a merge whose owner lost a base', () => {
  it('share a base with 024, merge it there, revoke the share: evaluate, preview and save are refused by name; the view lists the base', async () => {
    const retailIds = await attributeIds('analyst@retail.demo', '022');
    const brandIds = await attributeIds('analyst@brand.demo', '024');
    const base = await createAttributeSegment('analyst@retail.demo', '022', `Retail_Base compartida ${RUN}`, [
      { id: retailIds.tiene_email, value: '1' },
    ]);
    const own = await createAttributeSegment('analyst@brand.demo', '024', `Marcas_Base propia ${RUN}`, [
      { id: brandIds.tiene_hijos, value: '1' },
    ]);
    const share = await am<{ data: { sharing_id: string } }>('analyst@retail.demo', `/segments/${base.code}/shares`, {
      method: 'POST',
      body: { shared_with_type: 'COMPANY', shared_with_company_code: '024' },
    });
    expect(share.status).toBe(200);

    const merge = { segment_a: base.code, segment_b: own.code, merge_type: 'UNION' };
    const mergeBody = (previewId: string) => ({
      company_code: '024',
      segment_name: `Marcas_Unión ${RUN}`,
      segment_description: 'Combinado sobre una base compartida',
      segment_type_name: 'SEGMENT_CONTACT',
      merge,
      preview_id: previewId,
    });
    const preview = await am<{ data: { preview_id: string } }>('analyst@brand.demo', '/segment-builder/preview', {
      method: 'POST',
      body: { company_code: '024', merge },
    });
    expect(preview.status).toBe(200);
    const saved = await am<Saved>('analyst@brand.demo', '/segment-builder/segments', {
      method: 'POST',
      body: mergeBody(preview.body.data.preview_id),
    });
    expect(saved.status).toBe(200);
    const code = saved.body.data.code;
    const nextPreview = await am<{ data: { preview_id: string } }>('analyst@brand.demo', '/segment-builder/preview', {
      method: 'POST',
      body: { company_code: '024', merge },
    });
    expect((await am('analyst@brand.demo', `/segments/${code}/evaluate`, { method: 'POST' })).status).toBe(200);
    const view = await am<{ data: { unavailable_bases: unknown[] } }>('analyst@brand.demo', `/segment-builder/segments/${code}`);
    expect(view.body.data.unavailable_bases).toEqual([]);

    // The owner of the base revokes the share.
    expect(
      (await am('analyst@retail.demo', `/segments/${base.code}/shares/${share.body.data.sharing_id}`, { method: 'DELETE' })).status,
    ).toBe(200);
    const before = await stored(code);
    const message = `El segmento combinado usa un segmento al que ya no tiene acceso: ${base.business_name}.`;
    const unavailable = [{ code: base.code, business_name: base.business_name }];

    const evaluated = await am<Err>('analyst@brand.demo', `/segments/${code}/evaluate`, { method: 'POST' });
    expect(evaluated.status).toBe(409);
    expect(evaluated.body.message).toBe(message);
    expect(evaluated.body.details?.unavailable_bases).toEqual(unavailable);
    const after = await stored(code);
    expect(after.row_count_unique).toBe(before.row_count_unique);
    expect(after.last_process_date.getTime()).toBe(before.last_process_date.getTime());

    const previewAgain = await am<Err>('analyst@brand.demo', '/segment-builder/preview', {
      method: 'POST',
      body: { company_code: '024', merge },
    });
    expect(previewAgain.status).toBe(409);
    expect(previewAgain.body.message).toBe(message);
    const resave = await am<Err>('analyst@brand.demo', `/segment-builder/segments/${code}`, {
      method: 'PUT',
      body: mergeBody(nextPreview.body.data.preview_id),
    });
    expect(resave.status).toBe(409);
    expect(resave.body.message).toBe(message);

    const viewAfter = await am<{ data: { unavailable_bases: unknown[] } }>('analyst@brand.demo', `/segment-builder/segments/${code}`);
    expect(viewAfter.body.data.unavailable_bases).toEqual(unavailable);
    const batch = await am<{ data: { code: string; unavailable_bases: unknown[] }[] }>(
      'analyst@brand.demo',
      `/segments/definitions?codes=${code},${own.code}`,
    );
    expect(batch.body.data.find((d) => d.code === code)?.unavailable_bases).toEqual(unavailable);
    expect(batch.body.data.find((d) => d.code === own.code)?.unavailable_bases).toEqual([]);
    const gql = await graphql<{ segment: { definition: { segmentA: unknown; unavailableSegments: { code: string; name: string }[] } } }>(
      'query($c: ID!) { segment(code: $c) { definition { segmentA { code } unavailableSegments { code name } } } }',
      { token: tokens['analyst@brand.demo'], variables: { c: code } },
    );
    expect(gql.errors).toBeUndefined();
    expect(gql.data!.segment.definition.segmentA).toBeNull();
    expect(gql.data!.segment.definition.unavailableSegments).toEqual([{ code: base.code, name: base.business_name }]);
    const gqlEvaluate = await graphql('mutation($c: ID!) { evaluateSegment(code: $c) { code } }', {
      token: tokens['analyst@brand.demo'],
      variables: { c: code },
    });
    expect(gqlEvaluate.errors?.[0]?.message).toBe(message);

    // A code the caller knows from no merge of theirs stays NOT_FOUND (no name is given away).
    const hidden = (
      await am<{ data: { rows: Row[] } }>('admin@corp.demo', '/segments/list?company_code=011&type=2&shared=NOT_SHARED&page_size=1')
    ).body.data.rows[0]!;
    const probe = await am<Err>('analyst@brand.demo', '/segment-builder/preview', {
      method: 'POST',
      body: { company_code: '024', merge: { segment_a: hidden.code, segment_b: own.code, merge_type: 'UNION' } },
    });
    expect(probe.status).toBe(404);
    expect(probe.body.message).not.toContain(hidden.business_name);

    for (const [email, c] of [
      ['analyst@brand.demo', code],
      ['analyst@brand.demo', own.code],
      ['analyst@retail.demo', base.code],
    ] as const) {
      expect((await am(email, `/segments/${c}`, { method: 'DELETE' })).status, c).toBe(200);
    }
  });
});

describe('the role check is not an oracle', () => {
  const check = (email: string, target: string, rol: string) =>
    am<{ data: { result: boolean } }>(email, '/users/role-check', { method: 'POST', body: { email: target, rol } }).then(
      (r) => r.body.data.result,
    );

  it('answers only a caller who could share with the user, only for the roles a share needs', async () => {
    // analyst@retail.demo may share (022 has share_action): true answers.
    expect(await check('analyst@retail.demo', 'user@brand.demo', 'audience_user')).toBe(true);
    expect(await check('analyst@retail.demo', 'analyst@brand.demo', 'audience_analyst')).toBe(true);
    expect(await check('analyst@retail.demo', 'user@brand.demo', 'audience_analyst')).toBe(false);
    // Not for other roles, not for unknown e-mails.
    expect(await check('analyst@retail.demo', 'admin@corp.demo', 'audience_admin')).toBe(false);
    expect(await check('analyst@retail.demo', `nadie-${RUN}@retail.demo`, 'audience_user')).toBe(false);
    // Callers who cannot share learn nothing: the audience user, and the analyst of 024 (share_action off).
    for (const asker of ['user@brand.demo', 'analyst@brand.demo']) {
      expect(await check(asker, 'analyst@retail.demo', 'audience_analyst'), asker).toBe(false);
      expect(await check(asker, 'user@retail.demo', 'audience_user'), asker).toBe(false);
      expect(await check(asker, 'admin@corp.demo', 'audience_admin'), asker).toBe(false);
    }
    const viaGateway = await graphql<{ userHasRole: boolean }>('{ userHasRole(email: "analyst@retail.demo", role: AUDIENCE_ANALYST) }', {
      token: tokens['user@brand.demo'],
    });
    expect(viaGateway.data?.userHasRole).toBe(false);
    const allowed = await graphql<{ userHasRole: boolean }>('{ userHasRole(email: "user@brand.demo", role: AUDIENCE_USER) }', {
      token: tokens['admin@corp.demo'],
    });
    expect(allowed.data?.userHasRole).toBe(true);
  });
});

describe('definition, requestDetails and shares are batched', () => {
  it('pages of 5 and 50 cost the same number of REST calls', async () => {
    const PAGE = `query($pageSize: Int) { segments(filter: { companyCodes: ["032"] }, pageSize: $pageSize) {
      nodes { code definition { typeName mergeType unavailableSegments { code } } requestDetails { id } shares { id } }
    } }`;
    const total = (await am<{ data: { total: number } }>('admin@corp.demo', '/segments/list?company_code=032&page_size=1')).body.data.total;
    expect(total).toBeGreaterThanOrEqual(30);
    const costs: number[] = [];
    for (const pageSize of [5, Math.min(50, total)]) {
      const result = await measuredGraphql<{ segments: { nodes: { code: string; shares: unknown[] }[] } }>('audience', PAGE, {
        token: tokens['admin@corp.demo'],
        variables: { pageSize },
      });
      expect(result.errors).toBeUndefined();
      expect(result.data!.segments.nodes).toHaveLength(pageSize);
      costs.push(result.restCalls);
    }
    expect(costs[0]).toBe(costs[1]);
    // list + definitions + request-details + shares.
    expect(costs[0]).toBeLessThanOrEqual(4);
  });

  it('the batch calls keep the rules of the single ones', async () => {
    const rows = (await am<{ data: { rows: Row[] } }>('user@brand.demo', '/segments/list?page_size=50')).body.data.rows;
    expect(rows.length).toBeGreaterThan(0);
    const hidden = (await am<{ data: { rows: Row[] } }>('admin@corp.demo', '/segments/list?company_code=011&shared=NOT_SHARED&page_size=1'))
      .body.data.rows[0]!;
    const codes = [...rows.map((r) => r.code), hidden.code].join(',');
    // Shares: the brand user may share nothing: every visible segment is listed as not allowed, with no shares; the hidden one is absent.
    const shares = (
      await am<{ data: { code: string; allowed: boolean; shares: unknown[] }[] }>('user@brand.demo', `/segments/shares?codes=${codes}`)
    ).body.data;
    expect(shares).toHaveLength(rows.length);
    expect(shares.every((s) => !s.allowed && s.shares.length === 0)).toBe(true);
    const definitions = (await am<{ data: { code: string }[] }>('user@brand.demo', `/segments/definitions?codes=${codes}`)).body.data;
    expect(definitions.map((d) => d.code).sort()).toEqual(rows.map((r) => r.code).sort());
    const requests = (
      await am<{ data: { segment_code: string; requesting_company_code: string }[] }>(
        'user@brand.demo',
        `/segments/request-details?codes=${codes}`,
      )
    ).body.data;
    expect(requests.every((r) => r.segment_code !== hidden.code)).toBe(true);

    // Through GraphQL: FORBIDDEN per segment, as before.
    const gql = await graphql('query($c: ID!) { segment(code: $c) { shares { id } } }', {
      token: tokens['user@brand.demo'],
      variables: { c: rows[0]!.code },
    });
    expect(gql.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    // The owner sees its shares in the batch.
    const sharedRow = (await am<{ data: { rows: Row[] } }>('admin@corp.demo', '/segments/list?company_code=032&shared=SHARED&page_size=5'))
      .body.data.rows;
    expect(sharedRow.length).toBeGreaterThan(0);
    const ownShares = (
      await am<{ data: { code: string; allowed: boolean; shares: unknown[] }[] }>(
        'admin@corp.demo',
        `/segments/shares?codes=${sharedRow.map((r) => r.code).join(',')}`,
      )
    ).body.data;
    expect(ownShares).toHaveLength(sharedRow.length);
    expect(ownShares.every((s) => s.allowed && s.shares.length > 0)).toBe(true);
  });
});
