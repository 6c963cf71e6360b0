import { useEffect, useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import type { AudienceFormCompanyFragment, AudienceSegmentType } from '../../../../__generated__/graphql.ts';
import { audiences } from '../../../../i18n/audiences.ts';
import { useViewer } from '../../../../session/viewer.ts';
import { showWarning } from '../../../../ui/toaster.ts';
import { AUDIENCE_FORM_COMPANIES, AUDIENCE_FORM_SEGMENTS } from '../graphql.ts';

export type FormCompany = AudienceFormCompanyFragment;

/**
 * What the form offers (§2.4, §6): the companies (admin, steward and retail analyst choose among
 * their access list; everybody else works for their own company), the chosen company's ads accounts
 * and flags, and the segments of the chosen type ('Error cargando segmentos' when they fail).
 */
export function useAudienceFormOptions(companyCode: string, segmentType: AudienceSegmentType | '', fixedCompany?: FormCompany) {
  const viewer = useViewer();
  const { data } = useQuery(AUDIENCE_FORM_COMPANIES, { skip: Boolean(fixedCompany) });
  const companies = useMemo<FormCompany[]>(() => {
    if (fixedCompany) return [fixedCompany];
    const own = data?.viewer.company;
    if (!viewer.seesCompanyColumn) return own ? [own] : [];
    return data?.viewer.accessibleCompanies ?? [];
  }, [data, fixedCompany, viewer.seesCompanyColumn]);
  const company = companies.find((c) => c.code === companyCode);
  const segmentsQuery = useQuery(AUDIENCE_FORM_SEGMENTS, {
    variables: { companyCode, type: segmentType || null },
    skip: !companyCode || Boolean(fixedCompany),
    context: { quietErrors: true },
  });
  useEffect(() => {
    if (segmentsQuery.error) showWarning(audiences.form.messages.segmentsFailed);
  }, [segmentsQuery.error]);
  return {
    companies,
    company,
    /** The viewer chooses the company (admin, steward, retail analyst) rather than using their own. */
    choosesCompany: viewer.seesCompanyColumn,
    segments: segmentsQuery.data?.audienceFormSegments ?? [],
    segmentsLoading: segmentsQuery.loading,
  };
}
