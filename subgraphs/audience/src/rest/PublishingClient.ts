import DataLoader from 'dataloader';
import { RestClient, type RestClientOptions } from '@inca/rest-client';
import * as api from '@inca/contracts/audience-management';
import type { MailPageDto, MatchPredictionDto, QualityReportDto } from './models.ts';
import { AUDIENCE_BATCH_MAX, inOrder } from './AudiencesClient.ts';

export type { IdentifierQualityDto, MailMessageDto, MailPageDto, MatchPredictionDto, QualityReportDto } from './models.ts';

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
  readonly qualityById = new DataLoader<string, QualityReportDto | null>(
    async (ids) => {
      const { data } = await this.rest.call(api.qualityByIds, { query: { ids: ids.join(',') } });
      return inOrder(ids, data, (d) => d.quality);
    },
    { maxBatchSize: AUDIENCE_BATCH_MAX },
  );

  async matchPrediction(segmentCode: string, platforms: string[], googleAudienceType?: string | null): Promise<MatchPredictionDto[]> {
    const query = {
      segment_code: segmentCode,
      platforms: platforms.join(','),
      google_audience_type: (googleAudienceType ?? undefined) as api.GoogleAudienceType | undefined,
    };
    return (await this.rest.call(api.matchPrediction, { query })).data;
  }

  async outbox(page: number, pageSize: number): Promise<MailPageDto> {
    return (await this.rest.call(api.mailOutbox, { query: { page, page_size: pageSize } })).data;
  }
}
