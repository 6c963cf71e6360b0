import { JobKit, type QueueSpec } from '@inca/service-kit/jobs';
import {
  runDailyVerification,
  verifyCron,
  verifyHourFrom,
  VERIFY_QUEUE,
  VERIFY_TIME_ZONE,
  type DailyVerifyReport,
} from '../configuration/index.ts';
import {
  couponAudiencesToSync,
  PublishingRunner,
  scheduleUnscheduled,
  takeDue,
  type EngineSettings,
  type RunOutcome,
} from '../publishing/index.ts';

/**
 * Runs, one job per audience queued at a time (`short` policy). Not `stately`: a stately queue cannot
 * activate a queued job while another of its key is active, and pg-boss then fails the whole fetch,
 * which stalls every audience behind a resend made during a run or behind a dead worker's job.
 */
export const RUN_QUEUE = 'audience-publish-runs';
export const MATCH_QUEUE = 'audience-publish-match';

export type PublishingEngineOptions = EngineSettings & {
  /**
   * The services' PostgreSQL (the machine's, or the embedded PGlite's socket) for pg-boss's own
   * pool; without it pg-boss runs its statements through `pool`.
   */
  databaseUrl?: string;
  /** pg-boss's schema (default `audience_publishing`). */
  queueSchema?: string;
  /** Run workers in this process (false: only enqueue). */
  workers?: boolean;
  /** How often due audiences (resend, frequency update, schedule) are turned into jobs; 0 disables it. */
  dispatchIntervalMs?: number;
  /** Seconds between polls of the platform's match size, and how many polls before giving up. */
  matchPollSeconds?: number;
  matchPollAttempts?: number;
  /** Seconds between fetches of the workers. */
  pollingIntervalSeconds?: number;
  /** Seconds before a run that found its audience busy (another worker's run, or a dead worker's lease) is tried again. */
  busyRetrySeconds?: number;
  /**
   * The daily verification of the ads accounts: the hour it runs at, America/Santiago
   * (default 6; VERIFY_HOUR where the engine is started); false neither schedules it nor works its jobs in this process.
   */
  verifyHour?: number | false;
  /** Called with each run this process worked, when it ends (logs, the worker entry's report). */
  onOutcome?: (outcome: RunOutcome, job: { audienceId: number; trigger: string; startedAt: Date; finishedAt: Date }) => void;
};

type RunJob = { audienceId: number; trigger: string };
type MatchJob = { runId: string; attempt: number };
/** The scheduled job carries no data (every account); a manual one may name accounts. */
type VerifyJob = { accountIds?: string[] } | null;

/**
 * The publishing engine on the service's job kit, in the services' PostgreSQL. Runs are jobs keyed by
 * audience (at most one queued per audience); the run itself takes the audience's RUNNING row (a
 * partial unique index) under a lease its worker renews, so no audience ever has two runs at once
 * across every worker of every process. A job that finds its audience busy is queued again a few
 * seconds later; a run whose worker died is abandoned once its lease lapses, and the next run
 * resumes after its last acknowledged batch. A run that sent members queues a match job that polls
 * the platform until it reports the match size.
 */
export class PublishingEngine {
  readonly runner: PublishingRunner;
  private timer: NodeJS.Timeout | undefined;
  private dispatching: Promise<unknown> = Promise.resolve();
  private stopped = false;
  /** Outcomes of the runs this process worked, newest last (for tests and logs). */
  readonly outcomes: RunOutcome[] = [];
  /** Reports of the daily verifications this process worked, newest last. */
  readonly verifications: DailyVerifyReport[] = [];

  private constructor(
    private readonly kit: JobKit,
    private readonly options: PublishingEngineOptions,
  ) {
    this.runner = new PublishingRunner(options);
  }

  static async start(options: PublishingEngineOptions): Promise<PublishingEngine> {
    const verifyHour = options.verifyHour === false ? false : (options.verifyHour ?? verifyHourFrom({}));
    const queues: QueueSpec[] = [
      // A job whose worker died is expired after 15 minutes and retried; a run still alive past that keeps
      // its RUNNING row (heartbeat), so the retry answers busy and waits instead of running it twice.
      { name: RUN_QUEUE, policy: 'short', expireInSeconds: 900, retryLimit: 5, retryDelay: 30, retryBackoff: true },
      { name: MATCH_QUEUE, policy: 'standard', retryLimit: 5, retryDelay: 10 },
      // One verification at a time (a day's job queued while one runs waits).
      ...(verifyHour === false
        ? []
        : [{ name: VERIFY_QUEUE, policy: 'singleton', expireInSeconds: 3600, retryLimit: 2, retryDelay: 300 } satisfies QueueSpec]),
    ];
    const kit = await JobKit.start({
      service: 'audience-publishing',
      schema: options.queueSchema ?? 'audience_publishing',
      pool: options.pool,
      ...(options.databaseUrl ? { databaseUrl: options.databaseUrl } : {}),
      queues,
    });
    // The schedule is kept by pg-boss in its schema, so every process that starts the engine agrees on the same one.
    if (verifyHour !== false) await kit.schedule(VERIFY_QUEUE, verifyCron(verifyHour), {}, VERIFY_TIME_ZONE);
    const engine = new PublishingEngine(kit, options);
    if (options.workers !== false) await engine.startWorkers();
    const every = options.dispatchIntervalMs ?? 5000;
    if (every > 0)
      engine.timer = setInterval(() => void engine.dispatchDue().catch((e: unknown) => console.error('[publishing] despacho', e)), every);
    return engine;
  }

