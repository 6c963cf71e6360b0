import type { Queryable } from '@inca/db';
import { SCHEMA } from '../../schema.ts';
import { nextRunAt } from '../scheduler.ts';

export type PublishTarget = {
  id: string;
  custom_audience_name: string;
  company_code: string;
  segment_code: string;
  segment_owner: string;
  segment_row_count_unique: string;
  ads_platform_code: string;
  assignment_status_code: string;
  match_data: Record<string, unknown> | null;
  audience_match_count: string | null;
  audience_type_google: string | null;
  /** The audience form's platform settings (§2.4): Google's app of a mobile-id list, Adobe's dataset, table and flag. */
  app_id_type: string | null;
  app_id: string | null;
  dataset_adobe: string | null;
  table_adobe: string | null;
  nombre_var_adobe: string | null;
  /** The Salesforce automation flow created with the audience in its form: its name and its id in Automation Studio. */
  salesforce_automation_name: string | null;
  salesforce_automation_external_id: string | null;
  external_audience_id: string | null;
  is_enabled: string;
  frequency: string;
  update_date_number: number | null;
  start_date: string;
  end_date: string;
  account_id: string;
  account_technical_name: string;
  platform_config: Record<string, never>;
  /** Coupon audiences: the coupon campaign and what its coupons carry; null for ordinary audiences. */
  coupon_campaign_id: string | null;
  talonone_application_id: string | null;
  talonone_campaign_id: string | null;
  coupon_usage_limit: number | null;
  coupon_discount_limit: number | null;
  coupon_reservation_limit: number | null;
  coupon_start_date: string | null;
  coupon_end_date: string | null;
  /** The coupon campaign's day of creation (YYYY-MM-DD): its daily figures are read from then on. */
  coupon_created_day: string | null;
  /** The Talon.One campaign as stored with the coupon campaign: {name, couponSettings: {couponPattern, validCharacters}}. */
  talonone_campaign: { name?: string; couponSettings?: { couponPattern?: string | null; validCharacters?: string[] | null } | null } | null;
};

export async function findTarget(db: Queryable, audienceId: number): Promise<PublishTarget | undefined> {
  const { rows } = await db.query<PublishTarget>(
    `SELECT a.id, a.custom_audience_name, a.company_code, a.segment_code, s.owner_company_code AS segment_owner, s.row_count_unique AS segment_row_count_unique,
            a.ads_platform_code, a.assignment_status_code, a.match_data, a.audience_match_count, a.audience_type_google, a.external_audience_id,
            a.app_id_type, a.app_id, a.dataset_adobe, a.table_adobe, a.nombre_var_adobe,
            a.salesforce_automation_name, sa.external_id AS salesforce_automation_external_id,
            a.is_enabled, a.frequency, a.update_date_number, a.start_date, a.end_date,
            acc.id AS account_id, acc.technical_name AS account_technical_name, acc.platform_config,
            a.coupon_campaign_id, coalesce(cc.talonone_application_id, a.talonone_application_id) AS talonone_application_id,
            coalesce(cc.talonone_campaign_id, a.talonone_campaign_id) AS talonone_campaign_id,
            cc.usage_limit AS coupon_usage_limit, cc.discount_limit::float8 AS coupon_discount_limit, cc.reservation_limit AS coupon_reservation_limit,
            cc.start_date AS coupon_start_date, cc.end_date AS coupon_end_date,
            to_char(cc.created_date AT TIME ZONE 'America/Santiago', 'YYYY-MM-DD') AS coupon_created_day, cc.talonone_campaign
       FROM ${SCHEMA}.audiences a
       JOIN ${SCHEMA}.segments s ON s.code = a.segment_code
       JOIN ${SCHEMA}.ads_accounts acc ON acc.id = a.ads_account_id
       LEFT JOIN ${SCHEMA}.coupon_campaigns cc ON cc.id = a.coupon_campaign_id
       LEFT JOIN ${SCHEMA}.salesforce_automations sa ON sa.id = a.salesforce_automation_id
      WHERE a.id = $1`,
    [audienceId],
  );
  return rows[0];
}

