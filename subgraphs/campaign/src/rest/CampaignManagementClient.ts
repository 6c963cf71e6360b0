import { RestClient, type Envelope, type RestClientOptions } from '@inca/rest-client';
import type { VariableTypeDto } from './types.ts';

/** The campaign-management service as seen from the campaign subgraph; one instance per request. */
export class CampaignManagementClient {
  private readonly rest: RestClient;
  private variableTypesOnce?: Promise<VariableTypeDto[]>;

  constructor(options: RestClientOptions) {
    this.rest = new RestClient(options);
  }

  variableTypes(): Promise<VariableTypeDto[]> {
    this.variableTypesOnce ??= this.rest.get<Envelope<VariableTypeDto[]>>('/variables/variable-type').then((r) => r.data);
    return this.variableTypesOnce;
  }
}
