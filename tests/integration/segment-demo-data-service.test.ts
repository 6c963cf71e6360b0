import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANIES } from '@inca/demo-data';
import { login, rest } from '../src/client.ts';

type Row = {
  code: string;
  business_name: string;
  description: string;
  owner_company_code: string;
  segment_type_id: number;
  last_process_date: string;
  row_count_unique: number;
  can_edit: boolean;
  requested: boolean;
};
type Definition = { type_name: string; attributes: { id: number; value?: unknown; attribute_value?: unknown }[] };
type View = { row_count_unique: string; definition: Definition; preview: { unique_users?: number } };
type Preview = { preview_id: string; unique_users: number };

const tokens: Record<string, string> = {};
beforeAll(async () => {
  for (const email of ['admin@corp.demo', 'analyst@retail.demo']) tokens[email] = (await login(email)).token;
});
const am = <T>(email: string, path: string, init: { method?: string; body?: unknown } = {}) =>
  rest<T>('audience-management', `/audience-management${path}`, { token: tokens[email]!, ...init });

// Seeded names: INCA_ + the owner's alias + what the segment is (nothing a test creates looks like this and is older).
const SEEDED = new RegExp(`^INCA_(${DEMO_COMPANIES.map((c) => c.alias).join('|')})_[^_]+$`);

async function seededSegments(email: string): Promise<Row[]> {
  const { body } = await am<{ data: { rows: Row[] } }>(email, '/segments/list?type=2,3,5&page_size=5000&sort=created_date&order=asc');
  return body.data.rows.filter((r) => SEEDED.test(r.business_name) && r.description.startsWith('Segmento de '));
}

/** Waits for the background evaluation of seeded segments (it starts when the warehouse opens). */
async function viewsWithCounts(email: string, rows: Row[]): Promise<Map<string, View>> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const views = new Map<string, View>();
    for (const row of rows) views.set(row.code, (await am<{ data: View }>(email, `/segment-builder/segments/${row.code}`)).body.data);
    const pending = [...views.values()].filter((v) => typeof v.preview?.unique_users !== 'number');
    if (pending.length === 0 || Date.now() > deadline) return views;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

const selectionOf = (row: Row, definition: Definition) => {
  if (row.segment_type_id !== 3) return { attributes: definition.attributes };
  const [sides, mergeType] = definition.attributes;
  const [a, b] = sides!.attribute_value as [string, string];
  return { merge: { segment_a: a, segment_b: b, merge_type: mergeType!.attribute_value as string } };
};

/** Opens, previews and (when allowed) re-saves a segment exactly as the builder or merge screen would. */
async function openPreviewResave(email: string, row: Row, view: View): Promise<boolean> {
  const selection = selectionOf(row, view.definition);
  const preview = await am<{ data: Preview; message?: string }>(email, '/segment-builder/preview', {
    method: 'POST',
    body: { company_code: row.owner_company_code, ...selection },
  });
  expect(preview.status, `${row.code} ${row.business_name}: ${preview.body.message}`).toBe(200);
  // The stored counts are the warehouse's: a fresh count of the same selection agrees.
  expect(preview.body.data.unique_users, row.code).toBe(view.preview.unique_users);
  expect(Number(view.row_count_unique), row.code).toBe(view.preview.unique_users);
  if (!row.can_edit) return false;
  const saved = await am<{ message: string; data: { code: string; business_name: string } }>(email, `/segment-builder/segments/${row.code}`, {
    method: 'PUT',
    body: {
      company_code: row.owner_company_code,
      segment_name: row.business_name,
      segment_description: row.description,
      segment_type_name: view.definition.type_name,
      preview_id: preview.body.data.preview_id,
      ...selection,
    },
  });
  expect(saved.status, `${row.code} ${row.business_name}: ${saved.body.message}`).toBe(200);
  expect(saved.body.message).toBe('¡El segmento se ha guardado correctamente!');
  expect(saved.body.data).toEqual({ code: row.code, business_name: row.business_name });
  return true;
}

describe('seeded segments behave like segments a user made', () => {
  it('every seeded contact, advertising and merge segment stores a definition, counts from the warehouse and a spread of process dates', async () => {
    const rows = await seededSegments('admin@corp.demo');
    expect(rows.length).toBeGreaterThan(50);
    expect(new Set(rows.map((r) => r.segment_type_id))).toEqual(new Set([2, 3, 5]));
    const views = await viewsWithCounts('admin@corp.demo', rows);
    for (const row of rows) {
      const view = views.get(row.code)!;
      expect(view.definition.attributes.length, row.code).toBeGreaterThan(0);
      expect(typeof view.preview.unique_users, row.code).toBe('number');
      if (row.segment_type_id === 3) {
        // A and B: seeded segments of the same company and of the merge's type.
        const [a, b] = view.definition.attributes[0]!.attribute_value as string[];
        for (const side of [a!, b!]) {
          const sideRow = rows.find((r) => r.code === side);
          expect(sideRow?.owner_company_code, `${row.code} → ${side}`).toBe(row.owner_company_code);
          expect(views.get(side)?.definition.type_name).toBe(view.definition.type_name);
        }
      } else {
        expect(view.definition.type_name).toBe(row.segment_type_id === 2 ? 'SEGMENT_CONTACT' : 'SEGMENT_ADVERTISING');
      }
    }
    const days = new Set(rows.map((r) => r.last_process_date.slice(0, 10)));
    expect(days.size).toBeGreaterThan(20);
  });

  it('the admin opens and previews every one, and re-saves every one they may edit', { timeout: 240_000 }, async () => {
    const rows = await seededSegments('admin@corp.demo');
    expect(rows.length).toBeGreaterThan(50);
    const views = await viewsWithCounts('admin@corp.demo', rows);
    let resaved = 0;
    // Merges last: their sides are re-saved (same selection, same counts) before them.
    for (const row of [...rows.filter((r) => r.segment_type_id !== 3), ...rows.filter((r) => r.segment_type_id === 3)]) {
      if (await openPreviewResave('admin@corp.demo', row, views.get(row.code)!)) resaved += 1;
    }
    expect(resaved).toBeGreaterThan(20);
    const kinds = new Set(rows.filter((r) => r.can_edit).map((r) => r.segment_type_id));
    expect(kinds).toEqual(new Set([2, 3, 5]));
  });

  it('the retail analyst opens, previews and re-saves seeded segments they may edit', async () => {
    const rows = (await seededSegments('analyst@retail.demo')).filter((r) => r.can_edit);
    const picked = [2, 3, 5].flatMap((type) => rows.filter((r) => r.segment_type_id === type).slice(0, 3));
    expect(new Set(picked.map((r) => r.segment_type_id))).toEqual(new Set([2, 3, 5]));
    const views = await viewsWithCounts('analyst@retail.demo', picked);
    for (const row of picked) {
      expect(row.owner_company_code).toBe('022');
      expect(await openPreviewResave('analyst@retail.demo', row, views.get(row.code)!)).toBe(true);
    }
  });
});
