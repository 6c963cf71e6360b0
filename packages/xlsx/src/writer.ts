/**
 * A streaming writer for a one-sheet .xlsx of plain text and number cells (lista_audiencias.xlsx, the campaign rules sheet):
 * the package's few XML parts in a zip written straight to an HTTP response, the sheet's rows
 * deflated as they come (node:zlib, raw deflate) with the zip's data descriptor after them, so
 * nothing waits for the whole file and memory stays flat whatever the row count.
 *
 * The cells are the markup exceljs's own WorkbookWriter writes without shared strings or styles
 * (`t="str"` text, `<v>` numbers, empty cells left out), so exceljs, Excel and LibreOffice read the
 * file alike (writer.test.ts reads it back with exceljs). Rows are rendered into a reused byte
 * buffer instead of exceljs's Row and Cell objects and its string-to-buffer stream, which cost most of
 * the export's time. Limits: one sheet, no styles, under 4 GiB of sheet XML (no ZIP64; the writer
 * fails instead of writing a broken file).
 */
import { once } from 'node:events';
import type { TransformOptions, Writable } from 'node:stream';
import { constants, crc32, createGzip, deflateRawSync, type Gzip, type ZlibOptions } from 'node:zlib';

export type XlsxColumn = { header: string; width: number };
/**
 * Part of a longer string as one text cell: `prefix` (when given) then `text.slice(start, end)`, written
 * without making that slice. For a caller that reads many values out of one string (a row PostgreSQL
 * sends as a single text): a string per cell would be garbage, and strings of mixed shapes (sliced,
 * concatenated) make the encoder's character reads about twice as slow. One object may serve every
 * row: the writer reads it during `row()` only.
 */
export type XlsxTextRange = { text: string; start: number; end: number; prefix?: string | XlsxText };
/** A cell: text, a number, or empty (null, undefined, '', an empty range, an empty XlsxText, a non-finite number). */
export type XlsxCell = string | number | null | undefined | XlsxTextRange | XlsxText;

export type XlsxWriterOptions = {
  sheetName: string;
  columns: readonly XlsxColumn[];
  /** docProps/core.xml's creator. */
  creator?: string;
  /** Freezes the header row (it stays on screen while scrolling). */
  freezeHeader?: boolean;
  /** Deflate level of the sheet (1 fastest … 9 smallest); the small parts always use 6. */
  level?: number;
  /** The file's timestamp (zip entries and document properties); now by default. */
  now?: Date;
};

