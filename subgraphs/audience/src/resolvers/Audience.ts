import { GraphQLError } from 'graphql';
import { AUDIENCE_MESSAGES, PLATFORMS } from '@inca/domain';
import { AUDIENCE_SORT_COLUMN } from '@inca/contracts/audience-management';
import type {
  AdsPlatformInfoResolvers,
  AudienceCreateErrorResolvers,
  AudienceFilter,
  AudienceSort,
  FileLinkResolvers,
  Maybe,
  AudienceFormSegmentResolvers,
  AudienceFrequencyOptionResolvers,
  AudiencePageResolvers,
  AudienceResolvers,
  AudienceSegmentType,
  AudienceTimelineEntryResolvers,
  AudienceTimelinePageResolvers,
  AudienceTrackResolvers,
  BillingRowResolvers,
  CreateAudiencesResultResolvers,
  MutationResolvers,
  Platform,
  PlatformApiHealth,
  QueryResolvers,
  SalesforceAutomationResolvers,
  TalonOneCampaignResolvers,
  TalonOneApplicationResolvers,
} from '../__generated__/resolvers-types.ts';
import type { SubgraphContext } from '../context.ts';
import type { AudienceListParams } from '../rest/AudiencesClient.ts';
import type { AdsAccountDto, AudienceDto, AudienceRunDto, EmbeddedSegmentDto, SegmentDto } from '../rest/models.ts';
import { runPrediction } from './Publishing.ts';
import {
  apiHealth,
  billingPercentages,
  FREQUENCY_CODE,
  frequencyOf,
  isOn,
  matchCount,
  numberOf,
  recipientsOf,
  statusColor,
} from '../audiences/compute.ts';

const SEGMENT_TYPES: readonly string[] = ['SEGMENT_CONTACT', 'SEGMENT_ADVERTISING'];

const badInput = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
const iso = (value: string | null | undefined) => (value ? new Date(value).toISOString() : null);
/** Dates are sent trimmed to the part before T (§5). */
const day = (value: string) => value.split('T')[0]!.trim();
const toPlatform = (code: string) => code.toUpperCase() as Platform;
const toCode = (platform: Platform) => platform.toLowerCase();
const idOf = (a: AudienceDto) => String(a.id);

/** A run of GET /audiences/{id}/runs in the graph's shape; rejection reasons largest first. */
const toRun = (r: AudienceRunDto) => ({
  id: String(r.id),
  status: r.status,
  startedAt: iso(r.started_at)!,
  finishedAt: iso(r.finished_at),
  sent: numberOf(r.sent) ?? 0,
  removed: numberOf(r.removed) ?? 0,
  rejected: numberOf(r.rejected) ?? 0,
  valid: numberOf(r.valid) ?? 0,
  rowsRead: numberOf(r.rows_read) ?? 0,
  batches: numberOf(r.batches) ?? 0,
  durationMs: numberOf(r.duration_ms),
  error: r.error ?? null,
  rejectedByReason: Object.entries(r.rejected_by_reason ?? {})
    .map(([reason, count]) => ({ reason, count: Number(count) }))
    .filter((c) => c.count > 0)
    .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason)),
  ...runPrediction(r),
});

function checkPage(page: number, pageSize: number, max: number): void {
  if (page < 1) throw badInput('La página debe ser 1 o mayor.');
  if (pageSize < 1 || pageSize > max) throw badInput(`El tamaño de página debe estar entre 1 y ${max.toLocaleString('es-CL')}.`);
}

/** The segment an audience row embeds, as a Segment the Segment resolvers complete by code when needed. */
export function embeddedSegment(s: EmbeddedSegmentDto): SegmentDto {
  return {
    code: s.code,
    business_name: s.business_name,
    description: '',
    segment_type_id: s.segment_type_id,
    segment_type_name: s.segment_type_name ?? '',
    segment_type_label: '',
    owner_company_code: s.owner_company_code,
    owner_company_name: '',
    owner_company_alias: '',
    owner_company_domain: '',
    created_by: '',
    created_date: '',
    last_process_date: '',
    row_count_unique: numberOf(s.row_count_unique) ?? 0,
    num_audiences: 0,
    flag_shared: s.flag_shared,
    flag_has_audiences: true,
    requested: false,
    edit_visible: false,
    can_edit: false,
    edit_blocked_by_audiences: 0,
    can_share: false,
    can_delete: false,
    can_duplicate: false,
    partial: true,
  };
}

