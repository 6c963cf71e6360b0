import { beforeAll, describe, expect, it } from 'vitest';
import { login, rest } from '../src/client.ts';

type Category = { name: string; attributes: { id: number; technicalName: string; type: string; category: string }[] };
type Preview = {
  preview_id: string;
  unique_users: number;
  unique_users_w_contact: number;
  unique_users_w_advertising: number;
  segment_company_percentage: { company_code: string; percentage: number }[];
  unique_users_w_contact_restricted: number;
  unique_users_w_contact_restricted_by_company: { company_code: string }[];
  low_contactable: boolean;
};
type Err = { message: string; code: string };

const tokens: Record<string, string> = {};
beforeAll(async () => {
  for (const email of ['analyst@retail.demo', 'analyst@brand.demo', 'admin@corp.demo']) tokens[email] = (await login(email)).token;
});
const am = <T>(email: string, path: string, init: { method?: string; body?: unknown } = {}) =>
  rest<T>('audience-management', `/audience-management${path}`, { token: tokens[email]!, ...init });

let ids: Record<string, number> = {};
beforeAll(async () => {
  const { body } = await am<{ data: { categories: Category[] } }>('analyst@retail.demo', '/segment-builder/catalogue?company_code=022');
  ids = Object.fromEntries(body.data.categories.flatMap((c) => c.attributes.map((a) => [a.technicalName, a.id])));
});

const selection = () => [
  { id: ids.tiene_email, value: '1' },
  { id: ids.edad, value: { lower_bound: 25, upper_bound: 50 } },
  { id: ids.genero, value: ['1', '2'] },
  { id: ids.compras_12m, value: { value: 2, symbol: '>=' } },
];
const preview = (email: string, body: unknown) => am<{ data: Preview } & Err>(email, '/segment-builder/preview', { method: 'POST', body });
const total = async () => (await am<{ data: { total: number } }>('analyst@retail.demo', '/segments/list')).body.data.total;

