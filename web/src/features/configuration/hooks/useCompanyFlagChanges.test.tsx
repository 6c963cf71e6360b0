import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApolloHook } from '../../../testing/renderApolloHook.tsx';
import { COMPANY_FLAG_CHANGES } from '../graphql.ts';
import { FLAGS_OFF } from './configMocks.ts';
import { useCompanyFlagChanges } from './useCompanyFlagChanges.ts';

const company = (code: string, changes: unknown[]) => ({
  __typename: 'CompanyConfiguration',
  company: { __typename: 'Company', code },
  changes,
});
const change = {
  __typename: 'CompanyFlagChange',
  id: 'c1',
  changedBy: 'admin@corp.demo',
  changedAt: '2026-01-02T10:00:00Z',
  before: FLAGS_OFF,
  after: { ...FLAGS_OFF, gptImages: true },
};

describe('useCompanyFlagChanges', () => {
  it('gives only the chosen company’s changes', async () => {
    const { result } = renderApolloHook(() => useCompanyFlagChanges('022'), {
      mocks: [
        {
          request: { query: COMPANY_FLAG_CHANGES, variables: { name: null } },
          result: { data: { companyConfigurations: [company('011', [{ ...change, id: 'other' }]), company('022', [change])] } },
        },
      ],
    });
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.changes.map((c) => c.id)).toEqual(['c1']);
    expect(result.current.changes[0]?.after.gptImages).toBe(true);
  });

  it('a company never changed has an empty trail', async () => {
    const { result } = renderApolloHook(() => useCompanyFlagChanges('024'), {
      mocks: [
        {
          request: { query: COMPANY_FLAG_CHANGES, variables: { name: null } },
          result: { data: { companyConfigurations: [company('022', [change])] } },
        },
      ],
    });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.changes).toEqual([]);
  });
});
