import { GraphQLError } from 'graphql';
import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApolloHook, TEST_VIEWER } from '../../../../testing/renderApolloHook.tsx';
import { showWarning } from '../../../../ui/toaster.ts';
import { AUDIENCE_FORM_COMPANIES, AUDIENCE_FORM_SEGMENTS } from '../graphql.ts';
import { useAudienceFormOptions } from './useAudienceFormOptions.ts';

vi.mock('../../../../ui/toaster.ts', () => ({ showError: vi.fn(), showSuccess: vi.fn(), showWarning: vi.fn(), showInfo: vi.fn() }));

const company = (code: string, name: string) => ({
  __typename: 'Company',
  code,
  name,
  alias: name.split(' ')[0],
  domain: 'x.demo',
  adsAccounts: [],
  flags: { __typename: 'CompanyFlags', editAudienceTypeGoogle: false },
});
const companies = {
  request: { query: AUDIENCE_FORM_COMPANIES },
  result: {
    data: {
      viewer: {
        __typename: 'Viewer',
        email: TEST_VIEWER.email,
        company: company('022', 'Retail Andina S.A.'),
        accessibleCompanies: [company('022', 'Retail Andina S.A.'), company('024', 'Marcas Unidas S.A.')],
      },
    },
  },
};
const segments = { request: { query: AUDIENCE_FORM_SEGMENTS, variables: { companyCode: '024', type: 'SEGMENT_CONTACT' } } };

describe('useAudienceFormOptions', () => {
  beforeEach(() => vi.clearAllMocks());

  it('a viewer of several companies chooses among them; the chosen one’s segments of the type load', async () => {
    const { result } = renderApolloHook(() => useAudienceFormOptions('024', 'SEGMENT_CONTACT'), {
      mocks: [
        companies,
        {
          ...segments,
          result: {
            data: {
              audienceFormSegments: [
                {
                  __typename: 'AudienceFormSegment',
                  code: 'SEG2',
                  name: 'INCA_Marcas_todos',
                  ownerCompanyCode: '024',
                  shared: false,
                  typeName: 'SEGMENT_CONTACT',
                },
              ],
            },
          },
        },
      ],
    });
    await waitFor(() => expect(result.current.companies.map((c) => c.code)).toEqual(['022', '024']));
    expect(result.current.choosesCompany).toBe(true);
    expect(result.current.company?.name).toBe('Marcas Unidas S.A.');
    await waitFor(() => expect(result.current.segments.map((s) => s.name)).toEqual(['INCA_Marcas_todos']));
    expect(result.current.segmentsLoading).toBe(false);
  });

  it('any other viewer works for their own company only', async () => {
    const { result } = renderApolloHook(() => useAudienceFormOptions('', ''), {
      mocks: [companies],
      viewer: { ...TEST_VIEWER, seesCompanyColumn: false },
    });
    await waitFor(() => expect(result.current.companies.map((c) => c.code)).toEqual(['022']));
    expect(result.current.choosesCompany).toBe(false);
  });

  it('segments that fail to load are the spec’s warning', async () => {
    renderApolloHook(() => useAudienceFormOptions('024', 'SEGMENT_CONTACT'), {
      mocks: [companies, { ...segments, result: { errors: [new GraphQLError('boom')] } }],
    });
    await waitFor(() => expect(showWarning).toHaveBeenCalledWith('Error cargando segmentos'));
  });
});
