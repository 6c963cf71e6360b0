import { JobKit } from '@inca/service-kit/jobs';
import { GenerationWork, type GeneratorOptions, type ImageGenerator } from '../images/index.ts';

export const GENERATION_QUEUE = 'audience-image-generations';

type GenerationJob = { generationId: string };

export type GenerationQueueOptions = GeneratorOptions & {
  /** pg-boss schema (default `audience_images_queue`). */
  queueSchema?: string;
  /** Run workers in this process (false: only enqueue; another process works the queue). */
  workers?: boolean;
  pollingIntervalSeconds?: number;
};

export type GenerationQueue = ImageGenerator & { stop(): Promise<void> };

/**
 * Image generation on the service's job kit, in the service's PostgreSQL: one job per request (its
 * id as the job's singleton key); a retryable provider failure is retried twice with backoff, and a
 * job whose worker died expires after five minutes and is tried again.
 */
export async function startImageGeneration(options: GenerationQueueOptions): Promise<GenerationQueue> {
  const kit = await JobKit.start({
    service: 'audience-images',
    schema: options.queueSchema ?? 'audience_images_queue',
    pool: options.pool,
    queues: [{ name: GENERATION_QUEUE, policy: 'standard', retryLimit: 2, retryDelay: 2, retryBackoff: true, expireInSeconds: 300 }],
  });
  const work = new GenerationWork(options);
  if (options.workers !== false) {
    await kit.work<GenerationJob>(GENERATION_QUEUE, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 0.5 }, async (job) => {
      await work.run(job.data.generationId, job.retryCount, job.retryLimit);
    });
  }
  return {
    enqueue: async (generationId) => {
      await kit.send(GENERATION_QUEUE, { generationId } satisfies GenerationJob, { singletonKey: generationId });
    },
    // A generation still drawing after five seconds is left to the queue's expiry and retry.
    stop: () => kit.stop(5_000),
  };
}
