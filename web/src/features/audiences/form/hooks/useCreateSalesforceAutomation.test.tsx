import { GraphQLError } from 'graphql';
import { act } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApolloHook } from '../../../../testing/renderApolloHook.tsx';
import { showError, showSuccess } from '../../../../ui/toaster.ts';
import { CREATE_SALESFORCE_AUTOMATION } from '../graphql.ts';
import { useCreateSalesforceAutomation } from './useCreateSalesforceAutomation.ts';

vi.mock('../../../../ui/toaster.ts', () => ({ showError: vi.fn(), showSuccess: vi.fn(), showWarning: vi.fn(), showInfo: vi.fn() }));

const input = { companyCode: '022', adsAccountCode: 'retail_ads', audienceName: 'INCA_Retail_jóvenes' } as never;
const ask = { request: { query: CREATE_SALESFORCE_AUTOMATION, variables: { input } } };

describe('useCreateSalesforceAutomation', () => {
  beforeEach(() => vi.clearAllMocks());

  it('creates the flow and shows the service’s message', async () => {
    const { result } = renderApolloHook(() => useCreateSalesforceAutomation(), {
      mocks: [
        {
          ...ask,
          result: {
            data: {
              createSalesforceAutomation: {
                __typename: 'SalesforceAutomationResult',
                message: 'Automatización creada.',
                automation: { __typename: 'SalesforceAutomation', id: 'A1', name: 'Flujo', audienceName: 'INCA_Retail_jóvenes' },
              },
            },
          },
        },
      ],
    });
    await act(async () => {
      expect(await result.current.createAutomation(input)).toEqual({ id: 'A1', name: 'Flujo', audienceName: 'INCA_Retail_jóvenes' });
    });
    expect(showSuccess).toHaveBeenCalledWith('Automatización creada.');
  });

  it('a refusal shows the service’s message and answers null', async () => {
    const { result } = renderApolloHook(() => useCreateSalesforceAutomation(), {
      mocks: [{ ...ask, result: { errors: [new GraphQLError('Salesforce rechazó la automatización.')] } }],
    });
    await act(async () => {
      expect(await result.current.createAutomation(input)).toBeNull();
    });
    expect(showError).toHaveBeenCalledWith('Salesforce rechazó la automatización.');
    expect(result.current.creatingAutomation).toBe(false);
  });
});
