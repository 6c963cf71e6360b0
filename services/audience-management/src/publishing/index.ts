export { PublishingEngine, RUN_QUEUE, MATCH_QUEUE, type PublishingEngineOptions } from './queue.ts';
export { PublishingRunner, PUBLISH_MESSAGES, type EngineSettings, type RunOutcome } from './engine.ts';
export { connectorFor, accountConfigFor, ConnectorUnavailable, PLATFORM_OF, simulatorsUrl, type ConnectorFactory } from './connectors.ts';
export { nextRunAt, runsOnDay, PUBLISH_TIME_ZONE, type ScheduleInput } from './scheduler.ts';
export { couponAudiencesToSync, runsOf, type RunRecord } from './repository.ts';
export { publishingConfigFrom, startPublishing, type PublishingConfig } from './service.ts';
export { publishingRoutes, presentRun } from './routes.ts';
export { QUALITY_REASONS, type QualityReason } from './quality.ts';
