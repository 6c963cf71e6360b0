import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { crc32, deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readXlsxRowBatches, readXlsxRows, XlsxReadError, type XlsxReadErrorCode, type XlsxReadOptions, type XlsxRow } from './reader.ts';
import { XlsxStreamWriter, type XlsxCell } from './writer.ts';

type Input = Buffer | AsyncIterable<Buffer>;

async function rowsOf(input: Input, options: XlsxReadOptions = {}): Promise<XlsxRow[]> {
  const rows: XlsxRow[] = [];
  for await (const row of readXlsxRows(input, options)) rows.push(row);
  return rows;
}

/** The bytes as an upload delivers them, in pieces of `size` bytes. */
async function* pieces(bytes: Buffer, size: number): AsyncGenerator<Buffer> {
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}

/** The error a read ends with (the test fails when it ends without one). */
async function failure(input: Input, options: XlsxReadOptions = {}): Promise<unknown> {
  try {
    await rowsOf(input, options);
  } catch (error) {
    return error;
  }
  throw new Error('the read did not fail');
}

async function refusal(input: Input, code: XlsxReadErrorCode, options: XlsxReadOptions = {}): Promise<XlsxReadError> {
  const error = await failure(input, options);
  expect(error).toBeInstanceOf(XlsxReadError);
  expect((error as XlsxReadError).code, (error as Error).message).toBe(code);
  return error as XlsxReadError;
}

type Part = { name: string; data: string | Buffer; stored?: boolean; descriptor?: boolean; declaredSize?: number; flags?: number };

/**
 * A zip written by hand, part by part in the order given: deflated unless `stored`; with
 * `descriptor` the local header's CRC and sizes are zero and a data descriptor follows the data, as
 * streaming writers (and browsers' uploads of them) make it. `declaredSize` lies about the size.
 */