/**
 * Billing is read in batches that the service refuses whole when one audience may not be billed:
 * the service's own flag (canBill) answers that audience FORBIDDEN here, with the service's message.
 */
function requireBilling(a: AudienceDto): void {
  if (!a.can_bill) throw new GraphQLError(AUDIENCE_MESSAGES.billingForbidden, { extensions: { code: 'FORBIDDEN' } });
}

async function adsAccountOf(a: AudienceDto, { audienceManagement }: SubgraphContext): Promise<AdsAccountDto> {
  if (a.ads_account) return a.ads_account;
  const accounts = await audienceManagement.adsAccountsByCompany.load(a.company_code);
  const account = accounts.find((x) => x.technical_name === a.ads_account_code);
  if (!account) throw new GraphQLError('La cuenta publicitaria no existe.', { extensions: { code: 'NOT_FOUND' } });
  return account;
}

export const Audience: AudienceResolvers = {
  __resolveReference: (reference, { audiences }) => audiences.byId.load(String(reference.id)),
  id: idOf,
  name: (a) => a.custom_audience_name,
  description: (a) => a.custom_audience_description ?? '',
  company: (a) => ({ code: a.company_code, name: a.company_name, alias: a.company_alias, domain: a.company_domain }),
  segment: async (a, _args, { segments }) => {
    if (a.segment) return embeddedSegment(a.segment);
    const segment = await segments.byCode.load(a.segment_code);
    if (!segment) throw new GraphQLError('El segmento no existe o no tiene acceso a él.', { extensions: { code: 'NOT_FOUND' } });
    return segment;
  },
  platform: (a) => ({ code: a.ads_platform_code, name: a.ads_platform_name }),
  adsAccount: (a, _args, context) => adsAccountOf(a, context),
  frequency: (a) => frequencyOf(a.frequency),
  updateDay: (a) => a.update_date_number ?? null,
  startDate: (a) => day(a.start_date),
  endDate: (a) => day(a.end_date),
  recipients: (a) => recipientsOf(a.recipients),
  enabled: (a) => a.enabled ?? isOn(a.is_enabled),
  requested: (a) => isOn(a.requested),
  toUpdate: (a) => isOn(a.to_update),
  status: (a) => ({
    code: a.assignment_status_code,
    name: a.assignment_status_name ?? a.assignment_status_code,
    description: a.assignment_status_description ?? '',
    date: iso(a.assignment_status_date)!,
  }),
  statusColor: (a) => statusColor(a.assignment_status_code, a.enabled ?? isOn(a.is_enabled)),
  matchCount: (a) => matchCount(a.ads_platform_code, a.match_data),
  matchMessage: (a) => a.match_data?.message ?? null,
  createdDate: (a) => iso(a.created_date)!,
  lastProcessDate: (a) => iso(a.last_process_date),
  sourceFileRowCount: (a) => numberOf(a.source_file_row_count) ?? 0,
  segmentUniqueUsers: (a) => numberOf(a.segment_row_count_unique) ?? numberOf(a.segment?.row_count_unique) ?? 0,
  sourceFileName: (a) => a.source_file_name ?? null,
  google: (a) =>
    a.ads_platform_code === 'gads' && a.audience_type_google
      ? {
          audienceType: a.audience_type_google as 'CONTACT_INFO' | 'MOBILE_ADVERTISING_ID',
          appIdType: (a.app_id_type as 'APP_STORE' | 'GOOGLE_PLAY' | null) ?? null,
          appId: a.app_id ?? null,
        }
      : null,
  adobe: (a) =>
    a.ads_platform_code === 'adobe' && a.dataset_adobe
      ? { dataset: a.dataset_adobe, table: a.table_adobe ?? '', flagVariable: a.nombre_var_adobe ?? '' }
      : null,
  salesforceAutomation: (a) =>
    a.ads_platform_code === 'salesforce' && a.salesforce_automation != null
      ? { id: String(a.salesforce_automation), name: a.salesforce_automation_name ?? '', audience_name: a.custom_audience_name }
      : null,
  talonOne: (a) =>
    a.ads_platform_code === 'talonone' && a.talonone_application_id != null
      ? {
          applicationId: String(a.talonone_application_id),
          campaignId: a.talonone_campaign_id == null ? null : String(a.talonone_campaign_id),
        }
      : null,
  timeline: async (a, { page, pageSize }, { audiences }) => {
    const p = page ?? 1;
    const size = pageSize ?? 10;
    checkPage(p, size, 500);
    const result = await audiences.timeline(idOf(a), p, size);
    return { ...result, rows: result.rows.map((row) => ({ ...row, platform: a.ads_platform_code })) };
  },
  tracks: (a, _args, { audiences }) => audiences.tracksById.load(idOf(a)),
  runs: async (a, _args, { audiences }) => (await audiences.runsById.load(idOf(a))).map(toRun),
  lastRun: async (a, _args, { audiences }) => {
    const [last] = await audiences.runsById.load(idOf(a));
    return last ? toRun(last) : null;
  },
  billingProcessDates: (a, _args, { audiences }) => {
    requireBilling(a);
    return audiences.billingProcessDatesById.load(idOf(a));
  },
  billing: async (a, { processDate }, { audiences }) => {
    requireBilling(a);
    const rows = await audiences.billing(idOf(a), processDate);
    const percentages = billingPercentages(rows.map((r) => r.total_match));
    return rows.map((row, i) => ({ ...row, percentage: percentages[i]! }));
  },
  canEdit: (a) => a.can_edit,
  canDelete: (a) => a.can_delete,
  canToggle: (a) => a.can_toggle,
  canResend: (a) => a.can_resend,
  canUpdateFrequency: (a) => a.can_update_frequency,
  canBill: (a) => a.can_bill,
  canSeeImages: (a) => a.can_see_images,
};

