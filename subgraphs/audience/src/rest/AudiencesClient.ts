import DataLoader from 'dataloader';
import { GraphQLError } from 'graphql';
import { RestClient, type RestClientOptions } from '@inca/rest-client';
import type { RequestOf, ResponseOf } from '@inca/contracts';
import type { SignedLinkDto } from '@inca/contracts/fileLinks';
import * as api from '@inca/contracts/audience-management';
import type {
  AdsPlatformDto,
  AudienceCreateErrorDto,
  AudienceDto,
  AudienceFormSegmentDto,
  AudienceFrequencyDto,
  AudienceRunDto,
  AudiencePageDto,
  AudienceStateDto,
  AudienceTimelinePageDto,
  AudienceTrackDto,
  BillingRowDto,
  TalonOneApplicationDto,
  TalonOneCampaignDto,
} from './models.ts';

/** Most ids or codes per batch call (the service's limit): pages up to this size cost one call per loader. */
export const AUDIENCE_BATCH_MAX = api.AUDIENCE_BATCH_MAX;
const batch = { maxBatchSize: AUDIENCE_BATCH_MAX };

export const AUDIENCE_NOT_FOUND = 'La audiencia no existe.';
const notFound = () => new GraphQLError(AUDIENCE_NOT_FOUND, { extensions: { code: 'NOT_FOUND' } });

/** The body of POST /audiences/create (inside `payload`) and of create-automation-salesforce. */
export type CreatePayload = Record<string, unknown>;
/** The list's filter and sort as the service's list takes them (without the page). */
export type AudienceListParams = Omit<NonNullable<RequestOf<typeof api.listAudiences>['query']>, 'page' | 'page_size'>;

