import {
  AUDIENCE_MESSAGES,
  adobeFieldErrors,
  audienceFormErrors as domainFormErrors,
  googleFieldErrors,
  platformSelectionError,
  recipientsError,
  salesforceAutomationMatches,
  type Platform as DomainPlatform,
} from '@inca/domain';
import type { AudienceFrequency, Platform } from '../../../../__generated__/graphql.ts';

/**
 * The @inca/domain audience rules (§5), the service's own, spoken in the form's terms: GraphQL
 * enums (WEEKLY, GADS) become the service's codes (1_WEEK, gads) and each message lands on the
 * form field it belongs to. No rule is written here.
 */

const FREQUENCY_CODES: Record<AudienceFrequency, string> = {
  DAILY: '1_DAY',
  WEEKLY: '1_WEEK',
  FORTNIGHTLY: '15_DAY',
  MONTHLY: '1_MONTH',
  SEMIANNUAL: '6_MONTH',
};
export const frequencyCode = (frequency: AudienceFrequency | '') => (frequency ? FREQUENCY_CODES[frequency] : '');
export const platformCode = (platform: Platform) => platform.toLowerCase() as DomainPlatform;

/** The update day as a number, or null when none is typed. */
export const typedDay = (typed: string): number | null => (typed.trim() === '' ? null : Number(typed));

/** Form field of each payload field the domain names. */
const FIELD: Record<string, string> = {
  audience_name: 'name',
  audience_description: 'description',
  segment_type: 'segmentType',
  segment_code: 'segmentCode',
  ads_account_code: 'adsAccountCode',
  audience_start_date: 'startDate',
  audience_end_date: 'endDate',
  audience_frequency_code: 'frequency',
  audience_update_date_number: 'updateDay',
  platform: 'platforms',
  audience_type_google: 'google.audienceType',
  app_id_type: 'google.appIdType',
  app_id: 'google.appId',
  dataset_adobe: 'adobe.dataset',
  table_adobe: 'adobe.table',
  nombre_var_adobe: 'adobe.flagVariable',
};
const onFields = (errors: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(errors).map(([key, message]) => [FIELD[key] ?? key, message]));

export type RuleInput = {
  mode: 'create' | 'edit';
  name: string;
  description: string;
  segmentType: string;
  segmentCode: string;
  adsAccountCode: string;
  startDate: string;
  endDate: string;
  frequency: AudienceFrequency | '';
  updateDay: string;
  recipients: readonly string[];
  platforms: readonly Platform[];
  /** Platforms the chosen ads account enables. */
  accountPlatforms: readonly Platform[];
  google: { audienceType: string; appIdType: string; appId: string };
  adobe: { dataset: string; table: string; flagVariable: string };
  salesforceAudienceName: string | null;
  talonOneApplicationId: string;
};

/** Every §5 message for the form's values, keyed by form field path ('google.appId'). */
export function audienceRuleErrors(v: RuleInput): Record<string, string | undefined> {
  const errors: Record<string, string | undefined> = onFields(
    domainFormErrors(
      {
        name: v.name,
        description: v.description,
        segmentTypeName: v.segmentType,
        segmentCode: v.segmentCode,
        adsAccountCode: v.adsAccountCode,
        startDate: v.startDate,
        endDate: v.endDate,
        frequency: frequencyCode(v.frequency),
        updateDay: typedDay(v.updateDay),
        platforms: v.platforms.map(platformCode),
      },
      v.mode,
    ),
  );
  errors.recipients = recipientsError(v.recipients);
  if (v.mode !== 'create') return errors;
  if (v.adsAccountCode && v.platforms.length > 0) {
    const flags = Object.fromEntries(v.accountPlatforms.map((p) => [`flag_${platformCode(p)}`, '1']));
    errors.platforms ??= platformSelectionError(v.platforms.map(platformCode), flags, v.segmentType);
  }
  const on = new Set(v.platforms);
  if (on.has('GADS'))
    Object.assign(
      errors,
      onFields(googleFieldErrors({ audience_type_google: v.google.audienceType, app_id_type: v.google.appIdType, app_id: v.google.appId })),
    );
  if (on.has('ADOBE'))
    Object.assign(
      errors,
      onFields(
        adobeFieldErrors({ dataset_adobe: v.adobe.dataset, table_adobe: v.adobe.table, nombre_var_adobe: v.adobe.flagVariable }, 'create'),
      ),
    );
  if (on.has('SALESFORCE') && !salesforceAutomationMatches(v.salesforceAudienceName, v.name))
    errors.salesforce = AUDIENCE_MESSAGES.salesforceAutomation;
  if (on.has('TALONONE') && !v.talonOneApplicationId) errors['talonOne.applicationId'] = AUDIENCE_MESSAGES.required;
  return errors;
}
