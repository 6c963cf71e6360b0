import type { Queryable } from '@inca/db';
import { SCHEMA } from '../schema.ts';
import { nextRunAt } from './scheduler.ts';

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
  external_audience_id: string | null;
  is_enabled: string;
  frequency: string;
  update_date_number: number | null;
  start_date: string;
  end_date: string;
  account_id: string;
  account_technical_name: string;
  platform_config: Record<string, never>;
};

export async function findTarget(db: Queryable, audienceId: number): Promise<PublishTarget | undefined> {
  const { rows } = await db.query<PublishTarget>(
    `SELECT a.id, a.custom_audience_name, a.company_code, a.segment_code, s.owner_company_code AS segment_owner, s.row_count_unique AS segment_row_count_unique,
            a.ads_platform_code, a.assignment_status_code, a.match_data, a.audience_match_count, a.audience_type_google, a.external_audience_id,
            a.is_enabled, a.frequency, a.update_date_number, a.start_date, a.end_date,
            acc.id AS account_id, acc.technical_name AS account_technical_name, acc.platform_config
       FROM ${SCHEMA}.audiences a
       JOIN ${SCHEMA}.segments s ON s.code = a.segment_code
       JOIN ${SCHEMA}.ads_accounts acc ON acc.id = a.ads_account_id
      WHERE a.id = $1`,
    [audienceId],
  );
  return rows[0];
}

/** A run's lease: a worker that stops beating for this long is considered lost and its run abandoned. */
export const RUN_LEASE_SECONDS = 120;

/**
 * Starts a run, or answers null when the audience already has a live one (one run per audience
 * at a time, enforced by the partial unique index). A run whose worker died is abandoned first.
 */
