import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { VariableFieldsFragment } from '../../../__generated__/graphql.ts';
import { VARIABLE_OBJECTS } from '../graphql/index.ts';
import { VariableObjectDialog } from './VariableObjectDialog.tsx';

vi.setConfig({ testTimeout: 30_000 });

const variable = {
  __typename: 'Variable',
  id: '9',
  code: 'REGION',
  name: 'Región',
  description: '',
  type: { __typename: 'VariableType', id: '2', name: 'TXT' },
  hasObject: true,
  objectSaved: false,
  objectName: null,
  columnMatchName: null,
  joinedColumns: [],
  columnParserScript: null,
} as unknown as VariableFieldsFragment;

const objectsMock = {
  request: { query: VARIABLE_OBJECTS },
  result: {
    data: {
      variableObjects: [
        {
          __typename: 'VariableObject',
          id: 'inca.retail.fidelizacion',
          projectId: 'inca',
          datasetId: 'retail',
          tableId: 'fidelizacion',
          columns: [
            { __typename: 'VariableObjectColumn', name: 'customer_id', type: 'BIGINT' },
            { __typename: 'VariableObjectColumn', name: 'nivel', type: 'INTEGER' },
          ],
        },
      ],
    },
  },
  maxUsageCount: 3,
};

describe('object modal', () => {
  it('collapses and opens the Columnas panel once a table is viewed', async () => {
    render(
      <MockedProvider mocks={[objectsMock] as never}>
        <VariableObjectDialog variable={variable} onClose={() => undefined} />
      </MockedProvider>,
    );
    const dialog = screen.getByRole('dialog');
    const columnsToggle = within(dialog).getByRole('button', { name: 'Columnas' });
    // Before a table is viewed, the panel has nothing to show.
    expect(columnsToggle).toBeDisabled();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Ver columnas' }));
    expect(within(dialog).getByRole('checkbox', { name: 'Asociada nivel' })).toBeInTheDocument();
    expect(columnsToggle).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(columnsToggle);
    await waitFor(() => expect(within(dialog).queryByRole('checkbox', { name: 'Asociada nivel' })).toBeNull());
    expect(columnsToggle).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(columnsToggle);
    expect(await within(dialog).findByRole('checkbox', { name: 'Asociada nivel' })).toBeInTheDocument();
  });
});