/**
 * Coupon audiences whose figures the daily job refreshes: sent to Talon.One at least once and whose campaign
 * ended at most `graceDays` ago (coupons issued before the end may still be redeemed afterwards).
 */
export async function couponAudiencesToSync(db: Queryable, graceDays = 30): Promise<number[]> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT a.id FROM ${SCHEMA}.audiences a JOIN ${SCHEMA}.coupon_campaigns c ON c.id = a.coupon_campaign_id
      WHERE a.external_audience_id IS NOT NULL
        AND c.end_date >= (now() AT TIME ZONE 'America/Santiago')::date - $1::int
      ORDER BY a.id`,
    [graceDays],
  );
  return rows.map((r) => Number(r.id));
}

/** A run's lease: a worker that stops beating for this long is considered lost and its run abandoned. */
export const RUN_LEASE_SECONDS = 120;

/**
 * Starts a run, or answers null when the audience already has a live one (one run per audience
 * at a time, enforced by the partial unique index). A run whose worker died is abandoned first.
 */
export async function startRun(
  db: Queryable,
  audienceId: number,
  platform: string,
  trigger: string,
  leaseSeconds = RUN_LEASE_SECONDS,
): Promise<string | null> {
  await db.query(
    `UPDATE ${SCHEMA}.publish_runs SET status = 'ABANDONED', finished_at = now(), error = 'El proceso que ejecutaba la publicación se detuvo.'
      WHERE audience_id = $1 AND status = 'RUNNING' AND heartbeat_at < now() - make_interval(secs => $2)`,
    [audienceId, leaseSeconds],
  );
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO ${SCHEMA}.publish_runs (audience_id, platform, trigger, status) VALUES ($1, $2, $3, 'RUNNING')
     ON CONFLICT (audience_id) WHERE status = 'RUNNING' DO NOTHING RETURNING id`,
    [audienceId, platform, trigger],
  );
  return rows[0]?.id ?? null;
}

