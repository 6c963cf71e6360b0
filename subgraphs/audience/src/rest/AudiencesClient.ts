import DataLoader from 'dataloader';
import { GraphQLError } from 'graphql';
import { RestClient, type Envelope, type QueryParams, type RestClientOptions } from '@inca/rest-client';
import type {
  AdsPlatformDto,
  AudienceCreateErrorDto,
  AudienceDto,
  AudienceFormSegmentDto,
  AudienceFrequencyDto,
  AudienceRunDto,
  AudiencePageDto,
  AudienceStateDto,
  AudienceTimelineDto,
  AudienceTimelinePageDto,
  AudienceTrackDto,
  BillingRowDto,
  TalonOneApplicationDto,
  TalonOneCampaignDto,
} from './types.ts';

const BASE = '/audience-management/audiences';

/** Most ids or codes per batch call (the service's limit): pages up to this size cost one call per loader. */
export const AUDIENCE_BATCH_MAX = 500;
const batch = { maxBatchSize: AUDIENCE_BATCH_MAX };

export const AUDIENCE_NOT_FOUND = 'La audiencia no existe.';
const notFound = () => new GraphQLError(AUDIENCE_NOT_FOUND, { extensions: { code: 'NOT_FOUND' } });

/** The body of POST /audiences/create (inside `payload`) and of create-automation-salesforce. */
export type CreatePayload = Record<string, unknown>;

type CreateAnswer = { list_audience_data: AudienceDto[]; list_audience_data_errors: AudienceCreateErrorDto[] };
type AutomationAnswer = { automation_id: string | number; name: string; audienceName: string };

/**
 * The audience calls of audience-management (/work/brief/AUDIENCES-REST.md). One instance per GraphQL request:
 * the list and the batch loaders answer a whole page, its segments and ads accounts in one call.
 */
export class AudiencesClient {
  private readonly rest: RestClient;
  private statesOnce?: Promise<AudienceStateDto[]>;
  private platformsOnce?: Promise<AdsPlatformDto[]>;
  private frequenciesOnce?: Promise<AudienceFrequencyDto[]>;

  constructor(options: RestClientOptions) {
    this.rest = new RestClient(options);
  }

  /** One page of the visible audiences (rows embed their segment and ads account). */
  async list(params: QueryParams, page: number, pageSize: number): Promise<AudiencePageDto> {
    const answer = await this.rest.get<Envelope<AudienceDto[]> & { total: number }>(`${BASE}/list`, { ...params, page, page_size: pageSize });
    for (const row of answer.data) this.byId.prime(String(row.id), row);
    return { rows: answer.data, total: answer.total, page, pageSize };
  }

  /** Audiences by id, batched; NOT_FOUND for one the viewer may not see. */
  readonly byId = new DataLoader<string, AudienceDto>(async (ids) => {
    const { data } = await this.rest.get<Envelope<AudienceDto[]>>(`${BASE}/by-ids`, { ids });
    return ids.map((id) => data.find((a) => String(a.id) === id) ?? notFound());
  }, batch);

  /** Visible audiences of each segment, newest first, batched: a page of segments costs one call. */
  readonly bySegment = new DataLoader<string, AudienceDto[]>(async (codes) => {
    const { data } = await this.rest.get<Envelope<AudienceDto[]>>(`${BASE}/by-segments`, { codes });
    for (const row of data) this.byId.prime(String(row.id), row);
    return codes.map((code) => data.filter((a) => a.segment_code === code));
  }, batch);

  /** Tracks of each audience, newest first, batched: a page of audiences costs one call. */
  readonly tracksById = new DataLoader<string, AudienceTrackDto[]>(async (ids) => {
    const { data } = await this.rest.get<Envelope<{ audience_id: number; tracks: AudienceTrackDto[] }[]>>(`${BASE}/tracks/by-ids`, { ids });
    return inOrder(ids, data, (d) => d.tracks);
  }, batch);

  /** Publishing runs of each audience, newest first, the last 20, batched: a page of audiences costs one call. */
  readonly runsById = new DataLoader<string, AudienceRunDto[]>(async (ids) => {
    const { data } = await this.rest.get<Envelope<{ audience_id: number; runs: AudienceRunDto[] }[]>>(`${BASE}/runs/by-ids`, { ids });
    return inOrder(ids, data, (d) => d.runs);
  }, batch);

