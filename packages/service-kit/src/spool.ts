import { randomUUID } from 'node:crypto';
import { mkdir, open, readdir, rm, stat, unlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';

/** Where uploads are received before any work on them begins: set once at start (configureSpool). */
let spoolDir = path.join(os.tmpdir(), 'inca-spool');

const PREFIX = 'upload-';
/** A leftover older than this belongs to no upload in progress (each one writes at least every request timeout). */
const LEFTOVER_AGE_MS = 60 * 60 * 1000;

/**
 * Sets the spool folder (owner-only) and sweeps what a killed process may have left in it. Spooled
 * files are unlinked as soon as they are opened, so a leftover exists only if a process died in
 * between; the sweep still runs at every start.
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
 * not begun yet. The file has no name on disk while it is read (unlinked once open), so nothing is
 * left behind whatever happens to the process.
 */
export async function spoolRequest(body: Body, limit: number, tooLarge: () => Error): Promise<SpooledBody> {
  await mkdir(spoolDir, { recursive: true, mode: 0o700 });
  const file = path.join(spoolDir, `${PREFIX}${randomUUID()}`);
  const handle = await open(file, 'wx+', 0o600);
  await unlink(file).catch(() => undefined);
  let size = 0;
  try {
    for await (const chunk of body) {
      size += chunk.length;
      if (size > limit) throw tooLarge();
      await handle.write(chunk);
    }
  } catch (error) {
    await handle.close();
    throw error;
  }
  const head = Buffer.alloc(Math.min(8, size));
  if (head.length > 0) await handle.read(head, 0, head.length, 0);
  const stream = handle.createReadStream({ start: 0, highWaterMark: 256 * 1024, autoClose: true });
  // Nobody read it (a refusal before the file mattered): the answer closes it.
  body.res?.once('close', () => stream.destroy());
  return { size, head, stream };
}

export type SpoolFile = {
  /** Where the work writes; ending it keeps the file open for `readBack`. */
  writable: Writable;
  /** Resolves once every byte written is in the file. */
  written: () => Promise<void>;
  /** The bytes from the start; the file is gone once this stream ends or is destroyed. */
  readBack: () => Readable;
  /** Drops the file without reading it. */
  discard: () => Promise<void>;
};

/**
 * A private temporary file for work whose result a person downloads (the audience export): the
 * work writes at the database's speed inside its transaction and commits, and only then is the file
 * sent at the person's speed, so no transaction waits on a slow download.
 */
export async function spoolFile(): Promise<SpoolFile> {
  await mkdir(spoolDir, { recursive: true, mode: 0o700 });
  const file = path.join(spoolDir, `${PREFIX}${randomUUID()}`);
  const handle = await open(file, 'wx+', 0o600);
  await unlink(file).catch(() => undefined);
  const writable = handle.createWriteStream({ autoClose: false, highWaterMark: 256 * 1024 });
  const finished = new Promise<void>((resolve, reject) => {
    writable.once('finish', resolve);
    writable.once('error', reject);
  });
  finished.catch(() => undefined);
  let closed = false;
  return {
    writable,
    written: () => finished,
    readBack: () => {
      closed = true;
      return handle.createReadStream({ start: 0, highWaterMark: 256 * 1024, autoClose: true });
    },
    discard: async () => {
      if (closed) return;
      closed = true;
      writable.destroy();
      await handle.close().catch(() => undefined);
    },
  };
}
