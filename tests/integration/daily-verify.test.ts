import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { santiagoToday } from '@inca/domain';
import { graphql, login, rest } from '../src/client.ts';
import { startTestPublishing, type TestPublishing } from '../src/publishing.ts';

/**
 * The daily verification of the ads accounts: a pg-boss job on the publishing queue,
 * scheduled every day at VERIFY_HOUR in America/Santiago, checks each account's enabled channels the
 * way the 'Verificar' button does, stores the day's validation columns and e-mails the account's IT
 * manager (send_notification '1') when a channel turns unavailable. An engine of this test's own
 * works the jobs against simulators of its own; the jobs are queued here, limited to this test's accounts.
 */

const RUN = Date.now().toString(36).slice(-5);
const BROKEN_MANAGER = `ti.cupones.${RUN}@retail.demo`;
const SILENT_MANAGER = `ti.silencio.${RUN}@retail.demo`;
const HEALTHY_MANAGER = `ti.social.${RUN}@retail.demo`;
let db: pg.Client;
let publishing: TestPublishing | undefined;
let admin = '';
const ids: Record<'broken' | 'silent' | 'healthy', string> = { broken: '', silent: '', healthy: '' };

type Mail = { recipient: string; subject: string; body: string; delivery: string };
const mailsTo = async (recipient: string): Promise<Mail[]> =>
  (
    await db.query<Mail>(
      'SELECT recipient, subject, body, delivery FROM audience_management.mail_outbox WHERE recipient = $1 ORDER BY id',
      [recipient],
    )
  ).rows;

async function verifyOnce(): Promise<void> {
  const engine = publishing!.engine;
  const before = engine.verifications.length;
  expect(await engine.enqueueVerification(Object.values(ids))).toBeTruthy();
  const deadline = Date.now() + 45_000;
  while (engine.verifications.length === before) {
    if (Date.now() > deadline) throw new Error('timed out waiting for the verification job');
    await new Promise((r) => setTimeout(r, 200));
  }
}

const account = async (name: string, platform: 'talonone' | 'fbk', manager: string, notify: '0' | '1') =>
  (
    await db.query<{ id: string }>(
      `INSERT INTO audience_management.ads_accounts (company_code, technical_name, business_name, flag_${platform}, it_manager_email, it_manager_name, send_notification)
       VALUES ('022', $1, $2, '1', $3, 'Equipo TI', $4) RETURNING id::text`,
      [`${name}_${RUN}`, `${name} ${RUN}`, manager, notify],
    )
  ).rows[0]!.id;

beforeAll(async () => {
  db = new pg.Client({ connectionString: inject('databaseUrl') });
  await db.connect();
  admin = (await login('admin@corp.demo')).token;
  publishing = await startTestPublishing({ queueSchema: 'audience_publishing_verify', chunkSize: 1000 });
  ids.broken = await account('verif_cupones', 'talonone', BROKEN_MANAGER, '1');
  ids.silent = await account('verif_silencio', 'talonone', SILENT_MANAGER, '0');
  ids.healthy = await account('verif_social', 'fbk', HEALTHY_MANAGER, '1');
});

afterAll(async () => {
  await publishing?.stop();
  if (db) {
    const list = Object.values(ids).filter(Boolean);
    await db.query('DELETE FROM audience_management.mail_outbox WHERE ads_account_id = ANY ($1::bigint[])', [list]);
    await db.query('DELETE FROM audience_management.ads_accounts WHERE id = ANY ($1::bigint[])', [list]);
    await db.end();
  }
});

