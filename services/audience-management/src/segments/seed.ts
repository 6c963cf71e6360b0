import {
  ATTRIBUTE_SEGMENT_TYPES,
  MERGE_SEGMENT_TYPE,
  builderFieldErrors,
  canShareSegment,
  crossTableFieldErrors,
  firstError,
  mergeSideFits,
} from '@inca/domain';
import { withTransaction, type Pool, type Queryable } from '@inca/db';
import { DEMO_COMPANIES, DEMO_TABLE_GRANTS, DEMO_USERS } from '@inca/demo-data';
import {
  COMPANY_DATASETS,
  DEMO_CATALOGUE,
  MERGE_TYPES,
  SANDBOX_USE_CASES,
  WAREHOUSE_OBJECTS,
  WAREHOUSE_PROJECT,
  validateSelection,
  type MergeType,
  type SelectedAttribute,
} from '@inca/warehouse';
import { mergeDefinition, type Definition } from './definition.ts';
import { SCHEMA } from '../schema.ts';
import { refreshSegmentCounters } from './repository.ts';

/** A small deterministic PRNG, so every fresh install holds the same demo segments. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const THEMES = [
  'Clientes frecuentes',
  'Compradores de electrónica',
  'Inactivos 90 días',
  'Alto valor',
  'Nuevos clientes',
  'Amantes del deporte',
  'Familias con niños',
  'Dueños de mascotas',
  'Hogar y decoración',
  'Belleza y cuidado',
  'Compradores online',
  'Club de beneficios',
  'Cumpleaños del mes',
  'Carrito abandonado',
  'Recompra probable',
  'Vestuario invierno',
  'Supermercado semanal',
  'Tecnología premium',
  'Viajeros',
  'Estudiantes',
];
export const PLACES = ['Santiago', 'Valparaíso', 'Concepción', 'La Serena', 'Temuco', 'Zona Norte', 'Zona Sur', 'Nacional'];

const idOf = (technicalName: string) => DEMO_CATALOGUE.find((a) => a.technicalName === technicalName)!.id;
const choose = (technicalName: string, value: SelectedAttribute['value']): SelectedAttribute => ({ id: idOf(technicalName), value });
const boughtCategories = (...names: string[]) =>
  names.map((name) => DEMO_CATALOGUE.find((a) => a.technicalName === 'categorias')!.options.find((o) => o.name === name)!.value);

/** What each theme of a demo segment's name selects, as an analyst would build it in the builder. */
const THEME_SELECTIONS: Record<string, SelectedAttribute[]> = {
  'Clientes frecuentes': [choose('compras_12m', { value: 24, symbol: '>=' })],
  'Compradores de electrónica': [choose('categorias', boughtCategories('Electrohogar', 'Tecnología'))],
  'Inactivos 90 días': [choose('recencia', { value: 90, symbol: '>' })],
  'Alto valor': [choose('segmento_valor', ['1']), choose('rfm_m', { lower_bound: 4, upper_bound: 5 })],
  'Nuevos clientes': [choose('anios_socio', { value: 1, symbol: '<' })],
  'Amantes del deporte': [choose('categorias', boughtCategories('Deportes'))],
  'Familias con niños': [choose('tiene_hijos', '1')],
  'Dueños de mascotas': [choose('categorias', boughtCategories('Mascotas'))],
  'Hogar y decoración': [choose('categorias', boughtCategories('Hogar y decoración'))],
  'Belleza y cuidado': [choose('categorias', boughtCategories('Belleza'))],
  'Compradores online': [choose('comprador_online', '1')],
  'Club de beneficios': [choose('nivel_club', ['1', '2', '3', '4'])],
  'Cumpleaños del mes': [choose('tiene_email', '1'), choose('acepta_email', '1')],
  'Carrito abandonado': [choose('comprador_online', '1'), choose('visitas_web', { value: 10, symbol: '>=' })],
  'Recompra probable': [choose('segmento_valor', ['3']), choose('recencia_rango', { lower_bound: 15, upper_bound: 60 })],
  'Vestuario invierno': [choose('categorias', boughtCategories('Vestuario'))],
  'Supermercado semanal': [choose('categorias', boughtCategories('Supermercado')), choose('compras_12m', { value: 48, symbol: '>=' })],
  'Tecnología premium': [choose('categorias', boughtCategories('Tecnología')), choose('nse', ['1', '2'])],
  Viajeros: [choose('tramo_ingresos', '4'), choose('tiene_maid', '1')],
  Estudiantes: [choose('tramo_edad', '18-24')],
};

