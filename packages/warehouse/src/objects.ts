import { COMPANY_BITS } from './catalogue.ts';
import { SANDBOX_GROUPS_TABLE } from './compiler.ts';
import { CUSTOMERS_TABLE } from './generate.ts';
import type { Warehouse, WarehouseReader } from './warehouse.ts';

/**
 * The warehouse beyond the customer base: per-company tables (purchases, interactions, loyalty, …)
 * and views over them, and the sandbox use-case groupings. Everything derives from the customers
 * table by hash, so a warehouse size always yields the same rows. The catalogue that the
 * table-access service searches is read back from the warehouse itself (information schema, row
 * counts) through a CatalogueSource: DuckDB here, BigQuery INFORMATION_SCHEMA and tags in production.
 */

/** The project every embedded warehouse object belongs to (BigQuery: the GCP project). */
export const WAREHOUSE_PROJECT = 'inca-warehouse';

/** Dataset per company code: the company's data domain in the warehouse. */
export const COMPANY_DATASETS: Record<string, { dataset: string; domain: string }> = {
  '032': { dataset: 'corporativo', domain: 'corp.demo' },
  '022': { dataset: 'retail', domain: 'retail.demo' },
  '024': { dataset: 'marcas', domain: 'brand.demo' },
  '011': { dataset: 'financiera', domain: 'finance.demo' },
};

export type WarehouseObjectSpec = {
  companyCode: string;
  table: string;
  view: boolean;
  description: string;
  tags: string[];
  /** Documented columns (name → description); the column types come from the warehouse. */
  columns: Record<string, string>;
  /** The SELECT that fills the table (or defines the view); `members` is the company's customers. */
  select: string;
};

// u(k): a uniform number in [0, 1) for this customer and salt k (as in the customer base).
const u = (k: number) => `((hash(customer_id * 7919 + ${k}) % 1000000) / 1000000.0)`;
const members = (code: string) => `(SELECT * FROM ${CUSTOMERS_TABLE} WHERE (companies & ${COMPANY_BITS[code]}) <> 0)`;
const day = (k: number, span = 365) => `(DATE '2026-01-01' - CAST(floor(${u(k)} * ${span}) AS INTEGER))`;

/** One row per purchase: a customer buys 0 to 3 times (more often with more purchases in 12 months). */
const purchases = (code: string, salt: number, share: number, online: boolean) => `
  SELECT customer_id, ${day(salt)} - CAST(n * 17 AS INTEGER) AS fecha_compra,
    CAST(1 + floor(${u(salt + 1)} * 40) AS USMALLINT) AS tienda_id,
    CAST(5000 + floor(${u(salt + 2)} * 95000) AS UINTEGER) AS monto,
    ${online ? `'online'` : `CASE WHEN ${u(salt + 3)} < 0.3 THEN 'online' ELSE 'tienda' END`} AS canal
  FROM ${members(code)}, range(CAST(1 + (purchases_12m % 3) AS BIGINT)) t(n)
  WHERE ${u(salt)} < ${share}`;

const interactions = (code: string, salt: number, share: number) => `
  SELECT customer_id, ${day(salt, 90)} AS fecha,
    CASE WHEN ${u(salt + 1)} < 0.4 THEN 'email' WHEN ${u(salt + 1)} < 0.7 THEN 'app' ELSE 'web' END AS canal,
    CASE WHEN ${u(salt + 2)} < 0.5 THEN 'apertura' ELSE 'clic' END AS evento
  FROM ${members(code)} WHERE ${u(salt)} < ${share}`;

const loyalty = (code: string, salt: number) => `
  SELECT customer_id, loyalty_tier AS nivel, points AS puntos, member_years AS antiguedad_anios
  FROM ${members(code)} WHERE ${u(salt)} < 0.7`;