describe('daily verification of the ads accounts', () => {
  it('is scheduled on the queue every day at VERIFY_HOUR (default 6) in America/Santiago', async () => {
    expect(await publishing!.engine.verificationSchedule()).toEqual({ cron: '0 6 * * *', tz: 'America/Santiago' });
  });

  it('stores the day of every enabled channel; a channel OK yesterday that fails today tells its IT manager once', async () => {
    // First run: every channel answers; nobody is told anything.
    await verifyOnce();
    const today = santiagoToday();
    const day = async () =>
      (
        await db.query<{ ads_account_id: string; ads_platform_code: string; ok: boolean; error_kind: string; checked_by: string }>(
          `SELECT ads_account_id::text, ads_platform_code, ok, error_kind, checked_by FROM audience_management.ads_account_validations
            WHERE ads_account_id = ANY ($1::bigint[]) AND validated_on = $2 ORDER BY ads_account_id, ads_platform_code`,
          [Object.values(ids), today],
        )
      ).rows;
    expect(await day()).toEqual(
      [
        { ads_account_id: ids.broken, ads_platform_code: 'talonone', ok: true, error_kind: 'OK', checked_by: 'verificacion-diaria' },
        { ads_account_id: ids.silent, ads_platform_code: 'talonone', ok: true, error_kind: 'OK', checked_by: 'verificacion-diaria' },
        { ads_account_id: ids.healthy, ads_platform_code: 'fbk', ok: true, error_kind: 'OK', checked_by: 'verificacion-diaria' },
      ].sort((a, b) => Number(a.ads_account_id) - Number(b.ads_account_id)),
    );
    // That check was yesterday's (the next run is another day's job).
    await db.query(
      `UPDATE audience_management.ads_account_validations SET validated_on = validated_on - 1, checked_at = checked_at - interval '1 day'
        WHERE ads_account_id = ANY ($1::bigint[])`,
      [Object.values(ids)],
    );

    // Talon.One now refuses the accounts' management key.
    const armed = await fetch(`${publishing!.sims.url}/__sim/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ platform: 'talonone', health: 'CREDENTIALS', count: 50 }),
    });
    expect(armed.status).toBe(204);
    await verifyOnce();

    const told = await mailsTo(BROKEN_MANAGER);
    expect(told).toHaveLength(1);
    expect(told[0]!.subject).toBe(`La API de Talonone no está disponible para la cuenta verif_cupones ${RUN}`);
    expect(told[0]!.body).toContain(`el canal Talonone de la cuenta publicitaria verif_cupones ${RUN} (verif_cupones_${RUN})`);
    expect(told[0]!.body).toContain('Error: Error de credenciales: la autorización expiró o no es válida.');
    // Neither the platform's own words nor the credential the check used travel in the mail.
    expect(told[0]!.body).not.toContain('management key');
    expect(told[0]!.body).not.toContain(`sim-verif_cupones_${RUN}`);
    expect(told[0]!.delivery).toBe('OUTBOX');
    // The same outage of an account without notifications, and a healthy account: no mail.
    expect(await mailsTo(SILENT_MANAGER)).toEqual([]);
    expect(await mailsTo(HEALTHY_MANAGER)).toEqual([]);
    const stored = await day();
    expect(stored.find((r) => r.ads_account_id === ids.broken)).toMatchObject({ ok: false, error_kind: 'CREDENTIALS' });
    expect(stored.find((r) => r.ads_account_id === ids.healthy)).toMatchObject({ ok: true, error_kind: 'OK' });
    // The account's latest errors, as the errors dialog reads them.
    const errors = (await db.query('SELECT api_errors FROM audience_management.ads_accounts WHERE id = $1', [ids.broken])).rows[0]
      .api_errors;
    expect(errors[0]).toMatchObject({ talonone_error_kind: 'CREDENTIALS' });

    // A second run the same day, the outage still there: nothing more.
    await verifyOnce();
    expect(await mailsTo(BROKEN_MANAGER)).toHaveLength(1);
    expect(await mailsTo(HEALTHY_MANAGER)).toEqual([]);

    // The admin reads it in 'Correos enviados'.
    const outbox = await rest<{ data: { rows: Mail[] } }>('audience-management', '/audience-management/mail/outbox?page=1&page_size=100', {
      token: admin,
    });
    expect(outbox.status).toBe(200);
    expect(outbox.body.data.rows.filter((m) => m.recipient === BROKEN_MANAGER)).toHaveLength(1);
    // …named by its account and channel, not as a deleted audience's mail.
    const listed = await graphql<{
      mailOutbox: {
        nodes: { recipient: string; audienceName: string | null; adsAccountName: string | null; adsPlatform: string | null }[];
      };
    }>('{ mailOutbox(page: 1, pageSize: 100) { nodes { recipient audienceName adsAccountName adsPlatform } } }', { token: admin });
    expect(listed.data!.mailOutbox.nodes.filter((m) => m.recipient === BROKEN_MANAGER)).toEqual([
      { recipient: BROKEN_MANAGER, audienceName: null, adsAccountName: `verif_cupones ${RUN}`, adsPlatform: 'TALONONE' },
    ]);
  });
});
