import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import type { CouponFormCompanyFragment } from '../../../__generated__/graphql.ts';
import { useViewer } from '../../../session/viewer.ts';
import {
  COUPON_FORM_COMPANIES,
  COUPON_FORM_SEGMENTS,
  COUPON_SEGMENT_CHECK,
  COUPON_TALONONE_APPLICATIONS,
  COUPON_TALONONE_CAMPAIGNS,
} from '../graphql.ts';

/**
 * Companies the form offers (§6: the admin any company, steward and retail analyst their access list,
 * others their own), only those with coupons enabled; and the chosen company's segments (§5 listing rule).
 */
export function useCouponFormOptions(companyCode: string, saved?: CouponFormCompanyFragment) {
  const viewer = useViewer();
  const companies = useQuery(COUPON_FORM_COMPANIES, { context: { quietErrors: true } });
  const list = useMemo(() => {
    const data = companies.data?.viewer;
    if (!data) return saved ? [saved] : [];
    const all = viewer.seesCompanyColumn ? data.accessibleCompanies : [data.company];
    return all.filter((c) => c.flags?.talononeCoupons);
  }, [companies.data, viewer.seesCompanyColumn, saved]);
  const company = list.find((c) => c.code === companyCode) ?? (saved?.code === companyCode ? saved : undefined);
  const segments = useQuery(COUPON_FORM_SEGMENTS, {
    variables: { companyCode },
    skip: !companyCode || Boolean(saved),
    context: { quietErrors: true },
  });
  return {
    companies: list,
    company,
    companiesLoading: companies.loading,
    segments: segments.data?.audienceFormSegments ?? [],
    segmentsLoading: segments.loading,
    segmentsFailed: Boolean(segments.error),
  };
}

/** check-segmento-coupons for the chosen segment and account; re-asked when either changes (§4). */
export function useCouponSegmentCheck(companyCode: string, segmentCode: string, adsAccountCode: string, enabled: boolean) {
  const ready = enabled && Boolean(companyCode && segmentCode && adsAccountCode);
  const check = useQuery(COUPON_SEGMENT_CHECK, {
    variables: { companyCode, segmentCode, adsAccountCode },
    skip: !ready,
    context: { quietErrors: true },
  });
  const answer = ready ? check.data?.couponSegmentCheck : undefined;
  return {
    checking: ready && check.loading,
    /** null while unchecked (§4: validity null, true or false). */
    valid: answer ? answer.valid : null,
    message: answer?.valid === false ? (answer.message ?? null) : check.error && ready ? check.error.message : null,
  };
}

/** Talon.One applications of the account once Talon One is on; campaigns (with their coupon pattern) once an application is chosen. */
export function useCouponTalonOneOptions(enabled: boolean, companyCode: string, adsAccountCode: string, applicationId: string) {
  const ready = enabled && Boolean(companyCode && adsAccountCode);
  const applications = useQuery(COUPON_TALONONE_APPLICATIONS, {
    variables: { companyCode, adsAccountCode },
    skip: !ready,
    context: { quietErrors: true },
  });
  const campaigns = useQuery(COUPON_TALONONE_CAMPAIGNS, {
    variables: { companyCode, adsAccountCode, applicationId },
    skip: !ready || !applicationId,
    context: { quietErrors: true },
  });
  return {
    applications: applications.data?.talonOneApplications ?? [],
    campaigns: applicationId ? (campaigns.data?.talonOneCouponCampaigns ?? []) : [],
    loading: applications.loading || campaigns.loading,
    error: applications.error?.message ?? (applicationId ? campaigns.error?.message : undefined),
  };
}
