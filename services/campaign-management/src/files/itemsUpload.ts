import Papa from 'papaparse';
import { CAMPAIGN_LIMITS, CAMPAIGN_MESSAGES } from '@inca/domain';
import { badRequest } from '@inca/service-kit';

/** Items per block of a list (one INSERT each; a block ends at the first piece of the file that fills it, so it may hold a few more). */
export const ITEMS_BATCH = 50_000;

/**
 * Cuts decoded text into pieces that end on a line break outside quotes, so papaparse can parse
 * each piece on its own (quoted fields with separators or line breaks stay whole): memory holds one
 * request chunk plus an unfinished line.
 */
async function* completeLines(source: AsyncIterable<string>): AsyncGenerator<string> {
  let carry = '';
  let quotes = 0; // quote characters in `carry` (odd: the text ends inside a quoted field)
  for await (const text of source) {
    let q = 0;
    for (let i = text.indexOf('"'); i !== -1; i = text.indexOf('"', i + 1)) q++;
    const buffer = carry + text;
    quotes += q;
    const cut = buffer.lastIndexOf('\n');
    if (cut === -1) {
      carry = buffer;
      continue;
    }
    let tailQuotes = 0;
    for (let i = buffer.indexOf('"', cut + 1); i !== -1; i = buffer.indexOf('"', i + 1)) tailQuotes++;
    if ((quotes - tailQuotes) % 2 !== 0) {
      // The last line break is inside a quoted field: wait for more text.
      carry = buffer;
      continue;
    }
    yield buffer.slice(0, cut + 1);
    carry = buffer.slice(cut + 1);
    quotes = tailQuotes;
  }
  if (carry !== '') yield carry;
}

/** UTF-8 text of a byte stream (a character split across chunks is kept whole; the BOM is dropped). */
async function* decoded(bytes: AsyncIterable<Buffer | Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8');
  for await (const chunk of bytes) {
    const text = decoder.decode(chunk, { stream: true });
    if (text !== '') yield text;
  }
  const rest = decoder.decode();
  if (rest !== '') yield rest;
}

/**
 * The file's line break, from its first piece, as papaparse would guess it for the whole file
 * (told once, papaparse does not split every piece twice to guess it again).
 */
export function newlineOf(text: string): '\r\n' | '\n' | '\r' {
  const n = text.indexOf('\n');
  const r = text.indexOf('\r');
  if (r === -1 || (n !== -1 && n < r)) return '\n';
  return n === r + 1 ? '\r\n' : '\r';
}

export type ItemsStreamResult = { items: number; bytes: number };

/**
 * Reads an items list CSV (§5: header exactly 'items', one item per row, blank rows skipped, an
 * item over 200 characters names its row, no items refused, at most `maxItems`) from a byte stream with papaparse,
 * piece by piece, handing the items to `write` in batches of ITEMS_BATCH in file order. The
 * separator is chosen from the first line as Spanish Excel writes it (';' or ','). Throws a 400
 * with the Spanish message on the first broken rule (the caller's transaction then writes nothing);
 * `onEmpty` is called when the body has no bytes or only blank lines.
 */
export async function streamItemsCsv(
  bytes: AsyncIterable<Buffer | Uint8Array>,
  write: (items: string[], offset: number) => Promise<void>,
  options: { limit?: number; onTooLarge?: () => Error; onEmpty?: () => Error; maxItems?: number } = {},
): Promise<ItemsStreamResult> {
  const maxItems = options.maxItems ?? CAMPAIGN_LIMITS.listItemsMax;
  let size = 0;
  const counted = (async function* () {
    for await (const chunk of bytes) {
      size += chunk.length;
      if (options.limit !== undefined && size > options.limit)
        throw options.onTooLarge?.() ?? badRequest('El archivo es demasiado grande.');
      yield chunk;
    }
  })();
  let delimiter: string | undefined;
  let newline: '\r\n' | '\n' | '\r' | undefined;
  let row = 0; // non-blank rows seen (the header is row 1), as the whole-file rule counts them
  let written = 0;
  let batch: string[] = [];
  // One batch is written while the next is parsed (the request keeps flowing); at most two batches
  // are in memory, so memory stays flat however long the file is.
  let pending: Promise<void> = Promise.resolve();
  const flush = async () => {
    await pending;
    if (batch.length === 0) return;
    const items = batch;
    const offset = written;
    batch = [];
    written += items.length;
    pending = write(items, offset);
    pending.catch(() => undefined);
  };
  try {
    for await (const piece of completeLines(decoded(counted))) {
      if (delimiter === undefined) {
        const firstLine = piece.slice(0, piece.search(/\r?\n|$/));
        delimiter = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
        newline = newlineOf(piece);
      }
      const parsed = Papa.parse<string[]>(piece, { delimiter, newline, skipEmptyLines: false, header: false });
      for (const cells of parsed.data) {
        if (cells.length === 1 && cells[0]!.trim() === '') continue;
        row++;
        const item = (cells[0] ?? '').trim();
        if (row === 1) {
          // Exactly one column named items; Excel may end the line with an empty cell ("items;").
          if (item.replace(/^\uFEFF/, '').trim() !== 'items' || cells.slice(1).some((c) => c.trim() !== ''))
            throw badRequest(CAMPAIGN_MESSAGES.itemsHeader);
          continue;
        }
        if (item === '') continue;
        if (item.length > CAMPAIGN_LIMITS.itemMaxChars) throw badRequest(CAMPAIGN_MESSAGES.itemTooLong(row));
        if (written + batch.length >= maxItems) throw badRequest(CAMPAIGN_MESSAGES.itemsTooMany(maxItems));
        batch.push(item);
      }
      if (batch.length >= ITEMS_BATCH) await flush();
    }
  } catch (error) {
    // A refused file: let the batch being written finish before the caller rolls back.
    await pending.catch(() => undefined);
    throw error;
  }
  if ((size === 0 || row === 0) && options.onEmpty) throw options.onEmpty();
  if (row === 0) throw badRequest(CAMPAIGN_MESSAGES.itemsHeader);
  if (written + batch.length === 0) throw badRequest(CAMPAIGN_MESSAGES.itemsEmpty);
  await flush();
  await pending;
  return { items: written, bytes: size };
}
