import type { Queryable } from '@inca/db';
import { COMPANY_FLAGS, PLATFORMS, type CompanyFlag, type Platform } from '@inca/domain';
import { SCHEMA as S } from '../schema.ts';

/** Every SQL statement of the configuration module: company flags and their audit, ads accounts, their checks and notices. */

const FLAGS = PLATFORMS.map((p) => `flag_${p}`);

// ───────────── company flags ─────────────

/** The codes of the companies whose name contains `name` (accents and case folded), every company without one. */
export async function companyCodesNamed(db: Queryable, name: string | null): Promise<string[]> {
  const { rows } = await db.query<{ code: string }>(
    `SELECT code FROM ${S}.companies WHERE $1::text IS NULL OR ${S}.fold_text(name) LIKE '%' || ${S}.fold_text($1) || '%' ORDER BY code`,
    [name],
  );
  return rows.map((r) => r.code);
}

export async function companyExists(db: Queryable, code: string): Promise<boolean> {
  const { rowCount } = await db.query(`SELECT 1 FROM ${S}.companies WHERE code = $1`, [code]);
  return Boolean(rowCount);
}

export async function saveCompanyFlags(db: Queryable, code: string, flags: Record<CompanyFlag, '0' | '1'>): Promise<void> {
  await db.query(
    `INSERT INTO ${S}.company_flags (company_code, ${COMPANY_FLAGS.join(', ')}, updated_at)
     VALUES ($1, ${COMPANY_FLAGS.map((_, i) => `$${i + 2}`).join(', ')}, now())
     ON CONFLICT (company_code) DO UPDATE SET ${COMPANY_FLAGS.map((f) => `${f} = EXCLUDED.${f}`).join(', ')}, updated_at = now()`,
    [code, ...COMPANY_FLAGS.map((f) => flags[f])],
  );
}

export async function insertFlagChange(
  db: Queryable,
  change: { code: string; by: string; before: Record<CompanyFlag, '0' | '1'>; after: Record<CompanyFlag, '0' | '1'> },
): Promise<void> {
  await db.query(`INSERT INTO ${S}.company_flag_changes (company_code, changed_by, before, after) VALUES ($1, $2, $3, $4)`, [
    change.code,
    change.by,
    JSON.stringify(change.before),
    JSON.stringify(change.after),
  ]);
}

export type FlagChangeRow = {
  id: string;
  company_code: string;
  changed_by: string;
  changed_at: string;
  before: Record<string, '0' | '1'>;
  after: Record<string, '0' | '1'>;
};

/** A company's flag changes, newest first (the latest 100). */
export async function flagChangesOf(db: Queryable, code: string): Promise<FlagChangeRow[]> {
  const { rows } = await db.query<FlagChangeRow>(
    `SELECT id::text, company_code, changed_by, changed_at, before, after FROM ${S}.company_flag_changes WHERE company_code = $1 ORDER BY changed_at DESC, id DESC LIMIT 100`,
    [code],
  );
  return rows;
}

// ───────────── ads accounts' checks ─────────────

export type ValidationRow = {
  company_code: string;
  ads_account_code: string;
  business_name: string;
  platform: string;
  ok: boolean;
  error_kind: 'OK' | 'VERSION' | 'CREDENTIALS' | 'DATA_USE_CHECKUP' | 'APP_DELETED' | 'UNKNOWN';
  error_text: string;
  checked_at: string;
  checked_by: string;
};

/** The platform checks of a day (of one company, or every one). */
export async function validationsOf(db: Queryable, day: string, companyCode: string | null): Promise<ValidationRow[]> {
  const { rows } = await db.query<ValidationRow>(
    `SELECT a.company_code, a.technical_name AS ads_account_code, a.business_name, v.ads_platform_code AS platform, v.ok, v.error_kind, v.error_text,
            v.checked_at, v.checked_by
       FROM ${S}.ads_account_validations v JOIN ${S}.ads_accounts a ON a.id = v.ads_account_id
      WHERE v.validated_on = $1 AND ($2::text IS NULL OR a.company_code = $2)
      ORDER BY a.company_code, a.business_name, v.ads_platform_code`,
    [day, companyCode],
  );
  return rows;
}

// ───────────── ads accounts ─────────────

export type PlatformConfig = Record<string, Record<string, unknown>>;

export type AdsAccountSettingsRow = {
  id: string;
  company_code: string;
  technical_name: string;
  business_name: string;
  gcp_project: string | null;
  manager_name: string | null;
  manager_email: string | null;
  it_manager_name: string | null;
  it_manager_email: string | null;
  send_notification: '0' | '1';
  platform_config: PlatformConfig;
} & Record<`flag_${Platform}`, '0' | '1'>;

const COLUMNS = `id::text, company_code, technical_name, business_name, gcp_project, manager_name, manager_email, it_manager_name, it_manager_email,
  send_notification, platform_config, ${FLAGS.join(', ')}`;

export async function adsAccountsOfCompany(db: Queryable, code: string): Promise<AdsAccountSettingsRow[]> {
  const { rows } = await db.query<AdsAccountSettingsRow>(
    `SELECT ${COLUMNS} FROM ${S}.ads_accounts WHERE company_code = $1 ORDER BY business_name, id`,
    [code],
  );
  return rows;
}

export async function adsAccountSettings(db: Queryable, id: string): Promise<AdsAccountSettingsRow | undefined> {
  const { rows } = await db.query<AdsAccountSettingsRow>(`SELECT ${COLUMNS} FROM ${S}.ads_accounts WHERE id = $1`, [id]);
  return rows[0];
}

