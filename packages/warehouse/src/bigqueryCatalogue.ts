import type { BigQueryWarehouse } from './bigquery.ts';
import { SANDBOX_GROUPS_TABLE } from './compiler.ts';
import {
  COMPANY_DATASETS,
  SANDBOX_USE_CASES,
  WAREHOUSE_OBJECTS,
  type CatalogueObject,
  type CatalogueSource,
  type CatalogueUseCase,
  type WarehouseTable,
  describe,
} from './objects.ts';
import { DataCatalogTags, linkedKey } from './dataCatalog.ts';

/**
 * The catalogue read from BigQuery: each company dataset's INFORMATION_SCHEMA.TABLES (table or view)
 * and COLUMNS (names and types, in order), row counts from the tables' metadata (tables.get, free) and,
 * for views, a COUNT(*) job. Descriptions and column descriptions are the described ones of
 * WAREHOUSE_OBJECTS, as in the embedded source; tags are the described ones plus the labels of the
 * table's tags in Data Catalog (dataCatalog.ts).
 */
export class BigQueryCatalogueSource implements CatalogueSource {
  private readonly tags: DataCatalogTags | undefined;

  constructor(
    private readonly bigquery: BigQueryWarehouse,
    /** Where the tables' tags are read; by default Data Catalog as the settings name it (none beside another BigQuery endpoint). */
    tags?: DataCatalogTags,
  ) {
    const { apiEndpoint, dataCatalogEndpoint, keyFilename } = bigquery.settings;
    this.tags =
      tags ??
      (dataCatalogEndpoint || !apiEndpoint
        ? new DataCatalogTags({
            ...(dataCatalogEndpoint ? { endpoint: dataCatalogEndpoint } : {}),
            ...(keyFilename ? { keyFilename } : {}),
          })
        : undefined);
  }

  async tables(): Promise<WarehouseTable[]> {
    const project = this.bigquery.settings.projectId;
    const result: WarehouseTable[] = [];
    for (const [companyCode, { dataset }] of Object.entries(COMPANY_DATASETS)) {
      const context = { company: companyCode, operation: 'catalogue' } as const;
      const tables = await this.bigquery.rows(
        `SELECT table_name, table_type FROM \`${project}.${dataset}.INFORMATION_SCHEMA.TABLES\``,
        {},
        context,
      );
      const columns = await this.bigquery.rows(
        `SELECT table_name, column_name, data_type FROM \`${project}.${dataset}.INFORMATION_SCHEMA.COLUMNS\` ORDER BY table_name, ordinal_position`,
        {},
        context,
      );
      for (const spec of WAREHOUSE_OBJECTS.filter((o) => o.companyCode === companyCode)) {
        const table = tables.find((t) => t.table_name === spec.table);
        const own = columns.filter((c) => c.table_name === spec.table);
        if (!table || !own.length) continue;
        result.push({
          projectId: project,
          datasetId: dataset,
          tableId: spec.table,
          isView: table.table_type === 'VIEW',
          fields: own.map((c) => ({ name: String(c.column_name), type: String(c.data_type) })),
        });
      }
    }
    // In the object list's order, as the embedded source answers.
    const at = (t: WarehouseTable) =>
      WAREHOUSE_OBJECTS.findIndex((o) => o.table === t.tableId && COMPANY_DATASETS[o.companyCode]!.dataset === t.datasetId);
    return result.sort((a, b) => at(a) - at(b));
  }

  async objects(): Promise<CatalogueObject[]> {
    const result: CatalogueObject[] = [];
    const tables = await this.tables();
    const read = this.tags ? await this.tags.tagsOf(tables) : undefined;
    for (const table of tables) {
      const described = describe(table);
      const context = { company: described.companyCode, operation: 'catalogue' } as const;
      const numRows = table.isView
        ? await this.viewRows(table.projectId, table.datasetId, table.tableId, context)
        : await this.tableRows(table.datasetId, table.tableId);
      const labels = read?.get(linkedKey(table));
      // The described tags, then the company's own from Data Catalog; unread ones are flagged so a mirror keeps what it has.
      const tags = labels ? [...new Set([...described.tags, ...labels])] : described.tags;
      result.push({ ...described, tags, numRows, ...(read && !labels ? { tagsUnread: true as const } : {}) });
    }
    return result;
  }

  async useCases(): Promise<CatalogueUseCase[]> {
    const project = this.bigquery.settings.projectId;
    const rows = await this.bigquery.rows(
      `SELECT use_case, group_name, CAST(process_date AS STRING) AS process_date, COUNT(*) AS n FROM \`${project}.${SANDBOX_GROUPS_TABLE}\`
        GROUP BY use_case, group_name, process_date ORDER BY use_case, group_name, process_date`,
      {},
      { company: 'inca', operation: 'catalogue' },
    );
    return rows.flatMap((r) => {
      const spec = SANDBOX_USE_CASES.find((c) => c.useCase === r.use_case);
      if (!spec) return [];
      return [
        {
          companyCode: spec.companyCode,
          useCase: spec.useCase,
          group: String(r.group_name),
          processDate: String(r.process_date),
          numRows: Number(r.n),
          attributes: spec.attributes,
        },
      ];
    });
  }

  private async tableRows(dataset: string, table: string): Promise<number> {
    const [metadata] = await this.bigquery.client.dataset(dataset).table(table).getMetadata();
    return Number(metadata.numRows ?? 0);
  }

  private async viewRows(
    project: string,
    dataset: string,
    view: string,
    context: { company: string; operation: 'catalogue' },
  ): Promise<number> {
    const [row] = await this.bigquery.rows(`SELECT COUNT(*) AS n FROM \`${project}.${dataset}.${view}\``, {}, context);
    return Number(row?.n ?? 0);
  }
}