function zip(parts: Part[]): Buffer {
  const chunks: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  const push = (b: Buffer) => {
    chunks.push(b);
    offset += b.length;
  };
  for (const part of parts) {
    const data = Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data);
    const body = part.stored ? data : deflateRawSync(data);
    const crc = crc32(data) >>> 0;
    const size = part.declaredSize ?? data.length;
    const flags = (part.flags ?? 0) | 0x0800 | (part.descriptor ? 0x0008 : 0);
    const name = Buffer.from(part.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(part.stored ? 0 : 8, 8);
    local.writeUInt32LE(part.descriptor ? 0 : crc, 14);
    local.writeUInt32LE(part.descriptor ? 0 : body.length, 18);
    local.writeUInt32LE(part.descriptor ? 0 : size, 22);
    local.writeUInt16LE(name.length, 26);
    const at = offset;
    push(local);
    push(name);
    push(body);
    if (part.descriptor) {
      const descriptor = Buffer.alloc(16);
      descriptor.writeUInt32LE(0x08074b50, 0);
      descriptor.writeUInt32LE(crc, 4);
      descriptor.writeUInt32LE(body.length, 8);
      descriptor.writeUInt32LE(size, 12);
      push(descriptor);
    }
    const record = Buffer.alloc(46);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE(20, 4);
    record.writeUInt16LE(20, 6);
    record.writeUInt16LE(flags, 8);
    record.writeUInt16LE(part.stored ? 0 : 8, 10);
    record.writeUInt32LE(crc, 16);
    record.writeUInt32LE(body.length, 20);
    record.writeUInt32LE(size, 24);
    record.writeUInt16LE(name.length, 28);
    record.writeUInt32LE(at, 42);
    central.push(record, name);
  }
  const start = offset;
  for (const c of central) push(c);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(offset - start, 12);
  end.writeUInt32LE(start, 16);
  push(end);
  return Buffer.concat(chunks);
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** A package whose parts are given as [name, xml]; every part streamed (data descriptor), the sheet deflated, the rest stored. */
function book(parts: [string, string][]): Buffer {
  return zip(parts.map(([name, data]) => ({ name, data, stored: !name.includes('worksheets'), descriptor: true })));
}

const ROOT_RELS = `<?xml version="1.0"?><Relationships xmlns="${PKG}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const workbookXml = (sheets: string) =>
  `<?xml version="1.0"?><workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets>${sheets}</sheets></workbook>`;
const relsXml = (rels: string) => `<?xml version="1.0"?><Relationships xmlns="${PKG}">${rels}</Relationships>`;
const sheetXml = (data: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<worksheet xmlns="${MAIN}"><sheetData>${data}</sheetData></worksheet>`;
/** A one-sheet package around some sheetData. */
const simple = (data: string, extra: [string, string][] = []) =>
  book([
    ['_rels/.rels', ROOT_RELS],
    ['xl/workbook.xml', workbookXml('<sheet name="Hoja" sheetId="1" r:id="rId1"/>')],
    ['xl/_rels/workbook.xml.rels', relsXml(`<Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>`)],
    ['xl/worksheets/sheet1.xml', sheetXml(data)],
    ...extra,
  ]);

/**
 * A workbook as Excel and other writers may leave it: the sheet read is not sheet1.xml but the
 * first tab named by the workbook (a chart sheet before it is passed over), found through an absolute
 * relationship target; the shared strings live at a path of their own and come after the sheet; every
 * part streamed with a data descriptor. The sheet uses every kind of cell and markup the reader knows.
 */
const TRICKY_SHEET = [
  '<x:worksheet xmlns:x="' + MAIN + '"><!-- written by hand --><x:sheetData>\r\n',
  // Row 1: shared strings (plain, rich text with a phonetic run, escapes), inline strings, a formula result, booleans, an error.
  '  <x:row r="1" spans="1:9">\n',
  '    <x:c r="A1" t="s"><x:v>0</x:v></x:c>\n',
  '    <x:c r="B1" t="s" s="3"><x:v> 1 </x:v></x:c>\n',
  '    <x:c r="C1" t="inlineStr"><x:is><x:t>en línea</x:t></x:is></x:c>\n',
  '    <x:c r="D1" t="inlineStr"><x:is><x:r><x:rPr><x:b/></x:rPr><x:t xml:space="preserve">rico </x:t></x:r><x:r><x:t>texto</x:t></x:r><x:rPh sb="0" eb="1"><x:t>フリガナ</x:t></x:rPh></x:is></x:c>\n',
  '    <x:c r="E1" t="str"><x:f>UPPER("a")</x:f><x:v>A</x:v></x:c>\n',
  '    <x:c r="F1" t="b"><x:v>1</x:v></x:c><x:c r="G1" t="b"><x:v>0</x:v></x:c><x:c r="H1" t="e"><x:v>#DIV/0!</x:v></x:c>\n',
  '    <x:c r="I1" t="s"><x:v>2</x:v></x:c>\n',
  '  </x:row>\n',
  // Row 2: numbers as Excel writes them, a date as its serial, a shared formula, a formula whose text needs entities.
  '  <x:row r="2"><x:c r="A2"><x:v>1000</x:v></x:c><x:c r="B2" t="n"><x:v>1.5E-3</x:v></x:c><x:c r="C2"><x:v>-0</x:v></x:c><x:c r="D2" s="14"><x:v>45366</x:v></x:c>',
  '<x:c r="E2"><x:f t="shared" ref="E2:E3" si="0">A2*2</x:f><x:v>2000</x:v></x:c><x:c r="F2"><x:f>IF(A2&gt;1,"s&amp;i","no")</x:f><x:v>0</x:v></x:c>',
  '<x:c r="G2"><x:v>0.30000000000000004</x:v></x:c><x:c r="H2"><x:v>123456789012345678</x:v></x:c></x:row>\n',
  // Row 3: a shared formula's follower, empty and self-closing cells, cells without a reference (they follow the previous one).
  '  <x:row r="3"><x:c r="E3"><x:f t="shared" si="0"/><x:v>4000</x:v></x:c><x:c r="F3" s="2"/><x:c r="G3" t="s"></x:c><x:c t="inlineStr"><x:is><x:t>sin referencia</x:t></x:is></x:c><x:c><x:v>7</x:v></x:c></x:row>\n',
  // Row 4 is missing; row 5 is self-closing; row 6 is sparse, its cells out of order, with entities, CDATA and line ends.
  '  <x:row r="5" customHeight="1"/>\n',
  '  <x:row r="6"><x:c r="F6" t="inlineStr"><x:is><x:t>a &lt;b&gt; &amp; &quot;c&quot; &apos;d&apos; &#65;&#x42; &#x1F3AF; &nbsp;</x:t></x:is></x:c>',
  '<x:c r="B6" t="inlineStr"><x:is><x:t><![CDATA[<literal> & ]]>y más</x:t></x:is></x:c>',
  '<x:c r="AA6" t="inlineStr"><x:is><x:t>uno\r\ndos\rtres&#13;</x:t></x:is></x:c></x:row>\n',
  // Row 7 has no number: it follows row 6.
  '  <x:row><x:c r="A7" t="str"><x:v>_x0041__x005F_x0042_ _xZZZZ_</x:v></x:c><x:c r="B7" t="s"><x:v>3</x:v></x:c></x:row>\n',
  '</x:sheetData><x:pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/></x:worksheet>',
].join('');

const TRICKY_STRINGS = [
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><sst xmlns="${MAIN}" count="4" uniqueCount="4">`,
  '<si><t>compartido</t></si>',
  '<si><r><rPr><i/></rPr><t xml:space="preserve">Ñuñoa </t></r><r><t>🎯 漢字</t></r><rPh sb="0" eb="1"><t>ニュニョア</t></rPh><phoneticPr fontId="1"/></si>',
  '<si><t xml:space="preserve">  espacios &amp; línea_x000D__x000A_nueva  </t></si>',
  '<si><t/></si>',
  '</sst>',
].join('');

const TRICKY = zip([
  {
    name: '[Content_Types].xml',
    data: '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    descriptor: true,
  },
  {
    name: 'xl/worksheets/sheet1.xml',
    data: sheetXml('<row r="1"><c r="A1" t="inlineStr"><is><t>la otra hoja</t></is></c></row>'),
    descriptor: true,
  },
  { name: 'xl/worksheets/datos.xml', data: TRICKY_SHEET, descriptor: true },
  {
    name: 'xl/_rels/workbook.xml.rels',
    data: relsXml(
      `<Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>` +
        `<Relationship Id="rId5" Type="${REL}/chartsheet" Target="chartsheets/sheet1.xml"/>` +
        `<Relationship Id="rId7" Type="${REL}/worksheet" Target="/xl/worksheets/datos.xml"/>` +
        `<Relationship Id="rId9" Type="${REL}/sharedStrings" Target="../xl/textos/cadenas.xml"/>`,
    ),
    stored: true,
    descriptor: true,
  },
  {
    name: 'xl/workbook.xml',
    data: workbookXml(
      '<sheet name="Gráfico" sheetId="3" r:id="rId5"/><sheet name="Datos" sheetId="2" r:id="rId7"/><sheet name="Otra" sheetId="1" r:id="rId1"/>',
    ),
    descriptor: true,
  },
  { name: 'xl/textos/cadenas.xml', data: TRICKY_STRINGS, stored: true, descriptor: true },
  { name: '_rels/.rels', data: ROOT_RELS, descriptor: true },
]);

const TRICKY_ROWS: XlsxRow[] = [
  {
    row: 1,
    cells: ['compartido', 'Ñuñoa 🎯 漢字', 'en línea', 'rico texto', '=UPPER("a")', 'true', 'false', '', '  espacios & línea\r\nnueva  '],
  },
  { row: 2, cells: ['1000', '0.0015', '0', '45366', '=A2*2', '=IF(A2>1,"s&i","no")', '0.30000000000000004', '123456789012345680'] },
  { row: 3, cells: ['', '', '', '', '=', '', '', 'sin referencia', '7'] },
  { row: 5, cells: [] },
  {
    row: 6,
    cells: ['', '<literal> & y más', '', '', '', 'a <b> & "c" \'d\' AB 🎯 &nbsp;', ...Array<string>(20).fill(''), 'uno\ndos\ntres\r'],
  },
  { row: 7, cells: ['A_x0042_ _xZZZZ_'] },
];

describe('readXlsxRows', () => {
  let tmp = '';
  beforeEach(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'xlsx-reader-test-'));
  });
  afterEach(async () => {
    await rm(tmp, { recursive: true, force: true });
  });

  it('reads a workbook written by exceljs (shared strings, rich text, formulas, booleans, dates, sparse rows) cell for cell as exceljs reads it', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Datos');
    sheet.addRow(['texto', 'número', 'bool', 'fecha']);
    sheet.addRow(['a<b & "c" \'d\'', 1000, true, new Date(Date.UTC(2024, 2, 15))]);
    sheet.addRow(['  espacios  ', -3.25, false, 0.1 + 0.2]);
    sheet.getCell('A4').value = { richText: [{ text: 'rico ' }, { font: { bold: true }, text: 'y negrita' }] };
    sheet.getCell('B4').value = { formula: 'SUM(B2:B3)', result: 996.75 };
    sheet.getCell('C4').value = { formula: 'CONCATENATE("a","b")', result: 'ab' };
    sheet.getCell('D4').value = { error: '#N/A' };
    sheet.getCell('A5').value = 'Ñuñoa 🎯 漢字';
    sheet.getCell('E5').value = 1e21;
    sheet.getCell('B7').value = { text: 'sitio', hyperlink: 'http://example.com' };
    sheet.getCell('C7').value = 'línea1\nlínea2\ttab';
    sheet.getCell('D7').value = 0.000001;
    sheet.getCell('A8').value = 123456789012345;
    sheet.getCell('B8').value = '=1+1';
    workbook.addWorksheet('Segunda').addRow(['no se lee']);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    // exceljs's regular writer stores the texts as shared strings, in a part after the sheet.
    const names = bytes.toString('latin1');
    expect(names.indexOf('xl/sharedStrings.xml')).toBeGreaterThan(names.indexOf('xl/worksheets/sheet1.xml'));

    const rows = await rowsOf(bytes);
    expect(rows).toEqual([
      { row: 1, cells: ['texto', 'número', 'bool', 'fecha'] },
      { row: 2, cells: ['a<b & "c" \'d\'', '1000', 'true', '45366'] },
      { row: 3, cells: ['  espacios  ', '-3.25', 'false', '0.30000000000000004'] },
      { row: 4, cells: ['rico y negrita', '=SUM(B2:B3)', '=CONCATENATE("a","b")'] },
      { row: 5, cells: ['Ñuñoa 🎯 漢字', '', '', '', '1e+21'] },
      { row: 7, cells: ['', 'sitio', 'línea1\nlínea2\ttab', '0.000001'] },
      { row: 8, cells: ['123456789012345', '=1+1'] },
    ]);

    // The same texts as exceljs's own streaming reader gives (the service used it before): its values as the service wrote them.
    const text = (v: ExcelJS.CellValue): string => {
      if (v === null || v === undefined) return '';
      if (typeof v === 'object' && 'formula' in v) return `=${v.formula}`;
      if (typeof v === 'object' && 'richText' in v) return v.richText.map((r) => r.text).join('');
      if (typeof v === 'object' && 'error' in v) return '';
      return String(v);
    };
    const readTheirs = async (): Promise<XlsxRow[]> => {
      const read: XlsxRow[] = [];
      const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
        sharedStrings: 'cache',
        styles: 'ignore',
        worksheets: 'emit',
        hyperlinks: 'ignore',
      });
      for await (const ws of reader) {
        for await (const row of ws as AsyncIterable<ExcelJS.Row>) {
          const values = row.values as ExcelJS.CellValue[];
          const cells = Array.from({ length: values.length - 1 }, (_, i) => text(values[i + 1]));
          while (cells.at(-1) === '') cells.pop();
          read.push({ row: row.number, cells });
        }
        break;
      }
      return read;
    };
    // exceljs's streaming reader now and then reaches the worksheet before its own model of the workbook
    // is set, and throws reading `model.sheets` (seen once in a loaded CI run): a flaw of the reference,
    // not of the bytes, so its read is tried once more on exactly that error.
    const theirs = await readTheirs().catch((error: unknown) => {
      if (error instanceof TypeError && error.message.includes("reading 'sheets'")) return readTheirs();
      throw error;
    });
    expect(theirs).toHaveLength(7);
    expect(rows).toEqual(theirs);
  });

  it('finds the first sheet through the workbook and its relationships, reads shared strings stored after it, and every kind of cell and markup', async () => {
    expect(await rowsOf(TRICKY)).toEqual(TRICKY_ROWS);
  });

  it('reads the same file fed one byte at a time, its XML scanned in one-byte pieces', async () => {
    expect(await rowsOf(pieces(TRICKY, 1), { chunkBytes: 1, tmpDir: tmp })).toEqual(TRICKY_ROWS);
    // And an exceljs file, whose parts are all deflated.
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('A').addRows([
      ['uno', 2, 'tres & <cuatro>'],
      ['Peñalolén', 3.5, { richText: [{ text: 'ri' }, { text: 'co' }] }],
    ]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const expected = [
      { row: 1, cells: ['uno', '2', 'tres & <cuatro>'] },
      { row: 2, cells: ['Peñalolén', '3.5', 'rico'] },
    ];
    expect(await rowsOf(bytes)).toEqual(expected);
    expect(await rowsOf(pieces(bytes, 1), { chunkBytes: 1, tmpDir: tmp })).toEqual(expected);
    expect(await rowsOf(pieces(bytes, 7), { chunkBytes: 3, tmpDir: tmp })).toEqual(expected);
  });

  it('reads back what the writer writes, in batches as the sheet is inflated', async () => {
    const rows: XlsxCell[][] = Array.from({ length: 30_000 }, (_, i) => [
      `Empresa ${i % 7}`,
      i % 3 ? `=desc ${i} <&> "ñ"` : '',
      i,
      i % 5 ? -i / 8 : null,
      `x\u0001y ${'🎯'.repeat(i % 3)}`,
    ]);
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (c: Buffer) => chunks.push(c));
    const writer = new XlsxStreamWriter(out, {
      sheetName: 'Datos',
      columns: ['a', 'b', 'c', 'd', 'e'].map((header) => ({ header, width: 10 })),
    });
    await writer.start();
    for (const row of rows) writer.row(row);
    await writer.finish();
    const bytes = Buffer.concat(chunks);

    let batches = 0;
    let n = 0;
    for await (const batch of readXlsxRowBatches(pieces(bytes, 65_536), { tmpDir: tmp })) {
      batches++;
      for (const row of batch) {
        if (row.row === 1) {
          expect(row.cells).toEqual(['a', 'b', 'c', 'd', 'e']);
          continue;
        }
        const i = row.row - 2;
        const expected = rows[i]!.map((v) => (v === null || v === '' ? '' : String(v).replace('\u0001', '')));
        while (expected.at(-1) === '') expected.pop();
        expect(row.cells, `row ${row.row}`).toEqual(expected);
        n++;
      }
    }
    expect(n).toBe(rows.length);
    expect(batches).toBeGreaterThan(1);
  });

  it('refuses what is not an .xlsx it can read, with an XlsxReadError', async () => {
    await refusal(Buffer.from('hola, no soy un libro de Excel'), 'NOT_ZIP');
    await refusal(Buffer.alloc(0), 'NOT_ZIP');
    // Cut: no central directory.
    await refusal(TRICKY.subarray(0, Math.floor(TRICKY.length / 2)), 'BROKEN');
    // A byte changed inside the deflated sheet: the inflate or the CRC check fails.
    const sheetAt = TRICKY.indexOf('xl/worksheets/datos.xml') + 'xl/worksheets/datos.xml'.length;
    for (const offset of [40, 200, 600]) {
      const corrupted = Buffer.from(TRICKY);
      corrupted[sheetAt + offset] = corrupted[sheetAt + offset]! ^ 0x55;
      // Damaged (bad deflate data or CRC), or refused as what the garbage looks like before the CRC is reached.
      const error = await failure(corrupted);
      expect(error).toBeInstanceOf(XlsxReadError);
      expect(['BROKEN', 'UNSUPPORTED']).toContain((error as XlsxReadError).code);
    }
    // A stored part whose bytes changed: only the CRC tells.
    const stored = Buffer.from(TRICKY);
    const stringsAt = stored.indexOf('compartido');
    stored[stringsAt] = 'C'.charCodeAt(0);
    expect((await refusal(stored, 'BROKEN')).message).toContain('CRC');
    // The end record's part count lies (65,535, the ZIP64 marker, with no ZIP64 record): the directory runs out.
    const zip64 = Buffer.from(TRICKY);
    zip64.writeUInt16LE(0xffff, zip64.length - 22 + 8);
    zip64.writeUInt16LE(0xffff, zip64.length - 22 + 10);
    await refusal(zip64, 'BROKEN');
    // A ZIP64 locator before the end record pointing at no ZIP64 record.
    const badZip64 = Buffer.concat([TRICKY.subarray(0, TRICKY.length - 22), Buffer.alloc(20), TRICKY.subarray(TRICKY.length - 22)]);
    badZip64.writeUInt32LE(0x07064b50, TRICKY.length - 22);
    badZip64.writeUInt32LE(badZip64.readUInt32LE(badZip64.length - 22 + 16), TRICKY.length - 22 + 8);
    await refusal(badZip64, 'ZIP64');
    // A zip, but no workbook or no sheet in it.
    await refusal(zip([{ name: 'hola.txt', data: 'hola' }]), 'NO_WORKSHEET');
    await refusal(
      book([
        ['xl/workbook.xml', workbookXml('')],
        ['xl/_rels/workbook.xml.rels', relsXml('')],
      ]),
      'NO_WORKSHEET',
    );
    // A sheet its relationship names but the zip lacks.
    await refusal(
      book([
        ['xl/workbook.xml', workbookXml('<sheet name="A" sheetId="1" r:id="rId1"/>')],
        ['xl/_rels/workbook.xml.rels', relsXml(`<Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/no.xml"/>`)],
      ]),
      'BROKEN',
    );
    // What the reader does not do: encryption, a DOCTYPE (entity definitions), UTF-16.
    const encrypted = zip([{ name: 'xl/workbook.xml', data: workbookXml(''), flags: 0x0001 }]);
    await refusal(encrypted, 'UNSUPPORTED');
    await refusal(
      book([
        ['xl/workbook.xml', workbookXml('<sheet name="A" sheetId="1" r:id="rId1"/>')],
        ['xl/_rels/workbook.xml.rels', relsXml(`<Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>`)],
        ['xl/worksheets/sheet1.xml', '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "b">]><worksheet><sheetData/></worksheet>'],
      ]),
      'UNSUPPORTED',
    );
    // XML cut in the middle of a tag, and a sheet without sheetData.
    await refusal(
      book([
        ['xl/workbook.xml', workbookXml('<sheet name="A" sheetId="1" r:id="rId1"/>')],
        ['xl/_rels/workbook.xml.rels', relsXml(`<Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>`)],
        [
          'xl/worksheets/sheet1.xml',
          `<worksheet xmlns="${MAIN}"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>cortado</t></is></c></row><row r="2"><c r="A2`,
        ],
      ]),
      'BROKEN',
    );
    await refusal(
      book([
        ['xl/workbook.xml', workbookXml('<sheet name="A" sheetId="1" r:id="rId1"/>')],
        ['xl/_rels/workbook.xml.rels', relsXml(`<Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>`)],
        ['xl/worksheets/sheet1.xml', `<worksheet xmlns="${MAIN}"><dimension ref="A1"/></worksheet>`],
      ]),
      'BROKEN',
    );
    // The same refusals when the file comes as a stream.
    await refusal(pieces(Buffer.from('hola, no soy un libro de Excel'), 4), 'NOT_ZIP', { tmpDir: tmp });
    await refusal(pieces(zip64, 1000), 'BROKEN', { tmpDir: tmp });
    await refusal(pieces(badZip64, 1000), 'ZIP64', { tmpDir: tmp });
  });

  it('refuses a zip bomb before inflating it, and a part that inflates to more than it declares', async () => {
    // 64 MB of sheet XML (blank rows) deflate to about 64 KB: far beyond 100 times the file.
    const rows = Buffer.alloc(64 * 1024 * 1024, '<row/>');
    expect(await rowsOf(simple('<row r="1"/>'))).toEqual([{ row: 1, cells: [] }]);
    const big = zip([
      { name: 'xl/workbook.xml', data: workbookXml('<sheet name="A" sheetId="1" r:id="rId1"/>') },
      {
        name: 'xl/_rels/workbook.xml.rels',
        data: relsXml(`<Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>`),
      },
      {
        name: 'xl/worksheets/sheet1.xml',
        data: Buffer.concat([Buffer.from(`<worksheet xmlns="${MAIN}"><sheetData>`), rows, Buffer.from('</sheetData></worksheet>')]),
        descriptor: true,
      },
    ]);
    expect(big.length).toBeLessThan(200 * 1024);
    const started = performance.now();
    const error = await refusal(big, 'TOO_LARGE');
    expect(error.message).toMatch(/bomba ZIP/);
    // Refused from the sizes in the directory, nothing inflated.
    expect(performance.now() - started).toBeLessThan(1000);
    await refusal(pieces(big, 65_536), 'TOO_LARGE', { tmpDir: tmp });
    // An explicit budget is honoured too.
    await refusal(TRICKY, 'TOO_LARGE', { maxInflatedBytes: 1000 });

    // The directory lies (the sheet says 2,000 bytes): the inflate stops there.
    const liar = zip([
      { name: 'xl/workbook.xml', data: workbookXml('<sheet name="A" sheetId="1" r:id="rId1"/>') },
      {
        name: 'xl/_rels/workbook.xml.rels',
        data: relsXml(`<Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>`),
      },
      {
        name: 'xl/worksheets/sheet1.xml',
        data: Buffer.concat([Buffer.from(`<worksheet xmlns="${MAIN}"><sheetData>`), rows, Buffer.from('</sheetData></worksheet>')]),
        declaredSize: 2000,
      },
    ]);
    expect((await refusal(liar, 'BROKEN')).message).toContain('más datos que los declarados');
  });

  it('spools a streamed upload to a temporary file of its own and removes it however the read ends', async () => {
    const listing = () => readdir(tmp);
    // During the read the file is there; afterwards nothing is left.
    let seenDuring: string[] = [];
    for await (const row of readXlsxRows(pieces(TRICKY, 100), { tmpDir: tmp })) {
      if (row.row === 1) seenDuring = await listing();
    }
    expect(seenDuring).toHaveLength(1);
    expect(await readdir(path.join(tmp, seenDuring[0]!)).catch(() => 'gone')).toBe('gone');
    expect(await listing()).toEqual([]);

    // A file it refuses.
    const corrupted = Buffer.from(TRICKY);
    corrupted[corrupted.indexOf('compartido')] = 0x43;
    await refusal(pieces(corrupted, 100), 'BROKEN', { tmpDir: tmp });
    expect(await listing()).toEqual([]);

    // A reader that stops after the first row.
    for await (const row of readXlsxRows(pieces(TRICKY, 100), { tmpDir: tmp })) {
      expect(row.row).toBe(1);
      expect(await listing()).toHaveLength(1);
      break;
    }
    expect(await listing()).toEqual([]);

    // The upload itself fails midway (too large, client gone): its error passes unchanged.
    const gone = new Error('el cliente se fue');
    const failing = (async function* () {
      yield TRICKY.subarray(0, 100);
      throw gone;
    })();
    expect(await failure(failing, { tmpDir: tmp })).toBe(gone);
    expect(await listing()).toEqual([]);
  });
});

describe('sweepSpoolFolders', () => {
  it('removes spool folders left over an hour ago and keeps recent ones and other folders', async () => {
    const { mkdir, utimes, writeFile } = await import('node:fs/promises');
    const { sweepSpoolFolders } = await import('./reader.ts');
    const dir = await mkdtemp(path.join(os.tmpdir(), 'sweep-test-'));
    try {
      const old = path.join(dir, 'inca-xlsx-old');
      const recent = path.join(dir, 'inca-xlsx-recent');
      const other = path.join(dir, 'otra-carpeta');
      for (const folder of [old, recent, other]) {
        await mkdir(folder);
        await writeFile(path.join(folder, 'upload.xlsx'), 'x');
      }
      const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
      await utimes(old, twoHoursAgo, twoHoursAgo);
      await utimes(other, twoHoursAgo, twoHoursAgo);
      expect(await sweepSpoolFolders({ tmpDir: dir })).toBe(1);
      expect((await readdir(dir)).sort()).toEqual(['inca-xlsx-recent', 'otra-carpeta']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
