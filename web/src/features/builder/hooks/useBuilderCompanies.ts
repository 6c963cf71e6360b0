import { useQuery } from '@apollo/client/react';
import { purchasePredictionCompanies } from '@inca/domain';
import { useViewer } from '../../../session/viewer.ts';
import { BUILDER_OPTIONS } from '../graphql.ts';

export type BuilderCompany = { code: string; name: string; alias: string };

/**
 * Companies a new segment may be built for (§6): the whole access list for those who see the
 * company column, else their own company; with purchase-prediction attributes the choice narrows.
 */
export function useBuilderCompanies(usesPurchasePrediction: boolean) {
  const viewer = useViewer();
  const { data } = useQuery(BUILDER_OPTIONS);
  const choosable: BuilderCompany[] = viewer.seesCompanyColumn ? (data?.viewer.accessibleCompanies ?? [viewer.company]) : [viewer.company];
  if (!usesPurchasePrediction) return choosable;
  const allowed = purchasePredictionCompanies(
    { companyCode: viewer.company.code },
    choosable.map((c) => c.code),
    data?.viewer.company.flags?.retailPurchasePrediction ?? false,
  );
  return choosable.filter((c) => allowed.includes(c.code));
}
