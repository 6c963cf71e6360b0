import { EventEmitter } from 'node:events';
import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureSpool, spoolFile, spoolRequest } from './spool.ts';

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'spool-test-'));
  await configureSpool(dir);
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const openDescriptors = async () => (await readdir('/proc/self/fd')).length;
const leftovers = async () => (await readdir(dir)).filter((n) => n.startsWith('upload-'));

/** A request body of `pieces` 64 KiB pieces, with the `res` whose 'close' ends an answer. */
function body(pieces: number) {
  const res = new EventEmitter();
  const chunks = (async function* () {
    for (let i = 0; i < pieces; i++) yield Buffer.alloc(64 * 1024, i === 0 ? 80 : 65);
  })();
  return { res, body: Object.assign(chunks, { res }) };
}

async function readAll(stream: AsyncIterable<Buffer>) {
  let n = 0;
  for await (const chunk of stream) n += chunk.length;
  return n;
}

describe('upload spool', () => {
  it('hands the whole body back with its first bytes, and leaves no file behind', async () => {
    const before = await openDescriptors();
    const { body: b } = body(40);
    const spooled = await spoolRequest(b, 10 * 1024 * 1024, () => new Error('grande'));
    expect(spooled.size).toBe(40 * 64 * 1024);
    expect(spooled.head).toEqual(Buffer.alloc(8, 80));
    expect(await readAll(spooled.stream)).toBe(40 * 64 * 1024);
    expect(await leftovers()).toEqual([]);
    expect(await openDescriptors()).toBe(before);
  });

  it('refuses a body past the limit and keeps nothing of it', async () => {
    const { body: b } = body(20);
    await expect(spoolRequest(b, 64 * 1024 * 5, () => new Error('grande'))).rejects.toThrow('grande');
    expect(await leftovers()).toEqual([]);
  });

  it('a spool nobody reads to its end is closed when the answer is sent', async () => {
    const before = await openDescriptors();
    for (let i = 0; i < 20; i++) {
      const { res, body: b } = body(8);
      const spooled = await spoolRequest(b, 10 * 1024 * 1024, () => new Error('grande'));
      await spooled.stream[Symbol.asyncIterator]().next();
      res.emit('close');
    }
    await new Promise((r) => setTimeout(r, 50));
    expect(await leftovers()).toEqual([]);
    expect(await openDescriptors()).toBe(before);
  });

  it('a spooled result file is read back whole, and discarded files vanish', async () => {
    const file = await spoolFile();
    file.writable.end(Buffer.alloc(300_000, 7));
    await file.written();
    expect(await readAll(file.readBack())).toBe(300_000);
    const dropped = await spoolFile();
    dropped.writable.write(Buffer.alloc(10));
    await dropped.discard();
    expect(await leftovers()).toEqual([]);
  });

  it('at start, sweeps what a killed process left an hour ago and keeps what is being received now', async () => {
    const old = path.join(dir, 'upload-old');
    const fresh = path.join(dir, 'upload-fresh');
    await writeFile(old, 'x');
    await writeFile(fresh, 'y');
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    await utimes(old, twoHoursAgo, twoHoursAgo);
    await configureSpool(dir);
    expect(await leftovers()).toEqual(['upload-fresh']);
    await rm(fresh);
  });
});
