import type { GenerationRow, ImageRow } from './repository.ts';

/** The base path of every route of the service (spec §7). */
export const BASE = '/audience-images';

/** An image as the spec's list answers it (§3 audience image), with the path it is viewed at. */
export function presentImage(row: ImageRow, total?: number) {
  return {
    id: Number(row.id),
    audience_id: Number(row.audience_id),
    id_audience: Number(row.audience_id),
    company_code: row.company_code,
    filename_storage: row.filename_storage,
    description: row.description,
    state: Number(row.state),
    src: `${BASE}/image-view/${row.company_code}/${row.filename_storage}`,
    download: `${BASE}/download/${row.audience_id}/${row.filename_storage}`,
    content_type: row.content_type,
    size_bytes: Number(row.size_bytes),
    origin: row.origin,
    generation_id: row.generation_id,
    creation_user: row.creation_user,
    creation_date: row.creation_date,
    ...(total !== undefined ? { total } : {}),
  };
}

export function presentGeneration(row: GenerationRow, images: ImageRow[]) {
  return {
    id: row.id,
    audience_id: Number(row.audience_id),
    company_code: row.company_code,
    description: row.user_text,
    n: Number(row.n),
    size: row.size,
    provider: row.provider,
    state: row.state,
    progress: Number(row.progress),
    attempt: Number(row.attempt),
    max_attempts: Number(row.max_attempts),
    message: row.message,
    creation_user: row.creation_user,
    creation_date: row.creation_date,
    finished_date: row.finished_date,
    images: images.map((i) => presentImage(i)),
  };
}