export const AudiencePage: AudiencePageResolvers = {
  nodes: (p) => p.rows,
  totalCount: (p) => p.total,
};

export const AdsPlatformInfo: AdsPlatformInfoResolvers = {
  code: (p) => toPlatform(p.code),
};

export const AudienceFrequencyOption: AudienceFrequencyOptionResolvers = {
  value: (f) => frequencyOf(f.code),
};

export const AudienceTimelineEntry: AudienceTimelineEntryResolvers = {
  statusCode: (e) => e.assignment_status_code,
  statusName: (e) => e.assignment_status_name || 'INICIO',
  statusDate: (e) => iso(e.assignment_status_date)!,
  matchCount: (e) => matchCount(e.platform ?? '', e.match_data),
  segmentUniqueUsers: (e) => numberOf(e.segment_row_count_unique) ?? 0,
  sourceFileRowCount: (e) => numberOf(e.source_file_row_count) ?? 0,
  message: (e) => e.message ?? null,
};

export const AudienceTimelinePage: AudienceTimelinePageResolvers = {
  nodes: (p) => p.rows,
  totalCount: (p) => p.total,
};

export const AudienceTrack: AudienceTrackResolvers = {
  date: (t) => iso(t.track_date)!,
  segmentUniqueUsers: (t) => numberOf(t.segment_row_count_unique) ?? 0,
  sourceFileRowCount: (t) => numberOf(t.source_file_row_count) ?? 0,
};

export const BillingRow: BillingRowResolvers = {
  companyName: (b) => b.company_name,
  processDate: (b) => day(b.process_date),
  platformName: (b) => b.platform_name,
  platform: (b) => toPlatform(b.ads_platform_code),
  statusDate: (b) => iso(b.assignment_status_date),
  sourceFileRowCount: (b) => numberOf(b.source_file_row_count) ?? 0,
  totalMatch: (b) => numberOf(b.total_match) ?? 0,
  percentage: (b) => b.percentage,
};

export const SalesforceAutomation: SalesforceAutomationResolvers = {
  audienceName: (s) => s.audience_name,
};

export const CreateAudiencesResult: CreateAudiencesResultResolvers = {};

export const AudienceCreateError: AudienceCreateErrorResolvers = {
  platform: (e) => (e.platform ? toPlatform(e.platform) : null),
};

