import { useQuery } from '@apollo/client/react';
import type { VariableGroupFilter } from '../../../__generated__/graphql.ts';
import { VARIABLE_GROUPS } from '../graphql/index.ts';

/** The variable groups (§2.5), filtered by the service (null: all). */
export function useVariableGroups(filter: VariableGroupFilter | null) {
  const list = useQuery(VARIABLE_GROUPS, { variables: { filter }, fetchPolicy: 'cache-and-network' });
  return {
    groups: list.data?.variableGroups ?? [],
    loading: list.loading && !list.data,
    failed: Boolean(list.error) && !list.data,
    refetch: list.refetch,
  };
}
