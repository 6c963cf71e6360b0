import type { ReactNode } from 'react';
import { MockedProvider } from '@apollo/client/testing/react';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CAMPAIGN_PRODUCTS } from '../graphql/index.ts';
import { useCampaignProducts } from './useCampaignProducts.ts';

const product = (itemCode: string, itemName: string) => ({
  __typename: 'CampaignProduct',
  rowNumber: 1,
  itemCode,
  itemName,
  itemStatus: 'ACTIVO',
  itemSourceCreationTime: '2026-11-01T10:00:00Z',
  itemOfferingMode: 'ONLINE',
  itemOfferingAmount: 1000,
  itemDiscountType: 'PORCENTAJE',
  itemDiscountMode: 'DIRECTO',
  itemDiscountValue: 10,
});
const mocks = [
  {
    request: { query: CAMPAIGN_PRODUCTS, variables: { campaignId: '7', filter: { itemName: 'Televisor' }, page: 1 } },
    result: { data: { campaignProducts: { __typename: 'CampaignProductPage', totalCount: 1, nodes: [product('P1', 'Televisor 50"')] } } },
  },
];
const wrapper = ({ children }: { children: ReactNode }) => <MockedProvider mocks={mocks as never}>{children}</MockedProvider>;

describe('useCampaignProducts', () => {
  it("answers the campaign's products for the filter", async () => {
    const { result } = renderHook(() => useCampaignProducts('7', { itemName: 'Televisor' }, 1), { wrapper });
    await waitFor(() => expect(result.current.loaded).toBe(true));
    expect(result.current.rows.map((r) => r.itemName)).toEqual(['Televisor 50"']);
    expect(result.current.total).toBe(1);
  });
});
