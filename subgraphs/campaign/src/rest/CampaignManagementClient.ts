import DataLoader from 'dataloader';
import { RestClient, type Envelope, type RestClientOptions } from '@inca/rest-client';
import type { VariableTypeDto } from './types.ts';
import type {
  VariableDataCsvDto,
  VariableDataPageDto,
  VariableDto,
  VariableGroupDto,
  VariableGroupMemberDto,
  VariableObjectColumnDto,
  VariableObjectDetailsDto,
  VariableObjectDto,
  VariableWithDataDto,
} from './variablesTypes.ts';

const BASE = '/campaign-management';

/** The variables side of the campaign-management service as seen from the campaign subgraph; one instance per request. */
export class CampaignManagementClient {
  private readonly rest: RestClient;
  private variableTypesOnce?: Promise<VariableTypeDto[]>;
  private allVariablesOnce?: Promise<VariableDto[]>;

  constructor(options: RestClientOptions) {
    this.rest = new RestClient(options);
  }

  variableTypes(): Promise<VariableTypeDto[]> {
    this.variableTypesOnce ??= this.rest.get<Envelope<VariableTypeDto[]>>(`${BASE}/variables/variable-type`).then((r) => r.data);
    return this.variableTypesOnce;
  }

  variables(filter: { variable_code?: string; variable_name?: string; id_variable_type?: string } = {}): Promise<VariableDto[]> {
    const filtered = Object.values(filter).some((v) => v !== undefined && v !== '');
    if (!filtered) return this.allVariables();
    return this.rest.get<Envelope<VariableDto[]>>(`${BASE}/variables`, filter).then((r) => r.data);
  }

  /** Every variable, asked once per request: parents and group members resolve from it (one REST call for any number). */
  private allVariables(): Promise<VariableDto[]> {
    this.allVariablesOnce ??= this.rest.get<Envelope<VariableDto[]>>(`${BASE}/variables`).then((r) => r.data);
    return this.allVariablesOnce;
  }

  readonly variableById = new DataLoader<number, VariableDto | null>(async (ids) => {
    const byId = new Map((await this.allVariables()).map((v) => [v.id_variable, v]));
    return ids.map((id) => byId.get(id) ?? null);
  });

  async variableWithData(id: number): Promise<VariableWithDataDto> {
    return (await this.rest.get<Envelope<VariableWithDataDto>>(`${BASE}/variables/${id}`)).data;
  }

  async variableDataPage(id: number, page: number, pageSize: number): Promise<VariableDataPageDto> {
    return (await this.rest.get<Envelope<VariableDataPageDto>>(`${BASE}/variables/data`, { id_variable: id, page, page_size: pageSize })).data;
  }

  async createVariables(data: { variable_code: string; variable_name: string }[]): Promise<number[]> {
    return (await this.rest.post<Envelope<{ id_variables: number[] }>>(`${BASE}/variables`, { data })).data.id_variables;
  }

  async uploadVariables(csv: string): Promise<{ created: number; message: string }> {
    const r = await this.rest.post<Envelope<{ created: number }>>(`${BASE}/variables/upload`, { content: csv });
    return { created: r.data.created, message: r.message ?? '' };
  }

  async readVariableDataCsv(csv: string, withParent: boolean): Promise<VariableDataCsvDto> {
    return (await this.rest.post<Envelope<VariableDataCsvDto>>(`${BASE}/variables/data/upload`, { content: csv }, { with_parent: withParent })).data;
  }

  async editVariable(body: Record<string, unknown>): Promise<void> {
    await this.rest.put(`${BASE}/variables/edit`, body);
  }

  async editVariableObject(body: Record<string, unknown>): Promise<void> {
    await this.rest.put(`${BASE}/variables/edit-variable-object`, body);
  }

  async deleteVariable(id: number): Promise<void> {
    await this.rest.delete(`${BASE}/variables/${id}`);
  }

  async variableObjects(tableName?: string): Promise<VariableObjectDto[]> {
    return (await this.rest.get<Envelope<VariableObjectDto[]>>(`${BASE}/objects`, { table_name: tableName })).data;
  }

  /** Columns of tables, many tables in one call. */
  readonly objectColumns = new DataLoader<string, VariableObjectColumnDto[]>(async (documentIds) => {
    const tables = documentIds.map((id) => {
      const [projectId = '', datasetId = '', ...rest] = id.split('.');
      return { projectId, datasetId, tableId: rest.join('.') };
    });
    const details = (await this.rest.post<Envelope<VariableObjectDetailsDto>>(`${BASE}/objects/details`, { tables })).data;
    const byDocument = new Map(Object.values(details).map((d) => [d.document_id, d.schema.fields]));
    return documentIds.map((id) => byDocument.get(id) ?? []);
  });

  async variableGroups(filter: { variable_group_name?: string; created_from?: string; created_to?: string } = {}): Promise<VariableGroupDto[]> {
    return (await this.rest.get<Envelope<VariableGroupDto[]>>(`${BASE}/variable-groups`, filter)).data;
  }

  async variableGroup(id: number): Promise<VariableGroupDto | null> {
    const r = await this.rest.get<Envelope<{ variable_group: VariableGroupDto | null }>>(`${BASE}/variable-groups/details`, { id_variable_group: id });
    return r.data.variable_group;
  }

  /** Members of many groups in one call. */
  readonly groupMembers = new DataLoader<number, VariableGroupMemberDto[]>(async (ids) => {
    const rows = (await this.rest.get<Envelope<VariableGroupMemberDto[]>>(`${BASE}/variable-groups/members`, { ids: [...ids] })).data;
    return ids.map((id) => rows.filter((r) => r.id_variable_group === id));
  });

  async saveVariableGroup(body: Record<string, unknown>, method: 'post' | 'put'): Promise<VariableGroupDto> {
    return (await this.rest[method]<Envelope<VariableGroupDto>>(`${BASE}/variable-groups`, body)).data;
  }

  async deleteVariableGroup(id: number): Promise<void> {
    await this.rest.delete(`${BASE}/variable-groups/${id}`);
  }
}
