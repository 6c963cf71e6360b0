import { GraphQLError } from 'graphql';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApolloHook } from '../../../../testing/renderApolloHook.tsx';
import { TALONONE_APPLICATIONS, TALONONE_CAMPAIGNS } from '../graphql.ts';
import { useTalonOneOptions } from './useTalonOneOptions.ts';

const apps = { request: { query: TALONONE_APPLICATIONS, variables: { companyCode: '022', adsAccountCode: 'retail_t1' } } };
const campaigns = {
  request: { query: TALONONE_CAMPAIGNS, variables: { companyCode: '022', adsAccountCode: 'retail_t1', applicationId: '7' } },
  result: { data: { talonOneCampaigns: [{ __typename: 'TalonOneOption', id: '70', name: 'Verano' }] } },
};

describe('useTalonOneOptions', () => {
  it('loads the applications once the tab is on, and the campaigns of the chosen application', async () => {
    const { result } = renderApolloHook(() => useTalonOneOptions(true, '022', 'retail_t1', '7'), {
      mocks: [
        { ...apps, result: { data: { talonOneApplications: [{ __typename: 'TalonOneOption', id: '7', name: 'Tienda' }] } } },
        campaigns,
      ],
    });
    await waitFor(() => expect(result.current.applications.map((a) => a.name)).toEqual(['Tienda']));
    await waitFor(() => expect(result.current.campaigns.map((c) => c.name)).toEqual(['Verano']));
    expect(result.current.loading).toBe(false);
    expect(result.current.error).toBeUndefined();
  });

  it('asks nothing while the tab is off', () => {
    const { result } = renderApolloHook(() => useTalonOneOptions(false, '022', 'retail_t1', ''));
    expect(result.current).toMatchObject({ applications: [], campaigns: [], loading: false, error: undefined });
  });

  it('a platform failure keeps the service’s Spanish message, and retry reads again', async () => {
    const { result } = renderApolloHook(() => useTalonOneOptions(true, '022', 'retail_t1', ''), {
      mocks: [
        { ...apps, result: { errors: [new GraphQLError('Talon.One no respondió.')] } },
        { ...apps, result: { data: { talonOneApplications: [{ __typename: 'TalonOneOption', id: '7', name: 'Tienda' }] } } },
      ],
    });
    await waitFor(() => expect(result.current.error).toBe('Talon.One no respondió.'));
    result.current.retry();
    await waitFor(() => expect(result.current.applications.map((a) => a.name)).toEqual(['Tienda']));
    expect(result.current.error).toBeUndefined();
  });
});
