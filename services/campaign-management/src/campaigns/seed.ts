import { CAMPAIGN_FILES, CATALOGUE_CATEGORIES, VARIABLE_TYPE, keepKnownItems, recommendProducts, type CatalogueItem } from '@inca/domain';
import { withTransaction, type Pool, type Queryable } from '@inca/db';
import { DEMO_COMPANIES } from '@inca/demo-data';
import { REGIONS } from '@inca/warehouse';
import { S } from '../context.ts';

/** A small deterministic PRNG, so every fresh install holds the same demo campaigns. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DAY = 86_400_000;
const isoDate = (d: Date) => d.toISOString().slice(0, 10);

type SeedVariable = {
  code: string;
  name: string;
  description: string;
  type: number | null;
  flags?: string[];
  min?: number;
  max?: number;
  operator?: 'IN' | 'NOT IN';
  parent?: string;
  data?: [string, string, string?][];
};

const SUBCATEGORIES: [string, string, string][] = [
  ['ELE_REF', 'Refrigeradores', 'ELECTROHOGAR'],
  ['ELE_LAV', 'Lavadoras', 'ELECTROHOGAR'],
  ['VES_MUJ', 'Mujer', 'VESTUARIO'],
  ['VES_HOM', 'Hombre', 'VESTUARIO'],
  ['VES_INF', 'Infantil', 'VESTUARIO'],
  ['HOG_DEC', 'Decoración', 'HOGAR'],
  ['HOG_COC', 'Cocina', 'HOGAR'],
  ['SUP_ABA', 'Abarrotes', 'SUPERMERCADO'],
  ['SUP_BEB', 'Bebidas', 'SUPERMERCADO'],
  ['BEL_CUI', 'Cuidado personal', 'BELLEZA'],
  ['BEL_MAQ', 'Maquillaje', 'BELLEZA'],
  ['DEP_RUN', 'Running', 'DEPORTES'],
  ['DEP_BIC', 'Ciclismo', 'DEPORTES'],
  ['MAS_ALI', 'Alimento mascotas', 'MASCOTAS'],
  ['TEC_CEL', 'Celulares', 'TECNOLOGIA'],
  ['TEC_COM', 'Computación', 'TECNOLOGIA'],
];
const BRANDS: [string, string][] = [
  ['ANDINA', 'Andina'],
  ['CUMBRE', 'Cumbre'],
  ['PACIFICO', 'Pacífico'],
  ['AUSTRAL', 'Austral'],
  ['ATACAMA', 'Atacama'],
  ['MAULE', 'Maule'],
];

/** The demo variables: every type, every flag the type supports somewhere, data with and without parent. */
export const SEED_VARIABLES: SeedVariable[] = [
  {
    code: 'SEGMENTO_OBJETIVO',
    name: 'Segmento objetivo',
    description: 'Segmento de clientes al que se dirige la campaña.',
    type: VARIABLE_TYPE.TXT,
    flags: ['flag_required', 'flag_info_segment', 'flag_operator'],
    operator: 'IN',
  },
  {
    code: 'EDAD_CLIENTE',
    name: 'Edad del cliente',
    description: 'Rango de edad de los clientes.',
    type: VARIABLE_TYPE.NUMBER,
    flags: ['flag_range'],
    min: 18,
    max: 99,
  },
  {
    code: 'REGION',
    name: 'Región',
    description: 'Regiones de los clientes.',
    type: VARIABLE_TYPE.SELECT,
    flags: ['flag_multiple_select', 'flag_operator', 'flag_object'],
    operator: 'IN',
    data: REGIONS.map(([id, name]) => [String(id), name]),
  },
  {
    code: 'CATEGORIA',
    name: 'Categoría de producto',
    description: 'Categorías de los productos a recomendar.',
    type: VARIABLE_TYPE.SELECT,
    flags: ['flag_required', 'flag_multiple_select', 'flag_recommendation_section', 'flag_upload_data'],
    data: CATALOGUE_CATEGORIES.map((c) => [c.key, c.name]),
  },
  {
    code: 'SUBCATEGORIA',
    name: 'Subcategoría de producto',
    description: 'Subcategorías dentro de las categorías elegidas.',
    type: VARIABLE_TYPE.SELECT,
    flags: ['flag_multiple_select', 'flag_parent_variable_exists', 'flag_recommendation_section_priority_2'],
    parent: 'CATEGORIA',
    data: SUBCATEGORIES,
  },
  {
    code: 'MARCA',
    name: 'Marca',
    description: 'Marca de los productos.',
    type: VARIABLE_TYPE.SELECT,
    flags: ['flag_multiple_select', 'flag_save_param_list'],
    data: BRANDS,
  },
  {
    code: 'LISTA_SKU',
    name: 'Lista de productos',
    description: 'Lista de códigos de producto (archivo con cabecera items).',
    type: VARIABLE_TYPE.TABLA,
    flags: ['flag_upload_data', 'flag_save_param_list', 'flag_client_ids'],
  },
  {
    code: 'MONTO_COMPRA',
    name: 'Monto de compra',
    description: 'Rango del precio de los productos.',
    type: VARIABLE_TYPE.NUMBER,
    flags: ['flag_required', 'flag_range', 'flag_operator'],
    min: 0,
    max: 500_000,
    operator: 'IN',
  },
  {
    code: 'TIPO_DESCUENTO',
    name: 'Tipo de descuento',
    description: 'Cómo se descuenta el precio.',
    type: VARIABLE_TYPE.SELECT,
    flags: ['flag_required', 'flag_campaign_client_result'],
    data: [
      ['PORCENTAJE', 'Porcentaje'],
      ['MONTO_FIJO', 'Monto fijo'],
    ],
  },
  {
    code: 'CANAL_VENTA',
    name: 'Canal de venta',
    description: 'Canales donde aplica la campaña.',
    type: VARIABLE_TYPE.SELECT,
    flags: ['flag_multiple_select'],
    data: [
      ['TIENDA', 'Tienda'],
      ['WEB', 'Sitio web'],
      ['APP', 'Aplicación'],
    ],
  },
  {
    code: 'FECHA_VIGENCIA',
    name: 'Fecha de vigencia',
    description: 'Fecha hasta la que vale la recomendación.',
    type: VARIABLE_TYPE.DATETIME,
  },
  {
    code: 'CAMPANA_REFERENCIA',
    name: 'Campaña de referencia',
    description: 'Campaña cuyos clientes se toman como referencia.',
    type: VARIABLE_TYPE.SELECT,
    flags: ['flag_info_campaign'],
    data: [['NINGUNA', 'Ninguna']],
  },
  {
    code: 'CODIGO_LIBRE',
    name: 'Código libre',
    description: 'Variable de texto sin grupo.',
    type: VARIABLE_TYPE.TXT,
    flags: ['flag_object'],
  },
  { code: 'SIN_TIPO', name: 'Variable sin tipo', description: 'Variable cargada desde archivo, aún sin configurar.', type: null },
];