describe('segment builder service', () => {
  it('offers the catalogue by company, without restricted attributes', async () => {
    const retail = (await am<{ data: { categories: Category[] } }>('analyst@retail.demo', '/segment-builder/catalogue?company_code=022'))
      .body.data.categories;
    expect(retail).toHaveLength(8);
    expect(retail.flatMap((c) => c.attributes).some((a) => a.technicalName === 'riesgo_fuga')).toBe(true);
    const brand = (await am<{ data: { categories: Category[] } }>('analyst@brand.demo', '/segment-builder/catalogue?company_code=024')).body
      .data.categories;
    expect(brand.flatMap((c) => c.attributes).some((a) => a.technicalName === 'riesgo_fuga')).toBe(false);
    expect((await am('analyst@brand.demo', '/segment-builder/catalogue?company_code=022')).status).toBe(403);
  });

  it('previews every count of the spec; restricted counts leave out restricted companies', async () => {
    const { status, body } = await preview('analyst@retail.demo', { company_code: '022', attributes: selection() });
    expect(status).toBe(200);
    const p = body.data;
    expect(p.unique_users).toBeGreaterThan(0);
    expect(p.unique_users).toBeLessThan(20_000);
    expect(p.unique_users_w_contact).toBe(p.unique_users);
    expect(p.unique_users_w_advertising).toBeLessThan(p.unique_users);
    const percentages = p.segment_company_percentage.map((x) => x.percentage);
    expect([...percentages].sort((a, b) => b - a)).toEqual(percentages);
    expect(p.unique_users_w_contact_restricted).toBeLessThanOrEqual(p.unique_users_w_contact);
    expect(p.unique_users_w_contact_restricted_by_company.map((c) => c.company_code)).not.toContain('011');
    expect(p.low_contactable).toBe(true);
  });

  it('refuses bad selections with the spec messages', async () => {
    expect((await preview('analyst@retail.demo', { company_code: '022', attributes: [] })).body.message).toBe(
      'Seleccione por lo menos un attributo.',
    );
    const range = await preview('analyst@retail.demo', {
      company_code: '022',
      attributes: [{ id: ids.edad, value: { lower_bound: 10, upper_bound: 50 } }],
    });
    expect(range.status).toBe(400);
    expect(range.body.message).toBe('El rango de valores para Edad debe ser mayor a 18. ');
    expect((await preview('analyst@retail.demo', { company_code: '022', attributes: [{ id: 999, value: '1' }] })).body.message).toBe(
      'El atributo 999 no existe en el catálogo.',
    );
  });

  it('saving needs a preview of exactly the saved selection, and nothing is written otherwise', async () => {
    const before = await total();
    const form = {
      company_code: '022',
      segment_name: 'Retail_Prueba integración',
      segment_description: 'Clientes de prueba',
      segment_type_name: 'SEGMENT_CONTACT',
      attributes: selection(),
    };
    const noPreview = await am<Err>('analyst@retail.demo', '/segment-builder/segments', { method: 'POST', body: form });
    expect(noPreview.body.message).toBe('Debe obtener la previsualización, presionando el botón de Pre Visualizar.');
    const p = (await preview('analyst@retail.demo', { company_code: '022', attributes: selection() })).body.data;
    const changed = await am<Err>('analyst@retail.demo', '/segment-builder/segments', {
      method: 'POST',
      body: { ...form, preview_id: p.preview_id, attributes: [...selection().slice(0, 3), { id: ids.compras_12m, value: { value: 3 } }] },
    });
    expect(changed.body.message).toBe('Debe realizar la previsualización antes de guardar.');
    const stolen = await am<Err>('analyst@brand.demo', '/segment-builder/segments', {
      method: 'POST',
      body: { ...form, company_code: '024', segment_name: 'Marcas_x', preview_id: p.preview_id },
    });
    expect(stolen.status).toBe(400);
    const badName = await am<Err>('analyst@retail.demo', '/segment-builder/segments', {
      method: 'POST',
      body: { ...form, segment_name: 'Clientes', preview_id: p.preview_id },
    });
    expect(badName.body.message).toBe('El nombre debe comenzar con el alias de la empresa (Retail).');
    expect(await total()).toBe(before);
  });

  it('creates, views, edits and re-evaluates an attribute segment; purchase prediction names get INCA_PP_', async () => {
    const p = (await preview('analyst@retail.demo', { company_code: '022', attributes: selection() })).body.data;
    const created = await am<{ data: { code: string; business_name: string } }>('analyst@retail.demo', '/segment-builder/segments', {
      method: 'POST',
      body: {
        company_code: '022',
        segment_name: 'Retail_Jóvenes con correo',
        segment_description: 'Prueba',
        segment_type_name: 'SEGMENT_CONTACT',
        attributes: selection(),
        preview_id: p.preview_id,
      },
    });
    expect(created.status).toBe(200);
    expect(created.body.data.business_name).toBe('INCA_Retail_Jóvenes con correo');
    const code = created.body.data.code;
    const view = (
      await am<{ data: { row_count_unique: string; definition: { attributes: { id: number }[] }; preview: Preview } }>(
        'analyst@retail.demo',
        `/segment-builder/segments/${code}`,
      )
    ).body.data;
    expect(Number(view.row_count_unique)).toBe(p.unique_users);
    expect(view.definition.attributes.map((a) => a.id)).toEqual(selection().map((s) => s.id));
    expect((await am('analyst@brand.demo', `/segment-builder/segments/${code}`)).status).toBe(404);

    const pp = [...selection(), { id: ids.pp_electro, value: { lower_bound: 50, upper_bound: 100 } }];
    const p2 = (await preview('analyst@retail.demo', { company_code: '022', attributes: pp })).body.data;
    const edited = await am<{ data: { code: string; business_name: string } }>('analyst@retail.demo', `/segment-builder/segments/${code}`, {
      method: 'PUT',
      body: {
        company_code: '022',
        segment_name: 'Retail_Jóvenes con correo',
        segment_description: 'Prueba',
        segment_type_name: 'SEGMENT_CONTACT',
        attributes: pp,
        preview_id: p2.preview_id,
      },
    });
    expect(edited.body.data).toEqual({ code, business_name: 'INCA_PP_Retail_Jóvenes con correo' });
    const evaluated = await am<{ data: { unique_users: number } }>('analyst@retail.demo', `/segments/${code}/evaluate`, { method: 'POST' });
    expect(evaluated.body.data.unique_users).toBe(p2.unique_users);
    expect((await am('analyst@brand.demo', `/segments/${code}/evaluate`, { method: 'POST' })).status).toBe(404);
  });

  it('merges two segments: options by type, preview, save as attribute 0 and 1', async () => {
    const options = (await am<{ data: { code: string }[] }>('analyst@retail.demo', '/segment-builder/merge-options?type=SEGMENT_CONTACT'))
      .body.data;
    expect(options.length).toBeGreaterThanOrEqual(2);
    const [a, b] = options;
    const missing = await preview('analyst@retail.demo', { company_code: '022', merge: { segment_a: a!.code } });
    expect(missing.body.message).toBe('El Segmento B es requerido');
    const counts: Record<string, number> = {};
    for (const mergeType of ['UNION', 'INTERSECTION', 'DIFFERENCE']) {
      counts[mergeType] = (
        await preview('analyst@retail.demo', {
          company_code: '022',
          merge: { segment_a: a!.code, segment_b: b!.code, merge_type: mergeType },
        })
      ).body.data.unique_users;
    }
    const bMinusA = (
      await preview('analyst@retail.demo', {
        company_code: '022',
        merge: { segment_a: b!.code, segment_b: a!.code, merge_type: 'DIFFERENCE' },
      })
    ).body.data.unique_users;
    expect(counts.UNION).toBe(counts.INTERSECTION! + counts.DIFFERENCE! + bMinusA);
    const p = (
      await preview('analyst@retail.demo', { company_code: '022', merge: { segment_a: a!.code, segment_b: b!.code, merge_type: 'UNION' } })
    ).body.data;
    const saved = await am<{ data: { code: string; business_name: string } }>('analyst@retail.demo', '/segment-builder/segments', {
      method: 'POST',
      body: {
        company_code: '022',
        segment_name: 'retail_unión',
        segment_description: 'Unión de prueba',
        segment_type_name: 'SEGMENT_CONTACT',
        merge: { segment_a: a!.code, segment_b: b!.code, merge_type: 'UNION' },
        preview_id: p.preview_id,
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.business_name).toBe('INCA_retail_unión');
    const view = (
      await am<{ data: { segment_type_id: number; definition: { attributes: { id: number; attribute_value: unknown }[] } } }>(
        'analyst@retail.demo',
        `/segment-builder/segments/${saved.body.data.code}`,
      )
    ).body.data;
    expect(view.segment_type_id).toBe(3);
    expect(view.definition.attributes).toEqual([
      { id: 0, attribute_value: [a!.code, b!.code] },
      { id: 1, attribute_value: 'UNION' },
    ]);
  });

  it('refuses to save a merge whose sides are not of the chosen type', async () => {
    const [a, b] = (await am<{ data: { code: string }[] }>('analyst@retail.demo', '/segment-builder/merge-options?type=SEGMENT_CONTACT'))
      .body.data;
    const merge = { segment_a: a!.code, segment_b: b!.code, merge_type: 'UNION' };
    const p = (await preview('analyst@retail.demo', { company_code: '022', merge })).body.data;
    const before = await total();
    const refused = await am<Err>('analyst@retail.demo', '/segment-builder/segments', {
      method: 'POST',
      body: {
        company_code: '022',
        segment_name: 'retail_mezcla',
        segment_description: 'x',
        segment_type_name: 'SEGMENT_ADVERTISING',
        merge,
        preview_id: p.preview_id,
      },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Los segmentos A y B deben ser del tipo de segmento elegido.');
    expect(await total()).toBe(before);
  });
});
