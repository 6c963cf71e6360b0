// The processing module: sending campaigns to the recommendation, as jobs on the Postgres queue.
export { startProcessing, type Processing } from './queue.ts';
export { audienceQueryOf, audienceSignals, buildSummary, catalogue, recommendationRulesOf } from './recommendation.ts';
export { assertSegmentUsable, segmentPredicate, usableSegmentCodes } from './segment.ts';