export const SEED_GROUPS: { name: string; priority: number; description: string; icon: string; members: string[] }[] = [
  {
    name: 'Segmentación de clientes',
    priority: 1,
    description: 'A quién se dirige la campaña.',
    icon: 'people',
    members: ['SEGMENTO_OBJETIVO', 'EDAD_CLIENTE', 'REGION'],
  },
  {
    name: 'Productos y categorías',
    priority: 2,
    description: 'Qué productos se recomiendan.',
    icon: 'shop',
    members: ['CATEGORIA', 'SUBCATEGORIA', 'MARCA', 'LISTA_SKU'],
  },
  {
    name: 'Condiciones comerciales',
    priority: 3,
    description: 'Precio, descuento y canal.',
    icon: 'dollar',
    members: ['MONTO_COMPRA', 'TIPO_DESCUENTO', 'CANAL_VENTA', 'FECHA_VIGENCIA'],
  },
  { name: 'Referencias de campaña', priority: 4, description: 'Campañas relacionadas.', icon: 'link', members: ['CAMPANA_REFERENCIA'] },
];

const ALL_FLAGS = [
  'flag_required',
  'flag_object',
  'flag_range',
  'flag_operator',
  'flag_parent_variable_exists',
  'flag_multiple_select',
  'flag_campaign_client_result',
  'flag_info_campaign',
  'flag_save_param_list',
  'flag_client_ids',
  'flag_info_segment',
  'flag_recommendation_section',
  'flag_recommendation_section_priority_2',
  'flag_upload_data',
] as const;