const PURCHASE_COLUMNS = {
  customer_id: 'Identificador del cliente.',
  fecha_compra: 'Día de la compra.',
  tienda_id: 'Tienda de la compra.',
  monto: 'Monto en pesos.',
  canal: 'Canal: tienda u online.',
};
const INTERACTION_COLUMNS = {
  customer_id: 'Identificador del cliente.',
  fecha: 'Día de la interacción.',
  canal: 'email, app o web.',
  evento: 'apertura o clic.',
};
const LOYALTY_COLUMNS = {
  customer_id: 'Identificador del cliente.',
  nivel: 'Nivel del programa (1 a 4).',
  puntos: 'Puntos acumulados.',
  antiguedad_anios: 'Años en el programa.',
};
const SCORE_COLUMNS = {
  customer_id: 'Identificador del cliente.',
  score: 'Puntaje del modelo (0 a 100).',
  grupo: 'Grupo asignado por el caso de uso.',
};

/** Every table and view of the embedded warehouse, per company (views after the tables they read). */
export const WAREHOUSE_OBJECTS: WarehouseObjectSpec[] = [
  // Retail (022)
  {
    companyCode: '022',
    table: 'compras',
    view: false,
    description: 'Compras por cliente, tienda y fecha (últimos 12 meses).',
    tags: ['compras', 'ventas', 'tiendas'],
    columns: PURCHASE_COLUMNS,
    select: purchases('022', 100, 0.8, false),
  },
  {
    companyCode: '022',
    table: 'compras_online',
    view: false,
    description: 'Compras en el sitio y la app de Retail.',
    tags: ['compras', 'ecommerce', 'online'],
    columns: PURCHASE_COLUMNS,
    select: purchases('022', 110, 0.35, true),
  },
  {
    companyCode: '022',
    table: 'devoluciones',
    view: false,
    description: 'Devoluciones de productos por cliente.',
    tags: ['postventa', 'compras'],
    columns: PURCHASE_COLUMNS,
    select: purchases('022', 120, 0.08, false),
  },
  {
    companyCode: '022',
    table: 'interacciones',
    view: false,
    description: 'Interacciones digitales de clientes de Retail por canal.',
    tags: ['interacciones', 'digital', 'campañas'],
    columns: INTERACTION_COLUMNS,
    select: interactions('022', 130, 0.6),
  },
  {
    companyCode: '022',
    table: 'fidelizacion',
    view: false,
    description: 'Socios del programa de fidelización de Retail con nivel y puntos.',
    tags: ['fidelizacion', 'lealtad', 'puntos'],
    columns: LOYALTY_COLUMNS,
    select: loyalty('022', 140),
  },
  {
    companyCode: '022',
    table: 'propension_compra_resultado',
    view: false,
    description: 'Resultado productivo del caso de uso de propensión de compra.',
    tags: ['modelos', 'propension', 'compras'],
    columns: SCORE_COLUMNS,
    select: `SELECT customer_id, CAST(floor(${u(150)} * 101) AS UTINYINT) AS score, CASE WHEN ${u(150)} < 0.3 THEN 'alta' WHEN ${u(150)} < 0.7 THEN 'media' ELSE 'baja' END AS grupo FROM ${members('022')} WHERE ${u(151)} < 0.5`,
  },
  {
    companyCode: '022',
    table: 'compras_por_tienda_vw',
    view: true,
    description: 'Clientes con compras en tienda física.',
    tags: ['compras', 'tiendas'],
    columns: { customer_id: 'Identificador del cliente.', compras: 'Compras en tienda.' },
    select: `SELECT customer_id, count(*) AS compras FROM retail.compras WHERE canal = 'tienda' GROUP BY customer_id`,
  },
  {
    companyCode: '022',
    table: 'clientes_vw',
    view: true,
    description: 'Clientes de Retail con su segmento de valor.',
    tags: ['clientes', 'valor'],
    columns: { customer_id: 'Identificador del cliente.', segmento_valor: 'Segmento de valor (1 a 5).' },
    select: `SELECT customer_id, value_segment AS segmento_valor FROM ${members('022')}`,
  },
  // Corporativo (032)
  {
    companyCode: '032',
    table: 'clientes_grupo',
    view: false,
    description: 'Clientes del grupo con las empresas donde compran.',
    tags: ['clientes', 'grupo'],
    columns: { customer_id: 'Identificador del cliente.', empresas: 'Cantidad de empresas del grupo.' },
    select: `SELECT customer_id, company_count AS empresas FROM ${CUSTOMERS_TABLE} WHERE ${u(200)} < 0.5`,
  },
  {
    companyCode: '032',
    table: 'respuestas_campanas',
    view: false,
    description: 'Respuestas a campañas corporativas por canal.',
    tags: ['campañas', 'interacciones'],
    columns: INTERACTION_COLUMNS,
    select: interactions('032', 210, 0.4),
  },
  {
    companyCode: '032',
    table: 'clientes_multiempresa_vw',
    view: true,
    description: 'Clientes que compran en dos o más empresas del grupo.',
    tags: ['clientes', 'grupo', 'venta cruzada'],
    columns: { customer_id: 'Identificador del cliente.', empresas: 'Cantidad de empresas del grupo.' },
    select: `SELECT customer_id, empresas FROM corporativo.clientes_grupo WHERE empresas >= 2`,
  },
  // Marcas (024)
  {
    companyCode: '024',
    table: 'interacciones',
    view: false,
    description: 'Interacciones digitales con las marcas por canal.',
    tags: ['interacciones', 'digital', 'marcas'],
    columns: INTERACTION_COLUMNS,
    select: interactions('024', 300, 0.7),
  },
  {
    companyCode: '024',
    table: 'compras_marca',
    view: false,
    description: 'Compras de productos de marcas propias.',
    tags: ['compras', 'marcas'],
    columns: PURCHASE_COLUMNS,
    select: purchases('024', 310, 0.5, false),
  },
  {
    companyCode: '024',
    table: 'fans_vw',
    view: true,
    description: 'Clientes con más de una interacción con las marcas.',
    tags: ['marcas', 'interacciones'],
    columns: { customer_id: 'Identificador del cliente.', interacciones: 'Interacciones registradas.' },
    select: `SELECT customer_id, count(*) AS interacciones FROM marcas.interacciones GROUP BY customer_id`,
  },
  // Financiera (011)
  {
    companyCode: '011',
    table: 'tarjetas',
    view: false,
    description: 'Clientes con tarjeta de crédito vigente.',
    tags: ['tarjetas', 'credito'],
    columns: { customer_id: 'Identificador del cliente.', cupo: 'Cupo en pesos.' },
    select: `SELECT customer_id, CAST(100000 + floor(${u(400)} * 4900000) AS UINTEGER) AS cupo FROM ${members('011')} WHERE ${u(401)} < 0.8`,
  },
  {
    companyCode: '011',
    table: 'compras_tarjeta',
    view: false,
    description: 'Compras pagadas con la tarjeta de la financiera.',
    tags: ['compras', 'tarjetas', 'pagos'],
    columns: PURCHASE_COLUMNS,
    select: purchases('011', 410, 0.6, false),
  },
];

