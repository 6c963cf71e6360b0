import { JobKit } from '@inca/service-kit/jobs';
import type { CampaignContext } from '../context.ts';
import { runRecommendation, type RecommendationJob } from '../processing/index.ts';

/** The queue of 'send to process' (recommendation) jobs. */
export const RECOMMENDATION_QUEUE = 'campaign-recommendation';

/** What the routes use: enqueue a recommendation; stop on shutdown. */
export type Processing = {
  enqueueRecommendation(job: RecommendationJob): Promise<string | null>;
  /** Outcomes of the jobs this process ran, newest last (tests and logs). */
  readonly outcomes: { id_process: number; status: 'success' | 'error' }[];
  stop(): Promise<void>;
};

/**
 * Processing on the service's job kit, in pg-boss's schema `campaign_processing` through the
 * service's pool. One job per campaign at a time: the route refuses a send while the campaign has a
 * pending or running process row. A job records its own outcome on its process-history row and is
 * not retried: a second run would only repeat the same deterministic result. CAMPAIGN_PROCESSING=off
 * starts no workers (jobs wait in the queue for another process).
 */
export async function startProcessing(ctx: CampaignContext): Promise<Processing> {
  const kit = await JobKit.start({
    service: 'campaign-management',
    schema: 'campaign_processing',
    pool: ctx.pool,
    queues: [{ name: RECOMMENDATION_QUEUE, policy: 'standard', expireInSeconds: 900, retryLimit: 0 }],
  });
  const outcomes: { id_process: number; status: 'success' | 'error' }[] = [];
  if (ctx.config.processing.enabled) {
    await kit.work<RecommendationJob>(
      RECOMMENDATION_QUEUE,
      { pollingIntervalSeconds: ctx.config.processing.pollSeconds },
      async ({ data }) => {
        let status: 'success' | 'error' = 'error';
        try {
          status = await runRecommendation(ctx, data);
        } catch (error) {
          // Already recorded on the history row as 'error' with its detail.
          console.error('[campaign-management] proceso', data.id_process, error);
        }
        outcomes.push({ id_process: data.id_process, status });
        return { status };
      },
    );
  }
  return {
    outcomes,
    enqueueRecommendation: (job) => kit.send(RECOMMENDATION_QUEUE, job),
    stop: () => kit.stop(),
  };
}
