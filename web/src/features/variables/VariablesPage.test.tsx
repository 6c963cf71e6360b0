import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

// Blueprint tables, dialogs and typing in jsdom are slow on a shared machine.
vi.setConfig({ testTimeout: 30_000 });
import { VARIABLE_MESSAGES } from '@inca/domain';
import { GroupForm } from './components/GroupForm.tsx';
import { VariablesPage } from './VariablesPage.tsx';
import { CREATE_VARIABLE_GROUP, VARIABLES_PAGE, VARIABLE_GROUPS } from './graphql/index.ts';

const variable = (id: string, code: string, typeId: string | null, over: Record<string, unknown> = {}) => ({
  __typename: 'Variable',
  id,
  code,
  name: `Nombre ${code}`,
  description: '',
  type: typeId
    ? { __typename: 'VariableType', id: typeId, name: typeId === '3' ? 'SELECT' : typeId === '5' ? 'DATETIME' : 'NUMBER' }
    : null,
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
  ...over,
});

const VARIABLES = [
  variable('1', 'REGION', '3'),
  variable('2', 'COMUNA', '3'),
  variable('3', 'FECHA_VIGENCIA', '5'),
  ...Array.from({ length: 9 }, (_, i) => variable(String(10 + i), `EXTRA_${i + 1}`, '1')),
  variable('30', 'BLOQUEADA', '3', { disabled: true }),
];
const TYPES = [
  { __typename: 'VariableType', id: '1', name: 'NUMBER' },
  { __typename: 'VariableType', id: '3', name: 'SELECT' },
  { __typename: 'VariableType', id: '5', name: 'DATETIME' },
];
const pageMock = { request: { query: VARIABLES_PAGE }, result: { data: { variables: VARIABLES, variableTypes: TYPES } }, maxUsageCount: 5 };

