import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeService, type FakeRequest } from '@inca/subgraph-kit/testing';
import { subgraphRunner } from '@inca/subgraph-kit/testing';
import { campaignSubgraph } from '../server.ts';

const variable = (id: number, over: Record<string, unknown> = {}) => ({
  id_variable: id,
  variable_code: `VAR_${id}`,
  variable_name: `Variable ${id}`,
  variable_description: '',
  id_variable_type: 3,
  variable_type_name: 'SELECT',
  flag_required: id % 2 === 0,
  flag_range: false,
  flag_object: false,
  flag_operator: false,
  flag_info_segment: false,
  flag_client_ids: false,
  flag_multiple_select: true,
  flag_parent_variable_exists: id === 3,
  flag_campaign_client_result: false,
  flag_info_campaign: false,
  flag_upload_data: false,
  flag_save_param_list: false,
  flag_recommendation_section: false,
  flag_recommendation_section_priority_2: false,
  flag_object_saved: false,
  flag_disabled: id === 2,
  object_name: null,
  column_match_name: null,
  joined_ids_names: [],
  column_parser_script: null,
  variable_min_range: null,
  variable_max_range: null,
  default_operator: null,
  variable_type_big_query: null,
  id_variable_parent: id === 3 ? 1 : null,
  data_count: 2,
  created_time: '2026-01-02T03:04:05Z',
  modified_time: '2026-01-02T03:04:05Z',
  ...over,
});
const VARIABLES = [variable(1), variable(2), variable(3)];
const GROUPS = [10, 20].map((id) => ({
  id_variable_group: id,
  variable_group_name: `Grupo ${id}`,
  variable_group_priority: id / 10,
  description: '',
  icon: '',
  created_time: '2026-01-01T00:00:00Z',
  modified_time: '2026-01-01T00:00:00Z',
  variables_count: 2,
}));
const MEMBERS = [
  { id_variable_group_detail: 1, id_variable_group: 10, id_variable: 3, variable_group_detail_order: 1 },
  { id_variable_group_detail: 2, id_variable_group: 10, id_variable: 1, variable_group_detail_order: 2 },
  { id_variable_group_detail: 3, id_variable_group: 20, id_variable: 2, variable_group_detail_order: 1 },
];

function answer(request: FakeRequest) {
  const ok = (data: unknown, message?: string) => ({ status: 200, body: { status: true, data, message } });
  switch (`${request.method} ${request.path}`) {
    case 'GET /campaign-management/variables':
      return ok(
        request.query.get('variable_code')
          ? VARIABLES.filter((v) => v.variable_code.includes(request.query.get('variable_code')!))
          : VARIABLES,
      );
    case 'GET /campaign-management/variable-groups':
      return ok(GROUPS);
    case 'GET /campaign-management/variable-groups/members':
      return ok(MEMBERS.filter((m) => request.query.get('ids')!.split(',').includes(String(m.id_variable_group))));
    case 'POST /campaign-management/variables/data/upload':
      return ok({
        rows: [{ data_key: 'A', data_value: 'Alfa', parent_data_key: null }],
        skipped: [{ row: 3, message: 'Fila 3: faltan columnas.' }],
      });
    case 'PUT /campaign-management/variables/edit':
      return (request.body as { variable_data?: unknown[] }).variable_data?.length === 0
        ? {
            status: 400,
            body: { status: false, code: 'BAD_USER_INPUT', message: 'Debe agregar al menos un registro en la pestaña Datos.' },
          }
        : ok(null, 'Se actualizó la variable.');
    case 'GET /campaign-management/variables/1':
      return ok({
        ...variable(1, { variable_name: 'Guardada' }),
        variable_data: [{ row_number: 1, data_key: 'A', data_value: 'Alfa', parent_data_key: null }],
      });
    case 'POST /campaign-management/variable-groups':
      return ok(GROUPS[0]);
    default:
      return { status: 404, body: { status: false, code: 'NOT_FOUND', message: 'Ruta no encontrada.' } };
  }
}

let service: Awaited<ReturnType<typeof fakeService>>;
beforeAll(async () => {
  service = await fakeService(answer);
});
afterAll(() => service.close());
const run = subgraphRunner(campaignSubgraph, () => service.url);

