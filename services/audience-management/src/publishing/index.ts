export { PublishingRunner, PUBLISH_MESSAGES, type EngineSettings, type RunOutcome } from './engine.ts';
export {
  connectorFor,
  accountConfigFor,
  ConnectorUnavailable,
  PLATFORM_OF,
  simulatorsUrl,
  type AdsAccountSettings,
  type ConnectorFactory,
} from '../connectors/index.ts';
export { deliverBySmtp, mailSettingsFrom, type MailSettings } from './notify.ts';
export { nextRunAt, runsOnDay, PUBLISH_TIME_ZONE, type ScheduleInput } from './scheduler.ts';
export { couponAudiencesToSync, markDelivery, runsOf, scheduleUnscheduled, takeDue, type RunRecord } from './repository/index.ts';
export { publishingRoutes, presentRun } from './routes.ts';
export { QUALITY_REASONS, type QualityReason } from './quality.ts';
