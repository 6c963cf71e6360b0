import type { Queryable } from '@inca/db';
import type { CatalogueObject, CatalogueUseCase } from '@inca/warehouse';
import { S } from '../context.ts';

/** Every SQL statement of the catalogue: objects, grants, use cases. Dates ("today") come from the service clock, never current_date. */

export type AccessState = 'ACTIVE' | 'EXPIRED' | 'PENDING' | 'NONE';

export type WarehouseTableRow = {
  relative_resource_name: string;
  project_id: string;
  dataset_id: string;
  table_id: string;
  is_view: boolean;
  domain: string;
  company_code: string;
  description: string;
  tags: string[];
  fields: { name: string; type: string; description: string }[];
  num_rows: string;
  creation_time: string;
  access: AccessState;
  permission_expiration_date: string | null;
};

export const resourceNameOf = (project: string, dataset: string, table: string) =>
  `projects/${project}/datasets/${dataset}/tables/${table}`;

const searchTextOf = (o: { tableId: string; datasetId: string; description: string; tags: string[] }) =>
  [o.tableId, o.tableId.replace(/_/g, ' '), o.datasetId, o.description, ...o.tags].join(' ');

/** Writes (or refreshes) catalogue objects, as read from the warehouse or made up for the benchmark. */
export async function upsertObjects(db: Queryable, objects: readonly CatalogueObject[], synthetic = false): Promise<void> {
  for (let i = 0; i < objects.length; i += 500) {
    const chunk = objects.slice(i, i + 500);
    await db.query(
      `INSERT INTO ${S}.warehouse_objects (relative_resource_name, domain, project_id, dataset_id, object_id, is_view, description, num_rows,
                                           company_code, tags, fields, synthetic, search_text)
       SELECT x.rrn, x.domain, x.project, x.dataset, x.tbl, x.is_view, x.description, x.num_rows, x.company, x.tags, x.fields, $2, ${S}.fold_text(x.search)
         FROM jsonb_to_recordset($1::jsonb) AS x(rrn text, domain text, project text, dataset text, tbl text, is_view boolean, description text,
                                                 num_rows bigint, company text, tags text[], fields jsonb, search text)
       ON CONFLICT (relative_resource_name) DO UPDATE SET
         domain = EXCLUDED.domain, is_view = EXCLUDED.is_view, description = EXCLUDED.description, num_rows = EXCLUDED.num_rows,
         company_code = EXCLUDED.company_code, tags = EXCLUDED.tags, fields = EXCLUDED.fields, search_text = EXCLUDED.search_text`,
      [
        JSON.stringify(
          chunk.map((o) => ({
            rrn: resourceNameOf(o.projectId, o.datasetId, o.tableId),
            domain: o.domain,
            project: o.projectId,
            dataset: o.datasetId,
            tbl: o.tableId,
            is_view: o.isView,
            description: o.description,
            num_rows: o.numRows,
            company: o.companyCode,
            tags: o.tags,
            fields: o.fields,
            search: searchTextOf(o),
          })),
        ),
        synthetic,
      ],
    );
  }
}

/** The tags the catalogue holds for these tables, by relative resource name. */
export async function storedTags(db: Queryable, names: readonly string[]): Promise<Map<string, string[]>> {
  const { rows } = await db.query<{ relative_resource_name: string; tags: string[] }>(
    `SELECT relative_resource_name, tags FROM ${S}.warehouse_objects WHERE relative_resource_name = ANY($1::text[])`,
    [names],
  );
  return new Map(rows.map((r) => [r.relative_resource_name, r.tags]));
}

export async function replaceUseCases(db: Queryable, useCases: readonly CatalogueUseCase[]): Promise<void> {
  await db.query(`DELETE FROM ${S}.sandbox_use_cases`);
  await db.query(
    `INSERT INTO ${S}.sandbox_use_cases (company_code, use_case, group_name, process_date, num_rows, attributes)
     SELECT x.company, x.use_case, x.grp, x.process_date::date, x.num_rows, x.attributes
       FROM jsonb_to_recordset($1::jsonb) AS x(company text, use_case text, grp text, process_date text, num_rows bigint, attributes text[])`,
    [
      JSON.stringify(
        useCases.map((u) => ({
          company: u.companyCode,
          use_case: u.useCase,
          grp: u.group,
          process_date: u.processDate,
          num_rows: u.numRows,
          attributes: u.attributes,
        })),
      ),
    ],
  );
}