/** A use case of the sandbox: groups of customers on a process date, and the columns it produces. */
export type SandboxUseCaseSpec = {
  companyCode: string;
  useCase: string;
  processDate: string;
  groups: string[];
  attributes: string[];
  share: number;
  salt: number;
};

export const SANDBOX_USE_CASES: SandboxUseCaseSpec[] = [
  {
    companyCode: '022',
    useCase: 'propension_compra',
    processDate: '2026-10-01',
    groups: ['alta', 'media', 'baja'],
    attributes: ['customer_id', 'score', 'grupo'],
    share: 0.5,
    salt: 500,
  },
  {
    companyCode: '022',
    useCase: 'fuga_clientes',
    processDate: '2026-09-15',
    groups: ['riesgo_alto', 'riesgo_bajo'],
    attributes: ['customer_id', 'score', 'grupo', 'ultima_compra'],
    share: 0.3,
    salt: 510,
  },
  {
    companyCode: '032',
    useCase: 'venta_cruzada',
    processDate: '2026-10-05',
    groups: ['grupo_a', 'grupo_b'],
    attributes: ['customer_id', 'score', 'grupo'],
    share: 0.4,
    salt: 520,
  },
  {
    companyCode: '024',
    useCase: 'afinidad_marca',
    processDate: '2026-08-20',
    groups: ['fans', 'ocasionales'],
    attributes: ['customer_id', 'score', 'grupo'],
    share: 0.5,
    salt: 530,
  },
  {
    companyCode: '011',
    useCase: 'riesgo_credito',
    processDate: '2026-10-10',
    groups: ['bajo', 'medio', 'alto'],
    attributes: ['customer_id', 'score', 'grupo'],
    share: 0.6,
    salt: 540,
  },
];

