import type { Pool } from '@inca/db';
import { parseRecipients } from '@inca/domain';
import { embeddedWarehouse, type WarehouseReader } from '@inca/warehouse';
import { SegmentBuilder } from '../builder/index.ts';
import { matchRates, membersByKey, predictionError, predictMatch, PREDICTION_HISTORY_RUNS } from './prediction.ts';
import type { IdentifierQuality } from './quality.ts';
import { identifierQualityOf, sampleSegment } from './qualityProfile.ts';
import {
  keepMessage,
  markDelivery,
  predictionHistory,
  runEndFacts,
  saveRunActual,
  saveRunPrediction,
  saveRunQuality,
  type RunEndFacts,
} from './repository/index.ts';

/**
 * What happens when a run ends, apart from the run itself: the run's identifier
 * quality is measured and its match predicted once it sent (before the platform answers); when
 * the platform answers, how far the prediction was; and when a run publishes or fails, each of
 * the audience's recipients is told by e-mail. Never throws: a run's outcome never depends on it.
 */

export type MailSettings = {
  /** SMTP_URL: nodemailer's connection URL (smtp://user:pass@host:587, smtps://…). Absent: messages only go to the outbox. */
  smtpUrl?: string | undefined;
  /** MAIL_FROM: the sender (default INCA Audiencias <no-responder@inca.local>). */
  from: string;
  /** PUBLIC_URL: where people open the platform, for the link to the audience (default http://localhost:PORT). */
  publicUrl: string;
};

export const mailSettingsFrom = (env: NodeJS.ProcessEnv): MailSettings => ({
  smtpUrl: env.SMTP_URL?.trim() || undefined,
  from: env.MAIL_FROM?.trim() || 'INCA Audiencias <no-responder@inca.local>',
  publicUrl: (env.PUBLIC_URL?.trim() || `http://localhost:${env.PORT ?? 4000}`).replace(/\/+$/, ''),
});

type SendMail = (message: { from: string; to: string; subject: string; text: string }) => Promise<unknown>;
let smtp: { url: string; send: Promise<SendMail> } | undefined;

/** Sends one message through nodemailer's SMTP transport for `url` (created once, loaded only when SMTP is configured). */
export async function deliverBySmtp(url: string, message: { from: string; to: string; subject: string; text: string }): Promise<void> {
  await (
    await smtpSender(url)
  )(message);
}

function smtpSender(url: string): Promise<SendMail> {
  if (smtp?.url !== url) {
    smtp = {
      url,
      send: import('nodemailer').then(({ default: nodemailer }) => {
        const transport = nodemailer.createTransport(url);
        return (message) => transport.sendMail(message);
      }),
    };
  }
  return smtp.send;
}

const number = (n: number | null | undefined) => (n === null || n === undefined ? '—' : Math.round(n).toLocaleString('en-US'));

export type RunMessageFacts = {
  audienceId: number;
  audienceName: string;
  platformName: string;
  outcome: 'PUBLISHED' | 'FAILED';
  sent: number;
  removed: number;
  rejected: number;
  matchCount: number | null;
  predicted: number | null;
  error: string | null;
  finishedAt: Date;
};

const santiago = (d: Date) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'America/Santiago',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).format(d);

/** The Spanish e-mail about a run's end: subject and plain-text body. */
export function runMessage(f: RunMessageFacts, publicUrl: string): { subject: string; body: string } {
  const published = f.outcome === 'PUBLISHED';
  const subject = published
    ? `Audiencia ${f.audienceName} publicada en ${f.platformName}`
    : `No se pudo publicar la audiencia ${f.audienceName} en ${f.platformName}`;
  const lines = [
    'Hola:',
    '',
    published
      ? `La audiencia ${f.audienceName} se publicó en ${f.platformName} el ${santiago(f.finishedAt)} (hora de Santiago).`
      : `La publicación de la audiencia ${f.audienceName} en ${f.platformName} falló el ${santiago(f.finishedAt)} (hora de Santiago).`,
    '',
    `Resultado: ${published ? 'publicada' : 'fallida'}`,
    ...(published ? [] : [`Motivo: ${f.error ?? 'sin detalle'}`]),
    `Clientes enviados a la plataforma: ${number(f.sent)}`,
    `Clientes retirados de la plataforma: ${number(f.removed)}`,
    `Clientes sin un identificador utilizable (rechazados): ${number(f.rejected)}`,
    ...(published ? [`Tamaño de coincidencia (match) informado por ${f.platformName}: ${number(f.matchCount)}`] : []),
    ...(published && f.predicted !== null ? [`Tamaño de coincidencia previsto: ${number(f.predicted)}`] : []),
    '',
    `Ver el detalle de la audiencia: ${publicUrl}/audiences/${f.audienceId}`,
    '',
    'Este mensaje se envió automáticamente porque usted figura como destinatario de la audiencia; no lo responda.',
  ];
  return { subject, body: lines.join('\n') };
}

