/**
 * The daily verification of every ads account (spec §2.7 / §3 daily validation columns):
 * a job on the publishing queue (pg-boss schedule, VERIFY_HOUR in America/Santiago, default 6) runs
 * each enabled channel's health check through the same code path as the 'Verificar' button
 * (checkAccount + storeChecks), and when a channel turns unavailable it e-mails the account's IT
 * manager (only when the account's send_notification is '1'), through the runs' outbox and, with
 * SMTP_URL, nodemailer. The mail names the account, the channel and the §4 error kind; never the
 * platform's raw answer nor any credential.
 */
import type { Pool } from '@inca/db';
import { ACCOUNT_ERROR_TEXTS, PLATFORM_LABELS, santiagoToday, type Platform } from '@inca/domain';
import type { AccountErrorKind } from '@inca/platforms';
import { checkAccount, storeChecks, type PlatformCheck } from '../audiences/index.ts';
import type { ConnectorFactory } from '../connectors/index.ts';
import { deliverBySmtp, mailSettingsFrom, type MailSettings, markDelivery } from '../publishing/index.ts';
import { accountsToVerify, channelHistoryOf, insertNotice, type VerifyAccountRow } from './repository.ts';

/** The pg-boss queue (and schedule name) of the daily verification. */
export const VERIFY_QUEUE = 'ads-accounts-daily-verify';
/** Who the stored checks name as their author (ads_account_validations.checked_by). */
export const VERIFY_BY = 'verificacion-diaria';
export const VERIFY_TIME_ZONE = 'America/Santiago';

/** VERIFY_HOUR: the hour (0–23, America/Santiago) the job runs at; default 6. */
export function verifyHourFrom(env: NodeJS.ProcessEnv): number {
  const raw = env.VERIFY_HOUR?.trim();
  if (!raw) return 6;
  const hour = Number(raw);
  if (!Number.isInteger(hour) || hour < 0 || hour > 23)
    throw new Error(`VERIFY_HOUR debe ser una hora entre 0 y 23 (se recibió «${raw}»).`);
  return hour;
}

/** The pg-boss cron of the job: every day at `hour`:00 (evaluated in VERIFY_TIME_ZONE). */
export const verifyCron = (hour: number): string => `0 ${hour} * * *`;

/** The §4 error kinds as the mail words them (@inca/domain's texts, the errors dialog's too). */
export const ERROR_KIND_TEXT: Record<AccountErrorKind, string> = ACCOUNT_ERROR_TEXTS;

/** What is known of a channel before today's check: its latest OK check, and the latest notice its IT manager got. */
export type ChannelHistory = { lastOkAt: Date | null; lastNoticeAt: Date | null };

/**
 * Whether a check means the channel turned unavailable and the IT manager must be told: it failed now,
 * it was OK at some earlier check, and no notice was sent since that OK check. A channel that never
 * answered OK is not "turning" unavailable; one already reported stays quiet until it is OK again
 * (so a second run the same day, or the next days of one outage, send nothing), and an outage first
 * seen with the 'Verificar' button is still reported by the next daily run.
 */
export function turnedUnavailable(history: ChannelHistory | undefined, check: Pick<PlatformCheck, 'ok'>): boolean {
  if (check.ok || !history?.lastOkAt) return false;
  return !history.lastNoticeAt || history.lastNoticeAt.getTime() < history.lastOkAt.getTime();
}

const santiago = (d: Date) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: VERIFY_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).format(d);

export type UnavailableFacts = {
  itManagerName: string | null;
  companyCode: string;
  companyName: string;
  accountName: string;
  accountCode: string;
  platform: Platform;
  kind: AccountErrorKind;
  lastOkAt: Date | null;
  checkedAt: Date;
};

/** The Spanish e-mail telling the IT manager a channel turned unavailable: subject and plain text. */
export function unavailableMessage(f: UnavailableFacts, publicUrl: string): { subject: string; body: string } {
  const channel = PLATFORM_LABELS[f.platform];
  const lines = [
    f.itManagerName ? `Hola ${f.itManagerName}:` : 'Hola:',
    '',
    `La verificación diaria del ${santiago(f.checkedAt)} (hora de Santiago) encontró que el canal ${channel} de la cuenta publicitaria ${f.accountName} (${f.accountCode}) de la empresa ${f.companyName} (${f.companyCode}) dejó de estar disponible.`,
    '',
    `Canal: ${channel}`,
    `Error: ${ERROR_KIND_TEXT[f.kind]}`,
    ...(f.lastOkAt ? [`Última verificación correcta: ${santiago(f.lastOkAt)}`] : []),
    '',
    `Revise la cuenta en Configuración › Cuentas publicitarias: ${publicUrl}/configuration/companies`,
    '',
    'Este mensaje se envió automáticamente porque usted figura como responsable de TI de la cuenta; no lo responda.',
  ];
  return { subject: `La API de ${channel} no está disponible para la cuenta ${f.accountName}`, body: lines.join('\n') };
}

