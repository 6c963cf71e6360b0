import {
  AUDIENCE_MESSAGES,
  SEGMENT_NOT_FOUND_MESSAGE,
  adobeFieldErrors,
  adobeTableName,
  audienceFormErrors,
  audiencePermissions,
  billingFigure,
  bulkUpdateErrors,
  duplicateAudienceNameMessage,
  googleAudienceTypeRule,
  googleFieldErrors,
  nameOnlyUpdateMessage,
  onlyNameEditable,
  parseRecipients,
  platformSelectionError,
  recipientsError,
  salesforceAutomationMatches,
  santiagoToday,
  scopeIncludes,
  segmentOfferedForAudience,
  storedUpdateDay,
  trimDate,
  withAudiencePrefix,
  type Identity,
  type Platform,
} from '@inca/domain';
import { withTransaction, type Pool, type Queryable } from '@inca/db';
import { badRequest, conflict, forbidden, notFound } from '@inca/service-kit';
import { findCompanyFlags, scopeOf } from '../directory/index.ts';
import {
  findVisibleSegments,
  refreshSegmentCounters,
  segmentViewerOf,
  segmentsUsableByCompany,
  type SegmentRow,
} from '../segments/index.ts';
import { factsOf, type VisibleAudience } from './access.ts';
import {
  adsPlatforms,
  bulkUpdate,
  deleteAudience,
  findAdsAccount,
  findAudiences,
  findAutomation,
  insertAudienceIfNameFree,
  insertAutomation,
  insertBillingRows,
  lockAudiences,
  markForResend,
  markFrequencyUpdated,
  setEnabled,
  sharedWithOtherCompany,
  unbilledEntries,
  updateAudience,
  type AdsAccountRecord,
  type AudienceRecord,
  type NewAudience,
} from './repository.ts';
import type { AutomationPayload, CreatePayload, EditPayload } from '@inca/contracts/audience-management';
import { talonOneCatalogue } from './talonOne.ts';
import { createSalesforceFlow } from './salesforceFlow.ts';

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

/** Refuses with the first field error (400), listing all of them in details. */
function refuseOnErrors(errors: Record<string, string | undefined>): void {
  const entries = Object.entries(errors).filter((e): e is [string, string] => Boolean(e[1]));
  if (entries.length > 0) throw badRequest(entries[0]![1], { fields: Object.fromEntries(entries) });
}

const platformNames = async (db: Queryable) =>
  Object.fromEntries((await adsPlatforms(db)).map((p) => [p.code, p.name])) as Record<Platform, string>;

/** The audience's company must own the segment, have it shared with it or reached by its request (400 otherwise). */
export async function requireUsableSegments(db: Queryable, companyCode: string, codes: readonly string[]): Promise<void> {
  const usable = await segmentsUsableByCompany(db, companyCode, codes);
  if (codes.some((c) => !usable.has(c))) throw badRequest(AUDIENCE_MESSAGES.segmentOfOtherCompany);
}

type Checked = { segment: SegmentRow; account: AdsAccountRecord; names: Record<Platform, string>; name: string; editGoogleType: boolean };

/**
 * The checks create and the Salesforce automation share (§5, §6): field rules, the company in the
 * caller's scope (403), the segment visible and offered for that company, the account of that
 * company enabling every chosen platform, the segment type's platforms.
 */