/** Where each place of a name is: a region, a zone, or the whole country (no location filter). */
const PLACE_SELECTIONS: Record<string, SelectedAttribute[]> = {
  Santiago: [choose('region', ['7'])],
  Valparaíso: [choose('region', ['6'])],
  Concepción: [choose('region', ['11'])],
  'La Serena': [choose('region', ['5'])],
  Temuco: [choose('region', ['12'])],
  'Zona Norte': [choose('zona', '1')],
  'Zona Sur': [choose('zona', '3')],
  Nacional: [],
};

/**
 * The selection of a demo attribute segment, read from its name ("INCA_Retail_Amantes del deporte
 * Santiago"): customers of the theme in the place, over the group's customer base like every segment
 * (what the owner may reach is the restrictions' business); an advertising segment keeps those with a
 * mobile advertising id. Different names select different customers.
 */
export function demoSelectionFor(name: string, typeName: string): SelectedAttribute[] {
  const rest = name.replace(/^INCA_[^_]+_/, '');
  const place = PLACES.find((p) => rest.endsWith(` ${p}`));
  const theme = place ? rest.slice(0, -place.length - 1) : rest;
  const themed = THEME_SELECTIONS[theme];
  if (!themed) throw new Error(`Segmento de demostración sin selección para su tema (${name})`);
  const selection = [...themed, ...(place ? PLACE_SELECTIONS[place]! : [])];
  if (typeName === 'SEGMENT_ADVERTISING' && !selection.some((a) => a.id === idOf('tiene_maid'))) selection.push(choose('tiene_maid', '1'));
  // A demo selection the product would refuse is a bug here, not in the product: fail the seed.
  validateSelection(DEMO_CATALOGUE, selection);
  return selection;
}

const DAY = 86_400_000;

type SeedSegment = {
  name: string;
  description: string;
  type: number;
  owner: string;
  createdBy: string;
  created: Date;
  processed: Date;
  users: number;
};

/** Type ids by share of the demo: 20 % cross table, 40 % contact, 10 % advertising, 20 % merge, 10 % sandbox. */
const typeFor = (roll: number) => (roll < 0.2 ? 1 : roll < 0.6 ? 2 : roll < 0.7 ? 5 : roll < 0.9 ? MERGE_SEGMENT_TYPE : 4);

function demoSegments(now: Date): SeedSegment[] {
  const random = prng(20_261_122);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const segments: SeedSegment[] = [];
  for (const company of DEMO_COMPANIES) {
    const creators = staffOf(company.code);
    const count = 30 + Math.floor(random() * 31);
    // Named as the builder requires (§5): INCA_ + the company alias + what the segment is.
    const names = new Set<string>();
    while (names.size < count) names.add(`INCA_${company.alias}_${pick(THEMES)} ${pick(PLACES)}`);
    for (const name of names) {
      const type = typeFor(random());
      const created = new Date(now.getTime() - Math.floor(random() * 730) * DAY - Math.floor(random() * DAY));
      // Last processed somewhere between creation and now, so modified dates spread like created ones.
      const processed = new Date(created.getTime() + Math.floor(random() * (now.getTime() - created.getTime())));
      // A first reach, until the warehouse counts the segment (SegmentBuilder.evaluatePending) and replaces it.
      const users = random() < 0.08 ? 0 : Math.floor(Math.exp(random() * Math.log(4_000_000)));
      const description = `Segmento de ${company.alias.toLowerCase()}: ${name.slice(`INCA_${company.alias}_`.length).toLowerCase()}.`;
      const problem = firstError(builderFieldErrors({ name, description, typeName: 'SEGMENT_CONTACT', companyAlias: company.alias }));
      if (problem) throw new Error(`Segmento de demostración inválido (${name}): ${problem}`);
      segments.push({ name, description, type, owner: company.code, createdBy: pick(creators), created, processed, users });
    }
  }
  return segments;
}

const TYPE_NAME_OF: Record<number, string> = Object.fromEntries(Object.entries(ATTRIBUTE_SEGMENT_TYPES).map(([name, id]) => [id, name]));
const MERGE_TYPE_NAMES = Object.keys(MERGE_TYPES) as MergeType[];