const THEMES = [
  'Cyber',
  'Aniversario',
  'Fiestas Patrias',
  'Navidad',
  'Vuelta a clases',
  'Día de la Madre',
  'Black Friday',
  'Invierno',
  'Verano',
  'Club de beneficios',
  'Liquidación',
  'Lanzamiento',
];
const DIGITAL_TYPES = ['CUPON_DIGITAL', 'CUPON_IMPRESO', 'APP'];

/** The item catalogue: 400 items over the eight categories, deterministic. */
export function catalogueItems(now: Date): CatalogueItem[] {
  const random = prng(42);
  const items: CatalogueItem[] = [];
  for (let i = 1; i <= 400; i++) {
    const category = CATALOGUE_CATEGORIES[(i - 1) % CATALOGUE_CATEGORIES.length]!;
    const brand = BRANDS[Math.floor(random() * BRANDS.length)]!;
    items.push({
      item_code: `SKU${String(i).padStart(6, '0')}`,
      item_name: `${category.products[Math.floor((i - 1) / CATALOGUE_CATEGORIES.length) % category.products.length]} ${brand[1]} ${100 + i}`,
      item_status: random() < 0.9 ? 'ACTIVO' : 'INACTIVO',
      item_category: category.key,
      item_brand: brand[0],
      item_price: Math.round((990 + random() * 300_000) / 10) * 10,
      item_source_creation_time: new Date(now.getTime() - Math.floor(random() * 700) * DAY).toISOString(),
    });
  }
  return items;
}

/** Seeds the campaign area once: nothing is written when campaigns already exist. */
export async function seedCampaigns(pool: Pool, options: { perCompany?: number; now?: Date } = {}): Promise<boolean> {
  const now = options.now ?? new Date();
  const perCompany = options.perCompany ?? 75;
  return withTransaction(pool, async (db) => {
    const { rows } = await db.query<{ n: string }>(`SELECT count(*) AS n FROM ${S}.campaigns`);
    if (Number(rows[0]?.n) > 0) return false;
    await seedSettings(db);
    const variableIds = await seedVariables(db);
    const groupIds = await seedGroups(db, variableIds);
    const items = catalogueItems(now);
    await insertItems(db, items);
    await seedCampaignRows(db, { now, perCompany, variableIds, groupIds, items });
    return true;
  });
}

/**
 * Points the demo campaigns' target segment (SEGMENTO_OBJETIVO) at segments of their own company,
 * given by audience-management (the launcher joins the two seeds: this service does not read
 * another's tables). The seed alone writes placeholders that no company may be able to read; a
 * campaign of a company without segments keeps its placeholder. Run right after seeding only.
 */
export async function targetDemoSegments(pool: Queryable, segmentsByCompany: ReadonlyMap<string, readonly string[]>): Promise<void> {
  for (const [company, codes] of segmentsByCompany) {
    if (codes.length === 0) continue;
    await pool.query(
      `UPDATE ${S}.campaign_params p SET configuration_value = ($2::text[])[1 + p.id_campaign % cardinality($2::text[])]
         FROM ${S}.campaigns c, ${S}.variables v
        WHERE c.id_campaign = p.id_campaign AND v.id_variable = p.id_variable AND v.variable_code = 'SEGMENTO_OBJETIVO' AND c.itc_company_campaign_code = $1`,
      [company, codes],
    );
  }
}

async function seedSettings(db: Queryable): Promise<void> {
  await db.query(
    `INSERT INTO ${S}.settings (settings_code, settings_name, settings_json_value) VALUES
       ('SET0003', 'Empresas', $1::jsonb), ('SET0005', 'Variables deshabilitadas', $2::jsonb)
     ON CONFLICT (settings_code) DO NOTHING`,
    [
      JSON.stringify(DEMO_COMPANIES.map((c) => ({ itc_company_code: c.code, description: c.alias }))),
      JSON.stringify([{ variable_code: 'SEGMENTO_OBJETIVO' }, { variable_code: 'CAMPANA_REFERENCIA' }]),
    ],
  );
}

