import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { once } from 'node:events';
import os from 'node:os';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';

/** Where uploads are received before any work on them begins: set once at start (configureSpool). */
let spoolDir = path.join(os.tmpdir(), 'inca-spool');

const PREFIX = 'upload-';
/** A leftover older than this belongs to no upload in progress (each one writes at least every request timeout). */
const LEFTOVER_AGE_MS = 60 * 60 * 1000;

/**
 * Sets the spool folder (owner-only) and sweeps what a killed process may have left in it: a spooled
 * file loses its name once it is opened for reading, so only a process that died while receiving or
 * writing one leaves it behind.
 */
export async function configureSpool(dir: string): Promise<void> {
  spoolDir = path.resolve(dir);
  await mkdir(spoolDir, { recursive: true, mode: 0o700 });
  const now = Date.now();
  for (const name of await readdir(spoolDir).catch(() => [] as string[])) {
    if (!name.startsWith(PREFIX)) continue;
    const file = path.join(spoolDir, name);
    const info = await stat(file).catch(() => null);
    if (info && now - info.mtimeMs > LEFTOVER_AGE_MS) await rm(file, { force: true });
  }
}

export type SpooledBody = {
  /** Bytes received. */
  size: number;
  /** The first 8 bytes (the file type's signature). */
  head: Buffer;
  /** Every byte again, read from the spool; closes the file when read to its end or when the answer is sent. */
  stream: AsyncIterable<Buffer>;
};

type Body = AsyncIterable<Buffer> & { res?: { once(event: 'close', listener: () => void): unknown } };

/**
 * Receives a request body whole into a private temporary file, refusing it past `limit` bytes, and
 * hands it back as a stream. Work that runs in a transaction reads from the spool at disk speed,
 * so a person whose upload stalls or is cut never holds a database session: the transaction has
 * not begun yet. The file loses its name as soon as it is opened for reading, so nothing is left
 * behind once the stream ends, fails or is destroyed (the answer being sent destroys it).
 */
export async function spoolRequest(body: Body, limit: number, tooLarge: () => Error): Promise<SpooledBody> {
  const spool = await spoolFile();
  let size = 0;
  const head: Buffer[] = [];
  let headSize = 0;
  try {
    for await (const chunk of body) {
      size += chunk.length;
      if (size > limit) throw tooLarge();
      if (headSize < 8) {
        head.push(chunk.subarray(0, 8 - headSize));
        headSize += Math.min(chunk.length, 8 - headSize);
      }
      if (!spool.writable.write(chunk)) await once(spool.writable, 'drain');
    }
    spool.writable.end();
    await spool.written();
  } catch (error) {
    await spool.discard();
    throw error;
  }
  const stream = spool.readBack();
  // Nobody read it to its end (a refusal before the file mattered): the answer closes it.
  body.res?.once('close', () => stream.destroy());
  return { size, head: Buffer.concat(head), stream };
}

export type SpoolFile = {
  /** Where the work writes; end it, then await `written`. */
  writable: Writable;
  /** Resolves once every byte written is in the file and its descriptor is closed. */
  written: () => Promise<void>;
  /** The bytes from the start; the file has no name once this stream has opened it. */
  readBack: () => Readable;
  /** Drops the file without reading it. */
  discard: () => Promise<void>;
};

/**
 * A private temporary file (owner-only, in the spool folder) for work whose result is sent at a
 * person's speed (the audience export): the work writes at the database's speed inside its
 * transaction and commits, and only then is the file sent, so no transaction waits on a download.
 */
export async function spoolFile(): Promise<SpoolFile> {
  await mkdir(spoolDir, { recursive: true, mode: 0o700 });
  const file = path.join(spoolDir, `${PREFIX}${randomUUID()}`);
  const writable = createWriteStream(file, { flags: 'wx', mode: 0o600, highWaterMark: 256 * 1024 });
  const closed = new Promise<void>((resolve, reject) => {
    writable.once('close', resolve);
    writable.once('error', reject);
  });
  closed.catch(() => undefined);
  const remove = () => rm(file, { force: true }).catch(() => undefined);
  return {
    writable,
    written: () => closed,
    readBack: () => {
      const stream = createReadStream(file, { highWaterMark: 256 * 1024 });
      stream.once('open', () => void remove());
      stream.once('error', () => void remove());
      return stream;
    },
    discard: async () => {
      writable.destroy();
      await closed.catch(() => undefined);
      await remove();
    },
  };
}
