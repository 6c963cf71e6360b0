/**
 * `npm run seed:audiences -- 100000`: adds that many synthetic audiences to audience-management
 * (on the existing segments and ads accounts, each valid by the audience rules), for load and
 * benchmark runs. Uses DATABASE_URL, or the embedded PostgreSQL of a running `npm start` (its
 * socket in DATA_DIR, default ./data).
 */
import { SERVICE_SCHEMA } from '@inca/config';
import { createPool } from '@inca/db';
import { embeddedDatabaseUrl } from '@inca/db/embedded';
import { generateAudiences } from '@inca/svc-audience-management/audiences/seed';

const count = Number(process.argv[2] ?? 100_000);
if (!Number.isInteger(count) || count < 1 || count > 10_000_000) {
  console.error('Indique cuántas audiencias crear, entre 1 y 10.000.000: npm run seed:audiences -- 100000');
  process.exit(1);
}
const url = process.env.DATABASE_URL ?? (await embeddedDatabaseUrl(process.env.DATA_DIR ?? 'data'));
const schema = SERVICE_SCHEMA['audience-management'];
const pool = createPool(url, { schema, max: 1, applicationName: 'seed-audiences' });
try {
  const started = Date.now();
  await generateAudiences(pool, count);
  await pool.query(`ANALYZE ${schema}.audiences`);
  console.log(`${count} audiencias creadas en ${((Date.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  console.error('No se pudieron crear las audiencias:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await pool.end();
}