async function seedVariables(db: Queryable): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const v of SEED_VARIABLES) {
    const flags = new Set(v.flags ?? []);
    const inserted = await db.query<{ id_variable: number }>(
      `INSERT INTO ${S}.variables (variable_code, variable_name, variable_description, id_variable_type,
         ${ALL_FLAGS.join(', ')}, variable_min_range, variable_max_range, default_operator, id_variable_parent, variable_type_big_query)
       VALUES ($1, $2, $3, $4, ${ALL_FLAGS.map((_, i) => `$${i + 5}`).join(', ')}, $${ALL_FLAGS.length + 5}, $${ALL_FLAGS.length + 6},
         $${ALL_FLAGS.length + 7}, $${ALL_FLAGS.length + 8}, $${ALL_FLAGS.length + 9})
       RETURNING id_variable`,
      [
        v.code,
        v.name,
        v.description,
        v.type,
        ...ALL_FLAGS.map((f) => flags.has(f)),
        v.min ?? null,
        v.max ?? null,
        v.operator ?? null,
        v.parent ? ids.get(v.parent) : null,
        flags.has('flag_object') ? 'STRING' : null,
      ],
    );
    const id = inserted.rows[0]!.id_variable;
    ids.set(v.code, id);
    for (const [index, [key, value, parent]] of (v.data ?? []).entries()) {
      await db.query(
        `INSERT INTO ${S}.variable_data (id_variable, data_key, data_value, parent_data_key, variable_data_order) VALUES ($1, $2, $3, $4, $5)`,
        [id, key, value, parent ?? null, index + 1],
      );
    }
  }
  return ids;
}