async function checkAudienceRequest(
  pool: Pool,
  identity: Identity,
  p: AutomationPayload | CreatePayload,
  platforms: string[],
): Promise<Checked> {
  refuseOnErrors(
    audienceFormErrors(
      {
        name: p.audience_name,
        description: p.audience_description,
        segmentCode: p.segment_code,
        adsAccountCode: p.ads_account_code,
        startDate: p.audience_start_date,
        endDate: p.audience_end_date,
        frequency: p.audience_frequency_code,
        updateDay: p.audience_update_date_number,
        platforms,
      },
      'create',
    ),
  );
  if (!scopeIncludes(await scopeOf(pool, identity), p.company_code)) throw forbidden(AUDIENCE_MESSAGES.companyForbidden);
  const segment = (await findVisibleSegments(pool, await segmentViewerOf(pool, identity), [p.segment_code]))[0];
  if (!segment) throw notFound(SEGMENT_NOT_FOUND_MESSAGE);
  const offered = segmentOfferedForAudience(identity, p.company_code, {
    ownerCompanyCode: segment.owner_company_code,
    sharedWithOtherCompany: await sharedWithOtherCompany(pool, segment.code),
  });
  if (!offered) throw badRequest(AUDIENCE_MESSAGES.segmentNotOffered);
  await requireUsableSegments(pool, p.company_code, [segment.code]);
  const account = await findAdsAccount(pool, p.ads_account_code);
  if (!account || account.company_code !== p.company_code) throw badRequest(AUDIENCE_MESSAGES.accountOfOtherCompany);
  const names = await platformNames(pool);
  const problem = platformSelectionError(platforms, account, segment.segment_type_name, names);
  if (problem) throw badRequest(problem);
  const [flags] = await findCompanyFlags(pool, [p.company_code]);
  return { segment, account, names, name: withAudiencePrefix(p.audience_name), editGoogleType: flags?.edit_audience_type_google === '1' };
}

/** Creates the Salesforce automation flow an audience for Salesforce needs first (§4). */
export async function createSalesforceAutomation(pool: Pool, identity: Identity, p: AutomationPayload) {
  const platforms = Array.isArray(p.platform) ? p.platform : [p.platform ?? 'salesforce'];
  if (platforms.some((x) => x !== 'salesforce')) throw badRequest('El flujo de automatización es solo para la plataforma Salesforce.');
  const { segment, account, name } = await checkAudienceRequest(pool, identity, p, ['salesforce']);
  // The flow is made in Salesforce Marketing Cloud (Automation Studio) through the connector, named as the audience.
  const flow = await createSalesforceFlow(account, name, p.audience_description);
  const automation = await insertAutomation(pool, {
    companyCode: p.company_code,
    segmentCode: segment.code,
    adsAccountId: account.id,
    name: flow.name || name,
    audienceName: name,
    createdBy: identity.email,
    externalId: flow.id || null,
  });
  return {
    automation_id: automation.id,
    name: automation.name,
    audienceName: automation.audience_name,
    segment_code: automation.segment_code,
    company_code: automation.company_code,
    ads_account_code: account.technical_name,
    created_date: automation.created_date,
    external_id: automation.external_id ?? null,
  };
}

