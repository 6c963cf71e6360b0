import { beforeAll, describe, expect, it } from 'vitest';
import { login, rest } from '../src/client.ts';

type Row = {
  code: string;
  business_name: string;
  owner_company_code: string;
  segment_type_id: number;
  created_date: string;
  last_process_date: string;
  num_audiences: number;
  flag_shared: boolean;
  requested: boolean;
  can_edit: boolean;
  can_share: boolean;
  can_delete: boolean;
  can_duplicate: boolean;
  audiences?: { custom_audience_name: string }[];
};
type Page = { status: boolean; data: { rows: Row[]; total: number } };
type Err = { status: false; code: string; message: string; details?: { audiences: { custom_audience_name: string }[] } };

const tokens: Record<string, string> = {};
beforeAll(async () => {
  for (const email of [
    'admin@corp.demo',
    'steward@corp.demo',
    'analyst@retail.demo',
    'user@retail.demo',
    'analyst@brand.demo',
    'user@brand.demo',
  ]) {
    tokens[email] = (await login(email)).token;
  }
});

const am = <T>(email: string, path: string, init: { method?: string; body?: unknown } = {}) =>
  rest<T>('audience-management', `/audience-management${path}`, { token: tokens[email]!, ...init });
const list = (email: string, query = '') => am<Page>(email, `/segments/list${query ? `?${query}` : ''}`);
const byCode = async (email: string, code: string) => (await am<{ data: Row[] }>(email, `/segments/by-code?codes=${code}`)).body.data[0];