function renderPage(path = '/campaigns/variables', mocks: unknown[] = [pageMock]) {
  return render(
    <MockedProvider mocks={mocks as never}>
      <MemoryRouter initialEntries={[path]}>
        <VariablesPage />
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('variables page', () => {
  it('lists variables 10 a page, numbered, with the Spanish type and disabled marks', async () => {
    renderPage();
    const table = await screen.findByTestId('variables-table');
    const rows = within(table).getAllByTestId('variable-row');
    expect(rows).toHaveLength(10);
    expect(within(rows[0]!).getByText('1')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('combobox', { name: 'Tipo REGION' })).toHaveDisplayValue('Selección');
    expect(screen.getByTestId('pager-range')).toHaveTextContent('1–10 de 13');
    await userEvent.click(screen.getByRole('button', { name: 'Página siguiente' }));
    const next = within(screen.getByTestId('variables-table')).getAllByTestId('variable-row');
    expect(next).toHaveLength(3);
    expect(within(next[2]!).getByText('Deshabilitada')).toBeInTheDocument();
  });

  it('the filter needs one value (filter_required) and matches code substrings without case', async () => {
    renderPage();
    await screen.findByTestId('variables-table');
    await userEvent.click(screen.getByRole('button', { name: 'Filtrar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText(VARIABLE_MESSAGES.filter_required)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Código'), 'comu');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    const rows = within(screen.getByTestId('variables-table')).getAllByTestId('variable-row');
    expect(rows.map((r) => r.getAttribute('data-code'))).toEqual(['COMUNA']);
  });

  it('inline row: required and object follow the type; save stays off until something changes', async () => {
    renderPage();
    await screen.findByTestId('variables-table');
    const save = screen.getByRole('button', { name: 'Guardar fila FECHA_VIGENCIA' });
    expect(save).toBeDisabled();
    // DATETIME supports no flag.
    expect(screen.getByRole('checkbox', { name: 'Obligatoria FECHA_VIGENCIA' })).toBeDisabled();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Tipo FECHA_VIGENCIA' }), '1');
    expect(screen.getByRole('checkbox', { name: 'Obligatoria FECHA_VIGENCIA' })).toBeEnabled();
    expect(save).toBeEnabled();
  });

  it('a path with variable_group opens the groups tab', async () => {
    const groups = {
      request: { query: VARIABLE_GROUPS, variables: { filter: null } },
      result: {
        data: {
          variableGroups: [
            {
              __typename: 'VariableGroup',
              id: '4',
              name: 'Segmentación de clientes',
              priority: 1,
              createdTime: '2026-01-02T10:00:00Z',
              modifiedTime: '2026-01-03T10:00:00Z',
              variablesCount: 3,
            },
          ],
        },
      },
    };
    renderPage('/campaigns/variable_group', [pageMock, groups]);
    expect(await screen.findByText('Segmentación de clientes')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Grupos de variables' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('group form', () => {
  function renderForm(onDone = vi.fn(), extra: unknown[] = []) {
    render(
      <MockedProvider mocks={[pageMock, ...extra] as never}>
        <GroupForm groupId="0" onDone={onDone} />
      </MockedProvider>,
    );
    return onDone;
  }

  async function add(code: string) {
    await userEvent.click(await screen.findByRole('button', { name: `Agregar ${code} al grupo` }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
  }

  it('checks name, priority and at least one variable with the spec rules', async () => {
    const onDone = renderForm();
    await screen.findByTestId('group-available');
    await userEvent.type(screen.getByLabelText(/Nombre/), 'Abcd');
    await userEvent.type(screen.getByLabelText(/Prioridad/), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect((await screen.findAllByText(VARIABLE_MESSAGES.groupNameShort)).length).toBeGreaterThan(0);
    expect(screen.getAllByText(VARIABLE_MESSAGES.groupPriorityNumeric).length).toBeGreaterThan(0);
    await userEvent.clear(screen.getByLabelText(/Nombre/));
    await userEvent.type(screen.getByLabelText(/Nombre/), 'Grupo nuevo');
    await userEvent.clear(screen.getByLabelText(/Prioridad/));
    await userEvent.type(screen.getByLabelText(/Prioridad/), '123');
    expect(screen.getByLabelText(/Prioridad/)).toHaveValue('12');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect((await screen.findAllByText(VARIABLE_MESSAGES.groupVariablesRequired)).length).toBeGreaterThan(0);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('adds after confirmation, numbers from 1, reorders by drag and saves the order', async () => {
    const created = vi.fn(() => ({ data: { createVariableGroup: { __typename: 'VariableGroup', id: '99' } } }));
    const onDone = renderForm(vi.fn(), [
      {
        request: {
          query: CREATE_VARIABLE_GROUP,
          variables: { input: { name: 'Grupo nuevo', priority: '5', variableIds: ['3', '1', '2'] } },
        },
        result: created,
      },
      { request: { query: VARIABLE_GROUPS, variables: { filter: null } }, result: { data: { variableGroups: [] } } },
    ]);
    await add('REGION');
    await add('COMUNA');
    await add('FECHA_VIGENCIA');
    const members = () => screen.getAllByTestId('group-member');
    expect(members().map((li) => [li.querySelector('.inca-member-order')?.textContent, li.getAttribute('data-code')])).toEqual([
      ['1', 'REGION'],
      ['2', 'COMUNA'],
      ['3', 'FECHA_VIGENCIA'],
    ]);
    // Drag the third onto the first.
    fireEvent.dragStart(members()[2]!, { dataTransfer: { setData: () => undefined, effectAllowed: 'move' } });
    fireEvent.dragOver(members()[0]!);
    fireEvent.drop(members()[0]!, { dataTransfer: { getData: () => '2' } });
    expect(members().map((li) => li.getAttribute('data-code'))).toEqual(['FECHA_VIGENCIA', 'REGION', 'COMUNA']);
    expect(screen.queryByRole('button', { name: 'Agregar REGION al grupo' })).toBeNull();
    await userEvent.type(screen.getByLabelText(/Nombre/), 'Grupo nuevo');
    await userEvent.type(screen.getByLabelText(/Prioridad/), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await vi.waitFor(() => expect(created).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
  });
});
