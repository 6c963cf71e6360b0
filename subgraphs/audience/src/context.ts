import { restOptions, type ContextInput } from '@inca/subgraph-kit';
import { AudienceManagementClient } from './rest/AudienceManagementClient.ts';
import { AudiencesClient } from './rest/AudiencesClient.ts';
import { SegmentsClient } from './rest/SegmentsClient.ts';

export type SubgraphContext = { audienceManagement: AudienceManagementClient; segments: SegmentsClient; audiences: AudiencesClient };

export function createContext(input: ContextInput): SubgraphContext {
  const options = restOptions(input, 'audience-management');
  return { audienceManagement: new AudienceManagementClient(options), segments: new SegmentsClient(options), audiences: new AudiencesClient(options) };
}
