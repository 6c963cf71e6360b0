import { GraphQLError } from 'graphql';
import type { Resolvers, VariableConfigInput } from '../__generated__/resolvers-types.ts';

/** An id argument as the service's integer id; anything else is a BAD_USER_INPUT. */
function intId(id: string | number, message = 'Identificador inválido.'): number {
  const n = Number(id);
  if (!Number.isSafeInteger(n) || n < 1) throw new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
  return n;
}
const optionalInt = (id: string | number | null | undefined) =>
  id === null || id === undefined || id === '' ? null : intId(id, 'El tipo de variable no existe.');

/** The REST body of PUT /variables/edit from the configuration modal's input (field names of §3). */
function configBody(id: number, input: VariableConfigInput): Record<string, unknown> {
  return {
    id_variable: id,
    variable_code: input.code,
    variable_name: input.name,
    variable_description: input.description ?? null,
    id_variable_type: optionalInt(input.typeId),
    flag_required: input.required ?? null,
    flag_range: input.range ?? null,
    variable_min_range: input.minRange ?? null,
    variable_max_range: input.maxRange ?? null,
    flag_object: input.hasObject ?? null,
    variable_type_big_query: input.bigQueryType ?? null,
    flag_operator: input.operator ?? null,
    default_operator: input.defaultOperator ?? null,
    flag_parent_variable_exists: input.parentVariableExists ?? null,
    id_variable_parent: input.parentId ?? null,
    flag_multiple_select: input.multipleSelect ?? null,
    flag_campaign_client_result: input.campaignClientResult ?? null,
    flag_info_campaign: input.infoCampaign ?? null,
    flag_save_param_list: input.saveParamList ?? null,
    flag_client_ids: input.clientIds ?? null,
    flag_info_segment: input.infoSegment ?? null,
    flag_recommendation_section: input.recommendationSection ?? null,
    flag_recommendation_section_priority_2: input.recommendationSectionPriority2 ?? null,
    flag_upload_data: input.uploadData ?? null,
    variable_data: (input.data ?? []).map((d) => ({ data_key: d.key, data_value: d.value, parent_data_key: d.parentKey ?? null })),
  };
}

const groupBody = (input: { name: string; priority: string; variableIds: readonly (string | number)[] }) => ({
  variable_group_name: input.name,
  variable_group_priority: input.priority,
  variables: input.variableIds.map((id, index) => ({
    id_variable: intId(id, 'Una de las variables del grupo no existe.'),
    variable_group_detail_order: index + 1,
  })),
});

