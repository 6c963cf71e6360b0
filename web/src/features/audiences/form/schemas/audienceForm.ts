import { z } from 'zod';
import type {
  AudienceFrequency,
  AudienceSegmentType,
  CreateAudienceInput,
  GoogleAppIdType,
  GoogleAudienceType,
  Platform,
  SalesforceAutomationInput,
  UpdateAudienceInput,
} from '../../../../__generated__/graphql.ts';
import { stripAudienceNameCharacters, trimDate, updateDayKind } from '@inca/domain';
import { audienceRuleErrors, frequencyCode, typedDay } from './audienceRules.ts';

/** create: a new audience; edit: 'Actualizar Audiencia'; view: read-only (§2.4, from the route). */
export type AudienceFormMode = 'create' | 'edit' | 'view';

/** The seven platform tabs, in screen order (the first incomplete one is activated on save). */
export const FORM_PLATFORMS = ['GADS', 'FBK', 'TIKTOK', 'SALESFORCE', 'TALONONE', 'CRITEO', 'ADOBE'] as const satisfies readonly Platform[];
export const FREQUENCIES = ['DAILY', 'WEEKLY', 'FORTNIGHTLY', 'MONTHLY', 'SEMIANNUAL'] as const satisfies readonly AudienceFrequency[];
export const SEGMENT_TYPES = ['SEGMENT_CONTACT', 'SEGMENT_ADVERTISING'] as const satisfies readonly AudienceSegmentType[];
export const GOOGLE_AUDIENCE_TYPES = ['CONTACT_INFO', 'MOBILE_ADVERTISING_ID'] as const satisfies readonly GoogleAudienceType[];
export const GOOGLE_APP_ID_TYPES = ['APP_STORE', 'GOOGLE_PLAY'] as const satisfies readonly GoogleAppIdType[];

const orEmpty = <T extends readonly [string, ...string[]]>(values: T) => z.union([z.enum(values), z.literal('')]);

/** The automation flow created for a Salesforce audience, as the service answered it. */
const salesforceSchema = z.object({ id: z.string(), name: z.string(), audienceName: z.string() }).nullable();

const valuesSchema = z.object({
  companyCode: z.string(),
  segmentType: orEmpty(SEGMENT_TYPES),
  segmentCode: z.string(),
  /** As typed: on create without INCA_ (shown as a fixed prefix), on edit the whole saved name. */
  name: z.string(),
  description: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  frequency: orEmpty(FREQUENCIES),
  /** As typed or chosen ('' for none). */
  updateDay: z.string(),
  adsAccountCode: z.string(),
  recipients: z.array(z.string()),
  platforms: z.array(z.enum(FORM_PLATFORMS)),
  google: z.object({ audienceType: orEmpty(GOOGLE_AUDIENCE_TYPES), appIdType: orEmpty(GOOGLE_APP_ID_TYPES), appId: z.string() }),
  salesforce: salesforceSchema,
  talonOne: z.object({ applicationId: z.string(), campaignId: z.string() }),
  adobe: z.object({ dataset: z.string(), table: z.string(), flagVariable: z.string() }),
});
export type AudienceFormValues = z.infer<typeof valuesSchema>;

/** Each tab's own fields, cleared when the tab is switched off (§4). */
export const EMPTY_TAB_VALUES = {
  GADS: { google: { audienceType: '', appIdType: '', appId: '' } },
  SALESFORCE: { salesforce: null },
  TALONONE: { talonOne: { applicationId: '', campaignId: '' } },
  ADOBE: { adobe: { dataset: '', table: '', flagVariable: '' } },
} as const satisfies Partial<Record<Platform, Partial<AudienceFormValues>>>;

/** Which form fields (paths of errors) belong to which platform tab. */
const TAB_OF_FIELD: Record<string, Platform> = { google: 'GADS', salesforce: 'SALESFORCE', talonOne: 'TALONONE', adobe: 'ADOBE' };

export const emptyAudienceForm = (companyCode: string): AudienceFormValues => ({
  companyCode,
  segmentType: '',
  segmentCode: '',
  name: '',
  description: '',
  startDate: '',
  endDate: '',
  frequency: '',
  updateDay: '',
  adsAccountCode: '',
  recipients: [],
  platforms: [],
  google: { ...EMPTY_TAB_VALUES.GADS.google },
  salesforce: null,
  talonOne: { ...EMPTY_TAB_VALUES.TALONONE.talonOne },
  adobe: { ...EMPTY_TAB_VALUES.ADOBE.adobe },
});

