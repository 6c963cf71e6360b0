import DataLoader from 'dataloader';
import { RestClient, type RestClientOptions } from '@inca/rest-client';
import type { RequestOf } from '@inca/contracts';
import {
  createGroup,
  createVariables,
  deleteGroup,
  deleteVariable,
  editVariable,
  editVariableObject,
  getGroupDetails,
  getObjectDetails,
  getVariable,
  getVariableDataPage,
  listGroupMembers,
  listGroups,
  listObjects,
  listVariableTypes,
  listVariables,
  readVariableDataCsv,
  updateGroup,
  uploadVariables,
  type VariableDataCsvDto,
  type VariableDataPageDto,
  type VariableDto,
  type VariableGroupDto,
  type VariableGroupMemberDto,
  type VariableObjectColumnDto,
  type VariableObjectDto,
  type VariableTypeDto,
  type VariableWithDataDto,
} from '@inca/contracts/campaign-management';

/** The variables side of the campaign-management service as seen from the campaign subgraph; one instance per request. */
export class CampaignManagementClient {
  private readonly rest: RestClient;
  private variableTypesOnce?: Promise<VariableTypeDto[]>;
  private allVariablesOnce?: Promise<VariableDto[]>;

  constructor(options: RestClientOptions) {
    this.rest = new RestClient(options);
  }

  variableTypes(): Promise<VariableTypeDto[]> {
    this.variableTypesOnce ??= this.rest.call(listVariableTypes).then((r) => r.data);
    return this.variableTypesOnce;
  }

  variables(filter: { variable_code?: string; variable_name?: string; id_variable_type?: string } = {}): Promise<VariableDto[]> {
    const filtered = Object.values(filter).some((v) => v !== undefined && v !== '');
    if (!filtered) return this.allVariables();
    return this.rest.call(listVariables, { query: filter as RequestOf<typeof listVariables>['query'] }).then((r) => r.data);
  }

  /** Every variable, asked once per request: parents and group members resolve from it (one REST call for any number). */
  private allVariables(): Promise<VariableDto[]> {
    this.allVariablesOnce ??= this.rest.call(listVariables).then((r) => r.data);
    return this.allVariablesOnce;
  }

  readonly variableById = new DataLoader<number, VariableDto | null>(async (ids) => {
    const byId = new Map((await this.allVariables()).map((v) => [v.id_variable, v]));
    return ids.map((id) => byId.get(id) ?? null);
  });

  async variableWithData(id: number): Promise<VariableWithDataDto> {
    return (await this.rest.call(getVariable, { params: { id } })).data;
  }

  async variableDataPage(id: number, page: number, pageSize: number): Promise<VariableDataPageDto> {
    return (await this.rest.call(getVariableDataPage, { query: { id_variable: id, page, page_size: pageSize } })).data;
  }

  async createVariables(data: { variable_code: string; variable_name: string }[]): Promise<number[]> {
    return (await this.rest.call(createVariables, { body: { data } })).data.id_variables;
  }

  async uploadVariables(csv: string): Promise<{ created: number; message: string }> {
    const r = await this.rest.call(uploadVariables, { body: { content: csv } });
    return { created: r.data.created, message: r.message ?? '' };
  }

  async readVariableDataCsv(csv: string, withParent: boolean): Promise<VariableDataCsvDto> {
    return (await this.rest.call(readVariableDataCsv, { query: { with_parent: withParent ? 'true' : 'false' }, body: { content: csv } }))
      .data;
  }

  /** The body is the whole variable (configuration modal) or the inline row fields; the service tells them apart. */
  async editVariable(body: Record<string, unknown>): Promise<void> {
    await this.rest.call(editVariable, { body: body as RequestOf<typeof editVariable>['body'] });
  }

  async editVariableObject(body: Record<string, unknown>): Promise<void> {
    await this.rest.call(editVariableObject, { body: body as RequestOf<typeof editVariableObject>['body'] });
  }

  async deleteVariable(id: number): Promise<void> {
    await this.rest.call(deleteVariable, { params: { id } });
  }

  async variableObjects(tableName?: string): Promise<VariableObjectDto[]> {
    return (await this.rest.call(listObjects, { query: { table_name: tableName } })).data;
  }

  /** Columns of tables, many tables in one call. */
  readonly objectColumns = new DataLoader<string, VariableObjectColumnDto[]>(async (documentIds) => {
    const tables = documentIds.map((id) => {
      const [projectId = '', datasetId = '', ...rest] = id.split('.');
      return { projectId, datasetId, tableId: rest.join('.') };
    });
    const details = (await this.rest.call(getObjectDetails, { body: { tables } })).data;
    const byDocument = new Map(Object.values(details).map((d) => [d.document_id, d.schema.fields]));
    return documentIds.map((id) => byDocument.get(id) ?? []);
  });

  async variableGroups(
    filter: { variable_group_name?: string; created_from?: string; created_to?: string } = {},
  ): Promise<VariableGroupDto[]> {
    return (await this.rest.call(listGroups, { query: filter })).data;
  }

  async variableGroup(id: number): Promise<VariableGroupDto | null> {
    return (await this.rest.call(getGroupDetails, { query: { id_variable_group: id } })).data.variable_group;
  }

  /** Members of many groups in one call. */
  readonly groupMembers = new DataLoader<number, VariableGroupMemberDto[]>(async (ids) => {
    const rows = (await this.rest.call(listGroupMembers, { query: { ids: ids.join(',') } })).data;
    return ids.map((id) => rows.filter((r) => r.id_variable_group === id));
  });

  async saveVariableGroup(body: Record<string, unknown>, method: 'post' | 'put'): Promise<VariableGroupDto> {
    const op = method === 'post' ? createGroup : updateGroup;
    return (await this.rest.call(op, { body: body as RequestOf<typeof op>['body'] })).data;
  }

  async deleteVariableGroup(id: number): Promise<void> {
    await this.rest.call(deleteGroup, { params: { id } });
  }
}
