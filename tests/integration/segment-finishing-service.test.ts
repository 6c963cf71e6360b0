import pg from 'pg';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { login, rest } from '../src/client.ts';

type Row = {
  code: string;
  business_name: string;
  owner_company_code: string;
  segment_type_label: string;
  requested: boolean;
  flag_shared: boolean;
};
type Page = { data: { rows: Row[]; total: number } };
type Err = {
  status: false;
  code: string;
  message: string;
  details?: { merges?: { code: string; business_name: string }[]; audiences?: unknown[] };
};
type Category = { name: string; attributes: { technicalName: string; id: number }[] };
type Saved = { message: string; data: { code: string; business_name: string } };
type MergeUse = { segment_code: string; code: string; business_name: string; visible: boolean };

const USERS = ['admin@corp.demo', 'analyst@retail.demo', 'user@brand.demo', 'analyst@brand.demo'];
const tokens: Record<string, string> = {};
beforeAll(async () => {
  for (const email of USERS) tokens[email] = (await login(email)).token;
});

const am = <T>(email: string, path: string, init: { method?: string; body?: unknown } = {}) =>
  rest<T>('audience-management', `/audience-management${path}`, { token: tokens[email]!, ...init });
const list = async (email: string, query: string) => (await am<Page>(email, `/segments/list?${query}`)).body.data;

let ids: Record<string, number> = {};
beforeAll(async () => {
  const { body } = await am<{ data: { categories: Category[] } }>('analyst@retail.demo', '/segment-builder/catalogue?company_code=022');
  ids = Object.fromEntries(body.data.categories.flatMap((c) => c.attributes.map((a) => [a.technicalName, a.id])));
});

const RUN = Date.now().toString(36).slice(-5);

/** Creates a segment as the retail analyst through preview and save. */
async function createAttributeSegment(name: string, attributes: unknown[]) {
  const preview = await am<{ data: { preview_id: string } }>('analyst@retail.demo', '/segment-builder/preview', {
    method: 'POST',
    body: { company_code: '022', attributes },
  });
  expect(preview.status).toBe(200);
  const saved = await am<Saved>('analyst@retail.demo', '/segment-builder/segments', {
    method: 'POST',
    body: {
      company_code: '022',
      segment_name: name,
      segment_description: 'Prueba de uso',
      segment_type_name: 'SEGMENT_CONTACT',
      attributes,
      preview_id: preview.body.data.preview_id,
    },
  });
  expect(saved.status).toBe(200);
  return saved.body;
}

async function saveMerge(name: string, merge: { segment_a: string; segment_b: string; merge_type: string }, code?: string) {
  const preview = await am<{ data: { preview_id: string } }>('analyst@retail.demo', '/segment-builder/preview', {
    method: 'POST',
    body: { company_code: '022', merge },
  });
  expect(preview.status).toBe(200);
  return am<Saved>('analyst@retail.demo', code ? `/segment-builder/segments/${code}` : '/segment-builder/segments', {
    method: code ? 'PUT' : 'POST',
    body: {
      company_code: '022',
      segment_name: name,
      segment_description: 'Combinado de prueba',
      segment_type_name: 'SEGMENT_CONTACT',
      merge,
      preview_id: preview.body.data.preview_id,
    },
  });
}