export type AudienceFormContext = {
  mode: AudienceFormMode;
  /** Platforms the chosen ads account enables (a platform it does not enable cannot be sent). */
  accountPlatforms: readonly Platform[];
};

/**
 * The audience form (§5). Every rule is the service's own (@inca/domain, through audienceRules.ts);
 * an error is keyed by its field's path ('google.appId'), so the tab it belongs to can be found.
 */
export const audienceFormSchema = (context: AudienceFormContext) =>
  valuesSchema.superRefine((v, ctx) => {
    for (const [path, message] of Object.entries(audienceFormErrors(v, context))) {
      if (message) ctx.addIssue({ code: 'custom', path: path.split('.'), message });
    }
  });

/** The messages of §5 for the current values, one per field path. View mode validates nothing. */
export function audienceFormErrors(
  v: AudienceFormValues,
  { mode, accountPlatforms }: AudienceFormContext,
): Record<string, string | undefined> {
  if (mode === 'view') return {};
  return audienceRuleErrors({
    ...v,
    mode,
    accountPlatforms,
    salesforceAudienceName: v.salesforce?.audienceName ?? null,
    talonOneApplicationId: v.talonOne.applicationId,
  });
}

/**
 * The first switched-on tab, in screen order, holding an invalid field (§5: it is activated and
 * saving stops); undefined when every tab is complete.
 */
export function firstIncompleteTab(errors: Record<string, unknown>, platforms: readonly Platform[]): Platform | undefined {
  const invalid = new Set(
    Object.keys(errors)
      .map((key) => TAB_OF_FIELD[key])
      .filter(Boolean),
  );
  return FORM_PLATFORMS.find((p) => platforms.includes(p) && invalid.has(p));
}

const updateDayOf = (v: AudienceFormValues): number | null => (updateDayKind(frequencyCode(v.frequency)) ? typedDay(v.updateDay) : null);
const day = trimDate;

/** What createAudiences receives (§7 create payload): only the fields of the platforms switched on. */
export function toCreateInput(v: AudienceFormValues): CreateAudienceInput {
  const on = new Set(v.platforms);
  return {
    companyCode: v.companyCode,
    segmentCode: v.segmentCode,
    name: stripAudienceNameCharacters(v.name),
    description: v.description,
    startDate: day(v.startDate),
    endDate: day(v.endDate),
    frequency: v.frequency as AudienceFrequency,
    updateDay: updateDayOf(v),
    adsAccountCode: v.adsAccountCode,
    platforms: FORM_PLATFORMS.filter((p) => on.has(p)),
    recipients: [...v.recipients],
    google: on.has('GADS')
      ? {
          audienceType: v.google.audienceType as GoogleAudienceType,
          appIdType: v.google.audienceType === 'MOBILE_ADVERTISING_ID' ? (v.google.appIdType as GoogleAppIdType) : null,
          appId: v.google.audienceType === 'MOBILE_ADVERTISING_ID' ? v.google.appId : null,
        }
      : null,
    adobe: on.has('ADOBE') ? { ...v.adobe } : null,
    salesforceAutomationId: on.has('SALESFORCE') ? (v.salesforce?.id ?? null) : null,
    talonOne:
      on.has('TALONONE') && v.talonOne.applicationId
        ? { applicationId: v.talonOne.applicationId, campaignId: v.talonOne.campaignId || null }
        : null,
  };
}

/** What updateAudience receives: in edit mode only these are sent (§4). */
export function toUpdateInput(v: AudienceFormValues): UpdateAudienceInput {
  return {
    name: stripAudienceNameCharacters(v.name),
    description: v.description,
    startDate: day(v.startDate),
    endDate: day(v.endDate),
    frequency: v.frequency as AudienceFrequency,
    updateDay: updateDayOf(v),
    recipients: [...v.recipients],
  };
}

/** What createSalesforceAutomation receives: the audience about to be created. */
export function toSalesforceInput(v: AudienceFormValues): SalesforceAutomationInput {
  return {
    companyCode: v.companyCode,
    segmentCode: v.segmentCode,
    name: stripAudienceNameCharacters(v.name),
    description: v.description,
    startDate: day(v.startDate),
    endDate: day(v.endDate),
    frequency: v.frequency as AudienceFrequency,
    updateDay: updateDayOf(v),
    adsAccountCode: v.adsAccountCode,
  };
}

/** The fields a Salesforce flow needs before it can be created. */
export const SALESFORCE_FIELDS = [
  'segmentCode',
  'name',
  'description',
  'startDate',
  'endDate',
  'frequency',
  'updateDay',
  'adsAccountCode',
] as const;
