/**
 * A streaming reader of the first worksheet of an .xlsx (the campaign rules upload): rows come out
 * as plain text cells while the sheet is still being inflated, so memory stays flat whatever the
 * row count.
 *
 * Why not exceljs's WorkbookReader: it reads about 59,000 rows per CPU second (saxes events, Row and
 * Cell objects per cell); the rules upload has to read over 100,000 rows per second. Here the sheet's
 * XML is scanned as bytes by a small hand-written tokenizer and a cell becomes one string.
 *
 * How: an upload that arrives as a stream is spooled to a temporary file first (removed however the
 * read ends), because a zip can only be read reliably from its central directory at its end (uploads
 * come with data descriptors and zero sizes in the local headers, and Excel stores
 * xl/sharedStrings.xml before or after the sheet as it likes). yauzl reads the zip's directory and
 * local headers; the workbook part names the first sheet and its relationships name the sheet's and
 * the shared strings' parts; the shared strings are read whole (their size is bounded by the upload
 * limit and the inflate budget), then the sheet is inflated (node:zlib) and scanned chunk by chunk.
 * Every entry's size and CRC are checked, and the bytes inflated are bounded (a zip bomb is refused,
 * not inflated).
 *
 * Cells read as their text as written, formulas never evaluated: shared strings, inline strings
 * (rich text runs joined, phonetic runs left out), formula results as text, booleans 'true'/'false',
 * errors as '', numbers as written when they are plain integers and as JavaScript prints them
 * otherwise (what exceljs gives: '1.5E-3' → '0.0015'), and a cell with a formula as '=' followed by
 * its formula. XML entities and Excel's _xHHHH_ escapes are decoded. Cells are placed by their
 * reference (gaps are ''), trailing empty cells left out; rows by their number, absent rows skipped.
 * Not read: styles (dates stay numbers), hyperlinks, comments, merged cells, other sheets.
 * Refused with an XlsxReadError: not a zip, a damaged zip (CRC, sizes, truncated deflate, a bad ZIP64
 * record), encrypted entries or compression other than deflate, no worksheet, XML with a DOCTYPE or in UTF-16,
 * more inflated bytes than the budget.
 */
import { mkdtemp, open, readdir, rm, stat, type FileHandle } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline, type Readable, type TransformOptions } from 'node:stream';
import { crc32, createInflateRaw, type ZlibOptions } from 'node:zlib';
import yauzl from 'yauzl';

/** One sheet row: its row number and its cells' text, column A first. */
export type XlsxRow = { row: number; cells: string[] };

export type XlsxReadOptions = {
  /** Where a streamed upload is spooled (a private folder made inside it and removed afterwards); os.tmpdir() by default. */
  tmpDir?: string;
  /** Most bytes inflated in all (the parts read) before the file is refused; by default 100 times the file, at least 8 MiB, at most 1 GiB. */
  maxInflatedBytes?: number;
  /** Most bytes of the shared strings part (held in memory while the sheet is read); 128 MiB by default. */
  maxSharedStringsBytes?: number;
  /** Size of the pieces the XML scanner is given (tests feed 1-byte pieces to prove chunk boundaries do not matter). */
  chunkBytes?: number;
};

export type XlsxReadErrorCode = 'NOT_ZIP' | 'BROKEN' | 'ZIP64' | 'UNSUPPORTED' | 'NO_WORKSHEET' | 'TOO_LARGE';

