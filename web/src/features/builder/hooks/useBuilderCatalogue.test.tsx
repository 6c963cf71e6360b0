import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApolloHook } from '../../../testing/renderApolloHook.tsx';
import { CATALOGUE } from '../graphql.ts';
import { useBuilderCatalogue } from './useBuilderCatalogue.ts';

const attribute = (id: number, category: string, businessName: string) => ({
  __typename: 'CatalogueAttribute',
  id,
  category,
  groupName: null,
  businessName,
  technicalName: businessName.toLowerCase(),
  type: 'LIST',
  min: null,
  max: null,
  options: [],
  dependent: [],
  requiredAnd: [],
  requiredOr: [],
});

describe('useBuilderCatalogue', () => {
  it('gives the categories and every attribute in one list, with the merge types', async () => {
    const { result } = renderApolloHook(() => useBuilderCatalogue('022'), {
      mocks: [
        {
          request: { query: CATALOGUE, variables: { companyCode: '022', segmentCode: null } },
          result: {
            data: {
              segmentCatalogue: {
                __typename: 'SegmentCatalogue',
                categories: [
                  {
                    __typename: 'CatalogueCategory',
                    name: 'Demografía',
                    attributes: [attribute(1, 'Demografía', 'Edad'), attribute(2, 'Demografía', 'Comuna')],
                  },
                  { __typename: 'CatalogueCategory', name: 'Compras', attributes: [attribute(3, 'Compras', 'Marca')] },
                ],
                mergeTypes: [{ __typename: 'MergeType', value: 'UNION', label: 'Unión' }],
              },
            },
          },
        },
      ],
    });
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.categories.map((c) => c.name)).toEqual(['Demografía', 'Compras']));
    expect(result.current.catalogue.map((a) => a.businessName)).toEqual(['Edad', 'Comuna', 'Marca']);
    expect(result.current.mergeTypes).toEqual([expect.objectContaining({ value: 'UNION', label: 'Unión' })]);
  });

  it('asks nothing before a company is chosen', () => {
    const { result } = renderApolloHook(() => useBuilderCatalogue(''));
    expect(result.current.loading).toBe(false);
    expect(result.current.catalogue).toEqual([]);
  });
});
