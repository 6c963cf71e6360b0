import { GraphQLError } from 'graphql';
import { act, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { BuiltInReportFilter } from '../../../__generated__/graphql.ts';
import { renderApolloHook } from '../../../testing/renderApolloHook.tsx';
import { BUILT_IN_REPORT } from '../graphql.ts';
import { useBuiltInReport } from './useBuiltInReport.ts';

const figures = (companies: string[], delay = 0) => ({
  request: { query: BUILT_IN_REPORT, variables: () => true },
  delay,
  result: {
    data: {
      builtInReport: {
        __typename: 'BuiltInReport',
        report: 'PERFORMANCE',
        companies,
        from: '2026-01-01',
        to: '2026-01-31',
        platform: null,
        createdByMonth: [{ __typename: 'MonthCount', month: '2026-01', platform: 'GADS', count: 3 }],
        statusByPlatform: [],
        publishedByMonth: [],
        billing: [],
        segmentReach: [],
        couponsByDay: [],
      },
      viewer: { __typename: 'Viewer', email: 'analyst@retail.demo', accessibleCompanies: [] },
    },
  },
});

describe('useBuiltInReport', () => {
  it('loads the figures, and keeps them on screen while a new filter loads', async () => {
    const { result } = renderApolloHook(
      () => {
        const [filter, setFilter] = useState<BuiltInReportFilter>({});
        return { ...useBuiltInReport('PERFORMANCE', '{}', filter), setFilter };
      },
      { mocks: [figures(['022']), figures(['024'], 50)] },
    );
    expect(result.current.shown).toBeUndefined();
    await waitFor(() => expect(result.current.shown?.builtInReport.companies).toEqual(['022']));
    expect(result.current.shown?.builtInReport.createdByMonth[0]?.count).toBe(3);

    act(() => result.current.setFilter({ companyCode: '024' }));
    await waitFor(() => expect(result.current.loading).toBe(true));
    // The previous figures stay while the new ones come; it is not a reload of the same figures.
    expect(result.current.shown?.builtInReport.companies).toEqual(['022']);
    expect(result.current.refreshing).toBe(false);
    await waitFor(() => expect(result.current.shown?.builtInReport.companies).toEqual(['024']));
  });

  it('a failure with nothing to show keeps the Spanish message', async () => {
    const { result } = renderApolloHook(() => useBuiltInReport('PERFORMANCE', '{}', {}), {
      mocks: [
        {
          request: { query: BUILT_IN_REPORT, variables: () => true },
          result: { errors: [new GraphQLError('No se pudieron leer las cifras.')] },
        },
      ],
    });
    await waitFor(() => expect(result.current.error?.message).toBe('No se pudieron leer las cifras.'));
    expect(result.current.shown).toBeUndefined();
  });
});