export async function startRun(db: Queryable, audienceId: number, platform: string, trigger: string): Promise<string | null> {
  await db.query(
    `UPDATE ${SCHEMA}.publish_runs SET status = 'ABANDONED', finished_at = now(), error = 'El proceso que ejecutaba la publicación se detuvo.'
      WHERE audience_id = $1 AND status = 'RUNNING' AND heartbeat_at < now() - make_interval(secs => $2)`,
    [audienceId, RUN_LEASE_SECONDS],
  );
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO ${SCHEMA}.publish_runs (audience_id, platform, trigger, status) VALUES ($1, $2, $3, 'RUNNING')
     ON CONFLICT (audience_id) WHERE status = 'RUNNING' DO NOTHING RETURNING id`,
    [audienceId, platform, trigger],
  );
  return rows[0]?.id ?? null;
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
    [runId, p.rows_read ?? null, p.valid ?? null, p.rejected ? JSON.stringify(p.rejected) : null, p.platform_rejected ? JSON.stringify(p.platform_rejected) : null, p.batches ?? null, p.sent ?? null, p.removed ?? null, p.bytes ?? null],
  );
}

export async function finishRun(db: Queryable, runId: string, status: 'SENT' | 'NOTHING' | 'FAILED' | 'PUBLISHED', error: string | null = null): Promise<void> {
  await db.query(
    `UPDATE ${SCHEMA}.publish_runs SET status = $2, error = coalesce($3, error), finished_at = coalesce(finished_at, now()),
        duration_ms = coalesce(duration_ms, (extract(epoch FROM now() - started_at) * 1000)::bigint)
      WHERE id = $1`,
    [runId, status, error],
  );
  if (status !== 'PUBLISHED') await db.query(`DELETE FROM ${SCHEMA}.publish_run_members WHERE run_id = $1`, [runId]);
}

export async function stageMembers(db: Queryable, runId: string, members: readonly string[]): Promise<void> {
  if (members.length === 0) return;
  await db.query(`INSERT INTO ${SCHEMA}.publish_run_members (run_id, member) SELECT $1, unnest($2::text[]) ON CONFLICT DO NOTHING`, [runId, members]);
}

/** The next batch of members of this run the platform does not hold yet (keyset on the member). */
export async function nextAdditions(db: Queryable, runId: string, audienceId: number, after: string, limit: number): Promise<string[]> {
  const { rows } = await db.query<{ member: string }>(
    `SELECT r.member FROM ${SCHEMA}.publish_run_members r
      WHERE r.run_id = $1 AND r.member > $3
        AND NOT EXISTS (SELECT 1 FROM ${SCHEMA}.publish_members m WHERE m.audience_id = $2 AND m.member = r.member)
      ORDER BY r.member LIMIT $4`,
    [runId, audienceId, after, limit],
  );
  return rows.map((r) => r.member);
}

/** The next batch of members the platform holds that this run's segment no longer has. */
export async function nextRemovals(db: Queryable, runId: string, audienceId: number, after: string, limit: number): Promise<string[]> {
  const { rows } = await db.query<{ member: string }>(
    `SELECT m.member FROM ${SCHEMA}.publish_members m
      WHERE m.audience_id = $2 AND m.member > $3
        AND NOT EXISTS (SELECT 1 FROM ${SCHEMA}.publish_run_members r WHERE r.run_id = $1 AND r.member = m.member)
      ORDER BY m.member LIMIT $4`,
    [runId, audienceId, after, limit],
  );
  return rows.map((r) => r.member);
}

/** An acknowledged batch: the platform now holds these members (the diff base moves with each batch). */
export async function acknowledgeAdded(db: Queryable, audienceId: number, members: readonly string[]): Promise<void> {
  if (members.length === 0) return;
  await db.query(`INSERT INTO ${SCHEMA}.publish_members (audience_id, member) SELECT $1, unnest($2::text[]) ON CONFLICT DO NOTHING`, [audienceId, members]);
}

export async function acknowledgeRemoved(db: Queryable, audienceId: number, members: readonly string[]): Promise<void> {
  if (members.length === 0) return;
  await db.query(`DELETE FROM ${SCHEMA}.publish_members WHERE audience_id = $1 AND member = ANY($2::text[])`, [audienceId, members]);
}

export async function setExternalId(db: Queryable, audienceId: number, externalId: string): Promise<void> {
  await db.query(`UPDATE ${SCHEMA}.audiences SET external_audience_id = $2 WHERE id = $1`, [audienceId, externalId]);
}

export async function heldMembers(db: Queryable, audienceId: number): Promise<number> {
  const { rows } = await db.query<{ n: string }>(`SELECT count(*) AS n FROM ${SCHEMA}.publish_members WHERE audience_id = $1`, [audienceId]);
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
  entry: { uniqueUsers?: number; uploadSize?: number; matchData?: Record<string, unknown> | null; matchCount?: number | null; message?: string | null },
): Promise<void> {
  const matchJson = entry.matchData === undefined ? null : JSON.stringify(entry.matchData);
  await db.query(
    `UPDATE ${SCHEMA}.audiences SET assignment_status_code = $2, assignment_status_date = now(),
        match_data = CASE WHEN $3::jsonb IS NULL THEN match_data ELSE $3::jsonb END,
        audience_match_count = CASE WHEN $3::jsonb IS NULL THEN audience_match_count ELSE $4 END,
        source_file_row_count = coalesce($5, source_file_row_count),
        last_process_date = CASE WHEN $2 = 'P_ENV' THEN now() ELSE last_process_date END
      WHERE id = $1`,
    [audienceId, code, matchJson, entry.matchCount ?? null, entry.uploadSize ?? null],
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
  await db.query(`UPDATE ${SCHEMA}.audiences SET next_run_at = $2 WHERE id = $1 AND (next_run_at IS NULL OR next_run_at <= $3)`, [audienceId, at, onlyIfBefore]);
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
};

export async function runsOf(db: Queryable, audienceId: number, limit = 20): Promise<RunRecord[]> {
  const { rows } = await db.query<RunRecord>(
    `SELECT id, audience_id, status, trigger, started_at, finished_at, rows_read, valid, rejected, platform_rejected, batches, sent, removed, bytes, duration_ms, error
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
  const { rows } = await db.query<{ id: string; frequency: string; update_date_number: number | null; start_date: string; end_date: string }>(
    `SELECT id, frequency, update_date_number, start_date, end_date FROM ${SCHEMA}.audiences WHERE next_run_at IS NULL AND is_enabled = '1' ORDER BY id LIMIT $1`,
    [limit],
  );
  if (rows.length === 0) return 0;
  const next = rows.map((r) => nextRunAt({ frequency: r.frequency, updateDay: r.update_date_number, startDate: r.start_date, endDate: r.end_date }, now, hour));
  await db.query(
    `UPDATE ${SCHEMA}.audiences a SET next_run_at = n.at FROM unnest($1::bigint[], $2::timestamptz[]) AS n(id, at) WHERE a.id = n.id AND a.next_run_at IS NULL`,
    [rows.map((r) => r.id), next.map((d) => (d ? d.toISOString() : 'infinity'))],
  );
  return rows.length;
}