/** Who builds a company's demo segments: its staff; the admin for a company without staff of its own. */
const staffOf = (company: string) => {
  const staff = DEMO_USERS.filter((u) => u.companyCode === company).map((u) => u.email);
  return staff.length ? staff : ['admin@corp.demo'];
};

/** The tables each company's staff hold a current grant on (a cross table is built only on those, §2.3). */
const grantedTables = (company: string) =>
  DEMO_TABLE_GRANTS.filter(
    (g) => g.dataset === COMPANY_DATASETS[company]?.dataset && staffOf(company).includes(g.login) && (g.days === null || g.days > 0),
  ).filter((g) => WAREHOUSE_OBJECTS.some((o) => o.companyCode === company && o.table === g.table));

/**
 * The source a demo cross-table (type 1) or sandbox (type 4) segment counts, as its screen would have
 * saved it, and who saved it: a table its creator holds a current grant on, or a group of one of its
 * company's sandbox use cases.
 */
function crossTableDefinitionFor(s: SeedSegment, i: number): Definition | undefined {
  const empty = {
    relative_resource_name: null,
    project_id: null,
    dataset_id: null,
    table_id: null,
    use_case: null,
    group: null,
    process_date: null,
  };
  if (s.type === 1) {
    const grants = grantedTables(s.owner);
    const grant = grants[i % Math.max(1, grants.length)];
    if (!grant)
      throw new Error(`La empresa ${s.owner} no tiene tablas con acceso vigente para sus segmentos de demostración de tabla cruzada.`);
    s.createdBy = grant.login;
    const cross_table = {
      ...empty,
      sandbox: false,
      relative_resource_name: `projects/${WAREHOUSE_PROJECT}/datasets/${grant.dataset}/tables/${grant.table}`,
      project_id: WAREHOUSE_PROJECT,
      dataset_id: grant.dataset,
      table_id: grant.table,
    };
    return { type_name: 'SEGMENT_CONTACT', attributes: [], cross_table };
  }
  if (s.type === 4) {
    const useCases = SANDBOX_USE_CASES.filter((c) => c.companyCode === s.owner);
    const useCase = useCases[i % Math.max(1, useCases.length)];
    if (!useCase) throw new Error(`La empresa ${s.owner} no tiene casos de uso del sandbox para sus segmentos de demostración.`);
    const cross_table = {
      ...empty,
      sandbox: true,
      use_case: useCase.useCase,
      group: useCase.groups[i % useCase.groups.length]!,
      process_date: useCase.processDate,
    };
    return { type_name: 'SEGMENT_CONTACT', attributes: [], cross_table };
  }
  return undefined;
}

const themeAndPlace = (s: SeedSegment) => {
  const rest = s.name.replace(/^INCA_[^_]+_/, '');
  const place = PLACES.find((p) => rest.endsWith(` ${p}`)) ?? '';
  return { theme: rest.slice(0, rest.length - place.length).trim(), place };
};

/**
 * What each demo segment stores, as the builder would have saved it: attribute segments the
 * selection their name describes; cross-table and sandbox segments their table or group; merges two
 * attribute segments of their company and of their type, preferably ones that share the merge's
 * theme or place (an advertising merge when the company has two advertising segments, every third merge).
 */
