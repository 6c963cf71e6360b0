import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { VARIABLE_GROUP_FORM } from '../graphql/index.ts';

/** The group a group form edits (name, priority, members in order); a new group ('0') reads nothing. */
export function useVariableGroupForm(groupId: string) {
  const isNew = groupId === '0';
  const { data, loading } = useQuery(VARIABLE_GROUP_FORM, { variables: { id: groupId }, skip: isNew, fetchPolicy: 'network-only' });
  const stored = data?.variableGroup;
  const group = useMemo(
    () =>
      stored
        ? {
            name: stored.name,
            priority: String(stored.priority),
            members: [...stored.members].sort((a, b) => a.order - b.order).map((m) => m.variable.id),
          }
        : undefined,
    [stored],
  );
  return { group, loading };
}