type CreateAnswer = { list_audience_data: AudienceDto[]; list_audience_data_errors: AudienceCreateErrorDto[] };
type AutomationAnswer = ResponseOf<typeof api.createSalesforceAutomation>['data'];

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
  async list(params: AudienceListParams, page: number, pageSize: number): Promise<AudiencePageDto> {
    const answer = await this.rest.call(api.listAudiences, { query: { ...params, page, page_size: pageSize } });
    for (const row of answer.data) this.byId.prime(String(row.id), row);
    return { rows: answer.data, total: answer.total, page, pageSize };
  }

  /** A short-lived signed link to lista_audiencias.xlsx for the list's filter and sort (every row, no paging). */
  async exportLink(params: AudienceListParams): Promise<SignedLinkDto> {
    const query = Object.fromEntries(Object.entries(params).filter((e): e is [string, string] => typeof e[1] === 'string'));
    const path = api.exportAudiences.path;
    return (await this.rest.call(api.createAudienceFileLink, { body: { method: 'GET', path, query } })).data;
  }

  /** Audiences by id, batched; NOT_FOUND for one the viewer may not see. */
  readonly byId = new DataLoader<string, AudienceDto>(async (ids) => {
    const { data } = await this.rest.call(api.audiencesByIds, { query: { ids: ids.join(',') } });
    return ids.map((id) => data.find((a) => String(a.id) === id) ?? notFound());
  }, batch);

  /** Visible audiences of each segment, newest first, batched: a page of segments costs one call. */
  readonly bySegment = new DataLoader<string, AudienceDto[]>(async (codes) => {
    const { data } = await this.rest.call(api.audiencesBySegments, { query: { codes: codes.join(',') } });
    for (const row of data) this.byId.prime(String(row.id), row);
    return codes.map((code) => data.filter((a) => a.segment_code === code));
  }, batch);

  /** Tracks of each audience, newest first, batched: a page of audiences costs one call. */
  readonly tracksById = new DataLoader<string, AudienceTrackDto[]>(async (ids) => {
    const { data } = await this.rest.call(api.tracksByIds, { query: { ids: ids.join(',') } });
    return inOrder(ids, data, (d) => d.tracks);
  }, batch);

  /** Publishing runs of each audience, newest first, the last 20, batched: a page of audiences costs one call. */
  readonly runsById = new DataLoader<string, AudienceRunDto[]>(async (ids) => {
    const { data } = await this.rest.call(api.runsByIds, { query: { ids: ids.join(',') } });
    return inOrder(ids, data, (d) => d.runs);
  }, batch);

  /** One timeline page of each audience, batched: audiences asking for the same page cost one call. */
  private readonly timelineByKey = new DataLoader<TimelineKey, AudienceTimelinePageDto, string>(
    (keys) =>
      byGroup(
        keys,
        (k) => `${k.page}:${k.pageSize}`,
        async (group) => {
          const { page, pageSize } = group[0]!;
          const { data } = await this.rest.call(api.timelinesByIds, {
            query: { ids: group.map((k) => k.id).join(','), page, page_size: pageSize },
          });
          return inOrder(
            group.map((k) => k.id),
            data,
            (d) => ({ rows: d.rows, total: d.total, page, pageSize }),
          );
        },
      ),
    { ...batch, cacheKeyFn: (k) => `${k.id}:${k.page}:${k.pageSize}` },
  );

  timeline(id: string, page: number, pageSize: number): Promise<AudienceTimelinePageDto> {
    return this.timelineByKey.load({ id, page, pageSize });
  }

  /** Billing process dates of each audience, newest first, batched (the caller must be allowed to bill every one). */
  readonly billingProcessDatesById = new DataLoader<string, string[]>(async (ids) => {
    const { data } = await this.rest.call(api.billingProcessDatesByIds, { body: { ads_audience_ids: [...ids] } });
    return inOrder(ids, data, (d) => d.process_dates.map((p) => p.process_date));
  }, batch);

  /** Billing rows of each audience (of one process date when given), batched per process date. */
  private readonly billingByKey = new DataLoader<BillingKey, BillingRowDto[], string>(
    (keys) =>
      byGroup(
        keys,
        (k) => k.processDate ?? '',
        async (group) => {
          const processDate = group[0]!.processDate;
          const body = { ads_audience_ids: group.map((k) => k.id), ...(processDate ? { process_date: processDate } : {}) };
          const { data } = await this.rest.call(api.billingListByIds, { body });
          return inOrder(
            group.map((k) => k.id),
            data,
            (d) => d.rows,
          );
        },
      ),
    { ...batch, cacheKeyFn: (k) => `${k.id}:${k.processDate ?? ''}` },
  );

  billing(id: string, processDate?: string | null): Promise<BillingRowDto[]> {
    return this.billingByKey.load({ id, processDate: processDate ?? null });
  }

  /** The status table, once per request. */
  states(): Promise<AudienceStateDto[]> {
    this.statesOnce ??= this.rest.call(api.listAudienceStates).then((r) => r.data);
    return this.statesOnce;
  }

  platforms(): Promise<AdsPlatformDto[]> {
    this.platformsOnce ??= this.rest.call(api.listAdsPlatforms).then((r) => r.data);
    return this.platformsOnce;
  }

  frequencies(): Promise<AudienceFrequencyDto[]> {
    this.frequenciesOnce ??= this.rest.call(api.listAudienceFrequencies).then((r) => r.data);
    return this.frequenciesOnce;
  }

  async formSegments(companyCode: string, type?: string | null): Promise<AudienceFormSegmentDto[]> {
    return (await this.rest.call(api.listOfferedSegments, { query: { company_code: companyCode, type: type ?? undefined } })).data;
  }

  async talonOneApplications(companyCode: string, adsAccountCode: string): Promise<TalonOneApplicationDto[]> {
    const query = { company_code: companyCode, ads_account_code: adsAccountCode, platform: 'talonone' as const };
    return (await platformCall(this.rest.call(api.listTalonOneApplications, { query }))).data;
  }

  async talonOneCampaigns(companyCode: string, adsAccountCode: string, applicationId: string): Promise<TalonOneCampaignDto[]> {
    const query = {
      company_code: companyCode,
      ads_account_code: adsAccountCode,
      platform: 'talonone' as const,
      application_id: applicationId,
    };
    return (await platformCall(this.rest.call(api.listTalonOneCampaigns, { query }))).data;
  }

  // ───────────── writes ─────────────

  async create(payload: CreatePayload): Promise<CreateAnswer> {
    const { data } = await this.rest.call(api.createAudiences, { body: { payload } as api.CreateAudiencesInput });
    for (const row of data.list_audience_data) this.byId.prime(String(row.id), row);
    return { list_audience_data: data.list_audience_data ?? [], list_audience_data_errors: data.list_audience_data_errors ?? [] };
  }

  async createSalesforceAutomation(body: CreatePayload): Promise<{ message: string; automation: AutomationAnswer }> {
    const answer = await platformCall(this.rest.call(api.createSalesforceAutomation, { body: body as api.AutomationInput }));
    return { message: answer.message ?? '', automation: answer.data };
  }

  async edit(id: string, body: Record<string, unknown>): Promise<AudienceDto> {
    const { data } = await this.rest.call(api.editAudience, { params: { id }, body: body as api.EditAudienceInput });
    this.byId.clear(id).prime(id, data);
    return data;
  }

  /** activate, deactivate or delete: answers the service's message. */
  async act(id: string, action: 'activate' | 'deactivate' | 'delete'): Promise<string> {
    const op = action === 'activate' ? api.activateAudience : action === 'deactivate' ? api.deactivateAudience : api.deleteAudience;
    const answer = await this.rest.call(op, { params: { id } });
    this.byId.clear(id);
    return answer.message ?? '';
  }

  /** resend or frequency-update: answers the row after the action and the service's message. */
  async requeue(id: string, action: 'resend' | 'frequency-update'): Promise<{ message: string; audience: AudienceDto }> {
    const answer = await this.rest.call(action === 'resend' ? api.resendAudience : api.updateAudienceFrequency, {
      body: { custom_audience_id: id },
    });
    this.byId.clear(id).prime(id, answer.data);
    return { message: answer.message ?? '', audience: answer.data };
  }

  async bulkUpdate(body: Record<string, unknown>): Promise<{ message: string; updated: number; ids: string[] }> {
    const answer = await this.rest.call(api.bulkUpdateAudiences, { body: body as api.BulkUpdateInput });
    const ids = answer.data.ids.map(String);
    for (const id of ids) this.byId.clear(id);
    return { message: answer.message ?? '', updated: answer.data.updated, ids };
  }

  async startBilling(id: string): Promise<string> {
    const answer = await this.rest.call(api.startBilling, { body: { custom_audience_id: id } });
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
export function inOrder<D extends { audience_id: number | string }, T>(
  ids: readonly string[],
  data: readonly D[],
  pick: (d: D) => T,
): (T | GraphQLError)[] {
  const byId = new Map(data.map((d) => [String(d.audience_id), d]));
  return ids.map((id) => {
    const entry = byId.get(id);
    return entry ? pick(entry) : notFound();
  });
}

/** Splits a loader's keys into groups sent as one call each (same page, same process date), answering in key order. */
async function byGroup<K, V>(
  keys: readonly K[],
  groupOf: (k: K) => string,
  load: (group: K[]) => Promise<(V | Error)[]>,
): Promise<(V | Error)[]> {
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