export const TalonOneApplication: TalonOneApplicationResolvers = {
  id: (a) => String(a.id),
};

export const TalonOneCampaign: TalonOneCampaignResolvers = {
  id: (c) => String(c.id),
  applicationId: (c) => String(c.application_id),
};

export const AudienceFormSegment: AudienceFormSegmentResolvers = {
  name: (s) => s.business_name,
  ownerCompanyCode: (s) => s.owner_company_code,
  shared: (s) => s.flag_shared,
  typeName: (s) =>
    s.segment_type_name && SEGMENT_TYPES.includes(s.segment_type_name) ? (s.segment_type_name as AudienceSegmentType) : null,
};

/** §4 platform API health of every platform an account enables. */
export const accountApiHealth = (account: AdsAccountDto): PlatformApiHealth[] =>
  PLATFORMS.filter((p) => account[`flag_${p}`] === '1').map((p) => ({ platform: toPlatform(p), ...apiHealth(account, p) }));

/** The list's filter and sort as the service takes them: the same for a page and for lista_audiencias.xlsx. */
function audienceListParams(filter: Maybe<AudienceFilter> | undefined, sort: Maybe<AudienceSort> | undefined): AudienceListParams {
  return {
    company_code: filter?.companyCodes?.join(','),
    name: filter?.name?.trim() || undefined,
    platform: filter?.platforms?.map(toCode).join(','),
    status: filter?.statusCodes?.join(','),
    enabled: filter?.enabled == null ? undefined : filter.enabled ? 'true' : 'false',
    created_from: filter?.createdFrom ?? undefined,
    created_to: filter?.createdTo ?? undefined,
    sort: AUDIENCE_SORT_COLUMN[sort?.field ?? 'CREATED_DATE'],
    order: sort?.order === 'ASC' ? 'asc' : 'desc',
  };
}

export const FileLink: FileLinkResolvers = {
  url: (l) => l.url,
  expiresAt: (l) => l.expires_at,
  method: (l) => l.method,
};

export const audienceQueries: Pick<
  QueryResolvers,
  | 'audiences'
  | 'audience'
  | 'audienceStates'
  | 'audiencePlatforms'
  | 'audienceFrequencies'
  | 'audienceFormSegments'
  | 'talonOneApplications'
  | 'talonOneCampaigns'
> = {
  audiences: (_root, { filter, sort, page, pageSize }, { audiences }) => {
    const p = page ?? 1;
    const size = pageSize ?? 10;
    checkPage(p, size, 5_000);
    return audiences.list(audienceListParams(filter, sort), p, size);
  },
  audience: (_root, { id }, { audiences }) => audiences.byId.load(id),
  audienceStates: (_root, _args, { audiences }) => audiences.states(),
  audiencePlatforms: (_root, _args, { audiences }) => audiences.platforms(),
  audienceFrequencies: (_root, _args, { audiences }) => audiences.frequencies(),
  audienceFormSegments: (_root, { companyCode, type }, { audiences }) => audiences.formSegments(companyCode, type),
  talonOneApplications: (_root, { companyCode, adsAccountCode }, { audiences }) =>
    audiences.talonOneApplications(companyCode, adsAccountCode),
  talonOneCampaigns: (_root, { companyCode, adsAccountCode, applicationId }, { audiences }) =>
    audiences.talonOneCampaigns(companyCode, adsAccountCode, applicationId),
};

const ADOBE_TABLE_PREFIX = 't_inca_rel_';

export const audienceMutations: Pick<
  MutationResolvers,
  | 'createAudiences'
  | 'updateAudience'
  | 'deleteAudience'
  | 'setAudienceEnabled'
  | 'resendAudience'
  | 'updateAudienceFrequency'
  | 'bulkUpdateAudiences'
  | 'startBilling'
  | 'createSalesforceAutomation'
  | 'audienceListFileLink'
