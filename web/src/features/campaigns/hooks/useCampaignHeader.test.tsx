import type { ReactNode } from 'react';
import { MockedProvider } from '@apollo/client/testing/react';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CAMPAIGN_HEADER } from '../graphql/index.ts';
import { useCampaignHeader } from './useCampaignHeader.ts';

const wrapper = ({ children }: { children: ReactNode }) => (
  <MockedProvider
    mocks={
      [
        {
          request: { query: CAMPAIGN_HEADER, variables: { id: '7' } },
          result: { data: { campaign: { __typename: 'Campaign', id: '7', code: 'CAMP-7' } } },
        },
      ] as never
    }
  >
    {children}
  </MockedProvider>
);

describe('useCampaignHeader', () => {
  it("answers the campaign's code for the history title", async () => {
    const { result } = renderHook(() => useCampaignHeader('7'), { wrapper });
    await waitFor(() => expect(result.current).toBe('CAMP-7'));
  });

  it('answers nothing for the whole history (no campaign)', () => {
    const { result } = renderHook(() => useCampaignHeader(undefined), { wrapper });
    expect(result.current).toBeUndefined();
  });
});
