import type { ReactNode } from 'react';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SEGMENTS_FOR_CAMPAIGN } from '../graphql/index.ts';
import { useSegmentsForCampaign } from './useSegmentsForCampaign.ts';

const segment = (code: string, name: string) => ({
  __typename: 'Segment',
  code,
  name,
  type: { __typename: 'SegmentType', id: 2, label: 'Atributos' },
  createdDate: '2026-01-02T10:00:00Z',
  lastProcessDate: '2026-11-20T10:00:00Z',
  uniqueUsers: 100,
  numAudiences: 0,
  shared: false,
});
const answer = (nodes: ReturnType<typeof segment>[], totalCount: number) => ({
  data: {
    segments: { __typename: 'SegmentPage', totalCount, nodes },
    segmentTypes: [{ __typename: 'SegmentType', id: 2, label: 'Atributos' }],
  },
});
const mocks = [
  {
    request: { query: SEGMENTS_FOR_CAMPAIGN, variables: { filter: { usableByCompany: '011' }, page: 1 } },
    result: answer([segment('SEG1', 'Clientes frecuentes')], 2),
  },
  {
    request: { query: SEGMENTS_FOR_CAMPAIGN, variables: { filter: { usableByCompany: '011' }, page: 2 } },
    result: answer([segment('SEG2', 'Clientes nuevos')], 2),
    delay: 50,
  },
];
const wrapper = ({ children }: { children: ReactNode }) => <MockedProvider mocks={mocks as never}>{children}</MockedProvider>;

describe('useSegmentsForCampaign', () => {
  it("answers the company's segments and the types to filter by; the rows stay while the next page loads", async () => {
    let page = 1;
    const { result, rerender } = renderHook(() => useSegmentsForCampaign({ usableByCompany: '011' }, page), { wrapper });
    await waitFor(() => expect(result.current.rows.map((s) => s.name)).toEqual(['Clientes frecuentes']));
    expect(result.current.types.map((t) => t.label)).toEqual(['Atributos']);
    page = 2;
    act(() => rerender());
    expect(result.current.rows.map((s) => s.name)).toEqual(['Clientes frecuentes']);
    await waitFor(() => expect(result.current.rows.map((s) => s.name)).toEqual(['Clientes nuevos']));
  });
});