> = {
  audienceListFileLink: (_root, { filter, sort }, { audiences }) => audiences.exportLink(audienceListParams(filter, sort)),
  createAudiences: async (_root, { input }, { audiences }) => {
    const table = input.adobe?.table.trim();
    const answer = await audiences.create({
      segment_code: input.segmentCode,
      company_code: input.companyCode,
      audience_name: input.name,
      audience_description: input.description,
      audience_frequency_code: FREQUENCY_CODE[input.frequency],
      audience_start_date: day(input.startDate),
      audience_end_date: day(input.endDate),
      audience_update_date_number: input.updateDay ?? undefined,
      platform: input.platforms.map(toCode),
      ads_account_code: input.adsAccountCode,
      salesforce_automation: input.salesforceAutomationId ?? undefined,
      recipients: (input.recipients ?? [])
        .map((r) => r.trim())
        .filter(Boolean)
        .join(','),
      audience_type_google: input.google?.audienceType,
      app_id_type: input.google?.appIdType ?? undefined,
      app_id: input.google?.appId ?? undefined,
      dataset_adobe: input.adobe?.dataset,
      table_adobe: table === undefined ? undefined : table.startsWith(ADOBE_TABLE_PREFIX) ? table : `${ADOBE_TABLE_PREFIX}${table}`,
      nombre_var_adobe: input.adobe?.flagVariable,
      talonone_application_id: input.talonOne?.applicationId,
      talonone_campaign_id: input.talonOne?.campaignId ?? undefined,
    });
    const created = answer.list_audience_data;
    const errors = answer.list_audience_data_errors;
    // Errors are the result's only for a partial success; when every platform failed the mutation fails.
    if (created.length === 0) {
      const message = errors.length ? errors.map((e) => e.message).join(' ') : 'No se pudo crear la audiencia. Intente en unos momentos';
      throw new GraphQLError(message, { extensions: { code: errors.length ? 'CONFLICT' : 'SERVICE_ERROR', details: { errors } } });
    }
    return { created, errors };
  },
  updateAudience: (_root, { id, input }, { audiences }) =>
    audiences.edit(id, {
      custom_audience_name: input.name,
      custom_audience_description: input.description,
      start_date: day(input.startDate),
      end_date: day(input.endDate),
      frequency: FREQUENCY_CODE[input.frequency],
      update_date_number: input.updateDay ?? null,
      ...(input.recipients
        ? {
            recipients: input.recipients
              .map((r) => r.trim())
              .filter(Boolean)
              .join(','),
          }
        : {}),
    }),
  deleteAudience: async (_root, { id }, { audiences }) => ({ id, message: await audiences.act(id, 'delete') }),
  setAudienceEnabled: async (_root, { id, enabled }, { audiences }) => {
    const message = await audiences.act(id, enabled ? 'activate' : 'deactivate');
    return { message, audience: await audiences.byId.load(id) };
  },
  resendAudience: (_root, { id }, { audiences }) => audiences.requeue(id, 'resend'),
  updateAudienceFrequency: (_root, { id }, { audiences }) => audiences.requeue(id, 'frequency-update'),
  bulkUpdateAudiences: async (_root, { input }, { audiences }) => {
    if (input.ids.length === 0) throw badInput('Debe seleccionar al menos una audiencia.');
    const result = await audiences.bulkUpdate({
      custom_audience_ids: input.ids,
      end_date: day(input.endDate),
      frequency: FREQUENCY_CODE[input.frequency],
      audience_update_date_number: input.updateDay ?? undefined,
    });
    const rows = await Promise.all(result.ids.map((id) => audiences.byId.load(id)));
    return { updatedCount: result.updated, message: result.message, audiences: rows };
  },
  startBilling: async (_root, { id }, { audiences }) => {
    const message = await audiences.startBilling(id);
    return { message, audience: await audiences.byId.load(id) };
  },
  createSalesforceAutomation: async (_root, { input }, { audiences }) => {
    const { message, automation } = await audiences.createSalesforceAutomation({
      segment_code: input.segmentCode,
      company_code: input.companyCode,
      audience_name: input.name,
      audience_description: input.description,
      audience_frequency_code: FREQUENCY_CODE[input.frequency],
      audience_start_date: day(input.startDate),
      audience_end_date: day(input.endDate),
      audience_update_date_number: input.updateDay ?? undefined,
      platform: 'salesforce',
      ads_account_code: input.adsAccountCode,
    });
    return { message, automation: { id: String(automation.automation_id), name: automation.name, audience_name: automation.audienceName } };
  },
};
