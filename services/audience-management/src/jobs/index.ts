// The service's jobs on the shared job kit: publishing runs, match polls and the daily account check
// (worked in the service's process, or by worker-main.ts, the one worker entry).
export { MATCH_QUEUE, PublishingEngine, RUN_QUEUE, type PublishingEngineOptions } from './publishing.ts';
export { publishingConfigFrom, startPublishing, type PublishingConfig } from './service.ts';
// Whoever works the jobs outside the service's own entries (a test's engine) gives the connectors their settings first.
export { configureConnectors } from '../connectors/index.ts';