const XML_SPECIAL = /[<>&"'\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uFFFE\uFFFF]/;
const XML_SPECIAL_ALL = /[<>&"'\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uFFFE\uFFFF]/g;
const XML_ENTITY: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' };

/** Text as XML character data, exactly as exceljs encodes it: the five entities, and characters XML forbids dropped. */
export function xmlText(value: string): string {
  return XML_SPECIAL.test(value) ? value.replace(XML_SPECIAL_ALL, (c) => XML_ENTITY[c] ?? '') : value;
}

/** A column's letters: 0 → A, 25 → Z, 26 → AA. */
export function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const SHEET_PATH = 'xl/worksheets/sheet1.xml';

const isoSeconds = (d: Date) => `${d.toISOString().slice(0, 19)}Z`;

/** The package's parts other than the sheet, in the order a streaming reader likes them (workbook first). */
function staticParts(o: XlsxWriterOptions, now: Date): [string, string][] {
  const ct = 'application/vnd.openxmlformats-officedocument';
  return [
    [
      '[Content_Types].xml',
      `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
        `<Default Extension="xml" ContentType="application/xml"/>` +
        `<Override PartName="/xl/workbook.xml" ContentType="${ct}.spreadsheetml.sheet.main+xml"/>` +
        `<Override PartName="/${SHEET_PATH}" ContentType="${ct}.spreadsheetml.worksheet+xml"/>` +
        `<Override PartName="/xl/styles.xml" ContentType="${ct}.spreadsheetml.styles+xml"/>` +
        `<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>` +
        `<Override PartName="/docProps/app.xml" ContentType="${ct}.extended-properties+xml"/></Types>`,
    ],
    [
      '_rels/.rels',
      `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}">` +
        `<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/>` +
        `<Relationship Id="rId2" Type="${PKG_REL_NS}/metadata/core-properties" Target="docProps/core.xml"/>` +
        `<Relationship Id="rId3" Type="${REL_NS}/extended-properties" Target="docProps/app.xml"/></Relationships>`,
    ],
    [
      'docProps/app.xml',
      `${XML_HEAD}<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties" ` +
        `xmlns:vt="http://schemas.openxmlformats.org/officeDocument/2006/docPropsVTypes"><Application>INCA</Application>` +
        `<HeadingPairs><vt:vector size="2" baseType="variant"><vt:variant><vt:lpstr>Worksheets</vt:lpstr></vt:variant><vt:variant><vt:i4>1</vt:i4></vt:variant></vt:vector></HeadingPairs>` +
        `<TitlesOfParts><vt:vector size="1" baseType="lpstr"><vt:lpstr>${xmlText(o.sheetName)}</vt:lpstr></vt:vector></TitlesOfParts></Properties>`,
    ],
    [
      'docProps/core.xml',
      `${XML_HEAD}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" ` +
        `xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">` +
        `<dc:creator>${xmlText(o.creator ?? '')}</dc:creator>` +
        `<dcterms:created xsi:type="dcterms:W3CDTF">${isoSeconds(now)}</dcterms:created>` +
        `<dcterms:modified xsi:type="dcterms:W3CDTF">${isoSeconds(now)}</dcterms:modified></cp:coreProperties>`,
    ],
    [
      'xl/workbook.xml',
      `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheets>` +
        `<sheet name="${xmlText(o.sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ],
    [
      'xl/_rels/workbook.xml.rels',
      `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}">` +
        `<Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/>` +
        `<Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/></Relationships>`,
    ],
    [
      // The default look only (Calibri 11): Excel expects a stylesheet even when no cell names a style.
      'xl/styles.xml',
      `${XML_HEAD}<styleSheet xmlns="${MAIN_NS}"><fonts count="1"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>` +
        `<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>` +
        `<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>` +
        `<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>` +
        `<cellXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/></cellXfs>` +
        `<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`,
    ],
  ];
}

/** The sheet's XML up to and including the header row. */
function sheetHead(o: XlsxWriterOptions): string {
  const views = o.freezeHeader
    ? '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>' +
      '<selection pane="bottomLeft"/></sheetView></sheetViews>'
    : '<sheetViews><sheetView workbookViewId="0"/></sheetViews>';
  const cols = o.columns.map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width}" customWidth="1"/>`).join('');
  return (
    `${XML_HEAD}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">${views}<sheetFormatPr defaultRowHeight="15"/>` +
    `<cols>${cols}</cols><sheetData>`
  );
}
const SHEET_TAIL = '</sheetData><pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/></worksheet>';

/** MS-DOS date and time of the zip headers (the wall clock of `now` in UTC). */
function dosDateTime(now: Date): { time: number; date: number } {
  const year = Math.min(Math.max(now.getUTCFullYear(), 1980), 2107);
  return {
    time: (now.getUTCHours() << 11) | (now.getUTCMinutes() << 5) | (now.getUTCSeconds() >> 1),
    date: ((year - 1980) << 9) | ((now.getUTCMonth() + 1) << 5) | now.getUTCDate(),
  };
}

type Entry = { name: Buffer; crc: number; compressed: number; size: number; offset: number; descriptor: boolean };

const FLAG_DESCRIPTOR = 0x0008;
const FLAG_UTF8 = 0x0800;
const MAX32 = 0xffffffff;