/** Why a file cannot be read; the message is Spanish (a caller may show it). */
export class XlsxReadError extends Error {
  override readonly name = 'XlsxReadError';
  constructor(
    readonly code: XlsxReadErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

const broken = (detail: string, cause?: unknown) =>
  new XlsxReadError('BROKEN', `El archivo .xlsx está dañado: ${detail}.`, cause === undefined ? undefined : { cause });
const unsupported = (what: string) => new XlsxReadError('UNSUPPORTED', `El archivo .xlsx usa ${what}, que no se admite.`);
const noWorksheet = (detail: string) =>
  new XlsxReadError('NO_WORKSHEET', `El archivo .xlsx no tiene una hoja de cálculo que leer: ${detail}.`);
const mib = (bytes: number) => `${Math.round(bytes / 1048576)} MB`;

// ── sources: the upload's bytes, in memory or spooled to a temporary file ──

/** The most bytes zlib hands on at a time, and the pieces the XML scanner is given. */
const INFLATE_CHUNK = 512 * 1024;
const SCAN_PIECE = 128 * 1024;
/**
 * Inflated bytes zlib may hold ready before the scanner takes them. zlib runs on libuv's thread
 * pool but is handed its next piece of work only by this thread: with room for just one piece it
 * waited for the scanner after each one, and the read was their sum; with a few MiB of room it
 * inflates ahead while the sheet is scanned (bench:campaigns-xlsx: the read back about 15 % faster).
 */
const INFLATE_AHEAD = 4 * 1024 * 1024;
/** Bytes of the upload gathered before one write to the temporary file. */
const SPOOL_BATCH = 1024 * 1024;

/** The upload on disk: its path, size and first bytes; remove() deletes its private folder. */
type SpooledFile = { path: string; size: number; head: Buffer; remove(): Promise<void> };

/** Writes all of `data` at `position` (a write may take less than asked). */
async function writeFully(handle: FileHandle, data: Buffer, position: number): Promise<void> {
  for (let done = 0; done < data.length;) {
    const { bytesWritten } = await handle.write(data, done, data.length - done, position + done);
    done += bytesWritten;
  }
}

/** The prefix of the folders uploads are spooled in. */
const SPOOL_PREFIX = 'inca-xlsx-';

/**
 * Removes spool folders a process left behind when it ended in the middle of an upload (a crash or a
 * kill skips the removal): those under `tmpDir` last changed more than `olderThanMs` ago (1 hour by
 * default; an upload in progress writes its folder within seconds). Answers how many were removed.
 * Call at start-up.
 */
export async function sweepSpoolFolders(options: { tmpDir?: string; olderThanMs?: number; now?: number } = {}): Promise<number> {
  const dir = options.tmpDir ?? os.tmpdir();
  const limit = (options.now ?? Date.now()) - (options.olderThanMs ?? 3_600_000);
  let removed = 0;
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    if (!name.startsWith(SPOOL_PREFIX)) continue;
    const folder = path.join(dir, name);
    try {
      const info = await stat(folder);
      if (!info.isDirectory() || info.mtimeMs > limit) continue;
      await rm(folder, { recursive: true, force: true });
      removed++;
    } catch {
      // gone meanwhile, or not ours to remove
    }
  }
  return removed;
}

/**
 * The upload written to a file of its own in a private temporary folder (0700), for the zip reader
 * to read from; remove() deletes the folder. A failure of the upload stream (too large, client gone)
 * passes unchanged, after the folder is removed.
 */
async function spool(input: AsyncIterable<Buffer | Uint8Array>, tmpDir: string): Promise<SpooledFile> {
  const folder = await mkdtemp(path.join(tmpDir, SPOOL_PREFIX));
  const filePath = path.join(folder, 'upload.xlsx');
  let handle: FileHandle | undefined;
  const remove = async () => {
    await handle?.close().catch(() => undefined);
    handle = undefined;
    await rm(folder, { recursive: true, force: true });
  };
  try {
    const file = await open(filePath, 'w', 0o600);
    handle = file;
    let size = 0;
    let head = Buffer.alloc(0);
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    const flush = async () => {
      if (pendingBytes === 0) return;
      await writeFully(file, pending.length === 1 ? pending[0]! : Buffer.concat(pending, pendingBytes), size);
      size += pendingBytes;
      pending = [];
      pendingBytes = 0;
    };
    for await (const chunk of input) {
      const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      if (head.length < 4) head = Buffer.concat([head, bytes.subarray(0, 4 - head.length)]);
      pending.push(bytes);
      pendingBytes += bytes.length;
      if (pendingBytes >= SPOOL_BATCH) await flush();
    }
    await flush();
    await file.close();
    handle = undefined;
    return { path: filePath, size, head, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}

// ── the zip: yauzl reads the directory and the local headers; parts are inflated here, sizes and CRC checked ──

/** A part of the package as the central directory describes it. */
type ZipEntry = { name: string; method: number; flags: number; crc: number; compressed: number; size: number; entry: yauzl.Entry };
/** The open zip and its parts by lower-case name (part names are case-insensitive; the first of a repeated name counts). */
type ZipArchive = { zip: yauzl.ZipFile; entries: Map<string, ZipEntry> };

const LOCAL_HEADER_SIGNATURE = 0x04034b50;

/** What yauzl refuses, in the reader's words: a damaged zip unless it is one of the refusals with their own code. */
function zipError(error: unknown, part?: string): XlsxReadError {
  const message = error instanceof Error ? error.message : String(error);
  if (/multi-disk/i.test(message)) return unsupported('un ZIP de varios volúmenes');
  if (/strong encryption/i.test(message)) return unsupported('cifrado');
  if (/zip64/i.test(message))
    return new XlsxReadError('ZIP64', 'El archivo .xlsx está dañado: su registro ZIP64 no es válido.', { cause: error });
  if (/end of central directory record signature not found/i.test(message))
    return broken('falta el directorio central (¿archivo incompleto?)', error);
  if (part && /local file header/i.test(message)) return broken(`falta la cabecera de la parte ${part}`, error);
  if (part && /overflows file bounds/i.test(message)) return broken(`la parte ${part} está fuera del archivo`, error);
  return broken(part ? `no se pudo leer la parte ${part}` : 'el directorio central no es válido', error);
}

/** Opens the zip (the bytes, or the spooled file) and lists its parts. A file that does not start as a zip is not one. */
async function openZip(source: Buffer | SpooledFile): Promise<ZipArchive> {
  const head = Buffer.isBuffer(source) ? source.subarray(0, 4) : source.head;
  if (head.length < 4 || head.readUInt32LE(0) !== LOCAL_HEADER_SIGNATURE) {
    throw new XlsxReadError('NOT_ZIP', 'El archivo no es un libro de Excel (.xlsx): no es un archivo ZIP.');
  }
  // Sizes are checked while inflating (below), against the budget as well as the directory.
  const options: yauzl.Options = {
    lazyEntries: true,
    autoClose: false,
    decodeStrings: true,
    validateEntrySizes: false,
    strictFileNames: false,
  };
  let zip: yauzl.ZipFile;
  try {
    zip = Buffer.isBuffer(source) ? await yauzl.fromBufferPromise(source, options) : await yauzl.openPromise(source.path, options);
  } catch (error) {
    throw zipError(error);
  }
  const entries = new Map<string, ZipEntry>();
  try {
    for await (const entry of zip.eachEntry()) {
      const name = entry.fileName;
      if (name.endsWith('/') || entries.has(name.toLowerCase())) continue;
      entries.set(name.toLowerCase(), {
        name,
        method: entry.compressionMethod,
        flags: entry.generalPurposeBitFlag,
        crc: entry.crc32,
        compressed: entry.compressedSize,
        size: entry.uncompressedSize,
        entry,
      });
    }
  } catch (error) {
    zip.close();
    throw zipError(error);
  }
  return { zip, entries };
}

/** Bytes that may still be inflated: shared by every part read, so many parts cannot add up to a bomb either. */
class InflateBudget {
  constructor(
    private remaining: number,
    private readonly limit: number,
  ) {}

  /** Refuses a part whose declared size alone is over what is left (before inflating anything). */
  check(entry: ZipEntry): void {
    if (entry.size > this.remaining) throw this.tooLarge();
  }

  spend(bytes: number): void {
    this.remaining -= bytes;
    if (this.remaining < 0) throw this.tooLarge();
  }

  private tooLarge(): XlsxReadError {
    return new XlsxReadError('TOO_LARGE', `El archivo .xlsx se descomprime en más de ${mib(this.limit)}: no se lee (posible bomba ZIP).`);
  }
}

/**
 * A part's bytes, inflated (deflate) or as stored, in pieces of at most `piece` bytes. yauzl finds
 * the data through the local header (whose sizes may be zero: the directory's count) and hands it
 * raw; node:zlib inflates it with room to work ahead of the scanner, no more than the declared size
 * is accepted, and the size and CRC are checked at the end (yauzl checks neither on raw data).
 */
async function* entryBytes(archive: ZipArchive, entry: ZipEntry, budget: InflateBudget, piece: number): AsyncGenerator<Buffer> {
  if (entry.flags & 0x0001) throw unsupported('cifrado');
  if (entry.method !== 0 && entry.method !== 8) throw unsupported(`una compresión distinta de deflate (método ${entry.method})`);
  if (entry.method === 0 && entry.compressed !== entry.size) throw broken(`la parte ${entry.name} no tiene el tamaño declarado`);
  budget.check(entry);
  let raw: Readable;
  try {
    raw = await archive.zip.openReadStreamPromise(entry.entry, { decodeFileData: false });
  } catch (error) {
    throw zipError(error, entry.name);
  }
  const data: Readable =
    entry.method === 8
      ? pipeline(
          raw,
          createInflateRaw({ chunkSize: INFLATE_CHUNK, readableHighWaterMark: INFLATE_AHEAD } as ZlibOptions &
            Pick<TransformOptions, 'readableHighWaterMark'>),
          () => undefined,
        )
      : raw;
  let size = 0;
  let crc = 0;
  try {
    for await (const chunk of data as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > entry.size) throw broken(`la parte ${entry.name} tiene más datos que los declarados`);
      budget.spend(chunk.length);
      crc = crc32(chunk, crc);
      if (chunk.length <= piece) yield chunk;
      else for (let i = 0; i < chunk.length; i += piece) yield chunk.subarray(i, i + piece);
    }
  } catch (error) {
    throw error instanceof XlsxReadError ? error : broken(`no se pudo descomprimir la parte ${entry.name}`, error);
  } finally {
    data.destroy();
    raw.destroy();
  }
  if (size !== entry.size) throw broken(`la parte ${entry.name} tiene menos datos que los declarados`);
  if (crc >>> 0 !== entry.crc) throw broken(`la parte ${entry.name} no coincide con su CRC`);
}

// ── XML: a byte tokenizer that survives any chunk boundary ──

/**
 * The attributes of the tag being reported, as byte ranges of its buffer (valid during the call):
 * attribute k's name is [pos[4k], pos[4k+1]) and its value as written [pos[4k+2], pos[4k+3]).
 * One table is reused for every tag: no allocation per tag.
 */
class Attributes {
  count = 0;
  readonly pos: number[] = [];

  add(nameStart: number, nameEnd: number, valueStart: number, valueEnd: number): void {
    const k = this.count++ * 4;
    this.pos[k] = nameStart;
    this.pos[k + 1] = nameEnd;
    this.pos[k + 2] = valueStart;
    this.pos[k + 3] = valueEnd;
  }
}

/** What the tokenizer reports. Names are byte ranges of `buf`, valid during the call. */
interface XmlHandler {
  /** An element opens: its qualified name is [nameStart, nameEnd). A self-closing one is followed by close(). */
  open(buf: Buffer, nameStart: number, nameEnd: number, attrs: Attributes): void;
  close(buf: Buffer, nameStart: number, nameEnd: number): void;
  /** Character data as written (entities still encoded), in as many pieces as the chunks cut it into. */
  text(buf: Buffer, start: number, end: number): void;
}

const LT = 0x3c;
const GT = 0x3e;
const SLASH = 0x2f;
const BANG = 0x21;
const QUESTION = 0x3f;
const AMP = 0x26;
const DQUOTE = 0x22;
const SQUOTE = 0x27;
const COLON = 0x3a;
const EQUALS = 0x3d;

/** Longest markup (a tag, comment, CDATA section or processing instruction) the tokenizer waits for across chunks. */
const MAX_MARKUP_BYTES = 1024 * 1024;

const isSpace = (b: number | undefined) => b === 0x20 || b === 0x0a || b === 0x09 || b === 0x0d;

/** 1: `buf` at `at` starts with `ascii`; 0: it does not; -1: the buffer ends before it can tell. */
function startsWith(buf: Buffer, at: number, ascii: string): 1 | 0 | -1 {
  for (let i = 0; i < ascii.length; i++) {
    if (at + i >= buf.length) return -1;
    if (buf[at + i] !== ascii.charCodeAt(i)) return 0;
  }
  return 1;
}

/**
 * Splits XML bytes into open tags, close tags and character data, for any chunking of the input:
 * character data is handed on in pieces as it comes, and markup cut by a chunk's end is kept
 * (only it) and completed with the next chunk. Comments and processing instructions are skipped;
 * CDATA becomes character data; a DOCTYPE (entity definitions) and UTF-16 are refused. Not a
 * validating parser: it does not check that tags nest.
 */
class XmlScanner {
  private carry: Buffer[] = [];
  private carryBytes = 0;
  private started = false;
  private readonly attrs = new Attributes();

  constructor(private readonly handler: XmlHandler) {}

  push(chunk: Buffer): void {
    if (chunk.length === 0) return;
    if (!this.started) {
      this.started = true;
      // A UTF-16 byte order mark (UTF-8 XML never starts with 0xFE or 0xFF).
      if (chunk[0] === 0xfe || chunk[0] === 0xff) throw unsupported('XML en UTF-16');
    }
    let buf = chunk;
    if (this.carryBytes > 0) {
      this.carry.push(chunk);
      this.carryBytes += chunk.length;
      // Every kind of markup ends with '>': without one the unfinished markup cannot end in this chunk.
      if (chunk.indexOf(GT) < 0) {
        if (this.carryBytes > MAX_MARKUP_BYTES) throw broken('un elemento XML es demasiado largo');
        return;
      }
      buf = Buffer.concat(this.carry, this.carryBytes);
      this.carry = [];
      this.carryBytes = 0;
    }
    const stop = this.scan(buf);
    if (stop < buf.length) {
      if (buf.length - stop > MAX_MARKUP_BYTES) throw broken('un elemento XML es demasiado largo');
      this.carry.push(buf.subarray(stop));
      this.carryBytes = buf.length - stop;
    }
  }

  /** The input ended: markup still open means the part was cut. */
  end(): void {
    if (this.carryBytes > 0) throw broken('el XML está incompleto');
  }

  /** Tokenizes `buf`; answers where unfinished markup starts (buf.length when none). */
  private scan(buf: Buffer): number {
    const n = buf.length;
    const handler = this.handler;
    let p = 0;
    while (p < n) {
      // A loop rather than indexOf: in a sheet the next '<' is a few bytes away, and the call costs more.
      let lt = p;
      while (lt < n && buf[lt] !== LT) lt++;
      if (lt > p) handler.text(buf, p, lt);
      if (lt >= n) return n;
      // (Reading past the end would cost the optimized code: the length is checked first.)
      if (lt + 1 >= n) return lt;
      const kind = buf[lt + 1];
      if (kind === SLASH) {
        let gt = lt + 2;
        while (gt < n && buf[gt] !== GT) gt++;
        if (gt >= n) return lt;
        let nameEnd = gt;
        while (nameEnd > lt + 2 && isSpace(buf[nameEnd - 1])) nameEnd--;
        handler.close(buf, lt + 2, nameEnd);
        p = gt + 1;
      } else if (kind === QUESTION) {
        const end = buf.indexOf('?>', lt + 2);
        if (end < 0) return lt;
        p = end + 2;
      } else if (kind === BANG) {
        const next = this.special(buf, lt);
        if (next < 0) return lt;
        p = next;
      } else {
        const next = this.openTag(buf, lt);
        if (next < 0) return lt;
        p = next;
      }
    }
    return n;
  }

  /** A comment (skipped) or CDATA section (character data) at `lt`; answers the position after it, -1 when unfinished. */
  private special(buf: Buffer, lt: number): number {
    const comment = startsWith(buf, lt, '<!--');
    if (comment === 1) {
      const end = buf.indexOf('-->', lt + 4);
      return end < 0 ? -1 : end + 3;
    }
    const cdata = startsWith(buf, lt, '<![CDATA[');
    if (cdata === 1) {
      const end = buf.indexOf(']]>', lt + 9);
      if (end < 0) return -1;
      // CDATA is literal text: its '&' is written as an entity so every piece decodes alike.
      const content = buf.subarray(lt + 9, end);
      const text = content.indexOf(AMP) < 0 ? content : Buffer.from(content.toString('latin1').replaceAll('&', '&amp;'), 'latin1');
      if (text.length > 0) this.handler.text(text, 0, text.length);
      return end + 3;
    }
    if (comment === -1 || cdata === -1) return -1;
    throw unsupported('XML con DOCTYPE o declaraciones');
  }

  /**
   * An open tag at `lt`, its attributes gathered in the same pass (a '>' inside a quoted value is
   * part of the value); answers the position after it, -1 when the buffer ends inside it.
   */
  private openTag(buf: Buffer, lt: number): number {
    const n = buf.length;
    let i = lt + 1;
    while (i < n) {
      const b = buf[i];
      if (b === GT || b === SLASH || isSpace(b)) break;
      i++;
    }
    if (i >= n) return -1;
    const nameEnd = i;
    if (nameEnd === lt + 1) throw broken('una etiqueta XML no tiene nombre');
    const attrs = this.attrs;
    attrs.count = 0;
    let selfClosing = false;
    for (;;) {
      while (i < n && isSpace(buf[i])) i++;
      if (i >= n) return -1;
      const b = buf[i];
      if (b === GT) break;
      if (b === SLASH) {
        if (i + 1 >= n) return -1;
        if (buf[i + 1] !== GT) throw broken('una etiqueta XML no es válida');
        selfClosing = true;
        i++;
        break;
      }
      const nameStart = i;
      while (i < n) {
        const c = buf[i];
        if (c === EQUALS || c === GT || c === SLASH || isSpace(c)) break;
        i++;
      }
      const attrNameEnd = i;
      while (i < n && isSpace(buf[i])) i++;
      if (i >= n) return -1;
      if (buf[i] !== EQUALS || attrNameEnd === nameStart) throw broken('un atributo XML no tiene valor');
      i++;
      while (i < n && isSpace(buf[i])) i++;
      if (i >= n) return -1;
      const quote = buf[i];
      if (quote !== DQUOTE && quote !== SQUOTE) throw broken('un atributo XML no tiene comillas');
      const valueStart = ++i;
      while (i < n && buf[i] !== quote) i++;
      if (i >= n) return -1;
      attrs.add(nameStart, attrNameEnd, valueStart, i);
      i++;
    }
    this.handler.open(buf, lt + 1, nameEnd, attrs);
    if (selfClosing) this.handler.close(buf, lt + 1, nameEnd);
    return i + 1;
  }
}

/** Where the local name of [start, end) starts (after a namespace prefix such as `x:`). */
function localStart(buf: Buffer, start: number, end: number): number {
  for (let i = start; i < end; i++) if (buf[i] === COLON) return i + 1;
  return start;
}

/** Whether [start, end) of `buf` holds exactly `ascii`. */
function bytesAre(buf: Buffer, start: number, end: number, ascii: string): boolean {
  if (end - start !== ascii.length) return false;
  for (let i = 0; i < ascii.length; i++) if (buf[start + i] !== ascii.charCodeAt(i)) return false;
  return true;
}

/** Every attribute of a tag by qualified name, values decoded (the small parts: workbook and relationships). */
function attributeMap(buf: Buffer, attrs: Attributes): Map<string, string> {
  const out = new Map<string, string>();
  const pos = attrs.pos;
  for (let k = 0; k < attrs.count * 4; k += 4)
    out.set(buf.toString('latin1', pos[k], pos[k + 1]), xmlString(buf.toString('utf8', pos[k + 2], pos[k + 3])));
  return out;
}

// ── text: entities, line ends, Excel's escapes ──

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** One entity's character (`name` without '&' and ';'), or undefined when it is none XML knows. */
function entity(name: string): string | undefined {
  const named = NAMED_ENTITIES[name];
  if (named !== undefined) return named;
  if (name.charCodeAt(0) !== 0x23) return undefined; // '#'
  const hex = name.charCodeAt(1) === 0x78 || name.charCodeAt(1) === 0x58;
  const digits = name.slice(hex ? 2 : 1);
  if (digits === '' || !(hex ? /^[0-9a-fA-F]+$/ : /^[0-9]+$/).test(digits)) return undefined;
  const code = Number.parseInt(digits, hex ? 16 : 10);
  if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return undefined;
  return String.fromCodePoint(code);
}

/** Decodes the five named entities and character references; anything else after '&' stays as written. */
function decodeEntities(s: string): string {
  let out = '';
  let from = 0;
  let amp = s.indexOf('&');
  while (amp >= 0) {
    const semi = s.indexOf(';', amp + 1);
    if (semi < 0) break;
    const ch = semi - amp <= 10 ? entity(s.slice(amp + 1, semi)) : undefined;
    if (ch === undefined) {
      amp = s.indexOf('&', amp + 1);
      continue;
    }
    out += s.slice(from, amp) + ch;
    from = semi + 1;
    amp = s.indexOf('&', from);
  }
  return from === 0 ? s : out + s.slice(from);
}

/** Character data as XML means it: line ends normalized to '\n' (before entities, so &#13; stays), entities decoded. */
function xmlString(raw: string): string {
  let s = raw;
  if (s.includes('\r')) s = s.replace(/\r\n?/g, '\n');
  if (s.includes('&')) s = decodeEntities(s);
  return s;
}

const EXCEL_ESCAPE = /_x([0-9A-Fa-f]{4})_/g;

/** Text of a cell or shared string: XML decoding and then Excel's _xHHHH_ escapes (_x005F_ is a literal '_'). */
function excelString(raw: string): string {
  const s = xmlString(raw);
  return s.includes('_x') ? s.replace(EXCEL_ESCAPE, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))) : s;
}