async function seedGroups(db: Queryable, variableIds: Map<string, number>): Promise<number[]> {
  const ids: number[] = [];
  for (const g of SEED_GROUPS) {
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO ${S}.variable_groups (variable_group_name, variable_group_priority, description, icon) VALUES ($1, $2, $3, $4) RETURNING id_variable_group AS id`,
      [g.name, g.priority, g.description, g.icon],
    );
    const id = rows[0]!.id;
    ids.push(id);
    for (const [index, code] of g.members.entries()) {
      await db.query(
        `INSERT INTO ${S}.variable_group_details (id_variable_group, id_variable, variable_group_detail_order) VALUES ($1, $2, $3)`,
        [id, variableIds.get(code), index + 1],
      );
    }
  }
  return ids;
}

async function insertItems(db: Queryable, items: CatalogueItem[]): Promise<void> {
  await db.query(
    `INSERT INTO ${S}.items (item_code, item_name, item_status, item_category, item_brand, item_price, item_source_creation_time)
     SELECT * FROM jsonb_to_recordset($1::jsonb) AS t(item_code text, item_name text, item_status text, item_category text, item_brand text, item_price numeric, item_source_creation_time timestamptz)`,
    [JSON.stringify(items)],
  );
}

type CampaignSeedContext = { now: Date; perCompany: number; variableIds: Map<string, number>; groupIds: number[]; items: CatalogueItem[] };

/**
 * A demo campaign's status as its dates allow: FINALIZADA once it has ended, PROGRAMADA before it
 * starts, and while it runs ACTIVA or INACTIVA (paused) as drawn (`drawn` PROGRAMADA counts as ACTIVA).
 */
export function statusOn(now: Date, start: Date, end: Date, drawn: string): string {
  if (end < now) return 'FINALIZADA';
  if (start > now) return 'PROGRAMADA';
  return drawn === 'INACTIVA' ? 'INACTIVA' : 'ACTIVA';
}

async function seedCampaignRows(db: Queryable, ctx: CampaignSeedContext): Promise<void> {
  const random = prng(20_261_123);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const v = (code: string) => ctx.variableIds.get(code)!;
  const [segmentation, products, commercial] = ctx.groupIds as [number, number, number, number];
  let serial = 0;
  for (const company of DEMO_COMPANIES) {
    for (let n = 0; n < ctx.perCompany; n++) {
      serial++;
      const start = new Date(ctx.now.getTime() - Math.floor(random() * 700) * DAY + 30 * DAY);
      const end = new Date(start.getTime() + (7 + Math.floor(random() * 60)) * DAY);
      // Created 5 to 24 days before it starts, and never after today (a campaign starting soon was made days ago).
      const lead = 5 + Math.floor(random() * 20);
      const created = new Date(Math.min(start.getTime() - lead * DAY, ctx.now.getTime() - (1 + (lead % 5)) * DAY));
      const inca = (serial % 3) + 1;
      const theme = pick(THEMES);
      const code = `C${company.code}${String(n + 1).padStart(5, '0')}`;
      // Rules are configured after the campaign exists.
      const rulesModified =
        inca === 1 ? null : new Date(Math.max(ctx.now.getTime() - Math.floor(random() * 240) * 3_600_000, created.getTime() + 3_600_000));
      const minimum = pick([0, 5_000, 10_000, 20_000, 50_000]);
      const discountType = pick(['PORCENTAJE', 'MONTO_FIJO']);
      const info = {
        codigo_campana: code,
        descripcion: `${theme} ${company.alias} ${start.getFullYear()}`,
        fecha_inicio: isoDate(start),
        fecha_fin: isoDate(end),
        monto_minimo: minimum,
        tipo_descuento: discountType,
        canal: pick(['TIENDA', 'WEB', 'APP']),
      };
      const { rows } = await db.query<{ id: number }>(
        `INSERT INTO ${S}.campaigns (itc_company_campaign_code, campaign_code, campaign_description, campaign_start_date, campaign_end_date,
           campaign_status, campaign_status_inca, digital_campaign_type, digital_campaign_type_2, campaign_priority, minimum_amount,
           campaign_creation_date, campaign_modification_date, usage_start_date, usage_end_date, campaign_discount_type,
           campaign_ominical_indicator, flash_campaign_type, campaign_brand_code, instant_campaign_indicator, file_type, flag_editable,
           rules_modified_time, campaign_info_csv_data)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24)
         RETURNING id_campaign AS id`,
        [
          company.code,
          code,
          info.descripcion,
          isoDate(start),
          isoDate(end),
          // A status is drawn only for a campaign that has not ended (the draws after it stay as they were).
          end < ctx.now ? 'FINALIZADA' : statusOn(ctx.now, start, end, pick(['ACTIVA', 'INACTIVA', 'PROGRAMADA'])),
          inca,
          pick(DIGITAL_TYPES),
          pick(['', 'RELAMPAGO', 'PERSONALIZADA']),
          1 + Math.floor(random() * 9),
          minimum,
          created.toISOString(),
          new Date(Math.min(created.getTime() + 2 * DAY, ctx.now.getTime())).toISOString(),
          isoDate(start),
          isoDate(new Date(end.getTime() + 7 * DAY)),
          discountType,
          random() < 0.5 ? 'S' : 'N',
          random() < 0.2 ? 'FLASH' : 'NORMAL',
          pick(BRANDS)[0],
          random() < 0.15 ? 'S' : 'N',
          1 + Math.floor(random() * 3),
          // A few closed campaigns may no longer be edited.
          !(end < ctx.now && random() < 0.3),
          rulesModified?.toISOString() ?? null,
          JSON.stringify(info),
        ],
      );
      const id = rows[0]!.id;
      // Every campaign uses the first three groups; some also the references group.
      const groups = random() < 0.3 ? ctx.groupIds : [segmentation, products, commercial];
      for (const g of groups)
        await db.query(`INSERT INTO ${S}.campaign_variable_groups (id_campaign, id_variable_group) VALUES ($1, $2)`, [id, g]);
      if (inca === 1) continue;

      // Por completar: some rules, a required one left empty; Completado: every required rule set.
      const categories = keepKnownItems(
        [pick(CATALOGUE_CATEGORIES).key, pick(CATALOGUE_CATEGORIES).key],
        CATALOGUE_CATEGORIES.map((c) => ({ data_key: c.key, data_value: c.name, parent_data_key: null })),
      );
      const params: [number, number, string | null, string[], number | null, number | null][] = [
        [segmentation, v('EDAD_CLIENTE'), null, [], 25, 55],
        [segmentation, v('REGION'), null, ['7', '6', '11'].slice(0, 1 + Math.floor(random() * 3)), null, null],
        [products, v('CATEGORIA'), null, categories, null, null],
        [commercial, v('TIPO_DESCUENTO'), discountType, [], null, null],
      ];
      if (inca === 3) {
        params.push([segmentation, v('SEGMENTO_OBJETIVO'), `SEG${String(1 + (serial % 20)).padStart(7, '0')}`, [], null, null]);
        params.push([commercial, v('MONTO_COMPRA'), null, [], minimum, 300_000]);
      }
      for (const [group, variable, value, items, from, to] of params) {
        await db.query(
          `INSERT INTO ${S}.campaign_params (id_campaign, id_variable_group, id_variable, configuration_value, configuration_items, configuration_range_start, configuration_range_end)
           VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7)`,
          [id, group, variable, value, JSON.stringify(items), from, to],
        );
      }
      if (inca !== 3) continue;

      // Completado: a finished process wrote products and a history row (some earlier runs failed).
      const startTime = rulesModified ?? ctx.now;
      if (random() < 0.25) {
        await db.query(
          `INSERT INTO ${S}.process_history (id_campaign, company_code, source_name, process_name, process_status, process_final_message, start_time, end_time,
             uploaded_records, rejected_records, total_records, summary, information, created_by)
           VALUES ($1, $2, 'Reglas de campaña', 'Envío a recomendación', 'error', $3, $4, $5, 0, 0, 0, $6::jsonb, $7::jsonb, 'sistema')`,
          [
            id,
            company.code,
            'El segmento de la campaña no tiene clientes que cumplan las reglas.',
            new Date(startTime.getTime() - DAY).toISOString(),
            new Date(startTime.getTime() - DAY + 40_000).toISOString(),
            JSON.stringify({ Campaña: code, Resultado: 'Sin clientes' }),
            JSON.stringify({ status: false, message: 'El segmento de la campaña no tiene clientes que cumplan las reglas.' }),
          ],
        );
      }
      const signals = {
        customers: 10_000,
        byCategory: Object.fromEntries(CATALOGUE_CATEGORIES.map((c, i) => [c.key, 1_000 + ((i * 977 + serial * 131) % 8_000)])),
      };
      const recommended = recommendProducts(
        code,
        ctx.items,
        signals,
        {
          categories,
          brands: [],
          itemCodes: [],
          discountType: discountType as 'PORCENTAJE' | 'MONTO_FIJO',
          minimumAmount: minimum,
          maxAmount: 300_000,
        },
        20,
      );
      const history = await db.query<{ id: string }>(
        `INSERT INTO ${S}.process_history (id_campaign, company_code, source_name, process_name, process_status, process_final_message, start_time, end_time,
           uploaded_records, rejected_records, total_records, summary, information, created_by)
         VALUES ($1, $2, 'Reglas de campaña', 'Envío a recomendación', 'success', $3, $4, $5, $6, 0, $6, $7::jsonb, $8::jsonb, 'sistema')
         RETURNING id_process AS id`,
        [
          id,
          company.code,
          `Proceso terminado: ${recommended.length} productos recomendados.`,
          startTime.toISOString(),
          new Date(startTime.getTime() + 65_000).toISOString(),
          recommended.length,
          JSON.stringify({ Campaña: code, 'Clientes del segmento': '10,000', 'Productos recomendados': String(recommended.length) }),
          JSON.stringify({ status: true, data: { campaign_code: code, products: recommended.length, file: CAMPAIGN_FILES.products } }),
        ],
      );
      await db.query(
        `INSERT INTO ${S}.campaign_products (id_campaign, id_process, item_code, item_name, item_status, item_source_creation_time, item_offering_mode,
           item_offering_amount, item_discount_type, item_discount_mode, item_discount_value, score)
         SELECT $1, $2, * FROM jsonb_to_recordset($3::jsonb) AS t(item_code text, item_name text, item_status text, item_source_creation_time timestamptz,
           item_offering_mode text, item_offering_amount numeric, item_discount_type text, item_discount_mode text, item_discount_value numeric, score numeric)`,
        [id, history.rows[0]!.id, JSON.stringify(recommended)],
      );
      await db.query(`UPDATE ${S}.campaigns SET flag_recommendation_processed = true, rules_summary = $2::jsonb WHERE id_campaign = $1`, [
        id,
        JSON.stringify([{ name: 'Productos recomendados', quantity: recommended.length, children: [] }]),
      ]);
    }
  }
}