/**
 * Bytes of sheet XML gathered before they go to deflate, and the most deflate hands back per call.
 * zlib works on libuv's thread pool, but only this thread, between rows, gives it its next piece of
 * work: with 256 KiB chunks (about the XML of one pause's rows) and 64 KiB of output per call,
 * deflate advanced one small step per pause and fell behind whenever the other core was busy, and
 * the rows waited for it (bench:audiences: a quarter of the export's time). A 1 MiB chunk deflated
 * in one call (1 MiB of output at most) keeps it ahead: the same export took about 15 % less time.
 */
const CHUNK_BYTES = 1024 * 1024;
/** Sheet XML deflate may have queued before `drained()` waits: a few chunks, so that it always has the next one at hand. */
const DEFLATE_QUEUE_BYTES = 4 * CHUNK_BYTES;
/** What zlib's gzip header starts with (magic, deflate, no flags: 10 bytes in all) and the size of its trailer. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00]);
const GZIP_HEADER_BYTES = 10;
const GZIP_TRAILER = 8;

/**
 * What each ASCII character becomes in XML character data: 0 itself, 1 nothing (a control
 * character XML forbids), 2 an entity (see ENTITY_BYTES).
 */
const ASCII_CLASS = new Uint8Array(128);
for (let c = 0; c < 0x20; c++) ASCII_CLASS[c] = c === 0x09 || c === 0x0a || c === 0x0d ? 0 : 1;
ASCII_CLASS[0x7f] = 1;
for (const c of [0x3c, 0x3e, 0x26, 0x22, 0x27]) ASCII_CLASS[c] = 2;
const ENTITY_BYTES: Record<number, Uint8Array> = {
  0x3c: ascii('&lt;'),
  0x3e: ascii('&gt;'),
  0x26: ascii('&amp;'),
  0x22: ascii('&quot;'),
  0x27: ascii('&apos;'),
};

/** ASCII markup as bytes, copied by `putBytes` without reading a string each time. */
function ascii(text: string): Uint8Array {
  return Uint8Array.from(text, (c) => c.charCodeAt(0));
}

/** Copies `bytes` to `buf` at `p` (a loop: faster than `set` for the few bytes of markup); answers the new end. */
function putBytes(buf: Uint8Array, p: number, bytes: Uint8Array): number {
  for (let i = 0; i < bytes.length; i++) buf[p++] = bytes[i]!;
  return p;
}

/**
 * Writes `text` (or `text.slice(start, end)`) at `p` as XML character data in UTF-8, exactly as
 * `Buffer.from(xmlText(text))` would (the five entities; control characters, U+007F, U+FFFE and
 * U+FFFF dropped; a lone surrogate as U+FFFD, as Buffer.from writes it); answers the new end.
 */
export function putXmlText(buf: Buffer | Uint8Array, p: number, text: string, start = 0, end = text.length): number {
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) {
      const kind = ASCII_CLASS[c];
      if (kind === 0) buf[p++] = c;
      else if (kind === 2) p = putBytes(buf, p, ENTITY_BYTES[c]!);
    } else if (c < 0x800) {
      buf[p++] = 0xc0 | (c >> 6);
      buf[p++] = 0x80 | (c & 0x3f);
    } else if (c >= 0xd800 && c <= 0xdfff) {
      const next = i + 1 < end ? text.charCodeAt(i + 1) : 0;
      if (c <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
        const cp = 0x10000 + ((c - 0xd800) << 10) + (next - 0xdc00);
        buf[p++] = 0xf0 | (cp >> 18);
        buf[p++] = 0x80 | ((cp >> 12) & 0x3f);
        buf[p++] = 0x80 | ((cp >> 6) & 0x3f);
        buf[p++] = 0x80 | (cp & 0x3f);
        i++;
      } else {
        // U+FFFD
        buf[p++] = 0xef;
        buf[p++] = 0xbf;
        buf[p++] = 0xbd;
      }
    } else if (c !== 0xfffe && c !== 0xffff) {
      buf[p++] = 0xe0 | (c >> 12);
      buf[p++] = 0x80 | ((c >> 6) & 0x3f);
      buf[p++] = 0x80 | (c & 0x3f);
    }
  }
  return p;
}