export type DailyVerifyOptions = {
  connectorFor?: ConnectorFactory;
  /** Where accounts without platform settings are checked (the simulators; default SIMULATORS_URL). */
  simulatorsUrl?: string;
  mail?: MailSettings;
  /** Only these accounts (tests, a manual re-run); default every account. */
  accountIds?: readonly string[];
  /** Accounts checked at once (default 4). */
  concurrency?: number;
  now?: () => Date;
};

export type DailyVerifyReport = {
  accounts: number;
  checks: number;
  unavailable: number;
  notices: { accountId: string; platform: string; recipient: string; delivery: string }[];
};

async function historyOf(pool: Pool, accountId: string): Promise<Map<string, ChannelHistory>> {
  const rows = await channelHistoryOf(pool, accountId);
  return new Map(
    rows.map((r) => [
      r.platform,
      { lastOkAt: r.last_ok_at ? new Date(r.last_ok_at) : null, lastNoticeAt: r.last_notice_at ? new Date(r.last_notice_at) : null },
    ]),
  );
}

async function verifyOne(
  pool: Pool,
  account: VerifyAccountRow,
  options: DailyVerifyOptions,
  mail: MailSettings,
  report: DailyVerifyReport,
): Promise<void> {
  const history = await historyOf(pool, account.id);
  const checks = await checkAccount(account, options.connectorFor, options.simulatorsUrl);
  if (checks.length === 0) return;
  const now = options.now?.() ?? new Date();
  await storeChecks(pool, account.id, checks, VERIFY_BY, now);
  report.accounts += 1;
  report.checks += checks.length;
  const turned = checks.filter((c) => turnedUnavailable(history.get(c.platform), c));
  report.unavailable += turned.length;
  const recipient = account.it_manager_email?.trim().toLowerCase();
  if (account.send_notification !== '1' || !recipient || !recipient.includes('@')) return;
  for (const check of turned) {
    const platform = check.platform as Platform;
    const { subject, body } = unavailableMessage(
      {
        itManagerName: account.it_manager_name,
        companyCode: account.company_code,
        companyName: account.company_name,
        accountName: account.business_name,
        accountCode: account.technical_name,
        platform,
        kind: check.error_kind,
        lastOkAt: history.get(platform)?.lastOkAt ?? null,
        checkedAt: now,
      },
      mail.publicUrl,
    );
    const id = await insertNotice(pool, {
      accountId: account.id,
      platform,
      companyCode: account.company_code,
      recipient,
      subject,
      body,
      day: santiagoToday(now),
    });
    if (!id) continue;
    let delivery = 'OUTBOX';
    if (mail.smtpUrl) {
      try {
        await deliverBySmtp(mail.smtpUrl, { from: mail.from, to: recipient, subject, text: body });
        await markDelivery(pool, id, 'SMTP');
        delivery = 'SMTP';
      } catch (error) {
        await markDelivery(pool, id, 'SMTP_FAILED', (error as Error).message.slice(0, 500));
        delivery = 'SMTP_FAILED';
      }
    }
    report.notices.push({ accountId: account.id, platform, recipient, delivery });
  }
}

/**
 * One run of the daily verification: every ads account (or `accountIds`) with an enabled channel is
 * checked, its day's validation columns stored, and each channel that turned unavailable reported to
 * the account's IT manager. An account whose check or mail fails is logged and the others go on.
 */
export async function runDailyVerification(pool: Pool, options: DailyVerifyOptions = {}): Promise<DailyVerifyReport> {
  const mail = options.mail ?? mailSettingsFrom({});
  const accounts = await accountsToVerify(pool, options.accountIds ?? null);
  const report: DailyVerifyReport = { accounts: 0, checks: 0, unavailable: 0, notices: [] };
  let next = 0;
  const worker = async () => {
    while (next < accounts.length) {
      const account = accounts[next++]!;
      try {
        await verifyOne(pool, account, options, mail, report);
      } catch (error) {
        console.error('[verificación diaria] cuenta', account.id, (error as Error).message);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(options.concurrency ?? 4, accounts.length)) }, worker));
  return report;
}
