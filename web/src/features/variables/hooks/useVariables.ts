import { useQuery } from '@apollo/client/react';
import { VARIABLES_PAGE } from '../graphql/index.ts';

/**
 * Every variable and the variable types (§2.5); the grid filters and pages them in the browser.
 * Without `refresh` a list already read is used as is (the group form's variable picker).
 */
export function useVariables({ refresh = true }: { refresh?: boolean } = {}) {
  const page = useQuery(VARIABLES_PAGE, { fetchPolicy: refresh ? 'cache-and-network' : 'cache-first' });
  return {
    variables: page.data?.variables ?? [],
    types: page.data?.variableTypes ?? [],
    /** Nothing has answered yet. */
    loading: page.loading && !page.data,
    /** The first read failed (the grid offers Reintentar). */
    failed: Boolean(page.error) && !page.data,
    refetch: page.refetch,
  };
}
