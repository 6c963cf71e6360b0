import type { ReactNode } from 'react';
import { MockedProvider } from '@apollo/client/testing/react';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VARIABLE_GROUP_FORM } from '../graphql/index.ts';
import { useVariableGroupForm } from './useVariableGroupForm.ts';

const member = (id: string, order: number) => ({
  __typename: 'VariableGroupMember',
  id: `m${id}`,
  order,
  variable: { __typename: 'Variable', id },
});
const mocks = [
  {
    request: { query: VARIABLE_GROUP_FORM, variables: { id: '4' } },
    result: {
      data: {
        variableGroup: {
          __typename: 'VariableGroup',
          id: '4',
          name: 'Clientes',
          priority: 3,
          members: [member('9', 2), member('5', 1), member('7', 3)],
        },
      },
    },
  },
];
const wrapper = ({ children }: { children: ReactNode }) => <MockedProvider mocks={mocks as never}>{children}</MockedProvider>;

describe('useVariableGroupForm', () => {
  it("answers the group's name, priority and its variables in their order", async () => {
    const { result } = renderHook(() => useVariableGroupForm('4'), { wrapper });
    await waitFor(() => expect(result.current.group).toEqual({ name: 'Clientes', priority: '3', members: ['5', '9', '7'] }));
  });

  it('reads nothing for a new group', () => {
    const { result } = renderHook(() => useVariableGroupForm('0'), { wrapper });
    expect(result.current).toEqual({ group: undefined, loading: false });
  });
});
