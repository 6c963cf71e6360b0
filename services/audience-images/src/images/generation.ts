import { randomUUID } from 'node:crypto';
import type { Pool } from '@inca/db';
import { ProviderError, type ImageProvider } from '../providers/index.ts';
import type { ImageStorage } from '../storage/index.ts';
import { findGeneration, insertGeneratedImage, progressGeneration, type GenerationRow } from './repository.ts';
import { EXTENSIONS, IMAGE_MESSAGES, imageKindOf } from './rules.ts';

export type GeneratorOptions = {
  pool: Pool;
  storage: ImageStorage;
  /** The provider for a company (from the service's environment, see providers/config.ts). */
  providerFor: (companyCode: string) => ImageProvider;
  /** How often a running generation looks whether the user cancelled it (default 500 ms). */
  cancelCheckMs?: number;
};

/** What the routes need of the generation queue (the service's jobs/ keeps it): send a request to be worked. */
export type ImageGenerator = { enqueue(generationId: string): Promise<void> };

/**
 * Image generation, worked as jobs on the service's queue (jobs/): the route writes the request
 * (state QUEUED) and sends a job; a worker asks the company's provider for the pictures, stores each
 * one and records it as a candidate (state 2), moving the progress 10 → 60 → 100. A retryable
 * provider failure (429, 5xx, timeout) is thrown so that the queue retries it with backoff, the
 * request telling which attempt comes; anything else fails the request with a message the user can
 * read. The user may cancel a request: its provider call is aborted and what it stored is removed.
 */
export class GenerationWork {
  constructor(private readonly options: GeneratorOptions) {}

  /**
   * Works one generation request (idempotent: a finished or cancelled request is left as it is). While the provider
   * draws, the request is watched: once the user cancels it, the provider's call is aborted and nothing is stored.
   */
  async run(generationId: string, attempt = 0, retryLimit = 0): Promise<void> {
    const { pool, storage } = this.options;
    const generation = await findGeneration(pool, generationId);
    if (!generation || (generation.state !== 'QUEUED' && generation.state !== 'RUNNING')) return;
    const attempts = { attempt: attempt + 1, max: retryLimit + 1 };
    await progressGeneration(pool, generationId, 'RUNNING', 10, null, attempts);
    const cancelled = new AbortController();
    const watch = setInterval(() => {
      findGeneration(pool, generationId).then(
        (row) => {
          if (row?.state === 'CANCELLED') cancelled.abort();
        },
        () => undefined,
      );
    }, this.options.cancelCheckMs ?? 500);
    let images;
    try {
      const provider = this.options.providerFor(generation.company_code);
      images = await provider.generate({ prompt: generation.prompt, count: generation.n, size: '1024x1024' }, cancelled.signal);
    } catch (error) {
      if (cancelled.signal.aborted) return;
      const retry = error instanceof ProviderError && error.retryable && attempt < retryLimit;
      console.error(`[audience-images] generación ${generationId}${retry ? ' (se reintentará)' : ''}:`, (error as Error).message);
      if (retry) {
        // The user sees the next attempt coming ("Reintentando (2 de 3)…") while the queue waits to retry.
        await progressGeneration(pool, generationId, 'RUNNING', 10, null, { attempt: attempts.attempt + 1, max: attempts.max });
        throw error;
      }
      const message = error instanceof ProviderError && error.refusedPrompt ? IMAGE_MESSAGES.unsafePrompt : IMAGE_MESSAGES.generationFailed;
      await progressGeneration(pool, generationId, 'FAILED', 100, message);
      return;
    } finally {
      clearInterval(watch);
    }
    await progressGeneration(pool, generationId, 'RUNNING', 60);
    const kept = images.filter((image) => imageKindOf(image.bytes) !== undefined).slice(0, generation.n);
    let stored = 0;
    for (const image of kept) {
      const kind = imageKindOf(image.bytes)!;
      const filename = `${randomUUID()}.${EXTENSIONS[kind]}`;
      const key = `${generation.company_code}/${filename}`;
      await storage.put(key, image.bytes, image.contentType);
      const row = await insertGeneratedImage(pool, {
        audienceId: Number(generation.audience_id),
        companyCode: generation.company_code,
        filename,
        description: generation.user_text,
        user: generation.creation_user,
        generationId,
        contentType: image.contentType,
        sizeBytes: image.bytes.length,
      });
      if (!row) {
        // Cancelled meanwhile: the file goes, and the candidates stored before it went with the cancel.
        await storage.delete(key).catch(() => undefined);
        return;
      }
      stored += 1;
      await progressGeneration(
        pool,
        generationId,
        'RUNNING',
        60 + Math.floor((40 * stored) / Math.max(1, kept.length)) - (stored === kept.length ? 1 : 0),
      );
    }
    if (stored === 0) await progressGeneration(pool, generationId, 'FAILED', 100, IMAGE_MESSAGES.generationFailed);
    else await progressGeneration(pool, generationId, 'DONE', 100, IMAGE_MESSAGES.generationDone);
  }
}

/** The generation request once finished (DONE or FAILED), or as it stands when `timeoutMs` has passed. */
export async function waitForGeneration(pool: Pool, id: string, timeoutMs: number): Promise<GenerationRow | undefined> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const row = await findGeneration(pool, id);
    if (!row || row.state === 'DONE' || row.state === 'FAILED' || row.state === 'CANCELLED' || Date.now() > until) return row;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