/** Most bytes of one element's text (Excel's own limit is 32,767 characters per cell). */
const MAX_TEXT_BYTES = 4 * 1024 * 1024;

/** The character data of one element: no copy while it lies in one chunk, pieces kept when chunks cut it. */
class TextPieces {
  private buf: Buffer | null = null;
  private start = 0;
  private end = 0;
  private more: Buffer[] | null = null;
  private bytes = 0;

  reset(): void {
    this.buf = null;
    this.more = null;
    this.bytes = 0;
  }

  add(buf: Buffer, start: number, end: number): void {
    this.bytes += end - start;
    if (this.bytes > MAX_TEXT_BYTES) throw broken('una celda tiene demasiado texto');
    if (this.buf === null) {
      this.buf = buf;
      this.start = start;
      this.end = end;
      return;
    }
    if (this.more === null) this.more = [this.buf.subarray(this.start, this.end)];
    this.more.push(buf.subarray(start, end));
  }

  /** The text decoded by `cache` (which remembers short texts already decoded). */
  decoded(cache: TextCache): string {
    if (this.buf === null) return cache.decode('');
    return this.more === null ? cache.get(this.buf, this.start, this.end) : cache.decode(Buffer.concat(this.more).toString('utf8'));
  }

  /** The bytes as a UTF-8 string, entities still encoded. */
  raw(): string {
    if (this.buf === null) return '';
    return this.more === null ? this.buf.toString('utf8', this.start, this.end) : Buffer.concat(this.more).toString('utf8');
  }

