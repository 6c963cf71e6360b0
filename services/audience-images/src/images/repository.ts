import { SERVICE_SCHEMA } from '@inca/config';
import type { Queryable } from '@inca/db';

const S = SERVICE_SCHEMA['audience-images'];

export type ImageRow = {
  id: string;
  audience_id: string;
  company_code: string;
  filename_storage: string;
  description: string;
  state: number;
  creation_user: string;
  // Timestamps arrive as PostgreSQL writes them (@inca/db keeps them text).
  creation_date: string;
  generation_id: string | null;
  content_type: string;
  size_bytes: number;
  origin: 'GENERATED' | 'UPLOADED';
};

export type GenerationRow = {
  id: string;
  audience_id: string;
  company_code: string;
  user_text: string;
  prompt: string;
  n: number;
  size: string;
  provider: string;
  state: 'QUEUED' | 'RUNNING' | 'DONE' | 'FAILED' | 'CANCELLED';
  progress: number;
  /** The provider attempt under way (1 first; more while retryable failures are retried). */
  attempt: number;
  max_attempts: number;
  message: string | null;
  creation_user: string;
  // Timestamps arrive as PostgreSQL writes them (@inca/db keeps them text).
  creation_date: string;
  finished_date: string | null;
};

const IMAGE_COLUMNS =
  'id, audience_id, company_code, filename_storage, description, state, creation_user, creation_date, generation_id, content_type, size_bytes, origin';

/** One page of an audience's images in one state, newest first, with the total of that state. */
export async function listImages(
  db: Queryable,
  audienceId: number,
  state: 1 | 2 | null,
  offset: number,
  limit: number,
): Promise<{ rows: ImageRow[]; total: number }> {
  const { rows } = await db.query<ImageRow & { total: string }>(
    `SELECT ${IMAGE_COLUMNS}, count(*) OVER () AS total FROM ${S}.images
      WHERE audience_id = $1 AND ($2::smallint IS NULL OR state = $2)
      ORDER BY creation_date DESC, id DESC OFFSET $3 LIMIT $4`,
    [audienceId, state, offset, limit],
  );
  if (rows.length > 0 || offset === 0) return { rows, total: Number(rows[0]?.total ?? 0) };
  const { rows: count } = await db.query<{ total: string }>(
    `SELECT count(*) AS total FROM ${S}.images WHERE audience_id = $1 AND ($2::smallint IS NULL OR state = $2)`,
    [audienceId, state],
  );
  return { rows, total: Number(count[0]?.total ?? 0) };
}

export async function findImage(db: Queryable, id: number): Promise<ImageRow | undefined> {
  const { rows } = await db.query<ImageRow>(`SELECT ${IMAGE_COLUMNS} FROM ${S}.images WHERE id = $1`, [id]);
  return rows[0];
}

export async function findImageByFile(db: Queryable, filename: string): Promise<ImageRow | undefined> {
  const { rows } = await db.query<ImageRow>(`SELECT ${IMAGE_COLUMNS} FROM ${S}.images WHERE filename_storage = $1`, [filename]);
  return rows[0];
}

export async function imagesOfGeneration(db: Queryable, generationId: string): Promise<ImageRow[]> {
  const { rows } = await db.query<ImageRow>(`SELECT ${IMAGE_COLUMNS} FROM ${S}.images WHERE generation_id = $1 ORDER BY id`, [
    generationId,
  ]);
  return rows;
}

/**
 * Stores a candidate of a generation only while the generation runs: the generation's row is share-locked, so a
 * cancel either waits for this insert (and then removes it) or has already ended the generation (nothing is
 * inserted). Undefined when the generation no longer runs.
 */
export async function insertGeneratedImage(
  db: Queryable,
  image: {
    audienceId: number;
    companyCode: string;
    filename: string;
    description: string;
    user: string;
    generationId: string;
    contentType: string;
    sizeBytes: number;
  },
): Promise<ImageRow | undefined> {
  const { rows } = await db.query<ImageRow>(
    `INSERT INTO ${S}.images (audience_id, company_code, filename_storage, description, state, creation_user, generation_id, content_type, size_bytes, origin)
     SELECT $1, $2, $3, $4, 2, $5, g.id, $7, $8, 'GENERATED' FROM (SELECT id FROM ${S}.generations WHERE id = $6 AND state = 'RUNNING' FOR SHARE) g
     RETURNING ${IMAGE_COLUMNS}`,
    [
      image.audienceId,
      image.companyCode,
      image.filename,
      image.description,
      image.user,
      image.generationId,
      image.contentType,
      image.sizeBytes,
    ],
  );
  return rows[0];
}

