import type { ReactNode } from 'react';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PARAMS, linkMock, param, rulesMock } from './testFixtures.ts';
import { useCampaignRules } from './useCampaignRules.ts';
import { useUploadParamList } from './useUploadParamList.ts';

vi.mock('../../../ui/toaster.ts', () => ({ showError: vi.fn(), showSuccess: vi.fn(), showWarning: vi.fn(), showInfo: vi.fn() }));
const { showError, showSuccess } = await import('../../../ui/toaster.ts');

const fetchMock = vi.fn<typeof fetch>();
const list = param({
  groupId: '1',
  variableId: '8',
  variableCode: 'SKU',
  variableName: 'Productos',
  variableTypeId: 7,
  listFileSaved: true,
  listItemsCount: 16,
});
const wrapper = ({ children }: { children: ReactNode }) => (
  <MockedProvider mocks={[rulesMock(), linkMock, rulesMock([...PARAMS, list])] as never}>{children}</MockedProvider>
);

beforeEach(() => {
  vi.clearAllMocks();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('useUploadParamList', () => {
  it("takes a .csv only, says how many items the list holds and reloads the page's rules", async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ data: { items: 16 } }), { status: 200 }));
    const { result } = renderHook(() => ({ rules: useCampaignRules('7'), upload: useUploadParamList('7') }), { wrapper });
    await waitFor(() => expect(result.current.rules.params).toHaveLength(3));
    await act(() => result.current.upload(list, new File(['items'], 'lista.xlsx')));
    expect(showError).toHaveBeenCalledWith('Solo se aceptan archivos .csv.');
    expect(fetchMock).not.toHaveBeenCalled();
    await act(() => result.current.upload(list, new File(['items\n1'], 'lista.csv')));
    expect(showSuccess).toHaveBeenCalledWith('Se cargó la lista con 16 ítems.');
    await waitFor(() => expect(result.current.rules.params.find((p) => p.variableCode === 'SKU')?.listItemsCount).toBe(16));
  });

  it("shows the service's reason for a refused list", async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ message: 'El archivo debe tener una cabecera llamada "items"' }), { status: 400 }),
    );
    const { result } = renderHook(() => useUploadParamList('7'), { wrapper });
    await act(() => result.current(list, new File(['x'], 'lista.csv')));
    expect(showError).toHaveBeenCalledWith('El archivo debe tener una cabecera llamada "items"');
    expect(showSuccess).not.toHaveBeenCalled();
  });
});
