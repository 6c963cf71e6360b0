import { GraphQLError } from 'graphql';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApolloHook } from '../../../testing/renderApolloHook.tsx';
import { ANALYTICS_REPORT } from '../graphql.ts';
import { useAnalyticsReport } from './useAnalyticsReport.ts';

const answer = (available: boolean) => ({
  request: { query: ANALYTICS_REPORT, variables: { report: 'PERFORMANCE' } },
  result: {
    data: {
      analyticsReport: {
        __typename: 'AnalyticsReport',
        report: 'PERFORMANCE',
        available,
        frame: available ? { __typename: 'ReportFrame', type: 'INCA', url: null, params: '{}', builtIn: 'PERFORMANCE' } : null,
      },
    },
  },
});

describe('useAnalyticsReport', () => {
  it('gives the frame of a report the company has', async () => {
    const { result } = renderApolloHook(() => useAnalyticsReport('PERFORMANCE'), { mocks: [answer(true)] });
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.analytics?.available).toBe(true));
    expect(result.current.analytics?.frame?.builtIn).toBe('PERFORMANCE');
  });

  it('says when the report does not exist yet for the company', async () => {
    const { result } = renderApolloHook(() => useAnalyticsReport('PERFORMANCE'), { mocks: [answer(false)] });
    await waitFor(() => expect(result.current.analytics?.available).toBe(false));
    expect(result.current.analytics?.frame).toBeNull();
  });

  it('a failure keeps the Spanish message for the retry state', async () => {
    const { result } = renderApolloHook(() => useAnalyticsReport('PERFORMANCE'), {
      mocks: [
        {
          request: { query: ANALYTICS_REPORT, variables: { report: 'PERFORMANCE' } },
          result: { errors: [new GraphQLError('El servicio de reportes no responde.')] },
        },
      ],
    });
    await waitFor(() => expect(result.current.error?.message).toBe('El servicio de reportes no responde.'));
    expect(result.current.analytics).toBeUndefined();
  });
});
