import { useQuery } from '@apollo/client/react';
import { VARIABLE_OBJECTS } from '../graphql/index.ts';

/** The warehouse tables a variable may be associated with, with their columns (the object modal, §2.5). */
export function useVariableObjects() {
  const { data, loading } = useQuery(VARIABLE_OBJECTS, { fetchPolicy: 'cache-and-network' });
  return { objects: data?.variableObjects ?? [], loading: loading && !data };
}
