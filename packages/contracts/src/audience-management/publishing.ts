import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { operation } from '../operation.ts';
import { csvQuery, intField } from '../fields.ts';
import { num } from './rows.ts';
import { audienceIdParam, audienceIdsQuery } from './audiences.ts';
import { segmentCodeSchema } from './segments.ts';

/** What the user sees of publishing: an audience's runs and quality report, the match prediction, the outbox. */

const P = '/audience-management';
const idParams = z.object({ id: audienceIdParam });
const idsQuery = z.object({ ids: audienceIdsQuery });

/** The platforms a prediction is asked for (the connectors' platform codes). */
export const PREDICTION_PLATFORMS = ['gads', 'fbk', 'tiktok', 'criteo', 'salesforce', 'talonone', 'adobe'] as const;
export const predictionQuery = z.object({
  segment_code: segmentCodeSchema,
  platforms: csvQuery(z.enum(PREDICTION_PLATFORMS, { message: 'Plataforma desconocida.' })).refine(
    (p) => p && p.length > 0,
    'Debe indicar al menos una plataforma.',
  ),
  google_audience_type: z.enum(['CONTACT_INFO', 'MOBILE_ADVERTISING_ID'], { message: 'Tipo de audiencia de Google inválido.' }).optional(),
});
export const outboxQuery = z.object({
  page: intField({ min: 1, max: 100_000, message: 'La página debe ser un número entre 1 y 100.000.' }).default(1),
  page_size: intField({ min: 1, max: 100, message: 'El tamaño de página debe estar entre 1 y 100.' }).default(10),
});

/** A publishing run: counts, rejections by reason, the match predicted when it sent and the platform's answer. */
export const audienceRunDto = z.object({
  id: z.union([z.number(), z.string()]),
  status: z.string(),
  trigger: z.string(),
  started_at: z.string(),
  finished_at: z.string().nullable(),
  rows_read: num,
  valid: num,
  rejected: num,
  rejected_by_reason: z.record(z.string(), z.number()),
  platform_rejected_by_reason: z.record(z.string(), z.number()),
  batches: num,
  sent: num,
  removed: num,
  bytes: num,
  duration_ms: num,
  error: z.string().nullable(),
  predicted_match: num.optional(),
  prediction_basis: z.enum(['history', 'default']).nullish(),
  actual_match: num.optional(),
  prediction_error: z.number().nullish(),
});
export type AudienceRunDto = z.output<typeof audienceRunDto>;

export const identifierQualityDto = z.object({
  key: z.string(),
  type: z.string(),
  sent_as_member: z.boolean(),
  total: z.number(),
  usable: z.number(),
  share: z.number(),
  reasons: z.array(z.object({ reason: z.string(), count: z.number() })),
});
export type IdentifierQualityDto = z.output<typeof identifierQualityDto>;
export const qualityReportDto = z.object({
  run_id: z.number(),
  run_status: z.string(),
  started_at: z.string(),
  finished_at: z.string().nullable(),
  rows_read: z.number(),
  valid: z.number(),
  rejected: z.number(),
  segment_size: z.number(),
  sampled: z.boolean(),
  sample_size: z.number(),
  identifiers: z.array(identifierQualityDto),
});
export type QualityReportDto = z.output<typeof qualityReportDto>;

export const matchPredictionDto = z.object({
  platform: z.string(),
  audience_type: z.enum(['CONTACT_INFO', 'MOBILE_ADVERTISING_ID']),
  segment_size: z.number(),
  sampled: z.boolean(),
  sample_size: z.number(),
  predicted_match: z.number(),
  basis: z.enum(['history', 'default']),
  history_runs: z.number(),
  identifiers: z.array(z.object({ key: z.string(), usable: z.number(), rate: z.number(), predicted_match: z.number() })),
});
export type MatchPredictionDto = z.output<typeof matchPredictionDto>;

export const mailMessageDto = z.object({
  id: z.number(),
  audience_id: z.number().nullable(),
  audience_name: z.string().nullable(),
  /** Set on the daily check's notices to an account's IT manager (with its channel). */
  ads_account_name: z.string().nullish(),
  ads_platform_code: z.string().nullish(),
  run_id: z.number().nullable(),
  company_code: z.string(),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  delivery: z.enum(['OUTBOX', 'SMTP', 'SMTP_FAILED']),
  error: z.string().nullable(),
  created_at: z.string(),
});
export type MailMessageDto = z.output<typeof mailMessageDto>;
export const mailPageDto = z.object({ rows: z.array(mailMessageDto), total: z.number(), page: z.number(), page_size: z.number() });
export type MailPageDto = z.output<typeof mailPageDto>;

/** The audience's last 20 publishing runs, newest first. */
export const audienceRuns = operation({
  method: 'GET',
  path: `${P}/audiences/:id/runs`,
  params: idParams,
  response: envelope(z.array(audienceRunDto)),
});
export const runsByIds = operation({
  method: 'GET',
  path: `${P}/audiences/runs/by-ids`,
  query: idsQuery,
  response: envelope(z.array(z.object({ audience_id: z.number(), runs: z.array(audienceRunDto) }))),
});
/** The quality report of the latest measured run (null before the first). */
export const audienceQuality = operation({
  method: 'GET',
  path: `${P}/audiences/:id/quality`,
  params: idParams,
  response: envelope(qualityReportDto.nullable()),
});
export const qualityByIds = operation({
  method: 'GET',
  path: `${P}/audiences/quality/by-ids`,
  query: idsQuery,
  response: envelope(z.array(z.object({ audience_id: z.number(), quality: qualityReportDto.nullable() }))),
});
/** The predicted match size of a segment at each platform, before anything is sent. */
export const matchPrediction = operation({
  method: 'GET',
  path: `${P}/audiences/match-prediction`,
  query: predictionQuery,
  response: envelope(z.array(matchPredictionDto)),
});
/** The e-mails about runs and the daily check's notices to IT managers, newest first (audience admin). */
export const mailOutbox = operation({ method: 'GET', path: `${P}/mail/outbox`, query: outboxQuery, response: envelope(mailPageDto) });

export type GoogleAudienceType = NonNullable<z.output<typeof predictionQuery>['google_audience_type']>;
