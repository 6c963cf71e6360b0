import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANIES, DEMO_USERS } from '@inca/demo-data';
import { login, rest } from '../src/client.ts';

type Row = {
  code: string;
  business_name: string;
  description: string;
  owner_company_code: string;
  segment_type_id: number;
  created_by: string;
  last_process_date: string;
  row_count_unique: number;
  can_edit: boolean;
  edit_blocked_by_audiences: number;
  requested: boolean;
};
type CrossTable = {
  sandbox: boolean;
  relative_resource_name: string | null;
  use_case: string | null;
  group: string | null;
  process_date: string | null;
};
type Definition = { type_name: string; attributes: { id: number; value?: unknown; attribute_value?: unknown }[]; cross_table?: CrossTable };
type View = { row_count_unique: string; definition: Definition; preview: { unique_users?: number } };
type Preview = { preview_id: string; unique_users: number };

const tokens: Record<string, string> = {};
beforeAll(async () => {
  for (const { email } of DEMO_USERS) tokens[email] = (await login(email)).token;
});
const am = <T>(email: string, path: string, init: { method?: string; body?: unknown } = {}) =>
  rest<T>('audience-management', `/audience-management${path}`, { token: tokens[email]!, ...init });

// Seeded names: INCA_ + the owner's alias + what the segment is (nothing a test creates looks like this and is older).
const SEEDED = new RegExp(`^INCA_(${DEMO_COMPANIES.map((c) => c.alias).join('|')})_[^_]+$`);
const CROSS_TABLE_TYPES = [1, 4];