  private async startWorkers() {
    const pollingIntervalSeconds = this.options.pollingIntervalSeconds ?? 2;
    await this.kit.work<RunJob>(RUN_QUEUE, { pollingIntervalSeconds }, async (job) => {
      const { audienceId, trigger } = job.data;
      const startedAt = new Date();
      const outcome = await this.runner.run(audienceId, trigger);
      this.outcomes.push(outcome);
      this.options.onOutcome?.(outcome, { audienceId, trigger, startedAt, finishedAt: new Date() });
      // Another worker holds the audience's run (or a dead one's lease has not lapsed yet): try again shortly
      // (null when a run of it is queued already, which will do).
      if (outcome.kind === 'busy') {
        await this.kit.send(RUN_QUEUE, { audienceId, trigger } satisfies RunJob, {
          singletonKey: String(audienceId),
          startAfter: this.options.busyRetrySeconds ?? 10,
        });
      }
      if (outcome.kind === 'sent') await this.kit.send(MATCH_QUEUE, { runId: outcome.runId, attempt: 1 } satisfies MatchJob);
      return outcome;
    });
    if (this.options.verifyHour !== false) {
      await this.kit.work<VerifyJob>(VERIFY_QUEUE, { pollingIntervalSeconds: Math.max(pollingIntervalSeconds, 1) }, async (job) => {
        const report = await runDailyVerification(this.options.pool, {
          ...(this.options.simulatorsUrl ? { simulatorsUrl: this.options.simulatorsUrl } : {}),
          ...(this.options.connectorFor ? { connectorFor: this.options.connectorFor } : {}),
          ...(this.options.mail ? { mail: this.options.mail } : {}),
          ...(job.data?.accountIds ? { accountIds: job.data.accountIds } : {}),
        });
        this.verifications.push(report);
        // The daily pass also refreshes the coupon campaigns' issued/reserved/redeemed figures (a campaign past its
        // end date runs no more, yet its coupons are still redeemed for a while).
        if (!job.data?.accountIds) {
          for (const audienceId of await couponAudiencesToSync(this.options.pool)) await this.runner.syncCouponStats(audienceId);
        }
        return report;
      });
    }
    await this.kit.work<MatchJob>(MATCH_QUEUE, { pollingIntervalSeconds }, async (job) => {
      const { runId, attempt } = job.data;
      if (await this.runner.pollMatch(runId)) return { published: true };
      if (attempt < (this.options.matchPollAttempts ?? 120)) {
        await this.kit.send(MATCH_QUEUE, { runId, attempt: attempt + 1 } satisfies MatchJob, {
          startAfter: this.options.matchPollSeconds ?? 5,
        });
      }
      return { published: false };
    });
  }

  /** Queues a run of the audience now (resend, frequency update); null when one is already queued. */
  async enqueueRun(audienceId: number, trigger: string): Promise<string | null> {
    return this.kit.send(RUN_QUEUE, { audienceId, trigger } satisfies RunJob, { singletonKey: String(audienceId) });
  }

  /** Queues a daily verification now (outside its schedule), of every account or of `accountIds`. */
  async enqueueVerification(accountIds?: readonly string[]): Promise<string | null> {
    return this.kit.send(VERIFY_QUEUE, accountIds ? { accountIds: [...accountIds] } : {});
  }

  /** The daily verification's schedule as pg-boss keeps it (cron and time zone), if this engine set it. */
  async verificationSchedule(): Promise<{ cron: string; tz: string | undefined } | undefined> {
    const found = (await this.kit.boss.getSchedules()).find((s) => s.name === VERIFY_QUEUE);
    return found ? { cron: found.cron, tz: found.options?.tz } : undefined;
  }

  /** Turns every audience due now (next_run_at passed) into a queued run; `onlyIds` limits it to those audiences. */
  async dispatchDue(onlyIds?: readonly number[]): Promise<number> {
    const work = this.dispatching.then(async () => {
      if (this.stopped) return 0;
      if (!onlyIds) await scheduleUnscheduled(this.options.pool, this.runner.hour);
      const ids = await takeDue(this.options.pool, 500, onlyIds);
      for (const id of ids) await this.enqueueRun(Number(id), 'schedule');
      return ids.length;
    });
    this.dispatching = work.catch(() => undefined);
    return work;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.dispatching;
    await this.kit.stop();
  }
}