const builders = new WeakMap<Pool, SegmentBuilder>();

export type RunEndSettings = { pool: Pool; warehouse: () => Promise<WarehouseReader>; mail?: MailSettings; qualitySample?: number };

/**
 * Called by the engine when a run ends (sent, nothing to send, failed) and when the platform
 * answers its match size (published). Errors are logged, never thrown.
 */
export async function runEnded(
  settings: RunEndSettings,
  runId: string,
  mail: MailSettings = settings.mail ?? mailSettingsFrom({}),
): Promise<void> {
  try {
    const facts = await runEndFacts(settings.pool, runId);
    if (!facts) return;
    if (facts.status === 'PUBLISHED') {
      const actual = facts.audience_match_count === null ? null : Number(facts.audience_match_count);
      const predicted = facts.prediction?.predicted ?? null;
      if (predicted !== null) await saveRunActual(settings.pool, runId, actual, predictionError(predicted, actual));
      await tellRecipients(settings.pool, facts, 'PUBLISHED', actual, predicted, mail);
      return;
    }
    if (facts.status === 'FAILED') await tellRecipients(settings.pool, facts, 'FAILED', null, null, mail);
    const ended = facts.status === 'SENT' || facts.status === 'NOTHING' || facts.status === 'FAILED';
    if (ended && Number(facts.rows_read) > 0 && !facts.identifier_quality) await measure(settings, facts);
  } catch (error) {
    console.error('[publishing] fin de la publicación', runId, error);
  }
}

/** The run's identifier quality, and for a run that sent members the match it predicts (rates of the platform's earlier runs). */
async function measure(settings: RunEndSettings, facts: RunEndFacts): Promise<void> {
  // The builder loads the segment and its catalogue; the sample reads wherever segments are read.
  const builder = builders.get(settings.pool) ?? new SegmentBuilder(settings.pool, () => settings.warehouse().then(embeddedWarehouse));
  builders.set(settings.pool, builder);
  const kind = facts.audience_type_google === 'MOBILE_ADVERTISING_ID' ? 'MOBILE_ADVERTISING_ID' : 'CONTACT_INFO';
  const sample = await sampleSegment(
    settings.pool,
    { builder, warehouse: settings.warehouse },
    { code: facts.segment_code, owner: facts.segment_owner },
    kind,
    settings.qualitySample,
  );
  const quality = identifierQualityOf(sample, facts.platform);
  if (!quality) return;
  await saveRunQuality(settings.pool, facts.id, quality);
  if (facts.status === 'SENT')
    await saveRunPrediction(settings.pool, facts.id, await predictionFor(settings.pool, facts.platform, quality, Number(facts.held)));
}

/** The prediction for members held at a platform (or, without `held`, for every usable customer of the segment). */
export async function predictionFor(pool: Pool, platformCode: string, quality: IdentifierQuality, held?: number) {
  const history = await predictionHistory(pool, platformCode, PREDICTION_HISTORY_RUNS);
  const members = membersByKey(quality, held);
  const { rates, basis, runs } = matchRates(platformCode, quality.memberKeys, history);
  return { predicted: predictMatch(members, rates), members, rates, basis, runs };
}

async function tellRecipients(
  pool: Pool,
  facts: RunEndFacts,
  outcome: 'PUBLISHED' | 'FAILED',
  matchCount: number | null,
  predicted: number | null,
  mail: MailSettings,
): Promise<void> {
  const recipients = [
    ...new Set(
      parseRecipients(facts.recipients ?? '')
        .map((r) => r.trim().toLowerCase())
        .filter((r) => r.includes('@')),
    ),
  ];
  if (recipients.length === 0) return;
  const { subject, body } = runMessage(
    {
      audienceId: Number(facts.audience_id),
      audienceName: facts.custom_audience_name,
      platformName: facts.platform_name,
      outcome,
      sent: Number(facts.sent),
      removed: Number(facts.removed),
      rejected: Object.values(facts.rejected ?? {}).reduce((a, b) => a + b, 0),
      matchCount,
      predicted,
      error: facts.error,
      finishedAt: facts.finished_at ? new Date(facts.finished_at) : new Date(),
    },
    mail.publicUrl,
  );
  for (const recipient of recipients) {
    const id = await keepMessage(pool, {
      audienceId: Number(facts.audience_id),
      runId: facts.id,
      companyCode: facts.company_code,
      recipient,
      subject,
      body,
    });
    if (!id || !mail.smtpUrl) continue;
    try {
      await deliverBySmtp(mail.smtpUrl, { from: mail.from, to: recipient, subject, text: body });
      await markDelivery(pool, id, 'SMTP');
    } catch (error) {
      await markDelivery(pool, id, 'SMTP_FAILED', (error as Error).message.slice(0, 500));
    }
  }
}
