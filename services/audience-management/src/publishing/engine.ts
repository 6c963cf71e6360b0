import { createHash } from 'node:crypto';
import type { Pool } from '@inca/db';
import { matchCountOf, santiagoToday } from '@inca/domain';
import type { Member, PlatformConnector } from '@inca/platforms';
import { COMPANY_BITS, embeddedWarehouse, ensureWarehouseObjects, type WarehouseReader } from '@inca/warehouse';
import { restrictedCompanies, SegmentBuilder } from '../builder/index.ts';
import {
  accountConfigFor,
  connectorFor as defaultConnectorFor,
  connectorOptionsFor,
  ConnectorUnavailable,
  PLATFORM_OF,
  type ConnectorFactory,
} from '../connectors/index.ts';
import { couponTargetOf, createCouponConnector, isCouponConnector, syncCouponStats } from './couponConnector.ts';
import { contactColumnsFor, createMemberReader, decodeMember, encodeMember, isMember, memberSpecFor } from './members.ts';
import {
  acknowledgeAdded,
  acknowledgeRemoved,
  addTrack,
  analyzeDiffTables,
  couponLedgerOf,
  findRun,
  findTarget,
  finishRun,
  heartbeat,
  heldMembers,
  nextAdditions,
  nextRemovals,
  recordStatus,
  saveProgress,
  segmentMembers,
  segmentSize,
  setExternalId,
  setNextRun,
  stageMembers,
  RUN_LEASE_SECONDS,
  startRun,
  type IdentifierKind,
  type PublishTarget,
} from './repository/index.ts';
import { runEnded, type MailSettings } from './notify.ts';
import { RUN_FAILURE_TEXTS, runFailureOf } from './runFailure.ts';
import { nextRunAt } from './scheduler.ts';

export const PUBLISH_MESSAGES = {
  nothingToSend: 'No hay miembros nuevos ni eliminados para enviar a la plataforma.',
  noConnector: (platform: string) => `La plataforma ${platform} aún no tiene conector de publicación.`,
  failed: RUN_FAILURE_TEXTS.failed,
};

/** The name a run's members go by in the detail's "Archivo enviado": the audience, its company and the day it was sent. */
export const sentFileName = (companyCode: string, audienceId: number, day: string) =>
  `inca_${companyCode}_${audienceId}_${day.replaceAll('-', '')}.csv`;

export type EngineSettings = {
  pool: Pool;
  /** Where segments are read: BigQuery when configured, else the embedded DuckDB. */
  warehouse: () => Promise<WarehouseReader>;
  /** Builds a platform's connector (default: @inca/platforms by factory name). */
  connectorFor?: ConnectorFactory;
  /** Simulators' base URL for accounts without their own settings (default http://127.0.0.1:4300). */
  simulatorsUrl?: string;
  /** Customers read from the warehouse per chunk. */
  chunkSize?: number;
  /** At most this many members per add/remove call (default: the platform's own batch size). */
  batchSize?: number;
  /**
   * A run's lease: its worker renews it every quarter of this; a run whose lease lapsed (its worker
   * died) is abandoned by the next run of the audience, which resumes after the last acknowledged
   * batch. Default 120 (PUBLISH_RUN_LEASE_SECONDS where the engine is started).
   */
  leaseSeconds?: number;
  /** Santiago hour of scheduled runs (default 6). */
  hour?: number;
  /** How recipients are told a run ended (default: the outbox only). */
  mail?: MailSettings;
  /** Customers sampled to measure a run's identifier quality (default 20,000). */
  qualitySample?: number;
};

export type RunOutcome =
  | { kind: 'busy' }
  | { kind: 'missing' }
  | { kind: 'failed'; runId: string; error: string }
  | { kind: 'nothing'; runId: string }
  | { kind: 'sent'; runId: string; externalId: string; sent: number; removed: number };

const batchKey = (audienceId: number, op: 'add' | 'remove', members: readonly string[]) =>
  // Derived from the batch's content: a retried or resumed batch carries the same key, so the platform applies it once.
  `inca-${audienceId}-${op}-${createHash('sha256').update(members.join('\n')).digest('hex').slice(0, 32)}`;

/** The run's lease was taken over by another worker (this one stalled past it): it stops before its next batch. */
class LeaseLost extends Error {
  constructor() {
    super('La publicación quedó en manos de otro proceso.');
  }
}

