import { GraphQLError } from 'graphql';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApolloHook } from '../../../testing/renderApolloHook.tsx';
import { REPORT_VIEW } from '../graphql.ts';
import { useReport } from './useReport.ts';

const view = {
  __typename: 'Report',
  id: '7',
  title: 'Ventas',
  description: 'Ventas del mes',
  maintenance: false,
  frame: { __typename: 'ReportFrame', type: 'POWERBI', url: 'https://app.powerbi.com/x', params: null, builtIn: null },
};

describe('useReport', () => {
  it('loads a report with the frame it opens in', async () => {
    const { result } = renderApolloHook(() => useReport('7'), {
      mocks: [{ request: { query: REPORT_VIEW, variables: { id: '7' } }, result: { data: { report: view } } }],
    });
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.report?.title).toBe('Ventas'));
    expect(result.current.loading).toBe(false);
    expect(result.current.report?.frame.url).toBe('https://app.powerbi.com/x');
  });

  it('a report that is gone leaves no report and the service’s Spanish message', async () => {
    const { result } = renderApolloHook(() => useReport('8'), {
      mocks: [
        {
          request: { query: REPORT_VIEW, variables: { id: '8' } },
          result: { errors: [new GraphQLError('El reporte no existe.', { extensions: { code: 'NOT_FOUND' } })] },
        },
      ],
    });
    await waitFor(() => expect(result.current.error?.message).toBe('El reporte no existe.'));
    expect(result.current.report).toBeUndefined();
    expect(result.current.loading).toBe(false);
  });
});
