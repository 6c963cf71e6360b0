import type { Queryable } from '@inca/db';
import { SCHEMA } from '../../schema.ts';

export type OutboxMessage = {
  id: string;
  audience_id: string | null;
  run_id: string | null;
  company_code: string;
  recipient: string;
  subject: string;
  body: string;
  delivery: 'OUTBOX' | 'SMTP' | 'SMTP_FAILED';
  error: string | null;
  created_at: string;
};

/** Keeps a message for a run's recipient; null when that recipient was already told of that run. */
export async function keepMessage(
  db: Queryable,
  m: { audienceId: number; runId: string; companyCode: string; recipient: string; subject: string; body: string },
): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO ${SCHEMA}.mail_outbox (audience_id, run_id, company_code, recipient, subject, body, delivery)
     VALUES ($1, $2, $3, $4, $5, $6, 'OUTBOX') ON CONFLICT (run_id, recipient) DO NOTHING RETURNING id`,
    [m.audienceId, m.runId, m.companyCode, m.recipient, m.subject, m.body],
  );
  return rows[0]?.id ?? null;
}

export async function markDelivery(
  db: Queryable,
  id: string,
  delivery: 'SMTP' | 'SMTP_FAILED',
  error: string | null = null,
): Promise<void> {
  await db.query(`UPDATE ${SCHEMA}.mail_outbox SET delivery = $2, error = $3 WHERE id = $1`, [id, delivery, error]);
}

type OutboxRow = OutboxMessage & { audience_name: string | null; ads_account_name: string | null; ads_platform_code: string | null };

/**
 * One page of the kept messages, newest first, with the audience's name when it still exists, and
 * for an ads-account notice (the daily check) the account's name and channel.
 */
export async function outboxPage(db: Queryable, page: number, pageSize: number): Promise<{ rows: OutboxRow[]; total: number }> {
  const { rows } = await db.query<OutboxRow & { total: string }>(
    `SELECT o.*, a.custom_audience_name AS audience_name, acc.business_name AS ads_account_name, count(*) OVER () AS total
       FROM ${SCHEMA}.mail_outbox o LEFT JOIN ${SCHEMA}.audiences a ON a.id = o.audience_id
       LEFT JOIN ${SCHEMA}.ads_accounts acc ON acc.id = o.ads_account_id
      ORDER BY o.created_at DESC, o.id DESC LIMIT $1 OFFSET $2`,
    [pageSize, (page - 1) * pageSize],
  );
  if (rows.length === 0 && page > 1) {
    const { rows: counted } = await db.query<{ n: string }>(`SELECT count(*) AS n FROM ${SCHEMA}.mail_outbox`);
    return { rows: [], total: Number(counted[0]?.n ?? 0) };
  }
  return { rows: rows.map(({ total: _total, ...row }) => row), total: Number(rows[0]?.total ?? 0) };
}
