import type { ReactNode } from 'react';
import { MockedProvider } from '@apollo/client/testing/react';
import { renderHook, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { SEGMENT_NAME } from '../graphql/index.ts';
import { useCampaignSegmentName } from './useCampaignSegmentName.ts';

const mocks = [
  {
    request: { query: SEGMENT_NAME, variables: { code: 'SEG1' } },
    result: { data: { segment: { __typename: 'Segment', code: 'SEG1', name: 'Clientes frecuentes' } } },
  },
  {
    request: { query: SEGMENT_NAME, variables: { code: 'SEG9' } },
    result: { errors: [new GraphQLError('No existe.', { extensions: { code: 'NOT_FOUND' } })] },
  },
];
const wrapper = ({ children }: { children: ReactNode }) => <MockedProvider mocks={mocks as never}>{children}</MockedProvider>;

describe('useCampaignSegmentName', () => {
  it("answers the chosen segment's name", async () => {
    const { result } = renderHook(() => useCampaignSegmentName('SEG1'), { wrapper });
    await waitFor(() => expect(result.current).toBe('Clientes frecuentes'));
  });

  it('answers nothing for a segment the viewer cannot read, or none chosen (the code shows instead)', async () => {
    const unknown = renderHook(() => useCampaignSegmentName('SEG9'), { wrapper });
    const none = renderHook(() => useCampaignSegmentName(''), { wrapper });
    await new Promise((r) => setTimeout(r, 50));
    expect(unknown.result.current).toBeUndefined();
    expect(none.result.current).toBeUndefined();
  });
});