/** Renews a live run's lease; false when the run is no longer RUNNING (another worker abandoned it). */
export async function heartbeat(db: Queryable, runId: string): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE ${SCHEMA}.publish_runs SET heartbeat_at = now() WHERE id = $1 AND status = 'RUNNING' RETURNING id`,
    [runId],
  );
  return rows.length > 0;
}

export type RunProgress = {
  rows_read?: number;
  valid?: number;
  rejected?: Record<string, number>;
  platform_rejected?: Record<string, number>;
  batches?: number;
  sent?: number;
  removed?: number;
  bytes?: number;
};

export async function saveProgress(db: Queryable, runId: string, p: RunProgress): Promise<void> {
  await db.query(
    `UPDATE ${SCHEMA}.publish_runs SET heartbeat_at = now(),
        rows_read = coalesce($2, rows_read), valid = coalesce($3, valid), rejected = coalesce($4, rejected),
        platform_rejected = coalesce($5, platform_rejected), batches = coalesce($6, batches), sent = coalesce($7, sent),
        removed = coalesce($8, removed), bytes = coalesce($9, bytes)
      WHERE id = $1`,
    [
      runId,
      p.rows_read ?? null,
      p.valid ?? null,
      p.rejected ? JSON.stringify(p.rejected) : null,
      p.platform_rejected ? JSON.stringify(p.platform_rejected) : null,
      p.batches ?? null,
      p.sent ?? null,
      p.removed ?? null,
      p.bytes ?? null,
    ],
  );
}

/** `error` is the user-facing reason; `platformError` what the platform said, kept for operators only. */
export async function finishRun(
  db: Queryable,
  runId: string,
  status: 'SENT' | 'NOTHING' | 'FAILED' | 'PUBLISHED',
  error: string | null = null,
  platformError: string | null = null,
): Promise<void> {
  await db.query(
    `UPDATE ${SCHEMA}.publish_runs SET status = $2, error = coalesce($3, error), platform_error = coalesce($4, platform_error),
        finished_at = coalesce(finished_at, now()),
        duration_ms = coalesce(duration_ms, (extract(epoch FROM now() - started_at) * 1000)::bigint)
      WHERE id = $1`,
    [runId, status, error, platformError],
  );
  if (status !== 'PUBLISHED') await db.query(`DELETE FROM ${SCHEMA}.publish_run_members WHERE run_id = $1`, [runId]);
}

export async function stageMembers(db: Queryable, runId: string, members: readonly string[]): Promise<void> {
  if (members.length === 0) return;
  await db.query(`INSERT INTO ${SCHEMA}.publish_run_members (run_id, member) SELECT $1, unnest($2::text[]) ON CONFLICT DO NOTHING`, [
    runId,
    members,
  ]);
}

/**
 * Fresh planner statistics for the diff tables once a large run is staged: without them the planner
 * takes a staged set of millions for a few hundred rows and reads it through a sort instead of its index.
 */
export async function analyzeDiffTables(db: Queryable): Promise<void> {
  await db.query(`ANALYZE ${SCHEMA}.publish_run_members, ${SCHEMA}.publish_members`);
}

/**
 * The first `limit` members after `after` (in member order) that are on one side of the diff and not
 * on the other, read window by window: a window of one side in index order, then the other side's
 * members in the same closed range. Both reads are bounded, so a batch costs the same at the start
 * and at the end of a run of millions whatever the planner's statistics (an anti-join planned on
 * statistics taken before the batches grew the other side sorts all of it for every batch).
 */
async function nextOnlyIn(
  db: Queryable,
  side: { table: string; key: string; id: string | number },
  other: { table: string; key: string; id: string | number },
  after: string,
  limit: number,
): Promise<string[]> {
  const out: string[] = [];
  const window = Math.max(limit, 2000);
  for (let from = after; out.length < limit;) {
    const { rows } = await db.query<{ member: string }>(
      `SELECT member FROM ${SCHEMA}.${side.table} WHERE ${side.key} = $1 AND member > $2 ORDER BY member LIMIT $3`,
      [side.id, from, window],
    );
    if (rows.length === 0) break;
    const last = rows[rows.length - 1]!.member;
    const present = new Set(
      (
        await db.query<{ member: string }>(
          `SELECT member FROM ${SCHEMA}.${other.table} WHERE ${other.key} = $1 AND member > $2 AND member <= $3`,
          [other.id, from, last],
        )
      ).rows.map((r) => r.member),
    );
    for (const { member } of rows) {
      if (present.has(member)) continue;
      out.push(member);
      if (out.length === limit) break;
    }
    if (rows.length < window) break;
    from = last;
  }
  return out;
}

/** The next batch of members of this run the platform does not hold yet (keyset on the member). */
export async function nextAdditions(db: Queryable, runId: string, audienceId: number, after: string, limit: number): Promise<string[]> {
  return nextOnlyIn(
    db,
    { table: 'publish_run_members', key: 'run_id', id: runId },
    { table: 'publish_members', key: 'audience_id', id: audienceId },
    after,
    limit,
  );
}

/** The next batch of members the platform holds that this run's segment no longer has. */
export async function nextRemovals(db: Queryable, runId: string, audienceId: number, after: string, limit: number): Promise<string[]> {
  return nextOnlyIn(
    db,
    { table: 'publish_members', key: 'audience_id', id: audienceId },
    { table: 'publish_run_members', key: 'run_id', id: runId },
    after,
    limit,
  );
}

/** An acknowledged batch: the platform now holds these members (the diff base moves with each batch). */
export async function acknowledgeAdded(db: Queryable, audienceId: number, members: readonly string[]): Promise<void> {
  if (members.length === 0) return;
  await db.query(`INSERT INTO ${SCHEMA}.publish_members (audience_id, member) SELECT $1, unnest($2::text[]) ON CONFLICT DO NOTHING`, [
    audienceId,
    members,
  ]);
}

export async function acknowledgeRemoved(db: Queryable, audienceId: number, members: readonly string[]): Promise<void> {
  if (members.length === 0) return;
  await db.query(`DELETE FROM ${SCHEMA}.publish_members WHERE audience_id = $1 AND member = ANY($2::text[])`, [audienceId, members]);
}

export async function setExternalId(db: Queryable, audienceId: number, externalId: string): Promise<void> {
  await db.query(`UPDATE ${SCHEMA}.audiences SET external_audience_id = $2 WHERE id = $1`, [audienceId, externalId]);
}

export async function heldMembers(db: Queryable, audienceId: number): Promise<number> {
  const { rows } = await db.query<{ n: string }>(`SELECT count(*) AS n FROM ${SCHEMA}.publish_members WHERE audience_id = $1`, [
    audienceId,
  ]);
  return Number(rows[0]?.n ?? 0);
}

/**
 * Moves the audience to a status and writes the timeline entry: unique users and upload size
 * (P_ENV), the platform's match data and count (P_PUB), or a message (P_NOD).
 */
export async function recordStatus(
  db: Queryable,
  audienceId: number,
  code: string,
  entry: {
    uniqueUsers?: number;
    uploadSize?: number;
    matchData?: Record<string, unknown> | null;
    matchCount?: number | null;
    message?: string | null;
    /** The name the sent members go by (the detail's "Archivo enviado"), on P_ENV. */
    sourceFileName?: string;
  },
): Promise<void> {
  const matchJson = entry.matchData === undefined ? null : JSON.stringify(entry.matchData);
  await db.query(
    `UPDATE ${SCHEMA}.audiences SET assignment_status_code = $2, assignment_status_date = now(),
        match_data = CASE WHEN $3::jsonb IS NULL THEN match_data ELSE $3::jsonb END,
        audience_match_count = CASE WHEN $3::jsonb IS NULL THEN audience_match_count ELSE $4 END,
        source_file_row_count = coalesce($5, source_file_row_count),
        source_file_name = coalesce($6, source_file_name),
        last_process_date = CASE WHEN $2 = 'P_ENV' THEN now() ELSE last_process_date END
      WHERE id = $1`,
    [audienceId, code, matchJson, entry.matchCount ?? null, entry.uploadSize ?? null, entry.sourceFileName ?? null],
  );
  await db.query(
    `INSERT INTO ${SCHEMA}.audience_timeline (audience_id, assignment_status_code, assignment_status_date, match_data, audience_match_count, segment_row_count_unique, source_file_row_count, message)
     VALUES ($1, $2, clock_timestamp(), $3::jsonb, $4, coalesce($5, 0), coalesce($6, 0), $7)`,
    [audienceId, code, matchJson, entry.matchCount ?? null, entry.uniqueUsers ?? null, entry.uploadSize ?? null, entry.message ?? null],
  );
}

export async function addTrack(db: Queryable, audienceId: number, uniqueUsers: number, uploadSize: number): Promise<void> {
  await db.query(
    `INSERT INTO ${SCHEMA}.audience_tracks (audience_id, track_date, segment_row_count_unique, source_file_row_count) VALUES ($1, now(), $2, $3)`,
    [audienceId, uniqueUsers, uploadSize],
  );
}

export async function setNextRun(db: Queryable, audienceId: number, at: Date | null, onlyIfBefore: Date): Promise<void> {
  // A resend that arrived while the run ran (next_run_at set after the run started) is kept.
  await db.query(`UPDATE ${SCHEMA}.audiences SET next_run_at = $2 WHERE id = $1 AND (next_run_at IS NULL OR next_run_at <= $3)`, [
    audienceId,
    at,
    onlyIfBefore,
  ]);
}

/** Audiences due now (resend, frequency update, or their schedule): taken atomically so only one dispatcher enqueues each. */
export async function takeDue(db: Queryable, limit = 500, onlyIds?: readonly number[]): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `UPDATE ${SCHEMA}.audiences SET next_run_at = NULL
      WHERE id IN (SELECT id FROM ${SCHEMA}.audiences WHERE next_run_at <= now() AND is_enabled = '1' AND ($2::bigint[] IS NULL OR id = ANY($2::bigint[]))
                    ORDER BY next_run_at LIMIT $1 FOR UPDATE SKIP LOCKED)
      RETURNING id`,
    [limit, onlyIds ?? null],
  );
  return rows.map((r) => r.id);
}

export type RunRecord = {
  id: string;
  audience_id: string;
  status: string;
  trigger: string;
  started_at: string;
  finished_at: string | null;
  rows_read: string;
  valid: string;
  rejected: Record<string, number>;
  platform_rejected: Record<string, number>;
  batches: number;
  sent: string;
  removed: string;
  bytes: string;
  duration_ms: string | null;
  error: string | null;
  /** Migration 007: the match predicted once the run sent, and the platform's answer. */
  prediction?: { predicted: number; basis: 'default' | 'history'; runs: number } | null;
  actual_match?: string | null;
  prediction_error?: number | null;
};

export async function runsOf(db: Queryable, audienceId: number, limit = 20): Promise<RunRecord[]> {
  const { rows } = await db.query<RunRecord>(
    `SELECT id, audience_id, status, trigger, started_at, finished_at, rows_read, valid, rejected, platform_rejected, batches, sent, removed, bytes, duration_ms, error,
            prediction, actual_match, prediction_error
       FROM ${SCHEMA}.publish_runs WHERE audience_id = $1 ORDER BY started_at DESC, id DESC LIMIT $2`,
    [audienceId, limit],
  );
  return rows;
}

export async function findRun(db: Queryable, runId: string): Promise<RunRecord | undefined> {
  const { rows } = await db.query<RunRecord>(`SELECT * FROM ${SCHEMA}.publish_runs WHERE id = $1`, [runId]);
  return rows[0];
}

/**
 * Gives enabled audiences that have no next run yet (new ones, or never run) their next
 * scheduled run; one with no run day left in its window gets 'infinity' (a later edit of its
 * dates takes effect after its next resend). Returns how many were scheduled.
 */
export async function scheduleUnscheduled(db: Queryable, hour: number, now = new Date(), limit = 1000): Promise<number> {
  const { rows } = await db.query<{
    id: string;
    frequency: string;
    update_date_number: number | null;
    start_date: string;
    end_date: string;
  }>(
    `SELECT id, frequency, update_date_number, start_date, end_date FROM ${SCHEMA}.audiences WHERE next_run_at IS NULL AND is_enabled = '1' ORDER BY id LIMIT $1`,
    [limit],
  );
  if (rows.length === 0) return 0;
  const next = rows.map((r) =>
    nextRunAt({ frequency: r.frequency, updateDay: r.update_date_number, startDate: r.start_date, endDate: r.end_date }, now, hour),
  );
  await db.query(
    `UPDATE ${SCHEMA}.audiences a SET next_run_at = n.at FROM unnest($1::bigint[], $2::timestamptz[]) AS n(id, at) WHERE a.id = n.id AND a.next_run_at IS NULL`,
    [rows.map((r) => r.id), next.map((d) => (d ? d.toISOString() : 'infinity'))],
  );
  return rows.length;
}

// ───────────── what the user sees of runs: quality, prediction, e-mails (migration 007) ─────────────

export async function saveRunQuality(db: Queryable, runId: string, quality: unknown): Promise<void> {
  await db.query(`UPDATE ${SCHEMA}.publish_runs SET identifier_quality = $2::jsonb WHERE id = $1`, [runId, JSON.stringify(quality)]);
}

export async function saveRunPrediction(db: Queryable, runId: string, prediction: unknown): Promise<void> {
  await db.query(`UPDATE ${SCHEMA}.publish_runs SET prediction = $2::jsonb WHERE id = $1`, [runId, JSON.stringify(prediction)]);
}

export async function saveRunActual(db: Queryable, runId: string, actual: number | null, error: number | null): Promise<void> {
  await db.query(`UPDATE ${SCHEMA}.publish_runs SET actual_match = $2, prediction_error = $3 WHERE id = $1`, [runId, actual, error]);
}

/** A platform's recent published runs that carried a prediction: the members per identifier key and the match it answered. */
export async function predictionHistory(
  db: Queryable,
  platform: string,
  limit: number,
): Promise<{ members: Record<string, number>; actual: number }[]> {
  const { rows } = await db.query<{ members: Record<string, number> | null; actual_match: string }>(
    `SELECT prediction -> 'members' AS members, actual_match FROM ${SCHEMA}.publish_runs
      WHERE platform = $1 AND status = 'PUBLISHED' AND actual_match IS NOT NULL AND prediction IS NOT NULL
      ORDER BY finished_at DESC NULLS LAST, id DESC LIMIT $2`,
    [platform, limit],
  );
  return rows.filter((r) => r.members).map((r) => ({ members: r.members!, actual: Number(r.actual_match) }));
}

export type RunEndFacts = RunRecord & {
  identifier_quality: Record<string, unknown> | null;
  platform: string;
  custom_audience_name: string;
  company_code: string;
  recipients: string;
  platform_name: string;
  segment_code: string;
  segment_owner: string;
  audience_type_google: string | null;
  audience_match_count: string | null;
  held: string;
};

/** A run with what telling its end needs: its audience, recipients, platform name, match count and members held. */
export async function runEndFacts(db: Queryable, runId: string): Promise<RunEndFacts | undefined> {
  const { rows } = await db.query<RunEndFacts>(
    `SELECT r.*, a.custom_audience_name, a.company_code, a.recipients, coalesce(p.name, a.ads_platform_code) AS platform_name,
            a.segment_code, s.owner_company_code AS segment_owner, a.audience_type_google, a.audience_match_count,
            (SELECT count(*) FROM ${SCHEMA}.publish_members m WHERE m.audience_id = a.id) AS held
       FROM ${SCHEMA}.publish_runs r
       JOIN ${SCHEMA}.audiences a ON a.id = r.audience_id
       JOIN ${SCHEMA}.segments s ON s.code = a.segment_code
       LEFT JOIN ${SCHEMA}.ads_platforms p ON p.code = a.ads_platform_code
      WHERE r.id = $1`,
    [runId],
  );
  return rows[0];
}

/** The audience's newest run that measured its identifiers (null before the first run). */
export async function latestQualityRun(
  db: Queryable,
  audienceId: number,
): Promise<(RunRecord & { identifier_quality: Record<string, unknown> }) | undefined> {
  const { rows } = await db.query<RunRecord & { identifier_quality: Record<string, unknown> }>(
    `SELECT * FROM ${SCHEMA}.publish_runs WHERE audience_id = $1 AND identifier_quality IS NOT NULL ORDER BY started_at DESC, id DESC LIMIT 1`,
    [audienceId],
  );
  return rows[0];
}

/** runsOf for many audiences in one statement: each audience's last `limit` runs, newest first. */
export async function runsOfAudiences(db: Queryable, audienceIds: readonly number[], limit = 20): Promise<Map<number, RunRecord[]>> {
  const { rows } = await db.query<RunRecord & { position: string }>(
    `SELECT * FROM (
       SELECT id, audience_id, status, trigger, started_at, finished_at, rows_read, valid, rejected, platform_rejected, batches, sent, removed, bytes, duration_ms, error,
              prediction, actual_match, prediction_error,
              row_number() OVER (PARTITION BY audience_id ORDER BY started_at DESC, id DESC) AS position
         FROM ${SCHEMA}.publish_runs WHERE audience_id = ANY($1::bigint[])
     ) latest
     WHERE position <= $2 ORDER BY audience_id, position`,
    [audienceIds, limit],
  );
  const result = new Map(audienceIds.map((id) => [id, [] as RunRecord[]]));
  for (const { position: _position, ...run } of rows) result.get(Number(run.audience_id))!.push(run);
  return result;
}

/** latestQualityRun for many audiences in one statement; an audience without a measured run is absent. */
export async function latestQualityRuns(
  db: Queryable,
  audienceIds: readonly number[],
): Promise<Map<number, RunRecord & { identifier_quality: Record<string, unknown> }>> {
  const { rows } = await db.query<RunRecord & { identifier_quality: Record<string, unknown> }>(
    `SELECT DISTINCT ON (audience_id) * FROM ${SCHEMA}.publish_runs
      WHERE audience_id = ANY($1::bigint[]) AND identifier_quality IS NOT NULL ORDER BY audience_id, started_at DESC, id DESC`,
    [audienceIds],
  );
  return new Map(rows.map((r) => [Number(r.audience_id), r]));
}
