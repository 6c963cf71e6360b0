import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { CATALOGUE } from '../graphql.ts';
import type { CatalogueAttribute } from '../selection.ts';

/**
 * The attribute catalogue of a company. With `segmentCode` (viewing a segment) it is the owner's
 * catalogue even when the owner is outside the viewer's companies (read-only use).
 */
export function useBuilderCatalogue(companyCode: string, segmentCode?: string) {
  const { data, loading } = useQuery(CATALOGUE, { variables: { companyCode, segmentCode: segmentCode ?? null }, skip: !companyCode });
  const categories = useMemo(() => data?.segmentCatalogue.categories ?? [], [data]);
  const catalogue = useMemo<CatalogueAttribute[]>(() => categories.flatMap((c) => c.attributes), [categories]);
  return { categories, catalogue, mergeTypes: data?.segmentCatalogue.mergeTypes ?? [], loading };
}
