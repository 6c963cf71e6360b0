/**
 * `npx tsx bench/src/campaigns-xlsx.ts`: the rules spreadsheet's exceljs parts alone, without the
 * database or HTTP (issue 12, what bounds `npm run bench:campaigns`'s rules_xlsx figure): BENCH_PARAMS
 * rows (default 51,000, as the bench's file) written with the service's streaming writer
 * (writeRulesXlsx) and read back with its streaming reader (readXlsxRows), BENCH_ROUNDS times each.
 * Prints wall and CPU time (this process, zlib threads included) per round and the best rows per
 * CPU second each way: on a shared machine CPU time is the fairer figure.
 */
import { PassThrough } from 'node:stream';
import { readXlsxRows, writeRulesXlsx } from '../../services/campaign-management/src/files/xlsx.ts';
import { fmt } from './stats.ts';

const ROWS = Number(process.env.BENCH_PARAMS ?? 51_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CHUNK = 10_000;

const variables = [
  ['Productos y categorías', 'CATEGORIA', 'Categoría', 'Selección', '', 'TECNOLOGIA|BELLEZA', null, null],
  ['Productos y categorías', 'MARCA', 'Marca', 'Selección', '', 'ANDINA', null, null],
  ['Condiciones comerciales', 'MONTO_COMPRA', 'Monto de compra', 'Número', '', '', 1000, 300000],
  ['Condiciones comerciales', 'TIPO_DESCUENTO', 'Tipo de descuento', 'Selección', 'PORCENTAJE', '', null, null],
  ['Condiciones comerciales', 'CANAL_VENTA', 'Canal de venta', 'Selección', '', 'WEB|APP', null, null],
] as const;
const rows = Array.from({ length: ROWS }, (_, i) => ['022', `BENCH${String(Math.floor(i / 5)).padStart(7, '0')}`, ...variables[i % 5]!]);

const cpuSeconds = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1e6;
};

async function main(): Promise<void> {
  let file = Buffer.alloc(0);
  const best = { write: 0, read: 0 };
  for (let round = 1; round <= ROUNDS; round++) {
    const out = new PassThrough();
    const parts: Buffer[] = [];
    out.on('data', (b: Buffer) => parts.push(b));
    let cpu = process.cpuUsage();
    let started = performance.now();
    await writeRulesXlsx(
      out,
      (async function* () {
        for (let i = 0; i < rows.length; i += CHUNK) yield rows.slice(i, i + CHUNK);
      })(),
    );
    const writeCpu = cpuSeconds(cpu);
    const writeMs = performance.now() - started;
    file = Buffer.concat(parts);

    cpu = process.cpuUsage();
    started = performance.now();
    let read = 0;
    for await (const row of readXlsxRows(file)) if (row.row > 1) read++;
    const readCpu = cpuSeconds(cpu);
    const readMs = performance.now() - started;
    if (read !== ROWS) throw new Error(`read ${read} rows of ${ROWS}`);
    best.write = Math.max(best.write, ROWS / writeCpu);
    best.read = Math.max(best.read, ROWS / readCpu);
    console.log(
      `round ${round}: write ${ROWS} rows (${(file.length / 1048576).toFixed(1)} MB) in ${fmt(writeMs / 1000)} s, CPU ${fmt(writeCpu)} s; read back in ${fmt(readMs / 1000)} s, CPU ${fmt(readCpu)} s`,
    );
  }
  console.log(`xlsx_write_rows_per_cpu_s=${Math.round(best.write)} xlsx_read_rows_per_cpu_s=${Math.round(best.read)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
