import type { BigQueryWarehouse } from './bigquery.ts';
import { SANDBOX_GROUPS_TABLE } from './compiler.ts';
import {
  COMPANY_DATASETS,
  SANDBOX_USE_CASES,
  WAREHOUSE_OBJECTS,
  type CatalogueObject,
  type CatalogueSource,
  type CatalogueUseCase,
} from './objects.ts';

/**
 * The catalogue read from BigQuery: each company dataset's INFORMATION_SCHEMA.TABLES (table or view)
 * and COLUMNS (names and types, in order), row counts from the tables' metadata (tables.get, free) and,
 * for views, a COUNT(*) job. Descriptions, tags and column descriptions are still the described ones
 * of WAREHOUSE_OBJECTS, as in the embedded source: Data Catalog tags are not read yet.
 */
export class BigQueryCatalogueSource implements CatalogueSource {
  constructor(private readonly bigquery: BigQueryWarehouse) {}

  async objects(): Promise<CatalogueObject[]> {
    const project = this.bigquery.settings.projectId;
    const schemas = new Map<string, { tables: Record<string, unknown>[]; columns: Record<string, unknown>[] }>();
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
      schemas.set(dataset, { tables, columns });
    }
    const result: CatalogueObject[] = [];
    for (const spec of WAREHOUSE_OBJECTS) {
      const { dataset, domain } = COMPANY_DATASETS[spec.companyCode]!;
      const schema = schemas.get(dataset)!;
      const table = schema.tables.find((t) => t.table_name === spec.table);
      const own = schema.columns.filter((c) => c.table_name === spec.table);
      if (!table || !own.length) continue;
      const isView = table.table_type === 'VIEW';
      const context = { company: spec.companyCode, operation: 'catalogue' } as const;
      result.push({
        projectId: project,
        datasetId: dataset,
        tableId: spec.table,
        isView,
        companyCode: spec.companyCode,
        domain,
        description: spec.description,
        tags: spec.tags,
        fields: own.map((c) => ({
          name: String(c.column_name),
          type: String(c.data_type),
          description: spec.columns[String(c.column_name)] ?? '',
        })),
        numRows: isView ? await this.viewRows(project, dataset, spec.table, context) : await this.tableRows(dataset, spec.table),
      });
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