describe('a segment that merge segments use', () => {
  it('cannot be deleted; the refusal names the merges; merge-uses tells where it is used and whether the caller may open the merge', async () => {
    const a = await createAttributeSegment(`Retail_Base A ${RUN}`, [{ id: ids.tiene_email, value: '1' }]);
    const b = await createAttributeSegment(`Retail_Base B ${RUN}`, [{ id: ids.tiene_hijos, value: '1' }]);
    // Save answers the spec's message, on create and on edit (defect 4).
    expect(a.message).toBe('¡El segmento se ha guardado correctamente!');
    const merge = await saveMerge(`Retail_Unión ${RUN}`, { segment_a: a.data.code, segment_b: b.data.code, merge_type: 'UNION' });
    expect(merge.body.message).toBe('¡El segmento se ha guardado correctamente!');
    const edited = await saveMerge(
      `Retail_Unión ${RUN}`,
      { segment_a: a.data.code, segment_b: b.data.code, merge_type: 'INTERSECTION' },
      merge.body.data.code,
    );
    expect(edited.status).toBe(200);
    expect(edited.body.message).toBe('¡El segmento se ha guardado correctamente!');

    const refused = await am<Err>('analyst@retail.demo', `/segments/${a.data.code}`, { method: 'DELETE' });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('CONFLICT');
    expect(refused.body.message).toBe(`No se puede eliminar el segmento porque lo usa 1 segmento combinado: INCA_Retail_Unión ${RUN}.`);
    expect(refused.body.details?.merges).toEqual([{ code: merge.body.data.code, business_name: `INCA_Retail_Unión ${RUN}` }]);

    const second = await saveMerge(`Retail_Diferencia ${RUN}`, {
      segment_a: b.data.code,
      segment_b: a.data.code,
      merge_type: 'DIFFERENCE',
    });
    const plural = await am<Err>('analyst@retail.demo', `/segments/${a.data.code}`, { method: 'DELETE' });
    expect(plural.body.message).toBe(
      `No se puede eliminar el segmento porque lo usan 2 segmentos combinados: INCA_Retail_Diferencia ${RUN}, INCA_Retail_Unión ${RUN}.`,
    );

    const uses = (await am<{ data: MergeUse[] }>('analyst@retail.demo', `/segments/merge-uses?codes=${a.data.code},${b.data.code}`)).body
      .data;
    expect(uses).toHaveLength(4);
    expect(
      uses
        .filter((u) => u.segment_code === a.data.code)
        .map((u) => u.code)
        .sort(),
    ).toEqual([merge.body.data.code, second.body.data.code].sort());
    expect(uses.every((u) => u.visible)).toBe(true);

    // The brand user sees nothing of these until A is shared with them; then the merges show as not viewable.
    expect((await am<{ data: MergeUse[] }>('user@brand.demo', `/segments/merge-uses?codes=${a.data.code}`)).body.data).toEqual([]);
    const share = await am<{ data: { sharing_id: string } }>('analyst@retail.demo', `/segments/${a.data.code}/shares`, {
      method: 'POST',
      body: { shared_with_type: 'USER', shared_with_value: 'user@brand.demo' },
    });
    expect(share.status).toBe(200);
    const foreign = (await am<{ data: MergeUse[] }>('user@brand.demo', `/segments/merge-uses?codes=${a.data.code}`)).body.data;
    expect(foreign).toHaveLength(2);
    expect(foreign.map((u) => u.visible)).toEqual([false, false]);
    await am('analyst@retail.demo', `/segments/${a.data.code}/shares/${share.body.data.sharing_id}`, { method: 'DELETE' });

    // Once the merges are gone, the sides can be deleted.
    for (const code of [merge.body.data.code, second.body.data.code, a.data.code, b.data.code]) {
      expect((await am<{ message: string }>('analyst@retail.demo', `/segments/${code}`, { method: 'DELETE' })).body.message).toBe(
        'Se eliminó correctamente.',
      );
    }
  });
});

