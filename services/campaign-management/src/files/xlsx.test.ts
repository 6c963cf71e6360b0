import { once } from 'node:events';
import { PassThrough, Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { RULES_SHEET_COLUMNS, RULES_SHEET_NAME } from '@inca/domain';
import { readXlsxRows, writeRulesXlsx, type SheetRow } from './xlsx.ts';

type Cell = string | number | null;

/** Rules rows as rulesSheetChunks gives them, with what a sheet must not run or lose. */
const RULES: Cell[][] = [
  ['022', 'CAMP0001', 'Productos y categorías', 'CATEGORIA', 'Categoría de producto', 'Selección', '', 'TECNOLOGIA|BELLEZA', null, null],
  ['022', 'CAMP0001', 'Condiciones comerciales', 'MONTO_COMPRA', 'Monto de compra', 'Número', '', '', 1000, 300000.5],
  ['024', 'CAMP0002', 'Referencias', 'CODIGO_LIBRE', 'Código libre', 'Texto', '=HYPERLINK("http://x","clic")', '', null, null],
  ['024', 'CAMP0002', 'Referencias', 'OTRO', 'Otro', 'Texto', '+56 9 1234', '-resta', null, null],
  ['024', 'CAMP0002', 'Referencias', 'ARROBA', 'Arroba & <etiqueta>', 'Texto', '@cmd', "'comilla", 0, -2.75],
  ['032', 'CAMP0003', 'Ñandú 🎯 漢字', 'ESPACIOS', '  con espacios  ', '', '', '', null, 7],
];

/** What the upload reads back from a row: the same texts, numbers as text, empty cells '' (trailing ones left out). */
const readBack = (row: Cell[]): string[] => {
  const cells = row.map((v) => (v === null ? '' : String(v).trim()));
  while (cells.at(-1) === '') cells.pop();
  return cells;
};

async function rulesFile(rows: Cell[][], chunk = 2): Promise<Buffer> {
  const out = new PassThrough();
  const parts: Buffer[] = [];
  out.on('data', (b: Buffer) => parts.push(b));
  const ended = once(out, 'end');
  const written = await writeRulesXlsx(
    out,
    (async function* () {
      for (let i = 0; i < rows.length; i += chunk) yield rows.slice(i, i + chunk);
    })(),
  );
  await ended;
  expect(written).toBe(rows.length);
  return Buffer.concat(parts);
}

describe('rules spreadsheet file', () => {
  it('is read by exceljs as the rules sheet: its name, the header, inert formula-looking text, numbers, empty cells', async () => {
    const bytes = await rulesFile(RULES);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
    expect(workbook.worksheets.map((w) => w.name)).toEqual([RULES_SHEET_NAME]);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(RULES.length + 1);
    expect(sheet.getRow(1).values).toEqual([undefined, ...RULES_SHEET_COLUMNS]);
    expect(sheet.getCell('G4').value).toBe('\'=HYPERLINK("http://x","clic")');
    expect(sheet.getCell('G4').type).toBe(ExcelJS.ValueType.String);
    expect(sheet.getCell('G5').value).toBe("'+56 9 1234");
    expect(sheet.getCell('H5').value).toBe("'-resta");
    expect(sheet.getCell('G6').value).toBe("'@cmd");
    expect(sheet.getCell('H6').value).toBe("'comilla");
    expect(sheet.getCell('I3').value).toBe(1000);
    expect(sheet.getCell('J3').value).toBe(300000.5);
    expect(sheet.getCell('J6').value).toBe(-2.75);
    expect(sheet.getCell('C7').value).toBe('Ñandú 🎯 漢字');
    expect(sheet.getCell('E7').value).toBe('  con espacios  ');
    // Empty cells are left out: exceljs sees no value there.
    for (const address of ['G2', 'I2', 'J2', 'H3', 'F7', 'I7']) expect(sheet.getCell(address).value, address).toBeNull();
    for (let r = 1; r <= sheet.rowCount; r++) {
      sheet.getRow(r).eachCell((cell) => expect(cell.type, cell.address).not.toBe(ExcelJS.ValueType.Formula));
    }
  });

  it('is read back by the upload reader row for row: inert text restored, numbers as text, cells trimmed', async () => {
    const bytes = await rulesFile(RULES);
    const rows: SheetRow[] = [];
    for await (const row of readXlsxRows(
      (async function* () {
        for (let i = 0; i < bytes.length; i += 100) yield bytes.subarray(i, i + 100);
      })(),
    ))
      rows.push(row);
    expect(rows).toEqual([{ row: 1, cells: [...RULES_SHEET_COLUMNS] }, ...RULES.map((r, i) => ({ row: i + 2, cells: readBack(r) }))]);
    // The same bytes read at once.
    const again: SheetRow[] = [];
    for await (const row of readXlsxRows(bytes)) again.push(row);
    expect(again).toEqual(rows);
  });

  it('reads a rules sheet edited in exceljs: formulas as their text, rich text joined, a date as its serial', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Editada');
    sheet.addRow([...RULES_SHEET_COLUMNS]);
    sheet.addRow([
      '022',
      'CAMP0001',
      'Grupo',
      'CANAL_VENTA',
      'Canal',
      'Selección',
      { formula: 'HYPERLINK("http://x","WEB")', result: 'WEB' },
      '',
      '',
      '',
    ]);
    sheet.addRow([
      '022',
      'CAMP0001',
      'Grupo',
      'MARCA',
      'Marca',
      'Selección',
      '',
      { richText: [{ text: 'AND' }, { font: { bold: true }, text: 'INA ' }] },
      5,
      10,
    ]);
    sheet.addRow(['022', 'CAMP0001', 'Grupo', 'FECHA_VIGENCIA', 'Fecha', 'Fecha', new Date(Date.UTC(2026, 0, 31)), '', '', '']);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const rows: SheetRow[] = [];
    for await (const row of readXlsxRows(bytes)) rows.push(row);
    expect(rows.map((r) => r.cells.slice(6))).toEqual([
      ['valor', 'items', 'rango_inicio', 'rango_fin'],
      ['=HYPERLINK("http://x","WEB")'],
      ['', 'ANDINA', '5', '10'],
      ['46053'],
    ]);
  });

  it('waits for a slow reader, and stops when the reader goes away', async () => {
    const many = Array.from(
      { length: 40_000 },
      (_, i) =>
        [
          '022',
          `CAMP${i}`,
          'Grupo de variables',
          'CATEGORIA',
          `Texto que no se repite ${i * 7919}`,
          'Selección',
          '',
          `A${i}|B${i}`,
          i,
          null,
        ] as Cell[],
    );
    const chunks = (async function* () {
      for (let i = 0; i < many.length; i += 1000) yield many.slice(i, i + 1000);
    })();
    let largest = 0;
    let received = 0;
    const slow = new Writable({
      highWaterMark: 16 * 1024,
      write(chunk: Buffer, _encoding, callback) {
        received += chunk.length;
        largest = Math.max(largest, slow.writableLength);
        // The reader leaves after about 200 KB.
        if (received > 200 * 1024) slow.destroy();
        else setTimeout(callback, 1);
      },
    });
    const written = await writeRulesXlsx(slow, chunks);
    expect(slow.destroyed).toBe(true);
    // Stopped early, without piling the sheet up in the response.
    expect(written).toBeGreaterThan(0);
    expect(written).toBeLessThan(many.length);
    expect(largest).toBeLessThan(2 * 1024 * 1024);
  });

  it('destroys the response and throws when the rows fail midway, so no cut file passes for a whole one', async () => {
    const out = new PassThrough();
    out.resume();
    const failure = new Error('la base de datos se cayó');
    const chunks = (async function* () {
      yield RULES;
      throw failure;
    })();
    await expect(writeRulesXlsx(out, chunks)).rejects.toBe(failure);
    expect(out.destroyed).toBe(true);
  });
});
