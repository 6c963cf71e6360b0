/**
 * Runs the fake of Data Catalog's REST API on its own: `tsx simulators/src/datacatalog/main.ts` (PORT
 * default 9051), with one demo tag on retail's purchases table so the table search shows a label the
 * described catalogue does not have. Point the platform at it with DATACATALOG_ENDPOINT=http://127.0.0.1:9051
 * beside the BigQuery fake's variables.
 */
import { startDataCatalogFake } from './fake.ts';

const port = Number(process.env.PORT ?? 9051);
const running = await startDataCatalogFake({ port });
running.fake.tag(
  { projectId: process.env.BIGQUERY_PROJECT ?? 'inca-warehouse', datasetId: 'retail', tableId: 'compras' },
  'gobierno_datos',
  {
    dominio: { stringValue: 'conciliacion bancaria' },
  },
);
console.log(`Data Catalog fake listening on ${running.url}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void running.close().then(() => process.exit(0)));
}