const OBJECTS_VERSION = '1';

function objectsSql(): string[] {
  const statements: string[] = [];
  for (const { dataset } of Object.values(COMPANY_DATASETS)) statements.push(`CREATE SCHEMA IF NOT EXISTS ${dataset}`);
  for (const o of WAREHOUSE_OBJECTS) {
    const name = `${COMPANY_DATASETS[o.companyCode]!.dataset}.${o.table}`;
    statements.push(o.view ? `CREATE OR REPLACE VIEW ${name} AS ${o.select}` : `CREATE OR REPLACE TABLE ${name} AS ${o.select}`);
  }
  statements.push('CREATE SCHEMA IF NOT EXISTS sandbox');
  const groups = SANDBOX_USE_CASES.map((c) => {
    const pick = `list_extract([${c.groups.map((g) => `'${g}'`).join(', ')}], CAST(1 + floor(${u(c.salt + 1)} * ${c.groups.length}) AS INTEGER))`;
    return `SELECT '${c.useCase}' AS use_case, ${pick} AS group_name, DATE '${c.processDate}' AS process_date, customer_id
      FROM ${members(c.companyCode)} WHERE ${u(c.salt)} < ${c.share}`;
  });
  statements.push(`CREATE OR REPLACE TABLE ${SANDBOX_GROUPS_TABLE} AS ${groups.join(' UNION ALL ')}`);
  return statements;
}

const ensuring = new WeakMap<Warehouse, Promise<void>>();
// Services of one process may hold two Warehouse objects on one file: creations run one at a time.
let creations: Promise<unknown> = Promise.resolve();

/**
 * Creates the per-company tables, views and sandbox groups once per warehouse size (kept in
 * warehouse_meta); later opens find them. One creation at a time in the process.
 */
export function ensureWarehouseObjects(warehouse: Warehouse, stopped: () => boolean = () => false): Promise<void> {
  let done = ensuring.get(warehouse);
  if (!done) {
    done = creations
      .catch(() => undefined)
      .then(async () => {
        const marker = `${OBJECTS_VERSION}:${warehouse.size}`;
        const [row] = await warehouse.query(`SELECT value FROM warehouse_meta WHERE key = 'objects'`);
        if (row?.value === marker) return;
        for (const sql of objectsSql()) {
          // A service shutting down stops between statements; the next open starts over.
          if (stopped()) throw new Error('warehouse objects: stopped');
          await warehouse.run(sql);
        }
        await warehouse.run(`INSERT OR REPLACE INTO warehouse_meta VALUES ('objects', '${marker}')`);
      });
    creations = done;
    ensuring.set(warehouse, done);
    done.catch(() => ensuring.delete(warehouse));
  }
  return done;
}

/** A table or view as a catalogue reads it from the warehouse. */
export type CatalogueObject = {
  projectId: string;
  datasetId: string;
  tableId: string;
  isView: boolean;
  companyCode: string;
  domain: string;
  description: string;
  tags: string[];
  fields: { name: string; type: string; description: string }[];
  numRows: number;
  /**
   * Data Catalog did not answer for this table: `tags` are only the described ones, and a mirror keeps
   * the tags it already holds rather than lose those read before.
   */
  tagsUnread?: true;
};

/** A described table or view as the warehouse holds it: its columns with their types, in order. */
export type WarehouseTable = {
  projectId: string;
  datasetId: string;
  tableId: string;
  isView: boolean;
  fields: { name: string; type: string }[];
};

export type CatalogueUseCase = {
  companyCode: string;
  useCase: string;
  group: string;
  processDate: string;
  numRows: number;
  attributes: string[];
};