/** Per-platform extras of a create (§5): Google, Adobe, Salesforce, Talon One. Any problem refuses the whole request. */
async function platformExtras(pool: Pool, p: CreatePayload, checked: Checked, platforms: string[]): Promise<Partial<NewAudience>> {
  const extras: Partial<NewAudience> = {};
  if (platforms.includes('gads')) {
    refuseOnErrors(googleFieldErrors(p));
    if (
      !googleAudienceTypeRule(checked.segment.segment_type_name, checked.editGoogleType).allowed.includes(p.audience_type_google as never)
    ) {
      throw badRequest(AUDIENCE_MESSAGES.googleTypeNotAllowed);
    }
    const mobile = p.audience_type_google === 'MOBILE_ADVERTISING_ID';
    extras.google = {
      audience_type_google: p.audience_type_google!,
      app_id_type: mobile ? p.app_id_type! : null,
      app_id: mobile ? p.app_id!.trim() : null,
    };
  }
  if (platforms.includes('adobe')) {
    refuseOnErrors(adobeFieldErrors(p, 'create'));
    extras.adobe = {
      dataset_adobe: p.dataset_adobe!.trim(),
      table_adobe: adobeTableName(p.table_adobe!),
      nombre_var_adobe: p.nombre_var_adobe!.trim(),
    };
  }
  if (platforms.includes('salesforce')) {
    const id = Number(p.salesforce_automation);
    const automation = Number.isSafeInteger(id) && id > 0 ? await findAutomation(pool, id) : undefined;
    const valid =
      automation &&
      automation.company_code === p.company_code &&
      automation.segment_code === checked.segment.code &&
      automation.ads_account_id === checked.account.id &&
      salesforceAutomationMatches(automation.audience_name, p.audience_name);
    if (!valid) throw badRequest(AUDIENCE_MESSAGES.salesforceAutomation);
    extras.salesforceAutomationId = automation.id;
    extras.salesforceAutomationName = automation.name;
  }
  if (platforms.includes('talonone') && (p.talonone_application_id || p.talonone_campaign_id)) {
    const catalogue = talonOneCatalogue();
    const app = p.talonone_application_id ?? '';
    const apps = await catalogue.applications(checked.account);
    if (!apps.some((a) => a.id === app)) throw badRequest(AUDIENCE_MESSAGES.talonOneNotFound);
    const campaigns = p.talonone_campaign_id ? await catalogue.campaigns(checked.account, app) : [];
    if (p.talonone_campaign_id && !campaigns.some((c) => c.id === p.talonone_campaign_id))
      throw badRequest(AUDIENCE_MESSAGES.talonOneNotFound);
    extras.talonOne = { application_id: app, campaign_id: p.talonone_campaign_id ?? null };
  }
  return extras;
}

export type CreateOutcome = { created: string[]; errors: { platform: string; platform_name: string; message: string }[] };

/**
 * Creates one audience per chosen platform at P_NOD (no platform is called). The request's own
 * problems refuse it whole; a platform whose row cannot be written (its name taken on that platform)
 * is reported while the others are created (partial success, §8).
 */
export async function createAudiences(pool: Pool, identity: Identity, p: CreatePayload): Promise<CreateOutcome> {
  const platforms = [...new Set(p.platform)];
  const checked = await checkAudienceRequest(pool, identity, p, platforms);
  const extras = await platformExtras(pool, p, checked, platforms);
  const recipients = parseRecipients(p.recipients);
  refuseOnErrors({ recipients: recipientsError(recipients) });
  const base: NewAudience = {
    name: checked.name,
    description: p.audience_description.trim(),
    companyCode: p.company_code,
    segmentCode: checked.segment.code,
    platform: '',
    adsAccountId: checked.account.id,
    frequency: p.audience_frequency_code!,
    updateDay: storedUpdateDay(p.audience_frequency_code!, p.audience_update_date_number),
    startDate: trimDate(p.audience_start_date!),
    endDate: trimDate(p.audience_end_date!),
    recipients: recipients.join(','),
    requested: checked.segment.requested,
    createdBy: identity.email,
  };
  return withTransaction(pool, async (db) => {
    const outcome: CreateOutcome = { created: [], errors: [] };
    for (const [i, platform] of platforms.entries()) {
      const own = {
        google: platform === 'gads' ? extras.google : undefined,
        adobe: platform === 'adobe' ? extras.adobe : undefined,
        salesforceAutomationId: platform === 'salesforce' ? extras.salesforceAutomationId : undefined,
        salesforceAutomationName: platform === 'salesforce' ? extras.salesforceAutomationName : undefined,
        talonOne: platform === 'talonone' ? extras.talonOne : undefined,
      };
      const id = await insertAudienceIfNameFree(db, { ...base, ...own, platform }, `platform_${i}`);
      if (id) {
        outcome.created.push(id);
        continue;
      }
      const name = checked.names[platform as Platform] ?? platform;
      outcome.errors.push({ platform, platform_name: name, message: duplicateAudienceNameMessage(checked.name, name) });
    }
    if (outcome.created.length > 0) await refreshSegmentCounters(db, [checked.segment.code]);
    return outcome;
  });
}