/** Whether another account (not `exceptId`) has this technical name. */
export async function technicalNameTaken(db: Queryable, technicalName: string, exceptId: string | null): Promise<boolean> {
  const { rowCount } = await db.query(`SELECT 1 FROM ${S}.ads_accounts WHERE technical_name = $1 AND id::text IS DISTINCT FROM $2`, [
    technicalName,
    exceptId,
  ]);
  return Boolean(rowCount);
}

/** An account's stored channels and company, locked until the transaction ends. */
export async function lockAccountConfig(
  db: Queryable,
  id: string,
): Promise<{ platform_config: PlatformConfig | null; company_code: string } | undefined> {
  const { rows } = await db.query<{ platform_config: PlatformConfig | null; company_code: string }>(
    `SELECT platform_config, company_code FROM ${S}.ads_accounts WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return rows[0];
}

/** What the form writes to an account: its fields, the new platform_config and who saved it. */
export type AdsAccountWrite = {
  company_code: string;
  technical_name: string;
  business_name: string;
  gcp_project: string | null;
  manager_name: string | null;
  manager_email: string | null;
  it_manager_name: string | null;
  it_manager_email: string | null;
  send_notification: '0' | '1';
  platform_config: PlatformConfig;
  updated_by: string;
  flags: Record<Platform, '0' | '1'>;
};

const writeValues = (a: AdsAccountWrite) => [
  a.company_code,
  a.technical_name,
  a.business_name,
  a.gcp_project,
  a.manager_name,
  a.manager_email,
  a.it_manager_name,
  a.it_manager_email,
  a.send_notification,
  JSON.stringify(a.platform_config),
  a.updated_by,
  ...PLATFORMS.map((p) => a.flags[p]),
];

export async function insertAdsAccount(db: Queryable, a: AdsAccountWrite): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO ${S}.ads_accounts (company_code, technical_name, business_name, gcp_project, manager_name, manager_email, it_manager_name, it_manager_email,
                                    send_notification, platform_config, updated_by, updated_at, ${FLAGS.join(', ')})
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11, now(), ${FLAGS.map((_, i) => `$${i + 12}`).join(', ')}) RETURNING id::text`,
    writeValues(a),
  );
  return rows[0]!.id;
}

/** Changes the account `id` of the account's company (its company stays). */
export async function updateAdsAccount(db: Queryable, id: string, a: AdsAccountWrite): Promise<void> {
  await db.query(
    `UPDATE ${S}.ads_accounts SET technical_name = $2, business_name = $3, gcp_project = $4, manager_name = $5, manager_email = $6, it_manager_name = $7,
            it_manager_email = $8, send_notification = $9, platform_config = $10::jsonb, updated_by = $11, updated_at = now(),
            ${FLAGS.map((f, i) => `${f} = $${i + 12}`).join(', ')}
      WHERE id = $${FLAGS.length + 12} AND company_code = $1`,
    [...writeValues(a), id],
  );
}

// ───────────── the daily verification ─────────────

export type VerifyAccountRow = {
  id: string;
  company_code: string;
  company_name: string;
  technical_name: string;
  business_name: string;
  platform_config: Record<string, Record<string, unknown> | undefined>;
  api_checked_at: string | null;
  it_manager_name: string | null;
  it_manager_email: string | null;
  send_notification: '0' | '1';
} & Record<`flag_${Platform}`, '0' | '1'>;

/** Every account (or those of `ids`) with an enabled channel, with its company's name. */
export async function accountsToVerify(db: Queryable, ids: readonly string[] | null): Promise<VerifyAccountRow[]> {
  const { rows } = await db.query<VerifyAccountRow>(
    `SELECT a.id::text, a.company_code, c.name AS company_name, a.technical_name, a.business_name, a.platform_config, a.api_checked_at,
            a.it_manager_name, a.it_manager_email, a.send_notification, ${PLATFORMS.map((p) => `a.flag_${p}`).join(', ')}
       FROM ${S}.ads_accounts a JOIN ${S}.companies c ON c.code = a.company_code
      WHERE ($1::bigint[] IS NULL OR a.id = ANY ($1::bigint[])) AND (${PLATFORMS.map((p) => `a.flag_${p} = '1'`).join(' OR ')})
      ORDER BY a.id`,
    [ids ? [...ids] : null],
  );
  return rows;
}

/** Per platform: the account's latest OK check and the latest notice its IT manager got. */
export async function channelHistoryOf(
  db: Queryable,
  accountId: string,
): Promise<{ platform: string; last_ok_at: Date | null; last_notice_at: Date | null }[]> {
  const { rows } = await db.query<{ platform: string; last_ok_at: Date | null; last_notice_at: Date | null }>(
    `SELECT p.code AS platform,
            (SELECT max(v.checked_at) FROM ${S}.ads_account_validations v WHERE v.ads_account_id = $1 AND v.ads_platform_code = p.code AND v.ok) AS last_ok_at,
            (SELECT max(o.created_at) FROM ${S}.mail_outbox o WHERE o.ads_account_id = $1 AND o.ads_platform_code = p.code) AS last_notice_at
       FROM unnest($2::text[]) AS p(code)`,
    [accountId, [...PLATFORMS]],
  );
  return rows;
}

/** Keeps the notice in the outbox (once per account, channel, recipient and day); null when it was kept already. */
export async function insertNotice(
  db: Queryable,
  m: { accountId: string; platform: string; companyCode: string; recipient: string; subject: string; body: string; day: string },
): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO ${S}.mail_outbox (company_code, recipient, subject, body, delivery, ads_account_id, ads_platform_code, notice_on)
     VALUES ($1, $2, $3, $4, 'OUTBOX', $5, $6, $7) ON CONFLICT DO NOTHING RETURNING id::text`,
    [m.companyCode, m.recipient, m.subject, m.body, m.accountId, m.platform, m.day],
  );
  return rows[0]?.id ?? null;
}