  /** The text as a non-negative integer (a shared string's index), or -1. */
  index(): number {
    if (this.buf === null || this.more !== null) return toIndex(this.raw());
    let value = 0;
    let digits = 0;
    for (let i = this.start; i < this.end; i++) {
      const b = this.buf[i]!;
      if (b >= 0x30 && b <= 0x39) {
        value = value * 10 + (b - 0x30);
        digits++;
      } else if (!isSpace(b)) return toIndex(this.raw());
    }
    return digits > 0 && digits < 10 ? value : -1;
  }
}

/** Slots of a TextCache, and the longest text it keeps. */
const CACHE_SLOTS = 1024;
const CACHE_MAX_BYTES = 48;

/**
 * The decoded text of short byte strings seen lately, one per hash slot: a rules sheet repeats its
 * company, group, variable and type texts on every row, and hashing a few bytes costs less than
 * making a string of them again (and leaves no garbage). The decoding is a pure function of the
 * bytes, so a hit is exactly what decoding would give.
 */
class TextCache {
  private readonly slab = new Uint8Array(CACHE_SLOTS * CACHE_MAX_BYTES);
  private readonly lengths = new Int32Array(CACHE_SLOTS).fill(-1);
  private readonly texts: string[] = new Array<string>(CACHE_SLOTS).fill('');

