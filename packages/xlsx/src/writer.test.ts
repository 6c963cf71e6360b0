import { once } from 'node:events';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import { crc32, inflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  columnLetters,
  putXmlText,
  xmlText,
  XlsxStreamWriter,
  XlsxText,
  type XlsxCell,
  type XlsxColumn,
  type XlsxTextRange,
} from './writer.ts';

const COLUMNS: XlsxColumn[] = [
  { header: 'Empresa', width: 28 },
  { header: 'Audiencia', width: 40 },
  { header: 'Descripción', width: 40 },
  { header: 'Número', width: 12 },
  { header: 'Fecha', width: 20 },
];

/** Values that are easy to get wrong: XML specials, forbidden characters, formula-looking text, non-ASCII, numbers. */
const TRICKY: XlsxCell[][] = [
  ['\'=HYPERLINK("http://x")', 'a<b & "c" \'d\'', 'x\u0001y\u0008z\u000Bw', 42, '2026-10-22 22:26:07'],
  ['=1+2', '+SUM(A1)', '-1', -3.25, '@cmd'],
  ['Ñuñoa, Peñalolén', 'emoji 🎯 y 漢字', '  espacios  ', 0, 'tab\tline\nnext'],
  [null, '', undefined, Number.NaN, 'solo la última'],
  ['sin más', null, null, 1e21, null],
  ['', '', '', Number.POSITIVE_INFINITY, ''],
  ['12345', '007', 'true', 123456789012, '1.5e3'],
];

async function collect(write: (out: Writable) => Promise<void>): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const done = once(out, 'end');
  await write(out);
  await done;
  return Buffer.concat(chunks);
}

async function ours(rows: XlsxCell[][], options: { level?: number; now?: Date } = {}): Promise<Buffer> {
  return collect(async (out) => {
    const writer = new XlsxStreamWriter(out, {
      sheetName: 'Audiencias',
      columns: COLUMNS,
      creator: 'INCA',
      freezeHeader: true,
      ...options,
    });
    await writer.start();
    for (const row of rows) writer.row(row);
    await writer.drained();
    await writer.finish();
  });
}

