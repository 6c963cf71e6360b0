import {
  AUDIENCE_MESSAGES,
  PLATFORMS,
  audiencePermissionFlags,
  billingPercentages,
  type AudienceFacts,
  type CompanyScope,
  type Identity,
} from '@inca/domain';
import type { Queryable } from '@inca/db';
import { notFound } from '@inca/service-kit';
import { scopeOf } from '../directory/index.ts';
import { findAudiences, type AudienceRecord, type BillingRecord, type TimelineRecord, type TrackRecord } from './repository.ts';

const n = (value: string | number | null | undefined): number | null => (value === null || value === undefined ? null : Number(value));

export const factsOf = (row: AudienceRecord): AudienceFacts => ({
  companyCode: row.company_code,
  platform: row.ads_platform_code,
  statusCode: row.assignment_status_code,
  sourceFileRowCount: Number(row.source_file_row_count),
  requested: row.requested,
  toUpdate: row.to_update,
});

/** An audience row as the caller sees it: the spec's list, form and detail fields, nested segment and account, and the §6 flags. */
export function presentAudience(identity: Identity, row: AudienceRecord) {
  const flags = Object.fromEntries(PLATFORMS.map((p) => [`flag_${p}`, row[`flag_${p}`]])) as Record<
    `flag_${(typeof PLATFORMS)[number]}`,
    '0' | '1'
  >;
  return {
    id: Number(row.id),
    custom_audience_id: row.custom_audience_id,
    custom_audience_name: row.custom_audience_name,
    custom_audience_description: row.custom_audience_description,
    company_code: row.company_code,
    company_name: row.company_name,
    company_alias: row.company_alias,
    business_code: row.company_code,
    segment_code: row.segment_code,
    segment_name: row.segment_name,
    segment_type_id: row.segment_type_id,
    segment_type_name: row.segment_type_name,
    segment_row_count_unique: Number(row.segment_row_count_unique),
    segment: {
      code: row.segment_code,
      business_name: row.segment_name,
      segment_type_id: row.segment_type_id,
      segment_type_name: row.segment_type_name,
      owner_company_code: row.segment_owner_company_code,
      row_count_unique: Number(row.segment_row_count_unique),
      flag_shared: row.segment_flag_shared,
    },
    ads_platform_code: row.ads_platform_code,
    ads_platform_name: row.ads_platform_name,
    ads_account_code: row.ads_account_code,
    ads_account_name: row.ads_account_name,
    ads_account: {
      ads_account_code: row.ads_account_code,
      technical_name: row.ads_account_code,
      business_name: row.ads_account_name,
      company_code: row.ads_account_company_code,
      ...flags,
      it_manager_email: row.it_manager_email,
      errors: row.api_errors,
    },
    assignment_status_code: row.assignment_status_code,
    assignment_status_name: row.assignment_status_name,
    assignment_status_description: row.assignment_status_description,
    assignment_status_date: row.assignment_status_date,
    is_enabled: row.is_enabled,
    enabled: row.is_enabled === '1',
    requested: row.requested,
    to_update: row.to_update,
    frequency: row.frequency,
    frequency_name: row.frequency_name,
    update_date_number: row.update_date_number,
    start_date: row.start_date,
    end_date: row.end_date,
    created_date: row.created_date,
    created_by: row.created_by,
    last_process_date: row.last_process_date,
    source_file_name: row.source_file_name,
    source_file_row_count: Number(row.source_file_row_count),
    segment_size: Number(row.segment_row_count_unique),
    audience_match_count: n(row.audience_match_count),
    match_data: row.match_data,
    recipients: row.recipients,
    audience_type_google: row.audience_type_google,
    app_id_type: row.app_id_type,
    app_id: row.app_id,
    dataset_adobe: row.dataset_adobe,
    table_adobe: row.table_adobe,
    nombre_var_adobe: row.nombre_var_adobe,
    salesforce_automation: row.salesforce_automation,
    salesforce_automation_name: row.salesforce_automation_name,
    talonone_application_id: row.talonone_application_id,
    talonone_campaign_id: row.talonone_campaign_id,
    ...audiencePermissionFlags(identity, factsOf(row), { gptImages: row.company_gpt_images }),
  };
}

export type AudienceDto = ReturnType<typeof presentAudience>;

export const presentTimeline = (e: TimelineRecord) => ({
  id: Number(e.id),
  assignment_status_code: e.assignment_status_code,
  assignment_status_name: e.assignment_status_name,
  assignment_status_date: e.assignment_status_date,
  audience_match_count: n(e.audience_match_count),
  match_data: e.match_data,
  segment_row_count_unique: Number(e.segment_row_count_unique),
  source_file_row_count: Number(e.source_file_row_count),
  message: e.message,
});

export const presentTrack = (t: TrackRecord) => ({
  id: Number(t.id),
  track_date: t.track_date,
  segment_row_count_unique: Number(t.segment_row_count_unique),
  source_file_row_count: Number(t.source_file_row_count),
});

/** Billing rows with their percentage: each row's share of the answered rows' summed totals (§5). */
export function presentBilling(rows: readonly BillingRecord[]) {
  const percentages = billingPercentages(rows.map((r) => Number(r.total_match)));
  return rows.map((r, i) => ({
    id: Number(r.id),
    ads_audience_id: Number(r.ads_audience_id),
    company_name: r.company_name,
    process_date: r.process_date,
    platform_name: r.platform_name,
    ads_platform_code: r.ads_platform_code,
    status: r.status,
    status_name: r.status_name,
    assignment_status_date: r.assignment_status_date,
    source_file_row_count: Number(r.source_file_row_count),
    total_match: Number(r.total_match),
    percentage: percentages[i]!,
  }));
}

export type VisibleAudience = { identity: Identity; scope: CompanyScope; row: AudienceRecord };

/**
 * The one way to reach an audience by id: its company must be in the caller's company scope;
 * otherwise NOT_FOUND, the same answer as for an id that does not exist.
 */
export async function visibleAudienceFor(db: Queryable, identity: Identity, id: number): Promise<VisibleAudience> {
  const scope = await scopeOf(db, identity);
  const row = (await findAudiences(db, scope, [id]))[0];
  if (!row) throw notFound(AUDIENCE_MESSAGES.notFound);
  return { identity, scope, row };
}

/**
 * visibleAudienceFor for many ids at once (the batch reads): every id must be visible to the caller,
 * otherwise the whole call is NOT_FOUND, as the call for that one id would be.
 */
export async function visibleAudiencesFor(db: Queryable, identity: Identity, ids: readonly number[]): Promise<VisibleAudience[]> {
  const scope = await scopeOf(db, identity);
  const unique = [...new Set(ids)];
  const rows = new Map((await findAudiences(db, scope, unique)).map((r) => [Number(r.id), r]));
  if (unique.some((id) => !rows.has(id))) throw notFound(AUDIENCE_MESSAGES.notFound);
  return unique.map((id) => ({ identity, scope, row: rows.get(id)! }));
}