async function seededSegments(email: string, types = '1,2,3,4,5'): Promise<Row[]> {
  const { body } = await am<{ data: { rows: Row[] } }>(email, `/segments/list?type=${types}&page_size=5000&sort=created_date&order=asc`);
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

/** What the screen of the segment sends to preview and save it: its selection, its merge, or its table or sandbox group. */
const selectionOf = (row: Row, definition: Definition): Record<string, unknown> => {
  const source = definition.cross_table;
  if (source) {
    return source.sandbox
      ? { sandbox: true, sandbox_use_case: source.use_case, sandbox_segment: source.group }
      : { sandbox: false, inca_table: source.relative_resource_name };
  }
  if (row.segment_type_id !== 3) return { attributes: definition.attributes };
  const [sides, mergeType] = definition.attributes;
  const [a, b] = sides!.attribute_value as [string, string];
  return { merge: { segment_a: a, segment_b: b, merge_type: mergeType!.attribute_value as string } };
};

const isCrossTable = (row: Row) => CROSS_TABLE_TYPES.includes(row.segment_type_id);

/**
 * Opens, previews and, when `save`, re-saves a segment exactly as its screen would (the builder, the
 * merge screen or the cross-table screen), through the service's own update path.
 */
async function openPreviewResave(
  email: string,
  row: Row,
  view: View,
  save = row.can_edit,
): Promise<{ status: number; message?: string } | undefined> {
  const selection = selectionOf(row, view.definition);
  const base = isCrossTable(row) ? '/crossing-segment' : '/segment-builder';
  const preview = await am<{ data: Preview; message?: string }>(email, `${base}/preview`, {
    method: 'POST',
    body: { company_code: row.owner_company_code, ...selection },
  });
  expect(preview.status, `${row.code} ${row.business_name} (${email}): ${preview.body.message}`).toBe(200);
  // The stored counts are the warehouse's: a fresh count of the same selection agrees.
  expect(preview.body.data.unique_users, row.code).toBe(view.preview.unique_users);
  expect(Number(view.row_count_unique), row.code).toBe(view.preview.unique_users);
  if (!save) return undefined;
  const saved = await am<{ message: string; data: { code: string; business_name: string } }>(
    email,
    `${isCrossTable(row) ? '/crossing-segment' : '/segment-builder/segments'}/${row.code}`,
    {
      method: 'PUT',
      body: {
        company_code: row.owner_company_code,
        segment_name: row.business_name,
        segment_description: row.description,
        segment_type_name: view.definition.type_name,
        preview_id: preview.body.data.preview_id,
        ...selection,
      },
    },
  );
  if (saved.status === 200) {
    expect(saved.body.message).toBe('¡El segmento se ha guardado correctamente!');
    expect(saved.body.data).toEqual({ code: row.code, business_name: row.business_name });
  }
  return { status: saved.status, message: saved.body.message };
}

/**
 * Who opens and re-saves a seeded segment: a cross table or sandbox its maker (the table grant is
 * theirs); any other the admin when the admin may edit it, else someone of its company who may.
 */
function editorOf(row: Row, seenBy: Map<string, Map<string, Row>>): { email: string; row: Row } {
  const candidates = isCrossTable(row)
    ? [row.created_by]
    : ['admin@corp.demo', ...DEMO_USERS.filter((u) => u.companyCode === row.owner_company_code).map((u) => u.email)];
  for (const email of candidates) {
    const mine = seenBy.get(email)?.get(row.code);
    if (mine && (mine.can_edit || mine.edit_blocked_by_audiences > 0)) return { email, row: mine };
  }
  throw new Error(
    `${row.code} ${row.business_name}: ni el administrador ni alguien de su empresa (${candidates.join(', ')}) puede editarlo`,
  );
}

describe('seeded segments behave like segments a user made', () => {
  it('every seeded segment of every type stores its definition (selection, merge, table or sandbox group) and counts from the warehouse, with a spread of process dates', async () => {
    const rows = await seededSegments('admin@corp.demo');
    expect(rows.length).toBeGreaterThan(100);
    expect(new Set(rows.map((r) => r.segment_type_id))).toEqual(new Set([1, 2, 3, 4, 5]));
    const views = await viewsWithCounts('admin@corp.demo', rows);
    for (const row of rows) {
      const view = views.get(row.code)!;
      expect(typeof view.preview.unique_users, `${row.code} ${row.business_name}: counts`).toBe('number');
      expect(Number(view.row_count_unique), row.code).toBe(view.preview.unique_users);
      if (isCrossTable(row)) {
        const source = view.definition.cross_table;
        expect(source, `${row.code} ${row.business_name}: its table or sandbox group`).toBeDefined();
        expect(source!.sandbox).toBe(row.segment_type_id === 4);
        if (source!.sandbox) expect([source!.use_case, source!.group, source!.process_date].every(Boolean), row.code).toBe(true);
        else expect(source!.relative_resource_name, row.code).toMatch(/^projects\/[^/]+\/datasets\/[^/]+\/tables\/[^/]+$/);
        continue;
      }
      expect(view.definition.attributes.length, row.code).toBeGreaterThan(0);
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

  it(
    'every seeded segment is opened, previewed and re-saved through its own update path by the admin or someone of its company, and still views with its source and counts',
    { timeout: 480_000 },
    async () => {
      const rows = await seededSegments('admin@corp.demo');
      expect(rows.length).toBeGreaterThan(100);
      const views = await viewsWithCounts('admin@corp.demo', rows);
      // Each segment as each demo user sees it in their list (whether they may edit it).
      const seenBy = new Map<string, Map<string, Row>>();
      for (const { email } of DEMO_USERS) seenBy.set(email, new Map((await seededSegments(email)).map((r) => [r.code, r])));
      const resaved = new Set<number>();
      const blocked: string[] = [];
      // Merges last: their sides are re-saved (same selection, same counts) before them.
      for (const seeded of [...rows.filter((r) => r.segment_type_id !== 3), ...rows.filter((r) => r.segment_type_id === 3)]) {
        const { email, row } = editorOf(seeded, seenBy);
        const outcome = await openPreviewResave(email, row, views.get(row.code)!, true);
        if (row.edit_blocked_by_audiences > 0) {
          // §6: a segment with audiences is not edited in a company without edit_segment; that, and nothing else, stops the save.
          expect(outcome, row.code).toEqual({
            status: 409,
            message: `No se puede editar: ${row.edit_blocked_by_audiences} audiencia(s) usan este segmento.`,
          });
          blocked.push(row.code);
          continue;
        }
        expect(outcome?.status, `${row.code} ${row.business_name} (${email}): ${outcome?.message}`).toBe(200);
        resaved.add(row.segment_type_id);
        // Saved again, it still views with its source and its counts.
        const after = (await am<{ data: View }>(email, `/segment-builder/segments/${row.code}`)).body.data;
        const source = views.get(row.code)!.definition.cross_table;
        if (source) expect(after.definition.cross_table, row.code).toMatchObject(source);
        else expect(after.definition.cross_table, row.code).toBeUndefined();
        expect(after.preview.unique_users, row.code).toBe(views.get(row.code)!.preview.unique_users);
      }
      expect(resaved).toEqual(new Set([1, 2, 3, 4, 5]));
      // Audiences are seeded on a minority of segments, so most are re-saved.
      expect(blocked.length).toBeLessThan(rows.length / 3);
    },
  );

  it('attribute segments of one company with different names select different customers, as their names say', async () => {
    const rows = await seededSegments('admin@corp.demo', '2,5');
    const views = await viewsWithCounts('admin@corp.demo', rows);
    for (const company of DEMO_COMPANIES) {
      const own = rows.filter((r) => r.owner_company_code === company.code);
      expect(own.length, company.code).toBeGreaterThan(5);
      const selections = new Set(own.map((r) => JSON.stringify(views.get(r.code)!.definition.attributes)));
      expect(selections.size, `${company.code}: one selection per name`).toBe(own.length);
      const counts = own.map((r) => views.get(r.code)!.preview.unique_users!);
      const largestShare = Math.max(...counts.map((c) => counts.filter((x) => x === c).length));
      expect(largestShare, `${company.code}: segments sharing one count`).toBeLessThanOrEqual(Math.max(2, Math.ceil(own.length / 10)));
    }
    // Read from the name: the place (Santiago is the Metropolitan region, 7) and the theme (families have children).
    const region = (r: Row) => views.get(r.code)!.definition.attributes.find((a) => a.id === 21)?.value;
    const santiago = rows.filter((r) => r.business_name.endsWith(' Santiago'));
    expect(santiago.length).toBeGreaterThan(0);
    for (const r of santiago) expect(region(r), r.business_name).toEqual(['7']);
    for (const r of rows.filter((x) => x.business_name.endsWith(' Nacional'))) expect(region(r), r.business_name).toBeUndefined();
    for (const r of rows.filter((x) => x.business_name.includes('_Familias con niños '))) {
      expect(views.get(r.code)!.definition.attributes.find((a) => a.id === 14)?.value, r.business_name).toBe('1');
    }
  });

  it('the retail analyst opens, previews and re-saves seeded segments they may edit', async () => {
    const rows = (await seededSegments('analyst@retail.demo')).filter((r) => r.can_edit);
    const picked = [2, 3, 5].flatMap((type) => rows.filter((r) => r.segment_type_id === type).slice(0, 3));
    expect(new Set(picked.map((r) => r.segment_type_id))).toEqual(new Set([2, 3, 5]));
    const views = await viewsWithCounts('analyst@retail.demo', picked);
    for (const row of picked) {
      expect(row.owner_company_code).toBe('022');
      expect((await openPreviewResave('analyst@retail.demo', row, views.get(row.code)!))?.status).toBe(200);
    }
  });
});
