import DataLoader from 'dataloader';
import { RestClient, type Envelope, type RestClientOptions } from '@inca/rest-client';
import { AUDIENCE_BATCH_MAX, inOrder } from './AudiencesClient.ts';

const BASE = '/audience-management';

/** A line of GET /audiences/{id}/quality. */
export type IdentifierQualityDto = {
  key: string;
  type: string;
  sent_as_member: boolean;
  total: number;
  usable: number;
  share: number;
  reasons: { reason: string; count: number }[];
};

export type QualityReportDto = {
  run_id: number;
  run_status: string;
  started_at: string;
  finished_at: string | null;
  rows_read: number;
  valid: number;
  rejected: number;
  segment_size: number;
  sampled: boolean;
  sample_size: number;
  identifiers: IdentifierQualityDto[];
};

/** One platform of GET /audiences/match-prediction. */
export type MatchPredictionDto = {
  platform: string;
  audience_type: 'CONTACT_INFO' | 'MOBILE_ADVERTISING_ID';
  segment_size: number;
  sampled: boolean;
  sample_size: number;
  predicted_match: number;
  basis: 'history' | 'default';
  history_runs: number;
  identifiers: { key: string; usable: number; rate: number; predicted_match: number }[];
};

export type MailMessageDto = {
  id: number;
  audience_id: number | null;
  audience_name: string | null;
  /** Set on the daily check's notices to an account's IT manager (with its channel). */
  ads_account_name?: string | null;
  ads_platform_code?: string | null;
  run_id: number | null;
  company_code: string;
  recipient: string;
  subject: string;
  body: string;
  delivery: 'OUTBOX' | 'SMTP' | 'SMTP_FAILED';
  error: string | null;
  created_at: string;
};

export type MailPageDto = { rows: MailMessageDto[]; total: number; page: number; page_size: number };

/**
 * The publishing calls the screens read besides the runs: an audience's quality report, the match
 * prediction of the audience form and the outbox of e-mails about runs. One instance per request.
 */
export class PublishingClient {
  private readonly rest: RestClient;

  constructor(options: RestClientOptions) {
    this.rest = new RestClient(options);
  }

  /** Quality report of each audience's latest measured run, null before one; batched: a page of audiences costs one call. */
  readonly qualityById = new DataLoader<string, QualityReportDto | null>(async (ids) => {
    const { data } = await this.rest.get<Envelope<{ audience_id: number; quality: QualityReportDto | null }[]>>(`${BASE}/audiences/quality/by-ids`, { ids });
    return inOrder(ids, data, (d) => d.quality);
  }, { maxBatchSize: AUDIENCE_BATCH_MAX });

  async matchPrediction(segmentCode: string, platforms: string[], googleAudienceType?: string | null): Promise<MatchPredictionDto[]> {
    const params = { segment_code: segmentCode, platforms: platforms.join(','), google_audience_type: googleAudienceType ?? undefined };
    return (await this.rest.get<Envelope<MatchPredictionDto[]>>(`${BASE}/audiences/match-prediction`, params)).data;
  }

  async outbox(page: number, pageSize: number): Promise<MailPageDto> {
    return (await this.rest.get<Envelope<MailPageDto>>(`${BASE}/mail/outbox`, { page, page_size: pageSize })).data;
  }
}
