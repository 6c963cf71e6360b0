import { GraphQLError } from 'graphql';
import type {
  AudienceQualityReport,
  IdentifierRejectionReason,
  IdentifierType,
  MailDelivery,
  MailMessage,
  MatchPrediction,
  MatchPredictionBasis,
  Platform,
  QueryResolvers,
} from '../__generated__/resolvers-types.ts';
import type { SubgraphContext } from '../context.ts';
import type { AudienceDto, AudienceRunDto } from '../rest/models.ts';
import type { MailMessageDto, MatchPredictionDto, QualityReportDto } from '../rest/PublishingClient.ts';
import { numberOf } from '../audiences/compute.ts';

const iso = (value: string | null | undefined) => (value ? new Date(value).toISOString() : null);
const upper = <T extends string>(value: string) => value.toUpperCase() as T;

/** Key → identifier type, as the service's quality lines name them (the prediction lines carry only the key). */
const TYPE_OF_KEY: Record<string, IdentifierType> = {
  em: 'EMAIL',
  email: 'EMAIL',
  email_address: 'EMAIL',
  Email: 'EMAIL',
  Email_LC_SHA256: 'EMAIL',
  ph: 'PHONE',
  phone: 'PHONE',
  phone_number: 'PHONE',
  mobile_number: 'PHONE',
  madid: 'MOBILE_ID',
  maid: 'MOBILE_ID',
  mobile_id: 'MOBILE_ID',
};

/** The prediction fields of a run (AudienceRun's extension). */
export const runPrediction = (r: AudienceRunDto) => ({
  predictedMatch: numberOf(r.predicted_match ?? null),
  predictionBasis: r.prediction_basis ? upper<MatchPredictionBasis>(r.prediction_basis) : null,
  actualMatch: numberOf(r.actual_match ?? null),
  predictionError: r.prediction_error ?? null,
});

export const toQualityReport = (q: QualityReportDto): AudienceQualityReport => ({
  runId: String(q.run_id),
  runStatus: q.run_status,
  startedAt: iso(q.started_at)!,
  finishedAt: iso(q.finished_at),
  rowsRead: q.rows_read,
  valid: q.valid,
  rejected: q.rejected,
  segmentSize: q.segment_size,
  sampled: q.sampled,
  sampleSize: q.sample_size,
  identifiers: q.identifiers.map((l) => ({
    key: l.key,
    type: upper<IdentifierType>(l.type),
    sentAsMember: l.sent_as_member,
    total: l.total,
    usable: l.usable,
    share: l.share,
    reasons: l.reasons.map((r) => ({ reason: upper<IdentifierRejectionReason>(r.reason), count: r.count })),
  })),
});

export const toMatchPrediction = (p: MatchPredictionDto): MatchPrediction => ({
  platform: upper<Platform>(p.platform),
  audienceType: p.audience_type,
  segmentSize: p.segment_size,
  sampled: p.sampled,
  sampleSize: p.sample_size,
  predictedMatch: p.predicted_match,
  basis: upper<MatchPredictionBasis>(p.basis),
  historyRuns: p.history_runs,
  identifiers: p.identifiers.map((i) => ({
    key: i.key,
    type: TYPE_OF_KEY[i.key] ?? 'CUSTOMER_ID',
    usable: i.usable,
    rate: i.rate,
    predictedMatch: i.predicted_match,
  })),
});

export const toMailMessage = (m: MailMessageDto): MailMessage => ({
  id: String(m.id),
  audienceId: m.audience_id === null ? null : String(m.audience_id),
  audienceName: m.audience_name,
  adsAccountName: m.ads_account_name ?? null,
  adsPlatform: m.ads_platform_code ? (m.ads_platform_code.toUpperCase() as MailMessage['adsPlatform']) : null,
  runId: m.run_id === null ? null : String(m.run_id),
  companyCode: m.company_code,
  recipient: m.recipient,
  subject: m.subject,
  body: m.body,
  delivery: m.delivery as MailDelivery,
  error: m.error,
  createdAt: iso(m.created_at)!,
});

/** Audience.qualityReport (an extension of the audience type, resolved from its own service call). */
export const audienceQualityReport = async (a: AudienceDto, _args: unknown, { publishing }: SubgraphContext) => {
  const report = await publishing.qualityById.load(String(a.id));
  return report ? toQualityReport(report) : null;
};

export const publishingQueries: Pick<QueryResolvers, 'audienceMatchPrediction' | 'mailOutbox'> = {
  audienceMatchPrediction: async (_root, { segmentCode, platforms, googleAudienceType }, { publishing }) => {
    if (platforms.length === 0) throw new GraphQLError('Debe indicar al menos una plataforma.', { extensions: { code: 'BAD_USER_INPUT' } });
    return (
      await publishing.matchPrediction(
        segmentCode,
        platforms.map((p) => p.toLowerCase()),
        googleAudienceType,
      )
    ).map(toMatchPrediction);
  },
  mailOutbox: async (_root, { page, pageSize }, { publishing }) => {
    const p = page ?? 1;
    const size = pageSize ?? 10;
    if (p < 1) throw new GraphQLError('La página debe ser 1 o mayor.', { extensions: { code: 'BAD_USER_INPUT' } });
    if (size < 1 || size > 100)
      throw new GraphQLError('El tamaño de página debe estar entre 1 y 100.', { extensions: { code: 'BAD_USER_INPUT' } });
    const answer = await publishing.outbox(p, size);
    return { nodes: answer.rows.map(toMailMessage), totalCount: answer.total, page: p, pageSize: size };
  },
};