  /** One timeline page of each audience, batched: audiences asking for the same page cost one call. */
  private readonly timelineByKey = new DataLoader<TimelineKey, AudienceTimelinePageDto, string>(
    (keys) =>
      byGroup(keys, (k) => `${k.page}:${k.pageSize}`, async (group) => {
        const { page, pageSize } = group[0]!;
        const { data } = await this.rest.get<Envelope<{ audience_id: number; rows: AudienceTimelineDto[]; total: number }[]>>(`${BASE}/timeline/by-ids`, {
          ids: group.map((k) => k.id),
          page,
          page_size: pageSize,
        });
        return inOrder(
          group.map((k) => k.id),
          data,
          (d) => ({ rows: d.rows, total: d.total, page, pageSize }),
        );
      }),
    { ...batch, cacheKeyFn: (k) => `${k.id}:${k.page}:${k.pageSize}` },
  );

  timeline(id: string, page: number, pageSize: number): Promise<AudienceTimelinePageDto> {
    return this.timelineByKey.load({ id, page, pageSize });
  }

  /** Billing process dates of each audience, newest first, batched (the caller must be allowed to bill every one). */
  readonly billingProcessDatesById = new DataLoader<string, string[]>(async (ids) => {
    const { data } = await this.rest.post<Envelope<{ audience_id: number; process_dates: { process_date: string }[] }[]>>(`${BASE}/billing/process-dates/by-ids`, {
      ads_audience_ids: ids,
    });
    return inOrder(ids, data, (d) => d.process_dates.map((p) => p.process_date));
  }, batch);

  /** Billing rows of each audience (of one process date when given), batched per process date. */
  private readonly billingByKey = new DataLoader<BillingKey, BillingRowDto[], string>(
    (keys) =>
      byGroup(keys, (k) => k.processDate ?? '', async (group) => {
        const processDate = group[0]!.processDate;
        const body = { ads_audience_ids: group.map((k) => k.id), ...(processDate ? { process_date: processDate } : {}) };
        const { data } = await this.rest.post<Envelope<{ audience_id: number; rows: BillingRowDto[] }[]>>(`${BASE}/billing/list/by-ids`, body);
        return inOrder(
          group.map((k) => k.id),
          data,
          (d) => d.rows,
        );
      }),
    { ...batch, cacheKeyFn: (k) => `${k.id}:${k.processDate ?? ''}` },
  );

  billing(id: string, processDate?: string | null): Promise<BillingRowDto[]> {
    return this.billingByKey.load({ id, processDate: processDate ?? null });
  }

  /** The status table, once per request. */
  states(): Promise<AudienceStateDto[]> {
    this.statesOnce ??= this.rest.get<Envelope<AudienceStateDto[]>>(`${BASE}/states/list`).then((r) => r.data);
    return this.statesOnce;
  }

  platforms(): Promise<AdsPlatformDto[]> {
    this.platformsOnce ??= this.rest.get<Envelope<AdsPlatformDto[]>>(`${BASE}/platform/list`).then((r) => r.data);
    return this.platformsOnce;
  }

  frequencies(): Promise<AudienceFrequencyDto[]> {
    this.frequenciesOnce ??= this.rest.get<Envelope<AudienceFrequencyDto[]>>(`${BASE}/frequencies/list`).then((r) => r.data);
    return this.frequenciesOnce;
  }

  async formSegments(companyCode: string, type?: string | null): Promise<AudienceFormSegmentDto[]> {
    return (await this.rest.get<Envelope<AudienceFormSegmentDto[]>>(`${BASE}/segments`, { company_code: companyCode, type: type ?? undefined })).data;
  }

  async talonOneApplications(companyCode: string, adsAccountCode: string): Promise<TalonOneApplicationDto[]> {
    const params = { company_code: companyCode, ads_account_code: adsAccountCode, platform: 'talonone' };
    return (await platformCall(this.rest.get<Envelope<TalonOneApplicationDto[]>>(`${BASE}/talonone/applications`, params))).data;
  }

  async talonOneCampaigns(companyCode: string, adsAccountCode: string, applicationId: string): Promise<TalonOneCampaignDto[]> {
    const params = { company_code: companyCode, ads_account_code: adsAccountCode, platform: 'talonone', application_id: applicationId };
    return (await platformCall(this.rest.get<Envelope<TalonOneCampaignDto[]>>(`${BASE}/talonone/campaigns`, params))).data;
  }

  // ───────────── writes ─────────────