export async function insertImage(
  db: Queryable,
  image: {
    audienceId: number;
    companyCode: string;
    filename: string;
    description: string;
    state: 1 | 2;
    user: string;
    generationId: string | null;
    contentType: string;
    sizeBytes: number;
    origin: 'GENERATED' | 'UPLOADED';
  },
): Promise<ImageRow> {
  const { rows } = await db.query<ImageRow>(
    `INSERT INTO ${S}.images (audience_id, company_code, filename_storage, description, state, creation_user, generation_id, content_type, size_bytes, origin)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING ${IMAGE_COLUMNS}`,
    [
      image.audienceId,
      image.companyCode,
      image.filename,
      image.description,
      image.state,
      image.user,
      image.generationId,
      image.contentType,
      image.sizeBytes,
      image.origin,
    ],
  );
  return rows[0]!;
}

/** Sets the state of an image of the audience; false when no such image. */
export async function updateImageState(db: Queryable, id: number, audienceId: number, state: 1 | 2): Promise<ImageRow | undefined> {
  const { rows } = await db.query<ImageRow>(
    `UPDATE ${S}.images SET state = $3 WHERE id = $1 AND audience_id = $2 RETURNING ${IMAGE_COLUMNS}`,
    [id, audienceId, state],
  );
  return rows[0];
}

export async function deleteImage(db: Queryable, id: number, audienceId: number): Promise<ImageRow | undefined> {
  const { rows } = await db.query<ImageRow>(`DELETE FROM ${S}.images WHERE id = $1 AND audience_id = $2 RETURNING ${IMAGE_COLUMNS}`, [
    id,
    audienceId,
  ]);
  return rows[0];
}

export async function insertGeneration(
  db: Queryable,
  g: {
    id: string;
    audienceId: number;
    companyCode: string;
    userText: string;
    prompt: string;
    n: number;
    size: string;
    provider: string;
    user: string;
  },
): Promise<GenerationRow> {
  const { rows } = await db.query<GenerationRow>(
    `INSERT INTO ${S}.generations (id, audience_id, company_code, user_text, prompt, n, size, provider, creation_user)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING *`,
    [g.id, g.audienceId, g.companyCode, g.userText, g.prompt, g.n, g.size, g.provider, g.user],
  );
  return rows[0]!;
}

export async function findGeneration(db: Queryable, id: string): Promise<GenerationRow | undefined> {
  const { rows } = await db.query<GenerationRow>(`SELECT * FROM ${S}.generations WHERE id = $1`, [id]);
  return rows[0];
}

/** Moves a generation along; a finished one (DONE/FAILED/CANCELLED) is never reopened. */
export async function progressGeneration(
  db: Queryable,
  id: string,
  state: Exclude<GenerationRow['state'], 'CANCELLED'>,
  progress: number,
  message: string | null = null,
  attempts?: { attempt: number; max: number },
): Promise<void> {
  await db.query(
    `UPDATE ${S}.generations SET state = $2, progress = $3, message = coalesce($4, message),
       attempt = coalesce($5, attempt), max_attempts = coalesce($6, max_attempts),
       finished_date = CASE WHEN $2 IN ('DONE', 'FAILED') THEN now() ELSE finished_date END
     WHERE id = $1 AND state NOT IN ('DONE', 'FAILED', 'CANCELLED')`,
    [id, state, progress, message, attempts?.attempt ?? null, attempts?.max ?? null],
  );
}

/**
 * Ends a queued or running generation as CANCELLED and removes the candidates it stored (answered, so their files
 * go too). Undefined when it had already finished.
 */
export async function cancelGeneration(
  db: Queryable,
  id: string,
  message: string,
): Promise<{ generation: GenerationRow; removed: ImageRow[] } | undefined> {
  const { rows } = await db.query<GenerationRow>(
    `UPDATE ${S}.generations SET state = 'CANCELLED', message = $2, finished_date = now()
      WHERE id = $1 AND state IN ('QUEUED', 'RUNNING') RETURNING *`,
    [id, message],
  );
  if (!rows[0]) return undefined;
  // After the update: an insert that held the row's share lock has committed, and no later one can start.
  const removed = await db.query<ImageRow>(`DELETE FROM ${S}.images WHERE generation_id = $1 AND state = 2 RETURNING ${IMAGE_COLUMNS}`, [
    id,
  ]);
  return { generation: rows[0], removed: removed.rows };
}

/** How many images each of the companies keeps. */
export async function imageCountsByCompany(db: Queryable, codes: readonly string[]): Promise<Map<string, number>> {
  const { rows } = await db.query<{ company_code: string; total: string }>(
    `SELECT company_code, count(*) AS total FROM ${S}.images WHERE company_code = ANY($1::text[]) GROUP BY company_code`,
    [codes],
  );
  return new Map(rows.map((r) => [r.company_code, Number(r.total)]));
}