/**
 * Where the catalogue comes from. The embedded implementation reads DuckDB's information schema;
 * the BigQuery one (bigqueryCatalogue.ts) INFORMATION_SCHEMA.TABLES/COLUMNS of each company's dataset,
 * the tables' metadata for row counts and Data Catalog for tags.
 */
export type CatalogueSource = {
  /** The described tables and views the warehouse holds, with their columns: no row counts, cheap to read. */
  tables(): Promise<WarehouseTable[]>;
  objects(): Promise<CatalogueObject[]>;
  useCases(): Promise<CatalogueUseCase[]>;
};

/** A table as the catalogue shows it: the warehouse's columns with the object list's descriptions and tags. */
export function describe(table: WarehouseTable): Omit<CatalogueObject, 'numRows'> {
  const spec = WAREHOUSE_OBJECTS.find((o) => COMPANY_DATASETS[o.companyCode]!.dataset === table.datasetId && o.table === table.tableId)!;
  return {
    ...table,
    companyCode: spec.companyCode,
    domain: COMPANY_DATASETS[spec.companyCode]!.domain,
    description: spec.description,
    tags: spec.tags,
    fields: table.fields.map((f) => ({ ...f, description: spec.columns[f.name] ?? '' })),
  };
}

export class DuckDbCatalogueSource implements CatalogueSource {
  constructor(
    private readonly warehouse: Warehouse,
    private readonly stopped: () => boolean = () => false,
  ) {}

  async tables(): Promise<WarehouseTable[]> {
    await ensureWarehouseObjects(this.warehouse, this.stopped);
    const datasets = Object.entries(COMPANY_DATASETS);
    const columns = await this.warehouse.query(
      `SELECT table_schema, table_name, column_name, data_type FROM information_schema.columns
        WHERE table_schema IN (${datasets.map((_, i) => `$${i + 1}`).join(', ')}) ORDER BY table_schema, table_name, ordinal_position`,
      datasets.map(([, d]) => d.dataset),
    );
    return WAREHOUSE_OBJECTS.flatMap((spec) => {
      const { dataset } = COMPANY_DATASETS[spec.companyCode]!;
      const own = columns.filter((c) => c.table_schema === dataset && c.table_name === spec.table);
      if (!own.length) return [];
      return [
        {
          projectId: WAREHOUSE_PROJECT,
          datasetId: dataset,
          tableId: spec.table,
          isView: spec.view,
          fields: own.map((c) => ({ name: String(c.column_name), type: String(c.data_type) })),
        },
      ];
    });
  }

  async objects(): Promise<CatalogueObject[]> {
    const result: CatalogueObject[] = [];
    for (const table of await this.tables()) {
      const [count] = await this.warehouse.query(`SELECT count(*) AS n FROM ${table.datasetId}.${table.tableId}`);
      result.push({ ...describe(table), numRows: Number(count?.n ?? 0) });
    }
    return result;
  }

  async useCases(): Promise<CatalogueUseCase[]> {
    await ensureWarehouseObjects(this.warehouse, this.stopped);
    const rows = await this.warehouse.query(
      `SELECT use_case, group_name, CAST(process_date AS VARCHAR) AS process_date, count(*) AS n FROM ${SANDBOX_GROUPS_TABLE} GROUP BY ALL ORDER BY ALL`,
    );
    return rows.map((r) => {
      const spec = SANDBOX_USE_CASES.find((c) => c.useCase === r.use_case)!;
      return {
        companyCode: spec.companyCode,
        useCase: spec.useCase,
        group: String(r.group_name),
        processDate: String(r.process_date),
        numRows: Number(r.n),
        attributes: spec.attributes,
      };
    });
  }
}

/**
 * The catalogue of the warehouse that serves customer reads: DuckDB's information schema, or each
 * company dataset's INFORMATION_SCHEMA on BigQuery (the module loaded only then).
 */
export async function catalogueSourceOf(reader: WarehouseReader, stopped: () => boolean = () => false): Promise<CatalogueSource> {
  if (reader.dialect === 'duckdb') return new DuckDbCatalogueSource(reader, stopped);
  const { BigQueryCatalogueSource } = await import('./bigqueryCatalogue.ts');
  return new BigQueryCatalogueSource(reader);
}
