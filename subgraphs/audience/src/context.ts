import { restOptions, type ContextInput } from '@inca/subgraph-kit';
import { AccessClient } from './rest/AccessClient.ts';
import { AudienceManagementClient } from './rest/AudienceManagementClient.ts';
import { AudiencesClient } from './rest/AudiencesClient.ts';
import { ConfigurationClient } from './rest/ConfigurationClient.ts';
import { CouponsClient } from './rest/CouponsClient.ts';
import { PublishingClient } from './rest/PublishingClient.ts';
import { SegmentsClient } from './rest/SegmentsClient.ts';

export type SubgraphContext = {
  audienceManagement: AudienceManagementClient;
  segments: SegmentsClient;
  audiences: AudiencesClient;
  publishing: PublishingClient;
  access: AccessClient;
  configuration: ConfigurationClient;
  coupons: CouponsClient;
};

export function createContext(input: ContextInput): SubgraphContext {
  const options = restOptions(input, 'audience-management');
  return {
    audienceManagement: new AudienceManagementClient(options),
    segments: new SegmentsClient(options),
    audiences: new AudiencesClient(options),
    publishing: new PublishingClient(options),
    access: new AccessClient(options),
    configuration: new ConfigurationClient(options),
    coupons: new CouponsClient(options),
  };
}
