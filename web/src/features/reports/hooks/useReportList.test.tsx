import { GraphQLError } from 'graphql';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApolloHook } from '../../../testing/renderApolloHook.tsx';
import { REPORT_LIST } from '../graphql.ts';
import { reportListMock } from './reportMocks.ts';
import { useReportList } from './useReportList.ts';

describe('useReportList', () => {
  it('loads the module’s reports and the companies a report may be granted to', async () => {
    const { result } = renderApolloHook(() => useReportList('audience-management-campaign'), {
      mocks: [reportListMock(['Ventas', 'Clientes'])],
    });
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.reports?.map((r) => r.title)).toEqual(['Ventas', 'Clientes']));
    expect(result.current.companies.map((c) => c.name)).toEqual(['Retail Andina S.A.']);
  });

  it('keeps the service’s Spanish message when the list cannot be read', async () => {
    const { result } = renderApolloHook(() => useReportList('audience-management-campaign'), {
      mocks: [
        {
          request: { query: REPORT_LIST, variables: { module: 'audience-management-campaign' } },
          result: { errors: [new GraphQLError('No tiene acceso a los reportes.')] },
        },
      ],
    });
    await waitFor(() => expect(result.current.error?.message).toBe('No tiene acceso a los reportes.'));
    expect(result.current.reports).toBeUndefined();
  });
});