function definitionsFor(segments: (SeedSegment & { code?: string })[]): Map<SeedSegment, Definition> {
  const definitions = new Map<SeedSegment, Definition>();
  segments.forEach((s, i) => {
    const typeName = TYPE_NAME_OF[s.type];
    if (typeName) definitions.set(s, { type_name: typeName, attributes: demoSelectionFor(s.name, typeName) });
    const crossTable = crossTableDefinitionFor(s, i);
    if (!crossTable || !('cross_table' in crossTable) || !crossTable.cross_table) return;
    const source = crossTable.cross_table;
    const company = DEMO_COMPANIES.find((c) => c.code === s.owner)!;
    const problem = firstError(
      crossTableFieldErrors({
        name: s.name,
        description: s.description,
        typeName: crossTable.type_name,
        companyAlias: company.alias,
        sandbox: source.sandbox,
        table: source.relative_resource_name,
        group: source.group,
      }),
    );
    if (problem) throw new Error(`Segmento de demostración inválido (${s.name}): ${problem}`);
    definitions.set(s, crossTable);
  });
  let merges = 0;
  for (const s of segments.filter((x) => x.type === MERGE_SEGMENT_TYPE)) {
    const sidesOf = (typeName: string) =>
      segments.filter(
        (x) =>
          x.owner === s.owner &&
          TYPE_NAME_OF[x.type] !== undefined &&
          definitions.has(x) &&
          mergeSideFits(typeName, definitions.get(x)!.type_name),
      );
    const wanted = merges % 3 === 2 && sidesOf('SEGMENT_ADVERTISING').length >= 2 ? 'SEGMENT_ADVERTISING' : 'SEGMENT_CONTACT';
    const sides = sidesOf(wanted);
    if (sides.length < 2 || sides.some((x) => !x.code)) continue;
    const own = themeAndPlace(s);
    const a = sides.find((x) => themeAndPlace(x).theme === own.theme) ?? sides[merges % sides.length]!;
    const b =
      sides.find((x) => x !== a && themeAndPlace(x).place === own.place) ?? sides.filter((x) => x !== a)[merges % (sides.length - 1)]!;
    definitions.set(s, mergeDefinition(wanted, a.code!, b.code!, MERGE_TYPE_NAMES[merges % MERGE_TYPE_NAMES.length]!));
    merges += 1;
  }
  return definitions;
}

/** Seeds demo segments with shares and approved access requests, once (audiences: audiences/seed.ts). */
export async function seedSegments(pool: Pool, now = new Date()): Promise<void> {
  await withTransaction(pool, async (db) => {
    const { rows } = await db.query<{ n: string }>(`SELECT count(*) AS n FROM ${SCHEMA}.segments`);
    if (Number(rows[0]?.n) > 0) return;
    const segments: (SeedSegment & { code?: string })[] = demoSegments(now);
    const insert = async (s: SeedSegment & { code?: string }, definition: Definition | undefined) => {
      // Segments with a definition get their counts from the warehouse once it is open (SegmentBuilder.evaluatePending).
      const inserted = await db.query<{ code: string }>(
        `INSERT INTO ${SCHEMA}.segments (business_name, description, segment_type_id, owner_company_code, created_by, created_date, last_process_date, row_count_unique, definition)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING code`,
        // Cross-table and sandbox segments show a first reach until then.
        [
          s.name,
          s.description,
          s.type,
          s.owner,
          s.createdBy,
          s.created,
          s.processed,
          definition && !('cross_table' in definition) ? 0 : s.users,
          JSON.stringify(definition ?? {}),
        ],
      );
      s.code = inserted.rows[0]!.code;
    };
    // Merges refer to their sides by code: the sides go in first.
    const ordered = [...segments.filter((s) => s.type !== MERGE_SEGMENT_TYPE), ...segments.filter((s) => s.type === MERGE_SEGMENT_TYPE)];
    const attributeDefinitions = definitionsFor(segments);
    for (const s of ordered.filter((x) => x.type !== MERGE_SEGMENT_TYPE)) await insert(s, attributeDefinitions.get(s));
    const definitions = definitionsFor(segments);
    for (const s of ordered.filter((x) => x.type === MERGE_SEGMENT_TYPE)) {
      const definition = definitions.get(s);
      if (!definition)
        throw new Error(`El segmento combinado de demostración ${s.name} no tiene dos segmentos de su empresa que combinar.`);
      await insert(s, definition);
    }
    const codes = ordered.map((s) => ({ code: s.code!, owner: s.owner, type: s.type, name: s.name, users: s.users }));
    const others = (owner: string) => DEMO_COMPANIES.map((c) => c.code).filter((c) => c !== owner);
    // Shared by someone of the owner company whose role may share it (§6); a company without such staff shares nothing.
    // The share_action flag is left out: a company may have switched it off after sharing.
    const sharerOf = (s: (typeof codes)[number]) =>
      DEMO_USERS.find((u) =>
        canShareSegment(
          u,
          { ownerCompanyCode: s.owner, segmentTypeId: s.type, shared: false, numAudiences: 0, requested: false },
          { shareAction: true, editSegment: false },
        ),
      );
    for (const [i, s] of codes.entries()) {
      const sharer = sharerOf(s);
      if (!sharer) continue;
      // Roughly one in six shared with a company, one in ten with a user of another company.
      if (i % 6 === 1) {
        const target = others(s.owner)[i % 3]!;
        await share(db, s.code, 'COMPANY', target, target, sharer.email);
      }
      if (i % 10 === 3) {
        const candidates = DEMO_USERS.filter(
          (u) => u.companyCode !== s.owner && ['audience_user', 'audience_analyst'].includes(u.roles[0]!),
        );
        const target = candidates[i % candidates.length];
        if (target) await share(db, s.code, 'USER', target.email, target.companyCode, sharer.email);
      }
      // Audiences come from the audience seed (audiences/seed.ts), valid by the audience rules.
    }
    // A few segments reached by another company through approved data-access requests.
    const requestable = codes.filter((s) => s.type === 2 && s.owner === '032').slice(0, 4);
    for (const [k, s] of requestable.entries()) {
      const requester = k % 2 === 0 ? '022' : '024';
      await db.query(
        `INSERT INTO ${SCHEMA}.access_requests (segment_code, requesting_company_code, requested_by, reason, status, reviewed_by, reviewed_date, created_date)
         VALUES ($1, $2, $3, $4, 'APPROVED', 'steward@corp.demo', $5, $6)`,
        [
          s.code,
          requester,
          requester === '022' ? 'analyst@retail.demo' : 'analyst@brand.demo',
          'Campaña conjunta de temporada',
          new Date(now.getTime() - 20 * DAY),
          new Date(now.getTime() - 25 * DAY),
        ],
      );
    }
    await db.query(
      `INSERT INTO ${SCHEMA}.access_requests (segment_code, requesting_company_code, requested_by, reason, status, created_date)
                    VALUES ($1, '024', 'analyst@brand.demo', 'Prueba de campaña', 'PENDING', now())`,
      [codes.find((s) => s.owner === '022')!.code],
    );
    await refreshSegmentCounters(db);
  });
}