/** Staged members from which the diff tables' statistics are refreshed before the diff. */
const ANALYZE_FROM = 20_000;

const increment = (counts: Record<string, number>, key: string, by = 1) => {
  counts[key] = (counts[key] ?? 0) + by;
};

/**
 * One publishing run of an audience: re-evaluates the segment in the warehouse, streams
 * its identifiers in chunks, normalizes and hashes them for the platform, diffs them against the
 * members the platform holds after the last acknowledged batch, sends additions and removals in
 * the connector's batch size, and writes the run record, status and timeline.
 */
export class PublishingRunner {
  private readonly builder: SegmentBuilder;
  private readonly connectorFor: ConnectorFactory;
  private readonly chunkSize: number;
  private readonly leaseSeconds: number;
  readonly hour: number;

  constructor(private readonly settings: EngineSettings) {
    // The runner's builder loads segments and catalogues only; the warehouse reads are the runner's own.
    this.builder = new SegmentBuilder(settings.pool, () => settings.warehouse().then(embeddedWarehouse));
    this.connectorFor = settings.connectorFor ?? defaultConnectorFor;
    this.chunkSize = settings.chunkSize ?? 5000;
    this.leaseSeconds = settings.leaseSeconds ?? RUN_LEASE_SECONDS;
    this.hour = settings.hour ?? 6;
  }

  /** The platform's own connector for the audience's ads account, with the audience's own platform settings. */
  private async platformOf(target: PublishTarget): Promise<PlatformConnector> {
    const config = accountConfigFor(
      target.ads_platform_code,
      { id: target.account_id, technical_name: target.account_technical_name, platform_config: target.platform_config ?? {} },
      this.settings.simulatorsUrl,
    );
    return this.connectorFor(target.ads_platform_code, config, connectorOptionsFor(target.ads_platform_code, config.options, target));
  }

  /** What the audience publishes through: a coupon audience's coupon campaign (couponConnector.ts), else its platform's audience. */
  private async connectorOf(target: PublishTarget): Promise<PlatformConnector> {
    const platform = await this.platformOf(target);
    const coupon = couponTargetOf(target);
    return coupon ? createCouponConnector(platform, coupon, couponLedgerOf(this.settings.pool, coupon.couponCampaignId)) : platform;
  }

  /**
   * Copies a coupon audience's figures per day (issued, reserved, redeemed) from Talon.One into coupon_daily_stats;
   * false for an ordinary audience or when Talon.One did not answer (the figures stay as last synced).
   */
  async syncCouponStats(audienceId: number): Promise<boolean> {
    const target = await findTarget(this.settings.pool, audienceId);
    const coupon = target && couponTargetOf(target);
    if (!target || !coupon) return false;
    try {
      await syncCouponStats(this.settings.pool, await this.platformOf(target), coupon);
      return true;
    } catch (error) {
      console.warn(
        `[publishing] cupones ${coupon.couponCampaignId}: no se pudieron leer las cifras diarias de Talon One: ${(error as Error).message}`,
      );
      return false;
    }
  }

  async run(audienceId: number, trigger: string): Promise<RunOutcome> {
    const pool = this.settings.pool;
    const target = await findTarget(pool, audienceId);
    if (!target) return { kind: 'missing' };
    const runId = await startRun(pool, audienceId, target.ads_platform_code, trigger, this.leaseSeconds);
    if (!runId) return { kind: 'busy' };
    const startedAt = new Date();
    // The lease is renewed on a clock of its own, so a slow batch (a platform's Retry-After) never lets it lapse.
    const lease = { lost: false };
    const renew = setInterval(
      () => {
        heartbeat(pool, runId).then(
          (alive) => void (lease.lost ||= !alive),
          () => undefined,
        );
      },
      Math.max(250, (this.leaseSeconds * 1000) / 4),
    );
    try {
      const outcome = await this.send(target, runId, lease);
      await this.scheduleNext(target, startedAt);
      // A coupon run that went through refreshes the campaign's daily figures (never fails the run).
      if (target.coupon_campaign_id) await this.syncCouponStats(audienceId);
      return outcome;
    } catch (error) {
      // Another worker holds the audience now: its run owns the status and the record.
      if (error instanceof LeaseLost) return { kind: 'failed', runId, error: error.message };
      const failure = runFailureOf(error, target.ads_platform_code);
      const message = error instanceof ConnectorUnavailable ? PUBLISH_MESSAGES.noConnector(target.ads_platform_code) : failure.message;
      console.warn(`[publishing] audiencia ${audienceId}, publicación ${runId}: ${failure.raw}`);
      await finishRun(pool, runId, 'FAILED', message, failure.raw);
      await recordStatus(pool, audienceId, 'E_ENV', { message });
      await this.scheduleNext(target, startedAt);
      return { kind: 'failed', runId, error: message };
    } finally {
      clearInterval(renew);
      await runEnded(this.settings, runId); // notify.ts: quality, prediction, recipients' e-mail (never throws)
    }
  }