/**
 * ASCII markup as little-endian 32-bit words, the last one padded with zeros. `putMarkup` stores it a
 * word at a time through a DataView, up to 3 bytes past its end (the next write covers them): about
 * twice as fast as a byte loop, and the markup is most of the sheet's bytes.
 */
type Markup = { words: Uint32Array; length: number };

function markup(text: string): Markup {
  const bytes = ascii(text);
  const padded = new Uint8Array(Math.ceil(bytes.length / 4) * 4);
  padded.set(bytes);
  return { words: new Uint32Array(padded.buffer), length: bytes.length };
}

/** Writes `m` at `p` (and up to 3 bytes of padding after it); answers the new end, after the markup. */
function putMarkup(view: DataView, p: number, m: Markup): number {
  const words = m.words;
  for (let i = 0; i < words.length; i++) view.setUint32(p + i * 4, words[i]!, true);
  return p + m.length;
}

/**
 * A text encoded once for a value many rows repeat (a company's name, a status, a day): its XML
 * character data in UTF-8, copied into each row a word at a time instead of encoded character by
 * character (the character loop was the export's largest cost). Make one per distinct value and reuse it.
 */
export class XlsxText {
  /** The encoded bytes as words (see Markup). */
  readonly words: Uint32Array;
  /** Bytes of the encoding. */
  readonly length: number;

  constructor(readonly text: string) {
    const bytes = new Uint8Array(text.length * 6 + 4);
    const length = putXmlText(bytes, 0, text);
    const padded = new Uint8Array(Math.ceil(length / 4) * 4);
    padded.set(bytes.subarray(0, length));
    this.words = new Uint32Array(padded.buffer);
    this.length = length;
  }
}

// The markup between values, joined where it always follows itself: a row's or the previous cell's end
// with the next cell's start (per column, see XlsxStreamWriter.cellStart), the reference's end with the value's start.
const ROW_OPEN = markup('<row r="');
const TEXT_CELL = markup('" t="str"><v>');
const NUMBER_CELL = markup('"><v>');
const ROW_CLOSE = markup('</v></c></row>');
const EMPTY_ROW_CLOSE = markup('"></row>');
/** Slack a row needs past its last byte: markup padding, or the row number's 8 digit bytes stored at once. */
const OVERSHOOT = 8;

/** Stores a row number's digits (at most 8, packed little-endian in two words) at `p`; answers the new end. */
function putDigits(view: DataView, p: number, low: number, high: number, count: number): number {
  view.setUint32(p, low, true);
  view.setUint32(p + 4, high, true);
  return p + count;
}

const EMPTY = 0;
const TEXT = 1;
const RANGE = 2;
const NUMBER = 3;
const ENCODED = 4;

/** What a cell holds: null, undefined, '', an empty range or XlsxText and non-finite numbers are empty. */
function cellKind(value: XlsxCell): number {
  if (typeof value === 'string') return value === '' ? EMPTY : TEXT;
  if (typeof value === 'number') return Number.isFinite(value) ? NUMBER : EMPTY;
  if (value instanceof XlsxText) return value.length === 0 ? EMPTY : ENCODED;
  if (typeof value === 'object' && value !== null)
    return value.end <= value.start && !(typeof value.prefix === 'string' ? value.prefix : value.prefix?.length) ? EMPTY : RANGE;
  return EMPTY;
}

/**
 * Writes a number as `String(value)` would: integers below 2^53 digit by digit (no string made),
 * anything else (fractions, exponents) through String; answers the new end.
 */
function putNumber(buf: Uint8Array, p: number, value: number): number {
  if (!Number.isSafeInteger(value)) {
    const text = String(value);
    for (let i = 0; i < text.length; i++) buf[p++] = text.charCodeAt(i);
    return p;
  }
  let n = value;
  if (n < 0) {
    buf[p++] = 0x2d;
    n = -n;
  }
  // Digits counted first, then written from the last one back (n is at most 16 digits).
  let digits = 1;
  for (let x = n; x >= 10; x = Math.floor(x / 10)) digits++;
  let at = p + digits;
  const end = at;
  do {
    const next = Math.floor(n / 10);
    buf[--at] = 0x30 + (n - next * 10);
    n = next;
  } while (n > 0);
  return end;
}