/** Variables, objects and groups: Query, Mutation and type resolvers. */
export const variableResolvers: Resolvers = {
  Query: {
    variables: (_root, { filter }, { campaignManagement }) =>
      campaignManagement.variables({
        variable_code: filter?.code ?? undefined,
        variable_name: filter?.name ?? undefined,
        id_variable_type: filter?.typeId ?? undefined,
      }),
    variable: (_root, { id }, { campaignManagement }) => {
      const n = Number(id);
      return Number.isSafeInteger(n) && n > 0 ? campaignManagement.variableById.load(n) : null;
    },
    variableObjects: (_root, { tableName }, { campaignManagement }) => campaignManagement.variableObjects(tableName ?? undefined),
    variableGroups: (_root, { filter }, { campaignManagement }) =>
      campaignManagement.variableGroups({
        variable_group_name: filter?.name ?? undefined,
        created_from: filter?.createdFrom ?? undefined,
        created_to: filter?.createdTo ?? undefined,
      }),
    variableGroup: async (_root, { id }, { campaignManagement }) => {
      const n = Number(id);
      if (!Number.isSafeInteger(n) || n < 1) return null;
      try {
        return await campaignManagement.variableGroup(n);
      } catch (error) {
        if (error instanceof GraphQLError && error.extensions.code === 'NOT_FOUND') return null;
        throw error;
      }
    },
  },
  Mutation: {
    createVariables: async (_root, { input }, { campaignManagement }) => {
      const ids = await campaignManagement.createVariables(input.map((v) => ({ variable_code: v.code, variable_name: v.name })));
      return Promise.all(ids.map((id) => campaignManagement.variableWithData(id)));
    },
    uploadVariables: (_root, { csv }, { campaignManagement }) => campaignManagement.uploadVariables(csv),
    updateVariable: async (_root, { id, input }, { campaignManagement }) => {
      const n = intId(id, 'La variable no existe.');
      await campaignManagement.editVariable(configBody(n, input));
      return campaignManagement.variableWithData(n);
    },
    saveVariableRow: async (_root, { id, input }, { campaignManagement }) => {
      const n = intId(id, 'La variable no existe.');
      await campaignManagement.editVariable({
        id_variable: n,
        id_variable_type: optionalInt(input.typeId),
        flag_object: input.hasObject,
        flag_required: input.required,
      });
      return campaignManagement.variableWithData(n);
    },
    saveVariableObject: async (_root, { id, input }, { campaignManagement }) => {
      const n = intId(id, 'La variable no existe.');
      await campaignManagement.editVariableObject({
        id_variable: n,
        id_variable_type: optionalInt(input.typeId),
        object_name: input.objectName,
        column_match_name: input.columnMatchName ?? null,
        joined_ids_names: (input.joinedColumns ?? []).map((name) => ({ name })),
        column_parser_script: input.columnParserScript ?? null,
      });
      return campaignManagement.variableWithData(n);
    },
    deleteVariable: async (_root, { id }, { campaignManagement }) => {
      await campaignManagement.deleteVariable(intId(id, 'La variable no existe.'));
      return id;
    },
    readVariableDataCsv: async (_root, { csv, withParent }, { campaignManagement }) =>
      campaignManagement.readVariableDataCsv(csv, withParent),
    createVariableGroup: (_root, { input }, { campaignManagement }) => campaignManagement.saveVariableGroup(groupBody(input), 'post'),
    updateVariableGroup: (_root, { id, input }, { campaignManagement }) =>
      campaignManagement.saveVariableGroup(
        { ...groupBody(input), id_variable_group: intId(id, 'El grupo de variables no existe.') },
        'put',
      ),
    deleteVariableGroup: async (_root, { id }, { campaignManagement }) => {
      await campaignManagement.deleteVariableGroup(intId(id, 'El grupo de variables no existe.'));
      return id;
    },
  },
  Variable: {
    id: (v) => String(v.id_variable),
    code: (v) => v.variable_code,
    name: (v) => v.variable_name,
    description: (v) => v.variable_description,
    type: (v) =>
      v.id_variable_type === null ? null : { id_variable_type: v.id_variable_type, variable_type_name: v.variable_type_name ?? '' },
    required: (v) => v.flag_required,
    range: (v) => v.flag_range,
    minRange: (v) => v.variable_min_range,
    maxRange: (v) => v.variable_max_range,
    hasObject: (v) => v.flag_object,
    objectSaved: (v) => v.flag_object_saved,
    objectName: (v) => v.object_name,
    columnMatchName: (v) => v.column_match_name,
    joinedColumns: (v) => (v.joined_ids_names ?? []).map((c) => c.name),
    columnParserScript: (v) => v.column_parser_script,
    bigQueryType: (v) => v.variable_type_big_query,
    operator: (v) => v.flag_operator,
    defaultOperator: (v) => v.default_operator,
    parentVariableExists: (v) => v.flag_parent_variable_exists,
    parent: (v, _args, { campaignManagement }) =>
      v.id_variable_parent === null ? null : campaignManagement.variableById.load(v.id_variable_parent),
    multipleSelect: (v) => v.flag_multiple_select,
    campaignClientResult: (v) => v.flag_campaign_client_result,
    infoCampaign: (v) => v.flag_info_campaign,
    saveParamList: (v) => v.flag_save_param_list,
    clientIds: (v) => v.flag_client_ids,
    infoSegment: (v) => v.flag_info_segment,
    recommendationSection: (v) => v.flag_recommendation_section,
    recommendationSectionPriority2: (v) => v.flag_recommendation_section_priority_2,
    uploadData: (v) => v.flag_upload_data,
    disabled: (v) => v.flag_disabled,
    dataCount: (v) => v.data_count,
    data: (v, { page, pageSize }, { campaignManagement }) => {
      const p = Math.max(1, Math.trunc(page ?? 1));
      const size = Math.min(500, Math.max(1, Math.trunc(pageSize ?? 10)));
      return campaignManagement.variableDataPage(v.id_variable, p, size);
    },
    allData: async (v, _args, { campaignManagement }) => {
      const withData = v as Partial<{ variable_data: unknown }>;
      if (Array.isArray(withData.variable_data)) return withData.variable_data as never;
      return (await campaignManagement.variableWithData(v.id_variable)).variable_data;
    },
    createdTime: (v) => v.created_time,
    modifiedTime: (v) => v.modified_time,
  },
  VariableDataRow: {
    rowNumber: (d) => d.row_number,
    key: (d) => d.data_key,
    value: (d) => d.data_value,
    parentKey: (d) => d.parent_data_key,
  },
  VariableDataCsvResult: {
    rows: (r) => r.rows.map((row, i) => ({ ...row, row_number: i + 1 })),
    skipped: (r) => r.skipped,
  },
  VariableObject: {
    id: (o) => o.document_id,
    projectId: (o) => o.table.projectId,
    datasetId: (o) => o.table.datasetId,
    tableId: (o) => o.table.objectId,
    creationTime: (o) => o.creationTime,
    lastModifiedTime: (o) => o.lastModifiedTime,
    columns: (o, _args, { campaignManagement }) => campaignManagement.objectColumns.load(o.document_id),
  },
  VariableGroup: {
    id: (g) => String(g.id_variable_group),
    name: (g) => g.variable_group_name,
    priority: (g) => g.variable_group_priority,
    createdTime: (g) => g.created_time,
    modifiedTime: (g) => g.modified_time,
    variablesCount: (g) => g.variables_count,
    members: (g, _args, { campaignManagement }) => campaignManagement.groupMembers.load(g.id_variable_group),
  },
  VariableGroupMember: {
    id: (m) => String(m.id_variable_group_detail),
    order: (m) => m.variable_group_detail_order,
    variable: async (m, _args, { campaignManagement }) => {
      const variable = await campaignManagement.variableById.load(m.id_variable);
      if (!variable) throw new GraphQLError('La variable no existe.', { extensions: { code: 'NOT_FOUND' } });
      return variable;
    },
  },
};