describe('list: name search, company filter, sort by type', () => {
  it('"electronica" finds every name containing "Electrónica", in any case', async () => {
    const all = (await list('admin@corp.demo', 'page_size=5000')).rows;
    const expected = all
      .filter((r) => r.business_name.toLowerCase().includes('electrónica'))
      .map((r) => r.code)
      .sort();
    expect(expected.length).toBeGreaterThan(0);
    for (const query of ['electronica', 'ELECTRÓNICA', 'Electrónica']) {
      const found = await list('admin@corp.demo', `name=${encodeURIComponent(query)}&page_size=5000`);
      expect(found.total, query).toBe(expected.length);
      expect(found.rows.map((r) => r.code).sort()).toEqual(expected);
    }
  });

  it('the name search uses the trigram index on 100,000 segments', async () => {
    const client = new pg.Client({ connectionString: inject('databaseUrl') });
    await client.connect();
    try {
      await client.query('BEGIN');
      // Rolled back: the other tests never see these rows.
      await client.query(`INSERT INTO audience_management.segments (business_name, segment_type_id, owner_company_code, created_by)
                          SELECT 'INCA_Carga ' || g || CASE WHEN g % 5000 = 0 THEN ' Electrónica' ELSE ' Hogar' END, 2, '022', 'admin@corp.demo'
                            FROM generate_series(1, 100000) g`);
      await client.query('ANALYZE audience_management.segments');
      // The list's own predicate (segments/repository.ts): the name folded when the row was written.
      const plan = await client.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN SELECT code FROM audience_management.segments s
          WHERE s.name_folded LIKE audience_management.fold_text($1)`,
        ['%electronica%'],
      );
      const text = plan.rows.map((r) => r['QUERY PLAN']).join('\n');
      expect(text).toContain('segments_name_folded_trgm_idx');
      expect(text).not.toMatch(/Seq Scan/);
    } finally {
      await client.query('ROLLBACK');
      await client.end();
    }
  });

  it('the company filter offers every company whose rows the retail analyst sees (shared and requested too)', async () => {
    const owners = new Set((await list('analyst@retail.demo', 'page_size=5000')).rows.map((r) => r.owner_company_code));
    expect(owners.size).toBeGreaterThan(1);
    const offered = (
      await am<{ data: { code: string; name: string; alias: string; domain: string }[] }>(
        'analyst@retail.demo',
        '/segments/filter-companies',
      )
    ).body.data;
    const codes = offered.map((c) => c.code);
    expect(codes).toEqual([...codes].sort());
    expect(codes).toEqual(expect.arrayContaining(['022', ...owners]));
    // Shared segments of 024 and 032, requested ones of 032 (011 has no staff who may share its segments, §6).
    expect(codes).toEqual(expect.arrayContaining(['024', '032']));
    expect(offered.find((c) => c.code === '022')).toMatchObject({ alias: 'Retail', domain: 'retail.demo' });
    // Every offered company has rows for this viewer, or is their own.
    for (const code of codes) expect(owners.has(code) || code === '022', code).toBe(true);
  });

  it('sorting by type orders by the visible label', async () => {
    const labels = (await list('admin@corp.demo', 'sort=segment_type_id&order=asc&page_size=5000')).rows.map((r) => r.segment_type_label);
    expect(labels.length).toBeGreaterThan(0);
    const distinct = labels.filter((l, i) => i === 0 || labels[i - 1] !== l);
    expect(distinct).toEqual(['Sandbox', 'Segmento combinado', 'Segmento de contacto', 'Segmento publicitario', 'Tabla cruzada']);
    const desc = (await list('admin@corp.demo', 'sort=segment_type_id&order=desc&page_size=1')).rows[0]!;
    expect(desc.segment_type_label).toBe('Tabla cruzada');
  });
});

describe('catalogue for viewing a segment of another company', () => {
  it('the retail analyst reads the owner’s catalogue of a requested or shared segment; without the segment it is refused', async () => {
    const rows = (await list('analyst@retail.demo', 'page_size=5000')).rows;
    const requested = rows.find((r) => r.requested)!;
    const shared = rows.find((r) => !r.requested && r.owner_company_code === '024')!;
    expect(requested).toBeDefined();
    expect(shared).toBeDefined();
    for (const row of [requested, shared]) {
      const catalogue = await am<{ data: { categories: Category[] } }>(
        'analyst@retail.demo',
        `/segment-builder/catalogue?company_code=${row.owner_company_code}&segment_code=${row.code}`,
      );
      expect(catalogue.status, row.code).toBe(200);
      expect(catalogue.body.data.categories.length).toBeGreaterThan(0);
      const refused = await am<Err>('analyst@retail.demo', `/segment-builder/catalogue?company_code=${row.owner_company_code}`);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('No puede crear segmentos para esa empresa.');
    }
    // The owner's restrictions apply: the brands company may not use the churn score.
    const brand = await am<{ data: { categories: Category[] } }>(
      'analyst@retail.demo',
      `/segment-builder/catalogue?company_code=024&segment_code=${shared.code}`,
    );
    expect(brand.body.data.categories.flatMap((c) => c.attributes).some((a) => a.technicalName === 'riesgo_fuga')).toBe(false);
    // The segment's owner, not any company; and only a segment the caller sees.
    expect(
      (await am<Err>('analyst@retail.demo', `/segment-builder/catalogue?company_code=011&segment_code=${requested.code}`)).status,
    ).toBe(400);
    const hidden = (await list('admin@corp.demo', 'company_code=011&shared=NOT_SHARED&page_size=5000')).rows.find(
      (r) => !rows.some((x) => x.code === r.code),
    )!;
    expect((await am<Err>('analyst@retail.demo', `/segment-builder/catalogue?company_code=011&segment_code=${hidden.code}`)).status).toBe(
      404,
    );
  });
});