/**
 * Writes one .xlsx into `out`: `start()`, `row()` for each data row (header excluded), `drained()`
 * now and then (it waits while the response or deflate is behind), then `finish()`, which ends `out`.
 * A failure destroys nothing by itself: the caller decides (see streamAudiencesXlsx).
 */
export class XlsxStreamWriter {
  private readonly entries: Entry[] = [];
  private offset = 0;
  private readonly dos: { time: number; date: number };
  private readonly now: Date;
  /** Per column, what comes before its reference's digits: the row's start ended and the cell opened (first cell of a row), or the previous cell closed and this one opened. */
  private readonly cellStart: { first: Markup; next: Markup }[];
  /** The chunk buffer's view, for the markup's word stores. */
  private view: DataView<ArrayBufferLike> = new DataView(new ArrayBuffer(0));
  /** The current row number's digits. */
  private readonly digits = new Uint8Array(24);
  private deflate: Gzip | undefined;
  private sheet: { entry: Entry; size: number; ended: Promise<{ crc: number; size: number }> } | undefined;
  private buffer: Buffer = Buffer.allocUnsafe(CHUNK_BYTES);
  /** Chunk buffers deflate has finished reading, for the next chunks. */
  private readonly spare: Buffer[] = [];
  private used = 0;
  private rowNumber = 0;
  private closed = false;
  private readonly closedSignal: Promise<void>;

  constructor(
    private readonly out: Writable,
    private readonly options: XlsxWriterOptions,
  ) {
    this.now = options.now ?? new Date();
    this.dos = dosDateTime(this.now);
    this.cellStart = options.columns.map((_, i) => ({
      first: markup(`"><c r="${columnLetters(i)}`),
      next: markup(`</v></c><c r="${columnLetters(i)}`),
    }));
    this.closedSignal = new Promise((resolve) => {
      const done = () => {
        this.closed = true;
        resolve();
      };
      out.once('close', done);
      out.once('error', done);
    });
  }

  /** Data rows written so far. */
  get rows(): number {
    return Math.max(0, this.rowNumber - 1);
  }

  /** Bytes waiting in deflate's and the response's queues (what the writer holds besides its current chunk). */
  get queuedBytes(): number {
    return (this.deflate?.writableLength ?? 0) + this.out.writableLength;
  }

  /** Writes the package's small parts and opens the sheet with its header row. */
  async start(): Promise<void> {
    for (const [name, xml] of staticParts(this.options, this.now)) this.storedEntry(name, Buffer.from(xml));
    this.openSheet();
    this.text(sheetHead(this.options));
    this.row(this.options.columns.map((c) => c.header)); // row 1; data rows follow from 2
    await this.drained();
  }

  /** Adds the next data row (cells in column order; null, undefined, '' and non-finite numbers leave the cell empty). */
  row(cells: readonly XlsxCell[]): void {
    const n = ++this.rowNumber;
    const count = Math.min(cells.length, this.cellStart.length);
    // Room for the row at worst (every character escaped as &quot;, 6 bytes; the markup's last word
    // stored past its end): the chunk is handed on first if short.
    let room = 48 + OVERSHOOT + count * 64;
    for (let i = 0; i < count; i++) {
      const value = cells[i];
      if (typeof value === 'string') room += value.length * 6;
      else if (value instanceof XlsxText) room += value.length;
      else if (typeof value === 'object' && value !== null)
        room += (value.end - value.start) * 6 + (typeof value.prefix === 'string' ? value.prefix.length * 6 : (value.prefix?.length ?? 0));
    }
    if (this.used + room > this.buffer.length) {
      this.flushChunk();
      if (room > this.buffer.length) this.buffer = Buffer.allocUnsafe(room);
    }
    this.used = this.encodeRow(this.buffer, this.used, n, cells, count);
  }