/** The catalogue columns plus the caller's access state ($login, $today given as the first two parameters). */
const TABLE_COLUMNS = `o.relative_resource_name, o.project_id, o.dataset_id, o.object_id AS table_id, o.is_view, o.domain, o.company_code,
  o.description, o.tags, o.fields, o.num_rows, o.creation_time,
  CASE WHEN g.login IS NOT NULL AND (g.permission_expiration_date IS NULL OR g.permission_expiration_date >= $2::date) THEN 'ACTIVE'
       WHEN EXISTS (SELECT 1 FROM ${S}.access_requests r WHERE r.relative_resource_name = o.relative_resource_name AND r.requested_by = $1 AND r.status = 'PENDING') THEN 'PENDING'
       WHEN g.login IS NOT NULL THEN 'EXPIRED' ELSE 'NONE' END AS access,
  to_char(g.permission_expiration_date, 'YYYY-MM-DD') AS permission_expiration_date`;
const TABLE_FROM = `${S}.warehouse_objects o LEFT JOIN ${S}.object_grants g ON g.relative_resource_name = o.relative_resource_name AND g.login = $1`;

export async function findTables(db: Queryable, login: string, today: string, names: readonly string[]): Promise<WarehouseTableRow[]> {
  const { rows } = await db.query<WarehouseTableRow>(
    `SELECT ${TABLE_COLUMNS} FROM ${TABLE_FROM} WHERE o.relative_resource_name = ANY($3::text[])`,
    [login, today, names],
  );
  return rows;
}

export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The catalogue search: objects of one domain whose id, dataset, description or tags contain the
 * text (accent- and case-insensitive, served by the trigram index), best first: exact table id,
 * then id prefix, id containing the text, an exact tag, then the rest; shorter ids first.
 * The ranking reads the search's own narrow table (object_search: ids, descriptions and tags folded
 * when written), and only the page's rows are then joined to their object, grants and requests.
 */
export function searchSql(): string {
  return `WITH q AS (SELECT ${S}.fold_text($3) AS t),
    hits AS (
      SELECT o.relative_resource_name, length(o.object_id) AS id_length, o.object_id,
        (CASE WHEN o.object_id_folded = q.t THEN 100 ELSE 0 END
         + CASE WHEN o.object_id_folded LIKE $4 || '%' THEN 50 ELSE 0 END
         + CASE WHEN o.object_id_folded LIKE '%' || $4 || '%' THEN 20 ELSE 0 END
         + CASE WHEN q.t = ANY (o.tags_folded) THEN 10 ELSE 0 END
         + CASE WHEN o.description_folded LIKE '%' || $4 || '%' THEN 5 ELSE 0 END)::float8 AS rank,
        count(*) OVER () AS total
      FROM ${S}.object_search o, q
      WHERE o.domain = $5 AND o.search_text LIKE '%' || $4 || '%'
      ORDER BY rank DESC, id_length, o.object_id
      LIMIT $6 OFFSET $7)
    SELECT ${TABLE_COLUMNS}, h.rank, h.total
    FROM ${TABLE_FROM} JOIN hits h ON h.relative_resource_name = o.relative_resource_name
    ORDER BY h.rank DESC, h.id_length, h.object_id`;
}

export async function searchTables(
  db: Queryable,
  p: { login: string; today: string; text: string; domain: string; limit: number; offset: number },
): Promise<{ rows: (WarehouseTableRow & { rank: number })[]; total: number }> {
  const folded = p.text.trim();
  const { rows } = await db.query<WarehouseTableRow & { rank: number; total: string }>(searchSql(), [
    p.login,
    p.today,
    folded,
    escapeLike(foldText(folded)),
    p.domain,
    p.limit,
    p.offset,
  ]);
  return { rows, total: Number(rows[0]?.total ?? 0) };
}

/** The same folding as the SQL fold_text (for the LIKE pattern, which is escaped after folding). */
export function foldText(text: string): string {
  const from = 'ÁÉÍÓÚÜÑÀÈÌÒÙÂÊÎÔÛÄËÏÖáéíóúüñàèìòùâêîôûäëïö';
  const to = 'AEIOUUNAEIOUAEIOUAEIOaeiouunaeiouaeiouaeio';
  return [...text]
    .map((c) => (from.includes(c) ? to[from.indexOf(c)] : c))
    .join('')
    .toLowerCase();
}

