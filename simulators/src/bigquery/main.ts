/**
 * Runs the fake of the BigQuery REST API on its own: `tsx simulators/src/bigquery/main.ts` (PORT default
 * 9050, WAREHOUSE_CUSTOMERS default 1000000, the same deterministic customers as the platform's embedded
 * warehouse, generated in memory because the platform holds its DuckDB file). Point the platform at it
 * with WAREHOUSE=bigquery BIGQUERY_PROJECT=inca-warehouse BIGQUERY_API_ENDPOINT=http://127.0.0.1:9050.
 */
import { Warehouse, ensureWarehouseObjects } from '@inca/warehouse';
import { startBigQueryFake } from './fake.ts';

const port = Number(process.env.PORT ?? 9050);
const size = Number(process.env.WAREHOUSE_CUSTOMERS ?? 1_000_000);
const warehouse = await Warehouse.open({ size });
await ensureWarehouseObjects(warehouse);
const running = await startBigQueryFake({ warehouse, port });
console.log(`BigQuery fake listening on ${running.url} (${size} customers)`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void running.close().then(() => {
      warehouse.close();
      process.exit(0);
    });
  });
}
