import { describe, expect, it } from 'vitest';
import { CAMPAIGN_MESSAGES } from '@inca/domain';
import { ITEMS_BATCH, newlineOf, streamItemsCsv } from './itemsUpload.ts';

/** The text as a byte stream cut every `size` bytes (a character or a quoted field may be split). */
async function* bytes(text: string, size = 7): AsyncGenerator<Buffer> {
  const all = Buffer.from(text, 'utf8');
  for (let i = 0; i < all.length; i += size) yield all.subarray(i, i + size);
}

async function collect(text: string, size?: number): Promise<{ items: string[]; batches: number[] }> {
  const items: string[] = [];
  const batches: number[] = [];
  await streamItemsCsv(bytes(text, size), async (batch, offset) => {
    expect(offset).toBe(items.length);
    batches.push(batch.length);
    items.push(...batch);
  });
  return { items, batches };
}

describe('streamItemsCsv', () => {
  it('reads a Spanish Excel file: BOM, semicolons, CRLF, quotes, accents split across chunks', async () => {
    const { items } = await collect('\uFEFFitems;\r\nSKU1;x\r\n"SKU;2"\r\n\r\nCAÑA ñandú\r\n"con\r\nsalto"\r\n', 3);
    expect(items).toEqual(['SKU1', 'SKU;2', 'CAÑA ñandú', 'con\r\nsalto']);
  });

  it('keeps commas inside quoted items of a comma file and skips blank rows', async () => {
    const { items } = await collect('items\n"A,1"\n\n  B  \n', 2);
    expect(items).toEqual(['A,1', 'B']);
  });

  it('refuses a wrong header, an empty list and a too-long item with its row number', async () => {
    await expect(collect('codigo\nA\n')).rejects.toThrow(CAMPAIGN_MESSAGES.itemsHeader);
    await expect(collect('items\n\n')).rejects.toThrow(CAMPAIGN_MESSAGES.itemsEmpty);
    await expect(collect('\n\n')).rejects.toThrow(CAMPAIGN_MESSAGES.itemsHeader);
    await expect(collect(`items\nA\n\nB\n${'x'.repeat(201)}\n`)).rejects.toThrow(CAMPAIGN_MESSAGES.itemTooLong(4));
  });

  it('refuses a list longer than the limit, and takes one exactly at it', async () => {
    const write = async () => undefined;
    await expect(streamItemsCsv(bytes('items\nA\nB\n\nC\n'), write, { maxItems: 3 })).resolves.toMatchObject({ items: 3 });
    await expect(streamItemsCsv(bytes('items\nA\nB\nC\nD\n'), write, { maxItems: 3 })).rejects.toThrow(CAMPAIGN_MESSAGES.itemsTooMany(3));
    expect(CAMPAIGN_MESSAGES.itemsTooMany(2_000_000)).toBe('El archivo supera el máximo de 2,000,000 ítems.');
  });

  it('writes in batches in file order', async () => {
    const n = ITEMS_BATCH * 2 + 5;
    const lines = ['items'];
    for (let i = 1; i <= n; i++) lines.push(`SKU${i}`);
    const { items, batches } = await collect(`${lines.join('\r\n')}\r\n`, 65_536);
    expect(items).toHaveLength(n);
    expect(items[n - 1]).toBe(`SKU${n}`);
    expect(batches.length).toBeGreaterThanOrEqual(2);
    expect(Math.max(...batches)).toBeLessThan(ITEMS_BATCH + 65_536);
  });

  it('refuses a header with a second column, and takes the empty cell Excel may end it with', async () => {
    await expect(collect('items,extra\nA\n')).rejects.toThrow(CAMPAIGN_MESSAGES.itemsHeader);
    await expect(collect('items;codigo\nA\n')).rejects.toThrow(CAMPAIGN_MESSAGES.itemsHeader);
    expect((await collect('items,\nA\n')).items).toEqual(['A']);
  });

  it('calls onEmpty for a body of blank lines only', async () => {
    await expect(streamItemsCsv(bytes('\r\n\r\n'), async () => undefined, { onEmpty: () => new Error('vacío') })).rejects.toThrow('vacío');
  });

  it('calls onEmpty for a body with no bytes', async () => {
    await expect(streamItemsCsv(bytes(''), async () => undefined, { onEmpty: () => new Error('vacío') })).rejects.toThrow('vacío');
  });
});

describe('streamItemsCsv write failures', () => {
  it('passes on the error of a batch write (the caller then rolls back)', async () => {
    const lines = ['items'];
    for (let i = 1; i <= ITEMS_BATCH + 10; i++) lines.push(`SKU${i}`);
    async function* one() {
      yield Buffer.from(`${lines.join('\n')}\n`);
    }
    await expect(streamItemsCsv(one(), async () => Promise.reject(new Error('sin permiso')))).rejects.toThrow('sin permiso');
  });
});

describe('newlineOf', () => {
  it('tells the line break of the first line, as Spanish Excel and other programs write it', () => {
    expect(newlineOf('items\r\nA\r\n')).toBe('\r\n');
    expect(newlineOf('items\nA\r\n')).toBe('\n');
    expect(newlineOf('items\rA\r')).toBe('\r');
    expect(newlineOf('items')).toBe('\n');
  });

  it('keeps a quoted line break inside an item of a LF file', async () => {
    const { items } = await collect('items\n"uno\r\ndos"\ntres\n', 4);
    expect(items).toEqual(['uno\r\ndos', 'tres']);
  });
});