const permissionsOf = (v: VisibleAudience) => audiencePermissions(v.identity, factsOf(v.row), { gptImages: v.row.company_gpt_images });

/** Edit (§4, §6): name and description always; dates, frequency, update day and recipients except on gads, fbk, tiktok, criteo. */
/** A coupon audience's name and dates belong to its coupon campaign (coupons/update): the audience edits refuse it. */
const COUPON_AUDIENCE_LOCKED = 'Esta audiencia pertenece a una campaña de cupones: edítela desde Mis cupones.';

export async function editAudience(pool: Pool, v: VisibleAudience, body: EditPayload): Promise<void> {
  if (v.row.coupon_campaign_id) throw badRequest(COUPON_AUDIENCE_LOCKED);
  if (v.row.requested) throw forbidden(AUDIENCE_MESSAGES.requestedLocked);
  if (!permissionsOf(v).canEdit) throw forbidden(AUDIENCE_MESSAGES.editForbidden);
  await requireUsableSegments(pool, v.row.company_code, [v.row.segment_code]);
  const row = v.row;
  const next = {
    startDate: body.start_date ? trimDate(body.start_date) : row.start_date,
    endDate: body.end_date ? trimDate(body.end_date) : row.end_date,
    frequency: body.frequency ?? row.frequency,
    updateDay: body.update_date_number === null && body.frequency === undefined ? row.update_date_number : body.update_date_number,
    recipients:
      body.recipients === undefined || body.recipients === null ? parseRecipients(row.recipients) : parseRecipients(body.recipients),
  };
  refuseOnErrors(
    audienceFormErrors(
      {
        name: body.custom_audience_name,
        description: body.custom_audience_description,
        startDate: next.startDate,
        endDate: next.endDate,
        frequency: next.frequency,
        updateDay: next.updateDay,
        platforms: [],
      },
      'edit',
    ),
  );
  refuseOnErrors({ recipients: recipientsError(next.recipients) });
  const updateDay = storedUpdateDay(next.frequency, next.updateDay);
  if (onlyNameEditable(row.ads_platform_code)) {
    const changed =
      next.startDate !== row.start_date ||
      next.endDate !== row.end_date ||
      next.frequency !== row.frequency ||
      updateDay !== row.update_date_number ||
      next.recipients.join(',') !== parseRecipients(row.recipients).join(',');
    if (changed) throw badRequest(nameOnlyUpdateMessage(row.ads_platform_name));
  }
  const name = withAudiencePrefix(body.custom_audience_name);
  try {
    await withTransaction(pool, async (db) => {
      await lockAudiences(db, [Number(row.id)]);
      await updateAudience(db, Number(row.id), {
        name,
        description: body.custom_audience_description.trim(),
        startDate: next.startDate,
        endDate: next.endDate,
        frequency: next.frequency,
        updateDay,
        recipients: next.recipients.join(','),
        updatedBy: v.identity.email,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(duplicateAudienceNameMessage(name, row.ads_platform_name));
    throw error;
  }
}

export async function toggleAudience(pool: Pool, v: VisibleAudience, enabled: boolean): Promise<void> {
  if (v.row.requested) throw forbidden(AUDIENCE_MESSAGES.requestedLocked);
  if (!permissionsOf(v).canToggle) throw forbidden(AUDIENCE_MESSAGES.toggleForbidden);
  await setEnabled(pool, Number(v.row.id), enabled, v.identity.email);
}

export async function removeAudience(pool: Pool, v: VisibleAudience): Promise<void> {
  if (v.row.requested) throw forbidden(AUDIENCE_MESSAGES.requestedLocked);
  if (!permissionsOf(v).canDelete) throw forbidden(AUDIENCE_MESSAGES.deleteForbidden);
  await withTransaction(pool, async (db) => {
    const segment = await deleteAudience(db, Number(v.row.id));
    if (segment) await refreshSegmentCounters(db, [segment]);
  });
}

export async function resendAudience(pool: Pool, v: VisibleAudience): Promise<void> {
  if (!permissionsOf(v).canResend) throw forbidden(AUDIENCE_MESSAGES.resendForbidden);
  await withTransaction(pool, (db) => markForResend(db, Number(v.row.id), v.identity.email));
}

export async function updateFrequency(pool: Pool, v: VisibleAudience): Promise<void> {
  if (!permissionsOf(v).canUpdateFrequency) throw forbidden(AUDIENCE_MESSAGES.frequencyUpdateForbidden);
  await markFrequencyUpdated(pool, Number(v.row.id), v.identity.email);
}

/** Bulk update (§5): every audience visible (else 404) and editable by the caller (else 403), or nothing changes. */
export async function bulkUpdateAudiences(
  pool: Pool,
  identity: Identity,
  body: { custom_audience_ids: number[]; end_date?: string | null; frequency?: string | null; audience_update_date_number: number | null },
): Promise<number[]> {
  const ids = [...new Set(body.custom_audience_ids)];
  refuseOnErrors(
    bulkUpdateErrors(
      { ids, endDate: body.end_date, frequency: body.frequency, updateDay: body.audience_update_date_number },
      santiagoToday(),
    ),
  );
  const endDate = trimDate(body.end_date!);
  const frequency = body.frequency!;
  const scope = await scopeOf(pool, identity);
  return withTransaction(pool, async (db) => {
    await lockAudiences(db, ids);
    const rows = await findAudiences(db, scope, ids);
    if (rows.length !== ids.length) throw notFound(AUDIENCE_MESSAGES.notFound);
    const check = (row: AudienceRecord) => audiencePermissions(identity, factsOf(row), { gptImages: row.company_gpt_images }).canEdit;
    if (rows.some((r) => r.coupon_campaign_id)) throw badRequest(COUPON_AUDIENCE_LOCKED);
    if (rows.some((r) => r.requested)) throw forbidden(AUDIENCE_MESSAGES.requestedLocked);
    if (!rows.every(check)) throw forbidden(AUDIENCE_MESSAGES.editForbidden);
    for (const company of new Set(rows.map((r) => r.company_code))) {
      await requireUsableSegments(
        db,
        company,
        rows.filter((r) => r.company_code === company).map((r) => r.segment_code),
      );
    }
    if (rows.some((r) => r.start_date > endDate)) throw badRequest(AUDIENCE_MESSAGES.datesOrder);
    await bulkUpdate(db, ids, endDate, frequency, storedUpdateDay(frequency, body.audience_update_date_number), identity.email);
    return ids;
  });
}

export const requireBilling = (v: VisibleAudience): void => {
  if (!permissionsOf(v).canBill) throw forbidden(AUDIENCE_MESSAGES.billingForbidden);
};

/** Start billing: the audience's status entries not billed yet become billing rows of today's process date (Santiago). */
export async function startBilling(pool: Pool, v: VisibleAudience): Promise<{ process_date: string; rows: number }> {
  requireBilling(v);
  const processDate = santiagoToday();
  return withTransaction(pool, async (db) => {
    await lockAudiences(db, [Number(v.row.id)]);
    const entries = await unbilledEntries(db, Number(v.row.id));
    if (entries.length === 0) throw badRequest(AUDIENCE_MESSAGES.nothingToBill);
    await insertBillingRows(
      db,
      entries.map((e) => ({
        audienceId: v.row.id,
        timelineId: e.id,
        processDate,
        companyCode: v.row.company_code,
        platform: v.row.ads_platform_code,
        statusCode: e.assignment_status_code,
        statusDate: e.assignment_status_date,
        sourceFileRowCount: Number(e.source_file_row_count),
        totalMatch: billingFigure(v.row.ads_platform_code, e.assignment_status_code, e.match_data),
        createdBy: v.identity.email,
      })),
    );
    return { process_date: processDate, rows: entries.length };
  });
}
