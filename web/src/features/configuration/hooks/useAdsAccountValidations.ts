import { useQuery } from '@apollo/client/react';
import { ADS_VALIDATIONS } from '../graphql.ts';

/** Each channel's check of one ads account on a process date (yyyy-mm-dd). */
export function useAdsAccountValidations(companyCode: string, adsAccountCode: string, processDate: string) {
  const { data, loading } = useQuery(ADS_VALIDATIONS, { variables: { processDate, companyCode }, fetchPolicy: 'network-only' });
  const checks = (data?.adsAccountValidations ?? []).filter((v) => v.adsAccountCode === adsAccountCode);
  return { checks, loading: loading && !data };
}
