import type { Platform } from '../../../../__generated__/graphql.ts';
import { EMPTY_TAB_VALUES, FORM_PLATFORMS, type AudienceFormValues } from './audienceForm.ts';
import { audienceNamePrefixFor, googleAudienceTypeRule, platformsForSegmentType } from '@inca/domain';
import { platformCode } from './audienceRules.ts';

/**
 * The form's §4 behaviours as pure functions: each takes the current values and answers the next
 * ones, so the page applies them with one `reset` and tests can check them without a screen.
 */

type Account = { technicalName: string; platforms: readonly Platform[] };
type Company = { code: string; domain: string; adsAccounts: readonly Account[] };

/** Platforms that may be switched on: the account's flags, and only Google for an advertising segment. */
export function availablePlatforms(account: Account | undefined, segmentType: AudienceFormValues['segmentType']): Set<Platform> {
  if (!account) return new Set();
  const allowed = platformsForSegmentType(segmentType);
  return new Set(account.platforms.filter((p) => allowed.includes(platformCode(p))));
}

/** The Google audience type a segment type imposes (§4): advertising → mobile ids, contact or none → contact info. */
export const googleAudienceTypeFor = (segmentType: AudienceFormValues['segmentType']) => googleAudienceTypeRule(segmentType, false).default;

/** Every platform off and every tab's fields empty. */
function allTabsOff(v: AudienceFormValues): AudienceFormValues {
  return {
    ...v,
    platforms: [],
    ...structuredClone(EMPTY_TAB_VALUES.GADS),
    salesforce: null,
    ...structuredClone(EMPTY_TAB_VALUES.TALONONE),
    ...structuredClone(EMPTY_TAB_VALUES.ADOBE),
  };
}

/** The only account, when the company has exactly one (it is selected automatically). */
export const onlyAccount = (company: Company | undefined) =>
  company?.adsAccounts.length === 1 ? company.adsAccounts[0]!.technicalName : '';

/**
 * Company changed (create mode): segment and type cleared, the account list is the new company's
 * (its only account chosen), and the name prefix is rebuilt from the organisation.
 */
export function afterCompanyChange(v: AudienceFormValues, company: Company | undefined): AudienceFormValues {
  return {
    ...allTabsOff(v),
    companyCode: company?.code ?? '',
    segmentType: '',
    segmentCode: '',
    adsAccountCode: onlyAccount(company),
    name: company ? audienceNamePrefixFor(company.domain) : '',
  };
}

/**
 * Segment type changed: the segment and every platform toggle are cleared; an advertising segment
 * switches the Google tab on (when the account enables it) with mobile advertising ids.
 */
export function afterSegmentTypeChange(v: AudienceFormValues, account: Account | undefined): AudienceFormValues {
  const next = { ...allTabsOff(v), segmentCode: '' };
  next.google = { ...next.google, audienceType: googleAudienceTypeFor(v.segmentType) };
  if (v.segmentType === 'SEGMENT_ADVERTISING' && availablePlatforms(account, v.segmentType).has('GADS')) next.platforms = ['GADS'];
  return next;
}

/** Account changed: every toggle reset; the buttons then follow the new account's flags. */
export function afterAccountChange(v: AudienceFormValues): AudienceFormValues {
  return { ...allTabsOff(v), google: { ...EMPTY_TAB_VALUES.GADS.google, audienceType: googleAudienceTypeFor(v.segmentType) } };
}

/** A tab switched on or off; switching off clears that tab's fields. */
export function afterTabToggle(v: AudienceFormValues, platform: Platform, on: boolean): AudienceFormValues {
  const platforms = FORM_PLATFORMS.filter((p) => (p === platform ? on : v.platforms.includes(p)));
  const next: AudienceFormValues = { ...v, platforms };
  if (platform === 'GADS')
    next.google = on
      ? { ...EMPTY_TAB_VALUES.GADS.google, audienceType: googleAudienceTypeFor(v.segmentType) }
      : { ...EMPTY_TAB_VALUES.GADS.google };
  else if (!on && platform === 'SALESFORCE') next.salesforce = null;
  else if (!on && platform === 'TALONONE') next.talonOne = { ...EMPTY_TAB_VALUES.TALONONE.talonOne };
  else if (!on && platform === 'ADOBE') next.adobe = { ...EMPTY_TAB_VALUES.ADOBE.adobe };
  return next;
}