describe('segment list visibility', () => {
  it('an admin sees every company; a page is 10 rows sorted by last process date, newest first', async () => {
    const { status, body } = await list('admin@corp.demo');
    expect(status).toBe(200);
    expect(body.data.rows).toHaveLength(10);
    expect(body.data.total).toBeGreaterThanOrEqual(4 * 30);
    const dates = body.data.rows.map((r) => r.last_process_date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const all = await list('admin@corp.demo', 'page_size=5000');
    expect(new Set(all.body.data.rows.map((r) => r.owner_company_code))).toEqual(new Set(['011', '022', '024', '032']));
  });

  it('a user sees their company, what is shared with them or their company, and requested segments only', async () => {
    const all = (await list('user@retail.demo', 'page_size=5000')).body.data.rows;
    const foreign = all.filter((r) => r.owner_company_code !== '022');
    expect(all.some((r) => r.owner_company_code === '022')).toBe(true);
    expect(foreign.length).toBeGreaterThan(0);
    for (const r of foreign) expect(r.flag_shared || r.requested, r.code).toBe(true);
    const requested = (await list('user@retail.demo', 'requested=true&page_size=5000')).body.data.rows;
    expect(requested.length).toBeGreaterThan(0);
    for (const r of requested) {
      expect(r.requested).toBe(true);
      expect([r.can_edit, r.can_share, r.can_delete, r.can_duplicate]).toEqual([false, false, false, false]);
    }
  });

  it('a steward sees the companies of their access list plus their own', async () => {
    const rows = (await list('steward@corp.demo', 'page_size=5000')).body.data.rows;
    const owned = new Set(rows.filter((r) => !r.requested && !r.flag_shared).map((r) => r.owner_company_code));
    expect([...owned].sort()).toEqual(['022', '024', '032']);
  });

  it('filters by company, name, type and shared in SQL, and the total follows the filter', async () => {
    const byType = (await list('admin@corp.demo', 'type=3&company_code=022&page_size=5000')).body.data;
    expect(byType.total).toBe(byType.rows.length);
    for (const r of byType.rows) expect([r.segment_type_id, r.owner_company_code]).toEqual([3, '022']);
    const name = byType.rows[0]!.business_name.slice(5, 14);
    const byName = (await list('admin@corp.demo', `name=${encodeURIComponent(name.toUpperCase())}&page_size=5000`)).body.data.rows;
    expect(byName.length).toBeGreaterThan(0);
    for (const r of byName) expect(r.business_name.toLowerCase()).toContain(name.toLowerCase());
    const shared = (await list('admin@corp.demo', 'shared=SHARED&page_size=5000')).body.data.rows;
    expect(shared.length).toBeGreaterThan(0);
    for (const r of shared) expect(r.flag_shared).toBe(true);
    const wildcard = (await list('admin@corp.demo', 'name=%25')).body.data.total;
    expect(wildcard).toBe(0);
  });

  it('pages do not overlap and cover the total', async () => {
    const first = (await list('analyst@brand.demo', 'page=1')).body.data;
    const second = (await list('analyst@brand.demo', 'page=2')).body.data;
    expect(second.total).toBe(first.total);
    const overlap = first.rows.filter((r) => second.rows.some((s) => s.code === r.code));
    expect(overlap).toEqual([]);
  });

  it('bad filters get a 400 with a Spanish message', async () => {
    const bad = await am<Err>('admin@corp.demo', '/segments/list?created_from=2026-05-01&created_to=2026-01-01');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('La fecha de creación inicial debe ser anterior a la final.');
    expect((await am<Err>('admin@corp.demo', '/segments/list?sort=password')).body.message).toBe('Orden inválido.');
  });

  it('includes audience data on request', async () => {
    const rows = (await list('admin@corp.demo', 'include_audiences=true&page_size=200')).body.data.rows;
    const used = rows.find((r) => r.num_audiences > 0)!;
    expect(used.audiences).toHaveLength(used.num_audiences);
  });
});

describe('a segment outside the caller’s set is not found', () => {
  it('by code, delete, duplicate and shares', async () => {
    const corp = (await list('admin@corp.demo', 'company_code=032&shared=NOT_SHARED&page_size=5000')).body.data.rows;
    const requestedByBrand = new Set((await list('user@brand.demo', 'requested=true&page_size=5000')).body.data.rows.map((r) => r.code));
    const hidden = corp.find((r) => !requestedByBrand.has(r.code))!;
    expect(await byCode('user@brand.demo', hidden.code)).toBeUndefined();
    expect((await am<Err>('user@brand.demo', `/segments/${hidden.code}`, { method: 'DELETE' })).status).toBe(404);
    expect(
      (
        await am<Err>('user@brand.demo', `/segments/${hidden.code}/duplicate`, {
          method: 'POST',
          body: { segment_duplicate_name: 'copia' },
        })
      ).status,
    ).toBe(404);
    expect((await am<Err>('user@brand.demo', `/segments/${hidden.code}/shares`)).status).toBe(404);
    expect(await byCode('admin@corp.demo', hidden.code)).toBeDefined();
  });
});

describe('delete, duplicate and share', () => {
  const own022 = async () =>
    (await list('analyst@retail.demo', 'company_code=022&page_size=5000')).body.data.rows.filter((r) => !r.requested);

  it('delete is refused while audiences use the segment, with their names, and nothing changes', async () => {
    const used = (await own022()).find((r) => r.num_audiences > 0)!;
    const refused = await am<Err>('analyst@retail.demo', `/segments/${used.code}?company_code=022`, { method: 'DELETE' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/^No se puede eliminar el segmento porque/);
    expect(refused.body.details?.audiences).toHaveLength(used.num_audiences);
    expect((await byCode('analyst@retail.demo', used.code))?.num_audiences).toBe(used.num_audiences);
  });

  it('duplicate names outside 3–50 characters are refused with the spec messages and create nothing', async () => {
    const source = (await own022()).find((r) => r.can_duplicate)!;
    const before = (await list('analyst@retail.demo')).body.data.total;
    for (const [name, message] of [
      ['', 'El Nombre es requerido'],
      ['ab', 'El nombre debe tener al menos 3 caracteres'],
      ['x'.repeat(51), 'El nombre debe tener máximo 50 caracteres'],
    ] as const) {
      const r = await am<Err>('analyst@retail.demo', `/segments/${source.code}/duplicate`, {
        method: 'POST',
        body: { segment_duplicate_name: name },
      });
      expect(r.status).toBe(400);
      expect(r.body.message).toBe(message);
    }
    expect((await list('analyst@retail.demo')).body.data.total).toBe(before);
  });

  it('duplicate creates an INCA_ copy owned by the caller; the copy can be deleted', async () => {
    const source = (await own022()).find((r) => r.can_duplicate)!;
    const made = await am<{ message: string; data: { code: string; business_name: string } }>(
      'analyst@retail.demo',
      `/segments/${source.code}/duplicate`,
      {
        method: 'POST',
        body: { segment_duplicate_name: 'retail_copia de prueba' },
      },
    );
    expect(made.status).toBe(200);
    expect(made.body.message).toBe('Segmento duplicado');
    const copy = (await byCode('analyst@retail.demo', made.body.data.code))!;
    expect(copy.business_name).toBe('INCA_retail_copia de prueba');
    expect(copy.owner_company_code).toBe('022');
    // Made today: never modified before it was created, whatever the source's dates.
    expect(Date.parse(copy.last_process_date)).toBeGreaterThanOrEqual(Date.parse(copy.created_date));
    expect(Date.parse(copy.last_process_date)).toBeGreaterThan(Date.parse(source.last_process_date));
    const again = await am<Err>('analyst@retail.demo', `/segments/${source.code}/duplicate`, {
      method: 'POST',
      body: { segment_duplicate_name: 'retail_copia de prueba' },
    });
    expect(again.status).toBe(409);
    const removed = await am<{ message: string }>('analyst@retail.demo', `/segments/${copy.code}`, { method: 'DELETE' });
    expect(removed.body.message).toBe('Se eliminó correctamente.');
    expect(await byCode('analyst@retail.demo', copy.code)).toBeUndefined();
  });

  it('an audience user may not delete another company’s segment they can see, nor share', async () => {
    const sharedWithMe = (await list('user@retail.demo', 'page_size=5000')).body.data.rows.find(
      (r) => r.owner_company_code !== '022' && !r.requested,
    )!;
    expect(sharedWithMe.can_delete).toBe(false);
    expect((await am<Err>('user@retail.demo', `/segments/${sharedWithMe.code}`, { method: 'DELETE' })).status).toBe(403);
    const mine = (await list('user@retail.demo', 'company_code=022')).body.data.rows[0]!;
    expect(mine.can_share).toBe(false);
    expect(
      (
        await am<Err>('user@retail.demo', `/segments/${mine.code}/shares`, {
          method: 'POST',
          body: { shared_with_type: 'COMPANY', shared_with_company_code: '024' },
        })
      ).status,
    ).toBe(403);
  });

  it('shares: refuses unknown users and users without the role, adds and removes a share', async () => {
    const segment = (await own022()).find((r) => r.can_share && !r.flag_shared)!;
    const path = `/segments/${segment.code}/shares`;
    const unknown = await am<Err>('analyst@retail.demo', path, {
      method: 'POST',
      body: { shared_with_type: 'USER', shared_with_value: 'nadie@corp.demo' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('No existe un usuario con el correo nadie@corp.demo.');
    const noRole = await am<Err>('analyst@retail.demo', path, {
      method: 'POST',
      body: { shared_with_type: 'USER', shared_with_value: 'steward@corp.demo', shared_with_company_code: '032' },
    });
    expect(noRole.status).toBe(400);
    expect(noRole.body.message).toBe("El usuario (steward@corp.demo) no tiene el rol 'audience_user' o 'audience_analyst'");
    expect((await am<{ data: unknown[] }>('analyst@retail.demo', path)).body.data).toEqual([]);

    const added = await am<{ data: { sharing_id: string } }>('analyst@retail.demo', path, {
      method: 'POST',
      body: { shared_with_type: 'USER', shared_with_value: 'USER@brand.demo', shared_with_company_code: '024' },
    });
    expect(added.status).toBe(200);
    const shares = (
      await am<{ data: { sharing_id: string; shared_with_value: string; shared_with_type: string }[] }>('analyst@retail.demo', path)
    ).body.data;
    expect(shares.map((s) => [s.shared_with_type, s.shared_with_value])).toEqual([['USER', 'user@brand.demo']]);
    expect((await byCode('analyst@retail.demo', segment.code))?.flag_shared).toBe(true);
    expect(await byCode('user@brand.demo', segment.code)).toBeDefined();
    expect(
      (
        await am<Err>('analyst@retail.demo', path, {
          method: 'POST',
          body: { shared_with_type: 'USER', shared_with_value: 'user@brand.demo' },
        })
      ).status,
    ).toBe(409);

    await am('analyst@retail.demo', `${path}/${added.body.data.sharing_id}`, { method: 'DELETE' });
    expect((await am<{ data: unknown[] }>('analyst@retail.demo', path)).body.data).toEqual([]);
    expect((await byCode('analyst@retail.demo', segment.code))?.flag_shared).toBe(false);
    expect(await byCode('user@brand.demo', segment.code)).toBeUndefined();
  });

  it('types, request details and the role check', async () => {
    const types = (await am<{ data: { id: number; name: string }[] }>('user@brand.demo', '/segments/types')).body.data;
    expect(types.map((t) => t.name)).toEqual(expect.arrayContaining(['SEGMENT_CONTACT', 'SEGMENT_ADVERTISING']));
    const requested = (await list('analyst@retail.demo', 'requested=true')).body.data.rows[0]!;
    const details = (
      await am<{ data: { status: string; requesting_company_code: string }[] }>(
        'analyst@retail.demo',
        `/segments/${requested.code}/request-details`,
      )
    ).body.data;
    expect(details.length).toBeGreaterThan(0);
    for (const d of details) expect([d.status, d.requesting_company_code]).toEqual(['APPROVED', '022']);
    const check = (email: string, rol: string) =>
      am<{ data: { result: boolean } }>('analyst@retail.demo', '/users/role-check', { method: 'POST', body: { email, rol } });
    expect((await check('user@brand.demo', 'audience_user')).body.data.result).toBe(true);
    expect((await check('steward@corp.demo', 'audience_user')).body.data.result).toBe(false);
  });
});
