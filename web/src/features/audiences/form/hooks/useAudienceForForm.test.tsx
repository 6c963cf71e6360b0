import { GraphQLError } from 'graphql';
import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApolloHook } from '../../../../testing/renderApolloHook.tsx';
import { showError } from '../../../../ui/toaster.ts';
import { AUDIENCE_FOR_FORM } from '../graphql.ts';
import { useAudienceForForm } from './useAudienceForForm.ts';

vi.mock('../../../../ui/toaster.ts', () => ({ showError: vi.fn(), showSuccess: vi.fn(), showWarning: vi.fn(), showInfo: vi.fn() }));

const retail = {
  __typename: 'Company',
  code: '022',
  name: 'Retail Andina S.A.',
  alias: 'Retail',
  domain: 'retail.demo',
  adsAccounts: [],
  flags: { __typename: 'CompanyFlags', editAudienceTypeGoogle: false },
};
const audience = {
  __typename: 'Audience',
  id: '17',
  name: 'INCA_Retail_jóvenes_fbk',
  description: '',
  company: retail,
  segment: {
    __typename: 'Segment',
    code: 'SEG1',
    name: 'INCA_Retail_jóvenes',
    shared: false,
    definition: { __typename: 'SegmentDefinition', typeName: 'SEGMENT_CONTACT' },
  },
  platform: { __typename: 'AudiencePlatform', code: 'FBK', name: 'Facebook' },
  adsAccount: { __typename: 'AdsAccount', technicalName: 'retail_ads', businessName: 'Retail Publicidad', platforms: ['FBK'] },
  frequency: 'WEEKLY',
  updateDay: 1,
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  recipients: [],
  requested: false,
  canEdit: true,
  google: null,
  adobe: null,
  salesforceAutomation: null,
  talonOne: null,
};
const ask = { request: { query: AUDIENCE_FOR_FORM, variables: { id: '17' } } };

describe('useAudienceForForm', () => {
  beforeEach(() => vi.clearAllMocks());

  it('loads the audience an edit form opens', async () => {
    const { result } = renderApolloHook(() => useAudienceForForm('edit', '17'), {
      mocks: [{ ...ask, result: { data: { audience } } }],
      path: '/audiences/17/edit',
    });
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.audience?.name).toBe('INCA_Retail_jóvenes_fbk'));
    expect(result.current.audience?.platform.code).toBe('FBK');
    expect(result.current.loading).toBe(false);
  });

  it('an audience that cannot be loaded goes back to the list with one toast', async () => {
    const { location } = renderApolloHook(() => useAudienceForForm('view', '17'), {
      mocks: [{ ...ask, result: { errors: [new GraphQLError('No encontrada', { extensions: { code: 'NOT_FOUND' } })] } }],
      path: '/audiences/17/view',
    });
    await waitFor(() => expect(location()).toBe('/audiences/list'));
    expect(showError).toHaveBeenCalledTimes(1);
    expect(showError).toHaveBeenCalledWith('La audiencia no existe o no tiene acceso a ella.');
  });

  it('create mode loads nothing', () => {
    const { result } = renderApolloHook(() => useAudienceForForm('create', undefined), { path: '/audiences/new' });
    expect(result.current).toEqual({ audience: undefined, loading: false });
  });
});
