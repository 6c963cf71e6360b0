import { useQuery } from '@apollo/client/react';
import { VARIABLE_DATA } from '../graphql/index.ts';

/**
 * The stored data rows of a selection variable (key, value, parent key). `fresh` reads past the cache
 * (the configuration modal edits what is stored now); no id reads nothing.
 */
export function useVariableData(id: string, { fresh = false }: { fresh?: boolean } = {}) {
  const { data, loading } = useQuery(VARIABLE_DATA, {
    variables: { id },
    skip: id === '',
    fetchPolicy: fresh ? 'network-only' : 'cache-first',
  });
  return { rows: id === '' ? undefined : data?.variable?.allData, loading };
}
