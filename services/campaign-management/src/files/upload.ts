import type { Request } from 'express';
import { HttpError, badRequest, spoolRequest } from '@inca/service-kit';

/** Largest upload accepted (rules spreadsheets of 50,000+ rows, items lists of 1,000,000 lines). */
export const UPLOAD_LIMIT_BYTES = 64 * 1024 * 1024;

export type Upload = { name: string | null; data: Buffer; files: number };

async function readBody(req: Request, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new HttpError(413, 'PAYLOAD_TOO_LARGE', 'El archivo es demasiado grande (máximo 64 MB).');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * The uploaded file: a multipart/form-data body (spec §7: "multipart file"; parsed by Node's own
 * fetch implementation, every file part counted) or the raw bytes of the file (signed upload links),
 * named by the `filename` query parameter or an x-file-name header.
 */
export async function readUpload(req: Request, limit = UPLOAD_LIMIT_BYTES): Promise<Upload> {
  const type = req.header('content-type') ?? '';
  const body = await readBody(req, limit);
  if (/^multipart\/form-data/i.test(type)) {
    let form: FormData;
    try {
      form = await new Response(body, { headers: { 'content-type': type } }).formData();
    } catch {
      throw badRequest('No se pudo leer el archivo enviado.');
    }
    type FilePart = { name: string; arrayBuffer(): Promise<ArrayBuffer> };
    const files = [...form.values()].filter((v) => typeof v !== 'string') as unknown as FilePart[];
    const first = files[0];
    if (!first) return { name: null, data: Buffer.alloc(0), files: 0 };
    return { name: first.name, data: Buffer.from(await first.arrayBuffer()), files: files.length };
  }
  // A named file is a file even when empty: it is then refused as empty, not as missing.
  return { name: uploadName(req), data: body, files: body.length > 0 || uploadName(req) ? 1 : 0 };
}

/** The name of a raw-bytes upload: the `filename` query parameter or an x-file-name header. */
export function uploadName(req: Request): string | null {
  const named = typeof req.query.filename === 'string' ? req.query.filename : req.header('x-file-name');
  return named ? decodeURIComponent(named) : null;
}

/** An upload read as a stream: its first bytes (to check the file type) and then every byte, head included. */
export type StreamedUpload = { name: string | null; files: number; head: Buffer; stream: AsyncIterable<Buffer> };

/**
 * The uploaded file as a stream, so large files never sit whole in memory. The raw bytes of the
 * request (signed upload links) are first received whole into a private temporary file (the
 * service kit's spool), so no transaction ever waits on a person's connection: a stalled or cut upload holds
 * a file descriptor, never a database session. A multipart form is read whole first (browser forms).
 */
export async function openUpload(req: Request, limit = UPLOAD_LIMIT_BYTES): Promise<StreamedUpload> {
  if (/^multipart\/form-data/i.test(req.header('content-type') ?? '')) {
    const upload = await readUpload(req, limit);
    return {
      name: upload.name,
      files: upload.files,
      head: upload.data.subarray(0, 8),
      stream: (async function* () {
        yield upload.data;
      })(),
    };
  }
  const spooled = await spoolRequest(
    req,
    limit,
    () => new HttpError(413, 'PAYLOAD_TOO_LARGE', 'El archivo es demasiado grande (máximo 64 MB).'),
  );
  return { name: uploadName(req), files: spooled.size > 0 || uploadName(req) ? 1 : 0, head: spooled.head, stream: spooled.stream };
}
