import PgBoss from 'pg-boss';
import type { CampaignContext } from '../context.ts';
import { runRecommendation, type RecommendationJob } from './recommendation.ts';

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
 * Processing on the Postgres queue (pg-boss 10, like audience publishing), in pg-boss's schema
 * `campaign_processing` through the service's pool. One job per campaign at a time: the route
 * refuses a send while the campaign has a pending or running process row. A job records its own outcome on its process-history row and is not retried: a
 * second run would only repeat the same deterministic result. CAMPAIGN_PROCESSING=off starts no
 * workers (jobs wait in the queue for another process).
 */
export async function startProcessing(ctx: CampaignContext): Promise<Processing> {
  const boss = new PgBoss({
    schema: 'campaign_processing',
    db: { executeSql: (text: string, values: unknown[]) => ctx.pool.query(text, values) },
  });
  boss.on('error', (error) => console.error('[campaign-management] cola', error));
  await boss.start();
  await boss.createQueue(RECOMMENDATION_QUEUE, { name: RECOMMENDATION_QUEUE, policy: 'standard', expireInSeconds: 900, retryLimit: 0 });
  const outcomes: { id_process: number; status: 'success' | 'error' }[] = [];
  if (ctx.config.processing.enabled) {
    await boss.work<RecommendationJob>(
      RECOMMENDATION_QUEUE,
      { pollingIntervalSeconds: ctx.config.processing.pollSeconds, batchSize: 1 },
      async ([job]) => {
        const data = job!.data;
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
    enqueueRecommendation: (job) => boss.send(RECOMMENDATION_QUEUE, job),
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }),
  };
}