  constructor(readonly decode: (raw: string) => string) {}

  get(buf: Buffer, start: number, end: number): string {
    const length = end - start;
    if (length > CACHE_MAX_BYTES) return this.decode(buf.toString('utf8', start, end));
    let hash = length;
    for (let i = start; i < end; i++) hash = (Math.imul(hash, 31) + buf[i]!) | 0;
    const slot = (hash ^ (hash >>> 15)) & (CACHE_SLOTS - 1);
    const at = slot * CACHE_MAX_BYTES;
    const slab = this.slab;
    if (this.lengths[slot] === length) {
      let same = true;
      for (let i = 0; i < length; i++) {
        if (slab[at + i] !== buf[start + i]) {
          same = false;
          break;
        }
      }
      if (same) return this.texts[slot]!;
    }
    const text = this.decode(buf.toString('utf8', start, end));
    for (let i = 0; i < length; i++) slab[at + i] = buf[start + i]!;
    this.lengths[slot] = length;
    this.texts[slot] = text;
    return text;
  }
}

const toIndex = (text: string) => (/^\s*\d{1,9}\s*$/.test(text) ? Number.parseInt(text, 10) : -1);

/** A plain integer, written exactly as JavaScript prints it (up to 15 digits: no rounding). */
const PLAIN_INTEGER = /^(?:0|-?[1-9]\d{0,14})$/;