  /**
   * Lets deflate and the response catch up; call it every few hundred rows. Hands a half-full chunk
   * on, yields to the event loop once (deflate runs on libuv's thread pool, but only the event loop
   * collects its finished work and gives it the next chunk: rows encoded by the thousand without a
   * pause leave it idle, then waited for), and resolves once neither deflate nor the response holds
   * more than its high-water mark (or `out` closed).
   */
  async drained(): Promise<void> {
    if (this.used >= CHUNK_BYTES / 2) this.flushChunk();
    await new Promise((resolve) => setImmediate(resolve));
    while (!this.closed && (this.deflate?.writableNeedDrain || this.out.writableNeedDrain)) {
      const target = this.deflate?.writableNeedDrain ? this.deflate : this.out;
      await Promise.race([once(target, 'drain'), this.closedSignal]);
    }
  }

  /** Drops the file half-written (the reader left, or the rows failed): frees deflate; `out` is the caller's. */
  abort(): void {
    this.deflate?.destroy();
    this.deflate = undefined;
  }

  /** Closes the sheet, writes the zip's directory and ends `out`. */
  async finish(): Promise<void> {
    this.text(SHEET_TAIL);
    this.flushChunk();
    const sheet = this.sheet!;
    this.deflate!.end();
    const trailer = await sheet.ended;
    this.deflate = undefined;
    if (trailer.size !== sheet.size % 2 ** 32) throw new Error('xlsx: el tamaño de la hoja no coincide con el de zlib');
    sheet.entry.crc = trailer.crc;
    sheet.entry.size = sheet.size;
    if (sheet.size > MAX32 || sheet.entry.compressed > MAX32) throw new Error('xlsx: la hoja supera 4 GiB (sin ZIP64)');
    const descriptor = Buffer.allocUnsafe(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(sheet.entry.crc >>> 0, 4);
    descriptor.writeUInt32LE(sheet.entry.compressed, 8);
    descriptor.writeUInt32LE(sheet.size, 12);
    this.emit(descriptor);
    this.centralDirectory();
    await new Promise<void>((resolve, reject) => this.out.end((error?: Error | null) => (error ? reject(error) : resolve())));
  }

  /**
   * One row's markup, `<row r="n">` and its non-empty cells, encoded straight into `buf` at `at` (UTF-8,
   * XML-escaped as xmlText does); answers the new end. No string is built per row or per cell: this
   * is most of the export's work and its garbage.
   */
  private encodeRow(buf: Buffer, at: number, n: number, cells: readonly XlsxCell[], count: number): number {
    if (this.view.buffer !== buf.buffer || this.view.byteOffset !== buf.byteOffset)
      this.view = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
    const view = this.view;
    // The row number's digits once (they recur in every cell's reference), as two words when at most 8.
    const digits = this.digits;
    const digitCount = putNumber(digits, 0, n);
    const short = digitCount <= 8;
    const low = digits[0]! | (digits[1]! << 8) | (digits[2]! << 16) | (digits[3]! << 24);
    const high = digits[4]! | (digits[5]! << 8) | (digits[6]! << 16) | (digits[7]! << 24);
    let p = putMarkup(view, at, ROW_OPEN);
    p = short ? putDigits(view, p, low, high, digitCount) : putBytes(buf, p, digits.subarray(0, digitCount));
    let written = false;
    for (let i = 0; i < count; i++) {
      const value = cells[i];
      const kind = cellKind(value);
      if (kind === EMPTY) continue;
      const start = this.cellStart[i]!;
      p = putMarkup(view, p, written ? start.next : start.first);
      written = true;
      p = short ? putDigits(view, p, low, high, digitCount) : putBytes(buf, p, digits.subarray(0, digitCount));
      if (kind === NUMBER) {
        p = putMarkup(view, p, NUMBER_CELL);
        p = putNumber(buf, p, value as number);
      } else {
        p = putMarkup(view, p, TEXT_CELL);
        if (kind === TEXT) p = putXmlText(buf, p, value as string);
        else if (kind === ENCODED) p = putMarkup(view, p, value as XlsxText);
        else {
          const range = value as XlsxTextRange;
          const prefix = range.prefix;
          if (prefix instanceof XlsxText) p = putMarkup(view, p, prefix);
          else if (prefix) p = putXmlText(buf, p, prefix);
          p = putXmlText(buf, p, range.text, range.start, range.end);
        }
      }
    }
    return putMarkup(view, p, written ? ROW_CLOSE : EMPTY_ROW_CLOSE);
  }

  /** Sheet text into the chunk buffer (UTF-8), handing full chunks to deflate. */
  private text(s: string): void {
    if (this.used + s.length * 3 > this.buffer.length) {
      this.flushChunk();
      if (s.length * 3 > this.buffer.length) {
        this.deflateWrite(Buffer.from(s));
        return;
      }
    }
    this.used += this.buffer.write(s, this.used);
  }

  private flushChunk(): void {
    if (this.used === 0) return;
    // deflate keeps the chunk until it has read it: the next rows go into another buffer, and this
    // one comes back once deflate is done with it (a new buffer per chunk kept the garbage
    // collector busy for nothing). The spare buffers are at most what deflate holds: flat memory.
    const full = this.buffer;
    const chunk = full.subarray(0, this.used);
    this.buffer = this.spare.pop() ?? Buffer.allocUnsafe(CHUNK_BYTES);
    this.used = 0;
    this.deflateWrite(chunk, () => {
      if (full.length === CHUNK_BYTES) this.spare.push(full);
    });
  }

  private deflateWrite(chunk: Buffer, done?: () => void): void {
    this.sheet!.size += chunk.length;
    this.deflate!.write(chunk, done);
  }

  private emit(bytes: Buffer): void {
    this.offset += bytes.length;
    if (this.offset > MAX32) throw new Error('xlsx: el archivo supera 4 GiB (sin ZIP64)');
    if (!this.closed) this.out.write(bytes);
  }

  private localHeader(entry: Entry, flags: number): Buffer {
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4); // version needed: 2.0 (deflate)
    header.writeUInt16LE(flags, 6);
    header.writeUInt16LE(8, 8); // deflate
    header.writeUInt16LE(this.dos.time, 10);
    header.writeUInt16LE(this.dos.date, 12);
    // With a data descriptor the CRC and sizes come after the data (left 0 here).
    header.writeUInt32LE(entry.descriptor ? 0 : entry.crc >>> 0, 14);
    header.writeUInt32LE(entry.descriptor ? 0 : entry.compressed, 18);
    header.writeUInt32LE(entry.descriptor ? 0 : entry.size, 22);
    header.writeUInt16LE(entry.name.length, 26);
    header.writeUInt16LE(0, 28);
    return header;
  }

