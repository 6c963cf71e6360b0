import { act, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApolloHook } from '../../../testing/renderApolloHook.tsx';
import { showError, showSuccess } from '../../../ui/toaster.ts';
import { flagsInput } from '../flags.ts';
import { UPDATE_COMPANY_FLAGS } from '../graphql.ts';
import { configurationsMock, FLAGS_OFF } from './configMocks.ts';
import { useCompanyConfigurations } from './useCompanyConfigurations.ts';
import { useUpdateCompanyFlags } from './useUpdateCompanyFlags.ts';

vi.mock('../../../ui/toaster.ts', () => ({ showError: vi.fn(), showSuccess: vi.fn(), showWarning: vi.fn(), showInfo: vi.fn() }));

const flags = flagsInput({ ...FLAGS_OFF, gptImages: true });
const update = { request: { query: UPDATE_COMPANY_FLAGS, variables: { companyCode: '022', flags } } };
const render = (mocks: unknown[]) =>
  renderApolloHook(() => ({ list: useCompanyConfigurations(''), ...useUpdateCompanyFlags() }), { mocks: mocks as never });

describe('useUpdateCompanyFlags', () => {
  beforeEach(() => vi.clearAllMocks());

  it('saves the flags, says so and the table shows them switched', async () => {
    const { result } = render([
      configurationsMock(false),
      {
        ...update,
        result: { data: { updateCompanyFlags: { __typename: 'CompanyConfiguration', company: { __typename: 'Company', code: '022' } } } },
      },
      configurationsMock(true),
    ]);
    await waitFor(() => expect(result.current.list.companies?.[0]?.flags.gptImages).toBe(false));
    await act(async () => {
      expect(await result.current.updateFlags('022', flags)).toBe(true);
    });
    expect(showSuccess).toHaveBeenCalledWith('Operación realizada con éxito.');
    await waitFor(() => expect(result.current.list.companies?.[0]?.flags.gptImages).toBe(true));
  });

  it('a failure says so in Spanish and keeps the row in edit mode', async () => {
    const { result } = render([configurationsMock(false), { ...update, error: new Error('socket hang up') }]);
    await act(async () => {
      expect(await result.current.updateFlags('022', flags)).toBe(false);
    });
    expect(showError).toHaveBeenCalledWith('No se pudo guardar los cambios.');
  });
});