/** The same sheet as exceljs's own streaming writer makes it (no styles, no shared strings). */
async function exceljsFile(rows: XlsxCell[][]): Promise<Buffer> {
  return collect(async (out) => {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
    const sheet = workbook.addWorksheet('Audiencias', { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = COLUMNS.map((c) => ({ header: c.header, width: c.width }));
    for (const row of rows) {
      // exceljs leaves null cells empty; '' and non-finite numbers are empty in ours too.
      sheet.addRow(row.map((v) => (v === '' || v === undefined || (typeof v === 'number' && !Number.isFinite(v)) ? null : v))).commit();
    }
    sheet.commit();
    await workbook.commit();
  });
}

async function load(bytes: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  expect(workbook.worksheets).toHaveLength(1);
  return workbook.worksheets[0]!;
}

/** Every cell as exceljs reads it: [value, type] per column, row by row. */
function cells(ws: ExcelJS.Worksheet): [unknown, ExcelJS.ValueType][][] {
  const out: [unknown, ExcelJS.ValueType][][] = [];
  for (let r = 1; r <= ws.rowCount; r++) {
    const row = ws.getRow(r);
    out.push(COLUMNS.map((_, i) => [row.getCell(i + 1).value, row.getCell(i + 1).type]));
  }
  return out;
}

type ZipEntry = { name: string; crc: number; compressed: number; size: number; offset: number; flags: number; data: Buffer };

/** Reads the zip by its central directory, independently of exceljs; checks every entry's size and CRC. */
function unzip(bytes: Buffer): ZipEntry[] {
  const end = bytes.length - 22;
  expect(bytes.readUInt32LE(end)).toBe(0x06054b50);
  const count = bytes.readUInt16LE(end + 10);
  const dirSize = bytes.readUInt32LE(end + 12);
  let at = bytes.readUInt32LE(end + 16);
  expect(at + dirSize).toBe(end);
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    expect(bytes.readUInt32LE(at)).toBe(0x02014b50);
    const flags = bytes.readUInt16LE(at + 8);
    const crc = bytes.readUInt32LE(at + 16);
    const compressed = bytes.readUInt32LE(at + 20);
    const size = bytes.readUInt32LE(at + 24);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extra = bytes.readUInt16LE(at + 30);
    const comment = bytes.readUInt16LE(at + 32);
    const offset = bytes.readUInt32LE(at + 42);
    const name = bytes.subarray(at + 46, at + 46 + nameLength).toString();
    at += 46 + nameLength + extra + comment;
    expect(bytes.readUInt32LE(offset)).toBe(0x04034b50);
    expect(bytes.readUInt16LE(offset + 8)).toBe(8);
    expect(bytes.subarray(offset + 30, offset + 30 + bytes.readUInt16LE(offset + 26)).toString()).toBe(name);
    const start = offset + 30 + bytes.readUInt16LE(offset + 26) + bytes.readUInt16LE(offset + 28);
    const data = inflateRawSync(bytes.subarray(start, start + compressed));
    expect(data.length, name).toBe(size);
    expect(crc32(data) >>> 0, name).toBe(crc);
    if (flags & 0x0008) {
      // The data descriptor after the data repeats the CRC and both sizes.
      const d = start + compressed;
      expect([bytes.readUInt32LE(d), bytes.readUInt32LE(d + 4), bytes.readUInt32LE(d + 8), bytes.readUInt32LE(d + 12)]).toEqual([
        0x08074b50,
        crc,
        compressed,
        size,
      ]);
    } else {
      expect([bytes.readUInt32LE(offset + 14), bytes.readUInt32LE(offset + 18), bytes.readUInt32LE(offset + 22)]).toEqual([
        crc,
        compressed,
        size,
      ]);
    }
    entries.push({ name, crc, compressed, size, offset, flags, data });
  }
  return entries;
}

describe('XlsxStreamWriter', () => {
  it('encodes XML text as exceljs does: entities, and characters XML forbids dropped', () => {
    expect(xmlText(`a<b>&"c'`)).toBe('a&lt;b&gt;&amp;&quot;c&apos;');
    expect(xmlText('x\u0001y\u0008z\u000Bw')).toBe('xyzw');
    expect(xmlText('Ñuñoa, Peñalolén\ttab\nline')).toBe('Ñuñoa, Peñalolén\ttab\nline');
  });

  it('encodes text into bytes exactly as Buffer.from(xmlText(text)) would, whatever the characters', () => {
    // Lone surrogates become U+FFFD first (as Buffer.from does), then forbidden characters are dropped.
    const wellFormed = (text: string) => (text as string & { toWellFormed(): string }).toWellFormed();
    // Random strings over ASCII, the XML specials, controls, Latin-1, BMP, surrogates (paired and lone) and U+FFFE/U+FFFF.
    const pool = [
      0x00, 0x01, 0x09, 0x0a, 0x0b, 0x0d, 0x1f, 0x20, 0x22, 0x26, 0x27, 0x3c, 0x3d, 0x3e, 0x41, 0x7a, 0x7e, 0x7f, 0x80, 0xe9, 0xf1, 0xff,
      0x100, 0x7ff, 0x800, 0x6f22, 0xd7ff, 0xd800, 0xdbff, 0xdc00, 0xdfff, 0xe000, 0xfffd, 0xfffe, 0xffff,
    ];
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648);
    const buf = Buffer.alloc(6 * 64);
    for (let n = 0; n < 5_000; n++) {
      const text = String.fromCharCode(...Array.from({ length: next() % 64 }, () => pool[next() % pool.length]!));
      const end = putXmlText(buf, 0, text);
      expect(buf.subarray(0, end).equals(Buffer.from(xmlText(wellFormed(text)))), JSON.stringify(text)).toBe(true);
    }
    const emoji = 'Peñalolén 🎯 漢字 & <ok>';
    expect(buf.subarray(0, putXmlText(buf, 0, emoji)).toString()).toBe('Peñalolén 🎯 漢字 &amp; &lt;ok&gt;');
  });

  it('encodes part of a string as it encodes that slice, surrogate pairs cut at the edges included', () => {
    const text = 'a<🎯>Ñ&\u0001z漢"\uD800';
    const buf = Buffer.alloc(256);
    for (let start = 0; start <= text.length; start++) {
      for (let end = start; end <= text.length; end++) {
        const slice = buf.subarray(0, putXmlText(buf, 0, text.slice(start, end))).toString('latin1');
        expect(buf.subarray(0, putXmlText(buf, 0, text, start, end)).toString('latin1'), `${start}..${end}`).toBe(slice);
      }
    }
  });

  it('writes a text read in place (a range of a longer string, after a prefix) as the same text given whole', async () => {
    const now = new Date('2026-03-01T12:00:00Z');
    const line = "Ñuñoa\u0001=SUMA(A1)\u0001a<b & 'c'\u0001🎯 x\u0001";
    const parts = line.split('\u0001');
    const at = (i: number) => parts.slice(0, i).reduce((n, p) => n + p.length + 1, 0);
    const range = (i: number, prefix?: string): XlsxTextRange => ({
      text: line,
      start: at(i),
      end: at(i) + parts[i]!.length,
      ...(prefix === undefined ? {} : { prefix }),
    });
    const ranges: XlsxCell[][] = [
      [range(0), range(1, "'"), range(2), range(3), 7],
      [range(4), range(4, "'"), { text: line, start: 3, end: 3 }, range(2, '<&>'), null],
      [range(3, ''), 'x', range(4, ''), range(0, '\u0002'), 1.5],
    ];
    const whole: XlsxCell[][] = ranges.map((row) =>
      row.map((c) =>
        typeof c === 'object' && c !== null && !(c instanceof XlsxText) ? (c.prefix ?? '') + c.text.slice(c.start, c.end) : c,
      ),
    );
    expect(whole[1]!.slice(0, 3)).toEqual(['', "'", '']);
    expect((await ours(ranges, { now })).equals(await ours(whole, { now }))).toBe(true);
    const ws = await load(await ours(ranges, { now }));
    expect(ws.getCell('B2').value).toBe("'=SUMA(A1)");
    expect(ws.getCell('C2').value).toBe("a<b & 'c'");
    expect(ws.getCell('A3').value).toBeNull();
    expect(ws.getCell('B3').value).toBe("'");
    expect(ws.getCell('D3').value).toBe("<&>a<b & 'c'");
  });

  it('writes an encoded text (alone or as a prefix) exactly as the same text given as a string', async () => {
    const now = new Date('2026-03-01T12:00:00Z');
    const texts = ["'@Retail & <Ñuñoa>", 'Publicado', '🎯 漢字 "x"', 'x\u0001y', '2026-10-22 ', 'abc', 'abcd', 'abcde', ''];
    const line = '22:26:07|=1';
    const encoded: XlsxCell[][] = texts.map((t, i) => [
      new XlsxText(t),
      { text: line, start: 0, end: 8, prefix: new XlsxText(t) },
      i % 2 ? new XlsxText(t) : t,
      i,
      { text: line, start: 9, end: 11, prefix: new XlsxText(t) },
    ]);
    const whole: XlsxCell[][] = texts.map((t, i) => [t, t + line.slice(0, 8), t, i, t + line.slice(9, 11)]);
    expect((await ours(encoded, { now })).equals(await ours(whole, { now }))).toBe(true);
    const ws = await load(await ours(encoded, { now }));
    expect(ws.getCell('A2').value).toBe("'@Retail & <Ñuñoa>");
    expect(ws.getCell('B3').value).toBe('Publicado22:26:07');
    // An empty encoded text leaves its cell empty, as '' does.
    expect(ws.getCell('A10').value).toBeNull();
    expect(ws.getCell('B10').value).toBe('22:26:07');
  });

  it('writes numbers as String() does, integers digit by digit', async () => {
    let seed = 11;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648);
    const numbers = [
      0,
      -0,
      1,
      -1,
      9,
      10,
      99,
      100,
      2 ** 31,
      -(2 ** 31),
      2 ** 53 - 1,
      -(2 ** 53 - 1),
      2 ** 53,
      2 ** 53 + 2,
      1e21,
      1e-7,
      -3.25,
      0.1 + 0.2,
      Number.MIN_VALUE,
      Number.MAX_VALUE,
    ];
    for (let i = 0; i < 300; i++) numbers.push(next() * (i % 2 ? 1 : -1), next() * next(), next() / 1000);
    const rows: XlsxCell[][] = numbers.map((n) => [null, null, null, n, null]);
    const sheet = unzip(await ours(rows))
      .at(-1)!
      .data.toString();
    const written = [...sheet.matchAll(/<c r="D\d+"><v>([^<]*)<\/v><\/c>/g)].map((m) => m[1]);
    expect(written).toEqual(numbers.map(String));
  });

  it('names columns as spreadsheets do', () => {
    expect([0, 1, 12, 25, 26, 27, 51, 52, 701, 702].map(columnLetters)).toEqual(['A', 'B', 'M', 'Z', 'AA', 'AB', 'AZ', 'BA', 'ZZ', 'AAA']);
  });

  it('writes a valid zip: every entry inflates to its size and CRC, the workbook before the sheet', async () => {
    // No data rows, one, and level 9: the sheet's deflate output in one small piece (header, data and trailer of zlib's gzip together).
    for (const [rows, level] of [
      [[], 1],
      [TRICKY.slice(0, 1), 1],
      [TRICKY, 9],
    ] as const)
      expect(unzip(await ours([...rows], { level })).at(-1)!.name).toBe('xl/worksheets/sheet1.xml');
    const entries = unzip(await ours(TRICKY));
    expect(entries.map((e) => e.name)).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'docProps/app.xml',
      'docProps/core.xml',
      'xl/workbook.xml',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    const sheet = entries.at(-1)!.data.toString();
    expect(sheet).toContain('<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>');
    expect(sheet).toContain('<col min="3" max="3" width="40" customWidth="1"/>');
    expect(sheet).not.toContain('<f>');
  });

  it('is read back by exceljs exactly as the file exceljs writes for the same rows', async () => {
    const mine = await load(await ours(TRICKY));
    const theirs = await load(await exceljsFile(TRICKY));
    expect(mine.name).toBe('Audiencias');
    expect(mine.rowCount).toBe(TRICKY.length + 1);
    expect(cells(mine)).toEqual(cells(theirs));
    expect(mine.columns.map((c) => c.width)).toEqual(COLUMNS.map((c) => c.width));
    expect(mine.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    // What a user would notice: the header, inert formula-looking text, numbers as numbers, empty cells empty.
    expect(mine.getRow(1).values).toEqual([undefined, ...COLUMNS.map((c) => c.header)]);
    expect(mine.getCell('A2').value).toBe('\'=HYPERLINK("http://x")');
    expect(mine.getCell('B2').value).toBe('a<b & "c" \'d\'');
    expect(mine.getCell('C2').value).toBe('xyzw');
    expect(mine.getCell('A3').value).toBe('=1+2');
    expect(mine.getCell('D3').value).toBe(-3.25);
    expect(mine.getCell('B4').value).toBe('emoji 🎯 y 漢字');
    expect(mine.getCell('C4').value).toBe('  espacios  ');
    expect(mine.getCell('E4').value).toBe('tab\tline\nnext');
    expect(mine.getCell('D6').value).toBe(1e21);
    expect(mine.getCell('A8').value).toBe('12345');
    for (const [value, type] of cells(mine).flat()) {
      expect(type).not.toBe(ExcelJS.ValueType.Formula);
      if (typeof value === 'string') expect(type).toBe(ExcelJS.ValueType.String);
    }
    // exceljs writes U+FFFE and U+FFFF as they are and cannot read its own file back; ours drops them.
    const odd = await load(await ours([['a\uFFFEb\uFFFFc', 'lone \uD800 surrogate', null, 1, null]]));
    expect(odd.getCell('A2').value).toBe('abc');
    expect(odd.getCell('B2').value).toBe('lone \uFFFD surrogate');
    for (const address of ['A5', 'B5', 'C5', 'D5', 'B6', 'C6', 'E6', 'A7', 'B7', 'C7', 'D7', 'E7'])
      expect(mine.getCell(address).value, address).toBeNull();
  });

  it('writes 20,000 rows that exceljs streaming reader reads back, every row with its values', async () => {
    const rows: XlsxCell[][] = Array.from({ length: 20_000 }, (_, i) => [
      `Empresa ${i % 7}`,
      `INCA_audiencia ${i}`,
      i % 3 ? `=desc ${i}` : '',
      i,
      `2026-01-${String(1 + (i % 28)).padStart(2, '0')}`,
    ]);
    const dir = await mkdtemp(path.join(os.tmpdir(), 'xlsx-writer-'));
    try {
      const file = path.join(dir, 'big.xlsx');
      await writeFile(file, await ours(rows));
      const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, {
        sharedStrings: 'ignore',
        styles: 'ignore',
        worksheets: 'emit',
        hyperlinks: 'ignore',
      });
      let seen = 0;
      for await (const sheet of reader) {
        for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
          if (row.number === 1) continue;
          const i = row.number - 2;
          expect((row.values as unknown[]).slice(1)).toEqual(rows[i]!.map((v) => (v === '' ? undefined : v)));
          seen++;
        }
      }
      expect(seen).toBe(20_000);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('waits for a slow reader instead of holding the file in memory', async () => {
    let largestQueue = 0;
    let written = 0;
    // eslint-disable-next-line prefer-const -- assigned below, after the reader that reads it is made
    let writer: XlsxStreamWriter | undefined;
    // A reader that takes each chunk a millisecond later: what waits in deflate and the response must not grow with the rows.
    const out = new Writable({
      highWaterMark: 16 * 1024,
      write(chunk: Buffer, _encoding, callback) {
        written += chunk.length;
        largestQueue = Math.max(largestQueue, writer?.queuedBytes ?? 0);
        setTimeout(callback, 1);
      },
    });
    writer = new XlsxStreamWriter(out, { sheetName: 'A', columns: COLUMNS, level: 1 });
    await writer.start();
    let sheetText = 0;
    for (let i = 0; i < 60_000; i++) {
      const row: XlsxCell[] = [
        `fila ${i} ${(i * 7919) % 104729}`,
        `texto que no se repite ${(i * 104729) % 7919} ${i}`,
        `${i * 31}`,
        i,
        `x${i % 1000}`,
      ];
      sheetText += row.join('').length;
      writer.row(row);
      if (i % 5_000 === 4_999) await writer.drained();
    }
    await writer.finish();
    expect(writer.rows).toBe(60_000);
    expect(sheetText).toBeGreaterThan(3_000_000);
    expect(written).toBeGreaterThan(1024 * 1024);
    // At most what deflate may queue (4 MiB), one batch of rows (5,000 rows, about 1.1 MB of XML) and the
    // response's high-water mark, where the whole sheet (over 12 MB of XML) would pile up without backpressure.
    expect(largestQueue).toBeGreaterThan(0);
    expect(largestQueue).toBeLessThan(5.5 * 1024 * 1024);
  });

  it('stops waiting when the reader goes away', async () => {
    const out = new Writable({ highWaterMark: 1024, write: () => undefined }); // never drains
    const writer = new XlsxStreamWriter(out, { sheetName: 'A', columns: COLUMNS });
    setTimeout(() => out.destroy(), 50);
    await writer.start();
    for (let i = 0; i < 20_000; i++) writer.row([`fila ${i}`, String(i * 7919), null, i, null]);
    await writer.drained();
    expect(out.destroyed).toBe(true);
    writer.abort(); // what the export does then: deflate freed, nothing more written
    expect(writer.queuedBytes).toBe(out.writableLength);
  });
});