  private async scheduleNext(target: PublishTarget, startedAt: Date) {
    const next = nextRunAt(
      { frequency: target.frequency, updateDay: target.update_date_number, startDate: target.start_date, endDate: target.end_date },
      new Date(),
      this.hour,
    );
    await setNextRun(this.settings.pool, Number(target.id), next, startedAt);
  }

  private async send(target: PublishTarget, runId: string, lease: { lost: boolean }): Promise<RunOutcome> {
    const pool = this.settings.pool;
    const audienceId = Number(target.id);
    const platform = PLATFORM_OF[target.ads_platform_code];
    if (!platform) throw new ConnectorUnavailable(target.ads_platform_code);
    const connector = await this.connectorOf(target);
    const kind: IdentifierKind = target.audience_type_google === 'MOBILE_ADVERTISING_ID' ? 'MOBILE_ADVERTISING_ID' : 'CONTACT_INFO';
    const storedOptions = (target.platform_config?.[target.ads_platform_code] as { options?: Record<string, unknown> } | undefined)
      ?.options;
    const spec = memberSpecFor(target.ads_platform_code, kind, storedOptions);
    const batchSize = Math.max(1, Math.min(connector.batchSize, this.settings.batchSize ?? connector.batchSize));
    const readMember = createMemberReader(platform.normalizer, spec);
    const stillOwned = () => {
      if (lease.lost) throw new LeaseLost();
    };

    // 1. The segment, evaluated now, streamed out of the warehouse chunk by chunk into the run's staging set.
    const warehouse = await this.settings.warehouse();
    const predicate = await this.builder.predicateOf(pool, target.segment_code);
    // A cross-table or sandbox segment (alone or inside a merge) reads the warehouse's tables and use-case groups: they
    // must exist in this worker's warehouse (BigQuery holds the company's own).
    if (warehouse.dialect === 'duckdb' && (predicate.kind === 'table' || predicate.kind === 'sandbox' || predicate.kind === 'merge'))
      await ensureWarehouseObjects(warehouse);
    const catalogue = await this.builder.catalogueFor(target.segment_owner);
    const restricted = await restrictedCompanies(pool, target.segment_owner);
    const allowedMask = Object.entries(COMPANY_BITS).reduce((mask, [code, bit]) => (restricted.includes(code) ? mask : mask | bit), 0);
    const context = { company: target.company_code };
    const uniqueUsers = await segmentSize(warehouse, catalogue, predicate, allowedMask, context);
    let rowsRead = 0;
    let valid = 0;
    const rejected: Record<string, number> = {};
    const columns = contactColumnsFor(Object.values(spec.kinds));
    for await (const chunk of segmentMembers(warehouse, catalogue, predicate, {
      kind,
      chunkSize: this.chunkSize,
      allowedMask,
      columns,
      context,
    })) {
      stillOwned();
      const members: string[] = [];
      for (const record of chunk.records) {
        const outcome = readMember(record);
        if (isMember(outcome)) members.push(encodeMember(outcome));
        else increment(rejected, outcome.reason);
      }
      rowsRead += chunk.records.length;
      valid += members.length;
      await stageMembers(pool, runId, members);
      await saveProgress(pool, runId, { rows_read: rowsRead, valid, rejected });
    }

    if (valid >= ANALYZE_FROM) await analyzeDiffTables(pool);

    // 2. The audience at the platform (created on the first run, under its own INCA_ name).
    let externalId = target.external_audience_id;
    if (!externalId) {
      externalId = (await connector.ensureAudience(target.custom_audience_name)).externalId;
      await setExternalId(pool, audienceId, externalId);
    }
    // Coupons a stopped run made but never acknowledged (its database or Talon.One's answer lost mid-batch) are held
    // before the diff, so none of their recipients is given a second coupon; this run completes their send.
    const recovered = isCouponConnector(connector) ? (await connector.recoverLostBatches()).map(encodeMember) : [];
    await acknowledgeAdded(pool, audienceId, recovered);

    // 3. Removals then additions, batch by batch; each acknowledged batch moves the diff base. Removals go first: a
    // customer whose identifiers changed is one member out and one in, and removing the old one after adding the new
    // one would take out the identifiers both share.
    const platformRejected: Record<string, number> = {};
    let batches = 0;
    let sent = recovered.length;
    let removed = 0;
    let bytes = 0;
    const decoded = (texts: string[]) => texts.map((text) => decodeMember(text, spec));
    for (let after = ''; ;) {
      stillOwned();
      const batch = await nextRemovals(pool, runId, audienceId, after, batchSize);
      if (batch.length === 0) break;
      after = batch[batch.length - 1]!;
      await connector.removeMembers(externalId, decoded(batch), batchKey(audienceId, 'remove', batch));
      await acknowledgeRemoved(pool, audienceId, batch);
      batches += 1;
      removed += batch.length;
      bytes += batch.reduce((n, m) => n + m.length, 0);
      await saveProgress(pool, runId, { batches, removed, bytes });
    }
    for (let after = ''; ;) {
      stillOwned();
      const batch = await nextAdditions(pool, runId, audienceId, after, batchSize);
      if (batch.length === 0) break;
      after = batch[batch.length - 1]!;
      const members = decoded(batch);
      const answer = await connector.addMembers(externalId, members, batchKey(audienceId, 'add', batch));
      const refused = new Set<Member>(answer.rejected.map((r) => r.member));
      for (const r of answer.rejected) increment(platformRejected, r.reason);
      const accepted = refused.size === 0 ? batch : batch.filter((_, i) => !refused.has(members[i]!));
      await acknowledgeAdded(pool, audienceId, accepted);
      batches += 1;
      sent += accepted.length;
      bytes += batch.reduce((n, m) => n + m.length, 0);
      await saveProgress(pool, runId, { batches, sent, bytes, platform_rejected: platformRejected });
    }

    stillOwned();
    // What the audience's settings ask to follow its data at the platform (Salesforce: its automation flow).
    if ((sent > 0 || removed > 0) && connector.afterRun) await connector.afterRun(externalId);
    // 4. Statuses: nothing to send keeps a published audience published; otherwise P_ENV then P_ACT until the match size.
    if (sent === 0 && removed === 0) {
      await finishRun(pool, runId, 'NOTHING');
      const published = target.match_data !== null && (await heldMembers(pool, audienceId)) > 0;
      if (published) {
        if (target.assignment_status_code !== 'P_PUB') {
          await recordStatus(pool, audienceId, 'P_PUB', {
            matchData: target.match_data,
            matchCount: matchCountOf(target.ads_platform_code, target.match_data),
          });
        }
      } else {
        await recordStatus(pool, audienceId, 'P_NOD', { uniqueUsers, message: PUBLISH_MESSAGES.nothingToSend });
      }
      return { kind: 'nothing', runId };
    }
    const uploadSize = await heldMembers(pool, audienceId);
    await recordStatus(pool, audienceId, 'P_ENV', {
      uniqueUsers,
      uploadSize,
      sourceFileName: sentFileName(target.company_code, audienceId, santiagoToday()),
    });
    await addTrack(pool, audienceId, uniqueUsers, uploadSize);
    await recordStatus(pool, audienceId, 'P_ACT', { uniqueUsers });
    await finishRun(pool, runId, 'SENT');
    return { kind: 'sent', runId, externalId, sent, removed };
  }

  /**
   * Asks the platform for the audience's match size; once it answers, P_PUB with the platform's
   * own shape and count. Answers false while the platform has no size yet (poll again later).
   */
  async pollMatch(runId: string): Promise<boolean> {
    const pool = this.settings.pool;
    const run = await findRun(pool, runId);
    if (!run || run.status !== 'SENT') return true;
    const target = await findTarget(pool, Number(run.audience_id));
    if (!target?.external_audience_id) return true;
    const connector = await this.connectorOf(target);
    const data = (await connector.matchSize(target.external_audience_id)) as Record<string, unknown> | null;
    if (!data) return false;
    await recordStatus(pool, Number(target.id), 'P_PUB', { matchData: data, matchCount: matchCountOf(target.ads_platform_code, data) });
    await finishRun(pool, runId, 'PUBLISHED');
    await runEnded(this.settings, runId);
    return true;
  }
}