/** A number cell's text: as written when a plain integer, else as JavaScript prints the number ('1.5E-3' → '0.0015'); text that is no number stays. */
function numberText(raw: string): string {
  const text = raw.trim();
  if (text === '' || PLAIN_INTEGER.test(text)) return text;
  const value = Number(text);
  return Number.isFinite(value) ? String(value) : text;
}

// ── the parts: relationships, workbook, shared strings, the sheet ──

/** Collects the attributes of the elements with one of `names` (local names: any prefix), in document order. */
class ElementCollector implements XmlHandler {
  readonly found: { name: string; attributes: Map<string, string> }[] = [];

  constructor(private readonly names: ReadonlySet<string>) {}

  open(buf: Buffer, nameStart: number, nameEnd: number, attrs: Attributes): void {
    const name = buf.toString('latin1', localStart(buf, nameStart, nameEnd), nameEnd);
    if (this.names.has(name)) this.found.push({ name, attributes: attributeMap(buf, attrs) });
  }

  close(): void {}

  text(): void {}
}

/** The attribute whose local name is `local` and which has a namespace prefix (`r:id`), if any. */
function prefixedAttribute(attrs: Map<string, string>, local: string): string | undefined {
  for (const [name, value] of attrs) if (name.endsWith(`:${local}`) && !name.startsWith('xmlns:')) return value;
  return undefined;
}

/** Most bytes of the workbook and relationship parts (names and relationships only). */
const MAX_SMALL_PART_BYTES = 32 * 1024 * 1024;

type ReadContext = { archive: ZipArchive; budget: InflateBudget; piece: number };

/** Scans a whole part with `handler`. */
async function scanPart(ctx: ReadContext, entry: ZipEntry, handler: XmlHandler, limit: number): Promise<void> {
  if (entry.size > limit) throw new XlsxReadError('TOO_LARGE', `La parte ${entry.name} del archivo .xlsx supera ${mib(limit)}.`);
  const xml = new XmlScanner(handler);
  for await (const chunk of entryBytes(ctx.archive, entry, ctx.budget, ctx.piece)) xml.push(chunk);
  xml.end();
}

/** A part's path from a relationship target: absolute ('/xl/…') from the package root, else relative to `baseDir`. */
function resolveTarget(baseDir: string, target: string): string {
  let t = target.replaceAll('\\', '/');
  try {
    t = decodeURIComponent(t);
  } catch {
    // a '%' that is no escape: the name as written
  }
  const parts = t.startsWith('/') ? [] : baseDir.split('/').filter(Boolean);
  for (const segment of t.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') parts.pop();
    else parts.push(segment);
  }
  return parts.join('/');
}

type Relationship = { id: string; type: string; target: string };

/** The relationships of the part in `partDir` (internal ones only), targets resolved to part paths. */
async function relationships(ctx: ReadContext, relsPath: string, partDir: string): Promise<Relationship[]> {
  const entry = ctx.archive.entries.get(relsPath.toLowerCase());
  if (!entry) return [];
  const collector = new ElementCollector(new Set(['Relationship']));
  await scanPart(ctx, entry, collector, MAX_SMALL_PART_BYTES);
  return collector.found
    .filter((e) => e.attributes.get('TargetMode') !== 'External')
    .map((e) => ({
      id: e.attributes.get('Id') ?? '',
      type: e.attributes.get('Type') ?? '',
      target: resolveTarget(partDir, e.attributes.get('Target') ?? ''),
    }));
}

/**
 * The first worksheet in the workbook's order (what Excel shows as the first tab; chart sheets are
 * passed over) and the shared strings part: _rels/.rels names the workbook (xl/workbook.xml when it
 * does not), the workbook's first <sheet> whose relationship is a worksheet names the sheet, and
 * the workbook's relationships name the shared strings (xl/sharedStrings.xml beside the workbook otherwise).
 */
async function locateParts(ctx: ReadContext): Promise<{ sheet: ZipEntry; sharedStrings: ZipEntry | undefined }> {
  const office = (await relationships(ctx, '_rels/.rels', '')).find((r) => r.type.endsWith('/officeDocument'));
  const workbookPath = office?.target ?? 'xl/workbook.xml';
  const workbook = ctx.archive.entries.get(workbookPath.toLowerCase());
  if (!workbook) throw noWorksheet('no tiene libro (xl/workbook.xml)');
  const slash = workbookPath.lastIndexOf('/');
  const dir = slash < 0 ? '' : workbookPath.slice(0, slash);
  const rels = await relationships(ctx, `${dir ? `${dir}/` : ''}_rels/${workbookPath.slice(slash + 1)}.rels`, dir);
  const sheets = new ElementCollector(new Set(['sheet']));
  await scanPart(ctx, workbook, sheets, MAX_SMALL_PART_BYTES);
  let sheet: ZipEntry | undefined;
  for (const { attributes: attrs } of sheets.found) {
    const id = prefixedAttribute(attrs, 'id');
    const rel = rels.find((r) => r.id === id);
    if (!rel || !rel.type.endsWith('/worksheet')) continue;
    sheet = ctx.archive.entries.get(rel.target.toLowerCase());
    if (!sheet) throw broken(`falta la hoja ${rel.target}`);
    break;
  }
  if (!sheet) throw noWorksheet('el libro no nombra ninguna hoja');
  const shared = rels.find((r) => r.type.endsWith('/sharedStrings'));
  const sharedStrings = ctx.archive.entries.get((shared?.target ?? `${dir ? `${dir}/` : ''}sharedStrings.xml`).toLowerCase());
  return { sheet, sharedStrings };
}

/** The shared strings (<si>: its <t>, or its rich text runs joined; phonetic runs left out), in order. */
class SharedStringsHandler implements XmlHandler {
  readonly strings: string[] = [];
  private readonly pieces = new TextPieces();
  private inItem = false;
  private phonetic = 0;
  private capturing = false;