async function share(db: Queryable, code: string, type: 'USER' | 'COMPANY', value: string, company: string, sharedBy: string) {
  await db.query(
    `INSERT INTO ${SCHEMA}.segment_shares (segment_code, shared_with_type, shared_with_value, shared_with_company_code, created_by)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
    [code, type, value, company, sharedBy],
  );
}

/**
 * Adds `count` synthetic segments spread over every company (for the list benchmark), in SQL so
 * that 100,000 rows take seconds.
 */
export async function generateSegments(db: Queryable, count: number): Promise<void> {
  await db.query(
    `INSERT INTO ${SCHEMA}.segments (business_name, description, segment_type_id, owner_company_code, created_by, created_date, last_process_date, row_count_unique, num_audiences, flag_shared)
     SELECT 'INCA_BENCH ' || g || ' ' || (ARRAY[${THEMES.map((t) => `'${t}'`).join(',')}])[1 + (g / 4) % ${THEMES.length}],
            'Segmento sintético ' || g,
            1 + g % 4,
            c.codes[1 + g % array_length(c.codes, 1)],
            'admin@corp.demo',
            now() - (g % 730) * interval '1 day',
            now() - (g % 365) * interval '1 day' + (g % 1440) * interval '1 minute',
            (g * 7919) % 4000000,
            CASE WHEN g % 5 = 0 THEN 1 ELSE 0 END,
            g % 9 = 0
       FROM generate_series(1, $1::int) g,
            (SELECT array_agg(code ORDER BY code) AS codes FROM ${SCHEMA}.companies) c`,
    [count],
  );
}

/**
 * Per company, its demo contact segments by code (a selection the warehouse evaluates): what the
 * demo campaigns of that company target (see the launcher and campaign-management's targetDemoSegments).
 */
export async function demoContactSegments(db: Queryable): Promise<Map<string, string[]>> {
  const { rows } = await db.query<{ company: string; codes: string[] }>(
    `SELECT s.owner_company_code AS company, array_agg(s.code ORDER BY s.code) AS codes
       FROM ${SCHEMA}.segments s JOIN ${SCHEMA}.segment_types t ON t.id = s.segment_type_id
      WHERE t.name = 'SEGMENT_CONTACT' AND s.definition ? 'attributes'
      GROUP BY s.owner_company_code`,
  );
  return new Map(rows.map((r) => [r.company, r.codes]));
}