  /** A small part, deflated at once, its CRC and sizes in its header. */
  private storedEntry(name: string, data: Buffer): void {
    const compressed = deflateRawSync(data, { level: 6 });
    const entry: Entry = {
      name: Buffer.from(name),
      crc: crc32(data),
      compressed: compressed.length,
      size: data.length,
      offset: this.offset,
      descriptor: false,
    };
    this.entries.push(entry);
    this.emit(this.localHeader(entry, FLAG_UTF8));
    this.emit(entry.name);
    this.emit(compressed);
  }

  /**
   * Opens the sheet's entry: its header, then deflate's output as it comes, respecting `out`'s
   * backpressure. zlib runs as gzip so that it computes the sheet's CRC-32 itself, on its own thread
   * (zlib.crc32 here cost this thread about 15 ms per 50 MB of XML); its 10-byte header is dropped
   * and its 8-byte trailer (CRC-32 and size) read, never written: the entry holds raw deflate, the
   * very bytes createDeflateRaw would have made. One output chunk is held back until the next one
   * comes, since the trailer may straddle the last two.
   */
  private openSheet(): void {
    const entry: Entry = { name: Buffer.from(SHEET_PATH), crc: 0, compressed: 0, size: 0, offset: this.offset, descriptor: true };
    this.entries.push(entry);
    this.emit(this.localHeader(entry, FLAG_UTF8 | FLAG_DESCRIPTOR));
    this.emit(entry.name);
    const options: ZlibOptions & Pick<TransformOptions, 'writableHighWaterMark'> = {
      level: this.options.level ?? 1,
      memLevel: 9,
      chunkSize: CHUNK_BYTES,
      flush: constants.Z_NO_FLUSH,
      writableHighWaterMark: DEFLATE_QUEUE_BYTES,
    };
    const deflate = createGzip(options);
    this.deflate = deflate;
    let header: Buffer = Buffer.alloc(0);
    let held: Buffer = Buffer.alloc(0);
    const pass = (bytes: Buffer) => {
      if (bytes.length === 0) return;
      entry.compressed += bytes.length;
      this.emit(bytes);
    };
    deflate.on('data', (chunk: Buffer) => {
      let bytes = chunk;
      if (header.length < GZIP_HEADER_BYTES) {
        const take = Math.min(GZIP_HEADER_BYTES - header.length, bytes.length);
        header = Buffer.concat([header, bytes.subarray(0, take)]);
        bytes = bytes.subarray(take);
        if (header.length === GZIP_HEADER_BYTES && !header.subarray(0, GZIP_HEADER.length).equals(GZIP_HEADER)) {
          deflate.destroy(new Error('xlsx: cabecera gzip inesperada de zlib'));
          return;
        }
      }
      if (bytes.length >= GZIP_TRAILER) {
        pass(held);
        held = bytes;
      } else held = Buffer.concat([held, bytes]);
      if (this.out.writableNeedDrain && !this.closed) {
        deflate.pause();
        Promise.race([once(this.out, 'drain'), this.closedSignal]).then(
          () => deflate.resume(),
          () => deflate.resume(),
        );
      }
    });
    const ended = new Promise<{ crc: number; size: number }>((resolve, reject) => {
      deflate.once('end', () => {
        if (held.length < GZIP_TRAILER) return reject(new Error('xlsx: zlib terminó sin su cola gzip'));
        pass(held.subarray(0, held.length - GZIP_TRAILER));
        const trailer = held.subarray(held.length - GZIP_TRAILER);
        resolve({ crc: trailer.readUInt32LE(0), size: trailer.readUInt32LE(4) });
      });
      deflate.once('error', reject);
    });
    ended.catch(() => undefined);
    this.sheet = { entry, size: 0, ended };
  }

  private centralDirectory(): void {
    const start = this.offset;
    for (const entry of this.entries) {
      const record = Buffer.alloc(46);
      record.writeUInt32LE(0x02014b50, 0);
      record.writeUInt16LE(0x0314, 4); // made by: Unix, 2.0
      record.writeUInt16LE(20, 6);
      record.writeUInt16LE(FLAG_UTF8 | (entry.descriptor ? FLAG_DESCRIPTOR : 0), 8);
      record.writeUInt16LE(8, 10);
      record.writeUInt16LE(this.dos.time, 12);
      record.writeUInt16LE(this.dos.date, 14);
      record.writeUInt32LE(entry.crc >>> 0, 16);
      record.writeUInt32LE(entry.compressed, 20);
      record.writeUInt32LE(entry.size, 24);
      record.writeUInt16LE(entry.name.length, 28);
      // extra, comment, disk, internal attributes: 0
      record.writeUInt32LE((0o100644 << 16) >>> 0, 38); // external attributes: a regular file, rw-r--r--
      record.writeUInt32LE(entry.offset, 42);
      this.emit(record);
      this.emit(entry.name);
    }
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(this.offset - start, 12);
    end.writeUInt32LE(start, 16);
    this.emit(end);
  }
}
