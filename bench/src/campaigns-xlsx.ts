/**
 * `npx tsx bench/src/campaigns-xlsx.ts`: the rules spreadsheet's file code alone, without the database
 * or HTTP (what bounds `npm run bench:campaigns`'s rules_xlsx figure): BENCH_PARAMS rows
 * (default 51,000, as the bench's file) written with the service's writer (writeRulesXlsx, @inca/xlsx)
 * and read back with its reader (readXlsxRows, @inca/xlsx) from a stream of 64 KB pieces, as an upload
 * arrives (so spooling to the temporary file is counted), BENCH_ROUNDS times each; beside them, for
 * comparison, exceljs's streaming WorkbookWriter and WorkbookReader on the same rows (what the service
 * used before). Prints wall and CPU time (this process, zlib threads included) per round and the best
 * rows per CPU second each way: on a shared machine CPU time is the fairer figure.
 */
import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { RULES_SHEET_COLUMNS } from '@inca/domain';
import { readXlsxRows, writeRulesXlsx } from '../../services/campaign-management/src/files/xlsx.ts';
import { fmt } from './stats.ts';

const ROWS = Number(process.env.BENCH_PARAMS ?? 51_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CHUNK = 10_000;
const UPLOAD_PIECE = 64 * 1024;

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

type Side = { write: (out: PassThrough) => Promise<void>; read: (file: Buffer) => Promise<number> };

const sides: Record<'ours' | 'exceljs', Side> = {
  ours: {
    write: async (out) => {
      await writeRulesXlsx(
        out,
        (async function* () {
          for (let i = 0; i < rows.length; i += CHUNK) yield rows.slice(i, i + CHUNK);
        })(),
      );
    },
    read: async (file) => {
      let read = 0;
      for await (const row of readXlsxRows(uploadPieces(file))) if (row.row > 1) read++;
      return read;
    },
  },
  exceljs: {
    write: async (out) => {
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: false });
      const sheet = workbook.addWorksheet('Reglas');
      sheet.addRow([...RULES_SHEET_COLUMNS]).commit();
      for (const row of rows) sheet.addRow(row.map((v) => (v === '' ? undefined : v))).commit();
      sheet.commit();
      await workbook.commit();
    },
    read: async (file) => {
      const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(uploadPieces(file)), {
        worksheets: 'emit',
        sharedStrings: 'cache',
        hyperlinks: 'ignore',
        styles: 'ignore',
        entries: 'ignore',
      });
      let read = 0;
      for await (const sheet of reader) {
        for await (const row of sheet as AsyncIterable<ExcelJS.Row>) if (row.number > 1) read++;
        break;
      }
      return read;
    },
  },
};

/** The file as an upload stream delivers it: 64 KB pieces. */
async function* uploadPieces(file: Buffer): AsyncGenerator<Buffer> {
  for (let i = 0; i < file.length; i += UPLOAD_PIECE) yield file.subarray(i, i + UPLOAD_PIECE);
}

async function main(): Promise<void> {
  const best: Record<string, number> = {};
  for (let round = 1; round <= ROUNDS; round++) {
    for (const [name, side] of Object.entries(sides)) {
      const out = new PassThrough();
      const parts: Buffer[] = [];
      out.on('data', (b: Buffer) => parts.push(b));
      let cpu = process.cpuUsage();
      let started = performance.now();
      await side.write(out);
      const writeCpu = cpuSeconds(cpu);
      const writeMs = performance.now() - started;
      const file = Buffer.concat(parts);

      cpu = process.cpuUsage();
      started = performance.now();
      const read = await side.read(file);
      const readCpu = cpuSeconds(cpu);
      const readMs = performance.now() - started;
      if (read !== ROWS) throw new Error(`${name}: read ${read} rows of ${ROWS}`);
      best[`${name}_write`] = Math.max(best[`${name}_write`] ?? 0, ROWS / writeCpu);
      best[`${name}_read`] = Math.max(best[`${name}_read`] ?? 0, ROWS / readCpu);
      console.log(
        `round ${round} ${name.padEnd(7)}: write ${ROWS} rows (${(file.length / 1048576).toFixed(1)} MB) in ${fmt(writeMs / 1000)} s, CPU ${fmt(writeCpu)} s; read back in ${fmt(readMs / 1000)} s, CPU ${fmt(readCpu)} s`,
      );
    }
  }
  console.log(
    `xlsx_write_rows_per_cpu_s=${Math.round(best.ours_write!)} xlsx_read_rows_per_cpu_s=${Math.round(best.ours_read!)} ` +
      `exceljs_write_rows_per_cpu_s=${Math.round(best.exceljs_write!)} exceljs_read_rows_per_cpu_s=${Math.round(best.exceljs_read!)}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
