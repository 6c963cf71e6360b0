import { useQuery } from '@apollo/client/react';
import { TALONONE_APPLICATIONS, TALONONE_CAMPAIGNS } from '../graphql.ts';

/**
 * Talon.One applications of the ads account, loaded once the Talon.One tab is switched on (an
 * application is required with Talon.One); campaigns load when an application is chosen (§4). Both
 * come from the Talon.One connector; a platform failure is reported as `error`.
 */
export function useTalonOneOptions(enabled: boolean, companyCode: string, adsAccountCode: string, applicationId: string) {
  const ready = enabled && Boolean(companyCode && adsAccountCode);
  const applications = useQuery(TALONONE_APPLICATIONS, { variables: { companyCode, adsAccountCode }, skip: !ready });
  const campaigns = useQuery(TALONONE_CAMPAIGNS, {
    variables: { companyCode, adsAccountCode, applicationId },
    skip: !ready || !applicationId,
  });
  return {
    applications: applications.data?.talonOneApplications ?? [],
    campaigns: applicationId ? (campaigns.data?.talonOneCampaigns ?? []) : [],
    loading: applications.loading || campaigns.loading,
    /** Why Talon.One could not be read (the service's Spanish message), if so. */
    error: applications.error?.message ?? (applicationId ? campaigns.error?.message : undefined),
    retry: () => void (applications.error ? applications.refetch() : campaigns.refetch()).catch(() => undefined),
  };
}
