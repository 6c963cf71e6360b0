import { GraphQLError } from 'graphql';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApolloHook } from '../../../testing/renderApolloHook.tsx';
import { COMPANY_CONFIGURATIONS } from '../graphql.ts';
import { configurationsMock } from './configMocks.ts';
import { useCompanyConfigurations } from './useCompanyConfigurations.ts';

describe('useCompanyConfigurations', () => {
  it('loads each company with its flags; an empty name filter asks for every company', async () => {
    const { result } = renderApolloHook(() => useCompanyConfigurations(''), { mocks: [configurationsMock(true)] });
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.companies).toHaveLength(1));
    expect(result.current.companies?.[0]?.company.name).toBe('Retail Andina S.A.');
    expect(result.current.companies?.[0]?.flags.gptImages).toBe(true);
  });

  it('filters by the typed company name', async () => {
    const { result } = renderApolloHook(() => useCompanyConfigurations('Retail'), { mocks: [configurationsMock(false, 'Retail')] });
    await waitFor(() => expect(result.current.companies?.[0]?.company.code).toBe('022'));
  });

  it('a failure leaves no companies (the tab offers to retry)', async () => {
    const { result } = renderApolloHook(() => useCompanyConfigurations(''), {
      mocks: [
        { request: { query: COMPANY_CONFIGURATIONS, variables: { name: null } }, result: { errors: [new GraphQLError('No autorizado.')] } },
      ],
    });
    await waitFor(() => expect(result.current.error?.message).toBe('No autorizado.'));
    expect(result.current.companies).toBeUndefined();
    expect(result.current.loading).toBe(false);
  });
});
