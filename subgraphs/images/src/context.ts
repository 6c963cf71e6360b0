import { restOptions, type ContextInput } from '@inca/subgraph-kit';
import { AudienceImagesClient } from './rest/AudienceImagesClient.ts';

export type SubgraphContext = { audienceImages: AudienceImagesClient };

export function createContext(input: ContextInput): SubgraphContext {
  return { audienceImages: new AudienceImagesClient(restOptions(input, 'audience-images')) };
}
