import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApolloHook, TEST_VIEWER } from '../../../testing/renderApolloHook.tsx';
import { BUILDER_OPTIONS } from '../graphql.ts';
import { useBuilderCompanies } from './useBuilderCompanies.ts';

const company = (code: string, name: string) => ({ __typename: 'Company', code, name, alias: name.split(' ')[0] });
const options = (retailPurchasePrediction: boolean) => ({
  request: { query: BUILDER_OPTIONS },
  result: {
    data: {
      viewer: {
        __typename: 'Viewer',
        email: TEST_VIEWER.email,
        accessibleCompanies: [company('022', 'Retail Andina S.A.'), company('024', 'Marcas Unidas S.A.')],
        company: { __typename: 'Company', code: '022', flags: { __typename: 'CompanyFlags', retailPurchasePrediction } },
      },
    },
  },
});

describe('useBuilderCompanies', () => {
  it('a viewer of several companies chooses among their access list', async () => {
    const { result } = renderApolloHook(() => useBuilderCompanies(false), { mocks: [options(false)] });
    expect(result.current.map((c) => c.code)).toEqual(['022']);
    await waitFor(() => expect(result.current.map((c) => c.code)).toEqual(['022', '024']));
  });

  it('a viewer of one company only ever builds for it', async () => {
    const { result } = renderApolloHook(() => useBuilderCompanies(false), {
      mocks: [options(false)],
      viewer: { ...TEST_VIEWER, seesCompanyColumn: false },
    });
    await new Promise((r) => setTimeout(r, 20));
    expect(result.current.map((c) => c.code)).toEqual(['022']);
  });

  it('purchase prediction: another company’s viewer adds Retail (022) only with its retail flag on', async () => {
    const brands = { ...TEST_VIEWER, company: { code: '024', name: 'Marcas Unidas S.A.', alias: 'Marcas', domain: 'marcas.demo' } };
    const off = renderApolloHook(() => useBuilderCompanies(true), { mocks: [options(false)], viewer: brands });
    const on = renderApolloHook(() => useBuilderCompanies(true), { mocks: [options(true)], viewer: brands });
    await waitFor(() => expect(on.result.current.map((c) => c.code)).toEqual(['022', '024']));
    await waitFor(() => expect(off.result.current.map((c) => c.code)).toEqual(['024']));
  });
});