describe('variables in the campaign subgraph', () => {
  it('lists variables with their type, flags and parent in one REST call', async () => {
    const { result, restCalls } = await run(
      '{ variables { id code type { id name } required disabled parentVariableExists parent { code } } }',
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.variables).toEqual([
      {
        id: '1',
        code: 'VAR_1',
        type: { id: '3', name: 'SELECT' },
        required: false,
        disabled: false,
        parentVariableExists: false,
        parent: null,
      },
      {
        id: '2',
        code: 'VAR_2',
        type: { id: '3', name: 'SELECT' },
        required: true,
        disabled: true,
        parentVariableExists: false,
        parent: null,
      },
      {
        id: '3',
        code: 'VAR_3',
        type: { id: '3', name: 'SELECT' },
        required: false,
        disabled: false,
        parentVariableExists: true,
        parent: { code: 'VAR_1' },
      },
    ]);
    expect(restCalls).toBe(1);
  });

  it('passes the filter to the service', async () => {
    const { result } = await run('{ variables(filter: { code: "VAR_2" }) { id } }');
    expect(result.data?.variables).toEqual([{ id: '2' }]);
    expect(service.calls.at(-1)?.query.get('variable_code')).toBe('VAR_2');
  });

  it('resolves the members of every group with one members call and one variables call', async () => {
    const { result, restCalls } = await run('{ variableGroups { id name priority members { order variable { code } } } }');
    expect(result.errors).toBeUndefined();
    expect(result.data?.variableGroups).toEqual([
      {
        id: '10',
        name: 'Grupo 10',
        priority: 1,
        members: [
          { order: 1, variable: { code: 'VAR_3' } },
          { order: 2, variable: { code: 'VAR_1' } },
        ],
      },
      { id: '20', name: 'Grupo 20', priority: 2, members: [{ order: 1, variable: { code: 'VAR_2' } }] },
    ]);
    expect(restCalls).toBe(3);
  });

  it('sends the configuration with the spec field names and answers the saved variable', async () => {
    const { result } = await run(
      'mutation($i: VariableConfigInput!) { updateVariable(id: "1", input: $i) { name allData { rowNumber key value parentKey } } }',
      {
        i: {
          code: 'VAR_1',
          name: 'Guardada',
          typeId: '3',
          multipleSelect: true,
          range: true,
          minRange: '1',
          data: [{ key: 'A', value: 'Alfa' }],
        },
      },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.updateVariable).toEqual({
      name: 'Guardada',
      allData: [{ rowNumber: 1, key: 'A', value: 'Alfa', parentKey: null }],
    });
    const put = service.calls.find((c) => c.method === 'PUT');
    expect(put?.body).toMatchObject({
      id_variable: 1,
      variable_code: 'VAR_1',
      id_variable_type: 3,
      flag_multiple_select: true,
      flag_range: true,
      variable_min_range: '1',
      variable_data: [{ data_key: 'A', data_value: 'Alfa', parent_data_key: null }],
    });
  });

  it('maps a refusal to BAD_USER_INPUT with the Spanish message', async () => {
    const { result } = await run('mutation { updateVariable(id: "1", input: { code: "VAR_1", name: "X", typeId: "3", data: [] }) { id } }');
    expect(result.errors?.[0]?.message).toBe('Debe agregar al menos un registro en la pestaña Datos.');
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('reads a data CSV and numbers the rows; group input becomes ordered members', async () => {
    const csv = await run(
      'mutation { readVariableDataCsv(csv: "codigo;valor", withParent: false) { rows { rowNumber key value } skipped { row message } } }',
    );
    expect(csv.result.data?.readVariableDataCsv).toEqual({
      rows: [{ rowNumber: 1, key: 'A', value: 'Alfa' }],
      skipped: [{ row: 3, message: 'Fila 3: faltan columnas.' }],
    });
    const group = await run('mutation { createVariableGroup(input: { name: "Grupo 10", priority: "1", variableIds: ["3", "1"] }) { id } }');
    expect(group.result.errors).toBeUndefined();
    const post = service.calls.find((c) => c.method === 'POST' && c.path === '/campaign-management/variable-groups');
    expect(post?.body).toEqual({
      variable_group_name: 'Grupo 10',
      variable_group_priority: '1',
      variables: [
        { id_variable: 3, variable_group_detail_order: 1 },
        { id_variable: 1, variable_group_detail_order: 2 },
      ],
    });
  });
});