  async create(payload: CreatePayload): Promise<CreateAnswer> {
    const { data } = await this.rest.post<Envelope<CreateAnswer>>(`${BASE}/create`, { payload });
    for (const row of data.list_audience_data) this.byId.prime(String(row.id), row);
    return { list_audience_data: data.list_audience_data ?? [], list_audience_data_errors: data.list_audience_data_errors ?? [] };
  }

  async createSalesforceAutomation(body: CreatePayload): Promise<{ message: string; automation: AutomationAnswer }> {
    const answer = await platformCall(this.rest.post<Envelope<AutomationAnswer>>(`${BASE}/create-automation-salesforce`, body));
    return { message: answer.message ?? '', automation: answer.data };
  }

  async edit(id: string, body: Record<string, unknown>): Promise<AudienceDto> {
    const { data } = await this.rest.put<Envelope<AudienceDto>>(`${BASE}/${encodeURIComponent(id)}/edit`, body);
    this.byId.clear(id).prime(id, data);
    return data;
  }

  /** activate, deactivate or delete: answers the service's message. */
  async act(id: string, action: 'activate' | 'deactivate' | 'delete'): Promise<string> {
    const answer = await this.rest.put<Envelope<unknown>>(`${BASE}/${encodeURIComponent(id)}/${action}`, {});
    this.byId.clear(id);
    return answer.message ?? '';
  }

  /** resend or frequency-update: answers the row after the action and the service's message. */
  async requeue(id: string, action: 'resend' | 'frequency-update'): Promise<{ message: string; audience: AudienceDto }> {
    const answer = await this.rest.post<Envelope<AudienceDto>>(`${BASE}/${action}`, { custom_audience_id: id });
    this.byId.clear(id).prime(id, answer.data);
    return { message: answer.message ?? '', audience: answer.data };
  }

  async bulkUpdate(body: Record<string, unknown>): Promise<{ message: string; updated: number; ids: string[] }> {
    const answer = await this.rest.put<Envelope<{ updated: number; ids: (string | number)[] }>>(`${BASE}/bulkUpdateAudiences`, body);
    const ids = answer.data.ids.map(String);
    for (const id of ids) this.byId.clear(id);
    return { message: answer.message ?? '', updated: answer.data.updated, ids };
  }

  async startBilling(id: string): Promise<string> {
    const answer = await this.rest.post<Envelope<unknown>>(`${BASE}/start-billing`, { custom_audience_id: id });
    this.byId.clear(id);
    return answer.message ?? '';
  }
}

/**
 * A call the service answers by asking a platform (Talon.One): when the platform fails the service
 * says so in Spanish with a 5xx, and the user reads that message (SERVICE_UNAVAILABLE passes the
 * gateway's masking) instead of a generic internal error.
 */
async function platformCall<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    const status = error instanceof GraphQLError ? Number(error.extensions?.status) : Number.NaN;
    if (error instanceof GraphQLError && status >= 500 && status < 600) {
      throw new GraphQLError(error.message, { extensions: { ...error.extensions, code: 'SERVICE_UNAVAILABLE' } });
    }
    throw error;
  }
}

type TimelineKey = { id: string; page: number; pageSize: number };
type BillingKey = { id: string; processDate: string | null };

/** A batch answer (one entry per audience asked) in the order of the ids, or NOT_FOUND for one it lacks. */
export function inOrder<D extends { audience_id: number | string }, T>(ids: readonly string[], data: readonly D[], pick: (d: D) => T): (T | GraphQLError)[] {
  const byId = new Map(data.map((d) => [String(d.audience_id), d]));
  return ids.map((id) => {
    const entry = byId.get(id);
    return entry ? pick(entry) : notFound();
  });
}

/** Splits a loader's keys into groups sent as one call each (same page, same process date), answering in key order. */
async function byGroup<K, V>(keys: readonly K[], groupOf: (k: K) => string, load: (group: K[]) => Promise<(V | Error)[]>): Promise<(V | Error)[]> {
  const groups = new Map<string, { key: K; index: number }[]>();
  keys.forEach((key, index) => {
    const name = groupOf(key);
    groups.set(name, [...(groups.get(name) ?? []), { key, index }]);
  });
  const answer = new Array<V | Error>(keys.length);
  await Promise.all(
    [...groups.values()].map(async (group) => {
      try {
        const values = await load(group.map((g) => g.key));
        group.forEach((g, i) => (answer[g.index] = values[i]!));
      } catch (error) {
        for (const g of group) answer[g.index] = error as Error;
      }
    }),
  );
  return answer;
}
