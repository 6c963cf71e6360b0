import type { Router } from 'express';
import type { Pool } from '@inca/db';
import * as api from '@inca/contracts/audience-management';
import { badRequest, handle, requireRole } from '@inca/service-kit';
import { visibleAudienceFor } from '../audiences/index.ts';
import { visibleSegmentFor } from '../segments/index.ts';
import { publishingBatchRoutes } from './batchRoutes.ts';
import { predictionFor } from './notify.ts';
import { qualityReport, type IdentifierQuality } from './quality.ts';
import { identifierQualityOf, sampleSegment, type SegmentSample, type WarehouseAccess } from './qualityProfile.ts';
import { latestQualityRun, outboxPage, runsOf, type RunRecord } from './repository/index.ts';
import type { AudienceManagementContext } from '../context.ts';

/** A run as the API shows it: counts as numbers, rejections by reason. */
export const presentRun = (r: RunRecord) => ({
  id: Number(r.id),
  status: r.status,
  trigger: r.trigger,
  started_at: r.started_at,
  finished_at: r.finished_at,
  rows_read: Number(r.rows_read),
  valid: Number(r.valid),
  rejected: Object.values(r.rejected ?? {}).reduce((a, b) => a + b, 0),
  rejected_by_reason: r.rejected ?? {},
  platform_rejected_by_reason: r.platform_rejected ?? {},
  batches: r.batches,
  sent: Number(r.sent),
  removed: Number(r.removed),
  bytes: Number(r.bytes),
  duration_ms: r.duration_ms === null ? null : Number(r.duration_ms),
  error: r.error,
  predicted_match: r.prediction?.predicted ?? null,
  prediction_basis: r.prediction?.basis ?? null,
  actual_match: r.actual_match === null || r.actual_match === undefined ? null : Number(r.actual_match),
  prediction_error: r.prediction_error ?? null,
});

/** GET /audience-management/audiences/{id}/runs: the audience's last 20 publishing runs, newest first (visible audiences only). */
export function publishingRoutes(router: Router, ctx: AudienceManagementContext): void {
  const { pool } = ctx;
  qualityAndPredictionRoutes(router, pool, { builder: ctx.builder, warehouse: ctx.segments }, ctx.qualitySample);
  publishingBatchRoutes(router, ctx);
  handle(router, api.audienceRuns, async ({ params, identity }) => {
    const visible = await visibleAudienceFor(pool, identity, params.id);
    return { status: true, data: (await runsOf(pool, Number(visible.row.id))).map(presentRun) };
  });
}

// ───────────── what the user sees of publishing: quality report, match prediction, outbox ─────────────

/** A run's identifier quality as the API shows it: the run's counts, then one line per identifier. */
export function presentQuality(run: RunRecord & { identifier_quality: Record<string, unknown> }) {
  const report = qualityReport(run.identifier_quality as unknown as IdentifierQuality);
  return {
    run_id: Number(run.id),
    run_status: run.status,
    started_at: run.started_at,
    finished_at: run.finished_at,
    rows_read: Number(run.rows_read),
    valid: Number(run.valid),
    rejected: Object.values(run.rejected ?? {}).reduce((a, b) => a + b, 0),
    segment_size: report.segment,
    sampled: report.sampled,
    sample_size: report.sample,
    identifiers: report.lines.map((l) => ({
      key: l.key,
      type: l.type,
      sent_as_member: l.sentAsMember,
      total: l.total,
      usable: l.usable,
      share: l.share,
      reasons: l.reasons,
    })),
  };
}

/**
 * GET /audience-management/audiences/{id}/quality: the normalization quality report of the audience's
 * latest measured run (null before its first run). GET /audience-management/audiences/match-prediction:
 * the predicted match size of a segment at each platform, before anything is sent (the caller must see
 * the segment). GET /audience-management/mail/outbox: the e-mails about runs and the daily check's notices to IT managers, newest first (audience admin).
 */
function qualityAndPredictionRoutes(router: Router, pool: Pool, access: WarehouseAccess | undefined, qualitySample: number): void {
  handle(router, api.matchPrediction, async ({ query: q, identity, res }) => {
    const visible = await visibleSegmentFor(pool, identity, q.segment_code);
    if (!access) throw badRequest('La predicción no está disponible en este proceso.');
    // A person who leaves before the answer stops the warehouse reads (BigQuery: the jobs are cancelled).
    const left = new AbortController();
    res.on('close', () => !res.writableFinished && left.abort());
    const samples = new Map<string, Promise<SegmentSample>>();
    const sampleOf = (kind: 'CONTACT_INFO' | 'MOBILE_ADVERTISING_ID') => {
      if (!samples.has(kind))
        samples.set(
          kind,
          sampleSegment(pool, access, { code: visible.row.code, owner: visible.row.owner_company_code }, kind, qualitySample, left.signal),
        );
      return samples.get(kind)!;
    };
    const advertising = visible.row.segment_type_name === 'SEGMENT_ADVERTISING';
    const data = [];
    for (const platform of [...new Set(q.platforms!)]) {
      const mobile =
        platform === 'gads' && (q.google_audience_type === 'MOBILE_ADVERTISING_ID' || (!q.google_audience_type && advertising));
      const sample = await sampleOf(mobile ? 'MOBILE_ADVERTISING_ID' : 'CONTACT_INFO');
      const quality = identifierQualityOf(sample, platform)!;
      const prediction = await predictionFor(pool, platform, quality);
      data.push({
        platform,
        audience_type: mobile ? ('MOBILE_ADVERTISING_ID' as const) : ('CONTACT_INFO' as const),
        segment_size: sample.segment,
        sampled: quality.sample < quality.eligible,
        sample_size: quality.sample,
        predicted_match: prediction.predicted,
        basis: prediction.basis,
        history_runs: prediction.runs,
        identifiers: quality.memberKeys.map((key) => ({
          key,
          usable: prediction.members[key] ?? 0,
          rate: prediction.rates[key] ?? 0,
          predicted_match: Math.round((prediction.members[key] ?? 0) * (prediction.rates[key] ?? 0)),
        })),
      });
    }
    return { status: true, data };
  });

  handle(router, api.audienceQuality, async ({ params, identity }) => {
    const visible = await visibleAudienceFor(pool, identity, params.id);
    const run = await latestQualityRun(pool, Number(visible.row.id));
    return { status: true, data: run ? presentQuality(run) : null };
  });

  handle(
    router,
    api.mailOutbox,
    async ({ query: q }) => {
      const { rows, total } = await outboxPage(pool, q.page, q.page_size);
      return {
        status: true,
        data: {
          total,
          page: q.page,
          page_size: q.page_size,
          rows: rows.map((m) => ({
            id: Number(m.id),
            audience_id: m.audience_id === null ? null : Number(m.audience_id),
            audience_name: m.audience_name,
            ads_account_name: m.ads_account_name,
            ads_platform_code: m.ads_platform_code,
            run_id: m.run_id === null ? null : Number(m.run_id),
            company_code: m.company_code,
            recipient: m.recipient,
            subject: m.subject,
            body: m.body,
            delivery: m.delivery,
            error: m.error,
            created_at: m.created_at,
          })),
        },
      };
    },
    { authorize: (identity) => requireRole(identity, 'audience_admin') },
  );
}
