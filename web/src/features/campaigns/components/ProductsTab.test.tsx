import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CAMPAIGN_PRODUCTS } from '../graphql/index.ts';
import { ProductsTab } from './ProductsTab.tsx';

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
const page = (filter: object, nodes: ReturnType<typeof product>[]) => ({
  request: { query: CAMPAIGN_PRODUCTS, variables: { campaignId: '7', filter, page: 1 } },
  result: { data: { campaignProducts: { __typename: 'CampaignProductPage', totalCount: nodes.length, nodes } } },
  maxUsageCount: 5,
});
const mocks = [
  page({}, [product('P1', 'Televisor 50"'), product('P2', 'Lavadora')]),
  page({ itemName: 'Televisor', createdHours: 8 }, [product('P1', 'Televisor 50"')]),
];
const names = () =>
  within(screen.getByTestId('products-table'))
    .getAllByTestId('product-row')
    .map((r) => r.children[2]!.textContent);

describe('products tab', () => {
  it('applies the filter on Enter (name trimmed, hours as a number) and shows every product again after Limpiar', async () => {
    render(
      <MockedProvider mocks={mocks as never}>
        <ProductsTab campaignId="7" />
      </MockedProvider>,
    );
    await waitFor(() => expect(names()).toEqual(['Televisor 50"', 'Lavadora']));
    // Only digits go into the hours field.
    await userEvent.type(screen.getByLabelText('Creado en las últimas (horas)'), 'a8');
    expect(screen.getByLabelText('Creado en las últimas (horas)')).toHaveValue('8');
    await userEvent.type(screen.getByLabelText('Nombre del producto'), ' Televisor {Enter}');
    await waitFor(() => expect(names()).toEqual(['Televisor 50"']));
    await userEvent.click(screen.getByRole('button', { name: 'Limpiar' }));
    expect(screen.getByLabelText('Nombre del producto')).toHaveValue('');
    expect(screen.getByLabelText('Creado en las últimas (horas)')).toHaveValue('');
    await waitFor(() => expect(names()).toEqual(['Televisor 50"', 'Lavadora']));
  });
});