  open(buf: Buffer, nameStart: number, nameEnd: number): void {
    const s = localStart(buf, nameStart, nameEnd);
    if (bytesAre(buf, s, nameEnd, 'si')) {
      this.inItem = true;
      this.phonetic = 0;
      this.pieces.reset();
    } else if (bytesAre(buf, s, nameEnd, 't')) this.capturing = this.inItem && this.phonetic === 0;
    else if (bytesAre(buf, s, nameEnd, 'rPh')) this.phonetic++;
  }

  close(buf: Buffer, nameStart: number, nameEnd: number): void {
    const s = localStart(buf, nameStart, nameEnd);
    if (bytesAre(buf, s, nameEnd, 't')) this.capturing = false;
    else if (bytesAre(buf, s, nameEnd, 'rPh')) this.phonetic--;
    else if (bytesAre(buf, s, nameEnd, 'si')) {
      this.strings.push(excelString(this.pieces.raw()));
      this.inItem = false;
    }
  }

  text(buf: Buffer, start: number, end: number): void {
    if (this.capturing) this.pieces.add(buf, start, end);
  }
}

/** Cell types (the `t` attribute). */
const T_NUMBER = 0;
const T_SHARED = 1;
const T_STRING = 2;
const T_INLINE = 3;
const T_BOOLEAN = 4;
const T_ERROR = 5;
const T_DATE = 6;

/** What a cell's character data goes to. */
const INTO_NOTHING = 0;
const INTO_VALUE = 1;
const INTO_FORMULA = 2;
const INTO_INLINE = 3;

/** Excel's last column (XFD). */
const MAX_COLUMNS = 16_384;

/**
 * The sheet's rows from its XML tokens: <row r> with its <c r t> cells (<v>, <f>, <is>). Rows are
 * gathered in `rows` until the reader takes them (after each chunk). Tag names are compared as bytes:
 * this is the hot loop of the upload.
 */
class SheetHandler implements XmlHandler {
  rows: XlsxRow[] = [];
  sawSheetData = false;
  private rowOpen = false;
  private rowNumber = 0;
  private cells: string[] = [];
  private lastColumn = -1;
  private inCell = false;
  private column = 0;
  private type = T_NUMBER;
  private hasValue = false;
  private hasFormula = false;
  private hasInline = false;
  private inInline = false;
  private phonetic = 0;
  private into = INTO_NOTHING;
  private readonly value = new TextPieces();
  private readonly formula = new TextPieces();
  private readonly inline = new TextPieces();
  private readonly strings = new TextCache(excelString);
  private readonly numbers = new TextCache((raw) => numberText(xmlString(raw)));

  constructor(private readonly shared: readonly string[]) {}

  /** The rows completed so far (the handler starts a new list). */
  take(): XlsxRow[] {
    const rows = this.rows;
    this.rows = [];
    return rows;
  }

  open(buf: Buffer, nameStart: number, nameEnd: number, attrs: Attributes): void {
    const s = localStart(buf, nameStart, nameEnd);
    const length = nameEnd - s;
    const c = buf[s];
    if (length === 1) {
      if (c === 0x63 /* c */) this.openCell(buf, attrs);
      else if (!this.inCell) return;
      else if (c === 0x76 /* v */) {
        this.value.reset();
        this.hasValue = true;
        this.into = INTO_VALUE;
      } else if (c === 0x66 /* f */) {
        this.formula.reset();
        this.hasFormula = true;
        this.into = INTO_FORMULA;
      } else if (c === 0x74 /* t */ && this.inInline && this.phonetic === 0) this.into = INTO_INLINE;
    } else if (length === 3) {
      if (bytesAre(buf, s, nameEnd, 'row')) this.openRow(buf, attrs);
      else if (this.inInline && bytesAre(buf, s, nameEnd, 'rPh')) this.phonetic++;
    } else if (length === 2) {
      if (this.inCell && bytesAre(buf, s, nameEnd, 'is')) {
        this.inInline = true;
        this.hasInline = true;
        this.inline.reset();
      }
    } else if (length === 9 && bytesAre(buf, s, nameEnd, 'sheetData')) this.sawSheetData = true;
  }

  close(buf: Buffer, nameStart: number, nameEnd: number): void {
    const s = localStart(buf, nameStart, nameEnd);
    const length = nameEnd - s;
    if (length === 1) {
      const c = buf[s];
      if (c === 0x63 /* c */) this.closeCell();
      else this.into = INTO_NOTHING; // </v>, </f>, </t>
    } else if (length === 3) {
      if (bytesAre(buf, s, nameEnd, 'row')) this.closeRow();
      else if (bytesAre(buf, s, nameEnd, 'rPh')) this.phonetic--;
    } else if (length === 2 && bytesAre(buf, s, nameEnd, 'is')) this.inInline = false;
  }

  text(buf: Buffer, start: number, end: number): void {
    const into = this.into;
    if (into === INTO_NOTHING) return;
    if (into === INTO_VALUE) this.value.add(buf, start, end);
    else if (into === INTO_FORMULA) this.formula.add(buf, start, end);
    else this.inline.add(buf, start, end);
  }

  /** <row r="n">: a row without a number follows the previous one. */
  private openRow(buf: Buffer, attrs: Attributes): void {
    let number = -1;
    const pos = attrs.pos;
    for (let k = 0; k < attrs.count * 4; k += 4) {
      if (pos[k + 1]! - pos[k]! !== 1 || buf[pos[k]!] !== 0x72 /* r */) continue;
      let n = 0;
      for (let i = pos[k + 2]!; i < pos[k + 3]! && n >= 0; i++) {
        const b = buf[i]!;
        n = b < 0x30 || b > 0x39 || n > 1e9 ? -1 : n * 10 + (b - 0x30);
      }
      if (pos[k + 3]! > pos[k + 2]!) number = n;
    }
    this.rowNumber = number > 0 ? number : this.rowNumber + 1;
    this.rowOpen = true;
    this.cells = [];
    this.lastColumn = -1;
  }

  private closeRow(): void {
    if (!this.rowOpen) return;
    this.rows.push({ row: this.rowNumber, cells: this.cells });
    this.rowOpen = false;
    this.inCell = false;
  }

