import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { VARIABLE_CAPABILITIES, VARIABLE_FLAG_LABELS, VARIABLE_MESSAGES } from '@inca/domain';
import { VARIABLE_DATA } from '../graphql/index.ts';
import { VariableConfigDialog } from './VariableConfigDialog.tsx';

vi.setConfig({ testTimeout: 30_000 });

const base = {
  __typename: 'Variable' as const,
  description: '',
  required: false,
  range: false,
  minRange: null,
  maxRange: null,
  hasObject: false,
  objectSaved: false,
  objectName: null,
  columnMatchName: null,
  joinedColumns: [],
  columnParserScript: null,
  bigQueryType: null,
  operator: false,
  defaultOperator: null,
  parentVariableExists: false,
  parent: null,
  multipleSelect: false,
  campaignClientResult: false,
  infoCampaign: false,
  saveParamList: false,
  clientIds: false,
  infoSegment: false,
  recommendationSection: false,
  recommendationSectionPriority2: false,
  uploadData: false,
  disabled: false,
  dataCount: 0,
};
const TYPES = [
  { id: '1', name: 'NUMBER' },
  { id: '2', name: 'TXT' },
  { id: '3', name: 'SELECT' },
  { id: '5', name: 'DATETIME' },
  { id: '7', name: 'TABLA' },
];
const number = { ...base, id: '7', code: 'MONTO', name: 'Monto', type: { __typename: 'VariableType' as const, id: '1', name: 'NUMBER' } };
const dataMock = (id: string, rows: { key: string; value: string }[] = []) => ({
  request: { query: VARIABLE_DATA, variables: { id } },
  result: {
    data: {
      variable: {
        __typename: 'Variable',
        id,
        allData: rows.map((r, i) => ({ __typename: 'VariableDataRow', rowNumber: i + 1, parentKey: null, ...r })),
      },
    },
  },
  maxUsageCount: 3,
});

function open(variable: typeof number, rows: { key: string; value: string }[] = []) {
  render(
    <MockedProvider mocks={[dataMock(variable.id, rows)] as never}>
      <VariableConfigDialog variable={variable} variables={[variable]} types={TYPES} onClose={() => undefined} />
    </MockedProvider>,
  );
  return screen.getByRole('dialog');
}

const flagLabels = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('checkbox')
    .map((c) => c.closest('label')?.textContent ?? '');

describe('variable configuration modal', () => {
  it('shows exactly the flags the type allows, and the Data tab only for selection', async () => {
    const dialog = open(number);
    expect(flagLabels(dialog)).toEqual(VARIABLE_CAPABILITIES[1].map((f) => VARIABLE_FLAG_LABELS[f]));
    expect(within(dialog).queryByRole('tab', { name: 'Datos' })).toBeNull();
    await userEvent.selectOptions(within(dialog).getByLabelText('Tipo'), '3');
    expect(flagLabels(dialog)).toEqual(VARIABLE_CAPABILITIES[3].map((f) => VARIABLE_FLAG_LABELS[f]));
    expect(within(dialog).getByRole('tab', { name: 'Datos' })).toBeInTheDocument();
    await userEvent.selectOptions(within(dialog).getByLabelText('Tipo'), '5');
    expect(within(dialog).getByText('Este tipo de variable no tiene opciones.')).toBeInTheDocument();
  });

  it('range asks for min and max (required, numeric) before saving', async () => {
    const dialog = open(number);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Rango' }));
    await userEvent.type(within(dialog).getByLabelText('Rango mínimo *'), 'diez');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect((await within(dialog).findAllByText(VARIABLE_MESSAGES.numeric)).length).toBeGreaterThan(0);
    expect(within(dialog).getAllByText(VARIABLE_MESSAGES.required).length).toBeGreaterThan(0);
  });

  it('a selection variable needs data (message_grid); the grid pages only above 20 rows', async () => {
    const select = { ...number, id: '8', code: 'CANAL', type: { __typename: 'VariableType' as const, id: '3', name: 'SELECT' } };
    const dialog = open(select);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect((await screen.findAllByText(VARIABLE_MESSAGES.message_grid)).length).toBeGreaterThan(0);
    for (let i = 0; i < 21; i++) await userEvent.click(within(dialog).getByRole('button', { name: 'Agregar registro' }));
    expect(within(dialog).getByTestId('pager-range')).toHaveTextContent('21–21 de 21');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Quitar el registro 21' }));
    expect(within(dialog).queryByTestId('pager-range')).toBeNull();
    expect(within(dialog).getAllByTestId('variable-data-row')).toHaveLength(20);
  });

  it('a variable disabled by SET0005 keeps code, name and data read-only, without row actions', async () => {
    const locked = {
      ...number,
      id: '9',
      code: 'SEGMENTO_OBJETIVO',
      disabled: true,
      type: { __typename: 'VariableType' as const, id: '3', name: 'SELECT' },
    };
    const dialog = open(locked, [{ key: 'A', value: 'Alfa' }]);
    expect(within(dialog).getByText(/está deshabilitada/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Código')).toBeDisabled();
    expect(within(dialog).getByLabelText('Nombre')).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Datos' }));
    expect(await within(dialog).findByDisplayValue('Alfa')).toHaveAttribute('readonly');
    expect(within(dialog).queryByRole('button', { name: 'Agregar registro' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /Quitar el registro/ })).toBeNull();
  });
});