export type DomainRow = { domain: string; company_code: string };

export async function domains(db: Queryable, companyCodes?: readonly string[]): Promise<DomainRow[]> {
  const { rows } = await db.query<DomainRow>(
    `SELECT DISTINCT domain, company_code FROM ${S}.warehouse_objects
      WHERE ($1::text[] IS NULL OR company_code = ANY($1::text[])) ORDER BY company_code, domain`,
    [companyCodes ?? null],
  );
  return rows;
}

export type GrantRow = {
  relative_resource_name: string;
  domain: string;
  project_id: string;
  dataset_id: string;
  object_id: string;
  is_view: boolean;
  description: string;
  permission_expiration_date: string | null;
  expired: boolean;
  num_rows: string;
  login: string;
};

/** Grants of a login (current ones, or also expired ones), judged against the service's today. */
export async function grantsOf(db: Queryable, login: string, today: string, includeExpired: boolean, domain?: string): Promise<GrantRow[]> {
  const { rows } = await db.query<GrantRow>(
    `SELECT o.relative_resource_name, o.domain, o.project_id, o.dataset_id, o.object_id, o.is_view, o.description,
            to_char(g.permission_expiration_date, 'YYYY-MM-DD') AS permission_expiration_date,
            (g.permission_expiration_date IS NOT NULL AND g.permission_expiration_date < $2::date) AS expired, o.num_rows, g.login
       FROM ${S}.object_grants g JOIN ${S}.warehouse_objects o USING (relative_resource_name)
      WHERE g.login = $1 AND ($3 OR g.permission_expiration_date IS NULL OR g.permission_expiration_date >= $2::date)
        AND ($4::text IS NULL OR o.domain = $4)
      ORDER BY o.domain, o.dataset_id, o.object_id`,
    [login, today, includeExpired, domain ?? null],
  );
  return rows;
}

export async function upsertGrant(
  db: Queryable,
  rrn: string,
  login: string,
  until: string | null,
  requestId: number | null,
): Promise<void> {
  await db.query(
    `INSERT INTO ${S}.object_grants (relative_resource_name, login, permission_expiration_date, request_id) VALUES ($1, $2, $3::date, $4)
     ON CONFLICT (relative_resource_name, login) DO UPDATE SET permission_expiration_date = EXCLUDED.permission_expiration_date,
       request_id = EXCLUDED.request_id, granted_at = now()`,
    [rrn, login, until, requestId],
  );
}

export type UseCaseRow = {
  use_case: string;
  group: string;
  process_date: string;
  num_rows: string;
  company_code: string;
  attributes: string[];
};

export async function useCasesOf(db: Queryable, companyCode: string): Promise<UseCaseRow[]> {
  const { rows } = await db.query<UseCaseRow>(
    `SELECT use_case, group_name AS "group", to_char(process_date, 'YYYY-MM-DD') AS process_date, num_rows, company_code, attributes
       FROM ${S}.sandbox_use_cases WHERE company_code = $1 ORDER BY process_date DESC, use_case, group_name`,
    [companyCode],
  );
  return rows;
}

export async function useCaseAttributes(
  db: Queryable,
  useCase: string,
): Promise<{ company_code: string; attributes: string[] } | undefined> {
  const { rows } = await db.query<{ company_code: string; attributes: string[] }>(
    `SELECT company_code, attributes FROM ${S}.sandbox_use_cases WHERE use_case = $1 ORDER BY process_date DESC LIMIT 1`,
    [useCase],
  );
  return rows[0];
}

/** Whether the catalogue holds rows read from the warehouse or described (not only benchmark ones). */
export async function hasCatalogue(db: Queryable): Promise<boolean> {
  const { rows } = await db.query<{ n: string }>(`SELECT count(*) AS n FROM ${S}.warehouse_objects WHERE NOT synthetic`);
  return Number(rows[0]?.n) > 0;
}

/** A demo grant, expiring `days` from today (never, when null). */
export async function insertDemoGrant(db: Queryable, rrn: string, login: string, days: number | null): Promise<void> {
  await db.query(
    `INSERT INTO ${S}.object_grants (relative_resource_name, login, permission_expiration_date)
     VALUES ($1, $2, CASE WHEN $3::int IS NULL THEN NULL ELSE current_date + $3::int END)`,
    [rrn, login, days],
  );
}