  /** <c r="B5" t="s">: the column from the reference's letters (the next column without one), the type from t. */
  private openCell(buf: Buffer, attrs: Attributes): void {
    if (!this.rowOpen) return;
    let column = -1;
    let type = T_NUMBER;
    const pos = attrs.pos;
    for (let k = 0; k < attrs.count * 4; k += 4) {
      const nameStart = pos[k]!;
      if (pos[k + 1]! - nameStart !== 1) continue;
      const name = buf[nameStart];
      if (name === 0x72 /* r */) {
        let letters = 0;
        for (let i = pos[k + 2]!, end = pos[k + 3]!; i < end; i++) {
          const b = buf[i]!;
          const upper = b >= 0x61 && b <= 0x7a ? b - 0x20 : b;
          if (upper < 0x41 || upper > 0x5a) break;
          letters = letters * 26 + (upper - 0x40);
          if (letters > MAX_COLUMNS) throw broken('una celda está más allá de la última columna');
        }
        if (letters > 0) column = letters - 1;
      } else if (name === 0x74 /* t */) type = cellType(buf, pos[k + 2]!, pos[k + 3]!);
    }
    this.column = column >= 0 ? column : this.lastColumn + 1;
    if (this.column >= MAX_COLUMNS) throw broken('una celda está más allá de la última columna');
    this.type = type;
    this.inCell = true;
    this.hasValue = false;
    this.hasFormula = false;
    this.hasInline = false;
    this.inInline = false;
    this.phonetic = 0;
    this.into = INTO_NOTHING;
  }

  /** </c>: the cell's text placed at its column (empty text leaves the cell out). */
  private closeCell(): void {
    if (!this.inCell) return;
    this.inCell = false;
    this.into = INTO_NOTHING;
    const column = this.column;
    this.lastColumn = column;
    const text = this.cellText();
    if (text === '') return;
    const cells = this.cells;
    while (cells.length < column) cells.push('');
    cells[column] = text;
  }

  private cellText(): string {
    if (this.hasFormula) return `=${excelString(this.formula.raw())}`;
    switch (this.type) {
      case T_SHARED: {
        if (!this.hasValue) return '';
        return this.shared[this.value.index()] ?? '';
      }
      case T_INLINE:
        return this.hasInline ? this.inline.decoded(this.strings) : this.hasValue ? this.value.decoded(this.strings) : '';
      case T_STRING:
        return this.hasValue ? this.value.decoded(this.strings) : '';
      case T_BOOLEAN: {
        if (!this.hasValue) return '';
        const text = this.value.raw().trim();
        return text === '' ? '' : String(Number.parseInt(text, 10) !== 0);
      }
      case T_ERROR:
        return '';
      case T_DATE:
        return this.hasValue ? xmlString(this.value.raw()).trim() : '';
      default:
        return this.hasValue ? this.value.decoded(this.numbers) : '';
    }
  }
}

/** The `t` attribute's value as a type code (unknown types read like numbers: their text). */
function cellType(buf: Buffer, start: number, end: number): number {
  const length = end - start;
  if (length === 1) {
    const c = buf[start];
    if (c === 0x73 /* s */) return T_SHARED;
    if (c === 0x62 /* b */) return T_BOOLEAN;
    if (c === 0x65 /* e */) return T_ERROR;
    if (c === 0x64 /* d */) return T_DATE;
    return T_NUMBER;
  }
  if (bytesAre(buf, start, end, 'str')) return T_STRING;
  if (bytesAre(buf, start, end, 'inlineStr')) return T_INLINE;
  return T_NUMBER;
}

// ── the reader ──

/** Bytes inflated at most by default: 100 times the file, within [8 MiB, 1 GiB]. */
const defaultInflateLimit = (fileBytes: number) => Math.min(1024 * 1024 * 1024, Math.max(8 * 1024 * 1024, fileBytes * 100));

/**
 * Reads the first worksheet of an .xlsx (the bytes, or an upload stream spooled to a temporary file
 * that is removed however the read ends): yields the sheet's rows in batches, as the sheet is
 * inflated. Throws an XlsxReadError for a file it cannot read; a failure of the input stream passes
 * unchanged.
 */
export async function* readXlsxRowBatches(
  input: Buffer | AsyncIterable<Buffer | Uint8Array>,
  options: XlsxReadOptions = {},
): AsyncGenerator<XlsxRow[]> {
  let spooled: SpooledFile | undefined;
  let archive: ZipArchive | undefined;
  try {
    const source = Buffer.isBuffer(input) ? input : (spooled = await spool(input, options.tmpDir ?? os.tmpdir()));
    archive = await openZip(source);
    const limit = options.maxInflatedBytes ?? defaultInflateLimit(Buffer.isBuffer(source) ? source.length : source.size);
    const ctx: ReadContext = { archive, budget: new InflateBudget(limit, limit), piece: Math.max(1, options.chunkBytes ?? SCAN_PIECE) };
    const parts = await locateParts(ctx);
    let shared: string[] = [];
    if (parts.sharedStrings) {
      const handler = new SharedStringsHandler();
      await scanPart(ctx, parts.sharedStrings, handler, options.maxSharedStringsBytes ?? 128 * 1024 * 1024);
      shared = handler.strings;
    }
    const sheet = new SheetHandler(shared);
    const xml = new XmlScanner(sheet);
    for await (const chunk of entryBytes(archive, parts.sheet, ctx.budget, ctx.piece)) {
      xml.push(chunk);
      if (sheet.rows.length > 0) yield sheet.take();
    }
    xml.end();
    if (!sheet.sawSheetData) throw broken('la hoja no tiene datos (sheetData)');
    if (sheet.rows.length > 0) yield sheet.take();
  } finally {
    archive?.zip.close();
    await spooled?.remove();
  }
}

/** readXlsxRowBatches row by row. */
export async function* readXlsxRows(
  input: Buffer | AsyncIterable<Buffer | Uint8Array>,
  options: XlsxReadOptions = {},
): AsyncGenerator<XlsxRow> {
  for await (const batch of readXlsxRowBatches(input, options)) yield* batch;
}
